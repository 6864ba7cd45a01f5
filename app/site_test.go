package app

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// testSite is a web site on loopback whose pages the test sets and changes, and which logs every
// request it receives.
type testSite struct {
	*httptest.Server
	mu     sync.Mutex
	routes map[string]http.HandlerFunc
	hits   []hit
}

// hit is one request a test site received.
type hit struct {
	Path        string
	At          time.Time
	IfNoneMatch string
	IfModSince  string
}

func newTestSite(t testing.TB) *testSite {
	t.Helper()
	s := &testSite{routes: map[string]http.HandlerFunc{}}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	s.set("/robots.txt", text("User-agent: *\nAllow: /\n"))
	return s
}

func (s *testSite) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.hits = append(s.hits, hit{Path: r.URL.Path, At: time.Now(), IfNoneMatch: r.Header.Get("If-None-Match"), IfModSince: r.Header.Get("If-Modified-Since")})
	h := s.routes[r.URL.Path]
	s.mu.Unlock()
	if h == nil {
		http.NotFound(w, r)
		return
	}
	h(w, r)
}

// set makes path answer with h.
func (s *testSite) set(path string, h http.HandlerFunc) {
	s.mu.Lock()
	s.routes[path] = h
	s.mu.Unlock()
}

// log returns the requests received so far.
func (s *testSite) log() []hit {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]hit(nil), s.hits...)
}

// count returns how many requests path received.
func (s *testSite) count(path string) int {
	n := 0
	for _, h := range s.log() {
		if h.Path == path {
			n++
		}
	}
	return n
}

// url returns the absolute URL of path on the site.
func (s *testSite) url(path string) string { return s.URL + path }

// text answers with a plain text body.
func text(body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, body)
	}
}

// withETag answers body with an ETag, and 304 to a request that already has it.
func withETag(etag, contentType, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", etag)
		w.Header().Set("Content-Type", contentType)
		fmt.Fprint(w, body)
	}
}

// status answers with a status code and headers given as name, value pairs.
func status(code int, header ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		w.WriteHeader(code)
	}
}

// rss returns an RSS 2.0 feed whose items link to the given URLs, titled after their last segment.
func rss(links ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>Test feed</title><link>http://example.test/</link>`)
	for i, l := range links {
		fmt.Fprintf(&b, `<item><title>Story %s</title><link>%s</link><description>Summary %d</description><pubDate>%s</pubDate></item>`,
			l[strings.LastIndex(l, "/")+1:], l, i, time.Date(2026, 11, 20, 10, i, 0, 0, time.UTC).Format(time.RFC1123Z))
	}
	b.WriteString(`</channel></rss>`)
	return b.String()
}

// newsSitemap returns a Google News sitemap of the given URLs.
func newsSitemap(links ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`)
	for i, l := range links {
		fmt.Fprintf(&b, `<url><loc>%s</loc><news:news><news:publication><news:name>Test</news:name><news:language>en</news:language></news:publication><news:publication_date>%s</news:publication_date><news:title>News %d</news:title></news:news></url>`,
			l, time.Date(2026, 11, 20, 9, i, 0, 0, time.UTC).Format(time.RFC3339), i)
	}
	b.WriteString(`</urlset>`)
	return b.String()
}

// openTestApp opens an App on a fresh database with no pause between requests.
func openTestApp(t testing.TB, now func() time.Time) *App {
	t.Helper()
	a, err := Open(t.Context(), Config{DBPath: filepath.Join(t.TempDir(), "broadsheet.db"), Pause: -1, Now: now})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// clock is a settable time for tests.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)} }

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}
