package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func TestRunRefreshesDueSourcesUntilCancelled(t *testing.T) {
	site := newTestSite(t)
	var cands []Candidate
	for i := range 3 {
		p := fmt.Sprintf("/feed-%d.xml", i)
		site.set(p, withETag(`"e"`, "application/rss+xml", rss(site.url(fmt.Sprintf("/2026/11/29/story-of-feed-%d", i)))))
		cands = append(cands, Candidate{Kind: KindFeed, URL: site.url(p)})
	}
	a := openTestApp(t, nil)
	srcs, err := a.Follow(t.Context(), &Finding{Site: site.url("/"), Outcome: "feed", Feeds: cands}, cands)
	if err != nil {
		t.Fatal(err)
	}

	ctx, cancel := context.WithCancel(t.Context())
	results := make(chan RefreshResult, 10)
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx, func(r RefreshResult) { results <- r }) }()
	seen := map[int64]RefreshResult{}
	deadline := time.After(30 * time.Second) // a hang, not a measure of speed
	for len(seen) < len(srcs) {
		select {
		case r := <-results:
			seen[r.SourceID] = r
		case <-deadline:
			t.Fatalf("Run reported %d of %d sources before the deadline", len(seen), len(srcs))
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Run returned %v after cancel, want nil", err)
	}
	for _, s := range srcs {
		if r := seen[s.ID]; r.Status != StatusOK || r.New != 1 {
			t.Errorf("source %d: got %+v, want ok with 1 new", s.ID, r)
		}
	}
	after, err := a.Sources(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	dues := map[time.Time]bool{}
	for _, s := range after {
		if min := s.LastRefreshed.Add(DefaultInterval / 2); s.NextDue.Before(min) {
			t.Errorf("source %d: next due %v, want at least half an interval after its refresh (%v)", s.ID, s.NextDue, min)
		}
		dues[s.NextDue] = true
	}
	if len(dues) != len(after) {
		t.Errorf("got %d distinct due times for %d sources of one site, want them spread", len(dues), len(after))
	}
	if got := site.count("/feed-0.xml"); got != 1 {
		t.Errorf("a source was fetched %d times in one run, want 1", got)
	}
}

func TestDefaultDBPath(t *testing.T) {
	tests := []struct {
		name, xdg, home, want string
	}{
		{"XDG_CONFIG_HOME set", "/tmp/cfg", "/home/ann", "/tmp/cfg/fyne/app.broadsheet.reader/broadsheet.db"},
		{"XDG_CONFIG_HOME unset", "", "/home/ann", "/home/ann/.config/fyne/app.broadsheet.reader/broadsheet.db"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("XDG_CONFIG_HOME", tt.xdg)
			t.Setenv("HOME", tt.home)
			got, err := DefaultDBPath()
			if err != nil {
				t.Fatal(err)
			}
			if got != filepath.FromSlash(tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRunResumesAPausedSource(t *testing.T) {
	ctx := t.Context()
	clk := newClock()
	site := newTestSite(t)
	site.set("/feed.xml", status(403))
	a := openTestApp(t, clk.now)
	srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	if _, err := a.RefreshAll(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if s, _ := a.Source(ctx, srcs[0].ID); s.Status != StatusPaused {
		t.Fatalf("after a 403: got %s, want %s", s.Status, StatusPaused)
	}

	site.set("/feed.xml", withETag(`"ok"`, "application/rss+xml", rss(site.url("/a/welcome-back-story"))))
	clk.advance(2 * DefaultInterval)
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make(chan RefreshResult, 4)
	done := make(chan error, 1)
	go func() { done <- a.Run(runCtx, func(r RefreshResult) { results <- r }) }()
	select {
	case r := <-results:
		if r.SourceID != srcs[0].ID || r.Status != StatusOK || r.New != 1 {
			t.Errorf("got %+v, want the source back to ok with 1 new", r)
		}
	case <-time.After(30 * time.Second): // a hang, not a measure of speed
		t.Fatal("Run never retried the paused source")
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if s, _ := a.Source(ctx, srcs[0].ID); s.Status != StatusOK || s.Reason != "" {
		t.Errorf("got %s (%q), want ok with no reason", s.Status, s.Reason)
	}
}

func TestCancelledRefreshReportsNothingForTheSourceCut(t *testing.T) {
	tests := []struct {
		name  string
		watch bool
	}{
		{name: "refresh now"},
		{name: "run", watch: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fast, slow := newTestSite(t), newTestSite(t)
			fast.set("/feed.xml", withETag(`"e"`, "application/rss+xml", rss(fast.url("/2026/11/29/a-story-that-came"))))
			answering := make(chan struct{})
			slow.set("/feed.xml", func(w http.ResponseWriter, r *http.Request) {
				close(answering)
				<-r.Context().Done() // answers only when the client gives up
			})
			a := openTestApp(t, nil)
			ctx := t.Context()
			fastSrc := follow(t, a, fast, "feed", Candidate{Kind: KindFeed, URL: fast.url("/feed.xml")})[0]
			slowSrc := follow(t, a, slow, "feed", Candidate{Kind: KindFeed, URL: slow.url("/feed.xml")})[0]

			rctx, cancel := context.WithCancel(ctx)
			var (
				mu  sync.Mutex
				got []RefreshResult
			)
			report := func(r RefreshResult) {
				mu.Lock()
				got = append(got, r)
				mu.Unlock()
			}
			done := make(chan error, 1)
			go func() {
				if tt.watch {
					done <- a.Run(rctx, report)
					return
				}
				results, err := a.RefreshAll(rctx, nil)
				for _, r := range results {
					report(r)
				}
				done <- err
			}()
			select {
			case <-answering:
			case <-time.After(30 * time.Second): // a hang, not a measure of speed
				t.Fatal("the slow feed was never asked for")
			}
			// Let the fast source finish, then cut the slow one off.
			for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
				s, err := a.Source(ctx, fastSrc.ID)
				if err != nil {
					t.Fatal(err)
				}
				if !s.LastRefreshed.IsZero() || time.Now().After(deadline) {
					break
				}
			}
			cancel()
			err := <-done
			if !tt.watch && !errors.Is(err, context.Canceled) {
				t.Errorf("RefreshAll returned %v, want context.Canceled", err)
			}
			if tt.watch && err != nil {
				t.Errorf("Run returned %v, want nil", err)
			}
			mu.Lock()
			defer mu.Unlock()
			for _, r := range got {
				if r.SourceID == slowSrc.ID {
					t.Errorf("got a result %+v for the source cut off halfway, want none", r)
				}
			}
			if len(got) == 0 || got[0].SourceID != fastSrc.ID || got[0].Status != StatusOK {
				t.Errorf("got results %+v, want the fast source refreshed", got)
			}
			s, err := a.Source(ctx, slowSrc.ID)
			if err != nil {
				t.Fatal(err)
			}
			if s.Status != StatusOK || !s.LastRefreshed.IsZero() {
				t.Errorf("the source cut off is now %s, last refreshed %v; want it untouched", s.Status, s.LastRefreshed)
			}
		})
	}
}
