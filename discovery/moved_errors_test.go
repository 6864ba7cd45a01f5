package discovery

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// TestFindReplacementSaysWhatItCouldNotRead follows a source on a loopback site where what would
// have replaced it cannot be read: a sitemap robots.txt lists that answers 503 or is no sitemap, a
// section page that answers 500. Nothing is found, and the error says why: it wraps ErrNoReplacement
// and what could not be read, with its URL.
func TestFindReplacementSaysWhatItCouldNotRead(t *testing.T) {
	tests := []struct {
		name     string
		kind     string
		path     string            // the followed address
		routes   map[string]string // path -> "STATUS body"; others answer 404
		wantURL  string            // the path the error must name
		wantHTTP int               // the status of the *fetch.HTTPError the error must wrap; 0 for none
		wantIs   error             // an error the error must wrap besides ErrNoReplacement; nil for none
	}{
		{name: "a listed sitemap answers 503", kind: KindNewsSitemap, path: "/sitemaps/news.xml",
			routes: map[string]string{"/robots.txt": "200 User-agent: *\nAllow: /\nSitemap: {site}/news-new.xml\n",
				"/news-new.xml": "503 busy"},
			wantURL: "/news-new.xml", wantHTTP: 503},
		{name: "a listed sitemap is no sitemap", kind: KindNewsSitemap, path: "/sitemaps/news.xml",
			routes: map[string]string{"/robots.txt": "200 User-agent: *\nAllow: /\nSitemap: {site}/news-new.xml\n",
				"/news-new.xml": "200 <html><body><p>We moved our sitemaps.</p></body></html>"},
			wantURL: "/news-new.xml", wantIs: sitemap.ErrNotSitemap},
		{name: "the section page answers 500", kind: KindSection, path: "/world/",
			routes:  map[string]string{"/robots.txt": "200 User-agent: *\nAllow: /\n", "/world/": "500 down"},
			wantURL: "/world/", wantHTTP: 500},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var site *httptest.Server
			site = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				answer, ok := tt.routes[r.URL.Path]
				if r.URL.Path == "/" && !ok {
					answer, ok = "200 <html><head><title>Paper</title></head><body><p>Nothing to follow.</p></body></html>", true
				}
				if !ok {
					http.NotFound(w, r)
					return
				}
				var code int
				if _, err := fmt.Sscanf(answer, "%d", &code); err != nil {
					t.Errorf("route %s: %v", r.URL.Path, err)
				}
				body := strings.ReplaceAll(answer[4:], "{site}", site.URL)
				if strings.HasPrefix(body, "<html") {
					w.Header().Set("Content-Type", "text/html; charset=utf-8")
				} else {
					w.Header().Set("Content-Type", "text/plain; charset=utf-8")
				}
				w.WriteHeader(code)
				fmt.Fprint(w, body)
			}))
			t.Cleanup(site.Close)

			old := Followed{Kind: tt.kind, URL: site.URL + tt.path, Title: "World", Site: site.URL + "/", Typed: site.URL + "/"}
			r, err := FindReplacement(t.Context(), old, Options{Client: fetch.New(fetch.Config{})}, nil)
			if r != nil || !errors.Is(err, ErrNoReplacement) {
				t.Fatalf("got %+v, %v; want no replacement and ErrNoReplacement", r, err)
			}
			if !strings.Contains(err.Error(), site.URL+tt.wantURL) {
				t.Errorf("error %q does not name %s", err, site.URL+tt.wantURL)
			}
			if tt.wantHTTP != 0 {
				var httpErr *fetch.HTTPError
				if !errors.As(err, &httpErr) || httpErr.Status != tt.wantHTTP {
					t.Errorf("error %q: wraps HTTP error %+v, want one of status %d", err, httpErr, tt.wantHTTP)
				}
			}
			if tt.wantIs != nil && !errors.Is(err, tt.wantIs) {
				t.Errorf("error %q does not wrap %v", err, tt.wantIs)
			}
		})
	}
}
