package app

// This file declares the use cases the window (package ui) and the command line call. The types are
// app's own nouns: ui never sees a discovery or store type.

import (
	"context"
	"errors"
	"io"
	"time"
)

// errUnbuilt marks a use case whose body is still to be written.
var errUnbuilt = errors.New("app: not built yet")

// Config is what Open needs.
type Config struct {
	DBPath string        // the SQLite file; DefaultDBPath() when empty
	Pause  time.Duration // least time between two requests to one host; DefaultPause when zero, none when negative
	// Now returns the current time; time.Now when nil. Tests set it.
	Now func() time.Time
}

// DefaultPause is the least time between two requests to the same host.
const DefaultPause = time.Second

// Source kinds, as stored and as printed by `sources --json`.
const (
	KindFeed           = "feed"
	KindNewsSitemap    = "news-sitemap"
	KindArticleSitemap = "article-sitemap"
	KindSection        = "section"
)

// Source statuses.
const (
	StatusOK      = "ok"      // last refresh worked (or none yet)
	StatusFailing = "failing" // recent refreshes failed; backing off
	StatusPaused  = "paused"  // the site refused (robots.txt, 401, 403); Reason says why
	StatusGone    = "gone"    // the site answered 410
)

// RequestEvent is one request really sent to a site, as it happens.
type RequestEvent struct {
	Time     time.Time
	Step     string // "robots", "homepage", "sitemap", "guess", "section", "feed", "redirect", ...
	URL      string
	Status   int // 0 when no response came
	Bytes    int64
	Duration time.Duration
	Err      string // empty on success
}

// Candidate is one thing a discovery found that the person may follow.
type Candidate struct {
	Kind    string // KindFeed, KindNewsSitemap, KindArticleSitemap or KindSection
	URL     string
	Title   string
	Detail  string    // short words for the person: "announced by the homepage", "340 articles", ...
	LastMod time.Time // sitemap lastmod of a section or desk; zero when unknown
	Entries int       // number of entries of a sitemap, 0 when not known
}

// Finding is the outcome of Discover.
type Finding struct {
	Site     string // the site's homepage URL after redirects
	Outcome  string // "feed", "news-sitemap", "article-sitemap", "sections", "refused", "nothing"
	Reason   string // "robots", "http-401", "http-403", "http-429" or free text
	Message  string // the outcome in plain words for a person
	Feeds    []Candidate
	Sitemaps []Candidate // the news or article sitemap, or the desks of a news sitemap index
	Sections []Candidate
	Preview  []Headline // the latest headlines of a news sitemap, newest first
	Tried    []string   // what was tried, in words, when nothing was found
	Requests []RequestEvent
}

// Source is a followed feed, sitemap or section page.
type Source struct {
	ID            int64
	Kind          string
	URL           string
	Site          string // host name, for grouping: "www.nikkei.com"
	Title         string
	Status        string
	Reason        string // why it is paused, failing or gone, in plain words
	Interval      time.Duration
	Unread        int
	LastRefreshed time.Time
	NextDue       time.Time
}

// Headline is one article.
type Headline struct {
	ID          int64
	URL         string
	Title       string
	Summary     string // plain text, may be empty
	Published   time.Time
	SourceID    int64
	SourceTitle string
	Site        string
	Read        bool
	Starred     bool
}

// HeadlineQuery selects a page of headlines, newest first. Zero fields select everything.
type HeadlineQuery struct {
	SourceID int64
	Site     string
	Unread   bool
	Starred  bool
	Search   string // full-text search over titles and summaries
	Limit    int    // 200 when zero
	// After continues a listing after the last headline of the previous page.
	After *Headline
}

// RefreshResult is what one source's refresh did.
type RefreshResult struct {
	SourceID int64
	Status   string // StatusOK, StatusFailing, StatusPaused, StatusGone, or "not-modified"
	New      int
	Err      string
}

// RefreshProgress reports a refresh of several sources as it goes.
type RefreshProgress struct {
	Done, Total int
	Last        RefreshResult
}

// SiteReport is what one site costs: its recent requests and a summary per day.
type SiteReport struct {
	Site     string
	Requests []RequestEvent // newest first
	Days     []DayCost      // newest first
}

// DayCost sums a site's requests of one day.
type DayCost struct {
	Day          time.Time
	Requests     int
	Bytes        int64
	NewHeadlines int
}

// Settings are the person's preferences.
type Settings struct {
	Interval time.Duration // default refresh interval of new sources, at least MinInterval
	Pause    time.Duration // least time between two requests to one host
}

// Interval limits.
const (
	DefaultInterval = 30 * time.Minute
	MinInterval     = 5 * time.Minute
)

// App is one open Broadsheet: its database and its polite client. Its methods may be called from
// several goroutines at once.
type App struct{}

// Open opens (creating if needed) the database at cfg.DBPath.
func Open(ctx context.Context, cfg Config) (*App, error) { return nil, errUnbuilt }

// DefaultDBPath is where the database lives when none is given: Fyne's storage folder for the app
// ID, so that the window and the command line share it.
func DefaultDBPath() (string, error) { return "", errUnbuilt }

// Close releases the database.
func (a *App) Close() error { return errUnbuilt }

// Discover finds what to follow at the typed address, reporting each request through onEvent as it
// is sent. It writes nothing. Cancelling ctx stops it within the current request.
func (a *App) Discover(ctx context.Context, address string, onEvent func(RequestEvent)) (*Finding, error) {
	return nil, errUnbuilt
}

// Follow stores the chosen candidates of a finding as sources and returns them.
func (a *App) Follow(ctx context.Context, f *Finding, chosen []Candidate) ([]Source, error) {
	return nil, errUnbuilt
}

// Sources lists the followed sources with their unread counts, grouped by site.
func (a *App) Sources(ctx context.Context) ([]Source, error) { return nil, errUnbuilt }

// Unfollow removes a source; its headlines go unless another source also brought them.
func (a *App) Unfollow(ctx context.Context, id int64) error { return errUnbuilt }

// SetInterval changes how often a source is refreshed (at least MinInterval).
func (a *App) SetInterval(ctx context.Context, id int64, d time.Duration) error { return errUnbuilt }

// Headlines returns one page of headlines.
func (a *App) Headlines(ctx context.Context, q HeadlineQuery) ([]Headline, error) {
	return nil, errUnbuilt
}

// SetRead marks a headline read or unread.
func (a *App) SetRead(ctx context.Context, id int64, read bool) error { return errUnbuilt }

// SetStarred stars or unstars a headline.
func (a *App) SetStarred(ctx context.Context, id int64, starred bool) error { return errUnbuilt }

// MarkAllRead marks every headline the query selects (ignoring Limit and After) read.
func (a *App) MarkAllRead(ctx context.Context, q HeadlineQuery) error { return errUnbuilt }

// RefreshAll refreshes every source now, whatever its interval, except those waiting out a
// Retry-After or a back-off. It reports progress as each source finishes.
func (a *App) RefreshAll(ctx context.Context, onProgress func(RefreshProgress)) ([]RefreshResult, error) {
	return nil, errUnbuilt
}

// Run refreshes sources as they fall due until ctx is cancelled, reporting each refresh.
func (a *App) Run(ctx context.Context, onRefresh func(RefreshResult)) error { return errUnbuilt }

// SiteReport returns what a site has cost recently.
func (a *App) SiteReport(ctx context.Context, site string) (*SiteReport, error) {
	return nil, errUnbuilt
}

// Settings returns the person's preferences.
func (a *App) Settings(ctx context.Context) (Settings, error) { return Settings{}, errUnbuilt }

// SaveSettings stores the person's preferences; a new pause applies to the next request.
func (a *App) SaveSettings(ctx context.Context, s Settings) error { return errUnbuilt }

// ImportOPML follows every outline of an OPML file (feeds, and Broadsheet's sitemap and section
// sources) and returns how many sources were added.
func (a *App) ImportOPML(ctx context.Context, r io.Reader) (int, error) { return 0, errUnbuilt }

// ExportOPML writes every followed source as OPML 2.0.
func (a *App) ExportOPML(ctx context.Context, w io.Writer) error { return errUnbuilt }
