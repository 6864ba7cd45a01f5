package app

import (
	"net/http"
	"strings"
	"testing"
)

// TestRequestsLoggedWhenTheOutcomeCannotBeKept follows a feed that is unfollowed while its refresh is
// under way, so that the write of what the refresh found fails, and checks that the requests it sent
// are in the site's request log all the same, and that the result says why the outcome was not kept:
// for a feed that answered 304 (the source's write) and for one with new headlines (their write).
func TestRequestsLoggedWhenTheOutcomeCannotBeKept(t *testing.T) {
	tests := []struct {
		name  string
		learn bool // refresh once first, so that the feed answers 304
	}{
		{"new headlines", false},
		{"not modified", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := t.Context()
			site := newTestSite(t)
			feed := withETag(`"v1"`, "application/rss+xml", rss(site.url("/a/one-story-here"), site.url("/a/two-story-here")))
			site.set("/feed.xml", feed)
			a := openTestApp(t, nil)
			src := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml"), Title: "Test feed"})[0]
			if tt.learn {
				if _, err := a.RefreshAll(ctx, nil); err != nil {
					t.Fatal(err)
				}
			}
			before, err := a.store.Requests(ctx, src.Site, 0)
			if err != nil {
				t.Fatal(err)
			}
			hits := len(site.log())
			site.set("/feed.xml", func(w http.ResponseWriter, r *http.Request) {
				if err := a.store.DeleteSource(r.Context(), src.ID); err != nil {
					t.Errorf("DeleteSource: %v", err)
				}
				feed(w, r)
			})
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := resultOf(t, results, src.ID)
			if !strings.Contains(r.Err, "not found") {
				t.Errorf("result error = %q, want one saying the source was not found", r.Err)
			}
			after, err := a.store.Requests(ctx, src.Site, 0)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := len(after)-len(before), len(site.log())-hits; got != want || got == 0 {
				t.Fatalf("the refresh logged %d requests, want %d (those the site received)", got, want)
			}
			if got := after[0]; got.URL != site.url("/feed.xml") || got.SourceID != src.ID {
				t.Errorf("logged %s for source %d, want %s for source %d", got.URL, got.SourceID, site.url("/feed.xml"), src.ID)
			}
		})
	}
}

// TestRequestLogTroubleIsSeen refreshes a feed on a database that refuses to log requests, once with
// new headlines and once when it answers 304: the refresh stands (the site did nothing wrong), its
// headlines are kept, and the source keeps its new schedule and says, in its words and error, which
// a site's details show, that its requests were not logged.
func TestRequestLogTroubleIsSeen(t *testing.T) {
	tests := []struct {
		name       string
		learn      bool // refresh once first, so that the feed answers 304
		wantStatus string
		wantNew    int
	}{
		{"new headlines", false, StatusOK, 1},
		{"not modified", true, StatusNotModified, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := t.Context()
			site := newTestSite(t)
			site.set("/feed.xml", withETag(`"v1"`, "application/rss+xml", rss(site.url("/a/one-story-here"))))
			a := openTestApp(t, nil)
			src := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml"), Title: "Test feed"})[0]
			if tt.learn {
				if _, err := a.RefreshAll(ctx, nil); err != nil {
					t.Fatal(err)
				}
			}
			first, err := a.store.Source(ctx, src.ID)
			if err != nil {
				t.Fatal(err)
			}
			alterDatabase(t, a, refusing("nolog", "requests", "1", "no request is logged here"))

			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := resultOf(t, results, src.ID)
			if r.Status != tt.wantStatus || r.New != tt.wantNew || strings.Count(r.Err, "no request is logged here") != 1 {
				t.Errorf("result %+v, want %s with %d new, and the log's trouble once", r, tt.wantStatus, tt.wantNew)
			}
			got, err := a.Source(ctx, src.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != StatusOK || !strings.Contains(got.Reason, keepingWords) || strings.Count(got.Err, "no request is logged here") != 1 {
				t.Errorf("source: status %q, words %q, error %q; want ok, and the trouble said once", got.Status, got.Reason, got.Err)
			}
			kept, err := a.store.Source(ctx, src.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !kept.LastRefreshed.After(first.LastRefreshed) || kept.Failures != 0 || kept.ETag != `"v1"` {
				t.Errorf("source refreshed at %v with %d failures and ETag %s, want after %v with none and \"v1\"", kept.LastRefreshed, kept.Failures, kept.ETag, first.LastRefreshed)
			}
		})
	}
}

// TestRobotsCopyTroubleIsSeen refreshes a feed in a process that can neither read nor keep its copy
// of the site's robots.txt: robots.txt is fetched again and the refresh goes through, and what failed
// is said in the refresh's result and the source's words, which a site's details show.
func TestRobotsCopyTroubleIsSeen(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	site.set("/feed.xml", withETag(`"v1"`, "application/rss+xml", rss(site.url("/a/one-story-here"))))
	a := openTestApp(t, nil)
	src := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml"), Title: "Test feed"})[0]
	alterDatabase(t, a, `DROP TABLE robots; CREATE TABLE robots (origin TEXT PRIMARY KEY) WITHOUT ROWID;`)
	b, err := Open(ctx, Config{DBPath: a.store.Path(), Pause: -1}) // a second process, with no copy in memory
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })

	results, err := b.RefreshAll(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := resultOf(t, results, src.ID)
	if r.Status != StatusOK || r.New != 1 || !strings.Contains(r.Err, "robots") {
		t.Errorf("result %+v, want the refresh done, and the robots.txt copy's trouble said", r)
	}
	if n := strings.Count(r.Err, "store: robots.txt of"); n != 1 {
		t.Errorf("result error %q says the copy could not be read %d times, want once", r.Err, n)
	}
	got, err := b.Source(ctx, src.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got.Reason, keepingWords) || !strings.Contains(got.Err, "robots") {
		t.Errorf("the source says %q (%q), want the robots.txt copy's trouble in its words", got.Reason, got.Err)
	}
}

// TestRequestLogTroubleWhenMoved refreshes a feed that redirects for good on a database that refuses
// to log requests, once when the source moves and once when another source follows the new address
// already: the trouble is said once, in the result and in the source's words, which a site's details
// show.
func TestRequestLogTroubleWhenMoved(t *testing.T) {
	tests := []struct {
		name      string
		followNew bool // follow the new address too, so that the source cannot move there
		wantMoved bool
	}{
		{"moved", false, true},
		{"new address followed already", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := t.Context()
			site := newTestSite(t)
			site.set("/new.xml", withETag(`"n"`, "application/rss+xml", rss(site.url("/a/one-story-here"))))
			site.set("/old.xml", func(w http.ResponseWriter, r *http.Request) {
				http.Redirect(w, r, "/new.xml", http.StatusMovedPermanently)
			})
			a := openTestApp(t, nil)
			src := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/old.xml"), Title: "Old"})[0]
			if tt.followNew {
				follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/new.xml"), Title: "New"})
			}
			alterDatabase(t, a, refusing("nolog", "requests", "1", "no request is logged here"))

			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := resultOf(t, results, src.ID)
			if (r.MovedTo != "") != tt.wantMoved || strings.Count(r.Err, "no request is logged here") != 1 {
				t.Errorf("result %+v, want moved %v and the log's trouble once", r, tt.wantMoved)
			}
			got, err := a.Source(ctx, src.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(got.Reason, keepingWords) || strings.Count(got.Err, "no request is logged here") != 1 {
				t.Errorf("source: words %q, error %q; want the trouble said once", got.Reason, got.Err)
			}
		})
	}
}
