package article

import (
	"net/url"
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/broadsheet/broadsheet/cleantext"
)

// blocksOf turns the content Readability kept into blocks, in document order. Loose text and inline
// elements between blocks become paragraphs; a table becomes a paragraph per row; a figure becomes its
// images, its caption theirs; an image within text becomes an image block after its paragraph;
// boxes named for ads, sharing, newsletters or related posts, and images from ad servers, are left
// out; anything else is read for the blocks inside it.
func blocksOf(root *html.Node, base *url.URL) []Block {
	bb := &blockBuilder{base: base, total: letters(textOf(root))}
	bb.walk(root)
	bb.flush()
	return bb.blocks
}

// blockBuilder gathers blocks and the paragraph being built from loose inline content.
type blockBuilder struct {
	base    *url.URL
	blocks  []Block
	pending spanBuilder
	total   int // letters of the whole content: a box that holds half of them is the article itself
}

func (bb *blockBuilder) flush() {
	if spans := bb.pending.done(); len(spans) > 0 {
		bb.blocks = append(bb.blocks, Block{Kind: KindParagraph, Spans: spans})
	}
	imgs := bb.pending.imgs
	bb.pending = spanBuilder{}
	bb.images(imgs)
}

func (bb *blockBuilder) add(b Block) {
	bb.flush()
	bb.blocks = append(bb.blocks, b)
}

func (bb *blockBuilder) walk(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		bb.node(c)
	}
}

func (bb *blockBuilder) node(n *html.Node) {
	if n.Type == html.TextNode {
		bb.pending.base = bb.base
		bb.pending.node(n, inline{})
		return
	}
	if n.Type != html.ElementNode {
		return
	}
	if bb.boilerplate(n) {
		return
	}
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Svg, atom.Iframe, atom.Form,
		atom.Button, atom.Input, atom.Select, atom.Textarea:
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		bb.flush()
		spans, imgs := bb.spans(n)
		if len(spans) > 0 {
			bb.add(Block{Kind: KindHeading, Level: int(n.Data[1] - '0'), Spans: spans})
		}
		bb.images(imgs)
	case atom.P:
		bb.flush()
		// A paragraph may hold an image alone, as figures often do: keep it as an image.
		if img := loneImage(n); img != nil {
			bb.image(img)
			return
		}
		spans, imgs := bb.spans(n)
		if len(spans) > 0 {
			bb.add(Block{Kind: KindParagraph, Spans: spans})
		}
		bb.images(imgs)
	case atom.Ul, atom.Ol:
		bb.flush()
		if cards(n) {
			// A list of cards, each a heading and paragraphs: read as the blocks they are.
			bb.walk(n)
			bb.flush()
			return
		}
		list := Block{Kind: KindList, Ordered: n.DataAtom == atom.Ol}
		var imgs []*html.Node
		for li := n.FirstChild; li != nil; li = li.NextSibling {
			if li.Type != html.ElementNode || bb.boilerplate(li) {
				continue
			}
			spans, more := bb.spans(li)
			if len(spans) > 0 {
				list.Items = append(list.Items, spans)
			}
			imgs = append(imgs, more...)
		}
		if len(list.Items) > 0 {
			bb.add(list)
		}
		bb.images(imgs)
	case atom.Blockquote:
		bb.flush()
		spans, imgs := bb.spans(n)
		if len(spans) > 0 {
			bb.add(Block{Kind: KindQuote, Spans: spans})
		}
		bb.images(imgs)
	case atom.Figure:
		bb.flush()
		bb.figure(n)
	case atom.Figcaption:
		// A caption outside its figure, as some pages write it after the image: the image's too.
		bb.flush()
		bb.caption(cleantext.Words(textOf(n)))
	case atom.Pre:
		if text := cleantext.Text(strings.Trim(textOf(n), "\n")); strings.TrimSpace(text) != "" {
			bb.add(Block{Kind: KindCode, Spans: []Span{{Text: text, Code: true}}})
		}
	case atom.Img, atom.Picture:
		bb.image(n)
	case atom.Table:
		bb.flush()
		bb.table(n)
	case atom.Br, atom.Hr:
		bb.flush()
	case atom.A, atom.Span, atom.Strong, atom.B, atom.Em, atom.I, atom.Code, atom.Small, atom.Sub,
		atom.Sup, atom.Mark, atom.Time, atom.Abbr, atom.Cite, atom.Q, atom.U, atom.S, atom.Del, atom.Ins:
		if hasBlock(n) {
			bb.walk(n) // an inline element wrapping blocks, as some pages write <a><div>...</div></a>
			return
		}
		bb.pending.base = bb.base
		bb.pending.node(n, inline{})
	default:
		// div, section, article, figure, figcaption, header, dl and the like: read for what they hold,
		// their loose text a paragraph of its own.
		bb.flush()
		bb.walk(n)
		bb.flush()
	}
}

// spans returns the inline content of n as spans, its block-level children read as inline, and the
// images it holds, which are not words.
func (bb *blockBuilder) spans(n *html.Node) ([]Span, []*html.Node) {
	sb := spanBuilder{base: bb.base}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		sb.node(c, inline{})
	}
	return sb.done(), sb.imgs
}

// image adds the image n (an <img>, or the first <img> of a <picture>) as a block of its own, unless
// it is an ad or a tracking pixel.
func (bb *blockBuilder) image(n *html.Node) {
	if n.DataAtom != atom.Img {
		n = firstImage(n)
		if n == nil {
			return
		}
	}
	src := imageSource(n, bb.base)
	if src == "" || adImage(n, src) {
		return
	}
	bb.add(Block{Kind: KindImage, URL: src, Alt: cleantext.Words(attr(n, "alt"))})
}

// images adds the images met within a block's text, after that block.
func (bb *blockBuilder) images(imgs []*html.Node) {
	for _, img := range imgs {
		bb.image(img)
	}
}

// figure adds what a <figure> holds, its <figcaption> as the caption of its last image. A caption
// without an image (of a video, or of an image left out as an ad) is left out with it.
func (bb *blockBuilder) figure(n *html.Node) {
	first := len(bb.blocks)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || c.DataAtom != atom.Figcaption {
			bb.node(c)
		}
	}
	bb.flush()
	for i := len(bb.blocks) - 1; i >= first; i-- {
		if bb.blocks[i].Kind == KindImage {
			bb.blocks[i].Caption = figureCaption(n)
			return
		}
	}
}

// caption gives text to the image just before as its caption; with no image just before, the caption
// is left out with the image it was about.
func (bb *blockBuilder) caption(text string) {
	if n := len(bb.blocks); text != "" && n > 0 && bb.blocks[n-1].Kind == KindImage && bb.blocks[n-1].Caption == "" {
		bb.blocks[n-1].Caption = text
	}
}

// boilerplate reports whether the element n is a box around the article rather than a part of it:
// named (class or id) for ads, sharing, a newsletter, related or recommended posts, or the byline and
// time (which the reader shows on their own), and holding less
// than half of the content's letters (a page that names its article "share-story" keeps it).
func (bb *blockBuilder) boilerplate(n *html.Node) bool {
	if !boxName(attr(n, "class")) && !boxName(attr(n, "id")) {
		return false
	}
	return 2*letters(textOf(n)) < bb.total
}

// boxWords are the words of a class or id that name a box around an article.
var boxWords = map[string]bool{
	"ad": true, "ads": true, "adv": true, "advert": true, "adverts": true, "advertisement": true,
	"advertising": true, "adsbygoogle": true, "adslot": true, "adunit": true, "dfp": true, "gpt": true,
	"sponsor": true, "sponsored": true, "promo": true, "promotion": true, "newsletter": true,
	"subscribe": true, "signup": true, "share": true, "sharing": true, "sharebar": true,
	"social": true, "related": true, "recommended": true, "recirc": true, "outbrain": true,
	"taboola": true, "zergnet": true, "popular": true, "mostread": true, "trending": true,
	"byline": true, "dateline": true, "timestamp": true,
}

// boxName reports whether a class or id value names a box around an article: one of its words
// (split at spaces, hyphens, underscores and changes of case) is one of boxWords.
func boxName(v string) bool {
	if v == "" {
		return false
	}
	word := func(w string) bool { return boxWords[strings.ToLower(w)] }
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '-' || r == '_' || r == '\t' }) {
		if word(f) {
			return true
		}
		// "shareButtons", "adSlot": the words of a name written in camel case.
		start := 0
		for i, r := range f {
			if i > 0 && r >= 'A' && r <= 'Z' {
				if word(f[start:i]) {
					return true
				}
				start = i
			}
		}
		if start > 0 && word(f[start:]) {
			return true
		}
	}
	return false
}

// adImage reports whether an image is an ad or a counting pixel: its address is an ad server's or
// a tracker's (IsAdImage), or it is declared one or two pixels wide or high.
func adImage(img *html.Node, src string) bool {
	for _, key := range []string{"width", "height"} {
		if v := strings.TrimSpace(strings.TrimSuffix(attr(img, key), "px")); v == "0" || v == "1" || v == "2" {
			return true
		}
	}
	return IsAdImage(src)
}

// letters counts the letters and digits of s.
func letters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// table adds a paragraph per row of a table, its cells of words apart by " | ", and the images of
// its cells after their row.
func (bb *blockBuilder) table(n *html.Node) {
	var rows func(n *html.Node)
	rows = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom != atom.Tr {
				rows(c)
				continue
			}
			sb := spanBuilder{base: bb.base}
			first := true
			for cell := c.FirstChild; cell != nil; cell = cell.NextSibling {
				if cell.Type != html.ElementNode || (cell.DataAtom != atom.Td && cell.DataAtom != atom.Th) {
					continue
				}
				if cleantext.Words(textOf(cell)) == "" {
					// A cell of images alone: they are blocks after the row, not a cell of words.
					if img := firstImage(cell); img != nil {
						sb.imgs = append(sb.imgs, img)
					}
					continue
				}
				if !first {
					sb.text(" | ", inline{})
				}
				first = false
				sb.node(cell, inline{strong: cell.DataAtom == atom.Th})
			}
			if spans := sb.done(); len(spans) > 0 {
				bb.blocks = append(bb.blocks, Block{Kind: KindParagraph, Spans: spans})
			}
			bb.images(sb.imgs)
		}
	}
	rows(n)
}

// inline is the formatting in force at a point of inline content.
type inline struct {
	url                  string
	strong, emphasis, cd bool
}

// spanBuilder gathers spans, white space collapsed across them as a browser collapses it, and the
// images met on the way, which are blocks of their own and not words.
type spanBuilder struct {
	base  *url.URL
	spans []Span
	imgs  []*html.Node
	space bool // a space is owed before the next text
}

func (sb *spanBuilder) node(n *html.Node, f inline) {
	switch n.Type {
	case html.TextNode:
		sb.text(n.Data, f)
		return
	case html.ElementNode:
	default:
		return
	}
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Svg, atom.Iframe, atom.Button:
		return
	case atom.Br:
		sb.newline()
		return
	case atom.Img:
		sb.imgs = append(sb.imgs, n)
		sb.space = true
		return
	case atom.A:
		if href := resolve(sb.base, attr(n, "href")); href != "" {
			f.url = href
		}
	case atom.Strong, atom.B:
		f.strong = true
	case atom.Em, atom.I, atom.Cite:
		f.emphasis = true
	case atom.Code, atom.Kbd, atom.Samp, atom.Tt:
		f.cd = true
	case atom.P, atom.Div, atom.Li, atom.Ul, atom.Ol, atom.Blockquote, atom.Pre, atom.Figure,
		atom.Figcaption, atom.Section, atom.Article, atom.Tr, atom.Dd, atom.Dt,
		atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		// A block within inline content (a paragraph in a list entry or a quotation): a line of its own.
		sb.newline()
		defer sb.newline()
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		sb.node(c, f)
	}
}

// text adds text with formatting f, its white space collapsed.
func (sb *spanBuilder) text(s string, f inline) {
	s = cleantext.Line(s) // controls, direction overrides and bytes invalid in a page that claims UTF-8
	if strings.TrimLeftFunc(s, isSpace) != s {
		sb.space = true
	}
	for i, word := range strings.FieldsFunc(s, isSpace) {
		if i > 0 {
			sb.space = true
		}
		if sb.space && len(sb.spans) > 0 && !strings.HasSuffix(sb.last(), "\n") {
			sb.separate(f)
		}
		sb.space = false
		sb.append(word, f)
	}
	if strings.TrimRightFunc(s, isSpace) != s {
		sb.space = true
	}
}

// newline ends the current line, unless nothing or a line end came before.
func (sb *spanBuilder) newline() {
	if len(sb.spans) == 0 || strings.HasSuffix(sb.last(), "\n") {
		return
	}
	sb.spans[len(sb.spans)-1].Text = strings.TrimRight(sb.last(), " ") + "\n"
	sb.space = false
}

func (sb *spanBuilder) last() string {
	return sb.spans[len(sb.spans)-1].Text
}

// append adds s to the last span when its formatting is f, else as a new span.
func (sb *spanBuilder) append(s string, f inline) {
	if n := len(sb.spans); n > 0 {
		l := &sb.spans[n-1]
		if l.URL == f.url && l.Strong == f.strong && l.Emphasis == f.emphasis && l.Code == f.cd {
			l.Text += s
			return
		}
	}
	sb.spans = append(sb.spans, Span{Text: s, URL: f.url, Strong: f.strong, Emphasis: f.emphasis, Code: f.cd})
}

// separate adds the space between two words, the second one formatted f: it belongs to the run
// before, except when that is a link, whose underline it would stretch.
func (sb *spanBuilder) separate(f inline) {
	if l := &sb.spans[len(sb.spans)-1]; l.URL == "" {
		l.Text += " "
		return
	}
	sb.append(" ", f)
}

// done returns the spans with leading and trailing white space and line ends trimmed, without
// empty spans; nil when there is no text.
func (sb *spanBuilder) done() []Span {
	spans := sb.spans
	for len(spans) > 0 {
		spans[0].Text = strings.TrimLeft(spans[0].Text, " \n")
		if spans[0].Text != "" {
			break
		}
		spans = spans[1:]
	}
	for len(spans) > 0 {
		l := &spans[len(spans)-1]
		l.Text = strings.TrimRight(l.Text, " \n")
		if l.Text != "" {
			break
		}
		spans = spans[:len(spans)-1]
	}
	if len(spans) == 0 {
		return nil
	}
	return spans
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\u00a0'
}

// spansText is the text of a run of spans.
func spansText(spans []Span) string {
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.Text)
	}
	return b.String()
}

// hasBlock reports whether n holds a block-level element.
func hasBlock(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		switch c.DataAtom {
		case atom.P, atom.Div, atom.Ul, atom.Ol, atom.Blockquote, atom.Pre, atom.Table, atom.Figure,
			atom.Section, atom.Article, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			return true
		}
		if hasBlock(c) {
			return true
		}
	}
	return false
}

// cards reports whether a list's entries hold headings or paragraphs of their own, as pages that lay
// out a row of cards with a list write them.
func cards(list *html.Node) bool {
	for li := list.FirstChild; li != nil; li = li.NextSibling {
		if li.Type != html.ElementNode {
			continue
		}
		for c := li.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
				return true
			}
		}
	}
	return false
}

// loneImage returns the one image of a paragraph that holds nothing else but white space.
func loneImage(p *html.Node) *html.Node {
	if cleantext.Words(textOf(p)) != "" {
		return nil
	}
	return firstImage(p)
}

// firstImage returns the first <img> under n, or nil.
func firstImage(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.Img {
			return c
		}
		if img := firstImage(c); img != nil {
			return img
		}
	}
	return nil
}

// imageSource is the absolute http(s) address of an image, "" when it has none (a data: URL).
func imageSource(img *html.Node, base *url.URL) string {
	for _, key := range []string{"src", "data-src"} {
		if src := resolve(base, attr(img, key)); src != "" {
			return src
		}
	}
	return ""
}

// resolve returns href resolved against base when it is an http(s) link, else "". A link whose
// address carries a user name or password is none: it is never shown, kept or offered.
func resolve(base *url.URL, href string) string {
	href = strings.TrimSpace(href)
	if href == "" || strings.HasPrefix(href, "#") {
		return ""
	}
	u, err := base.Parse(href)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return ""
	}
	return u.String()
}
