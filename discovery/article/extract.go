package article

import (
	"fmt"
	"io"
	"net/url"
	"strings"
	"unicode"

	readability "codeberg.org/readeck/go-readability/v2"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// maxElements bounds the elements of a page Extract hands to Readability, whose scoring visits the
// document several times: a page of more is read as empty rather than holding the reader for long.
const maxElements = 60000

// Extract finds the article in one HTML page read from r. pageURL is the page's absolute address
// (after redirects), against which links and images are resolved; contentType is the Content-Type
// it came with, or "". The charset is chosen as package page chooses it.
//
// The Article's Status is StatusOK, StatusEmpty or StatusPaywalled; Requests is empty. Extract
// fails only when pageURL is not an absolute http(s) URL or r fails.
func Extract(r io.Reader, pageURL, contentType string) (*Article, error) {
	return extract(r, pageURL, contentType, true)
}

// extract is Extract; withLead says whether the page's lead picture is added (see addLead).
func extract(r io.Reader, pageURL, contentType string, withLead bool) (*Article, error) {
	u, err := url.Parse(pageURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%w: %q", ErrAddress, pageURL)
	}
	rd, err := page.UTF8Reader(r, contentType)
	if err != nil {
		return nil, fmt.Errorf("article: %s: %w", pageURL, err)
	}
	doc, err := html.Parse(rd)
	if err != nil {
		return nil, fmt.Errorf("article: %s: %w", pageURL, err)
	}
	a := &Article{URL: pageURL, Blocks: []Block{}, Requests: []Request{}, Site: u.Hostname()}
	scan := scanPage(doc)
	a.Lang = cleantext.Words(scan.lang)
	a.Title = scan.title
	// The blocks of the page's own article element, read before Readability rearranges the page.
	var own []Block
	if scan.own != nil {
		own = blocksOf(scan.own, u)
	}
	lead := scanLead(doc, scan.own, u)

	parser := readability.NewParser()
	parser.MaxElemsToParse = maxElements
	var blocks []Block
	got, err := parser.ParseAndMutate(doc, u)
	if err == nil {
		if t := cleantext.Words(got.Title()); t != "" {
			a.Title = t
		}
		a.Byline = cleantext.Words(got.Byline())
		if s := cleantext.Words(got.SiteName()); s != "" {
			a.Site = s
		}
		if l := cleantext.Words(got.Language()); l != "" {
			a.Lang = l
		}
		if got.Node != nil {
			blocks = blocksOf(got.Node, u)
		}
	}
	// Readability takes the longest text it finds when no part of the page reads as an article: on a
	// page whose article is short or missing, that is the site's menu. The page's own article
	// element is read instead; when it is a menu too, or missing, the page holds no article.
	if notArticle(blocks, scan.nav) {
		blocks = own
	}
	blocks = dropBoilerplate(dropRepeats(blocks, a.Title, a.Byline))
	if notArticle(blocks, scan.nav) {
		blocks = nil
	}
	if withLead {
		blocks = addLead(blocks, lead)
	}
	if blocks == nil {
		blocks = []Block{}
	}
	a.Blocks = blocks
	a.Text = PlainText(a.Blocks)
	a.Words = wordsOf(a.Blocks)
	switch {
	case scan.notFree && a.Words < teaserWords, scan.paywall && a.Words < MinWords:
		a.Status = StatusPaywalled
	case a.Words < MinWords:
		a.Status = StatusEmpty
	default:
		a.Status = StatusOK
	}
	return a, nil
}

// pageScan is what Extract reads from the whole page before Readability trims it to its content.
type pageScan struct {
	title   string
	lang    string
	own     *html.Node // the <article> (else <main>) that holds the page's first <h1>; nil when none does
	nav     string     // the text of the page's navigation: <nav>, and <header>, <footer> and <aside> outside the article
	notFree bool       // the page's structured data says its text is not free to read
	paywall bool       // an element of the page is named for a paywall
}

// scanPage reads the page's <title>, the lang of <html>, and whether the page says it is paywalled:
// structured data with "isAccessibleForFree": false (the mark search engines ask paywalled pages
// to carry), or an element whose class or id names a paywall. The first marks a page whose lead of
// up to teaserWords words is all it shows; the second, which many free pages carry as well, only
// one that shows next to nothing. It also finds the page's own signs of where its article is: the
// <article> (else <main>, or the element of role "main") that holds the first <h1>, and the text of
// its navigation.
func scanPage(doc *html.Node) pageScan {
	var s pageScan
	var nav strings.Builder
	seenH1 := false
	// article and main are the innermost <article> and <main> around n; inNav says that the text of
	// an element around n is in nav already.
	var walk func(n, article, main *html.Node, inNav bool)
	walk = func(n, article, main *html.Node, inNav bool) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Html:
				s.lang = attr(n, "lang")
			case atom.Title:
				if s.title == "" {
					s.title = cleantext.Words(textOf(n))
				}
			case atom.Script:
				if strings.Contains(strings.ToLower(attr(n, "type")), "ld+json") && notFree(textOf(n)) {
					s.notFree = true
				}
			case atom.Article:
				article = n
			case atom.Main:
				main = n
			case atom.H1:
				if !seenH1 {
					seenH1 = true
					if s.own = article; s.own == nil {
						s.own = main
					}
				}
			}
			if strings.EqualFold(attr(n, "role"), "main") {
				main = n
			}
			if !inNav && navigation(n, article != nil || main != nil) {
				nav.WriteString(cleantext.Words(textOf(n)))
				nav.WriteByte('\n')
				inNav = true
			}
			for _, name := range []string{"class", "id"} {
				if v := strings.ToLower(attr(n, name)); strings.Contains(v, "paywall") {
					s.paywall = true
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, article, main, inNav)
		}
	}
	walk(doc, nil, nil, false)
	s.nav = nav.String()
	return s
}

// navigation reports whether the element n is the page's navigation rather than its content: a
// <nav> or an element of role "navigation", or a <header>, <footer> or <aside> (or role "banner",
// "contentinfo", "complementary") outside the article.
func navigation(n *html.Node, inArticle bool) bool {
	switch strings.ToLower(attr(n, "role")) {
	case "navigation":
		return true
	case "banner", "contentinfo", "complementary":
		return !inArticle
	}
	switch n.DataAtom {
	case atom.Nav:
		return true
	case atom.Header, atom.Footer, atom.Aside:
		return !inArticle
	}
	return false
}

// notArticle reports whether blocks are not an article by the page's own signs: most of their
// letters are in links, or in text the page's navigation holds (nav, the text of its <nav>,
// header and footer), or in the short entries of lists (a list of section names) with no sentence
// anywhere. Nothing at all is not an article either. Word counts play no part, so that a short
// article reads and a long menu does not.
func notArticle(blocks []Block, nav string) bool {
	var all, linked, navigational, short int
	sentence := false
	count := func(spans []Span, entry bool) {
		text := spansText(spans)
		n := letters(text)
		all += n
		for _, s := range spans {
			if s.URL != "" {
				linked += letters(s.Text)
			}
		}
		words := CountWords(text)
		if words < 12 && nav != "" {
			// A sentence is not a menu's: only short lines are looked for in the navigation.
			if t := cleantext.Words(text); t != "" && strings.Contains(nav, t) {
				navigational += n
			}
		}
		switch {
		case words >= 12:
			sentence = true
		case entry && len(strings.Fields(text)) <= 3 && n <= 20:
			short += n
		}
	}
	for _, b := range blocks {
		if b.Kind == KindCode {
			count(b.Spans, false)
			sentence = true
			continue
		}
		count(b.Spans, false)
		for _, it := range b.Items {
			count(it, true)
		}
	}
	if all == 0 {
		return true
	}
	return 2*linked > all || 2*navigational > all || (2*short > all && !sentence)
}

// notFree reports whether a JSON-LD text marks the page as not free to read.
func notFree(jsonld string) bool {
	s := strings.ToLower(jsonld)
	for {
		i := strings.Index(s, `"isaccessibleforfree"`)
		if i < 0 {
			return false
		}
		s = s[i+len(`"isaccessibleforfree"`):]
		v := strings.TrimLeft(s, " \t\r\n:")
		if strings.HasPrefix(v, "false") || strings.HasPrefix(v, `"false"`) {
			return true
		}
	}
}

// dropRepeats removes, from the first blocks, a heading that repeats the title and a line that
// repeats the byline, which the reader shows on their own. A page's title often adds the site's
// name to the headline ("Headline | Site"): a heading the title holds whole, of three words or
// more, repeats it too.
func dropRepeats(blocks []Block, title, byline string) []Block {
	for range 2 {
		if len(blocks) == 0 {
			break
		}
		text := spansText(blocks[0].Spans)
		switch {
		case blocks[0].Kind == KindHeading && (strings.EqualFold(text, title) ||
			CountWords(text) >= 3 && strings.Contains(strings.ToLower(title), strings.ToLower(text))):
		case byline != "" && blocks[0].Kind == KindParagraph &&
			(strings.EqualFold(text, byline) || strings.EqualFold(text, "By "+byline)):
		default:
			return blocks
		}
		blocks = blocks[1:]
	}
	return blocks
}

// PlainText writes the words of blocks: a blank line between blocks, each entry of a list and each
// line of a quotation or of code on a line of its own. Images, link addresses and list markers are
// structure, which Blocks keeps, and not words: they are left out.
func PlainText(blocks []Block) string {
	var b strings.Builder
	for _, bl := range blocks {
		var text string
		switch bl.Kind {
		case KindImage:
			continue
		case KindList:
			items := make([]string, 0, len(bl.Items))
			for _, it := range bl.Items {
				items = append(items, spansText(it))
			}
			text = strings.Join(items, "\n")
		default:
			text = spansText(bl.Spans)
		}
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(text)
	}
	return b.String()
}

// dropBoilerplate removes the blocks that are about the page rather than part of the article: a
// paragraph that is only an ad's label ("Advertisement"), a share or save button's word; a
// paragraph or list entirely of links (to other posts, "Learn more"), with a short heading just
// before it that names it ("Related", "Read more").
func dropBoilerplate(blocks []Block) []Block {
	kept := blocks[:0]
	for _, b := range blocks {
		switch {
		case (b.Kind == KindParagraph || b.Kind == KindHeading) && label(spansText(b.Spans)):
			continue
		case b.Kind == KindParagraph && linksOnly(b.Spans), b.Kind == KindList && linkList(b.Items):
			if n := len(kept); n > 0 && kept[n-1].Kind == KindHeading &&
				(CountWords(spansText(kept[n-1].Spans)) <= 4 || linksOnly(kept[n-1].Spans)) {
				kept = kept[:n-1]
			}
			continue
		}
		kept = append(kept, b)
	}
	// A heading that is a link, last of all, names what followed it on the page and was left out.
	if n := len(kept); n > 0 && kept[n-1].Kind == KindHeading && linksOnly(kept[n-1].Spans) {
		kept = kept[:n-1]
	}
	return kept
}

// labels are the words a page puts on an ad, or on a button to share or save the page, in the
// languages Broadsheet's readers read; a block that says only one of them is no part of an article.
var labels = map[string]bool{
	"advertisement": true, "advert": true, "ad": true, "ads": true, "sponsored": true,
	"sponsored content": true, "paid content": true, "promoted": true, "promoted content": true,
	"anzeige": true, "werbung": true, "publicité": true, "publicidad": true, "pubblicità": true,
	"publicidade": true, "reklama": true, "advertentie": true, "広告": true, "スポンサーリンク": true,
	"pr": true, "广告": true, "廣告": true, "광고": true, "iklan": true, "विज्ञापन": true,
	"share": true, "share this": true, "share this article": true, "share this story": true,
	"share on facebook": true, "share on twitter": true, "tweet": true, "save": true, "print": true,
	"email": true, "シェア": true, "ツイート": true, "分享": true, "bagikan": true,
}

// label reports whether text is only one of labels, spaces and punctuation aside.
func label(text string) bool {
	t := strings.ToLower(strings.Join(strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " "))
	return labels[t]
}

// linksOnly reports whether every word of spans is in a link, and they are a few: a pointer to
// another page, not a paragraph of the article.
func linksOnly(spans []Span) bool {
	words := 0
	for _, s := range spans {
		n := CountWords(s.Text)
		if n > 0 && s.URL == "" {
			return false
		}
		words += n
	}
	return words > 0 && words <= 25
}

// linkList reports whether a list is a list of pointers to other pages: at least two entries, and
// four in five of them links only.
func linkList(items [][]Span) bool {
	links := 0
	for _, it := range items {
		if linksOnly(it) {
			links++
		}
	}
	return len(items) >= 2 && 5*links >= 4*len(items)
}

// wordsOf counts the words of blocks' text, images left out: an address is not reading.
func wordsOf(blocks []Block) int {
	n := 0
	for _, b := range blocks {
		for _, s := range b.Spans {
			n += CountWords(s.Text)
		}
		for _, it := range b.Items {
			for _, s := range it {
				n += CountWords(s.Text)
			}
		}
	}
	return n
}

// CountWords counts the words of s: runs of letters and digits, each Chinese, Japanese or Korean
// character counting as a word of its own (those scripts put no spaces between words, and a
// character carries about as much as a short word).
func CountWords(s string) int {
	n := 0
	in := false
	for _, r := range s {
		switch {
		case isCJK(r):
			n++
			in = false
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' && in || r == '’' && in:
			if !in {
				n++
			}
			in = true
		default:
			in = false
		}
	}
	return n
}

// isCJK reports whether r belongs to a script written without spaces between words.
func isCJK(r rune) bool {
	if r < 0x1100 {
		return false
	}
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) ||
		unicode.Is(unicode.Hangul, r)
}

// attr returns the value of n's attribute key, or "".
func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val
		}
	}
	return ""
}

// textOf returns all text under n, as written.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}
