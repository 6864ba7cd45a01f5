package store

import (
	"errors"
	"fmt"
	"path/filepath"
	"testing"
)

// BenchmarkHealingLookup measures what healing adds to a refresh that brought a 200: one look-up of
// the source's healing row, which most sources never have (ErrNotFound). BenchmarkUpdateSource is what
// every refresh already writes, to compare with. Both on a database of 1,000 sources.
func BenchmarkHealingLookup(b *testing.B) {
	s, ids := healingBenchStore(b)
	ctx := b.Context()
	i := 0
	for b.Loop() {
		if _, err := s.Healing(ctx, ids[i%len(ids)]); !errors.Is(err, ErrNotFound) {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkUpdateSource(b *testing.B) {
	s, ids := healingBenchStore(b)
	ctx := b.Context()
	srcs := make([]Source, len(ids))
	for j, id := range ids {
		src, err := s.Source(ctx, id)
		if err != nil {
			b.Fatal(err)
		}
		srcs[j] = src
	}
	i := 0
	for b.Loop() {
		src := srcs[i%len(srcs)]
		src.Failures = 0
		src.LastStatus = 200
		if err := s.UpdateSource(ctx, src); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// healingBenchStore opens a database of 1,000 feed sources on 100 sites.
func healingBenchStore(b *testing.B) (*Store, []int64) {
	b.Helper()
	s, err := Open(b.Context(), filepath.Join(b.TempDir(), "b.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	var srcs []Source
	for i := range 1000 {
		site := fmt.Sprintf("site%d.test", i%100)
		srcs = append(srcs, Source{Kind: KindFeed, URL: fmt.Sprintf("https://%s/feed-%d.xml", site, i), Site: site})
	}
	added, err := s.AddSources(b.Context(), srcs)
	if err != nil {
		b.Fatal(err)
	}
	ids := make([]int64, len(added))
	for i, src := range added {
		ids[i] = src.ID
	}
	return s, ids
}
