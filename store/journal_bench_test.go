//go:build linux

package store

import (
	"fmt"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// BenchmarkDeleteBigSource deletes a source of 100,000 headlines (another source of as many stays)
// and reports how much the process's peak memory grew meanwhile (peak-MB, from getrusage's
// high-water mark, in KiB on Linux), with the statement journals in a temporary file, as every write
// but an ingest keeps them, and in memory, as an ingest does. The mark only rises: run each case in a
// process of its own (-test.bench with the case's name). It is why the journal is in memory for an
// ingest alone (prepared.go).
func BenchmarkDeleteBigSource(b *testing.B) {
	for _, c := range []struct {
		name      string
		tempStore string // the writer's temp_store while it deletes
	}{
		{"journal in a file", "DEFAULT"},
		{"journal in memory", "MEMORY"},
	} {
		b.Run(c.name, func(b *testing.B) {
			var grew int64
			for range b.N {
				b.StopTimer()
				s, err := open(b.Context(), filepath.Join(b.TempDir(), "big.db"), options{busyTimeout: defaultBusyTimeout})
				if err != nil {
					b.Fatal(err)
				}
				srcs, err := s.AddSources(b.Context(), []Source{{Kind: KindFeed, URL: "https://a.test/feed", Site: "a.test"},
					{Kind: KindFeed, URL: "https://b.test/feed", Site: "b.test"}})
				if err != nil {
					b.Fatal(err)
				}
				for batch := range 200 {
					items := make([]NewItem, 1000)
					for i := range items {
						items[i] = NewItem{URL: fmt.Sprintf("https://a.test/2026/story-%d-%d-with-a-long-slug-of-words", batch, i),
							Title: fmt.Sprintf("Story %d %d about things", batch, i), Summary: "A summary of the story, long enough to matter a little."}
					}
					if _, err := s.IngestItems(b.Context(), srcs[batch%2].ID, items, t0.Add(time.Duration(batch)*time.Minute)); err != nil {
						b.Fatal(err)
					}
				}
				if _, err := s.w.ExecContext(b.Context(), "PRAGMA temp_store = "+c.tempStore); err != nil {
					b.Fatal(err)
				}
				before := peakKiB(b)
				b.StartTimer()
				if err := s.DeleteSource(b.Context(), srcs[0].ID); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				grew += peakKiB(b) - before
				if err := s.Close(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(grew)/1024/float64(b.N), "peak-MB")
		})
	}
}

// peakKiB returns the process's peak resident memory so far, in KiB.
func peakKiB(b *testing.B) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return ru.Maxrss
}
