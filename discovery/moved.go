package discovery

// This file finds where a followed source went when it stopped working: the address a site names in
// its place (a feed its homepage or section page announces, a sitemap its robots.txt lists), or one a
// fresh discovery of the site offers, for the person to accept. It also says which new addresses a
// source may be moved to on the site's word alone (movable). It never works around a refusal: what
// robots.txt forbids is not fetched, and a site that refuses the discovery offers nothing.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// Kinds of followed source, as Followed and Replacement name them.
const (
	KindFeed           = "feed"
	KindNewsSitemap    = "news-sitemap"
	KindArticleSitemap = "article-sitemap"
	KindSection        = "section"
)

// ErrNoReplacement is wrapped by FindReplacement's error when the site offers nothing in place of
// the source; the error's text says why.
var ErrNoReplacement = errors.New("discovery: no replacement found")

// Followed is a followed source that stopped working, as FindReplacement needs it.
type Followed struct {
	Kind  string // KindFeed, KindNewsSitemap, KindArticleSitemap or KindSection
	URL   string
	Title string
	// Site is the address of the site the source belongs to, discovered again: its homepage.
	Site string
	// Typed is the address typed (or confirmed) when the source was followed: as in its refreshes,
	// a loopback or private address is reached only on its host (fetch.JobOptions.Typed), whatever
	// Site is. Empty means public addresses only.
	Typed string
	// Avoid lists addresses not to offer: those already followed, and those the person turned down.
	Avoid []string
}

// Replacement is what a site offers in place of a followed source.
type Replacement struct {
	Kind  string // KindFeed, KindNewsSitemap, KindArticleSitemap or KindSection
	URL   string
	Title string // the title the site gives it; may be empty
	// Named says the site itself names the replacement, on the page or in the file where the old
	// address was found: the homepage (or, for a section, the section page) announces the feed with
	// <link rel="alternate">, or robots.txt lists the sitemap (itself, or in a sitemap index it
	// lists). The replacement was then read and parsed as a source of its kind: Update holds what it
	// gave. A replacement that is not named (a feed found at a common address, a section of the same
	// name) is for the person to accept.
	Named bool
	// Why says in words where the replacement was found: one of the Why constants.
	Why string
	// Update is, for a named replacement, what reading it gave: its first refresh. Nil otherwise.
	Update *Update
}

// healBudgetReserve is what FindReplacement keeps of its budget, past the discovery of the site, to
// read a feed the homepage names (robots.txt of its host, a redirect and the feed).
const healBudgetReserve = 3

// FindReplacement looks for what the site offers in place of old, which stopped working (its feed or
// sitemap answers 404 or 410, or its section page links to no article any more), within
// opts.MaxRequests requests (fetch.DefaultBudget when zero) on opts.Client, which must be set.
//
// In order: robots.txt of the site, asked afresh; for a sitemap, the sitemaps robots.txt lists (and
// the sitemaps of an index it lists); for a section, the section page itself, for a feed it
// announces; then a discovery of the site (Discover). A replacement the site names (see
// Replacement.Named) is read before it is returned; any other is returned as found. Addresses in
// old.Avoid, the old address itself, and addresses the source may not be moved to (see movable) are
// never offered. onEvent is called for each request as it ends.
//
// The error wraps ErrNoReplacement when the site offers nothing (its text says why: the site refused,
// it still names the old address, ...), and wraps too what could not be read on the way (a sitemap
// robots.txt lists that answered 404 or is no sitemap, a section page that failed): errors.As finds
// a *fetch.HTTPError among them. It is ctx's error when ctx ends, and an *AddressError when old.Site
// is not an address. What could not be read on the way to a replacement found is not returned: it
// did not stand in the way, and the requests it cost are among those onEvent saw.
func FindReplacement(ctx context.Context, old Followed, opts Options, onEvent func(fetch.Event)) (*Replacement, error) {
	if opts.Client == nil {
		return nil, errors.New("discovery: FindReplacement needs a client")
	}
	site, err := ParseAddress(old.Site)
	if err != nil {
		return nil, err
	}
	f := &finder{old: old, opts: opts, onEvent: onEvent, site: site, budget: opts.MaxRequests}
	if f.budget <= 0 {
		f.budget = fetch.DefaultBudget
	}
	f.avoid = map[string]bool{page.CanonicalURL(old.URL): true}
	for _, u := range old.Avoid {
		f.avoid[page.CanonicalURL(u)] = true
	}
	r, err := f.find(ctx)
	if err != nil && errors.Is(err, ErrNoReplacement) && len(f.trouble) > 0 {
		format := "%w (on the way: %w"
		args := []any{err, f.trouble[0]}
		for _, t := range f.trouble[1:] {
			format += "; %w"
			args = append(args, t)
		}
		err = fmt.Errorf(format+")", args...)
	}
	return r, err
}

// finder is one run of FindReplacement. Each step runs a job of its own on the client, within what is
// left of the budget.
type finder struct {
	old     Followed
	opts    Options
	onEvent func(fetch.Event)
	site    *url.URL
	budget  int // requests left
	avoid   map[string]bool
	// trouble is what could not be read on the way, each step going on without it; FindReplacement
	// returns it with ErrNoReplacement.
	trouble []error
}

// skip notes err, which kept a step from reading something, for the step to go on without it; it
// returns ctx's error when ctx ended, which ends the search, else nil.
func (f *finder) skip(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	f.trouble = append(f.trouble, err)
	return nil
}

// job starts a job with at most n of the requests left (all of them when n is 0); done gives back
// those it did not send.
func (f *finder) job(n int, revalidateRobots bool) (job *fetch.Job, done func()) {
	if n <= 0 || n > f.budget {
		n = f.budget
	}
	job = f.opts.Client.NewJob(fetch.JobOptions{Budget: n, Typed: f.old.Typed, OnEvent: f.onEvent,
		RevalidateRobots: revalidateRobots})
	return job, func() { f.budget -= job.Sent() }
}

func (f *finder) find(ctx context.Context) (*Replacement, error) {
	if f.budget < 1 {
		return nil, fmt.Errorf("%w: no requests left to ask %s", ErrNoReplacement, f.site.Hostname())
	}
	// robots.txt first, asked afresh: a site that moved a sitemap says so there, and a copy up to a
	// day old may not know it yet.
	job, done := f.job(1+fetch.MaxRedirects, true)
	rules, err := job.Robots(ctx, f.site.String())
	done()
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w: robots.txt of %s could not be asked: %v", ErrNoReplacement, f.site.Hostname(), err)
	}
	switch f.old.Kind {
	case KindNewsSitemap, KindArticleSitemap:
		if r, err := f.listedSitemap(ctx, rules.Sitemaps()); r != nil || err != nil {
			return r, err
		}
	case KindSection:
		if r, err := f.sectionFeed(ctx); r != nil || err != nil {
			return r, err
		}
	}
	return f.rediscover(ctx)
}

// listedSitemap looks among the sitemaps robots.txt lists (and one level into the indexes among
// them) for one of the old sitemap's kind at a new address, preferring one with the old file name.
func (f *finder) listedSitemap(ctx context.Context, listed []string) (*Replacement, error) {
	var locs []string
	for _, loc := range listed {
		if ref, err := url.Parse(loc); err == nil {
			loc = f.site.ResolveReference(ref).String()
		}
		if !slices.Contains(locs, loc) {
			locs = append(locs, loc)
		}
	}
	if len(locs) > maxRobotsSitemaps {
		locs = locs[:maxRobotsSitemaps]
	}
	want := SitemapNews
	if f.old.Kind == KindArticleSitemap {
		want = SitemapArticles
	}
	job, done := f.job(f.budget-healBudgetReserve, false)
	defer done()
	var found []*Replacement
	read := func(loc string, inIndex bool) ([]sitemap.Entry, error) {
		if !f.offerable(ctx, job, loc) {
			return nil, nil
		}
		resp, err := job.Get(ctx, fetch.Request{Step: "sitemap", URL: loc, MaxBytes: fetch.SitemapBytes})
		if err == nil {
			err = resp.Err()
		}
		if err != nil {
			return nil, f.skip(ctx, fmt.Errorf("discovery: the sitemap %s: %w", loc, err))
		}
		if !f.offerable(ctx, job, resp.URL) {
			return nil, nil
		}
		// A sitemap cut short is read for the entries before the cut, as Discover reads it.
		kind, entries, _, err := parseSitemap(resp.Body)
		if err != nil {
			return nil, f.skip(ctx, fmt.Errorf("discovery: the sitemap %s: %w", resp.URL, err))
		}
		if kind == sitemap.Index {
			if inIndex {
				return nil, nil
			}
			return entries, nil
		}
		if ClassifySitemap(entries, f.now()).Kind != want {
			return nil, nil
		}
		up := &Update{Status: resp.Status, Validators: Validators{ETag: resp.Header.Get("ETag"),
			LastModified: resp.Header.Get("Last-Modified")}}
		if up.Items, _, err = readSitemap(resp.Body); err != nil {
			return nil, f.skip(ctx, fmt.Errorf("discovery: the sitemap %s: %w", resp.URL, err))
		}
		up.Items = newestItems(up.Items)
		why := WhyRobots
		if inIndex {
			why = WhyRobotsIndex
		}
		found = append(found, &Replacement{Kind: f.old.Kind, URL: resp.URL, Named: true, Why: why, Update: up})
		return nil, nil
	}
	for _, loc := range locs {
		children, err := read(loc, false)
		if err != nil {
			return nil, err
		}
		for i, c := range children {
			if i == maxIndexChildren {
				break
			}
			if _, err := read(c.Loc, true); err != nil {
				return nil, err
			}
		}
		if len(found) > 0 {
			break
		}
	}
	if len(found) == 0 {
		return nil, nil
	}
	oldName := path.Base(urlPath(f.old.URL))
	for _, r := range found {
		if path.Base(urlPath(r.URL)) == oldName {
			return r, nil
		}
	}
	return found[0], nil
}

// sectionFeed reads the section page itself and, when it announces a feed, reads that feed.
func (f *finder) sectionFeed(ctx context.Context) (*Replacement, error) {
	job, done := f.job(f.budget-healBudgetReserve, false)
	defer done()
	resp, err := job.Get(ctx, fetch.Request{Step: "section", URL: f.old.URL, MaxBytes: fetch.HTMLBytes})
	if err == nil {
		err = resp.Err()
	}
	if err != nil {
		return nil, f.skip(ctx, fmt.Errorf("discovery: the section page %s: %w", f.old.URL, err))
	}
	p, err := page.Parse(bytes.NewReader(resp.Body), resp.URL, resp.Header.Get("Content-Type"))
	if err != nil {
		return nil, f.skip(ctx, fmt.Errorf("discovery: the section page %s: %w", resp.URL, err))
	}
	for _, fl := range p.Feeds {
		if isMinorFeed(fl.URL, fl.Title) || !f.offerable(ctx, job, fl.URL) {
			continue
		}
		return f.readNamedFeed(ctx, Feed{URL: fl.URL, Title: cleantext.Words(fl.Title)}, WhySectionPage)
	}
	return nil, nil
}

// readNamedFeed reads a feed the site names; it is a replacement when it parses as a feed.
func (f *finder) readNamedFeed(ctx context.Context, fd Feed, why string) (*Replacement, error) {
	job, done := f.job(0, false)
	defer done()
	up, err := RefreshFeed(ctx, job, fd.URL, Validators{})
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w: %s names the feed %s, which could not be read: %v", ErrNoReplacement,
			f.site.Hostname(), fd.URL, err)
	}
	u := fd.URL
	if up.MovedTo != "" {
		u = up.MovedTo
	}
	title := fd.Title
	if up.Title != "" {
		title = cleantext.Words(up.Title)
	}
	return &Replacement{Kind: KindFeed, URL: u, Title: title, Named: true, Why: why, Update: up}, nil
}

// rediscover discovers the site again and takes from what it offers the best replacement for old.
func (f *finder) rediscover(ctx context.Context) (*Replacement, error) {
	if f.budget <= healBudgetReserve {
		return nil, fmt.Errorf("%w: the request budget ran out before %s could be discovered again", ErrNoReplacement, f.site.Hostname())
	}
	opts := f.opts
	opts.MaxRequests = f.budget - healBudgetReserve
	var sent int
	res, err := discover(ctx, f.site, false, f.old.Typed, opts, func(e fetch.Event) {
		sent++
		if f.onEvent != nil {
			f.onEvent(e)
		}
	})
	f.budget -= sent
	if err != nil {
		return nil, err
	}
	host := f.site.Hostname()
	switch res.Outcome {
	case OutcomeRefused:
		return nil, fmt.Errorf("%w: %s", ErrNoReplacement, res.Message)
	case OutcomeNothing:
		return nil, fmt.Errorf("%w: %s", ErrNoReplacement, res.Message)
	}
	job, done := f.job(0, false)
	offer := func(u string) bool { return f.offerable(ctx, job, u) }
	defer done()

	var feed *Feed
	stale := false
	for i, fd := range res.Feeds {
		if isMinorFeed(fd.URL, fd.Title) {
			continue
		}
		if page.CanonicalURL(fd.URL) == page.CanonicalURL(f.old.URL) {
			stale = true
			continue
		}
		if offer(fd.URL) {
			feed = &res.Feeds[i]
			break
		}
	}
	switch f.old.Kind {
	case KindFeed:
		if feed != nil && feed.Via == ViaLink {
			return f.readNamedFeed(ctx, *feed, WhyHomepage)
		}
		if feed != nil {
			return &Replacement{Kind: KindFeed, URL: feed.URL, Title: feed.Title, Why: WhyFeedPath}, nil
		}
		if stale {
			return nil, fmt.Errorf("%w: the homepage of %s still announces %s", ErrNoReplacement, host, f.old.URL)
		}
		if r := f.sitemapOffer(res, KindNewsSitemap, offer); r != nil {
			return r, nil
		}
	case KindNewsSitemap, KindArticleSitemap:
		if r := f.sitemapOffer(res, f.old.Kind, offer); r != nil {
			return r, nil
		}
		if feed != nil {
			return &Replacement{Kind: KindFeed, URL: feed.URL, Title: feed.Title, Why: feedWhy(feed)}, nil
		}
	case KindSection:
		title := strings.ToLower(cleantext.Words(f.old.Title))
		for _, s := range res.Sections {
			if title != "" && strings.ToLower(cleantext.Words(s.Title)) == title && offer(s.URL) {
				return &Replacement{Kind: KindSection, URL: s.URL, Title: s.Title, Why: WhySameSection}, nil
			}
		}
		if feed != nil {
			return &Replacement{Kind: KindFeed, URL: feed.URL, Title: feed.Title, Why: feedWhy(feed)}, nil
		}
	}
	return nil, fmt.Errorf("%w: %s offers nothing new in its place (%s)", ErrNoReplacement, host, res.Message)
}

// Why a replacement was found, in the words Replacement.Why keeps: the window says them in its
// language, so a new one is added here and to its translations.
const (
	WhyRobots      = "robots.txt lists it"
	WhyRobotsIndex = "a sitemap index robots.txt lists names it"
	WhySectionPage = "the section page announces it"
	WhyHomepage    = "the homepage announces it"
	WhyFeedPath    = "it answers at a common feed address"
	WhySameSection = "the site lists a section of the same name there"
	WhySitemaps    = "the site's sitemaps list it"
)

// feedWhy says where a discovery found a feed.
func feedWhy(fd *Feed) string {
	if fd.Via == ViaLink {
		return WhyHomepage
	}
	return WhyFeedPath
}

// sitemapOffer returns the first sitemap of kind among a discovery's sitemaps, preferring one with
// the old file name, or nil.
func (f *finder) sitemapOffer(res *Result, kind string, offer func(string) bool) *Replacement {
	want := SitemapNews
	if kind == KindArticleSitemap {
		want = SitemapArticles
	}
	var first *Replacement
	oldName := path.Base(urlPath(f.old.URL))
	for _, sm := range res.Sitemaps {
		if sm.Kind != want || !offer(sm.URL) {
			continue
		}
		r := &Replacement{Kind: kind, URL: sm.URL, Title: sm.Desk, Why: WhySitemaps}
		if path.Base(urlPath(sm.URL)) == oldName {
			return r
		}
		if first == nil {
			first = r
		}
	}
	return first
}

// offerable reports whether u may be offered in place of the old address: not the old address, not
// one to avoid, and one the source may be moved to.
func (f *finder) offerable(ctx context.Context, job *fetch.Job, u string) bool {
	if f.avoid[page.CanonicalURL(u)] {
		return false
	}
	return movable(ctx, job, f.old.URL, u) || movable(ctx, job, f.site.String(), u)
}

// now is the clock of Options.Now: what "recent" is measured from when a sitemap is judged.
func (f *finder) now() time.Time {
	if f.opts.Now != nil {
		return f.opts.Now()
	}
	return time.Now()
}

// urlPath returns the path of a URL, "" when it does not parse.
func urlPath(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Path
}

// movable reports whether a followed source at from may be followed at to instead on the site's word
// alone: to is an http or https address, not http when from was https, and on the same host as from
// or on a public address. A public site cannot lead a source into loopback or private address space;
// the site a person typed can move within its own host, whatever address that host has.
func movable(ctx context.Context, job *fetch.Job, from, to string) bool {
	f, err := url.Parse(from)
	if err != nil {
		return false
	}
	t, err := url.Parse(to)
	if err != nil || t.Host == "" || (t.Scheme != "http" && t.Scheme != "https") {
		return false
	}
	if f.Scheme == "https" && t.Scheme == "http" {
		return false
	}
	if strings.EqualFold(f.Hostname(), t.Hostname()) {
		return true
	}
	return !job.IsPrivate(ctx, to)
}
