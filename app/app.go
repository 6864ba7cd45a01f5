// Package app holds Broadsheet's use cases: discovering what to follow on a site, following it,
// refreshing followed sources on a polite schedule, reading and marking headlines, OPML import and
// export. It maps between the nouns of discovery and store, and imports no GUI toolkit. It sends no
// HTTP request itself (every request goes through discovery's polite client) and holds no SQL.
package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/store"
)

// appID is the application ID Fyne keys its storage folder by; the window and the command line
// must agree on it so that they share one database.
const appID = "app.broadsheet.reader"

// dbFile is the database's file name inside the storage folder.
const dbFile = "broadsheet.db"

// requestTimeout bounds one request of a refresh.
const requestTimeout = 30 * time.Second

// Errors of Open a caller may test for with errors.Is.
var (
	// ErrNotOurs means the database file is not Broadsheet's; it was left as it was.
	ErrNotOurs = store.ErrNotOurs
	// ErrLocked means another program holds the database locked.
	ErrLocked = store.ErrLocked
	// ErrDamaged means the database file is damaged (cut short or malformed); it was left as it was.
	ErrDamaged = store.ErrDamaged
	// ErrNotWritable means the database cannot be written: the file, or its folder, is read-only.
	ErrNotWritable = errors.New("app: the database cannot be written")
)

// App is one open Broadsheet: its database and its polite client. Its methods may be called from
// several goroutines at once.
type App struct {
	robots *robotsCache
	store  *store.Store
	client *fetch.Client // one per App: it paces requests per host across every job
	now    func() time.Time

	// pauses remembers when the last request of this App ended, for WaitOutPause.
	pauses discovery.PauseKeeper

	// hostSlots bounds how many hosts are refreshed at once, across Run, RefreshAll and RefreshSources.
	hostSlots chan struct{}

	mu   sync.Mutex
	busy map[int64]bool // sources being refreshed now, so that two refreshes running at once never both fetch one
	// shared is the work shared with other processes on the same database: source claims, host turns.
	shared *sharedWork

	results resultFeed // every refresh result as it is stored, for the refreshes that wait for it

	readings readLocks // headlines whose article is being read now

	plansMu  sync.Mutex
	plans    map[string]*sitePlan // the latest section-sitemap plan per site, for Run to reuse
	recordMu sync.Mutex           // serialises the recording of lastmod observations

	troubles siteTroubles // troubles of a site's refreshes waiting for its next refresh (trouble.go)
}

// Open opens (creating if needed) the database at cfg.DBPath.
func Open(ctx context.Context, cfg Config) (*App, error) {
	path := cfg.DBPath
	if path == "" {
		p, err := DefaultDBPath()
		if err != nil {
			return nil, err
		}
		path = p
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("app: creating the data folder: %w", err)
	}
	st, err := store.OpenWith(ctx, path, store.Options{ReadCacheKiB: cfg.ReadCacheKiB, WriteCacheKiB: cfg.WriteCacheKiB})
	if errors.Is(err, store.ErrReadOnly) {
		return nil, fmt.Errorf("%w: %s: %w", ErrNotWritable, path, err)
	}
	if err != nil {
		return nil, fmt.Errorf("app: opening %s: %w", path, err)
	}
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	a := &App{
		store:     st,
		now:       now,
		hostSlots: make(chan struct{}, maxHostsAtOnce),
		busy:      map[int64]bool{},
		plans:     map[string]*sitePlan{},
		shared:    newSharedWork(st),
	}
	a.robots = &robotsCache{st: st, troubles: &a.troubles}
	pause := cfg.Pause
	if pause == 0 {
		s, err := a.Settings(ctx)
		if err != nil {
			st.Close()
			return nil, err
		}
		pause = s.Pause
	}
	if pause < 0 {
		pause = 0
	}
	a.client = fetch.New(fetch.Config{
		Pause:      pause,
		Timeout:    requestTimeout,
		Robots:     a.robots,
		Now:        now,
		LookupHost: cfg.LookupHost,
		// Other processes' requests, from the shared request log, count towards the pause too.
		LastRequest: a.lastRequestTo,
		// and one request at a time goes to a host from all of them together.
		Turns: a.shared,
	})
	return a, nil
}

// CheckWritable reports, changing nothing, whether the database can be written now: an error when
// the file is read-only or held locked by another program. A command that is about to send requests
// and store what they bring checks first, so that a database it could not write to costs the sites
// nothing.
func (a *App) CheckWritable(ctx context.Context) error {
	// Marking the headlines of no source read takes the write lock and changes nothing.
	_, err := a.store.MarkRead(ctx, store.ItemQuery{SourceID: -1})
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrLocked):
		return fmt.Errorf("app: %w", err)
	}
	cause := errors.Unwrap(err) // the database's own words, without what the check did
	if cause == nil {
		cause = err
	}
	return fmt.Errorf("%w: %s: %w", ErrNotWritable, a.store.Path(), cause)
}

// DefaultDBPath is where the database lives when none is given: Fyne's storage folder for the app
// ID, so that the window and the command line share it.
func DefaultDBPath() (string, error) {
	root := os.Getenv("XDG_CONFIG_HOME")
	if root == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("app: finding the home folder: %w", err)
		}
		root = filepath.Join(home, ".config")
	}
	return filepath.Join(root, "fyne", appID, dbFile), nil
}

// Close releases the database.
func (a *App) Close() error {
	a.client.GiveBackTurns() // so that other processes on the database need not wait for their leases
	a.client.CloseIdleConnections()
	if err := a.store.Close(); err != nil {
		return fmt.Errorf("app: %w", err)
	}
	return nil
}

// robotsCache keeps the polite client's robots.txt copies in the store, so that a copy outlives the
// process. A refresh that must judge by the site's current rules asks the client to revalidate its
// copy (fetch.JobOptions.RevalidateRobots).
// A copy it cannot read or keep costs a refetch; what failed waits, as a trouble of the copy's site,
// for the site's next refresh to record it where Site Details shows it.
type robotsCache struct {
	st       *store.Store
	troubles *siteTroubles
}

func (c *robotsCache) LoadRobots(ctx context.Context, origin string) (fetch.RobotsCopy, bool) {
	r, err := c.st.Robots(ctx, origin)
	if errors.Is(err, store.ErrNotFound) {
		return fetch.RobotsCopy{}, false
	}
	if err != nil {
		c.troubles.add(hostOf(origin), storeTrouble(err))
		return fetch.RobotsCopy{}, false
	}
	cp := fetch.RobotsCopy{
		Status:       r.Status,
		Body:         r.Body,
		ETag:         r.ETag,
		LastModified: r.LastModified,
		Fetched:      r.Fetched,
		FreshUntil:   r.FreshUntil,
	}
	return cp, true
}

func (c *robotsCache) SaveRobots(ctx context.Context, origin string, r fetch.RobotsCopy) {
	err := c.st.SaveRobots(ctx, store.RobotsCopy{
		Origin:       origin,
		Status:       r.Status,
		Body:         r.Body,
		ETag:         r.ETag,
		LastModified: r.LastModified,
		Fetched:      r.Fetched,
		FreshUntil:   r.FreshUntil,
	})
	if err != nil {
		c.troubles.add(hostOf(origin), storeTrouble(err))
	}
}

// requestEvent maps one of the client's events to app's noun.
func requestEvent(e fetch.Event) RequestEvent {
	return RequestEvent{
		Time:     e.Time,
		Step:     e.Step,
		URL:      e.URL,
		Status:   e.Status,
		Bytes:    e.Bytes,
		Duration: e.Duration,
		Err:      e.Err,
	}
}

// requestLog gathers the requests one piece of work sends (a refresh, a new discovery of a site, an
// article read) for the site's request log, noting each for the pause between commands as it ends.
type requestLog struct {
	a        *App
	site     string
	sourceID int64

	mu     sync.Mutex
	events []store.Request
}

// requestLog starts the log of one piece of work for site and source sourceID (0 for none).
func (a *App) requestLog(site string, sourceID int64) *requestLog {
	return &requestLog{a: a, site: site, sourceID: sourceID}
}

// note is the work's fetch.Event callback: it may be called from several goroutines.
func (l *requestLog) note(e fetch.Event) {
	l.a.pauses.Note(e)
	l.mu.Lock()
	l.events = append(l.events, logRequest(l.site, l.sourceID, e))
	l.mu.Unlock()
}

// save puts what was sent and not yet logged into the request log, even when ctx has ended: the
// requests were sent.
func (l *requestLog) save(ctx context.Context) error {
	logged := l.pending()
	if len(logged) == 0 {
		return nil
	}
	if err := l.a.store.LogRequests(context.WithoutCancel(ctx), logged); err != nil {
		return err
	}
	l.logged(len(logged))
	return nil
}

// saveOrSay logs what was sent and not yet logged, alone, and reports whether it could. When it
// could not, the requests are given up, not to be tried again, and that trouble is added to src,
// which the caller stores, and to res (trouble.go): the site did nothing wrong, and Site Details
// says what Broadsheet could not keep.
func (l *requestLog) saveOrSay(ctx context.Context, src *store.Source, res *RefreshResult) bool {
	reqs := l.pending()
	lerr := l.save(ctx)
	if lerr == nil {
		return true
	}
	l.logged(len(reqs))
	addTrouble(src, res, fmt.Errorf("app: logging requests: %w", lerr))
	return false
}

// pending returns what was sent and not yet logged, for a write that logs it with the work's
// outcome in one transaction (and then calls logged).
func (l *requestLog) pending() []store.Request {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.events[:len(l.events):len(l.events)]
}

// logged says that the first n requests pending returned are in the request log now, or given up.
func (l *requestLog) logged(n int) {
	l.mu.Lock()
	l.events = l.events[n:]
	l.mu.Unlock()
}

// logRequest turns a client event into a row of a site's request log.
func logRequest(site string, sourceID int64, e fetch.Event) store.Request {
	return store.Request{
		Site:     site,
		Time:     e.Time,
		Step:     e.Step,
		URL:      e.URL,
		Status:   e.Status,
		Bytes:    e.Bytes,
		Duration: e.Duration,
		Err:      e.Err,
		SourceID: sourceID,
	}
}

// hostOf returns the host name of a URL, or the URL itself when it has none.
func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return raw
	}
	return u.Hostname()
}
