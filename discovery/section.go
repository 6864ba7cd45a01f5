package discovery

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// dominantShare is the share of article-shaped links that must start with the same first path
// segment for the links under any other first segment to be dropped as strays (Nikkei's startups
// page: the 20 /article/ links stay, a market-data page or a column elsewhere goes).
const dominantShare = 0.6

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

// ArticleLinks picks the articles among the links of a page: links to the same site (www. or not),
// whose path looks like an article, without the page itself, navigation (a blocked segment such as
// /login/) or duplicates (by CanonicalURL, keeping the first place a link appears and the first
// non-empty anchor text); then, when at least 60 % of them share the first path segment, only those.
// An article's title is its anchor text with white space collapsed, else a title read from its slug,
// else its path.
func ArticleLinks(pageURL string, links []page.Link) []Article {
	base, err := url.Parse(pageURL)
	if err != nil {
		return []Article{}
	}
	self := CanonicalURL(pageURL)
	site := siteKey(base)
	type candidate struct {
		article Article
		first   string
	}
	var shaped []*candidate
	seen := map[string]*candidate{}
	for _, l := range links {
		u, err := url.Parse(l.URL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || siteKey(u) != site {
			continue
		}
		canon := CanonicalURL(l.URL)
		if canon == self {
			continue
		}
		text := collapseSpace(l.Text)
		if c, ok := seen[canon]; ok {
			if c.article.Title == "" {
				c.article.Title = text
			}
			continue
		}
		if !LooksLikeArticle(u.Path) || hasBlockedSegment(u.Path) {
			continue
		}
		c := &candidate{article: Article{URL: canon, Title: text}, first: firstSegment(u.Path)}
		seen[canon] = c
		shaped = append(shaped, c)
	}
	counts := map[string]int{}
	best, bestN := "", 0
	for _, c := range shaped {
		counts[c.first]++
		if n := counts[c.first]; n > bestN {
			best, bestN = c.first, n
		}
	}
	articles := []Article{}
	keepAll := float64(bestN) < dominantShare*float64(len(shaped))
	for _, c := range shaped {
		if !keepAll && c.first != best {
			continue
		}
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
		if blockedSegments[strings.ToLower(s)] {
			return true
		}
	}
	return false
}
