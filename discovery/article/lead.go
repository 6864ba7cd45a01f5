package article

// This file finds an article's lead picture, the one a page names for itself (og:image,
// twitter:image, the "image" of its structured data) or shows above its text, which Readability
// often leaves out of the content, and adds it to the top of the blocks when they lack it.

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/broadsheet/broadsheet/cleantext"
)

// leadPicture is a picture a page names as its article's own.
type leadPicture struct {
	url     string // absolute
	alt     string
	caption string
}

// leadScan is what a page says about its lead picture, read before Readability trims the page.
type leadScan struct {
	pictures []leadPicture // in the order they are worth trying: the figure above the text, meta, structured data
	site     []string      // the site's own pictures: its icons and the logo of its structured data
}

// metaImages are the <meta> properties and names of a page's picture, with that of its alternative
// text, best first.
var metaImages = []struct{ key, alt string }{
	{"og:image", "og:image:alt"},
	{"og:image:url", "og:image:alt"},
	{"og:image:secure_url", "og:image:alt"},
	{"twitter:image", "twitter:image:alt"},
	{"twitter:image:src", "twitter:image:alt"},
}

// scanLead reads a page's lead pictures and the site's own pictures: the first picture of the
// article element before its first paragraph (own, else the page's first <article>), the pictures
// its <meta> and its JSON-LD name, and its icons.
func scanLead(doc *html.Node, own *html.Node, base *url.URL) leadScan {
	var ls leadScan
	meta := map[string]string{}
	var jsonld []string
	var firstArticle *html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Meta:
				key := strings.ToLower(attr(n, "property"))
				if key == "" {
					key = strings.ToLower(attr(n, "name"))
				}
				if _, seen := meta[key]; !seen && key != "" {
					meta[key] = strings.TrimSpace(attr(n, "content"))
				}
				if key == "msapplication-tileimage" {
					ls.site = appendURL(ls.site, base, attr(n, "content"))
				}
			case atom.Link:
				rel := strings.ToLower(attr(n, "rel"))
				if strings.Contains(rel, "icon") || strings.Contains(rel, "logo") {
					ls.site = appendURL(ls.site, base, attr(n, "href"))
				}
			case atom.Script:
				if strings.Contains(strings.ToLower(attr(n, "type")), "ld+json") {
					jsonld = append(jsonld, textOf(n))
				}
			case atom.Article:
				if firstArticle == nil {
					firstArticle = n
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if own == nil {
		own = firstArticle
	}
	if own != nil {
		if p, ok := figureAbove(own, base); ok {
			ls.pictures = append(ls.pictures, p)
		}
	}
	for _, m := range metaImages {
		if src := resolve(base, meta[m.key]); src != "" {
			ls.pictures = append(ls.pictures, leadPicture{url: src, alt: cleantext.Words(meta[m.alt])})
		}
	}
	for _, text := range jsonld {
		pictures, logos := structuredImages(text, base)
		ls.pictures = append(ls.pictures, pictures...)
		ls.site = append(ls.site, logos...)
	}
	return ls
}

func appendURL(list []string, base *url.URL, href string) []string {
	if u := resolve(base, href); u != "" {
		return append(list, u)
	}
	return list
}

// figureAbove returns the first picture of the article element before its first paragraph of
// words: an <img> (in a <figure>, with its caption), not an ad, not a small one (an icon, an
// author's portrait in the byline), not in the article's navigation or a box named for ads,
// sharing or the byline.
func figureAbove(article *html.Node, base *url.URL) (leadPicture, bool) {
	var found leadPicture
	done := false
	var walk func(n *html.Node, figure *html.Node)
	walk = func(n *html.Node, figure *html.Node) {
		for c := n.FirstChild; c != nil && !done; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if boxName(attr(c, "class")) || boxName(attr(c, "id")) {
				continue
			}
			switch c.DataAtom {
			case atom.Nav, atom.Aside, atom.Footer, atom.Script, atom.Noscript, atom.Template, atom.Svg, atom.Form:
				continue
			case atom.P:
				if cleantext.Words(textOf(c)) != "" {
					done = true
					return
				}
			case atom.Figure:
				walk(c, c)
				continue
			case atom.Img:
				src := imageSource(c, base)
				if src == "" || adImage(c, src) || small(c) {
					continue
				}
				found = leadPicture{url: src, alt: cleantext.Words(attr(c, "alt"))}
				if figure != nil {
					found.caption = figureCaption(figure)
				}
				done = true
				return
			}
			walk(c, figure)
		}
	}
	walk(article, nil)
	return found, found.url != ""
}

// small reports whether an image is declared less than 100 pixels on a side: an icon or a
// portrait beside a name, not an article's picture.
func small(img *html.Node) bool {
	for _, key := range []string{"width", "height"} {
		v := strings.TrimSpace(strings.TrimSuffix(attr(img, key), "px"))
		if len(v) > 0 && len(v) <= 2 && v[0] >= '0' && v[0] <= '9' {
			return true
		}
	}
	return false
}

// figureCaption is the text of a figure's <figcaption>s.
func figureCaption(figure *html.Node) string {
	var parts []string
	for c := figure.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.Figcaption {
			if t := cleantext.Words(textOf(c)); t != "" {
				parts = append(parts, t)
			}
		}
	}
	return strings.Join(parts, " ")
}

// structuredImages returns the "image" of the articles a JSON-LD text describes (NewsArticle,
// BlogPosting and their kin), and the logos of their publishers, which are the site's own.
func structuredImages(text string, base *url.URL) (pictures []leadPicture, logos []string) {
	var v any
	if json.Unmarshal([]byte(text), &v) != nil {
		return nil, nil
	}
	var visit func(v any, depth int)
	visit = func(v any, depth int) {
		if depth > 8 {
			return
		}
		switch v := v.(type) {
		case []any:
			for _, e := range v {
				visit(e, depth+1)
			}
		case map[string]any:
			if articleType(v["@type"]) {
				if p, ok := imageOf(v["image"], base); ok {
					pictures = append(pictures, p)
				}
			}
			if pub, ok := v["publisher"].(map[string]any); ok {
				if p, ok := imageOf(pub["logo"], base); ok {
					logos = append(logos, p.url)
				}
			}
			if p, ok := imageOf(v["logo"], base); ok {
				logos = append(logos, p.url)
			}
			visit(v["@graph"], depth+1)
			visit(v["mainEntity"], depth+1)
		}
	}
	visit(v, 0)
	return pictures, logos
}

// articleType reports whether a JSON-LD "@type" names an article.
func articleType(t any) bool {
	switch t := t.(type) {
	case string:
		return strings.HasSuffix(t, "Article") || strings.HasSuffix(t, "Posting") ||
			t == "ReportageNews" || t == "Report"
	case []any:
		return slices.ContainsFunc(t, articleType)
	}
	return false
}

// imageOf reads a JSON-LD image: an address, an ImageObject (its url, else contentUrl, and its
// caption), or a list of them, of which the first is taken.
func imageOf(v any, base *url.URL) (leadPicture, bool) {
	switch v := v.(type) {
	case string:
		if src := resolve(base, v); src != "" {
			return leadPicture{url: src}, true
		}
	case []any:
		for _, e := range v {
			if p, ok := imageOf(e, base); ok {
				return p, true
			}
		}
	case map[string]any:
		for _, key := range []string{"url", "contentUrl"} {
			if s, ok := v[key].(string); ok {
				if src := resolve(base, s); src != "" {
					caption, _ := v["caption"].(string)
					return leadPicture{url: src, caption: cleantext.Words(caption)}, true
				}
			}
		}
	}
	return leadPicture{}, false
}

// nearTop is how many blocks from the top an image still counts as the article's lead.
const nearTop = 3

// addLead returns blocks with the page's lead picture as their first block when they hold no image
// near their top (in the first nearTop blocks) and none of the pictures the page names is among
// them already. The first of the page's pictures that is neither an ad nor the site's own (see
// sitePicture) is the one added. Blocks of no words are left as they are: a picture is no article.
func addLead(blocks []Block, ls leadScan) []Block {
	if len(blocks) == 0 || len(ls.pictures) == 0 {
		return blocks
	}
	for i, b := range blocks {
		if b.Kind == KindImage && i < nearTop {
			return blocks
		}
	}
	for _, p := range ls.pictures {
		for _, b := range blocks {
			if b.Kind == KindImage && sameImage(b.URL, p.url) {
				return blocks
			}
		}
	}
	for _, p := range ls.pictures {
		if IsAdImage(p.url) || sitePicture(p.url, ls.site) {
			continue
		}
		lead := Block{Kind: KindImage, URL: p.url, Alt: p.alt, Caption: p.caption}
		return append([]Block{lead}, blocks...)
	}
	return blocks
}

// siteFolders are the folders of a site's own pictures ("common/icons/"); siteNames, the words of
// their file names ("favicon.ico", "default-share.png", "fb_share.png"). A folder named "default" is
// not one: Drupal keeps every article's pictures under sites/default/files.
var (
	siteFolders = map[string]bool{
		"icons": true, "favicons": true, "sprites": true, "template": true, "templates": true,
		"brand": true, "branding": true, "avatars": true, "common": true,
	}
	siteNames = map[string]bool{
		"favicon": true, "icon": true, "ico": true, "default": true, "placeholder": true,
		"fallback": true, "sprite": true, "avatar": true, "brand": true, "share": true,
	}
)

// sitePicture reports whether a picture is the site's own rather than the article's: its path
// holds "logo", or one of its folders is one of siteFolders, or a word of its file name one of
// siteNames, or it is one of the site's icons or logos (site).
func sitePicture(src string, site []string) bool {
	u, err := url.Parse(src)
	if err != nil {
		return true
	}
	path := strings.ToLower(u.Path)
	if strings.Contains(path, "logo") {
		return true
	}
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for _, s := range segs[:len(segs)-1] {
		if siteFolders[s] {
			return true
		}
	}
	for _, w := range strings.FieldsFunc(segs[len(segs)-1], func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		if siteNames[w] {
			return true
		}
	}
	return slices.ContainsFunc(site, func(s string) bool { return sameImage(s, src) })
}

// sizeKeys are the parameters of a picture's query that only choose its size, crop or encoding, or
// the version a cache keeps ("?v=3", "?modified_at=..."): not which picture it is.
var sizeKeys = map[string]bool{
	"w": true, "h": true, "width": true, "height": true, "resize": true, "fit": true, "crop": true,
	"quality": true, "q": true, "auto": true, "fm": true, "format": true, "dpr": true, "ssl": true,
	"strip": true, "zoom": true, "size": true, "maxwidth": true, "maxheight": true,
	"v": true, "ver": true, "version": true, "cb": true, "modified_at": true,
}

// sameImage reports whether two absolute addresses are the same picture: the same host (its case
// and a leading "www." aside) and path, with either scheme, and the same query once the parameters
// that only size it or name its version (sizeKeys) are set aside. Any other parameter ("?id=41")
// may name the picture, and must be the same.
func sameImage(a, b string) bool {
	ua, err := url.Parse(a)
	if err != nil {
		return a == b
	}
	ub, err := url.Parse(b)
	if err != nil {
		return a == b
	}
	host := func(u *url.URL) string { return strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.") }
	if host(ua) != host(ub) || ua.Port() != ub.Port() || ua.Path != ub.Path {
		return false
	}
	return identity(ua.Query()) == identity(ub.Query())
}

// identity is a query without its sizing parameters, in a canonical form.
func identity(q url.Values) string {
	for k := range q {
		if sizeKeys[strings.ToLower(k)] {
			delete(q, k)
		}
	}
	return q.Encode()
}
