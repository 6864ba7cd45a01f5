package app

// This file declares the nouns the window (package ui) and the command line pass to App's methods and
// get back from them; the methods live in a file per use case (discover.go, follow.go, sources.go,
// headlines.go, scheduler.go, ...). The types are app's own: ui never sees a discovery or store type.

import (
	"context"
	"net/netip"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
)

// Config is what Open needs.
type Config struct {
	DBPath string        // the SQLite file; DefaultDBPath() when empty
	Pause  time.Duration // least time between two requests to one host; DefaultPause when zero, none when negative
	// Now returns the current time; time.Now when nil. Tests set it.
	Now func() time.Time
	// LookupHost, when set, replaces DNS for every request: it returns the addresses of a host name,
	// which are also what the guard against private addresses judges. It is for tests and fixture
	// set-ups that serve sites under names of their own (sitetest.LookupHost); the program leaves it nil.
	LookupHost func(ctx context.Context, host string) ([]netip.Addr, error)
	// ReadCacheKiB is the page cache of each of the database's read connections, in KiB; the
	// store's default (16 MiB) when zero. The window asks for less to stay small.
	ReadCacheKiB int
	// WriteCacheKiB is the page cache of the database's writer connection, in KiB; the store's
	// default (16 MiB) when zero.
	WriteCacheKiB int
}

// DefaultPause is the least time between two requests to the same host.
const DefaultPause = time.Second

// MinPause is the shortest pause between two requests to one host a person may choose.
const MinPause = time.Second

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
	Tried    []string   // what was tried, in words (in the language set by SetWords), when nothing was found
	Requests []RequestEvent

	// articleURLs are the article addresses the discovery read in the site's sitemaps: Follow learns
	// from them what the site's articles look like.
	articleURLs []string
	// sectionSitemap is the site's sitemap of section pages, when discovery found one: followed
	// sections of the site are refreshed by its lastmod once the site has earned trust.
	sectionSitemap string
	// robots is robots.txt's refusal as data, when it refused the search, for RefusalWords to say.
	robots *discovery.RobotsRefusal
	// logged says Follow has put Requests in the site's request log.
	logged bool
	// typed is the address the person typed, as Discover read it; Follow keeps it with each source.
	typed string
}

// Source is a followed feed, sitemap or section page.
type Source struct {
	ID            int64
	Kind          string
	URL           string
	Site          string // host name, for grouping: "www.nikkei.com"
	Title         string
	Status        string
	Reason        string // why it is paused, failing or gone, or what its last refresh could not keep, for a person; "" when fine
	Err           string // the technical error behind Reason, for the request log and bug reports
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
	Summary     string    // plain text, may be empty
	Published   time.Time // zero when the site gave no date
	FirstSeen   time.Time // when Broadsheet first saw it
	SourceID    int64
	SourceTitle string
	Site        string
	Read        bool
	Starred     bool

	sortTime time.Time // where it sorts in a listing (Published if known, else first seen): the paging cursor
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

// StatusNotModified is a RefreshResult status: the source had nothing new (a 304, or a section whose
// trusted sitemap lastmod did not move, so it was not fetched).
const StatusNotModified = "not-modified"

// RefreshResult is what one source's refresh did.
type RefreshResult struct {
	SourceID int64
	Status   string // StatusOK, StatusFailing, StatusPaused, StatusGone or StatusNotModified
	New      int
	Err      string
	// MovedTo is the source's new address when it moved during this refresh; "" when it did not.
	MovedTo string
	// Proposal asks the person about a replacement this refresh found for the source; "" when none.
	Proposal string

	// cancelled says the refresh was stopped halfway: nothing was learnt and nothing is reported.
	cancelled bool
}

// RefreshProgress reports a refresh of several sources as it goes.
type RefreshProgress struct {
	Done, Total int
	Last        RefreshResult
}

// SiteReport is what one site costs: its recent requests and a summary per day.
type SiteReport struct {
	Site string
	// ArticleShape says in words what the site's article addresses look like, as learnt from its
	// pages and sitemaps ("/story/<slug> (42 seen)"); "" when nothing is known yet.
	ArticleShape string
	Requests     []RequestEvent // newest first
	Days         []DayCost      // newest first
	// Moves are where the site's sources moved, newest first; Proposals the replacements waiting
	// for the person about its sources.
	Moves     []Move
	Proposals []Proposal
	// Searches say, for each of the site's sources whose latest new discovery of the site found no
	// replacement, why, in a sentence: "The feed of example.com stopped working; looking anew on 29 Nov
	// 2026 found nothing in its place: …".
	Searches []string
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
	Interval time.Duration // refresh interval of every source (one site's may differ), at least MinInterval
	Pause    time.Duration // least time between two requests to one host, at least MinPause
	// RefreshPaused stops the background refreshes (Run) until it is cleared; Refresh All still works.
	RefreshPaused bool
}

// Interval limits.
const (
	DefaultInterval = 30 * time.Minute
	MinInterval     = 5 * time.Minute
)
