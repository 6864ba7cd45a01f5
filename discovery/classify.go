package discovery

import (
	"net/url"
	"time"

	"github.com/broadsheet/broadsheet/discovery/section"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// Sitemap kinds, as Sitemap.Kind and SitemapJudgement.Kind name them.
const (
	SitemapNews     = "news"     // recent articles with titles and publication dates
	SitemapArticles = "articles" // dated articles, titles to be read from the URLs
	SitemapSections = "sections" // the site's table of contents: section pages
)

// usableShare is the share of a sitemap's URLs that must have one shape for the sitemap to be judged
// that kind.
const usableShare = 0.7

// livingWindow and livingShare decide when a section sitemap shows a living site: at least a quarter
// of its URLs changed within the last day (Nikkei: 157 of 187).
const (
	livingWindow = 24 * time.Hour
	livingShare  = 0.25
)

// SitemapJudgement is what the URLs of one sitemap (a urlset) say it is for.
type SitemapJudgement struct {
	// Kind is SitemapNews, SitemapArticles or SitemapSections, or "" when the sitemap is of no use
	// for following the site.
	Kind         string
	Entries      int
	Articles     int // entries whose path looks like an article
	Sections     int // entries whose path looks like a section
	NewsEntries  int // entries with a Google News block
	Dated        int // entries with a lastmod or a news publication date
	Recent       int // entries dated within the last 24 hours
	Newest       time.Time
	ArticleShare float64
	SectionShare float64
	// Living reports that the dates show a site that changes: at least half the entries are dated
	// and at least a quarter changed within the last 24 hours. Only a living section sitemap ends a
	// discovery early, and only a living one is worth trusting to skip unchanged section pages.
	Living bool
}

// ClassifySitemap judges a sitemap by the shapes of the URLs in it, never by the namespace it
// declares: at least 70 % section-shaped paths make a section sitemap; at least 70 % article-shaped
// paths make a news sitemap when at least half the entries carry a news block, else an article
// sitemap when at least half are dated; at least 70 % entries with a news block of their own, with
// at least half of all entries dated and fewer than 30 % on section-shaped paths, also make a news
// sitemap; anything else is of no use. An entry's date is the later of its lastmod and its news
// publication date. now is the time "recent" is measured from.
func ClassifySitemap(entries []sitemap.Entry, now time.Time) SitemapJudgement {
	t := newSitemapTally(now)
	for _, e := range entries {
		t.add(e)
	}
	return t.judgement()
}

// sitemapTally counts what ClassifySitemap judges by, one entry at a time, so that a sitemap is
// judged as it streams by, without keeping its entries.
type sitemapTally struct {
	j   SitemapJudgement
	now time.Time
}

// newSitemapTally starts a tally whose "recent" is measured from now.
func newSitemapTally(now time.Time) *sitemapTally { return &sitemapTally{now: now} }

// entryShape is what an entry's path looks like, as the tally counts it.
type entryShape int

const (
	shapeOther entryShape = iota
	shapeArticle
	shapeSection
)

// add counts e and returns its shape and its date: the later of its lastmod and its news
// publication date, zero when it has neither.
func (t *sitemapTally) add(e sitemap.Entry) (entryShape, time.Time) {
	j := &t.j
	j.Entries++
	p := e.Loc
	if u, err := url.Parse(e.Loc); err == nil {
		p = u.Path
	}
	shape := shapeOther
	switch {
	case section.LooksLikeArticle(p), section.LooksLikeItem(p):
		j.Articles++
		shape = shapeArticle
	case section.LooksLikeSection(p):
		j.Sections++
		shape = shapeSection
	}
	if e.News != nil {
		j.NewsEntries++
	}
	when := e.LastMod
	if e.News != nil && !e.News.Published.IsZero() && (when.IsZero() || e.News.Published.After(when)) {
		when = e.News.Published
	}
	if when.IsZero() {
		return shape, when
	}
	j.Dated++
	if when.After(j.Newest) {
		j.Newest = when
	}
	if t.now.Sub(when) <= livingWindow {
		j.Recent++
	}
	return shape, when
}

// judgement returns the judgement of the entries counted so far.
func (t *sitemapTally) judgement() SitemapJudgement {
	j := t.j
	if j.Entries == 0 {
		return j
	}
	n := float64(j.Entries)
	j.ArticleShare = float64(j.Articles) / n
	j.SectionShare = float64(j.Sections) / n
	dated := j.Dated*2 >= j.Entries
	j.Living = dated && float64(j.Recent) >= livingShare*n
	switch {
	case j.SectionShare >= usableShare:
		j.Kind = SitemapSections
	case j.ArticleShare >= usableShare && j.NewsEntries*2 >= j.Entries:
		j.Kind = SitemapNews
	case float64(j.NewsEntries) >= usableShare*n && j.SectionShare < 1-usableShare && dated:
		// Article IDs too short for the article shape (/news/123456), each with its own news title
		// and date: still a news sitemap. Few section-shaped paths are allowed, so that news blocks
		// over section pages do not pass for one.
		j.Kind = SitemapNews
	case j.ArticleShare >= usableShare && dated:
		j.Kind = SitemapArticles
	}
	return j
}
