package app

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkColdPass refreshes 1,000 feeds of 35 items each on 50 loopback hosts (20 feeds each), with
// no pause, into a database that has followed them and never refreshed them: the first pass after a
// site is followed, which fetches robots.txt and every feed whole and stores 35,000 new headlines. The
// servers stay up across passes; each pass starts on a new database. It reports the wall time of a
// pass (s/pass) and the process CPU time (user + system, the loopback servers included) of a pass
// (cpu-s/pass), both counting the refresh alone, not the following before it.
func BenchmarkColdPass(b *testing.B) {
	const hosts, perHost, items = 50, 20, 35
	ctx := b.Context()
	sites := make([]*testSite, hosts)
	feeds := make([][]Candidate, hosts)
	for i := range sites {
		s := newTestSite(b)
		sites[i] = s
		feeds[i] = make([]Candidate, perHost)
		for j := range feeds[i] {
			links := make([]string, items)
			for k := range links {
				links[k] = s.url(fmt.Sprintf("/2026/11/29/feed-%d-story-%d-of-the-day", j, k))
			}
			p := fmt.Sprintf("/feed-%d.xml", j)
			s.set(p, withETag(fmt.Sprintf(`"%d-%d"`, i, j), "application/rss+xml", rss(links...)))
			feeds[i][j] = Candidate{Kind: KindFeed, URL: s.url(p)}
		}
	}
	var wall, cpu time.Duration
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		a, err := Open(ctx, Config{DBPath: filepath.Join(b.TempDir(), "cold.db"), Pause: -1})
		if err != nil {
			b.Fatal(err)
		}
		for i, s := range sites {
			if _, err := a.Follow(ctx, &Finding{Site: s.url("/"), Outcome: "feed", Feeds: feeds[i]}, feeds[i]); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
		start, cpu0 := time.Now(), processCPU(b)
		results, err := a.RefreshAll(ctx, nil)
		if err != nil {
			b.Fatal(err)
		}
		wall += time.Since(start)
		cpu += processCPU(b) - cpu0
		b.StopTimer()
		if len(results) != hosts*perHost {
			b.Fatalf("got %d results, want %d", len(results), hosts*perHost)
		}
		for _, r := range results {
			if r.Status != StatusOK || r.New != items {
				b.Fatalf("source %d: got %s with %d new, want %s with %d", r.SourceID, r.Status, r.New, StatusOK, items)
			}
		}
		if err := a.Close(); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	b.StopTimer()
	b.ReportMetric(wall.Seconds()/float64(b.N), "s/pass")
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/pass")
}
