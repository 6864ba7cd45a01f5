package app

// This file keeps what each site's article addresses look like: learnt from the articles its
// sitemaps list when it is followed and from those each refresh finds, kept in the store, and handed
// to discovery when a section page of the site is read again.

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/section"
	"github.com/broadsheet/broadsheet/store"
)

// siteShape returns what is known of the article addresses of site. Knowing nothing is no failure,
// but a store that cannot be read is: it gives an empty shape, with which a page can still be read
// on its own merits, and the store's error.
func (a *App) siteShape(ctx context.Context, site string) (*section.Shape, error) {
	counts, err := a.store.SiteShapes(ctx, site)
	if err != nil {
		return &section.Shape{}, fmt.Errorf("app: the article shapes of %s: %w", site, err)
	}
	shape := articleShape(counts)
	return &shape, nil
}

// articleShape is the shape the store's counts of a site's article shapes say.
func articleShape(counts []store.ShapeCount) section.Shape {
	var shape section.Shape
	for _, c := range counts {
		shape.Patterns = append(shape.Patterns, section.Pattern{Shape: c.Shape, Seen: c.Seen})
	}
	return shape
}

// learnShape adds the article addresses urls, found on site, to what is known of the site's article
// addresses. Addresses on other sites (a feed's items may point anywhere) are left out. Learning is
// a help, not a duty: a failure to read or store it loses only the lesson, and is returned for the
// caller to say.
func (a *App) learnShape(ctx context.Context, site string, urls []string) error {
	var own []string
	for _, raw := range urls {
		if u, err := url.Parse(raw); err == nil && sameSite(u.Hostname(), site) {
			own = append(own, raw)
		}
	}
	if len(own) == 0 {
		return nil
	}
	old, err := a.store.SiteShapes(ctx, site)
	if err != nil {
		return fmt.Errorf("app: learning the article shapes of %s: %w", site, err)
	}
	next := section.LearnShape(articleShape(old), own)
	before := map[string]store.ShapeCount{}
	for _, c := range old {
		before[c.Shape] = c
	}
	now := a.now()
	counts := make([]store.ShapeCount, 0, len(next.Patterns))
	for _, p := range next.Patterns {
		c := store.ShapeCount{Shape: p.Shape, Seen: p.Seen, LastSeen: before[p.Shape].LastSeen}
		if p.Seen != before[p.Shape].Seen {
			c.LastSeen = now
		}
		counts = append(counts, c)
	}
	if err := a.store.SaveSiteShapes(context.WithoutCancel(ctx), site, counts); err != nil {
		return fmt.Errorf("app: learning the article shapes of %s: %w", site, err)
	}
	return nil
}

// sameSite reports whether the host name host is site (a host name, as Source.Site holds it), with
// or without a leading "www.".
func sameSite(host, site string) bool {
	h := strings.TrimPrefix(strings.ToLower(host), "www.")
	return h == strings.TrimPrefix(strings.ToLower(site), "www.")
}

// freshURLs lists the addresses of what a refresh found.
func freshURLs(items []discovery.FreshItem) []string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		out = append(out, it.URL)
	}
	return out
}
