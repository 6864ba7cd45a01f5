package discovery

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"path"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/robots"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
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

// Limits of the procedure.
const (
	maxRobotsSitemaps = 4 // sitemaps read from robots.txt's Sitemap lines
	maxIndexChildren  = 5 // children read from one sitemap index
	maxDeskAge        = 7 * 24 * time.Hour
	// minSitemapRequests is how many sitemap requests robots.txt's sitemaps may always use, even when
	// that leaves too few requests to try every common feed path.
	minSitemapRequests = 3
)

// guessPaths are the nine common feed paths tried when nothing better is known, in order.
var guessPaths = []string{
	"/feed", "/feed/", "/rss", "/rss.xml", "/feed.xml", "/atom.xml", "/index.xml",
	"/feeds/posts/default", "/rss/index.xml",
}

// wordPressGuess is tried after guessPaths on a homepage built by WordPress, whose feed answers at
// ?feed=rss2 even without pretty permalinks.
const wordPressGuess = "/?feed=rss2"

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

// Result is what Discover found at a site. Its JSON form is the `discover --json` contract: every
// field of the contract is always present, "reason" as "" when there is none and every list as [],
// never null.
type Result struct {
	Site     string    `json:"site"` // the homepage after redirects (the typed address if never reached)
	Outcome  string    `json:"outcome"`
	Reason   string    `json:"reason"`  // "" for a feed, a sitemap or sections
	Message  string    `json:"message"` // the outcome in plain words for a person
	Feeds    []Feed    `json:"feeds"`
	Sitemaps []Sitemap `json:"sitemaps"` // the news or article sitemap, or the desks of a news index
	Sections []Section `json:"sections"`
	Articles []Article `json:"articles"` // a news or article sitemap's articles, newest first
	Tried    []string  `json:"tried,omitempty"`
	Requests []Request `json:"requests"`
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

// Article is one article link. In JSON, "published" is always present: null when the date is
// unknown (a section page's links, an article sitemap entry without lastmod).
type Article struct {
	URL       string    `json:"url"`
	Title     string    `json:"title"`
	Published time.Time `json:"published"` // zero when unknown
}

// MarshalJSON writes a with "published" as null when the date is unknown, rather than dropping it or
// writing the year 1. (time.Time reads a null back as the zero time.)
func (a Article) MarshalJSON() ([]byte, error) {
	var published *time.Time
	if !a.Published.IsZero() {
		published = &a.Published
	}
	return json.Marshal(struct {
		URL       string     `json:"url"`
		Title     string     `json:"title"`
		Published *time.Time `json:"published"`
	}{a.URL, a.Title, published})
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

// Discover finds the best thing to follow at address, in as few requests as the site allows:
// robots.txt (stopping when it disallows the root for Broadsheet); the homepage (stopping on 401, 403
// or 429, or when it cannot be had); the feeds the homepage announces, trusted without fetching; the
// sitemaps robots.txt lists, judged by the shapes of their URLs (one that is a feed is taken as a
// feed), stopping at a feed, a news sitemap or a living section list; then the common feed paths; and
// last /sitemap.xml when robots.txt listed no sitemap. It prefers a feed, then a news sitemap, then
// sections, then an article sitemap. "Recent" and "living" are measured from opts.Now. onEvent, when
// set, is called for each request as it ends, on the calling goroutine.
//
// The error is an *AddressError when address is not a web address (nothing is fetched), or ctx's
// error when ctx ends. Every problem on the site's side is a Result: refused or nothing, with the
// reason in Reason and in words in Message.
func Discover(ctx context.Context, address string, opts Options, onEvent func(fetch.Event)) (*Result, error) {
	u, err := ParseAddress(address)
	if err != nil {
		return nil, err
	}
	d := &discoverer{
		rec: newRecorder(opts, u.String(), onEvent),
		res: &Result{Site: u.String(), Feeds: []Feed{}, Sitemaps: []Sitemap{}, Sections: []Section{},
			Articles: []Article{}},
		typed:   u,
		anchors: map[string]string{},
		fetched: map[string]bool{},
	}
	err = d.run(ctx)
	d.res.Requests = d.rec.requests()
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
}

// judgedSitemap is a fetched urlset and what its URLs say it is.
type judgedSitemap struct {
	url     string
	entries []sitemap.Entry
	j       SitemapJudgement
}

// errStop is returned by a step that ended the discovery with a result.
var errStop = errors.New("discovery: stop")

// now is the clock of Options.Now: what "within the last 24 hours" is measured from.
func (d *discoverer) now() time.Time { return d.rec.now() }

// tried notes in Result.Tried what a step tried that came to nothing, and why.
func (d *discoverer) tried(format string, args ...any) {
	d.res.Tried = append(d.res.Tried, fmt.Sprintf(format, args...))
}

// run takes the steps of the procedure in order until one of them ends the discovery with a result;
// when none does, it decides from what the steps found.
func (d *discoverer) run(ctx context.Context) error {
	steps := []func(context.Context) error{
		d.readRobots,      // 1. robots.txt; stop when it disallows the root
		d.readHomepage,    // 2. the homepage; stop on 401, 403, 429 or when it cannot be had
		d.linkedFeeds,     // 3. the feeds the homepage announces; stop at the first
		d.robotsSitemaps,  // 4. robots.txt's sitemaps; stop at a feed, a news sitemap or a living section list
		d.guessFeeds,      // 5. the common feed paths; stop at a feed
		d.fallbackSitemap, // 6. /sitemap.xml, when robots.txt listed no sitemap and nothing was found
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

// readRobots is step 1: robots.txt first, and stop when it disallows the root.
func (d *discoverer) readRobots(ctx context.Context) error {
	rules, err := d.rec.job.Robots(ctx, d.typed.String())
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return d.unreachable(err, "robots.txt")
	}
	d.rules, d.rulesOrigin = rules, originOf(d.typed)
	d.fetched[originOf(d.typed)+"/robots.txt"] = true
	root := originOf(d.typed) + "/"
	dec := rules.Test(fetch.ProductToken, root)
	if dec.Allowed {
		return nil
	}
	if !rules.DisallowsAll() {
		d.refuseRobots(&fetch.DisallowedError{URL: root, Rule: dec.Rule}, false)
		return errStop
	}
	// robots.txt could not be read. Asking for the root sends nothing: the job answers from the
	// verdict it holds, with the reason it could not be read.
	_, err = d.rec.job.Get(ctx, fetch.Request{Step: "homepage", URL: root})
	if ctx.Err() != nil {
		return ctx.Err()
	}
	var dis *fetch.DisallowedError
	if !errors.As(err, &dis) {
		dis = &fetch.DisallowedError{URL: root, Rule: dec.Rule}
	}
	var status *fetch.HTTPError
	if dis.Cause != nil && !errors.As(dis.Cause, &status) {
		// No answer at all (unknown host, timeout): say that, rather than blame robots.txt.
		return d.unreachable(dis.Cause, "robots.txt")
	}
	d.refuseRobots(dis, true)
	return errStop
}

// refuseRobots ends the discovery because robots.txt forbids dis.URL. unread says robots.txt could
// not be read (a 429 or 5xx answer, a network failure), which forbids everything (RFC 9309) and is
// told apart from a file whose rules forbid it; dis.Cause says why, when known.
func (d *discoverer) refuseRobots(dis *fetch.DisallowedError, unread bool) {
	host := d.typed.Hostname()
	target, err := url.Parse(dis.URL)
	if err == nil && target.Hostname() != "" {
		host = target.Hostname()
	}
	d.res.Outcome, d.res.Reason = OutcomeRefused, ReasonRobots
	if unread {
		why := ""
		var status *fetch.HTTPError
		switch {
		case errors.As(dis.Cause, &status) && target != nil && status.URL != originOf(target)+"/robots.txt":
			why = fmt.Sprintf(": it redirects to %s, which answered %d", status.URL, status.Status)
		case status != nil:
			why = fmt.Sprintf(": it answered %d", status.Status)
		case dis.Cause != nil:
			why = fmt.Sprintf(" (%v)", dis.Cause)
		}
		d.res.Message = fmt.Sprintf("%s's robots.txt could not be read%s. Until it can be, the whole site is off limits, so Broadsheet stops here; try again later.", host, why)
		return
	}
	by := ""
	if dis.Rule != "" {
		by = fmt.Sprintf(": %q", dis.Rule)
	}
	if target != nil && dis.URL == originOf(target)+"/" {
		d.res.Message = fmt.Sprintf("%s asks programs like Broadsheet not to visit (robots.txt%s). Broadsheet respects that.", host, by)
	} else {
		d.res.Message = fmt.Sprintf("%s asks programs like Broadsheet not to read %s (robots.txt%s). Broadsheet respects that.", host, dis.URL, by)
	}
}

// readHomepage is step 2: the homepage, following redirects; stop on 401, 403, 429 or when it cannot
// be had.
func (d *discoverer) readHomepage(ctx context.Context) error {
	resp, err := d.rec.job.Get(ctx, fetch.Request{Step: "homepage", URL: d.typed.String(), MaxBytes: fetch.HTMLBytes})
	d.fetched[d.typed.String()] = true
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var dis *fetch.DisallowedError
		if errors.As(err, &dis) {
			// A redirect led to a URL robots.txt forbids, on this origin or the one it moved to.
			d.refuseRobots(dis, dis.Cause != nil)
			return errStop
		}
		return d.unreachable(err, "the homepage")
	}
	host := d.typed.Hostname()
	switch resp.Status {
	case 401, 403, 429:
		d.res.Outcome = OutcomeRefused
		d.res.Reason = fmt.Sprintf("http-%d", resp.Status)
		switch resp.Status {
		case 401:
			d.res.Message = fmt.Sprintf("%s asks visitors to sign in (HTTP 401). Broadsheet does not sign in to sites.", host)
		case 403:
			d.res.Message = fmt.Sprintf("%s refused Broadsheet's visit (HTTP 403). Broadsheet respects that.", host)
		case 429:
			wait := ""
			if ra, ok := fetch.RetryAfter(resp.Header, d.now()); ok && ra > 0 {
				wait = fmt.Sprintf(" It asks for a pause of %s.", wholeSeconds(ra))
			}
			d.res.Message = fmt.Sprintf("%s asked Broadsheet to slow down (HTTP 429).%s Try again later.", host, wait)
		}
		return errStop
	}
	if resp.Status < 200 || resp.Status > 299 {
		d.res.Outcome = OutcomeNothing
		d.res.Reason = fmt.Sprintf("http-%d", resp.Status)
		d.res.Message = fmt.Sprintf("%s's homepage answered %d, so there is nothing to read there.", host, resp.Status)
		return errStop
	}
	home, err := url.Parse(resp.URL)
	if err != nil {
		home = d.typed
	}
	d.home = home
	d.res.Site = home.String()
	if originOf(home) != originOf(d.typed) {
		// The homepage moved to another origin (http to https, a www. host): its robots.txt, already
		// read for the redirect, is the one whose sitemaps count.
		if rules, err := d.rec.job.Robots(ctx, home.String()); err == nil && len(rules.Sitemaps()) > 0 {
			d.rules, d.rulesOrigin = rules, originOf(home)
		}
	}
	d.fetched[home.String()] = true
	if looksLikeXMLOrJSON(resp.Body) {
		// The address typed is a feed itself.
		if f, err := feed.Parse(ctx, resp.Body, resp.Header.Get("Content-Type"), resp.URL); err == nil {
			title := d.feedTitle(f)
			d.res.Outcome = OutcomeFeed
			d.res.Feeds = []Feed{{URL: resp.URL, Title: title, Via: ViaGuess}}
			d.res.Message = fmt.Sprintf("%s is a feed: %q.", resp.URL, title)
			return errStop
		} else if ctx.Err() != nil {
			return ctx.Err()
		}
	}
	p, err := page.Parse(bytes.NewReader(resp.Body), resp.URL, resp.Header.Get("Content-Type"))
	if err != nil {
		d.tried("homepage: could not be read as HTML (%v)", err)
		p = &page.Page{URL: resp.URL}
	}
	d.page = p
	d.wp = bytes.Contains(resp.Body, []byte("/wp-content/")) || bytes.Contains(resp.Body, []byte("/wp-json/"))
	for _, l := range p.Links {
		c := CanonicalURL(l.URL)
		if _, ok := d.anchors[c]; !ok || d.anchors[c] == "" {
			d.anchors[c] = collapseSpace(l.Text)
		}
	}
	return nil
}

// feedTitle is the title a fetched feed is offered under: its own, else the site's host name.
func (d *discoverer) feedTitle(f *feed.Feed) string {
	if title := collapseSpace(f.Title); title != "" {
		return title
	}
	return d.home.Hostname()
}

// looksLikeXMLOrJSON reports whether a body starts, after white space and a byte order mark, like an
// XML document that is not HTML, or like JSON.
func looksLikeXMLOrJSON(body []byte) bool {
	b := bytes.TrimLeft(bytes.TrimPrefix(body, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(b) == 0 {
		return false
	}
	if b[0] == '{' {
		return true
	}
	head := strings.ToLower(string(b[:min(len(b), 512)]))
	return strings.HasPrefix(head, "<?xml") && !strings.Contains(head, "<html") ||
		strings.HasPrefix(head, "<rss") || strings.HasPrefix(head, "<feed") || strings.HasPrefix(head, "<rdf")
}

// unreachable ends the discovery because what (robots.txt or the homepage) could not be had.
func (d *discoverer) unreachable(err error, what string) error {
	host := d.typed.Hostname()
	d.res.Outcome = OutcomeNothing
	var (
		dns     *net.DNSError
		private *fetch.PrivateAddressError
		large   *fetch.TooLargeError
	)
	switch {
	case errors.Is(err, fetch.ErrRedirectLoop):
		d.res.Reason = "redirect-loop"
		d.res.Message = fmt.Sprintf("%s of %s redirects in a loop, so it cannot be read.", capitalize(what), host)
	case errors.Is(err, fetch.ErrTooManyRedirects):
		d.res.Reason = "too-many-redirects"
		d.res.Message = fmt.Sprintf("%s of %s redirects more than %d times, so it cannot be read.", capitalize(what), host, fetch.MaxRedirects)
	case errors.Is(err, fetch.ErrTimeout):
		d.res.Reason = "timeout"
		d.res.Message = fmt.Sprintf("%s did not answer in time.", host)
	case errors.As(err, &dns):
		d.res.Reason = "unknown-host"
		d.res.Message = fmt.Sprintf("There is no site called %s (its name does not resolve). Check the address.", host)
	case errors.As(err, &private):
		d.res.Reason = "private-address"
		d.res.Message = fmt.Sprintf("%s of %s leads to a private network address, which Broadsheet reaches only at the address typed.", capitalize(what), host)
	case errors.As(err, &large):
		d.res.Reason = "too-large"
		d.res.Message = fmt.Sprintf("%s of %s (%s) is larger than the %d MiB Broadsheet reads.", capitalize(what), host, large.URL, large.Limit>>20)
	case errors.Is(err, fetch.ErrBudget):
		d.res.Reason = "budget"
		d.res.Message = fmt.Sprintf("The request budget ran out before %s of %s could be read.", what, host)
	default:
		d.res.Reason = "unreachable"
		d.res.Message = fmt.Sprintf("%s of %s could not be read: %v.", capitalize(what), host, err)
	}
	return errStop
}

// wholeSeconds rounds a wait up to whole seconds for a person to read: a Retry-After date gives
// "2h22m36s", not "2h22m35.573165853s", and never "0s" or a wait shorter than the one asked for.
func wholeSeconds(d time.Duration) time.Duration {
	if r := d.Truncate(time.Second); r < d {
		return r + time.Second
	}
	return d
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// originOf returns "scheme://host" of u.
func originOf(u *url.URL) string { return u.Scheme + "://" + u.Host }

// linkedFeeds is step 3: the feeds the homepage announces, trusted without fetching them.
func (d *discoverer) linkedFeeds(ctx context.Context) error {
	seen := map[string]bool{}
	var main, minor []Feed
	for _, fl := range d.page.Feeds {
		c := CanonicalURL(fl.URL)
		if seen[c] {
			continue
		}
		seen[c] = true
		f := Feed{URL: fl.URL, Title: collapseSpace(fl.Title), Via: ViaLink}
		if f.Title == "" {
			f.Title = collapseSpace(d.page.Title)
		}
		if isMinorFeed(fl.URL, fl.Title) {
			minor = append(minor, f)
		} else {
			main = append(main, f)
		}
	}
	feeds := append(main, minor...)
	if len(feeds) == 0 {
		d.tried("homepage: announces no feed with <link rel=\"alternate\">")
		return nil
	}
	d.res.Outcome = OutcomeFeed
	d.res.Feeds = feeds
	if len(feeds) == 1 {
		d.res.Message = fmt.Sprintf("%s's homepage announces a feed: %q.", d.home.Hostname(), feeds[0].Title)
	} else {
		d.res.Message = fmt.Sprintf("%s's homepage announces %d feeds; the first is %q.", d.home.Hostname(), len(feeds), feeds[0].Title)
	}
	d.res.Tried = nil
	return errStop
}

// isMinorFeed reports whether a feed is a comments feed or another side feed, ranked after the rest.
func isMinorFeed(rawURL, title string) bool {
	s := strings.ToLower(rawURL + " " + title)
	return strings.Contains(s, "comment")
}

// robotsSitemaps is step 4: the sitemaps robots.txt lists, read before guessing paths; stop at a feed
// listed among them, a news sitemap or a living section list.
func (d *discoverer) robotsSitemaps(ctx context.Context) error {
	var listed []string
	for _, loc := range d.rules.Sitemaps() {
		// Sitemap lines should be absolute; a relative one is read against the robots.txt's origin.
		if ref, err := url.Parse(loc); err == nil {
			if base, err := url.Parse(d.rulesOrigin + "/robots.txt"); err == nil {
				loc = base.ResolveReference(ref).String()
			}
		}
		if !slices.Contains(listed, loc) {
			listed = append(listed, loc)
		}
	}
	if len(listed) == 0 {
		d.tried("robots.txt: lists no sitemaps")
		return nil
	}
	sort.SliceStable(listed, func(i, j int) bool { return newsNamed(listed[i]) && !newsNamed(listed[j]) })
	if len(listed) > maxRobotsSitemaps {
		d.tried("robots.txt: lists %d sitemaps; read the first %d", len(listed), maxRobotsSitemaps)
		listed = listed[:maxRobotsSitemaps]
	}
	// Sitemaps may not spend the requests the common feed paths need, but may always read a few.
	allowance := d.rec.budget - d.rec.job.Sent() - len(guessPaths) - 1
	d.sitemapLimit = d.rec.job.Sent() + max(allowance, minSitemapRequests)
	for _, sm := range listed {
		if err := d.readSitemap(ctx, sm, true); err != nil {
			return err
		}
		if d.earlyEnough() || d.budgetSpent {
			break
		}
	}
	if d.earlyEnough() {
		d.decide()
		return errStop
	}
	return nil
}

// earlyEnough reports whether what robots.txt's sitemaps gave so far ends the search: a feed listed
// among them, a news sitemap or a living section list.
func (d *discoverer) earlyEnough() bool {
	return len(d.res.Feeds) > 0 || d.news != nil || (d.sections != nil && d.sections.j.Living)
}

// readSitemap fetches one sitemap and judges it, reading an index one level down. mayBeFeed is true
// for a sitemap robots.txt lists: some sites list their feed there, and a body that is no sitemap is
// then read as a feed and offered as one.
func (d *discoverer) readSitemap(ctx context.Context, loc string, mayBeFeed bool) error {
	doc, err := d.fetchSitemap(ctx, loc, mayBeFeed)
	if err != nil || doc == nil {
		return err
	}
	switch {
	case doc.feed != nil:
		d.res.Feeds = append(d.res.Feeds, *doc.feed)
	case doc.kind == sitemap.Index:
		return d.readIndex(ctx, loc, doc.entries)
	default:
		d.judge(loc, doc.entries, nil, nil)
	}
	return nil
}

// sitemapDoc is one fetched sitemap: its kind and entries, or the feed it turned out to be.
type sitemapDoc struct {
	kind    sitemap.Kind
	entries []sitemap.Entry
	feed    *Feed // set when the body was a feed, not a sitemap
}

// fetchSitemap gets and parses one sitemap. A sitemap cut short (malformed XML, a body that ends
// mid-document) keeps the entries completed before the fault, as parseSitemap says; one over the
// sitemap limits is not used. When mayBeFeed is true and the body is no sitemap, the same body is
// parsed as a feed, with no new request. doc is nil when nothing usable came (noted in Tried); err
// is for ctx's end only.
func (d *discoverer) fetchSitemap(ctx context.Context, loc string, mayBeFeed bool) (*sitemapDoc, error) {
	if d.fetched[loc] {
		return nil, nil
	}
	if d.sitemapLimit > 0 && d.rec.job.Sent() >= d.sitemapLimit {
		d.tried("sitemap %s: not read, to keep requests for the common feed paths", loc)
		return nil, nil
	}
	d.fetched[loc] = true
	resp, err := d.rec.job.Get(ctx, fetch.Request{Step: "sitemap", URL: loc, MaxBytes: fetch.SitemapBytes})
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if errors.Is(err, fetch.ErrBudget) {
			d.budgetSpent = true
		}
		d.tried("sitemap %s: %v", loc, err)
		return nil, nil
	}
	if resp.Status < 200 || resp.Status > 299 {
		d.tried("sitemap %s: answered %d", loc, resp.Status)
		return nil, nil
	}
	kind, entries, cut, err := parseSitemap(resp.Body)
	switch {
	case err == nil:
		if cut != nil {
			d.tried("sitemap %s: %v; the %d entries before the fault are kept", loc, cut, len(entries))
		}
		return &sitemapDoc{kind: kind, entries: entries}, nil
	case errors.Is(err, sitemap.ErrNotSitemap) && mayBeFeed:
		f, ferr := feed.Parse(ctx, resp.Body, resp.Header.Get("Content-Type"), resp.URL)
		if ferr == nil {
			return &sitemapDoc{feed: &Feed{URL: resp.URL, Title: d.feedTitle(f), Via: ViaGuess}}, nil
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		d.tried("sitemap %s: %v, nor a feed", loc, err)
		return nil, nil
	default:
		d.tried("sitemap %s: %v", loc, err)
		return nil, nil
	}
}

// parseSitemap parses a sitemap body, for Discover and RefreshSitemap alike. A document cut short
// (malformed XML, a body or a gzip stream that ends mid-document) keeps the entries completed before
// the fault: they come back with the fault as cut, and err nil, since a news sitemap cut off in its
// last entry still lists today's news. A body that is no sitemap, one over the sitemap limits
// (sitemap.ErrTooManyURLs, sitemap.ErrTooLarge: never a usable part) or one cut short before its
// first complete entry gives err and no entries.
func parseSitemap(body []byte) (kind sitemap.Kind, entries []sitemap.Entry, cut, err error) {
	kind, err = sitemap.Parse(bytes.NewReader(body), func(e sitemap.Entry) error {
		entries = append(entries, e)
		return nil
	})
	switch {
	case err == nil:
		return kind, entries, nil, nil
	case errors.Is(err, sitemap.ErrNotSitemap), errors.Is(err, sitemap.ErrTooManyURLs),
		errors.Is(err, sitemap.ErrTooLarge), len(entries) == 0:
		return kind, nil, nil, err
	default:
		return kind, entries, err, nil
	}
}

// readIndex reads at most maxIndexChildren children of a sitemap index, news-named and newest
// first, stopping at a news sitemap or a living section list.
func (d *discoverer) readIndex(ctx context.Context, loc string, children []sitemap.Entry) error {
	ordered := append([]sitemap.Entry(nil), children...)
	sort.SliceStable(ordered, func(i, j int) bool {
		a, b := ordered[i], ordered[j]
		if na, nb := newsNamed(a.Loc), newsNamed(b.Loc); na != nb {
			return na
		}
		return a.LastMod.After(b.LastMod)
	})
	if len(ordered) > maxIndexChildren {
		d.tried("sitemap index %s: %d sitemaps; read at most %d, news-named and newest first", loc, len(ordered), maxIndexChildren)
		ordered = ordered[:maxIndexChildren]
	}
	judged := map[string]bool{}
	for _, c := range ordered {
		doc, err := d.fetchSitemap(ctx, c.Loc, false)
		if err != nil {
			return err
		}
		if d.budgetSpent {
			return nil
		}
		if doc == nil {
			judged[c.Loc] = false
			continue
		}
		if doc.kind == sitemap.Index {
			d.tried("sitemap %s: an index inside an index; not followed", c.Loc)
			judged[c.Loc] = false
			continue
		}
		j := d.judge(c.Loc, doc.entries, children, judged)
		judged[c.Loc] = j.Kind == SitemapNews
		if d.earlyEnough() {
			return nil
		}
	}
	return nil
}

// judge classifies a urlset and keeps it when it is the best of its kind so far. children and judged
// describe the index it came from, if any, to list a news index's desks.
func (d *discoverer) judge(loc string, entries []sitemap.Entry, children []sitemap.Entry, judged map[string]bool) SitemapJudgement {
	j := ClassifySitemap(entries, d.now())
	js := &judgedSitemap{url: loc, entries: entries, j: j}
	switch j.Kind {
	case SitemapNews:
		if d.news == nil {
			d.news = js
			d.desks = desksOf(loc, j, children, judged, d.now())
		}
	case SitemapSections:
		if d.sections == nil || j.Sections > d.sections.j.Sections {
			d.sections = js
		}
		if !j.Living {
			d.tried("sitemap %s: %d sections, %d changed in the last 24 hours: not a living section list, so the search goes on", loc, j.Sections, j.Recent)
		}
	case SitemapArticles:
		if d.articles == nil {
			d.articles = js
		}
		d.tried("sitemap %s: %d dated articles without titles; a feed would be better, so the search goes on", loc, j.Articles)
	default:
		d.tried("sitemap %s: %d URLs, %.0f %% article-shaped, %.0f %% section-shaped: of no use", loc, j.Entries, 100*j.ArticleShare, 100*j.SectionShare)
	}
	return j
}

// newsNamed reports whether a sitemap's URL names news.
func newsNamed(loc string) bool {
	return strings.Contains(strings.ToLower(loc), "news")
}

// notDesks are the last words of sitemap names that never name a desk of a news index.
var notDesks = map[string]bool{
	"category": true, "categories": true, "tag": true, "tags": true, "page": true, "pages": true,
	"post": true, "posts": true, "author": true, "authors": true, "image": true, "images": true,
	"video": true, "videos": true, "archive": true, "archives": true, "index": true, "section": true,
	"sections": true, "article": true, "articles": true, "static": true, "topics": true, "sitemap": true,
}

// deskParts splits a sitemap URL into the part shared by the desks of one index and the desk's own
// word: ".../sitemap_national.xml" gives (".../sitemap_", "national").
func deskParts(loc string) (prefix, desk string) {
	u, err := url.Parse(loc)
	if err != nil {
		return "", ""
	}
	dir, file := path.Split(u.Path)
	name := strings.TrimSuffix(strings.TrimSuffix(file, ".gz"), ".xml")
	i := strings.LastIndexAny(name, "_-")
	if i <= 0 || i == len(name)-1 {
		return "", ""
	}
	return u.Host + dir + name[:i+1], name[i+1:]
}

// desksOf lists the desks of the news index a news sitemap came from: the sitemap itself and its
// siblings named like it (sitemap_national.xml, sitemap_business.xml), recent, and not judged to be
// something else. It returns only the news sitemap itself when it has no siblings.
func desksOf(loc string, j SitemapJudgement, children []sitemap.Entry, judged map[string]bool, now time.Time) []Sitemap {
	self := Sitemap{URL: loc, Kind: SitemapNews, Entries: j.Entries, LastMod: j.Newest}
	prefix, word := deskParts(loc)
	if prefix == "" || len(children) == 0 || notDesks[strings.ToLower(word)] {
		return []Sitemap{self}
	}
	var desks []Sitemap
	for _, c := range children {
		if c.Loc == loc {
			self.Desk = words(word, true)
			if !c.LastMod.IsZero() {
				self.LastMod = c.LastMod
			}
			desks = append(desks, self)
			continue
		}
		p, w := deskParts(c.Loc)
		if p != prefix || notDesks[strings.ToLower(w)] || allDigits(w) {
			continue
		}
		if ok, seen := judged[c.Loc]; seen && !ok {
			continue
		}
		if !c.LastMod.IsZero() && now.Sub(c.LastMod) > maxDeskAge {
			continue
		}
		desks = append(desks, Sitemap{URL: c.Loc, Kind: SitemapNews, Desk: words(w, true), LastMod: c.LastMod})
	}
	if len(desks) < 2 {
		self.Desk = ""
		return []Sitemap{self}
	}
	return desks
}

// guessFeeds is step 5: the common feed paths, each accepted only when its body parses as a feed.
func (d *discoverer) guessFeeds(ctx context.Context) error {
	if d.budgetSpent {
		return nil
	}
	origin := originOf(d.home)
	var missed []string
	paths := guessPaths
	if d.wp {
		paths = append(paths[:len(paths):len(paths)], wordPressGuess)
	}
	for _, p := range paths {
		target := origin + p
		if d.fetched[target] {
			continue
		}
		d.fetched[target] = true
		resp, err := d.rec.job.Get(ctx, fetch.Request{Step: "guess", URL: target, MaxBytes: fetch.FeedBytes})
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if errors.Is(err, fetch.ErrBudget) {
				d.budgetSpent = true
				break
			}
			var dis *fetch.DisallowedError
			if errors.As(err, &dis) {
				missed = append(missed, p+" (disallowed)")
			} else {
				missed = append(missed, fmt.Sprintf("%s (%v)", p, err))
			}
			continue
		}
		if resp.Status == 429 {
			missed = append(missed, p+" (429: the site asked to slow down)")
			break
		}
		if resp.Status < 200 || resp.Status > 299 {
			missed = append(missed, fmt.Sprintf("%s (%d)", p, resp.Status))
			continue
		}
		f, err := feed.Parse(ctx, resp.Body, resp.Header.Get("Content-Type"), resp.URL)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			missed = append(missed, p+" (not a feed)")
			continue
		}
		d.res.Feeds = []Feed{{URL: resp.URL, Title: d.feedTitle(f), Via: ViaGuess}}
		break
	}
	if len(missed) > 0 {
		d.tried("common feed paths: %s", strings.Join(missed, ", "))
	}
	if len(d.res.Feeds) > 0 {
		d.decide()
		return errStop
	}
	return nil
}

// fallbackSitemap is step 6: /sitemap.xml when robots.txt listed none and nothing was found.
func (d *discoverer) fallbackSitemap(ctx context.Context) error {
	if d.budgetSpent || len(d.rules.Sitemaps()) > 0 || d.news != nil || d.sections != nil || d.articles != nil {
		return nil
	}
	return d.readSitemap(ctx, originOf(d.home)+"/sitemap.xml", false)
}

// decide fills the result from what was found, by preference: feed, news sitemap, sections, article
// sitemap, sections linked from the homepage, nothing.
func (d *discoverer) decide() {
	host := d.home.Hostname()
	switch {
	case len(d.res.Feeds) > 0:
		d.res.Outcome = OutcomeFeed
		d.res.Message = fmt.Sprintf("%s has a feed at %s: %q.", host, d.res.Feeds[0].URL, d.res.Feeds[0].Title)
	case d.news != nil:
		d.res.Outcome = OutcomeNewsSitemap
		d.res.Articles = sitemapArticles(d.news.entries)
		d.res.Sitemaps = d.desks
		recent := fmt.Sprintf("%d of them from the last 24 hours", d.news.j.Recent)
		if d.news.j.Recent == d.news.j.Entries {
			recent = "all from the last 24 hours"
		}
		if len(d.desks) > 1 {
			var names []string
			var self string
			for _, s := range d.desks {
				names = append(names, s.Desk)
				if s.URL == d.news.url {
					self = s.Desk
				}
			}
			d.res.Message = fmt.Sprintf("%s has no feed, but a news sitemap index splits its news into %d desks (%s); the %s desk lists %d articles, %s. Choose the desks to follow.",
				host, len(d.desks), strings.Join(names, ", "), self, d.news.j.Entries, recent)
		} else {
			d.res.Message = fmt.Sprintf("%s has no feed, but a news sitemap lists %d articles with titles and dates, %s.", host, d.news.j.Entries, recent)
		}
	case d.sections != nil:
		d.res.Outcome = OutcomeSections
		d.res.Sitemaps = []Sitemap{{URL: d.sections.url, Kind: SitemapSections, Entries: d.sections.j.Entries, LastMod: d.sections.j.Newest}}
		d.res.Sections = d.sitemapSections(d.sections.entries)
		d.res.Message = fmt.Sprintf("%s has no feed, but its section sitemap lists %d sections (%d of its %d pages changed in the last 24 hours); with the homepage's own headlines that makes %d sections to choose from.",
			host, d.sections.j.Sections, d.sections.j.Recent, d.sections.j.Entries, len(d.res.Sections))
		if len(d.res.Sections) == d.sections.j.Sections {
			d.res.Message = fmt.Sprintf("%s has no feed, but its section sitemap lists %d sections (%d of its %d pages changed in the last 24 hours) to choose from.",
				host, d.sections.j.Sections, d.sections.j.Recent, d.sections.j.Entries)
		}
	case d.articles != nil:
		d.res.Outcome = OutcomeArticleSitemap
		d.res.Sitemaps = []Sitemap{{URL: d.articles.url, Kind: SitemapArticles, Entries: d.articles.j.Entries, LastMod: d.articles.j.Newest}}
		d.res.Articles = sitemapArticles(d.articles.entries)
		d.res.Message = fmt.Sprintf("%s has no feed, but a sitemap lists %d dated articles; their titles are read from their addresses.", host, d.articles.j.Articles)
	default:
		if secs, withHome := d.homepageSections(); secs != nil {
			d.res.Outcome = OutcomeSections
			d.res.Sections = secs
			d.res.Message = fmt.Sprintf("%s has no feed and no usable sitemap, but its homepage links to %d sections with articles in them to choose from.", host, len(secs))
			if !withHome {
				d.res.Message = fmt.Sprintf("%s has no feed, no usable sitemap and no article links on its homepage, but the homepage's navigation names %d sections to choose from.", host, len(secs))
			}
			return
		}
		d.res.Outcome = OutcomeNothing
		if d.budgetSpent {
			d.res.Reason = "budget"
			d.res.Message = fmt.Sprintf("The request budget ran out before anything to follow was found on %s.", host)
			return
		}
		d.res.Reason = "no-feed"
		d.res.Message = fmt.Sprintf("%s announces no feed, answers at none of the common feed paths, and has no sitemap of news, articles or sections. There is nothing Broadsheet can follow there.", host)
	}
}

// sitemapArticles lists a sitemap's article-shaped entries, newest first, with the news title or one
// read from the slug.
func sitemapArticles(entries []sitemap.Entry) []Article {
	articles := []Article{}
	seen := map[string]bool{}
	for _, e := range entries {
		u, err := url.Parse(e.Loc)
		if err != nil || !LooksLikeArticle(u.Path) {
			continue
		}
		c := CanonicalURL(e.Loc)
		if seen[c] {
			continue
		}
		seen[c] = true
		a := Article{URL: e.Loc, Published: e.LastMod}
		if e.News != nil {
			a.Title = collapseSpace(e.News.Title)
			if !e.News.Published.IsZero() {
				a.Published = e.News.Published
			}
		}
		if a.Title == "" {
			a.Title = TitleFromSlug(u)
		}
		if a.Title == "" {
			a.Title = u.Host + u.Path
		}
		articles = append(articles, a)
	}
	sort.SliceStable(articles, func(i, j int) bool { return articles[i].Published.After(articles[j].Published) })
	return articles
}

// homeSection returns the homepage as a section when it links to articles itself.
func (d *discoverer) homeSection() (Section, bool) {
	if len(ArticleLinks(d.home.String(), d.page.Links)) == 0 {
		return Section{}, false
	}
	return Section{URL: d.home.String(), Title: SectionTitle(d.home, d.page.Title)}, true
}

// sitemapSections lists the section-shaped entries of a section sitemap, the homepage first when it
// has article links of its own, titled by the homepage's anchor text or their path.
func (d *discoverer) sitemapSections(entries []sitemap.Entry) []Section {
	sections := []Section{}
	seen := map[string]bool{}
	if s, ok := d.homeSection(); ok {
		sections = append(sections, s)
		seen[CanonicalURL(s.URL)] = true
	}
	for _, e := range entries {
		u, err := url.Parse(e.Loc)
		if err != nil || !LooksLikeSection(u.Path) {
			continue
		}
		c := CanonicalURL(e.Loc)
		if seen[c] {
			continue
		}
		seen[c] = true
		sections = append(sections, Section{URL: e.Loc, Title: SectionTitle(u, d.anchors[c]), LastMod: e.LastMod})
	}
	return sections
}

// minNavSections is how many section links a homepage that links to no article itself must offer for
// them to be offered as sections.
const minNavSections = 3

// homepageSections lists the sections the homepage links to, for a site with no feed and no usable
// sitemap: its same-site links whose path looks like a section (LooksLikeSection), titled by their
// anchor text. When the homepage links to articles itself it is a section too and comes first, and
// one more is enough to choose from. When it links to no article (a small site whose homepage is a
// front door to World, Business, ...; or headlines drawn by script), its section links alone are
// offered only when there are at least minNavSections of them: a navigation bar lists several
// sections, while one or two stray links are no list to choose from. It returns nil when there is
// nothing to offer; withHome says the homepage is among the sections.
func (d *discoverer) homepageSections() (sections []Section, withHome bool) {
	seen := map[string]bool{}
	home, withArticles := d.homeSection()
	if withArticles {
		sections = append(sections, home)
	}
	seen[CanonicalURL(d.home.String())] = true
	site := siteKey(d.home)
	for _, l := range d.page.Links {
		u, err := url.Parse(l.URL)
		if err != nil || siteKey(u) != site || u.RawQuery != "" || !LooksLikeSection(u.Path) {
			continue
		}
		c := CanonicalURL(l.URL)
		if seen[c] {
			continue
		}
		seen[c] = true
		sections = append(sections, Section{URL: c, Title: SectionTitle(u, d.anchors[c])})
	}
	switch {
	case withArticles && len(sections) > 1, !withArticles && len(sections) >= minNavSections:
		return sections, withArticles
	}
	return nil, false
}
