package app

import (
	"fmt"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// followMany follows perHost feeds on each of hosts loopback sites, every feed answering with an
// ETag (and 304 once it is known), and returns the sites.
func followMany(b *testing.B, a *App, hosts, perHost int) []*testSite {
	b.Helper()
	ctx := b.Context()
	sites := make([]*testSite, hosts)
	for i := range sites {
		s := newTestSite(b)
		sites[i] = s
		cands := make([]Candidate, perHost)
		for j := range cands {
			p := fmt.Sprintf("/feed-%d.xml", j)
			s.set(p, withETag(fmt.Sprintf(`"%d-%d"`, i, j), "application/rss+xml",
				rss(s.url(fmt.Sprintf("/2026/11/29/story-%d-of-feed-%d", j, j)))))
			cands[j] = Candidate{Kind: KindFeed, URL: s.url(p)}
		}
		if _, err := a.Follow(ctx, &Finding{Site: s.url("/"), Outcome: "feed", Feeds: cands}, cands); err != nil {
			b.Fatal(err)
		}
	}
	return sites
}

// BenchmarkRefreshCycle1000Sources refreshes 1,000 feeds on 100 loopback hosts with a pause of 1 s.
// The floor is set by the busiest host: 10 requests a second apart. s/cycle is the wall time of one
// full cycle; the servers' logs are checked for two requests to one host closer than the pause.
func BenchmarkRefreshCycle1000Sources(b *testing.B) {
	const (
		hosts   = 100
		perHost = 10
		pause   = time.Second
	)
	ctx := b.Context()
	a, err := Open(ctx, Config{DBPath: filepath.Join(b.TempDir(), "b.db"), Pause: pause})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	sites := followMany(b, a, hosts, perHost)
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		results, err := a.RefreshAll(ctx, nil)
		if err != nil {
			b.Fatal(err)
		}
		if len(results) != hosts*perHost {
			b.Fatalf("got %d results, want %d", len(results), hosts*perHost)
		}
	}
	b.StopTimer()
	b.ReportMetric(time.Since(start).Seconds()/float64(b.N), "s/cycle")
	b.ReportMetric(float64(perHost)*pause.Seconds(), "floor-s")
	for i, s := range sites {
		log := s.log()
		for j := 1; j < len(log); j++ {
			if gap := log[j].At.Sub(log[j-1].At); gap < pause {
				b.Fatalf("host %d: requests %d and %d were %v apart, want at least %v", i, j-1, j, gap, pause)
			}
		}
	}
}

// BenchmarkRefreshNotModified refreshes 1,000 feeds on 100 loopback hosts that all answer 304, with
// no pause, and reports the process CPU time (user + system, the loopback servers included) per source.
func BenchmarkRefreshNotModified(b *testing.B) {
	const hosts, perHost = 100, 10
	ctx := b.Context()
	a := openTestApp(b, nil)
	followMany(b, a, hosts, perHost)
	if _, err := a.RefreshAll(ctx, nil); err != nil { // learn the ETags
		b.Fatal(err)
	}
	b.ResetTimer()
	cpu0 := processCPU(b)
	for range b.N {
		results, err := a.RefreshAll(ctx, nil)
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range results {
			if r.Status != StatusNotModified {
				b.Fatalf("source %d: got %s, want %s", r.SourceID, r.Status, StatusNotModified)
			}
		}
	}
	cpu := processCPU(b) - cpu0
	b.StopTimer()
	b.ReportMetric(float64(cpu)/float64(time.Millisecond)/float64(b.N*hosts*perHost), "cpu-ms/source")
}

// processCPU returns the CPU time the process has used so far.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
