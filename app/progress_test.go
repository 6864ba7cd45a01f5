package app

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"
)

// TestRefreshSourcesCountsSourcesAnotherRefreshHolds follows three feeds, lets another refresh (as the
// scheduler does with sources just followed) hold two of them, and checks that RefreshSources counts
// those two as that refresh stores them: its progress reaches 3 of 3 and it returns three results.
func TestRefreshSourcesCountsSourcesAnotherRefreshHolds(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	var cands []Candidate
	for i := range 3 {
		p := fmt.Sprintf("/feed-%d.xml", i)
		site.set(p, withETag(`"e"`, "application/rss+xml", rss(site.url(fmt.Sprintf("/2026/11/29/story-of-feed-%d", i)))))
		cands = append(cands, Candidate{Kind: KindFeed, URL: site.url(p)})
	}
	a := openTestApp(t, nil)
	srcs, err := a.Follow(ctx, &Finding{Site: site.url("/"), Outcome: "feed", Feeds: cands}, cands)
	if err != nil {
		t.Fatal(err)
	}
	all, err := a.store.Sources(ctx)
	if err != nil {
		t.Fatal(err)
	}
	held := a.claim(all[1:]) // the other refresh holds the second and third source

	var (
		mu       sync.Mutex
		progress []RefreshProgress
	)
	first := make(chan struct{}, 3)
	type answer struct {
		results []RefreshResult
		err     error
	}
	done := make(chan answer, 1)
	go func() {
		r, err := a.RefreshSources(ctx, []int64{srcs[0].ID, srcs[1].ID, srcs[2].ID}, func(p RefreshProgress) {
			mu.Lock()
			progress = append(progress, p)
			mu.Unlock()
			first <- struct{}{}
		})
		done <- answer{r, err}
	}()
	select {
	case <-first:
	case <-time.After(30 * time.Second): // a hang, not a measure of speed
		t.Fatal("RefreshSources reported nothing of the source it could refresh")
	}
	select {
	case got := <-done:
		t.Fatalf("RefreshSources returned %d results while another refresh still held two sources", len(got.results))
	default:
	}
	// The other refresh stores its two sources and lets them go.
	for _, s := range held {
		r := a.refreshSource(ctx, s, 0, nil)
		a.results.publish(r)
		a.release(s.ID)
	}
	var got answer
	select {
	case got = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("RefreshSources did not return after the other refresh let its sources go")
	}
	if got.err != nil {
		t.Fatal(got.err)
	}
	if len(got.results) != 3 {
		t.Fatalf("got %d results, want 3: %+v", len(got.results), got.results)
	}
	for i, r := range got.results {
		if r.SourceID != srcs[i].ID || r.New != 1 {
			t.Errorf("result %d = %+v, want source %d with 1 new", i, r, srcs[i].ID)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(progress) != 3 {
		t.Fatalf("got %d progress reports, want 3: %+v", len(progress), progress)
	}
	for i, p := range progress {
		if p.Done != i+1 || p.Total != 3 {
			t.Errorf("progress %d = %d of %d, want %d of 3", i, p.Done, p.Total, i+1)
		}
	}
}

// TestRefreshSourcesStopsWaitingForASourceLetGoWithoutResult checks that a source another refresh
// let go without storing a result (it was cancelled halfway) ends the wait, and is left out.
func TestRefreshSourcesStopsWaitingForASourceLetGoWithoutResult(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	site.set("/feed.xml", withETag(`"e"`, "application/rss+xml", rss(site.url("/2026/11/29/a-story-here"))))
	a := openTestApp(t, nil)
	srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	all, err := a.store.Sources(ctx)
	if err != nil {
		t.Fatal(err)
	}
	a.claim(all)
	go func() {
		time.Sleep(200 * time.Millisecond)
		a.release(srcs[0].ID)
	}()
	wait, cancel := context.WithTimeout(ctx, 30*time.Second) // a hang, not a measure of speed
	defer cancel()
	results, err := a.RefreshSources(wait, []int64{srcs[0].ID}, nil)
	if err != nil {
		t.Fatalf("RefreshSources: %v (it waited for a source no refresh held any more)", err)
	}
	if len(results) != 0 {
		t.Errorf("got %+v, want no result", results)
	}
}

func TestPausedRefreshingStopsRun(t *testing.T) {
	site := newTestSite(t)
	site.set("/feed.xml", withETag(`"e"`, "application/rss+xml", rss(site.url("/2026/11/29/a-story-here"))))
	a := openTestApp(t, nil)
	follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	if err := a.SaveSettings(t.Context(), Settings{Interval: DefaultInterval, Pause: DefaultPause, RefreshPaused: true}); err != nil {
		t.Fatal(err)
	}
	s, err := a.Settings(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if !s.RefreshPaused {
		t.Fatal("RefreshPaused was not kept")
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx, nil) }()
	time.Sleep(3 * pollEvery) // three looks for due sources
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := site.count("/feed.xml"); got != 0 {
		t.Errorf("the feed was fetched %d times while refreshing was paused, want 0", got)
	}
}

func TestNewIntervalAppliesToEverySource(t *testing.T) {
	ctx := t.Context()
	c := newClock()
	a := openTestApp(t, c.now)
	site := newTestSite(t)
	srcs := follow(t, a, site, "sections", Candidate{Kind: KindSection, URL: site.url("/a/")}, Candidate{Kind: KindSection, URL: site.url("/b/")})
	if err := a.SaveSettings(ctx, Settings{Interval: 2 * time.Hour, Pause: DefaultPause}); err != nil {
		t.Fatal(err)
	}
	for _, s := range srcs {
		got, err := a.Source(ctx, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Interval != 2*time.Hour {
			t.Errorf("source %d: interval %v, want 2h", s.ID, got.Interval)
		}
	}
	// One site's own interval stays when the settings are saved again with the same interval.
	if err := a.SetInterval(ctx, srcs[0].ID, 6*time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := a.SaveSettings(ctx, Settings{Interval: 2 * time.Hour, Pause: 2 * time.Second}); err != nil {
		t.Fatal(err)
	}
	if got, _ := a.Source(ctx, srcs[0].ID); got.Interval != 6*time.Hour {
		t.Errorf("own interval after saving the same default = %v, want 6h", got.Interval)
	}
	// A shorter interval brings the next refresh forward.
	if err := a.SaveSettings(ctx, Settings{Interval: 15 * time.Minute, Pause: 2 * time.Second}); err != nil {
		t.Fatal(err)
	}
	got, _ := a.Source(ctx, srcs[1].ID)
	if limit := c.now().Add(15 * time.Minute); got.NextDue.After(limit) {
		t.Errorf("next due %v, want at most %v", got.NextDue, limit)
	}
}

func TestPauseUnderASecondRefused(t *testing.T) {
	a := openTestApp(t, nil)
	if err := a.SaveSettings(t.Context(), Settings{Interval: time.Hour, Pause: 500 * time.Millisecond}); err == nil {
		t.Error("a pause of 0.5 s was saved, want an error")
	}
}
