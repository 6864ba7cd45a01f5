package app

import (
	"context"
	"fmt"
	"sync"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// Discover finds what to follow at the typed address, reporting each request through onEvent as it
// is sent. It writes nothing. Cancelling ctx stops it within the current request.
func (a *App) Discover(ctx context.Context, address string, onEvent func(RequestEvent)) (*Finding, error) {
	var (
		mu   sync.Mutex
		reqs []RequestEvent
	)
	res, err := discovery.Discover(ctx, address, discovery.Options{Client: a.client, Now: a.now}, func(e fetch.Event) {
		a.pauses.Note(e)
		ev := requestEvent(e)
		mu.Lock()
		reqs = append(reqs, ev)
		mu.Unlock()
		if onEvent != nil {
			onEvent(ev)
		}
	})
	if err != nil {
		return nil, fmt.Errorf("app: discovering %s: %w", address, err)
	}
	f := finding(res)
	if u, err := discovery.ParseAddress(address); err == nil {
		f.typed = u.String()
	}
	mu.Lock()
	f.Requests = reqs
	mu.Unlock()
	return f, nil
}

// finding maps discovery's result to app's noun.
func finding(res *discovery.Result) *Finding {
	f := &Finding{
		Site:    res.Site,
		Outcome: res.Outcome,
		Reason:  res.Reason,
		Message: res.Message,
		Tried:   triedWords(res.Notes, res.Tried),
		robots:  res.Robots,
	}
	for _, fd := range res.Feeds {
		detail := say("announced by the homepage", nil)
		if fd.Via == discovery.ViaGuess {
			detail = say("found at a common address", nil)
		}
		f.Feeds = append(f.Feeds, Candidate{Kind: KindFeed, URL: fd.URL, Title: fd.Title, Detail: detail})
	}
	for _, sm := range res.Sitemaps {
		c := Candidate{URL: sm.URL, Title: sm.Desk, LastMod: sm.LastMod, Entries: sm.Entries}
		switch sm.Kind {
		case discovery.SitemapNews:
			c.Kind = KindNewsSitemap
		case discovery.SitemapArticles:
			c.Kind = KindArticleSitemap
		default:
			if f.sectionSitemap == "" {
				f.sectionSitemap = sm.URL
			}
			continue
		}
		switch {
		case c.Title != "":
		case c.Kind == KindNewsSitemap:
			// A site's one news sitemap is its latest news; its file name ("sitemap-news.xml") says less.
			c.Title = say("Latest news", nil)
		default:
			c.Title = discovery.TitleFromURL(sm.URL)
		}
		if sm.Entries > 0 {
			c.Detail = sayCount("{{.Count}} article", "{{.Count}} articles", sm.Entries, nil)
		}
		f.Sitemaps = append(f.Sitemaps, c)
	}
	for _, s := range res.Sections {
		f.Sections = append(f.Sections, Candidate{Kind: KindSection, URL: s.URL, Title: s.Title, LastMod: s.LastMod})
	}
	for _, ar := range res.Articles {
		f.articleURLs = append(f.articleURLs, ar.URL)
	}
	if res.Outcome == "news-sitemap" {
		for _, ar := range res.Articles {
			f.Preview = append(f.Preview, Headline{URL: ar.URL, Title: ar.Title, Published: ar.Published})
		}
		sortNewestFirst(f.Preview)
	}
	return f
}
