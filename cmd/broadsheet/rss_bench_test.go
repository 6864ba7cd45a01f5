package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// bigInputs are generated in memory and served on loopback: a section page of 75,000 article links
// (within the 8 MiB page cap) and a feed of 70,000 items (within the 16 MiB feed cap).
func bigInputs(b *testing.B) *httptest.Server {
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
	pageBody, feedBody := page.String(), feed.String()
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
	return srv
}

// peakRSS runs the binary with args and returns its peak resident set size in MB.
func peakRSS(b *testing.B, bin string, args ...string) float64 {
	b.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + b.TempDir(), "LANG=C.UTF-8"}
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("%s %v: %v\n%s", bin, args, err, out)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		b.Skip("no rusage on this system")
	}
	return float64(ru.Maxrss) / 1024 // Linux reports kilobytes
}

// BenchmarkPeakRSS measures the peak RSS of the built binary following and refreshing the big inputs.
// BROADSHEET_BENCH_BIN names another binary to measure instead (an earlier build, to compare).
func BenchmarkPeakRSS(b *testing.B) {
	bin := os.Getenv("BROADSHEET_BENCH_BIN")
	if bin == "" {
		bin = buildBinaryB(b)
	}
	srv := bigInputs(b)
	cases := []struct {
		name string
		add  []string
	}{
		{"section page of 75,000 links", []string{"add", "--pause", "0", "--section", srv.URL + "/business/", srv.URL}},
		{"feed of 70,000 items", []string{"add", "--pause", "0", srv.URL + "/feed.xml"}},
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

// buildBinaryB builds the binary once for benchmarks, as buildBinary does for tests.
func buildBinaryB(b *testing.B) string {
	b.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "broadsheet-test-")
		if buildErr != nil {
			return
		}
		builtBin = filepath.Join(buildDir, "broadsheet")
		out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		b.Fatal(buildErr)
	}
	return builtBin
}
