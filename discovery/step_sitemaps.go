package discovery

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/url"
	"slices"
	"sort"
	"strings"

	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// judgedSitemap is a fetched urlset and what its URLs say it is.
type judgedSitemap struct {
	url     string
	entries []sitemap.Entry
	j       SitemapJudgement
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
		d.tried(Note{Kind: TriedRobotsNoSitemaps}, "robots.txt: lists no sitemaps")
		return nil
	}
	sort.SliceStable(listed, func(i, j int) bool { return newsNamed(listed[i]) && !newsNamed(listed[j]) })
	if len(listed) > maxRobotsSitemaps {
		d.tried(Note{Kind: TriedRobotsSitemaps, Count: len(listed), Of: maxRobotsSitemaps}, "robots.txt: lists %d sitemaps; read the first %d", len(listed), maxRobotsSitemaps)
		listed = listed[:maxRobotsSitemaps]
	}
	// Sitemaps may not spend the requests the common feed paths need, but may always read a few.
	allowance := d.rec.budget - d.rec.job.Sent() - len(guessPaths) - 1
	d.sitemapLimit = d.rec.job.Sent() + max(allowance, minSitemapRequests)
	for i, sm := range listed {
		if err := d.readSitemap(ctx, sm, true); err != nil {
			return err
		}
		if d.budgetSpent {
			d.untriedSitemaps(listed[i+1:])
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
		d.judge(loc, doc, nil, nil)
	}
	return nil
}

// sitemapDoc is one fetched sitemap: its kind, its judgement and the entries kept of it, or the feed
// it turned out to be.
type sitemapDoc struct {
	kind    sitemap.Kind
	j       SitemapJudgement // of every entry, also those not kept
	entries []sitemap.Entry  // as readStreamed keeps them
	feed    *Feed            // set when the body was a feed, not a sitemap
}

// fetchSitemap gets and parses one sitemap as it arrives, keeping a bounded part of its entries
// (readStreamed) and judging all of them. A sitemap cut short (malformed XML, a body that ends
// mid-document) keeps the entries completed before the fault, as parseSitemap says; one over the
// sitemap limits is not used. When mayBeFeed is true and the body is no sitemap, the same body is
// parsed as a feed, with no new request. doc is nil when nothing usable came (noted in Tried); err
// is for ctx's end only.
func (d *discoverer) fetchSitemap(ctx context.Context, loc string, mayBeFeed bool) (*sitemapDoc, error) {
	if d.fetched[loc] {
		return nil, nil
	}
	if d.sitemapLimit > 0 && d.rec.job.Sent() >= d.sitemapLimit {
		d.tried(Note{Kind: TriedSitemapSkipped, URL: loc}, "sitemap %s: not read, to keep requests for the common feed paths", loc)
		return nil, nil
	}
	d.fetched[loc] = true
	var got *streamedSitemap
	resp, err := d.rec.job.Get(ctx, fetch.Request{Step: "sitemap", URL: loc, MaxBytes: fetch.SitemapBytes,
		Stream: func(body io.Reader) error {
			got = readStreamed(body, d.now(), mayBeFeed)
			if errors.Is(got.err, sitemap.ErrNotSitemap) && got.head != nil {
				// Perhaps a feed: the rest of the body, up to a feed's cap, joins what was read.
				rest, _ := io.ReadAll(io.LimitReader(body, fetch.FeedBytes+1-int64(got.head.Len())))
				got.head.Write(rest)
			}
			return nil
		}})
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if errors.Is(err, fetch.ErrBudget) {
			d.budgetSpent = true
			delete(d.fetched, loc)
			d.untriedSitemaps([]string{loc})
			return nil, nil
		}
		d.tried(Note{Kind: TriedSitemapFailed, URL: loc, Err: err}, "sitemap %s: %s", loc, requestWords(err))
		return nil, nil
	}
	if resp.Status < 200 || resp.Status > 299 {
		d.tried(Note{Kind: TriedSitemapStatus, URL: loc, Count: resp.Status}, "sitemap %s: answered %d", loc, resp.Status)
		return nil, nil
	}
	if got == nil { // an answer with no body to stream
		got = readStreamed(bytes.NewReader(resp.Body), d.now(), mayBeFeed)
	}
	if got.withUserInfo > 0 {
		d.tried(Note{Kind: TriedUserInfoEntries, URL: loc, Count: got.withUserInfo}, "sitemap %s: %s", loc, withUserInfoWords(got.withUserInfo, "entry", "entries"))
	}
	cut, err := sitemapFault(got.err, got.j.Entries)
	switch {
	case err == nil:
		if cut != nil {
			d.tried(Note{Kind: TriedSitemapCut, URL: loc, Count: got.j.Entries, Err: cut}, "sitemap %s: %v; the %d entries before the fault are kept", loc, cut, got.j.Entries)
		}
		return &sitemapDoc{kind: got.kind, j: got.j, entries: got.entries}, nil
	case errors.Is(err, sitemap.ErrNotSitemap) && mayBeFeed && got.head != nil && int64(got.head.Len()) <= fetch.FeedBytes:
		f, ferr := feed.Parse(ctx, got.head.Bytes(), resp.Header.Get("Content-Type"), resp.URL)
		if ferr == nil {
			return &sitemapDoc{feed: &Feed{URL: resp.URL, Title: d.feedTitle(f), Via: ViaGuess}}, nil
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		d.tried(Note{Kind: TriedSitemapNotFeed, URL: loc, Err: err}, "sitemap %s: %v, nor a feed", loc, err)
		return nil, nil
	default:
		d.tried(Note{Kind: TriedSitemapBad, URL: loc, Err: err}, "sitemap %s: %v", loc, err)
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
		if !fetch.HasUserInfo(e.Loc) { // never offered, kept or fetched
			entries = append(entries, e)
		}
		return nil
	})
	if cut, err = sitemapFault(err, len(entries)); err != nil {
		return kind, nil, nil, err
	}
	return kind, entries, cut, nil
}

// sitemapFault sorts sitemap.Parse's error after n entries, as parseSitemap says: nil for none; a
// fault that cut the document short after a complete entry as cut; anything else as err, which
// leaves no usable entry.
func sitemapFault(parseErr error, n int) (cut, err error) {
	switch {
	case parseErr == nil:
		return nil, nil
	case errors.Is(parseErr, sitemap.ErrNotSitemap), errors.Is(parseErr, sitemap.ErrTooManyURLs),
		errors.Is(parseErr, sitemap.ErrTooLarge), n == 0:
		return nil, parseErr
	default:
		return parseErr, nil
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
		d.tried(Note{Kind: TriedSitemapIndex, URL: loc, Count: len(ordered), Of: maxIndexChildren},
			"sitemap index %s: %d sitemaps; read at most %d, news-named and newest first", loc, len(ordered), maxIndexChildren)
		ordered = ordered[:maxIndexChildren]
	}
	judged := map[string]bool{}
	for i, c := range ordered {
		doc, err := d.fetchSitemap(ctx, c.Loc, false)
		if err != nil {
			return err
		}
		if d.budgetSpent {
			for _, rest := range ordered[i+1:] {
				d.untriedSitemaps([]string{rest.Loc})
			}
			return nil
		}
		if doc == nil {
			judged[c.Loc] = false
			continue
		}
		if doc.kind == sitemap.Index {
			d.tried(Note{Kind: TriedNestedIndex, URL: c.Loc}, "sitemap %s: an index inside an index; not followed", c.Loc)
			judged[c.Loc] = false
			continue
		}
		j := d.judge(c.Loc, doc, children, judged)
		judged[c.Loc] = j.Kind == SitemapNews
		if d.earlyEnough() {
			return nil
		}
	}
	return nil
}

// judge classifies a urlset and keeps it when it is the best of its kind so far. children and judged
// describe the index it came from, if any, to list a news index's desks.
func (d *discoverer) judge(loc string, doc *sitemapDoc, children []sitemap.Entry, judged map[string]bool) SitemapJudgement {
	j := doc.j
	js := &judgedSitemap{url: loc, entries: doc.entries, j: j}
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
			d.tried(Note{Kind: TriedStillSections, URL: loc, Count: j.Sections, Of: j.Recent},
				"sitemap %s: %d sections, %d changed in the last 24 hours: not a living section list, so the search goes on", loc, j.Sections, j.Recent)
		}
	case SitemapArticles:
		if d.articles == nil {
			d.articles = js
		}
		d.tried(Note{Kind: TriedUntitledArticles, URL: loc, Count: j.Articles},
			"sitemap %s: %d dated articles without titles; a feed would be better, so the search goes on", loc, j.Articles)
	default:
		d.tried(Note{Kind: TriedUselessSitemap, URL: loc, Count: j.Entries, ArticleShare: j.ArticleShare, SectionShare: j.SectionShare},
			"sitemap %s: %d URLs, %.0f %% article-shaped, %.0f %% section-shaped: of no use", loc, j.Entries, 100*j.ArticleShare, 100*j.SectionShare)
	}
	return j
}

// newsNamed reports whether a sitemap's URL names news.
func newsNamed(loc string) bool {
	return strings.Contains(strings.ToLower(loc), "news")
}

// fallbackSitemap is step 6: /sitemap.xml when robots.txt listed none and nothing was found.
func (d *discoverer) fallbackSitemap(ctx context.Context) error {
	if len(d.rules.Sitemaps()) > 0 || d.news != nil || d.sections != nil || d.articles != nil {
		return nil
	}
	loc := originOf(d.home) + "/sitemap.xml"
	if d.budgetSpent {
		d.untriedSitemaps([]string{loc})
		return nil
	}
	return d.readSitemap(ctx, loc, false)
}

// untriedSitemaps notes sitemaps the request budget left unread.
func (d *discoverer) untriedSitemaps(locs []string) {
	for _, loc := range locs {
		if !d.fetched[loc] && !slices.Contains(d.notTriedSitemaps, loc) {
			d.notTriedSitemaps = append(d.notTriedSitemaps, loc)
		}
	}
}
