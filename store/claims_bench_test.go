package store

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkHostTurn measures what sharing a host's turn between processes adds to every request: one
// IMMEDIATE transaction to take the turn and one to give it back, over 100 hosts. Compare with
// BenchmarkUpdateSource, the write every refresh already makes, and with the pause between two
// requests to one host (1 s by default).
func BenchmarkHostTurn(b *testing.B) {
	s, _ := healingBenchStore(b)
	ctx := b.Context()
	i := 0
	for b.Loop() {
		host := fmt.Sprintf("host-%d.test", i%100)
		now := time.Now()
		ok, _, err := s.TakeHostTurn(ctx, "bench", host, now, time.Minute)
		if err != nil || !ok {
			b.Fatalf("took %v: %v", ok, err)
		}
		if err := s.EndHostTurn(ctx, "bench", host, true, now); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSourceClaim measures what claiming a source in the database adds to each refresh of it:
// the claim, the re-read of the source and the release.
func BenchmarkSourceClaim(b *testing.B) {
	s, ids := healingBenchStore(b)
	ctx := b.Context()
	i := 0
	for b.Loop() {
		id := ids[i%len(ids)]
		got, err := s.ClaimSources(ctx, "bench", []int64{id}, time.Now(), time.Minute)
		if err != nil || len(got) != 1 {
			b.Fatalf("claimed %v: %v", got, err)
		}
		if _, err := s.Source(ctx, id); err != nil {
			b.Fatal(err)
		}
		if err := s.ReleaseSourceClaims(ctx, "bench", []int64{id}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
