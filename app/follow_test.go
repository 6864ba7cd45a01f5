package app

import (
	"errors"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

func TestDiscoverThenFollow(t *testing.T) {
	tests := []struct {
		site        string
		wantOutcome string
		choose      func(f *Finding) []Candidate
		wantKinds   []string
		wantErr     error
	}{
		{site: "theverge", wantOutcome: "feed", wantKinds: []string{KindFeed}},
		{site: "techcrunch", wantOutcome: "feed", wantKinds: []string{KindFeed}},
		{site: "yomiuri", wantOutcome: "news-sitemap", wantKinds: []string{KindNewsSitemap}},
		{site: "asahi", wantOutcome: "news-sitemap", wantKinds: []string{KindNewsSitemap}},
		{
			site: "asahi", wantOutcome: "news-sitemap",
			choose:    func(f *Finding) []Candidate { return f.Sitemaps[:2] }, // two chosen desks
			wantKinds: []string{KindNewsSitemap, KindNewsSitemap},
		},
		{site: "reuters", wantOutcome: "refused", wantErr: ErrRefused},
		{site: "apnews", wantOutcome: "refused", wantErr: ErrRefused},
		{site: "nikkei", wantOutcome: "sections", wantErr: ErrNothingChosen},
		{
			site: "nikkei", wantOutcome: "sections",
			choose:    func(f *Finding) []Candidate { return f.Sections[:2] },
			wantKinds: []string{KindSection, KindSection},
		},
		{
			site: "theverge", wantOutcome: "feed",
			choose: func(f *Finding) []Candidate {
				return []Candidate{{Kind: KindSection, URL: f.Site + "tech/"}}
			},
			wantKinds: []string{KindSection},
		},
		{
			// A section robots.txt disallows (yomiuri: Disallow: /member/) is refused, with its
			// companion, rather than stored to be paused at its first refresh.
			site: "yomiuri", wantOutcome: "news-sitemap",
			choose: func(f *Finding) []Candidate {
				return []Candidate{{Kind: KindSection, URL: f.Site + "national/"}, {Kind: KindSection, URL: f.Site + "member/"}}
			},
			wantErr: ErrRefused,
		},
	}
	for _, tt := range tests {
		name := tt.site + " " + tt.wantOutcome
		if tt.choose != nil {
			name += " chosen"
		}
		t.Run(name, func(t *testing.T) {
			ctx := t.Context()
			site := sitetest.Start(t, tt.site)
			a := openTestApp(t, nil)
			var events int
			f, err := a.Discover(ctx, site.URL, func(RequestEvent) { events++ })
			if err != nil {
				t.Fatalf("Discover: %v", err)
			}
			if f.Outcome != tt.wantOutcome {
				t.Fatalf("got outcome %q (%s), want %q", f.Outcome, f.Message, tt.wantOutcome)
			}
			if events == 0 || events != len(f.Requests) {
				t.Errorf("got %d events and %d requests in the finding, want the same, more than 0", events, len(f.Requests))
			}
			if srcs, err := a.Sources(ctx); err != nil || len(srcs) != 0 {
				t.Fatalf("Discover wrote %d sources (%v), want none before Follow", len(srcs), err)
			}
			var chosen []Candidate
			if tt.choose != nil {
				chosen = tt.choose(f)
			}
			srcs, err := a.Follow(ctx, f, chosen)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Follow: got %v, want %v", err, tt.wantErr)
			}
			var kinds []string
			for _, s := range srcs {
				kinds = append(kinds, s.Kind)
			}
			if len(kinds) != len(tt.wantKinds) {
				t.Fatalf("followed %v, want %v", kinds, tt.wantKinds)
			}
			for i := range kinds {
				if kinds[i] != tt.wantKinds[i] {
					t.Errorf("source %d: got kind %s, want %s", i, kinds[i], tt.wantKinds[i])
				}
			}
			stored, err := a.Sources(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(stored) != len(tt.wantKinds) {
				t.Errorf("got %d sources stored, want %d", len(stored), len(tt.wantKinds))
			}
			if len(stored) > 0 {
				report, err := a.SiteReport(ctx, stored[0].Site)
				if err != nil {
					t.Fatal(err)
				}
				if len(report.Requests) != len(f.Requests) {
					t.Errorf("the site report lists %d requests, want the %d of the discovery", len(report.Requests), len(f.Requests))
				}
			}
		})
	}
}

func TestFollowBestFeedOnly(t *testing.T) {
	ctx := t.Context()
	a := openTestApp(t, nil)
	f := &Finding{Site: "https://blog.example/", Outcome: "feed", Feeds: []Candidate{
		{Kind: KindFeed, URL: "https://blog.example/comments/feed/", Title: "Comments for the blog"},
		{Kind: KindFeed, URL: "https://blog.example/feed/", Title: "The blog"},
	}}
	srcs, err := a.Follow(ctx, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(srcs) != 1 || srcs[0].URL != "https://blog.example/feed/" {
		t.Fatalf("followed %+v, want only the articles feed", srcs)
	}
	again, err := a.Follow(ctx, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 1 || again[0].ID != srcs[0].ID {
		t.Errorf("following again gave %+v, want the same source %d", again, srcs[0].ID)
	}
	all, _ := a.Sources(ctx)
	if len(all) != 1 {
		t.Errorf("got %d sources, want 1", len(all))
	}
}

func TestRefreshFixtureSites(t *testing.T) {
	tests := []struct {
		site string
		min  int // headlines at least
	}{
		{"theverge", 1},
		{"yomiuri", 1},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			ctx := t.Context()
			site := sitetest.Start(t, tt.site)
			a := openTestApp(t, nil)
			f, err := a.Discover(ctx, site.URL, nil)
			if err != nil {
				t.Fatal(err)
			}
			srcs, err := a.Follow(ctx, f, nil)
			if err != nil {
				t.Fatal(err)
			}
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := resultOf(t, results, srcs[0].ID)
			if r.Status != StatusOK || r.New < tt.min {
				t.Errorf("got %+v, want ok with at least %d new", r, tt.min)
			}
			hs, err := a.Headlines(ctx, HeadlineQuery{Unread: true, Limit: 1000})
			if err != nil {
				t.Fatal(err)
			}
			if len(hs) != r.New {
				t.Errorf("got %d unread headlines, want %d", len(hs), r.New)
			}
			if _, err := a.MarkAllRead(ctx, HeadlineQuery{SourceID: srcs[0].ID}); err != nil {
				t.Fatal(err)
			}
			if hs, _ := a.Headlines(ctx, HeadlineQuery{Unread: true}); len(hs) != 0 {
				t.Errorf("got %d unread after marking all read, want 0", len(hs))
			}
		})
	}
}
