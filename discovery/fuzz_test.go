package discovery

import (
	"net/url"
	"strings"
	"testing"
)

// FuzzParseAddress checks, on any input, that ParseAddress either refuses with an *AddressError or
// returns an absolute http(s) URL with a host that parses back to itself.
func FuzzParseAddress(f *testing.F) {
	for _, s := range []string{"nikkei.com", "www.nikkei.com/", "https://www.nikkei.com/news", "HTTP://Example.COM",
		"https://Bücher.de/", "nikkei", "ftp://x", "http://", "/news", "localhost:8080", "http://[::1]:80/x",
		"mailto:desk@nikkei.com", "nikkei..com", "example.com:99999", "//example.com/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseAddress(s)
		if err != nil {
			if _, ok := err.(*AddressError); !ok {
				t.Fatalf("ParseAddress(%q) error %T, want *AddressError", s, err)
			}
			return
		}
		if u.Scheme != "http" && u.Scheme != "https" {
			t.Fatalf("ParseAddress(%q) scheme %q", s, u.Scheme)
		}
		if u.Host == "" || u.Path == "" {
			t.Fatalf("ParseAddress(%q) = %q: no host or no path", s, u)
		}
		back, err := url.Parse(u.String())
		if err != nil || back.String() != u.String() {
			t.Fatalf("ParseAddress(%q) = %q, which parses back as %v, %v", s, u, back, err)
		}
	})
}

// FuzzShapes checks that no path is both an article and a section and that titles never panic.
func FuzzShapes(f *testing.F) {
	for _, p := range []string{"/2026/11/06/apple-event/", "/article/DGXZQOUC026TI0S6A101C2000000/", "/business/startups/",
		"/coronavirus-2026", "/news/tech-and-science/", "/", "/a/b/page-one-two-three.html.html", "/category/経済/", "/news/123456"} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if LooksLikeArticle(p) && LooksLikeSection(p) {
			t.Fatalf("%q looks like both an article and a section", p)
		}
		u := &url.URL{Scheme: "https", Host: "example.com", Path: p}
		if title := SectionTitle(u, ""); strings.TrimSpace(title) == "" {
			t.Fatalf("SectionTitle(%q) is empty", p)
		}
		TitleFromSlug(u)
	})
}
