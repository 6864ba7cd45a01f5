package discovery

// This file refreshes one followed source: a conditional GET of a feed, a sitemap or a section page
// through the polite client, then the parse of what came back. It keeps nothing: the caller stores
// the validators and the items.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"sort"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/section"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// Validators are what a conditional GET sends back to a server: the ETag and Last-Modified of the
// copy last read.
type Validators struct {
	ETag, LastModified string
}

// FreshItem is one article a refresh found.
type FreshItem struct {
	URL       string // canonical: fragment and tracking parameters dropped
	Title     string
	Summary   string    // plain text, may be empty
	Published time.Time // zero when unknown
	LastMod   time.Time // the sitemap lastmod of the entry; zero when none
	// TitleFromURL says the title was made from the URL's slug because the source gave none.
	TitleFromURL bool
}

// Update is what a refresh of one source learnt.
type Update struct {
	// NotModified says the server answered 304: nothing was parsed and Items is empty.
	NotModified bool
	// Validators are those to send next time: a 2xx response's own (empty when it gave none); after
	// a 304, each one the response gave, else the one sent; after any other answer or an error, the
	// ones sent.
	Validators Validators
	// Status is the HTTP status of the response; 0 when none came.
	Status int
	// Title is the feed's own title; empty for sitemaps, sections and when the feed has none.
	Title string
	// Items are the articles found, newest first where the source says when they were published.
	Items []FreshItem
	// RetryAfter is the wait the server asked for with a 429 or 503; 0 when it asked none.
	RetryAfter time.Duration
	// MovedTo is the address the source answered at when every redirect on the way was permanent
	// (301 or 308) and the new address may be followed in place of the old one (see movable); empty
	// otherwise. robots.txt allowed it, or no answer would have come. The source has moved there
	// only when the refresh also succeeded: its answer then parsed as the same kind of source.
	MovedTo string
}

// MaxFreshItems bounds the items one refresh returns (an article sitemap may list 50,000 URLs): the
// newest by date are kept.
const MaxFreshItems = 1000

// MaxChildSitemaps bounds how many sitemaps of a sitemap index one refresh reads, newest first.
const MaxChildSitemaps = 5

// RefreshFeed fetches the feed at feedURL with a conditional GET and parses it.
//
// A response other than 2xx or 304 gives a non-nil Update (with Status and RetryAfter) and an error
// wrapping *fetch.HTTPError. A URL robots.txt forbids gives a nil Update and an error wrapping
// *fetch.DisallowedError. Any error comes with whatever was learnt before it.
func RefreshFeed(ctx context.Context, job *fetch.Job, feedURL string, v Validators) (*Update, error) {
	resp, up, err := conditionalGet(ctx, job, "feed", feedURL, fetch.FeedBytes, v, nil)
	if err != nil || up.NotModified {
		return up, err
	}
	f, err := feed.Parse(ctx, resp.Body, resp.Header.Get("Content-Type"), resp.URL)
	if err != nil {
		return up, fmt.Errorf("discovery: refreshing %s: %w", feedURL, err)
	}
	up.Title = f.Title
	for _, it := range f.Items {
		u, ok := freshURL(it.URL)
		if !ok {
			continue
		}
		item := FreshItem{URL: u, Title: it.Title, Summary: it.Summary, Published: it.Published}
		if item.Title == "" {
			item.Title, item.TitleFromURL = TitleFromURL(u), true
		}
		up.Items = append(up.Items, item)
	}
	up.Items = newestItems(up.Items)
	return up, nil
}

// RefreshSitemap fetches the news or article sitemap at sitemapURL with a conditional GET and reads
// its entries: a news sitemap's titles and publication dates, an article sitemap's URLs titled from
// their slugs, with each entry's lastmod. When the URL turns out to be a sitemap index, its newest
// MaxChildSitemaps sitemaps are read too (without validators). A sitemap cut short keeps the entries
// completed before the fault, as Discover does; one over the sitemap limits is an error. Each
// sitemap is read as it arrives and only what is returned is kept (readSitemapFrom), so that a
// sitemap of 50,000 URLs never sits in memory whole. Errors as for RefreshFeed.
func RefreshSitemap(ctx context.Context, job *fetch.Job, sitemapURL string, v Validators) (*Update, error) {
	var (
		read     bool
		items    []FreshItem
		children []sitemap.Entry
		readErr  error
	)
	resp, up, err := conditionalGet(ctx, job, "sitemap", sitemapURL, fetch.SitemapBytes, v, func(body io.Reader) error {
		read = true
		items, children, readErr = readSitemapFrom(body)
		return nil
	})
	if err != nil || up.NotModified {
		return up, err
	}
	if !read {
		items, children, readErr = readSitemap(resp.Body)
	}
	if err := readErr; err != nil {
		return up, fmt.Errorf("discovery: refreshing %s: %w", sitemapURL, err)
	}
	up.Items = items
	if len(children) > 0 {
		sort.SliceStable(children, func(i, j int) bool { return children[i].LastMod.After(children[j].LastMod) })
		if len(children) > MaxChildSitemaps {
			children = children[:MaxChildSitemaps]
		}
		for _, child := range children {
			var (
				more     []FreshItem
				childErr error = errNotRead
			)
			r, err := job.Get(ctx, fetch.Request{Step: "sitemap", URL: child.Loc, MaxBytes: fetch.SitemapBytes,
				Stream: func(body io.Reader) error {
					more, _, childErr = readSitemapFrom(body)
					return nil
				}})
			if err != nil {
				if ctx.Err() != nil {
					return up, fmt.Errorf("discovery: refreshing %s: %w", sitemapURL, ctx.Err())
				}
				continue // one desk that fails does not spoil the others
			}
			if r.Err() != nil || childErr != nil {
				continue
			}
			up.Items = append(up.Items, more...)
		}
	}
	up.Items = newestItems(up.Items)
	return up, nil
}

// RefreshSection fetches a section page with a conditional GET and returns the articles it links to,
// at most MaxFreshItems of them, the first in the page's order. Errors as for RefreshFeed.
func RefreshSection(ctx context.Context, job *fetch.Job, pageURL string, v Validators) (*Update, error) {
	return RefreshSectionKnowing(ctx, job, pageURL, v, nil)
}

// RefreshSectionKnowing is RefreshSection for a site whose article addresses are known to look like
// known (learnt from earlier reads, see section.LearnShape): links of those shapes count as articles
// however thin the page is (see section.Articles). A nil known is RefreshSection.
func RefreshSectionKnowing(ctx context.Context, job *fetch.Job, pageURL string, v Validators, known *section.Shape) (*Update, error) {
	resp, up, err := conditionalGet(ctx, job, "section", pageURL, fetch.HTMLBytes, v, nil)
	if err != nil || up.NotModified {
		return up, err
	}
	items, err := sectionArticles(resp, known)
	if err != nil {
		return up, fmt.Errorf("discovery: refreshing %s: %w", pageURL, err)
	}
	up.Items = items
	return up, nil
}

// conditionalGet sends one GET with the validators v. It returns the response when a body came, and
// the Update filled with what the response said. stream, when set, is handed a 2xx body as it
// arrives (fetch.Request.Stream); the response then holds none.
func conditionalGet(ctx context.Context, job *fetch.Job, step, rawURL string, limit int64, v Validators, stream func(io.Reader) error) (*fetch.Response, *Update, error) {
	resp, err := job.Get(ctx, fetch.Request{
		Step:         step,
		URL:          rawURL,
		MaxBytes:     limit,
		ETag:         v.ETag,
		LastModified: v.LastModified,
		Stream:       stream,
	})
	if err != nil {
		var refused *fetch.DisallowedError
		if errors.As(err, &refused) {
			return nil, nil, fmt.Errorf("discovery: refreshing %s: %w", rawURL, err)
		}
		return nil, &Update{Validators: v}, fmt.Errorf("discovery: refreshing %s: %w", rawURL, err)
	}
	up := &Update{Status: resp.Status, Validators: v}
	if resp.MovedPermanently() && movable(ctx, job, rawURL, resp.URL) {
		up.MovedTo = resp.URL
	}
	if resp.NotModified {
		up.NotModified = true
		if etag := resp.Header.Get("ETag"); etag != "" {
			up.Validators.ETag = etag
		}
		if lm := resp.Header.Get("Last-Modified"); lm != "" {
			up.Validators.LastModified = lm
		}
		return resp, up, nil
	}
	if err := resp.Err(); err != nil {
		var he *fetch.HTTPError
		if errors.As(err, &he) {
			up.RetryAfter = he.RetryAfter
		}
		return resp, up, fmt.Errorf("discovery: refreshing %s: %w", rawURL, err)
	}
	up.Validators = Validators{ETag: resp.Header.Get("ETag"), LastModified: resp.Header.Get("Last-Modified")}
	return resp, up, nil
}

// readSitemap reads one sitemap body, as readSitemapFrom does.
func readSitemap(body []byte) (items []FreshItem, children []sitemap.Entry, err error) {
	return readSitemapFrom(bytes.NewReader(body))
}

// errNotRead stands for a sitemap whose body never came to be read.
var errNotRead = errors.New("discovery: sitemap not read")

// readSitemapFrom reads one sitemap as it arrives: the items of a urlset, at most MaxFreshItems and
// the newest of them (as newestItems would choose, in the document's order), or the MaxChildSitemaps
// newest child sitemaps of an index. Only those are kept, whatever the sitemap's size. A body cut
// short keeps the entries completed before the fault, as in Discover (see parseSitemap).
func readSitemapFrom(r io.Reader) (items []FreshItem, children []sitemap.Entry, err error) {
	var (
		n            int
		keptItems    newestKept[FreshItem]
		keptChildren newestKept[sitemap.Entry]
	)
	kind, perr := sitemap.Parse(r, func(e sitemap.Entry) error {
		n++
		if fetch.HasUserInfo(e.Loc) { // neither kept nor fetched
			return nil
		}
		keptChildren.add(e, e.LastMod, MaxChildSitemaps)
		u, ok := freshURL(e.Loc)
		if !ok {
			return nil
		}
		item := FreshItem{URL: u, LastMod: e.LastMod}
		if e.News != nil {
			item.Title = e.News.Title
			item.Published = e.News.Published
		}
		when := item.Published
		if when.IsZero() {
			when = item.LastMod
		}
		keptItems.add(item, when, MaxFreshItems)
		return nil
	})
	if _, err := sitemapFault(perr, n); err != nil {
		return nil, nil, err
	}
	if kind == sitemap.Index {
		return nil, keptChildren.values(), nil
	}
	items = keptItems.values()
	for i := range items {
		if items[i].Title == "" {
			items[i].Title, items[i].TitleFromURL = TitleFromURL(items[i].URL), true
		}
	}
	return items, nil, nil
}

// newestItems keeps at most MaxFreshItems items, the newest by publication date (or lastmod), in
// that order; undated items keep their document order after the dated ones.
func newestItems(items []FreshItem) []FreshItem {
	when := func(it FreshItem) time.Time {
		if !it.Published.IsZero() {
			return it.Published
		}
		return it.LastMod
	}
	sort.SliceStable(items, func(i, j int) bool { return when(items[i]).After(when(items[j])) })
	if len(items) > MaxFreshItems {
		items = items[:MaxFreshItems]
	}
	return items
}

// freshURL returns the canonical form of an article link, and false when it is not an absolute http
// or https URL, or carries a user name or password (such a link is never kept or offered).
func freshURL(raw string) (string, bool) {
	u, err := url.Parse(page.CanonicalURL(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return "", false
	}
	return u.String(), true
}

// TitleFromURL makes a title from an article URL's slug, or failing that from its last path segment or
// its host, so that a headline always has something to show.
func TitleFromURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	if t := section.TitleFromSlug(u); t != "" {
		return t
	}
	if segs := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' }); len(segs) > 0 {
		return segs[len(segs)-1]
	}
	return u.Hostname()
}

// receivedAt is when resp came, by the client's clock, or now when that is unknown.
func receivedAt(resp *fetch.Response) time.Time {
	if t := resp.Received(); !t.IsZero() {
		return t
	}
	return time.Now()
}

// sectionArticles returns the articles a fetched section page links to, as section.Articles
// picks them, at most MaxFreshItems: a page of 75,000 links is read for its first thousand articles,
// as a sitemap is for its newest.
func sectionArticles(resp *fetch.Response, known *section.Shape) ([]FreshItem, error) {
	p, err := page.Parse(bytes.NewReader(resp.Body), resp.URL, resp.Header.Get("Content-Type"))
	if err != nil {
		return nil, err
	}
	var out []FreshItem
	for _, ar := range section.Articles(p, known, receivedAt(resp)) {
		u, ok := freshURL(ar.URL)
		if !ok {
			continue
		}
		item := FreshItem{URL: u, Title: ar.Title, Published: ar.Published}
		if slug := TitleFromURL(u); item.Title == "" || item.Title == slug {
			item.Title, item.TitleFromURL = slug, true
		}
		out = append(out, item)
		if len(out) == MaxFreshItems {
			break
		}
	}
	return out, nil
}
