package store

import (
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestSources(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	in := []Source{
		{Kind: KindFeed, URL: "https://b.test/feed", Site: "b.test", Title: "B feed", Interval: 30 * time.Minute},
		{Kind: KindSection, URL: "https://a.test/world/", Site: "a.test", Title: "World"},
		{Kind: KindSection, URL: "https://a.test/arts/", Site: "a.test", Title: "Arts"},
	}
	got, err := s.AddSources(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(in) {
		t.Fatalf("AddSources returned %d sources, want %d", len(got), len(in))
	}
	for i, src := range got {
		if src.ID == 0 || src.URL != in[i].URL || src.State != StateActive || src.Created.IsZero() {
			t.Errorf("added source %d = %+v, want an ID, URL %s, state active and a creation time", i, src, in[i].URL)
		}
	}
	// Adding again returns the stored ones, in the order asked, and a new one beside them.
	again, err := s.AddSources(ctx, []Source{
		{Kind: KindSection, URL: "https://a.test/arts/", Site: "a.test", Title: "Other title"},
		{Kind: KindFeed, URL: "https://a.test/arts/", Site: "a.test", Title: "Arts feed"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := again[0].ID, got[2].ID; got != want {
		t.Errorf("re-added source ID = %d, want %d", got, want)
	}
	if got, want := again[0].Title, "Arts"; got != want {
		t.Errorf("re-added source title = %q, want %q (kept as is)", got, want)
	}
	if again[1].ID == got[2].ID {
		t.Errorf("same URL with another kind got the same ID %d, want a new source", again[1].ID)
	}

	all, err := s.Sources(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, src := range all {
		order = append(order, src.Title)
	}
	if got, want := order, []string{"Arts", "Arts feed", "World", "B feed"}; len(got) != len(want) ||
		got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("Sources order = %q, want %q", got, want)
	}

	bad := []struct {
		name string
		src  Source
	}{
		{"unknown kind", Source{Kind: "podcast", URL: "https://a.test/p"}},
		{"no URL", Source{Kind: KindFeed}},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := s.AddSources(ctx, []Source{{Kind: KindFeed, URL: "https://c.test/ok"}, tt.src}); err == nil {
				t.Errorf("AddSources(%+v) = nil error, want one", tt.src)
			}
			if _, err := s.AddSources(ctx, nil); err != nil {
				t.Fatal(err)
			}
			n, _ := s.Sources(ctx)
			if len(n) != 4 {
				t.Errorf("sources after a refused add = %d, want 4 (nothing written)", len(n))
			}
		})
	}
	if _, err := s.Source(ctx, 999); !errors.Is(err, ErrNotFound) {
		t.Errorf("Source(999) error = %v, want ErrNotFound", err)
	}
}

func TestUpdateAndDueSources(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	srcs, err := s.AddSources(ctx, []Source{
		{Kind: KindFeed, URL: "https://a.test/due", Site: "a.test", NextDue: now.Add(-time.Minute)},
		{Kind: KindFeed, URL: "https://a.test/later", Site: "a.test", NextDue: now.Add(time.Minute)},
		{Kind: KindFeed, URL: "https://a.test/paused", Site: "a.test", NextDue: now.Add(-time.Hour), State: StatePaused, Reason: "robots"},
		{Kind: KindFeed, URL: "https://a.test/waiting", Site: "a.test", NextDue: now.Add(-time.Hour), RetryUntil: now.Add(time.Hour)},
		{Kind: KindFeed, URL: "https://a.test/new", Site: "a.test"},
	})
	if err != nil {
		t.Fatal(err)
	}
	due, err := s.DueSources(ctx, now)
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for _, src := range due {
		urls = append(urls, src.URL)
	}
	if got, want := len(urls), 2; got != want || urls[0] != "https://a.test/new" || urls[1] != "https://a.test/due" {
		t.Errorf("DueSources = %q, want [https://a.test/new https://a.test/due]", urls)
	}

	upd := srcs[0]
	upd.Title = "Renamed"
	upd.Interval = 45 * time.Minute
	upd.ETag = `"abc"`
	upd.LastModified = "Sun, 01 Mar 2026 11:00:00 GMT"
	upd.NextDue = now.Add(45 * time.Minute)
	upd.Failures = 2
	upd.LastStatus = 503
	upd.LastError = "server busy"
	upd.State = StatePaused
	upd.Reason = "http-403: the site answered 403 Forbidden"
	upd.RetryUntil = now.Add(2 * time.Hour)
	upd.SitemapLastMod = now.Add(-time.Hour)
	upd.LastRefreshed = now
	upd.URL = "https://elsewhere.test/" // not changed by UpdateSource
	if err := s.UpdateSource(ctx, upd); err != nil {
		t.Fatal(err)
	}
	got, err := s.Source(ctx, upd.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := upd
	want.URL = srcs[0].URL
	if got.Title != want.Title || got.Interval != want.Interval || got.ETag != want.ETag ||
		got.LastModified != want.LastModified || !got.NextDue.Equal(want.NextDue) || got.Failures != want.Failures ||
		got.LastStatus != want.LastStatus || got.LastError != want.LastError || got.State != want.State ||
		got.Reason != want.Reason || !got.RetryUntil.Equal(want.RetryUntil) ||
		!got.SitemapLastMod.Equal(want.SitemapLastMod) || !got.LastRefreshed.Equal(want.LastRefreshed) ||
		got.URL != want.URL || !got.Created.Equal(srcs[0].Created) {
		t.Errorf("after UpdateSource:\n got %+v\nwant %+v", got, want)
	}
	if err := s.UpdateSource(ctx, Source{ID: 999}); !errors.Is(err, ErrNotFound) {
		t.Errorf("UpdateSource(999) error = %v, want ErrNotFound", err)
	}
}

// TestSourceReason checks that a source keeps the reason it is paused, gone or failing, whatever its
// state: an active source whose refreshes fail has a reason too.
func TestSourceReason(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	tests := []struct {
		name, state, reason string
	}{
		{"paused", StatePaused, "The site refused (403 Forbidden)."},
		{"gone", StateGone, "The page is gone (410 Gone)."},
		{"failing", StateActive, "The site did not answer in time."},
		{"fine", StateActive, ""},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			added, err := s.AddSources(ctx, []Source{{Kind: KindFeed, URL: fmt.Sprintf("https://a.test/%d", i), Site: "a.test"}})
			if err != nil {
				t.Fatal(err)
			}
			src := added[0]
			src.State, src.Reason = tt.state, tt.reason
			if err := s.UpdateSource(ctx, src); err != nil {
				t.Fatal(err)
			}
			got, err := s.Source(ctx, src.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.State != tt.state || got.Reason != tt.reason {
				t.Errorf("got state %q reason %q, want %q %q", got.State, got.Reason, tt.state, tt.reason)
			}
		})
	}
}

func TestSourceTypedKept(t *testing.T) {
	s := openTemp(t)
	srcs, err := s.AddSources(t.Context(), []Source{
		{Kind: KindFeed, URL: "http://127.0.0.1:9090/feed", Site: "127.0.0.1", Typed: "http://127.0.0.1:9090/"},
		{Kind: KindFeed, URL: "https://example.test/feed", Site: "example.test"},
	})
	if err != nil {
		t.Fatal(err)
	}
	srcs[0].Title = "renamed"
	if err := s.UpdateSource(t.Context(), srcs[0]); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"http://127.0.0.1:9090/", ""} {
		got, err := s.Source(t.Context(), srcs[i].ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Typed != want {
			t.Errorf("source %d: Typed = %q, want %q", i, got.Typed, want)
		}
	}
}

// TestTypedMigration checks what sources followed before the typed address was kept are given: their
// own address when they are on their site's host, else their site's host alone.
func TestTypedMigration(t *testing.T) {
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	before := 0
	for _, m := range ms {
		if strings.HasSuffix(m.name, "_typed.sql") {
			before = m.version - 1
		}
	}
	if before == 0 {
		t.Fatal("no migration adds the typed address")
	}
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	writeAtVersion(t, path, before)
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	rows := []struct{ url, site, want string }{
		{"http://127.0.0.1:9090/feed", "127.0.0.1", "http://127.0.0.1:9090/feed"},
		{"https://www.paper.test/rss", "www.paper.test", "https://www.paper.test/rss"},
		{"http://127.0.0.1:9090/planted", "www.paper.test", "https://www.paper.test/"},
		{"https://www.paper.test.evil.test/rss", "www.paper.test", "https://www.paper.test/"},
	}
	for _, r := range rows {
		if _, err := db.Exec(`INSERT INTO sources (kind, url, site) VALUES ('feed', ?, ?)`, r.url, r.site); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	srcs, err := s.Sources(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, src := range srcs {
		got[src.URL] = src.Typed
	}
	for _, r := range rows {
		if got[r.url] != r.want {
			t.Errorf("%s on %s: typed = %q, want %q", r.url, r.site, got[r.url], r.want)
		}
	}
}
