package section

import (
	"net/url"
	"strings"
	"testing"
)

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
		if title := Title(u, ""); strings.TrimSpace(title) == "" {
			t.Fatalf("Title(%q) is empty", p)
		}
		TitleFromSlug(u)
	})
}
