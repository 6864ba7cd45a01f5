package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// bigInputs are generated in memory and served on loopback: a section page of 75,000 article links
// (within the 8 MiB page cap), a feed of 70,000 items (within the 16 MiB feed cap) and a news sitemap
// of 50,000 entries (the protocol's most, within the 50 MiB sitemap cap).
func bigInputs(b *testing.B) (site, newsSite *httptest.Server) {
	b.Helper()
	var page, feed strings.Builder
	page.WriteString("<html><head><title>Business</title></head><body><main>")
	for i := range 75000 {
		fmt.Fprintf(&page, "<a href=\"/business/2026/11/29/story-%d-of-today\">Story %d of today</a>\n", i, i)
	}
	page.WriteString("</main></body></html>")
	feed.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>`)
	for i := range 70000 {
		fmt.Fprintf(&feed, "<item><title>Story %d</title><link>https://big.test/2026/11/29/story-%d</link></item>\n", i, i)
	}
	feed.WriteString(`</channel></rss>`)
	var news strings.Builder
	news.WriteString(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`)
	now := time.Now().UTC()
	for i := range 50000 {
		fmt.Fprintf(&news, "<url><loc>http://news.test/2026/11/29/story-%d-of-today</loc><news:news><news:publication><news:name>Paper</news:name><news:language>en</news:language></news:publication><news:publication_date>%s</news:publication_date><news:title>Story %d of today</news:title></news:news></url>\n",
			i, now.Add(-time.Duration(i)*time.Second).Format(time.RFC3339), i)
	}
	news.WriteString(`</urlset>`)
	pageBody, feedBody, newsBody := page.String(), feed.String(), news.String()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprint(w, "User-agent: *\nAllow: /\n")
		case "/business/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, pageBody)
		case "/feed.xml":
			w.Header().Set("Content-Type", "application/rss+xml")
			fmt.Fprint(w, feedBody)
		default:
			http.NotFound(w, r)
		}
	}))
	b.Cleanup(srv.Close)
	newsSite = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprintf(w, "User-agent: *\nAllow: /\nSitemap: http://%s/news.xml\n", r.Host)
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, "<html><head><title>News</title></head><body><p>Welcome.</p></body></html>")
		case "/news.xml":
			w.Header().Set("Content-Type", "application/xml")
			fmt.Fprint(w, strings.ReplaceAll(newsBody, "news.test", r.Host))
		default:
			http.NotFound(w, r)
		}
	}))
	b.Cleanup(newsSite.Close)
	return srv, newsSite
}

// peakRSS runs the binary with args and returns its peak resident set size in MB: the high-water mark
// of its own memory (VmHWM in /proc), read every few milliseconds until it exits. rusage's maxrss
// would not do: Linux carries into it the RSS of the parent at the fork, here the benchmark with
// its generated inputs.
func peakRSS(b *testing.B, bin string, args ...string) float64 {
	b.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + b.TempDir(), "LANG=C.UTF-8"}
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	status := fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)
	var peakKB int
	for {
		select {
		case err := <-done:
			if err != nil {
				b.Fatalf("%s %v: %v\n%s", bin, args, err, out.String())
			}
			if peakKB == 0 {
				b.Skip("no /proc on this system")
			}
			return float64(peakKB) / 1024
		case <-time.After(2 * time.Millisecond):
		}
		data, err := os.ReadFile(status)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				var kb int
				if _, err := fmt.Sscanf(strings.TrimSpace(v), "%d kB", &kb); err == nil {
					peakKB = max(peakKB, kb)
				}
			}
		}
	}
}

// BenchmarkPeakRSS measures the peak RSS of the built binary following and refreshing the big inputs.
// BROADSHEET_BENCH_BIN names another binary to measure instead (an earlier build, to compare).
func BenchmarkPeakRSS(b *testing.B) {
	bin := os.Getenv("BROADSHEET_BENCH_BIN")
	if bin == "" {
		bin = buildBinary(b)
	}
	srv, news := bigInputs(b)
	cases := []struct {
		name string
		add  []string
	}{
		{"section page of 75,000 links", []string{"add", "--pause", "0", "--section", srv.URL + "/business/", srv.URL}},
		{"feed of 70,000 items", []string{"add", "--pause", "0", srv.URL + "/feed.xml"}},
		{"news sitemap of 50,000 entries", []string{"add", "--pause", "0", news.URL}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			var add, refresh float64
			for range b.N {
				db := filepath.Join(b.TempDir(), "b.db")
				add = max(add, peakRSS(b, bin, append([]string{"--db", db}, c.add...)...))
				refresh = max(refresh, peakRSS(b, bin, "--db", db, "refresh", "--pause", "0"))
			}
			b.ReportMetric(add, "add-MB")
			b.ReportMetric(refresh, "refresh-MB")
			b.ReportMetric(0, "ns/op")
		})
	}
}
