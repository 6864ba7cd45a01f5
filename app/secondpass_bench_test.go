package app

import (
	"testing"
	"time"
)

// BenchmarkSecondPass refreshes 1,000 feeds on 50 loopback hosts (20 each) that all answer 304, with
// no pause, after a first pass has learnt every ETag and robots.txt: the second pass of a refresh, whose
// cost is what sharing one database between processes adds (claims, host turns) to the conditional
// GET and the writes every refresh makes. It reports the wall time of a pass (s/pass) and the process
// CPU time (user + system, the loopback servers included) of a pass (cpu-s/pass).
func BenchmarkSecondPass(b *testing.B) {
	const hosts, perHost = 50, 20
	ctx := b.Context()
	a := openTestApp(b, nil)
	followMany(b, a, hosts, perHost)
	if _, err := a.RefreshAll(ctx, nil); err != nil { // learn the ETags and robots.txt
		b.Fatal(err)
	}
	b.ResetTimer()
	start, cpu0 := time.Now(), processCPU(b)
	for range b.N {
		results, err := a.RefreshAll(ctx, nil)
		if err != nil {
			b.Fatal(err)
		}
		if len(results) != hosts*perHost {
			b.Fatalf("got %d results, want %d", len(results), hosts*perHost)
		}
		for _, r := range results {
			if r.Status != StatusNotModified {
				b.Fatalf("source %d: got %s, want %s", r.SourceID, r.Status, StatusNotModified)
			}
		}
	}
	wall, cpu := time.Since(start), processCPU(b)-cpu0
	b.StopTimer()
	b.ReportMetric(wall.Seconds()/float64(b.N), "s/pass")
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/pass")
}
