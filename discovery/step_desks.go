package discovery

import (
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// notDesks are the last words of sitemap names that never name a desk of a news index.
var notDesks = map[string]bool{
	"category": true, "categories": true, "tag": true, "tags": true, "page": true, "pages": true,
	"post": true, "posts": true, "author": true, "authors": true, "image": true, "images": true,
	"video": true, "videos": true, "archive": true, "archives": true, "index": true, "section": true,
	"sections": true, "article": true, "articles": true, "static": true, "topics": true, "sitemap": true,
}

// deskParts splits a sitemap URL into the part shared by the desks of one index and the desk's own
// word: ".../sitemap_national.xml" gives (".../sitemap_", "national").
func deskParts(loc string) (prefix, desk string) {
	u, err := url.Parse(loc)
	if err != nil {
		return "", ""
	}
	dir, file := path.Split(u.Path)
	name := strings.TrimSuffix(strings.TrimSuffix(file, ".gz"), ".xml")
	i := strings.LastIndexAny(name, "_-")
	if i <= 0 || i == len(name)-1 {
		return "", ""
	}
	return u.Host + dir + name[:i+1], name[i+1:]
}

// desksOf lists the desks of the news index a news sitemap came from: the sitemap itself and its
// siblings named like it (sitemap_national.xml, sitemap_business.xml), recent, and not judged to be
// something else. It returns only the news sitemap itself when it has no siblings.
func desksOf(loc string, j SitemapJudgement, children []sitemap.Entry, judged map[string]bool, now time.Time) []Sitemap {
	self := Sitemap{URL: loc, Kind: SitemapNews, Entries: j.Entries, LastMod: j.Newest}
	prefix, word := deskParts(loc)
	if prefix == "" || len(children) == 0 || notDesks[strings.ToLower(word)] {
		return []Sitemap{self}
	}
	var desks []Sitemap
	for _, c := range children {
		if c.Loc == loc {
			self.Desk = words(word, true)
			if !c.LastMod.IsZero() {
				self.LastMod = c.LastMod
			}
			desks = append(desks, self)
			continue
		}
		p, w := deskParts(c.Loc)
		if p != prefix || notDesks[strings.ToLower(w)] || allDigits(w) {
			continue
		}
		if ok, seen := judged[c.Loc]; seen && !ok {
			continue
		}
		if !c.LastMod.IsZero() && now.Sub(c.LastMod) > maxDeskAge {
			continue
		}
		desks = append(desks, Sitemap{URL: c.Loc, Kind: SitemapNews, Desk: words(w, true), LastMod: c.LastMod})
	}
	if len(desks) < 2 {
		self.Desk = ""
		return []Sitemap{self}
	}
	return desks
}
