package app

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// follow follows the candidates of a made-up finding on site and fails the test on error.
func follow(t *testing.T, a *App, site *testSite, outcome string, cands ...Candidate) []Source {
	t.Helper()
	f := &Finding{Site: site.url("/"), Outcome: outcome}
	for _, c := range cands {
		switch c.Kind {
		case KindFeed:
			f.Feeds = append(f.Feeds, c)
		case KindSection:
			f.Sections = append(f.Sections, c)
		default:
			f.Sitemaps = append(f.Sitemaps, c)
		}
	}
	var chosen []Candidate
	if outcome == "sections" {
		chosen = f.Sections
	}
	srcs, err := a.Follow(t.Context(), f, chosen)
	if err != nil {
		t.Fatalf("Follow: %v", err)
	}
	return srcs
}

// resultOf returns the result of one source among results.
func resultOf(t *testing.T, results []RefreshResult, id int64) RefreshResult {
	t.Helper()
	for _, r := range results {
		if r.SourceID == id {
			return r
		}
	}
	t.Fatalf("no result for source %d in %+v", id, results)
	return RefreshResult{}
}

func TestRefreshFeedIsConditional(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	site.set("/feed.xml", withETag(`"v1"`, "application/rss+xml", rss(site.url("/a/one-story-here"), site.url("/a/two-story-here?utm_source=x"), site.url("/a/three-story-here#top"))))
	a := openTestApp(t, nil)
	srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml"), Title: "Test feed"})

	steps := []struct {
		name       string
		wantStatus string
		wantNew    int
	}{
		{"first refresh reads every item", StatusOK, 3},
		{"second refresh gets a 304 and parses nothing", StatusNotModified, 0},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatalf("RefreshAll: %v", err)
			}
			r := resultOf(t, results, srcs[0].ID)
			if r.Status != step.wantStatus || r.New != step.wantNew {
				t.Errorf("got %s with %d new, want %s with %d new (%s)", r.Status, r.New, step.wantStatus, step.wantNew, r.Err)
			}
		})
	}
	if got := site.log()[len(site.log())-1].IfNoneMatch; got != `"v1"` {
		t.Errorf("second request sent If-None-Match %q, want %q", got, `"v1"`)
	}
	hs, err := a.Headlines(ctx, HeadlineQuery{})
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for _, h := range hs {
		urls = append(urls, h.URL)
	}
	sort.Strings(urls)
	want := []string{site.url("/a/one-story-here"), site.url("/a/three-story-here"), site.url("/a/two-story-here")}
	if len(urls) != len(want) {
		t.Fatalf("got headlines %q, want %q", urls, want)
	}
	for i := range want {
		if urls[i] != want[i] {
			t.Errorf("headline %d: got %q, want %q (canonical)", i, urls[i], want[i])
		}
	}
	report, err := a.SiteReport(ctx, srcs[0].Site)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(report.Requests), len(site.log()); got != want {
		t.Errorf("site report lists %d requests, the site received %d", got, want)
	}
}

func TestRefreshNewsSitemap(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	site.set("/news.xml", withETag(`"n1"`, "application/xml", newsSitemap(site.url("/2026/11/20/first-news-story"), site.url("/2026/11/20/second-news-story"))))
	a := openTestApp(t, nil)
	srcs := follow(t, a, site, "news-sitemap", Candidate{Kind: KindNewsSitemap, URL: site.url("/news.xml")})
	results, err := a.RefreshAll(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := resultOf(t, results, srcs[0].ID); r.New != 2 {
		t.Fatalf("got %d new, want 2 (%+v)", r.New, r)
	}
	hs, err := a.Headlines(ctx, HeadlineQuery{SourceID: srcs[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, h := range hs {
		got[h.Title] = true
		if h.Published.IsZero() {
			t.Errorf("%s: no publication date, want news:publication_date", h.URL)
		}
	}
	for _, want := range []string{"News 0", "News 1"} {
		if !got[want] {
			t.Errorf("missing headline titled %q (news:title); got %v", want, got)
		}
	}
}

func TestRefreshOutcomes(t *testing.T) {
	ctx := t.Context()
	tests := []struct {
		name       string
		answer     http.HandlerFunc
		wantStatus string // of the refresh and of the source after it
		wantRetry  bool   // the next RefreshAll leaves the source alone
		robots     http.HandlerFunc
		wantReason string // how the source's reason begins
	}{
		{"401 pauses", status(http.StatusUnauthorized), StatusPaused, true, nil, "The site asks for a login (401 Unauthorized)."},
		{"403 pauses", status(http.StatusForbidden), StatusPaused, true, nil, "The site refused (403 Forbidden)."},
		{"410 is gone", status(http.StatusGone), StatusGone, true, nil, "The page is gone (410)."},
		{"429 with Retry-After seconds backs off", status(http.StatusTooManyRequests, "Retry-After", "120"), StatusFailing, true, nil, "The site asked Broadsheet to slow down (429 Too Many Requests, checked "},
		{"503 with Retry-After date backs off", status(http.StatusServiceUnavailable, "Retry-After", time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)), StatusFailing, true, nil, "The site had a problem (503 Service Unavailable, checked "},
		{"500 backs off", status(http.StatusInternalServerError), StatusFailing, true, nil, "The site had a problem (500 Internal Server Error, checked "},
		{"not a feed fails", text("hello"), StatusFailing, true, nil, "The feed could not be read (checked "},
		// A robots.txt that cannot be had disallows everything for now, but the site did not refuse
		// Broadsheet: the source fails and backs off rather than being paused by robots.txt.
		{"robots.txt answering 503 backs off", text("hello"), StatusFailing, true, status(http.StatusServiceUnavailable), "The site's robots.txt could not be read"},
		{"robots.txt unreachable backs off", text("hello"), StatusFailing, true, dropConnection, "The site's robots.txt could not be read"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site := newTestSite(t)
			site.set("/feed.xml", tt.answer)
			if tt.robots != nil {
				site.set("/robots.txt", tt.robots)
			}
			a := openTestApp(t, nil)
			srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r := resultOf(t, results, srcs[0].ID); r.Status != tt.wantStatus {
				t.Errorf("refresh: got %s, want %s (%s)", r.Status, tt.wantStatus, r.Err)
			}
			src, err := a.Source(ctx, srcs[0].ID)
			if err != nil {
				t.Fatal(err)
			}
			if src.Status != tt.wantStatus || !strings.HasPrefix(src.Reason, tt.wantReason) {
				t.Errorf("source: got %s (%q), want %s with a reason beginning %q", src.Status, src.Reason, tt.wantStatus, tt.wantReason)
			}
			if src.Err == "" {
				t.Errorf("source: no technical error beside the reason %q", src.Reason)
			}
			before := site.count("/feed.xml")
			if _, err := a.RefreshAll(ctx, nil); err != nil {
				t.Fatal(err)
			}
			if got := site.count("/feed.xml") - before; tt.wantRetry && got != 0 {
				t.Errorf("refresh now asked the source %d more times, want 0 while it waits", got)
			}
		})
	}
}

// dropConnection closes the connection without an answer, as a site that went down would.
func dropConnection(w http.ResponseWriter, r *http.Request) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			conn.Close()
		}
	}
}

func TestRetryAfterSetsNextDue(t *testing.T) {
	ctx := t.Context()
	clk := newClock()
	site := newTestSite(t)
	site.set("/feed.xml", status(http.StatusTooManyRequests, "Retry-After", "7200"))
	a := openTestApp(t, clk.now)
	srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	if _, err := a.RefreshAll(ctx, nil); err != nil {
		t.Fatal(err)
	}
	src, err := a.store.Source(ctx, srcs[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := clk.now().Add(2 * time.Hour); !src.RetryUntil.Equal(want) || src.NextDue.Before(want) {
		t.Errorf("got retry until %v and next due %v, want both at or after %v", src.RetryUntil, src.NextDue, want)
	}
	clk.advance(2*time.Hour + time.Second)
	site.set("/feed.xml", withETag(`"x"`, "application/rss+xml", rss(site.url("/a/back-again-story"))))
	results, err := a.RefreshAll(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := resultOf(t, results, srcs[0].ID); r.Status != StatusOK || r.New != 1 {
		t.Errorf("after the wait: got %+v, want ok with 1 new", r)
	}
}

func TestBackoffDoubles(t *testing.T) {
	tests := []struct {
		failures int
		want     time.Duration
	}{
		{1, 5 * time.Minute},
		{2, 10 * time.Minute},
		{3, 20 * time.Minute},
		{10, 24 * time.Hour},
		{100, 24 * time.Hour},
	}
	for _, tt := range tests {
		if got := backoff(tt.failures); got != tt.want {
			t.Errorf("backoff(%d): got %v, want %v", tt.failures, got, tt.want)
		}
	}
}

func TestRobotsPausesAndResumes(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	noCache := func(body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-cache")
			text(body)(w, r)
		}
	}
	site.set("/robots.txt", noCache("User-agent: broadsheet\nDisallow: /feed.xml\n"))
	site.set("/feed.xml", withETag(`"r"`, "application/rss+xml", rss(site.url("/a/allowed-again-story"))))
	a := openTestApp(t, nil)
	srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})

	steps := []struct {
		name   string
		robots string
		want   string
	}{
		{"disallowed: paused, nothing sent", "User-agent: broadsheet\nDisallow: /feed.xml\n", StatusPaused},
		{"still disallowed: still paused", "User-agent: broadsheet\nDisallow: /feed.xml\n", StatusPaused},
		{"allowed again: resumes", "User-agent: broadsheet\nAllow: /\n", StatusOK},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			site.set("/robots.txt", noCache(step.robots))
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := resultOf(t, results, srcs[0].ID)
			if r.Status != step.want {
				t.Errorf("got %s, want %s (%s)", r.Status, step.want, r.Err)
			}
		})
	}
	if got := site.count("/feed.xml"); got != 1 {
		t.Errorf("the feed was requested %d times, want 1 (only once allowed)", got)
	}
}

func TestSameHostRequestsArePaced(t *testing.T) {
	ctx := t.Context()
	const pause = 150 * time.Millisecond
	var sites []*testSite
	a, err := Open(ctx, Config{DBPath: t.TempDir() + "/b.db", Pause: pause})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	for range 3 {
		s := newTestSite(t)
		sites = append(sites, s)
		var cands []Candidate
		for j := range 4 {
			p := "/feed" + string(rune('a'+j)) + ".xml"
			s.set(p, withETag(`"e"`, "application/rss+xml", rss(s.url(p+"/some-story-here"))))
			cands = append(cands, Candidate{Kind: KindFeed, URL: s.url(p)})
		}
		f := &Finding{Site: s.url("/"), Outcome: "feed", Feeds: cands}
		if _, err := a.Follow(ctx, f, cands); err != nil {
			t.Fatal(err)
		}
	}
	results, err := a.RefreshAll(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != 12 {
		t.Fatalf("got %d results, want 12", len(results))
	}
	for i, s := range sites {
		log := s.log()
		if len(log) != 5 {
			t.Errorf("site %d received %d requests, want 5 (robots.txt and 4 feeds)", i, len(log))
		}
		for j := 1; j < len(log); j++ {
			if gap := log[j].At.Sub(log[j-1].At); gap < pause {
				t.Errorf("site %d: requests %d and %d were %v apart, want at least %v", i, j-1, j, gap, pause)
			}
		}
	}
}

func TestNextDueSpreadsASite(t *testing.T) {
	const iv = 30 * time.Minute
	now := time.Date(2026, 11, 29, 12, 7, 13, 0, time.UTC)
	tests := []struct {
		name  string
		phase time.Duration
	}{
		{"phase zero", 0},
		{"phase a third", iv / 3},
		{"phase just under the interval", iv - time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := nextDue(now, iv, tt.phase)
			if got.Before(now.Add(iv/2)) || !got.Before(now.Add(iv/2+iv)) {
				t.Errorf("got %v, want within [%v, %v)", got, now.Add(iv/2), now.Add(iv/2+iv))
			}
			if p := time.Duration(got.UnixNano() % int64(iv)); p != tt.phase {
				t.Errorf("got phase %v, want %v", p, tt.phase)
			}
			if again := nextDue(got, iv, tt.phase); again.Sub(got) != iv {
				t.Errorf("on the grid, the next refresh is %v later, want %v", again.Sub(got), iv)
			}
		})
	}
}

func TestOpenRefusesForeignFile(t *testing.T) {
	path := t.TempDir() + "/notes.txt"
	if err := os.WriteFile(path, []byte("these are my notes, not a database\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Open(t.Context(), Config{DBPath: path})
	if !errors.Is(err, ErrNotOurs) {
		t.Fatalf("got %v, want ErrNotOurs", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "these are my notes, not a database\n" {
		t.Errorf("the file was changed to %q", got)
	}
}

// TestRobotsPausedSourceRecheckedOnReopen checks that a source paused by robots.txt is checked
// against the current file on "refresh now", even when the saved copy says it may be kept a day, as
// each run of the command line opens the database afresh.
func TestRobotsPausedSourceRecheckedOnReopen(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	site.set("/robots.txt", text("User-agent: *\nDisallow: /feed.xml\n"))
	site.set("/feed.xml", withETag(`"r"`, "application/rss+xml", rss(site.url("/a/allowed-again-story"))))
	db := filepath.Join(t.TempDir(), "b.db")
	var id int64

	steps := []struct {
		name   string
		robots string
		want   string
	}{
		{"disallowed", "User-agent: *\nDisallow: /feed.xml\n", StatusPaused},
		{"allowed again, next run", "User-agent: *\nAllow: /\n", StatusOK},
	}
	for i, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			site.set("/robots.txt", text(step.robots))
			a, err := Open(ctx, Config{DBPath: db, Pause: -1})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			if i == 0 {
				id = follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})[0].ID
			}
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r := resultOf(t, results, id); r.Status != step.want {
				t.Errorf("got %s, want %s (%s)", r.Status, step.want, r.Err)
			}
		})
	}
	if got := site.count("/robots.txt"); got != 2 {
		t.Errorf("robots.txt was fetched %d times, want 2 (once per run)", got)
	}
}

func TestPauseHoldsAcrossProcesses(t *testing.T) {
	// Each App stands for one process of the command line (add, then refresh, then refresh again):
	// they share only the database, whose request log carries the pause from one to the next, and a
	// command that logs nothing waits out the pause before it exits.
	ctx := t.Context()
	const pause = 150 * time.Millisecond
	db := filepath.Join(t.TempDir(), "b.db")
	site := newTestSite(t)
	site.set("/", text(`<html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head></html>`))
	site.set("/feed.xml", withETag(`"e"`, "application/rss+xml", rss(site.url("/2026/11/29/a-story-of-some-length"))))
	steps := []struct {
		name string
		do   func(a *App) error
	}{
		{"add that follows nothing", func(a *App) error { _, err := a.Discover(ctx, site.url("/"), nil); return err }},
		{"add", func(a *App) error {
			f, err := a.Discover(ctx, site.url("/"), nil)
			if err != nil {
				return err
			}
			_, err = a.Follow(ctx, f, nil)
			return err
		}},
		{"refresh", func(a *App) error { _, err := a.RefreshAll(ctx, nil); return err }},
		{"refresh again", func(a *App) error { _, err := a.RefreshAll(ctx, nil); return err }},
		{"add again", func(a *App) error { _, err := a.Discover(ctx, site.url("/"), nil); return err }},
	}
	for _, st := range steps {
		a, err := Open(ctx, Config{DBPath: db, Pause: pause})
		if err != nil {
			t.Fatal(err)
		}
		err = st.do(a)
		a.WaitOutPause(ctx) // as every command that sends requests does before it exits
		a.Close()
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
	}
	log := site.log()
	if len(log) < 6 {
		t.Fatalf("the site received %d requests, want at least 6 (robots.txt, homepage twice, feed twice, homepage)", len(log))
	}
	for j := 1; j < len(log); j++ {
		if gap := log[j].At.Sub(log[j-1].At); gap < pause {
			t.Errorf("requests %d (%s) and %d (%s) were %v apart, want at least %v", j-1, log[j-1].Path, j, log[j].Path, gap, pause)
		}
	}
}

// TestPauseReadFromTheRequestLog checks the other half of TestPauseHoldsAcrossProcesses: a process
// that ended without waiting out the pause (killed, say) left its requests in the log, and the next
// process's first request to that host still keeps the pause after them.
func TestPauseReadFromTheRequestLog(t *testing.T) {
	ctx := t.Context()
	const pause = 300 * time.Millisecond
	db := filepath.Join(t.TempDir(), "b.db")
	site := newTestSite(t)
	site.set("/feed.xml", withETag(`"e"`, "application/rss+xml", rss(site.url("/2026/11/29/a-story-of-some-length"))))
	for i := range 2 {
		a, err := Open(ctx, Config{DBPath: db, Pause: pause})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
		}
		_, err = a.RefreshAll(ctx, nil)
		a.Close() // no WaitOutPause: as if the process had been killed
		if err != nil {
			t.Fatal(err)
		}
	}
	log := site.log()
	for j := 1; j < len(log); j++ {
		if gap := log[j].At.Sub(log[j-1].At); gap < pause {
			t.Errorf("requests %d (%s) and %d (%s) were %v apart, want at least %v", j-1, log[j-1].Path, j, log[j].Path, gap, pause)
		}
	}
}

func TestRefreshSources(t *testing.T) {
	ctx := t.Context()
	one, two := newTestSite(t), newTestSite(t)
	for _, s := range []*testSite{one, two} {
		s.set("/feed.xml", withETag(`"v"`, "application/rss+xml", rss(s.url("/a/first-story-here"), s.url("/a/second-story-here"))))
	}
	a := openTestApp(t, nil)
	first := follow(t, a, one, "feed", Candidate{Kind: KindFeed, URL: one.url("/feed.xml")})
	follow(t, a, two, "feed", Candidate{Kind: KindFeed, URL: two.url("/feed.xml")})

	tests := []struct {
		name        string
		ids         []int64
		wantErr     error
		wantResults int
		wantOne     int // requests of /feed.xml on each site so far
		wantTwo     int
	}{
		{"unknown source changes nothing", []int64{first[0].ID, 999}, ErrUnknownSource, 0, 0, 0},
		{"only the named source", []int64{first[0].ID, first[0].ID}, nil, 1, 1, 0},
		{"nothing named, nothing sent", nil, nil, 0, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var progress []RefreshProgress
			results, err := a.RefreshSources(ctx, tt.ids, func(p RefreshProgress) { progress = append(progress, p) })
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if got := len(results); got != tt.wantResults {
				t.Errorf("results = %d, want %d: %+v", got, tt.wantResults, results)
			}
			if got := len(progress); got != tt.wantResults {
				t.Errorf("progress reports = %d, want %d", got, tt.wantResults)
			}
			for _, r := range results {
				if r.SourceID != first[0].ID || r.Status != StatusOK || r.New != 2 {
					t.Errorf("result = %+v, want source %d ok with 2 new", r, first[0].ID)
				}
			}
			if got, want := one.count("/feed.xml"), tt.wantOne; got != want {
				t.Errorf("first site's feed requested %d times, want %d", got, want)
			}
			if got, want := two.count("/feed.xml"), tt.wantTwo; got != want {
				t.Errorf("second site's feed requested %d times, want %d", got, want)
			}
		})
	}
}

// TestRobotsRecheckedWhileFresh checks that a long-running App judges a source robots.txt kept out by
// the site's current robots.txt, even when its copy would still be fresh by the site's own caching.
func TestRobotsRecheckedWhileFresh(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	site.set("/feed.xml", withETag(`"r"`, "application/rss+xml", rss(site.url("/a/allowed-again-story"))))
	a := openTestApp(t, nil)
	srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})

	steps := []struct {
		name       string
		robots     string
		wantStatus string
		wantRobots int // requests for robots.txt so far
		wantFeed   int // requests for the feed so far
	}{
		{"disallowed: paused", "User-agent: broadsheet\nDisallow: /feed.xml\n", StatusPaused, 1, 0},
		{"allowed again: resumes at once", "User-agent: broadsheet\nAllow: /\n", StatusOK, 2, 1},
		{"allowed: the fresh copy serves", "User-agent: broadsheet\nAllow: /\n", StatusNotModified, 2, 2},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			// No Cache-Control: by its own caching the copy stays fresh for a day.
			site.set("/robots.txt", text(step.robots))
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r := resultOf(t, results, srcs[0].ID); r.Status != step.wantStatus {
				t.Errorf("refresh: got %s, want %s (%s)", r.Status, step.wantStatus, r.Err)
			}
			if got := site.count("/robots.txt"); got != step.wantRobots {
				t.Errorf("robots.txt requested %d times, want %d", got, step.wantRobots)
			}
			if got := site.count("/feed.xml"); got != step.wantFeed {
				t.Errorf("feed requested %d times, want %d", got, step.wantFeed)
			}
		})
	}
}
