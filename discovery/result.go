package discovery

import (
	"encoding/json"
	"time"

	"github.com/broadsheet/broadsheet/discovery/section"
)

// Outcomes of a discovery, as Result.Outcome names them.
const (
	OutcomeFeed           = "feed"
	OutcomeNewsSitemap    = "news-sitemap"
	OutcomeArticleSitemap = "article-sitemap"
	OutcomeSections       = "sections"
	OutcomeRefused        = "refused"
	OutcomeNothing        = "nothing"
)

// Reasons for a refusal, as Result.Reason names them. Other outcomes may carry a free-text reason
// such as "redirect-loop" or "http-500".
const (
	ReasonRobots  = "robots"
	ReasonHTTP401 = "http-401"
	ReasonHTTP403 = "http-403"
	ReasonHTTP429 = "http-429"
)

// Feed origins, as Feed.Via names them.
const (
	ViaLink  = "link"  // announced by the homepage's <link rel="alternate">, trusted without fetching
	ViaGuess = "guess" // fetched and parsed as a feed: a common feed path, a Sitemap line of robots.txt, the address typed
)

// Result is what Discover found at a site. Its JSON form is the `discover --json` contract: every
// field of the contract is always present, "reason" as "" when there is none and every list as [],
// never null.
type Result struct {
	Site     string            `json:"site"` // the homepage after redirects (the typed address if never reached)
	Outcome  string            `json:"outcome"`
	Reason   string            `json:"reason"`  // "" for a feed, a sitemap or sections
	Message  string            `json:"message"` // the outcome in plain words for a person
	Feeds    []Feed            `json:"feeds"`
	Sitemaps []Sitemap         `json:"sitemaps"` // the news or article sitemap, or the desks of a news index
	Sections []Section         `json:"sections"`
	Articles []section.Article `json:"articles"` // a news or article sitemap's articles, newest first
	Tried    []string          `json:"tried,omitempty"`
	// Notes are the lines of Tried as data, one for each, for a caller that says them in its own
	// words; they are no part of the JSON contract.
	Notes []Note `json:"-"`
	// Robots, when robots.txt refused the search, is that refusal as data, for a caller that says it
	// in its own words; Message says it in English. It is no part of the JSON contract.
	Robots *RobotsRefusal `json:"-"`
	// OverHTTP, for an address typed without a scheme that was read over http because https could
	// not be had, says why ("TLS cannot be spoken there"); empty otherwise. Tried says it too.
	OverHTTP string    `json:"over_http,omitempty"`
	Requests []Request `json:"requests"`
}

// RobotsRefusal is what robots.txt refused: the whole site or one address, by a rule, or everything
// because robots.txt itself could not be read.
type RobotsRefusal struct {
	Host string // the host whose robots.txt refused
	URL  string // the address refused; "" when it is the site's homepage, that is, the whole site
	Rule string // the deciding rule as robots.txt writes it ("Disallow: /"); may be empty
	// Unread says robots.txt could not be read, which forbids everything (RFC 9309). Status is its
	// HTTP answer when it had one, from RedirectedTo when it redirected there; Cause is the failure
	// otherwise, when known.
	Unread       bool
	Status       int
	RedirectedTo string
	Cause        error
}

// MarshalJSON writes r with every list as [] when it is empty, never null.
func (r Result) MarshalJSON() ([]byte, error) {
	type plain Result // without the method, so that json.Marshal does not recurse
	p := plain(r)
	p.Feeds, p.Sitemaps, p.Sections = orEmpty(p.Feeds), orEmpty(p.Sitemaps), orEmpty(p.Sections)
	p.Articles, p.Requests = orEmpty(p.Articles), orEmpty(p.Requests)
	return json.Marshal(p)
}

// orEmpty returns s, or an empty slice when s is nil, so that JSON shows [] rather than null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// What a Note says came to nothing, as Note.Kind names it.
const (
	TriedRequestLimit      = "request-limit"     // the search stopped at Count requests; Names were not tried
	TriedNoFeedLink        = "no-feed-link"      // the homepage announces no feed
	TriedFeedPaths         = "feed-paths"        // the common feed paths Names answered with no feed
	TriedHomepageNotHTML   = "homepage-not-html" // the homepage could not be read as HTML (Err)
	TriedOverHTTPNoTLS     = "over-http-no-tls"  // URL does not speak TLS, so the site was read over http
	TriedOverHTTPRefused   = "over-http-refused" // URL's port 443 refused, so the site was read over http
	TriedRobotsNoSitemaps  = "robots-no-sitemaps"
	TriedRobotsSitemaps    = "robots-sitemaps"    // robots.txt lists Count sitemaps; the first Of were read
	TriedSitemapSkipped    = "sitemap-skipped"    // URL was not read, to keep requests for the feed paths
	TriedSitemapFailed     = "sitemap-failed"     // URL got no usable answer (Err)
	TriedSitemapStatus     = "sitemap-status"     // URL answered the HTTP status Count
	TriedSitemapCut        = "sitemap-cut"        // URL broke off (Err); its Count entries before are kept
	TriedSitemapNotFeed    = "sitemap-not-feed"   // URL is neither a sitemap nor a feed (Err)
	TriedSitemapBad        = "sitemap-bad"        // URL could not be read as a sitemap (Err)
	TriedSitemapIndex      = "sitemap-index"      // the index URL lists Count sitemaps; at most Of were read
	TriedNestedIndex       = "nested-index"       // URL is an index inside an index, not followed
	TriedStillSections     = "still-sections"     // URL lists Count sections, Of changed in a day
	TriedUntitledArticles  = "untitled-articles"  // URL lists Count dated articles without titles
	TriedUserInfoLinks     = "userinfo-links"     // Count links or feed announcements of the homepage carry a password
	TriedUserInfoEntries   = "userinfo-entries"   // Count entries of sitemap URL carry a password
	TriedUserInfoAddresses = "userinfo-addresses" // Count addresses found carry a password, such as URL (redacted)
	TriedUselessSitemap    = "useless-sitemap"    // URL's Count entries are ArticleShare article-, SectionShare section-shaped
)

// Note is what a step of the search tried that came to nothing, as data: what (Kind), where (URL),
// its numbers, the addresses it names and the error that ended it, if one did. Result.Tried says
// the same in English.
type Note struct {
	Kind         string
	URL          string
	Count, Of    int
	ArticleShare float64
	SectionShare float64
	Names        []string
	Err          error
}

// Feed is a feed the site offers.
type Feed struct {
	URL   string `json:"url"`
	Title string `json:"title"`
	Via   string `json:"via"` // ViaLink or ViaGuess
}

// Sitemap is a usable sitemap of the site.
type Sitemap struct {
	URL     string    `json:"url"`
	Kind    string    `json:"kind"`           // SitemapNews, SitemapArticles or SitemapSections
	Entries int       `json:"entries"`        // URLs in it; 0 for a desk not read yet
	Desk    string    `json:"desk,omitempty"` // for a desk of a news sitemap index: "National"
	LastMod time.Time `json:"lastmod,omitzero"`
}

// Section is a section page the person may follow.
type Section struct {
	URL     string    `json:"url"`
	Title   string    `json:"title"`
	LastMod time.Time `json:"lastmod,omitzero"`
}

// Request is one request really sent. URLs robots.txt blocked were not sent and are not listed.
type Request struct {
	Step   string `json:"step"`
	URL    string `json:"url"`
	Status int    `json:"status"` // 0 when no response came
	Error  string `json:"error"`
	Bytes  int64  `json:"bytes"`
	MS     int64  `json:"ms"`
}
