package discovery

import (
	"net/url"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/section"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// homeSection returns the homepage as a section when it links to articles itself.
func (d *discoverer) homeSection() (Section, bool) {
	if len(section.Articles(d.page, nil, time.Now())) == 0 {
		return Section{}, false
	}
	return Section{URL: d.home.String(), Title: section.Title(d.home, d.page.Title)}, true
}

// sitemapSections lists the section-shaped entries of a section sitemap, the homepage first when it
// has article links of its own, titled by the homepage's anchor text or their path.
func (d *discoverer) sitemapSections(entries []sitemap.Entry) []Section {
	sections := []Section{}
	seen := map[string]bool{}
	if s, ok := d.homeSection(); ok {
		sections = append(sections, s)
		seen[page.CanonicalURL(s.URL)] = true
	}
	for _, e := range entries {
		u, err := url.Parse(e.Loc)
		if err != nil || !section.LooksLikeSection(u.Path) {
			continue
		}
		c := page.CanonicalURL(e.Loc)
		if section.IsHousePage(u.Path, d.anchors[c]) {
			continue
		}
		if seen[c] {
			continue
		}
		seen[c] = true
		sections = append(sections, Section{URL: e.Loc, Title: section.Title(u, d.anchors[c]), LastMod: e.LastMod})
	}
	return sections
}

// minNavSections is how many section links a homepage that links to no article itself must offer for
// them to be offered as sections.
const minNavSections = 3

// homepageSections lists the sections the homepage links to, for a site with no feed and no usable
// sitemap: its same-site links whose path looks like a section (section.LooksLikeSection) and that
// lead to no house page (section.IsHousePage: About, Contact, Privacy, Careers...), titled by their
// anchor text. When the homepage links to articles itself it is a section too and comes first, and
// one more is enough to choose from. When it links to no article (a small site whose homepage is a
// front door to World, Business, ...; or headlines drawn by script), its section links alone are
// offered only when there are at least minNavSections of them: a navigation bar lists several
// sections, while one or two stray links are no list to choose from. It returns nil when there is
// nothing to offer; withHome says the homepage is among the sections.
func (d *discoverer) homepageSections() (sections []Section, withHome bool) {
	seen := map[string]bool{}
	home, withArticles := d.homeSection()
	if withArticles {
		sections = append(sections, home)
	}
	seen[page.CanonicalURL(d.home.String())] = true
	site := page.Site(d.home)
	for _, l := range d.page.Links {
		u, err := url.Parse(l.URL)
		if err != nil || page.Site(u) != site || u.RawQuery != "" || !section.LooksLikeSection(u.Path) {
			continue
		}
		c := page.CanonicalURL(l.URL)
		if seen[c] || section.IsHousePage(u.Path, l.Text) || section.IsHousePage(u.Path, d.anchors[c]) {
			seen[c] = true
			continue
		}
		seen[c] = true
		sections = append(sections, Section{URL: c, Title: section.Title(u, d.anchors[c])})
	}
	switch {
	case withArticles && len(sections) > 1, !withArticles && len(sections) >= minNavSections:
		return sections, withArticles
	}
	return nil, false
}
