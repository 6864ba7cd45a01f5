package ui

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/store"
)

// seededDB returns a database holding n headlines from 20 sources on 5 sites. It is built once and
// kept in the system's temporary folder, named by n and store.SchemaDigest (which changes when a
// migration is edited in place), because writing a million rows takes minutes. The benchmark reads it and changes no headline.
func seededDB(b *testing.B, n int) string {
	b.Helper()
	path := filepath.Join(os.TempDir(), fmt.Sprintf("broadsheet-bench-%d-%s.db", n, store.SchemaDigest()))
	if _, err := os.Stat(path); err == nil {
		return path
	}
	ctx := b.Context()
	tmp := path + ".building"
	os.Remove(tmp)
	s, err := store.Open(ctx, tmp)
	if err != nil {
		b.Fatal(err)
	}
	var srcs []store.Source
	for i := range 20 {
		site := fmt.Sprintf("www.paper%d.example", i%5)
		srcs = append(srcs, store.Source{Kind: store.KindFeed, URL: fmt.Sprintf("https://%s/feed/%d.xml", site, i),
			Site: site, Title: fmt.Sprintf("Desk %d", i), Interval: 30 * time.Minute})
	}
	srcs, err = s.AddSources(ctx, srcs)
	if err != nil {
		b.Fatal(err)
	}
	const batch = 10_000
	for done := 0; done < n; done += batch {
		src := srcs[(done/batch)%len(srcs)]
		items := make([]store.NewItem, 0, batch)
		for i := done; i < min(done+batch, n); i++ {
			items = append(items, store.NewItem{
				URL:       fmt.Sprintf("https://%s/2026/%07d/story.html", src.Site, i),
				Title:     fmt.Sprintf("Headline number %d about markets, weather and the city council", i),
				Summary:   "A short summary of the story, as a feed gives it.",
				Published: testNow.Add(-time.Duration(n-i) * time.Minute),
			})
		}
		if _, err := s.IngestItems(ctx, src.ID, items, testNow); err != nil {
			b.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkFirstFrame measures opening the main window on a store of a million headlines, and of a
// thousand to compare: opening the database, loading the sidebar and the first page of headlines,
// and rendering the first frame. Paged queries should make both cost the same.
func BenchmarkFirstFrame(b *testing.B) {
	for _, n := range []int{1_000, 1_000_000} {
		b.Run(fmt.Sprintf("headlines=%d", n), func(b *testing.B) {
			path := seededDB(b, n)
			runtime.GC()
			var rows int
			for b.Loop() {
				rows = firstFrame(b, path)
			}
			if rows != pageSize {
				b.Fatalf("first frame shows %d headlines, want %d", rows, pageSize)
			}
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			b.ReportMetric(float64(ms.HeapInuse)/1e6, "heap-MB")
			var ru syscall.Rusage
			if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err == nil {
				b.ReportMetric(float64(ru.Maxrss)/1e3, "maxRSS-MB")
			}
		})
	}
}

// firstFrame opens the window on the database at path, waits for its first page and renders it.
func firstFrame(b *testing.B, path string) int {
	a := openAppB(b, path)
	defer a.Close()
	fa := test.NewApp()
	ctx, cancel := context.WithCancel(b.Context())
	defer cancel()
	u := newWindow(ctx, fa, a, fixedNow)
	u.w.Resize(fyne.NewSize(1100, 700))
	u.start()
	u.settle()
	u.w.Canvas().Capture()
	u.w.Close()
	return len(u.rows)
}
