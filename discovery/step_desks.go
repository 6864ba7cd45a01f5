package discovery

import (
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery/section"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// notDesks are the last words of sitemap names that never name a desk of a news index.
var notDesks = map[string]bool{
	"category": true, "categories": true, "tag": true, "tags": true, "page": true, "pages": true,
	"post": true, "posts": true, "author": true, "authors": true, "image": true, "images": true,
	"video": true, "videos": true, "archive": true, "archives": true, "index": true, "section": true,
	"sections": true, "article": true, "articles": true, "static": true, "topics": true, "sitemap": true,
}

// sitemapName splits a sitemap URL into its host and folder, and its file name without ".xml" or
// ".xml.gz": ".../news/sitemap_national.xml" gives (".../news/", "sitemap_national").
func sitemapName(loc string) (folder, name string) {
	u, err := url.Parse(loc)
	if err != nil {
		return "", ""
	}
	dir, file := path.Split(u.Path)
	return u.Host + dir, strings.TrimSuffix(strings.TrimSuffix(file, ".gz"), ".xml")
}

// sharedPrefix returns the longest start of a and b that ends in a separator ("_" or "-"):
// "sitemap_national" and "sitemap_tech_science" share "sitemap_". It is "" when they share none.
func sharedPrefix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	if i := strings.LastIndexAny(a[:n], "_-"); i > 0 {
		return a[:i+1]
	}
	return ""
}

// deskWord reports whether the part of a sitemap name after the prefix its desks share can name a
// desk: "national" and "tech_science" can; "video", "2019" and "posts_3" cannot.
func deskWord(w string) bool {
	parts := strings.FieldsFunc(strings.ToLower(w), func(r rune) bool { return r == '_' || r == '-' })
	if len(parts) == 0 || strings.Trim(parts[len(parts)-1], "0123456789") == "" {
		return false
	}
	for _, p := range parts {
		if notDesks[p] {
			return false
		}
	}
	return true
}

// desksOf lists the desks of the news index a news sitemap came from: the sitemap itself and its
// siblings in the same folder whose names start like its own (sitemap_national.xml,
// sitemap_tech_science.xml, sitemap_business.xml), recent, and not judged to be something else. The
// desk is what follows the start the siblings share, however many words it has. It returns only the
// news sitemap itself when it has no siblings.
func desksOf(loc string, j SitemapJudgement, children []sitemap.Entry, judged map[string]bool, now time.Time) []Sitemap {
	self := Sitemap{URL: loc, Kind: SitemapNews, Entries: j.Entries, LastMod: j.Newest}
	folder, name := sitemapName(loc)
	// The start the desks share is the shortest one the news sitemap shares with a sibling, so that
	// sitemap_tech_science.xml and sitemap_tech_gadgets.xml beside sitemap_national.xml are desks
	// "Tech Science" and "Tech Gadgets", not a desk "Science" apart from the rest.
	prefix := ""
	for _, c := range children {
		f, n := sitemapName(c.Loc)
		if c.Loc == loc || f != folder {
			continue
		}
		if p := sharedPrefix(name, n); p != "" && (prefix == "" || len(p) < len(prefix)) {
			prefix = p
		}
	}
	if prefix == "" || !deskWord(name[len(prefix):]) {
		return []Sitemap{self}
	}
	var desks []Sitemap
	for _, c := range children {
		if c.Loc == loc {
			self.Desk = section.NameWords(name[len(prefix):])
			if !c.LastMod.IsZero() {
				self.LastMod = c.LastMod
			}
			desks = append(desks, self)
			continue
		}
		f, n := sitemapName(c.Loc)
		if f != folder || !strings.HasPrefix(n, prefix) || !deskWord(n[len(prefix):]) {
			continue
		}
		if ok, seen := judged[c.Loc]; seen && !ok {
			continue
		}
		if !c.LastMod.IsZero() && now.Sub(c.LastMod) > maxDeskAge {
			continue
		}
		desks = append(desks, Sitemap{URL: c.Loc, Kind: SitemapNews, Desk: section.NameWords(n[len(prefix):]), LastMod: c.LastMod})
	}
	if len(desks) < 2 {
		self.Desk = ""
		return []Sitemap{self}
	}
	return desks
}
