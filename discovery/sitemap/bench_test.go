package sitemap

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// writeNewsSitemap writes a news sitemap of n entries, each padded with image blocks to about
// 1 KiB, as the big national papers publish them, and returns its size.
func writeNewsSitemap(path string, n int) (int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriter(f)
	w.WriteString(urlsetOpen)
	titles := []string{
		"衆院予算委員会、補正予算案を可決　与党などの賛成多数で",
		"Central bank holds rates steady as inflation cools for a third month",
		"東京株式市場、日経平均が続伸　半導体関連株に買い",
		"Typhoon expected to make landfall on the Pacific coast late on Sunday",
	}
	desks := []string{"national", "politics", "business", "world", "sports", "culture"}
	base := time.Date(2026, 11, 29, 0, 0, 0, 0, time.FixedZone("", 9*3600))
	var entry []byte
	for i := range n {
		at := base.Add(-time.Duration(i) * 17 * time.Second)
		entry = entry[:0]
		entry = fmt.Appendf(entry, "<url>\n  <loc>https://www.example-news.test/articles/%s/%s/%08d/</loc>\n  <lastmod>%s</lastmod>\n",
			desks[i%len(desks)], at.Format("2006/01/02"), i, at.Format(time.RFC3339))
		entry = fmt.Appendf(entry, "  <news:news>\n    <news:publication><news:name>Example Shimbun</news:name><news:language>%s</news:language></news:publication>\n"+
			"    <news:publication_date>%s</news:publication_date>\n    <news:title>%s %d</news:title>\n  </news:news>\n",
			[]string{"ja", "en"}[i%2], at.Format(time.RFC3339), titles[i%len(titles)], i)
		for k := 1; len(entry) < 960; k++ {
			entry = fmt.Appendf(entry, "  <image:image><image:loc>https://img.example-news.test/photo/%08d-%d.jpg</image:loc><image:caption>Photo %d</image:caption></image:image>\n", i, k, k)
		}
		entry = append(entry, "</url>\n"...)
		w.Write(entry)
	}
	w.WriteString("</urlset>\n")
	if err := w.Flush(); err != nil {
		f.Close()
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	return st.Size(), nil
}

// etreeResult is what testdata/etree_parse.py prints.
type etreeResult struct {
	URLs      int     `json:"urls"`
	Seconds   float64 `json:"seconds"`
	PeakBytes int64   `json:"peak_bytes"`
	Bytes     int64   `json:"bytes"`
}

// runEtree has testdata/etree_parse.py parse the file at path.
func runEtree(path string) (etreeResult, error) {
	var res etreeResult
	script, err := filepath.Abs("testdata/etree_parse.py")
	if err != nil {
		return res, err
	}
	out, err := exec.Command("python3", script, path).Output()
	if err != nil {
		return res, err
	}
	return res, json.Unmarshal(out, &res)
}

// BenchmarkParse50k parses a 50,000-entry news sitemap of about 50 MiB from a file. Besides ns/op
// and MB/s it reports peak-heap-MiB, the highest runtime.MemStats.HeapInuse sampled every 2 ms while
// parsing (the whole heap of the test binary, not a difference), idle-heap-MiB, the same before the
// first parse, and B/op (TotalAlloc per parse).
// In the same run, after each timed loop, it has Python's xml.etree.ElementTree.iterparse read the same file and
// reports its speed (py-MB/s), its tracemalloc peak (py-peak-MiB) and the ratio of the two speeds.
func BenchmarkParse50k(b *testing.B) {
	path := filepath.Join(b.TempDir(), "news-sitemap.xml")
	size, err := writeNewsSitemap(path, MaxURLs)
	if err != nil {
		b.Fatal(err)
	}
	if size > MaxBytes {
		b.Fatalf("generated sitemap: got %d bytes, want at most %d", size, MaxBytes)
	}
	b.SetBytes(size)
	b.Logf("%s: %d entries, %d bytes", filepath.Base(path), MaxURLs, size)
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)

	var peak uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var ms runtime.MemStats
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()

	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		f, err := os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		news := 0
		kind, err := Parse(f, func(e Entry) error {
			n++
			if e.News != nil && e.News.Title != "" {
				news++
			}
			return nil
		})
		f.Close()
		if err != nil || kind != URLSet || n != MaxURLs || news != MaxURLs {
			b.Fatalf("got %v, %d entries (%d with news), %v; want urlset, %d entries with news, no error", kind, n, news, err, MaxURLs)
		}
	}
	b.StopTimer()
	close(done)
	<-sampled
	elapsed := b.Elapsed()
	goMBs := float64(size) * float64(b.N) / 1e6 / elapsed.Seconds()
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
	b.ReportMetric(float64(before.HeapInuse)/(1<<20), "idle-heap-MiB")

	// Python runs right after the Go loop, so both see the same load on the machine.
	py, err := runEtree(path)
	if err != nil {
		b.Logf("python3 comparison not run: %v", err)
		return
	}
	if py.URLs != MaxURLs {
		b.Fatalf("python3 read %d entries, want %d", py.URLs, MaxURLs)
	}
	pyMBs := float64(py.Bytes) / 1e6 / py.Seconds
	b.ReportMetric(pyMBs, "py-MB/s")
	b.ReportMetric(float64(py.PeakBytes)/(1<<20), "py-peak-MiB")
	b.ReportMetric(goMBs/pyMBs, "x-py-speed")
}
