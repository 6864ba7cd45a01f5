package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/store"
)

// Follow stores the chosen candidates of a finding as sources and returns them. Follow is the
// person's confirmation: nothing of a finding is written before it. With nothing chosen it follows
// the best of the finding: its best feed (not the comments feed too), or its news sitemap, or its
// article sitemap. Sections must be chosen; a chosen section is followed even when the site also has a
// feed. A candidate already followed is returned as it is, not added twice.
func (a *App) Follow(ctx context.Context, f *Finding, chosen []Candidate) ([]Source, error) {
	if f == nil {
		return nil, errors.New("app: follow: no finding")
	}
	if f.Outcome == "refused" {
		return nil, fmt.Errorf("%w: %s", ErrRefused, RefusalWords(f))
	}
	if len(chosen) == 0 {
		chosen = best(f)
	}
	if len(chosen) == 0 {
		return nil, fmt.Errorf("%w: %s offers %s", ErrNothingChosen, f.Site, outcomeWords(f.Outcome))
	}
	settings, err := a.Settings(ctx)
	if err != nil {
		return nil, err
	}
	site := hostOf(f.Site)
	// The address typed is kept with each source: its refreshes reach a private address only there.
	typed := f.typed
	if typed == "" {
		typed = f.Site
	}
	now := a.now()
	var (
		adds       []store.Source
		sections   int
		seenInCall = map[string]bool{}
	)
	for _, c := range chosen {
		kind, ok := storeKind(c.Kind)
		if !ok {
			return nil, fmt.Errorf("app: follow: unknown kind %q of %s", c.Kind, c.URL)
		}
		u := page.CanonicalURL(c.URL)
		if u == "" {
			return nil, fmt.Errorf("app: follow: %q is not a web address", c.URL)
		}
		if seenInCall[u] {
			continue
		}
		seenInCall[u] = true
		if c.Kind == KindSection {
			sections++
		}
		src := newSource(kind, u, site, c.Title, settings.Interval, now)
		src.Typed = typed
		adds = append(adds, src)
	}
	if err := a.checkReachable(ctx, typed, adds); err != nil {
		return nil, err
	}
	if err := a.checkRobots(ctx, typed, adds); err != nil {
		return nil, err
	}
	got, _, err := a.addSources(ctx, adds)
	if err != nil {
		return nil, err
	}
	// The requests of the discovery count toward what the site costs, now that it is followed.
	if len(f.Requests) > 0 && !f.logged {
		reqs := make([]store.Request, 0, len(f.Requests))
		for _, r := range f.Requests {
			reqs = append(reqs, store.Request{Site: site, Time: r.Time, Step: r.Step, URL: r.URL, Status: r.Status,
				Bytes: r.Bytes, Duration: r.Duration, Err: r.Err})
		}
		if err := a.store.LogRequests(ctx, reqs); err != nil {
			return nil, fmt.Errorf("app: follow: %w", err)
		}
		f.logged = true
	}
	if err := a.learnShape(ctx, site, f.articleURLs); err != nil {
		return nil, fmt.Errorf("app: follow: %w", err)
	}
	if sections > 0 && f.sectionSitemap != "" {
		if err := a.store.SetSetting(ctx, sectionSitemapKey(site), f.sectionSitemap); err != nil {
			return nil, fmt.Errorf("app: follow: %w", err)
		}
	}
	out := make([]Source, 0, len(got))
	for _, s := range got {
		out = append(out, a.source(s))
	}
	return out, nil
}

// newSource is a source about to be followed at address u: active, due now, and titled after its
// address when title is empty.
func newSource(kind store.SourceKind, u, site, title string, interval time.Duration, now time.Time) store.Source {
	if title == "" {
		title = discovery.TitleFromURL(u)
	}
	return store.Source{
		Kind:     kind,
		URL:      u,
		Site:     site,
		Title:    title,
		Interval: interval,
		NextDue:  now,
		State:    store.StateActive,
		Created:  now,
	}
}

// addSources stores the sources not yet followed and returns every one of them as stored, old and new,
// in the order given, and how many were new.
func (a *App) addSources(ctx context.Context, adds []store.Source) ([]store.Source, int, error) {
	existing, err := a.store.Sources(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("app: %w", err)
	}
	byURL := map[string]store.Source{}
	for _, s := range existing {
		byURL[s.URL] = s
	}
	var fresh []store.Source
	for _, s := range adds {
		if _, ok := byURL[s.URL]; !ok {
			fresh = append(fresh, s)
			byURL[s.URL] = s
		}
	}
	if len(fresh) > 0 {
		added, err := a.store.AddSources(ctx, fresh)
		if err != nil {
			return nil, 0, fmt.Errorf("app: following: %w", err)
		}
		for _, s := range added {
			byURL[s.URL] = s
		}
	}
	out := make([]store.Source, 0, len(adds))
	for _, s := range adds {
		out = append(out, byURL[s.URL])
	}
	return out, len(fresh), nil
}

// checkReachable refuses sources Broadsheet could never refresh from what the person typed: an
// address with a user name or password, or one at a loopback or private address on another host than
// the one typed (a public site may announce a feed at 127.0.0.1; following it would read there at
// every refresh). Nothing is sent; names are looked up.
func (a *App) checkReachable(ctx context.Context, typed string, adds []store.Source) error {
	job := a.client.NewJob(fetch.JobOptions{Typed: typed})
	for _, s := range adds {
		if err := job.Reachable(ctx, s.URL); err != nil {
			return fmt.Errorf("app: follow: %w; nothing was followed", err)
		}
	}
	return nil
}

// checkRobots refuses section pages that robots.txt does not let Broadsheet read: a person may name
// any page of a site, and following one Broadsheet may never fetch would only store a refusal. The
// site's robots.txt was read by the discovery just made, so the check normally sends nothing.
// Feeds and sitemaps are not checked here: discovery found them, and a feed on another host is
// trusted without a request, as announced.
func (a *App) checkRobots(ctx context.Context, site string, adds []store.Source) error {
	var job *fetch.Job
	for _, s := range adds {
		if string(s.Kind) != KindSection {
			continue
		}
		if job == nil {
			job = a.client.NewJob(fetch.JobOptions{Budget: 2, Typed: site, OnEvent: a.pauses.Note})
		}
		rules, err := job.Robots(ctx, s.URL)
		if err != nil {
			return fmt.Errorf("app: follow: reading robots.txt for %s: %w", s.URL, err)
		}
		if d := rules.Test(fetch.ProductToken, s.URL); !d.Allowed {
			why := fmt.Sprintf("robots.txt of %s does not allow Broadsheet to read %s", hostOf(s.URL), s.URL)
			if d.Rule != "" {
				why += fmt.Sprintf(" (%s)", d.Rule)
			}
			return fmt.Errorf("%w: %s; nothing was followed", ErrRefused, why)
		}
	}
	return nil
}

// outcomeWords names what a finding offers, for a person.
func outcomeWords(outcome string) string {
	switch outcome {
	case "sections":
		return "section pages to choose from"
	case "nothing":
		return "nothing to follow"
	}
	return outcome
}

// sectionSitemapKey names the setting that remembers a site's sitemap of section pages.
func sectionSitemapKey(site string) string { return "section-sitemap:" + site }

// ErrRefused is returned by Follow when the site said no to what was found: nothing is followed.
var ErrRefused = errors.New("app: the site refused")

// ErrNothingChosen is returned by Follow when the finding offers only sections to pick from and none
// were chosen.
var ErrNothingChosen = errors.New("app: nothing chosen to follow")

// best is what Follow takes when the person chose nothing: the best feed (never a comments feed
// besides it) or the news sitemap, or else the article sitemap.
func best(f *Finding) []Candidate {
	switch f.Outcome {
	case "feed":
		for _, c := range f.Feeds {
			if !isCommentsFeed(c) {
				return []Candidate{c}
			}
		}
		if len(f.Feeds) > 0 {
			return f.Feeds[:1]
		}
	case "news-sitemap", "article-sitemap":
		if len(f.Sitemaps) > 0 {
			return f.Sitemaps[:1]
		}
	}
	return nil
}

// isCommentsFeed reports whether a feed carries a site's comments rather than its articles.
func isCommentsFeed(c Candidate) bool {
	u := strings.ToLower(c.URL)
	t := strings.ToLower(c.Title)
	return strings.Contains(u, "/comments/") || strings.Contains(u, "comments/feed") ||
		strings.Contains(t, "comments")
}
