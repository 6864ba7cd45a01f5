package discovery

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/robots"
	"github.com/broadsheet/broadsheet/discovery/section"
)

// Limits of the procedure.
const (
	maxRobotsSitemaps = 4 // sitemaps read from robots.txt's Sitemap lines
	maxIndexChildren  = 5 // children read from one sitemap index
	maxDeskAge        = 7 * 24 * time.Hour
	// minSitemapRequests is how many sitemap requests robots.txt's sitemaps may always use, even when
	// that leaves too few requests to try every common feed path.
	minSitemapRequests = 3
)

// Options configures Discover and FetchSection.
type Options struct {
	// Client sends the requests. When nil, a new Client with Pause is made for the call.
	Client *fetch.Client
	// Pause is the least time between two requests to one host for a new Client: fetch.DefaultPause
	// when zero, none when negative.
	Pause time.Duration
	// MaxRequests is the request budget of the call, robots.txt and redirects included;
	// fetch.DefaultBudget when zero.
	MaxRequests int
	// Now returns the current time, which decides what "within the last 24 hours" means for
	// sitemaps and how long a Retry-After asks to wait, and is the clock of a new Client; time.Now
	// when nil.
	Now func() time.Time
}

// Discover finds the best thing to follow at address, in as few requests as the site allows:
// robots.txt (stopping when it disallows the root for Broadsheet); the homepage (stopping on 401, 403
// or 429, or when it cannot be had); the feeds the homepage announces, trusted without fetching; the
// sitemaps robots.txt lists, judged by the shapes of their URLs (one that is a feed is taken as a
// feed), stopping at a feed, a news sitemap or a living section list; then the common feed paths; and
// last /sitemap.xml when robots.txt listed no sitemap. It prefers a feed, then a news sitemap, then
// sections, then an article sitemap. "Recent" and "living" are measured from opts.Now. onEvent, when
// set, is called for each request as it ends, on the calling goroutine.
//
// An address typed without a scheme is read over https, or over http when TLS cannot be spoken there
// or port 443 refuses the connection (never when a certificate fails to verify), as Tried then says.
// Sitemaps are read as they arrive: every entry counts in the judgement and in Sitemap.Entries, while
// Articles and Sections are drawn from what is kept of a sitemap: its first 2,000 section pages and
// its 2,000 newest other entries.
//
// The error is an *AddressError when address is not a web address (nothing is fetched), or ctx's
// error when ctx ends. Every problem on the site's side is a Result: refused or nothing, with the
// reason in Reason and in words in Message.
func Discover(ctx context.Context, address string, opts Options, onEvent func(fetch.Event)) (*Result, error) {
	u, err := ParseAddress(address)
	if err != nil {
		return nil, err
	}
	return discover(ctx, u, !strings.Contains(address, "://"), u.String(), opts, onEvent)
}

// discover is Discover of the parsed address u, typed without a scheme when schemeless. typed is the
// address whose host alone may be loopback or private (fetch.JobOptions.Typed): u itself when a person
// typed it, the one kept with the followed source when a site is discovered again (FindReplacement).
func discover(ctx context.Context, u *url.URL, schemeless bool, typed string, opts Options, onEvent func(fetch.Event)) (*Result, error) {
	d := &discoverer{
		rec: newRecorder(opts, typed, onEvent),
		res: &Result{Site: u.String(), Feeds: []Feed{}, Sitemaps: []Sitemap{}, Sections: []Section{},
			Articles: []section.Article{}},
		typed:      u,
		schemeless: schemeless,
		anchors:    map[string]string{},
		fetched:    map[string]bool{},
	}
	err := d.run(ctx)
	if d.steppedDown != "" && !slices.Contains(d.res.Tried, d.steppedDown) {
		// A step that found a feed keeps no notes of what came to nothing; this one stays.
		d.res.Tried = append([]string{d.steppedDown}, d.res.Tried...)
		d.res.Notes = append([]Note{d.steppedDownNote}, d.res.Notes...)
	}
	d.res.Requests = d.rec.requests()
	withholdUserInfo(d.res)
	if err != nil {
		return nil, fmt.Errorf("discovery: %s: %w", u, err)
	}
	return d.res, nil
}

// discoverer is one run of Discover.
type discoverer struct {
	rec   *recorder
	res   *Result
	typed *url.URL
	// schemeless says the address was typed without http:// or https://: tried over https, it may
	// be read over http (mayStepDown).
	schemeless bool
	// steppedDown, when set, says in Tried that the site was read over http, and why;
	// steppedDownNote says it in Notes.
	steppedDownNote Note
	steppedDown     string

	rules       *robots.Robots
	rulesOrigin string            // the origin whose robots.txt gave rules
	home        *url.URL          // the homepage after redirects
	page        *page.Page        // the parsed homepage
	anchors     map[string]string // canonical URL -> first anchor text on the homepage
	fetched     map[string]bool   // URLs already requested
	wp          bool              // the homepage was built by WordPress

	sitemapLimit int // the job's request count at which reading robots.txt's sitemaps stops; 0: none

	news        *judgedSitemap // the first news sitemap found
	desks       []Sitemap      // desks of the news index it came from, itself included
	sections    *judgedSitemap // the section sitemap with the most sections
	articles    *judgedSitemap // the first article sitemap found
	budgetSpent bool
	// guessedAll says every common feed path was asked for and none was a feed: only then has the
	// site "no feed"; otherwise it announces none.
	guessedAll bool
	// notTriedPaths and notTriedSitemaps are what the request budget left untried, to be named.
	notTriedPaths    []string
	notTriedSitemaps []string
}

// errStop is returned by a step that ended the discovery with a result.
var errStop = errors.New("discovery: stop")

// now is the clock of Options.Now: what "within the last 24 hours" is measured from.
func (d *discoverer) now() time.Time { return d.rec.now() }

// tried notes in Result.Tried what a step tried that came to nothing, and why, and in Result.Notes
// the same as data, n.
func (d *discoverer) tried(n Note, format string, args ...any) {
	d.res.Tried = append(d.res.Tried, fmt.Sprintf(format, args...))
	d.res.Notes = append(d.res.Notes, n)
}

// run takes the steps of the procedure in order until one of them ends the discovery with a result;
// when none does, it decides from what the steps found (step_decide.go). Each step has a file of its
// own, named in the list.
func (d *discoverer) run(ctx context.Context) error {
	steps := []func(context.Context) error{
		d.readRobots,      // 1. robots.txt; stop when it disallows the root (step_robots.go)
		d.readHomepage,    // 2. the homepage; stop on 401, 403, 429 or when it cannot be had (step_homepage.go)
		d.linkedFeeds,     // 3. the feeds the homepage announces; stop at the first (step_feeds.go)
		d.robotsSitemaps,  // 4. robots.txt's sitemaps, a news index's desks among them; stop at a feed, a news sitemap or a living section list (step_sitemaps.go, step_desks.go)
		d.guessFeeds,      // 5. the common feed paths; stop at a feed (step_guesses.go)
		d.fallbackSitemap, // 6. /sitemap.xml, when robots.txt listed no sitemap and nothing was found (step_sitemaps.go)
	}
	for _, step := range steps {
		if err := step(ctx); err != nil {
			if errors.Is(err, errStop) {
				return nil
			}
			return err
		}
	}
	d.decide()
	return nil
}

// originOf returns "scheme://host" of u.
func originOf(u *url.URL) string { return u.Scheme + "://" + u.Host }
