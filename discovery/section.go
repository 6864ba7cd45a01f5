package discovery

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// SectionPage is what one section page holds: its articles, newest links first as the page orders
// them, and the requests it took. Its JSON form is the `section --json` contract, lists as [] when
// empty, never null.
type SectionPage struct {
	URL      string    `json:"url"` // the page's address after redirects
	Articles []Article `json:"articles"`
	Requests []Request `json:"requests"`
}

// MarshalJSON writes sp with every list as [] when it is empty, never null.
func (sp SectionPage) MarshalJSON() ([]byte, error) {
	type plain SectionPage // without the method, so that json.Marshal does not recurse
	p := plain(sp)
	p.Articles, p.Requests = orEmpty(p.Articles), orEmpty(p.Requests)
	return json.Marshal(p)
}

// FetchSection reads one section page (robots.txt first when the client has no fresh copy) and
// returns the articles it links to, as ArticleLinks picks them. Any HTTP status other than 2xx, a
// robots.txt refusal or a failed request is an error wrapping the fetcher's (*fetch.HTTPError,
// *fetch.DisallowedError, ...); the SectionPage is returned with its requests even then. A rawURL
// that is not an address gives an *AddressError and no page.
func FetchSection(ctx context.Context, rawURL string, opts Options, onEvent func(fetch.Event)) (*SectionPage, error) {
	u, err := ParseAddress(rawURL)
	if err != nil {
		return nil, err
	}
	r := newRecorder(opts, u.String(), onEvent)
	sp := &SectionPage{URL: u.String(), Articles: []Article{}}
	resp, err := r.job.Get(ctx, fetch.Request{Step: "section", URL: u.String(), MaxBytes: fetch.HTMLBytes})
	sp.Requests = r.requests()
	if err != nil {
		return sp, fmt.Errorf("discovery: section %s: %w", u, err)
	}
	if err := resp.Err(); err != nil {
		return sp, fmt.Errorf("discovery: section %s: %w", u, err)
	}
	sp.URL = resp.URL
	p, err := page.Parse(bytes.NewReader(resp.Body), resp.URL, resp.Header.Get("Content-Type"))
	if err != nil {
		return sp, fmt.Errorf("discovery: section %s: %w", resp.URL, err)
	}
	sp.Articles = ArticleLinks(resp.URL, p.Links)
	return sp, nil
}

// siteKey is the host (with port) of u, lowercased and without a leading "www.", so that
// www.example.com and example.com count as one site.
func siteKey(u *url.URL) string {
	return strings.TrimPrefix(strings.ToLower(u.Host), "www.")
}

// firstSegment returns the first non-empty segment of a path, or "".
func firstSegment(p string) string {
	if segs := segments(p); len(segs) > 0 {
		return segs[0]
	}
	return ""
}

// ArticleLinks picks the articles among the links of a page, as a person reading it would, with
// nothing known of the site beforehand: ArticleLinksKnowing with no shape.
func ArticleLinks(pageURL string, links []page.Link) []Article {
	return ArticleLinksKnowing(pageURL, links, nil)
}

// linkCandidate is one address a page links to, with what its links say about it.
type linkCandidate struct {
	article  Article
	text     string // the longest anchor text of its links
	headline bool   // text reads like a headline (headlineLike)
	body     bool   // at least one of its links is in the page's content, not its navigation
	evidence evidence
	shape    string
}

// ArticleLinksKnowing picks the articles among the links of a page: links to the same site (www. or
// not), other than the page itself, each address once (by CanonicalURL, in the order of its first
// link, titled by its first non-empty anchor text, else a title read from its slug, else its path).
// What an address says decides first (see LooksLikeArticle and linkEvidence): a list (category,
// tag, archive, page of results) or an account page never counts. Then the page decides:
//
//   - an address that names an article by itself (a date, a long ID, a long slug, an ID in the
//     query) counts when another link of the page has the same shape (LinkShape), or when its
//     anchor text reads like a headline; but not when it is linked only from the page's navigation
//     with a short text (a menu's "TV-App");
//   - an address that only names an item of some kind (a short number, a short slug) counts when at
//     least two others of the page share its shape, at least half of them read like headlines, and
//     it is linked from the page's content;
//   - an address whose shape the site's articles are known to have (known, learnt from earlier
//     reads of the site and its sitemaps) counts whenever it names an item, so that a thin page, or
//     one whose layout changed, still gives its articles.
//
// When nothing counts by these rules but some addresses name articles by themselves in the page's
// content, those are taken: a page with a single story still gives it.
func ArticleLinksKnowing(pageURL string, links []page.Link, known *ArticleShape) []Article {
	base, err := url.Parse(pageURL)
	if err != nil {
		return []Article{}
	}
	self := CanonicalURL(pageURL)
	site := siteKey(base)
	var cands []*linkCandidate
	seen := map[string]*linkCandidate{}
	for _, l := range links {
		canon := CanonicalURL(l.URL)
		c, ok := seen[canon]
		if !ok {
			// First time: judge the address. Those of no use are remembered as nil.
			seen[canon] = nil
			cu, err := url.Parse(canon)
			if err != nil || (cu.Scheme != "http" && cu.Scheme != "https") || siteKey(cu) != site || canon == self {
				continue
			}
			ev := linkEvidence(cu)
			if ev < evWeak {
				continue
			}
			c = &linkCandidate{article: Article{URL: canon}, evidence: ev, shape: LinkShape(cu)}
			seen[canon] = c
			cands = append(cands, c)
		}
		if c == nil {
			continue
		}
		text := cleantext.Words(l.Text)
		if c.article.Title == "" {
			c.article.Title = text
		}
		if len(text) > len(c.text) {
			c.text = text
		}
		c.body = c.body || !l.Nav
	}
	for _, c := range cands {
		c.headline = headlineLike(c.text)
	}
	type group struct{ size, strong, headlines, body int }
	groups := map[string]*group{}
	strongSkeletons := map[string]bool{} // skeletons of shapes that several strong candidates have
	for _, c := range cands {
		g := groups[c.shape]
		if g == nil {
			g = &group{}
			groups[c.shape] = g
		}
		g.size++
		if c.evidence == evStrong {
			g.strong++
			if g.strong == 2 {
				strongSkeletons[shapeSkeleton(c.shape)] = true
			}
		}
		if c.headline {
			g.headlines++
		}
		if c.body {
			g.body++
		}
	}
	accept := func(c *linkCandidate) bool {
		g := groups[c.shape]
		switch {
		case known.Matches(c.shape):
			return true
		case c.evidence == evStrong:
			// Linked from the content: with a sibling there, or a headline of its own. Linked only
			// from the navigation: when the content links to its siblings and its text is no menu
			// label (a picture, or a headline).
			return c.body && (g.body >= 2 || c.headline) || !c.body && g.body >= 2 && (c.text == "" || c.headline)
		case g.strong == 0 && strongSkeletons[shapeSkeleton(c.shape)]:
			// Short IDs under a word ("/regular/12429") where the page's articles have the same
			// form with a word that says so ("/article/20880"): some other kind of item.
			return false
		default: // evWeak
			return c.body && g.size >= 3 && g.headlines*2 >= g.size && g.body*2 >= g.size
		}
	}
	var picked []*linkCandidate
	for _, c := range cands {
		if accept(c) {
			picked = append(picked, c)
		}
	}
	if len(picked) == 0 {
		for _, c := range cands {
			if c.evidence == evStrong && c.body {
				picked = append(picked, c)
			}
		}
	}
	articles := make([]Article, 0, len(picked))
	for _, c := range picked {
		a := c.article
		if a.Title == "" {
			if u, err := url.Parse(a.URL); err == nil {
				a.Title = TitleFromSlug(u)
				if a.Title == "" {
					a.Title = u.Path
				}
			}
		}
		articles = append(articles, a)
	}
	return articles
}

// hasBlockedSegment reports whether any segment of p names an account, search, legal or similar page.
func hasBlockedSegment(p string) bool {
	for _, s := range segments(p) {
		if w := strings.ToLower(s); blockedSegments[w] || houseOrDesk[w] {
			return true
		}
	}
	return false
}
