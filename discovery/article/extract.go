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

	parser := readability.NewParser()
	parser.MaxElemsToParse = maxElements
	parser.CharThresholds = 200
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
			a.Blocks = blocksOf(got.Node, u)
		}
	}
	a.Blocks = dropRepeats(a.Blocks, a.Title, a.Byline)
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
	notFree bool // the page's structured data says its text is not free to read
	paywall bool // an element of the page is named for a paywall
}

// scanPage reads the page's <title>, the lang of <html>, and whether the page says it is paywalled:
// structured data with "isAccessibleForFree": false (the mark search engines ask paywalled pages
// to carry), or an element whose class or id names a paywall. The first marks a page whose lead of
// up to teaserWords words is all it shows; the second, which many free pages carry as well, only
// one that shows next to nothing.
func scanPage(doc *html.Node) pageScan {
	var s pageScan
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
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
			}
			for _, name := range []string{"class", "id"} {
				if v := strings.ToLower(attr(n, name)); strings.Contains(v, "paywall") {
					s.paywall = true
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return s
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
// repeats the byline, which the reader shows on their own.
func dropRepeats(blocks []Block, title, byline string) []Block {
	for range 2 {
		if len(blocks) == 0 {
			break
		}
		text := spansText(blocks[0].Spans)
		switch {
		case blocks[0].Kind == KindHeading && strings.EqualFold(text, title):
		case byline != "" && blocks[0].Kind == KindParagraph &&
			(strings.EqualFold(text, byline) || strings.EqualFold(text, "By "+byline)):
		default:
			return blocks
		}
		blocks = blocks[1:]
	}
	return blocks
}

// PlainText writes blocks as plain text: a blank line between blocks, "- " or "1. " before list
// entries, "> " before the lines of a quotation, an image as its alternative text and address.
func PlainText(blocks []Block) string {
	var b strings.Builder
	for i, bl := range blocks {
		if i > 0 {
			b.WriteString("\n\n")
		}
		switch bl.Kind {
		case KindList:
			for j, it := range bl.Items {
				if j > 0 {
					b.WriteByte('\n')
				}
				if bl.Ordered {
					fmt.Fprintf(&b, "%d. ", j+1)
				} else {
					b.WriteString("- ")
				}
				b.WriteString(spansText(it))
			}
		case KindQuote:
			for j, line := range strings.Split(spansText(bl.Spans), "\n") {
				if j > 0 {
					b.WriteByte('\n')
				}
				b.WriteString("> " + line)
			}
		case KindImage:
			if bl.Alt != "" {
				b.WriteString("[Image: " + bl.Alt + "] ")
			} else {
				b.WriteString("[Image] ")
			}
			b.WriteString(bl.URL)
		default:
			b.WriteString(spansText(bl.Spans))
		}
	}
	return b.String()
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
