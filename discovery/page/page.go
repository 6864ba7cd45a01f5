// Package page reads an HTML page for what discovery needs from it: its title and language, the
// feeds it announces with <link rel="alternate">, and every link it holds with its anchor text, all
// resolved to absolute URLs against the page's <base href> or its own URL; and the form in which two
// links are told to name the same page (CanonicalURL) and the same site (Site).
//
// It is a parser over an io.Reader and nothing more: it does no HTTP and follows no link, and it
// does not judge the links (which are sections or articles is the caller's business). It accepts any
// HTML, however broken, in any charset the web uses (Shift_JIS and EUC-JP included), and what it
// returns is always valid UTF-8.
package page

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/url"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/transform"

	"github.com/broadsheet/broadsheet/cleantext"
)

// Limits that keep one hostile page from holding much memory.
const (
	maxTokenBytes = 16 << 20 // one token: a huge inline script is the usual case
	maxTextBytes  = 2 << 10  // the raw text kept for one anchor or the title
	sniffBytes    = 1024     // how far the charset is looked for, as browsers do
	lateMetaBytes = 16 << 10 // how far a <meta> declaring the charset is still looked for
)

// Page is what Parse found in one HTML page.
type Page struct {
	// URL is the page's own URL, as given to Parse.
	URL string
	// Base is the URL that links were resolved against: the first <base href>, itself resolved
	// against URL, or URL when the page has no usable one.
	Base string
	// Title is the text of the first <title>, with white space collapsed.
	Title string
	// Lang is the lang attribute of <html>, as written (trimmed).
	Lang string
	// Own is the address the page gives as its own, resolved against Base: its first <link
	// rel="canonical">, else its first <meta property="og:url">; "" when it gives none that is http(s)
	// without a password. A page served from another host than its own (a mirror, a cache, a site's
	// former name) says there where it lives. Of the two, the canonical link is the one written for
	// that: og:url is written for sharing, and names another edition of a site at times.
	Own string
	// Feeds are the feeds the page announces, in document order, without duplicates.
	Feeds []FeedLink
	// Links are the page's <a href> links to http(s) URLs, in document order, duplicates included.
	Links []Link
	// Adjacent are the posts before and after the page that its <link rel="prev"> and <link
	// rel="next"> name with a title, as a blog writes them in its head (WordPress does): each one's
	// address and headline, in document order. A rel="prev" or "next" without a title is the other
	// page of a list, and is left out.
	Adjacent []AdjacentPost
	// WithUserInfo counts the feed announcements and links left out of Feeds and Links because
	// their address carries a user name or password (http://user:pass@host/): Broadsheet never
	// offers, keeps or sends one. A <base href> with one is not used.
	WithUserInfo int
}

// AdjacentPost is a post before or after a page, as its head names it (Page.Adjacent).
type AdjacentPost struct {
	// URL is the post's absolute URL.
	URL string
	// Title is the post's headline, as the link's title attribute gives it, white space collapsed.
	Title string
}

// FeedLink is a feed announced by <link rel="alternate"> (or rel="alternate feed", or rel="feed")
// with an RSS, Atom or JSON Feed media type.
type FeedLink struct {
	// URL is the feed's absolute URL; it may be on another host than the page.
	URL string
	// Title is the link's title attribute, with white space collapsed.
	Title string
	// Type is the media type in lower case without parameters: "application/rss+xml",
	// "application/atom+xml", "application/rdf+xml", "application/feed+json" or "application/json".
	Type string
}

// Link is one <a href> of a page.
type Link struct {
	// URL is the absolute http(s) URL, resolved against Page.Base, without its fragment.
	URL string
	// Text is the visible anchor text with white space collapsed; when the anchor has none, the
	// alt text of the first image in it that has one, else its aria-label, else its title attribute.
	Text string
	// Nav says the link sits in the page's own navigation rather than its content: inside <nav> or
	// <menu>, a page-level <header> or <footer> (one not within an <article>, <main> or <section>), an
	// element whose role is navigation, banner or contentinfo, or one whose id or class names a
	// navigation bar, menu, footer or breadcrumb trail.
	Nav bool
	// Heading says the anchor is, or holds, a heading (<h1> to <h6>): a headline rather than a kicker,
	// a teaser or a "Read more".
	Heading bool
	// Time is the datetime attribute of a <time> element in the link's item: the anchor itself or
	// the innermost container around it that holds at most a few links (a teaser, a list entry).
	// It is "" when there is none.
	Time string
	// Context is the visible text of the link's item (as for Time), white space collapsed, at most
	// about 400 bytes; "" when the link's containers all hold many links or much text. A date
	// written in words ("2 hours ago", "4. Mai 2024") is found there.
	Context string
	// Headline is the text of the heading the anchor holds, of the highest rank when it holds
	// several (<h4> before <h5>): a teaser's headline without the kicker, the lead, the byline or
	// the date the anchor holds beside it. It is "" when the anchor holds no heading (it may sit
	// in one: then Heading is true and Text is the heading's).
	Headline string
	// Title is the anchor's title attribute, white space collapsed: many sites write the whole
	// headline there when the anchor shows it cut short or with other words.
	Title string
	// Wordless says the anchor shows no words: Text is the alt text of an image in it, its
	// aria-label or its title attribute (a picture's caption, not always a headline).
	Wordless bool
	// Rel is what the anchor's rel attribute says of the link: the permalink of the post it stands
	// in ("bookmark"), a link the site does not vouch for ("nofollow") or one that leaves the site
	// ("external").
	Rel Rel
	// Box is the words of the heading of the box the link stands in: the last heading read, outside
	// anchors, in the innermost container around the link that has one before it ("Most read",
	// "PR", "Sponsored Stories"); "" when none has.
	Box string
}

// Rel is a set of the words of a rel attribute that Broadsheet reads.
type Rel uint8

// The words of a rel attribute that Broadsheet reads, in any case; others are left out.
const (
	RelBookmark Rel = 1 << iota // "bookmark": the permalink of the post the link stands in
	RelNofollow                 // "nofollow": a link the site does not vouch for
	RelExternal                 // "external": a link that leaves the site
)

// Has reports whether r holds every word of w.
func (r Rel) Has(w Rel) bool { return r&w == w }

// readRel reads the words of a rel attribute, in any case, separated by HTML's white space,
// without a copy.
func readRel(s string) Rel {
	var r Rel
	for w := range strings.FieldsFuncSeq(s, func(c rune) bool { return strings.ContainsRune(" \t\n\f\r", c) }) {
		switch {
		case strings.EqualFold(w, "bookmark"):
			r |= RelBookmark
		case strings.EqualFold(w, "nofollow"):
			r |= RelNofollow
		case strings.EqualFold(w, "external"):
			r |= RelExternal
		}
	}
	return r
}

// Parse reads one HTML page from r. pageURL is the page's absolute http(s) URL (after redirects);
// contentType is the Content-Type header it came with, or "".
//
// The charset comes, in this order, from a byte order mark, the charset parameter of contentType,
// the bytes themselves when the first 16 KiB are valid UTF-8 with at least eight characters of more
// than one byte (a page converted to UTF-8 that kept its old declaration), and a <meta charset> or
// <meta http-equiv="Content-Type"> in the first 1024 bytes or, failing that, at a later <meta> tag
// within the first 16 KiB; without any of these, the page is read as UTF-8 unless its first 16 KiB
// are not valid UTF-8, in which case it is read as windows-1252. Bytes that are invalid in the
// chosen charset become U+FFFD.
//
// Parse fails only when pageURL is not an absolute http(s) URL, when r fails, or when a single
// token is larger than 16 MiB; malformed HTML never makes it fail: it is tokenized as the HTML
// standard says (tags left open are closed at the end, stray end tags ignored).
func Parse(r io.Reader, pageURL string, contentType string) (*Page, error) {
	pageU, err := url.Parse(pageURL)
	if err != nil || !isHTTP(pageU) {
		return nil, fmt.Errorf("page: page URL %q is not an absolute http(s) URL", pageURL)
	}
	rd, err := utf8Reader(r, contentType)
	if err != nil {
		return nil, err
	}

	var ex extractor
	if err := ex.run(rd); err != nil {
		return nil, err
	}

	base := pageU
	if ex.haveBase {
		if b, err := pageU.Parse(cleanURL(ex.baseHref)); err == nil && isHTTP(b) && b.User == nil {
			b.Fragment, b.RawFragment = "", ""
			base = b
		}
	}
	p := &Page{
		URL:   pageURL,
		Base:  base.String(),
		Title: cleantext.Words(ex.title.String()),
		Lang:  strings.TrimSpace(validString(ex.lang)),
	}
	for _, href := range []string{ex.canonical, ex.ogURL} {
		if u, ok := resolve(base, href); ok && href != "" && !hasUserInfo(u) {
			p.Own = u
			break
		}
	}
	seen := map[string]bool{}
	for _, f := range ex.feeds {
		u, ok := p.resolve(base, f.URL)
		if !ok || seen[u] {
			continue
		}
		seen[u] = true
		p.Feeds = append(p.Feeds, FeedLink{URL: u, Title: f.Title, Type: f.Type})
	}
	for _, a := range ex.adjacent {
		if u, ok := p.resolve(base, a.URL); ok && a.Title != "" {
			p.Adjacent = append(p.Adjacent, AdjacentPost{URL: u, Title: a.Title})
		}
	}
	if len(ex.links) > 0 {
		p.Links = make([]Link, 0, len(ex.links)) // grown once, not doubled link by link
	}
	for _, l := range ex.links {
		if u, ok := p.resolve(base, l.URL); ok {
			p.Links = append(p.Links, Link{URL: u, Text: l.Text, Nav: l.Nav, Heading: l.Heading, Time: l.Time, Context: l.Context,
				Headline: l.Headline, Title: l.LinkTitle, Wordless: l.Wordless, Rel: l.Rel, Box: l.Box})
		}
	}
	return p, nil
}

// resolve is resolve for a link of p: one whose address carries a user name or password is left
// out and counted in p.WithUserInfo.
func (p *Page) resolve(base *url.URL, href string) (string, bool) {
	u, ok := resolve(base, href)
	if ok && strings.Contains(u, "@") {
		if v, err := url.Parse(u); err == nil && v.User != nil {
			p.WithUserInfo++
			return "", false
		}
	}
	return u, ok
}

// UTF8Reader returns r decoded to UTF-8, the charset chosen as Parse chooses it: a byte order mark,
// the charset of contentType, UTF-8 letters, a <meta> declaration, else UTF-8 when the bytes allow
// it and windows-1252 when they do not. It is for readers of a page's HTML other than Parse, so
// that every reader of a page agrees on its charset. It fails only when r fails in its first 16
// KiB.
func UTF8Reader(r io.Reader, contentType string) (io.Reader, error) {
	return utf8Reader(r, contentType)
}

// utf8Reader returns r decoded to UTF-8 (see Parse for how the charset is chosen).
func utf8Reader(r io.Reader, contentType string) (io.Reader, error) {
	br := bufio.NewReaderSize(r, lateMetaBytes)
	head, err := br.Peek(lateMetaBytes)
	if err != nil && err != io.EOF && !errors.Is(err, bufio.ErrBufferFull) {
		return nil, fmt.Errorf("page: reading: %w", err)
	}
	enc, name, metaOneByte := chooseEncoding(head, contentType)
	if metaOneByte && len(head) == lateMetaBytes && validUTF8(head) {
		// A <meta> declares a charset of one byte a character over a start with too few letters
		// beyond ASCII to tell (scripts and styles first): the charset is chosen where the text
		// is (lateCharset). A page converted to UTF-8 that kept its old declaration would
		// otherwise show "â€˜" for "‘" in every headline.
		return &lateCharset{br: br, enc: enc}, nil
	}
	if name == "utf-8" {
		if bom, _ := br.Peek(3); bytes.Equal(bom, []byte{0xef, 0xbb, 0xbf}) {
			br.Discard(3)
		}
		return br, nil // invalid bytes are replaced when strings are made
	}
	return transform.NewReader(br, enc.NewDecoder()), nil
}

// lateCharset reads a page whose <meta> declares a charset of one byte a character over a start of
// ASCII, or nearly. ASCII is the same in either charset and passes through; at the first byte
// beyond it the charset is chosen by what follows, as far as the reader's buffer reaches: UTF-8
// when that holds utf8LettersOverOneByte letters written in it and is valid, else the <meta>'s.
type lateCharset struct {
	br  *bufio.Reader
	enc encoding.Encoding // the <meta>'s
	out io.Reader         // the page decoded, once the charset is chosen
}

func (l *lateCharset) Read(p []byte) (int, error) {
	if l.out != nil {
		return l.out.Read(p)
	}
	if len(p) == 0 {
		return 0, nil
	}
	buf, err := l.br.Peek(min(len(p), l.br.Size()))
	n := 0
	for n < len(buf) && buf[n] < utf8.RuneSelf {
		n++
	}
	if n > 0 {
		copy(p, buf[:n])
		l.br.Discard(n) // peeked: it cannot fail
		return n, nil
	}
	if len(buf) == 0 {
		return 0, err
	}
	window, _ := l.br.Peek(l.br.Size()) // as much as there is: its end, or an error, is read later
	if utf8LettersIn(window) >= utf8LettersOverOneByte {
		l.out = l.br
	} else {
		l.out = transform.NewReader(l.br, l.enc.NewDecoder())
	}
	return l.out.Read(p)
}

// chooseEncoding picks the charset of a page from the first bytes of its body and its
// Content-Type: a byte order mark, then the header's charset, then UTF-8 when the bytes hold
// letters written in it (utf8LettersIn), then a <meta> declaration (which fewer such letters
// outweigh when it declares a charset of one byte a character), then UTF-8 when the bytes allow
// it, else windows-1252. metaOneByte says the charset is a <meta>'s of one byte a character, which
// more letters in UTF-8 further on would outweigh.
func chooseEncoding(head []byte, contentType string) (enc encoding.Encoding, name string, metaOneByte bool) {
	if enc, name, certain := charset.DetermineEncoding(head, contentType); certain {
		return enc, name, false // a byte order mark or the header's charset
	}
	letters := utf8LettersIn(head)
	if letters >= utf8Letters {
		// Letters written in UTF-8 outweigh a <meta> that says otherwise: a page converted to
		// UTF-8 that kept its old declaration ("euc-kr", "iso-8859-2"). Text in a legacy charset
		// is next to never valid UTF-8 over a few letters.
		return encoding.Nop, "utf-8", false
	}
	if enc, name, ok := metaCharset(head); ok {
		if oneByteCharset(name) && letters >= utf8LettersOverOneByte {
			// Fewer letters outweigh a charset of one byte a character ("iso-8859-1" over a
			// Danish page in UTF-8, "på" read as "pÃ¥"): each of its letters beyond ASCII is one
			// byte, which UTF-8 takes only when the next bytes are of a narrow range, seldom
			// letters, so that text in it fails as UTF-8 at its first accented word.
			return encoding.Nop, "utf-8", false
		}
		return enc, name, oneByteCharset(name)
	}
	// Nothing declared. Browsers would guess from the locale; today's web is UTF-8, so UTF-8 it is
	// when the bytes allow it, and windows-1252 (which takes any byte) when they do not.
	if validUTF8(head) {
		return encoding.Nop, "utf-8", false
	}
	return charmap.Windows1252, "windows-1252", false
}

// utf8Letters is how many characters of more than one byte make bytes that are valid UTF-8 read as
// UTF-8 whatever a <meta> declares; utf8LettersOverOneByte is how many do when the <meta> declares a
// charset of one byte a character (windows-1252, iso-8859-2, koi8-r), whose text is valid UTF-8 by
// accident over a character or two ("Ã©") but not over more.
const (
	utf8Letters            = 8
	utf8LettersOverOneByte = 4
)

// oneByteCharset reports whether the charset of that WHATWG name takes one byte a character:
// windows-1252 (which iso-8859-1 and ascii name too), the other iso-8859 and windows charsets,
// koi8-r and koi8-u, ibm866, macintosh and x-mac-cyrillic.
func oneByteCharset(name string) bool {
	switch name {
	case "ibm866", "macintosh", "x-mac-cyrillic":
		return true
	}
	return strings.HasPrefix(name, "iso-8859-") || strings.HasPrefix(name, "windows-") || strings.HasPrefix(name, "koi8-")
}

// utf8LettersIn counts the characters of more than one byte in head, up to utf8Letters, when head
// is valid UTF-8 (its last character may be cut short), and gives 0 when it is not.
func utf8LettersIn(head []byte) int {
	if !validUTF8(head) {
		return 0
	}
	n := 0
	for _, c := range head {
		if c >= 0xc0 { // the first byte of a character of more than one byte
			if n++; n >= utf8Letters {
				break
			}
		}
	}
	return n
}

// validUTF8 reports whether head is valid UTF-8 but for a last character cut short.
func validUTF8(head []byte) bool {
	for cut := 0; cut < utf8.UTFMax && cut <= len(head); cut++ {
		if utf8.Valid(head[:len(head)-cut]) {
			return true
		}
	}
	return false
}

// metaCharset looks for a charset declared by <meta charset> or <meta http-equiv> with the HTML
// prescan: over the first 1024 bytes as browsers do, then at each later <meta> tag within the
// first 16 KiB, because old pages (Japanese ones among them) put a long comment or script first and
// browsers switch charset when they meet the <meta> later.
func metaCharset(head []byte) (encoding.Encoding, string, bool) {
	if enc, name, ok := prescan(head); ok {
		return enc, name, true
	}
	for i, n := sniffBytes, 0; i < len(head) && n < 64; n++ {
		j := indexFold(head[i:], "<meta")
		if j < 0 {
			break
		}
		i += j
		if enc, name, ok := prescan(head[i:]); ok {
			return enc, name, true
		}
		i += len("<meta")
	}
	return nil, "", false
}

// prescan runs the HTML prescan of x/net/html/charset on b alone and reports whether it found a
// declaration. DetermineEncoding does not say where its answer came from, so it is asked twice
// about b made ASCII (declarations are ASCII): once with valid UTF-8 added at the end, so that
// without a declaration it answers "utf-8", and once with invalid UTF-8 added, so that without a
// declaration it answers "windows-1252". Only a declaration gives the same answer to both.
func prescan(b []byte) (encoding.Encoding, string, bool) {
	n := min(len(b), sniffBytes-4)
	probe := make([]byte, 0, n+4)
	for _, c := range b[:n] {
		if c >= 0x80 {
			c = 'x'
		}
		probe = append(probe, c)
	}
	// Two characters each time, as DetermineEncoding drops the last one as possibly cut short.
	enc, name, _ := charset.DetermineEncoding(append(probe, "éé"...), "")
	if name != "utf-8" {
		return enc, name, true
	}
	if _, name, _ := charset.DetermineEncoding(append(probe, 0xff, 0xff), ""); name == "utf-8" {
		return encoding.Nop, "utf-8", true
	}
	return nil, "", false
}

// indexFold returns the index of the ASCII string s in b, ignoring ASCII case, or -1. The first
// byte of s must have no case ('<').
func indexFold(b []byte, s string) int {
	for i := 0; i+len(s) <= len(b); i++ {
		j := bytes.IndexByte(b[i:], s[0])
		if j < 0 {
			return -1
		}
		i += j
		if i+len(s) <= len(b) && strings.EqualFold(string(b[i:i+len(s)]), s) {
			return i
		}
	}
	return -1
}

// rawLink is a link or feed as written in the page, before resolution.
type rawLink struct {
	URL, Text, Title, Type string
	Nav, Heading           bool
	Time, Context          string
	item                   bool // Time and Context come from the link's item, which has closed
	Headline, LinkTitle    string
	Wordless               bool
	Rel                    Rel
	Box                    string
}

// anchor is an <a href> being read.
type anchor struct {
	href, title, label, alt string
	text                    []byte
	nav, heading            bool
	rel                     Rel    // what its rel attribute says
	time                    string // the datetime of a <time> inside the anchor
	depth                   int    // how many blocks were open where it started
	// The text of the element inside the anchor that best names its headline (Link.Headline), and
	// how well it does (headlineScore, 0 while none has opened). inner holds the elements open
	// inside the anchor; headDepth is how many of them were open, with the headline's element,
	// while it is read (0 when none is), and kickerDepth the same for a kicker inside it, whose
	// words are left out.
	headline               []byte
	headScore              int
	inner                  []atom.Atom
	headDepth, kickerDepth int
	// The span of text written inside the first element of the anchor that holds a date (a <time>,
	// an element whose class names a date), and how many inner elements were open with it while it
	// is read (0 when none is). dated says it has closed.
	dateFrom, dateTo, dateDepth int
	dated                       bool
	// Where the first line break inside the anchor falls in text, plus one (0 when none has).
	brAt int
}

// openBlock is a container element that is open where the tokenizer is: the elements that decide
// whether a link is in the page's navigation (see Link.Nav).
type openBlock struct {
	a       atom.Atom
	nav     bool // the element is navigation, a page-level header or footer, or named like one
	content bool // <article>, <main> or <section>: a header or footer within is the content's own
	// Where the block starts in the page's visible text and in its links, and the datetime of the
	// first <time> inside it: what the links of a small block (an item) are given when it ends.
	textStart, linkStart int
	time                 string
	heading              string // the words of the last heading read in the block, outside anchors (Link.Box)
}

// extractor walks the tokens of a page and keeps what Parse reports.
type extractor struct {
	title      bytes.Buffer
	haveTitle  bool // the first <title> has been read
	inTitle    bool
	rawElement atom.Atom // the raw-text element (script, style, ...) whose content comes next
	foreign    int       // depth inside <svg> or <math>, whose <title> is not the page's
	lang       string
	haveLang   bool
	baseHref   string
	haveBase   bool
	canonical  string // the first <link rel="canonical">'s href
	ogURL      string // the first <meta property="og:url">'s content
	a          *anchor
	feeds      []rawLink
	adjacent   []rawLink // <link rel="prev"> and <link rel="next"> with a title (Page.Adjacent)
	links      []rawLink
	blocks     []openBlock // the open container elements, innermost last
	navDepth   int         // how many of blocks are navigation
	content    int         // how many of blocks are <article>, <main> or <section>
	headings   int         // depth inside <h1> to <h6>
	text       []byte      // the end of the page's visible text, for the context of links (see endItem)
	textBase   int         // where text starts in the page's visible text: what comes before is dropped
	// Buffers an anchor's inner elements, text and headline take, handed on from one anchor to
	// the next, and the one its words are cleaned in (words).
	innerBuf                   []atom.Atom
	headlineBuf, anchorTextBuf []byte
	wordsBuf                   []byte
	// The words of the outermost heading being read outside anchors (boxing says one is), for the
	// block it stands in (Link.Box), and whether an anchor opened inside it: a teaser's headline.
	boxHead         []byte
	boxing, boxLink bool
}

// textPos is the length of the page's visible text so far.
func (ex *extractor) textPos() int { return ex.textBase + len(ex.text) }

// addText adds visible text, first dropping what no open block can use as an item's text: the text
// before the first block still small enough to be an item (blocks opened later start later).
func (ex *extractor) addText(t []byte) {
	if len(ex.text) > keptPageText {
		keep := ex.textPos()
		for _, b := range ex.blocks {
			if ex.textPos()-b.textStart <= maxItemText {
				keep = max(b.textStart, ex.textBase)
				break
			}
		}
		n := copy(ex.text, ex.text[keep-ex.textBase:])
		ex.text, ex.textBase = ex.text[:n], keep
	}
	ex.text = append(ex.text, t...)
}

func (ex *extractor) run(r io.Reader) error {
	z := html.NewTokenizer(r)
	z.SetMaxBuf(maxTokenBytes)
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			err := z.Err()
			if err == io.EOF {
				ex.endAnchor()
				return nil
			}
			if errors.Is(err, html.ErrBufferExceeded) {
				return fmt.Errorf("page: a single token is larger than %d bytes", maxTokenBytes)
			}
			return fmt.Errorf("page: reading: %w", err)
		case html.StartTagToken, html.SelfClosingTagToken:
			ex.startTag(z, tt == html.SelfClosingTagToken)
		case html.EndTagToken:
			name, _ := z.TagName()
			ex.endTag(atom.Lookup(name))
		case html.TextToken:
			ex.textToken(z.Text())
		}
	}
}

// tagAttrs holds the attributes of one tag that Parse looks at.
type tagAttrs struct {
	href, title, ariaLabel, alt, rel, typ, lang, datetime, property, content string
	hasHref                                                                  bool
	// What the names of an element inside an anchor say (readNamedAttrs): that its role, id or
	// class names navigation (navAttrs), and that its class names a headline or a kicker
	// (classSays).
	nav, headlineClass, kickerClass, leadClass, dateClass bool
}

// readAttrs reads the attributes of the current tag. When an attribute is repeated, the first
// wins, as in browsers.
func readAttrs(z *html.Tokenizer, hasAttr bool) tagAttrs {
	return readNamedAttrs(z, hasAttr, false)
}

// readNamedAttrs is readAttrs that also reads, when names is true, what the element's role, id and
// class say.
func readNamedAttrs(z *html.Tokenizer, hasAttr, names bool) tagAttrs {
	var at tagAttrs
	var seen uint16
	for hasAttr {
		var k, v []byte
		k, v, hasAttr = z.TagAttr()
		var dst *string
		var bit uint16
		switch string(k) {
		case "href":
			dst, bit = &at.href, 1
			at.hasHref = true
		case "title":
			dst, bit = &at.title, 2
		case "aria-label":
			dst, bit = &at.ariaLabel, 4
		case "alt":
			dst, bit = &at.alt, 8
		case "rel":
			dst, bit = &at.rel, 16
		case "type":
			dst, bit = &at.typ, 32
		case "lang":
			dst, bit = &at.lang, 64
		case "datetime":
			dst, bit = &at.datetime, 128
		case "property":
			dst, bit = &at.property, 256
		case "content":
			dst, bit = &at.content, 512
		case "role", "id", "class":
			if names {
				if string(k) == "role" {
					var buf [16]byte
					at.nav = at.nav || navRoles[string(cleantext.AppendLowerASCII(buf[:0], bytes.TrimSpace(v)))]
				} else {
					at.nav = at.nav || namesNavigation(v)
				}
				if string(k) == "class" {
					at.headlineClass, at.kickerClass, at.leadClass, at.dateClass = classSays(v)
				}
			}
			continue
		default:
			continue
		}
		if seen&bit == 0 {
			*dst = string(v)
			seen |= bit
		}
	}
	return at
}

func (ex *extractor) startTag(z *html.Tokenizer, selfClosing bool) {
	name, hasAttr := z.TagName()
	a := atom.Lookup(name)
	if ex.foreign > 0 {
		// Inside <svg> or <math> a <title>, <style> or <script> is a foreign element, not raw text,
		// as the HTML standard parses it: an icon's empty <title/> must not swallow the page up to
		// the next </title>.
		z.NextIsNotRawText()
	}
	ex.breakWords(a)
	// Inside an anchor, an element is read for what it is to the headline (openInner), and its
	// attributes then serve the cases below.
	var at tagAttrs
	read := false
	if ex.a != nil && a != atom.A && ex.foreign == 0 && !selfClosing && !voidElements[a] {
		at, read = readNamedAttrs(z, hasAttr, true), true
		ex.a.openInner(a, at.headlineClass, at.kickerClass, at.leadClass, at.dateClass || a == atom.Time)
	}
	attrs := func() tagAttrs {
		if !read {
			at, read = readAttrs(z, hasAttr), true
		}
		return at
	}
	switch a {
	case atom.A:
		ex.endAnchor() // anchors do not nest: a new one ends the last
		at := readAttrs(z, hasAttr)
		if !at.hasHref {
			return
		}
		ex.boxLink = ex.boxLink || ex.boxing
		ex.a = &anchor{href: at.href, title: at.title, label: at.ariaLabel, rel: readRel(at.rel), nav: ex.navDepth > 0, heading: ex.headings > 0, depth: len(ex.blocks),
			inner: ex.innerBuf[:0], headline: ex.headlineBuf[:0], text: ex.anchorTextBuf[:0]}
		if selfClosing {
			ex.endAnchor()
		}
	case atom.Br:
		if ex.a != nil && ex.a.brAt == 0 {
			ex.a.brAt = len(ex.a.text) + 1
		}
	case atom.Img:
		if ex.a != nil && ex.a.alt == "" {
			ex.a.alt = attrs().alt
		}
	case atom.Base:
		if !ex.haveBase {
			if at := readAttrs(z, hasAttr); at.hasHref {
				ex.baseHref, ex.haveBase = at.href, true
			}
		}
	case atom.Link:
		at := readAttrs(z, hasAttr)
		if typ, ok := feedType(at.rel, at.typ, at.href, at.title); ok {
			ex.feeds = append(ex.feeds, rawLink{URL: at.href, Title: cleantext.Words(at.title), Type: typ})
		} else if at.hasHref && at.title != "" && adjacentRel(at.rel) {
			ex.adjacent = append(ex.adjacent, rawLink{URL: at.href, Title: cleantext.Words(at.title)})
		}
		if ex.canonical == "" && slices.Contains(strings.Fields(strings.ToLower(at.rel)), "canonical") {
			ex.canonical = strings.TrimSpace(at.href)
		}
	case atom.Meta:
		if ex.ogURL == "" {
			if at := readAttrs(z, hasAttr); strings.EqualFold(strings.TrimSpace(at.property), "og:url") {
				ex.ogURL = strings.TrimSpace(at.content)
			}
		}
	case atom.Html:
		if !ex.haveLang {
			ex.lang, ex.haveLang = readAttrs(z, hasAttr).lang, true
		}
	case atom.Svg, atom.Math:
		if !selfClosing {
			ex.foreign++
		}
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		if !selfClosing && ex.foreign == 0 {
			ex.headings++
			if ex.a != nil {
				ex.a.heading = true
			} else if ex.headings == 1 {
				ex.boxHead, ex.boxing, ex.boxLink = ex.boxHead[:0], true, false
			}
		}
	case atom.Time:
		if dt := strings.TrimSpace(attrs().datetime); dt != "" && ex.foreign == 0 {
			if ex.a != nil && ex.a.time == "" {
				ex.a.time = dt
			}
			if n := len(ex.blocks); n > 0 && ex.blocks[n-1].time == "" {
				ex.blocks[n-1].time = dt
			}
		}
	case atom.Li, atom.P, atom.Dd:
		if !selfClosing && ex.foreign == 0 {
			ex.openBlock(a, false) // items, never navigation by their names
		}
	case atom.Div, atom.Nav, atom.Menu, atom.Header, atom.Footer, atom.Aside, atom.Section, atom.Article,
		atom.Main, atom.Ul, atom.Ol, atom.Table, atom.Td, atom.Form:
		if !selfClosing && ex.foreign == 0 {
			// Within navigation every link is navigation already: no need to read names.
			if read { // its names were read for the headline already
				ex.openBlock(a, ex.navDepth == 0 && at.nav)
			} else {
				ex.openBlock(a, hasAttr && ex.navDepth == 0 && navAttrs(z))
			}
		}
	case atom.Title:
		if !selfClosing && ex.foreign == 0 {
			ex.rawElement = a
			ex.inTitle = !ex.haveTitle
		}
	case atom.Script, atom.Style, atom.Textarea, atom.Xmp, atom.Iframe, atom.Noembed, atom.Noframes, atom.Noscript, atom.Plaintext:
		if !selfClosing && ex.foreign == 0 {
			ex.rawElement = a
		}
	}
}

func (ex *extractor) endTag(a atom.Atom) {
	ex.breakWords(a)
	if ex.a != nil && ex.foreign == 0 {
		ex.a.closeInner(a)
	}
	switch a {
	case atom.A:
		ex.endAnchor()
	case atom.Div, atom.Nav, atom.Menu, atom.Header, atom.Footer, atom.Aside, atom.Section, atom.Article,
		atom.Main, atom.Ul, atom.Ol, atom.Table, atom.Td, atom.Form:
		ex.closeBlock(a)
	case atom.Svg, atom.Math:
		if ex.foreign > 0 {
			ex.foreign--
		}
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		if ex.headings > 0 && ex.foreign == 0 {
			if ex.headings--; ex.headings == 0 && ex.boxing {
				ex.boxing = false
				if n := len(ex.blocks); n > 0 && !ex.boxLink && len(ex.boxHead) < maxBoxBytes {
					ex.blocks[n-1].heading = ex.words(ex.boxHead)
				}
			}
		}
	case atom.Li, atom.P, atom.Dd:
		ex.closeBlock(a)
	}
	if a != 0 && a == ex.rawElement {
		if a == atom.Title && ex.inTitle {
			ex.inTitle, ex.haveTitle = false, true
		}
		ex.rawElement = 0
	}
}

func (ex *extractor) textToken(text []byte) {
	switch {
	case ex.inTitle:
		if ex.title.Len() < maxTextBytes {
			ex.title.Write(text[:min(len(text), maxTextBytes-ex.title.Len())])
		}
	case ex.rawElement != 0 || ex.foreign > 0:
		// Script, style and the like are not visible text, nor is an icon's SVG title.
	default:
		ex.addText(text)
		if ex.boxing && len(ex.boxHead) < maxBoxBytes {
			ex.boxHead = append(ex.boxHead, text...) // beyond maxBoxBytes, no box's heading
		}
		if ex.a != nil && len(ex.a.text) < maxTextBytes {
			ex.a.text = append(ex.a.text, text[:min(len(text), maxTextBytes-len(ex.a.text))]...)
		}
		if ex.a != nil && ex.a.headDepth > 0 && ex.a.kickerDepth == 0 && len(ex.a.headline) < maxTextBytes {
			ex.a.headline = append(ex.a.headline, text[:min(len(text), maxTextBytes-len(ex.a.headline))]...)
		}
	}
}

// voidElements have no end tag: they hold no text and are never open.
var voidElements = map[atom.Atom]bool{
	atom.Area: true, atom.Base: true, atom.Br: true, atom.Col: true, atom.Embed: true, atom.Hr: true,
	atom.Img: true, atom.Input: true, atom.Link: true, atom.Meta: true, atom.Source: true, atom.Track: true,
	atom.Wbr: true,
}

// Words of a class name (split at "-" and "_") that say what an element inside an anchor holds:
// its headline ("teaser__title", "ofhe_headline", "cg_small_heading"), or a kicker, a desk or a
// label above it ("catchline", "strapline", "category_injected", "listItem__subject"), whose words
// are no part of the headline even inside the headline's element.
var (
	headlineClassWords = map[string]bool{"title": true, "headline": true, "heading": true, "hed": true}
	kickerClassWords   = map[string]bool{
		"kicker": true, "catchline": true, "strapline": true, "overline": true, "eyebrow": true, "topline": true,
		"dachzeile": true, "subject": true, "category": true, "rubric": true, "label": true,
	}
	// leadClassWords name what a teaser writes after its headline inside the same anchor: a
	// subtitle, a dek, a standfirst, an excerpt ("entry-subtitle", "card__dek").
	leadClassWords = map[string]bool{
		"subtitle": true, "subheadline": true, "dek": true, "standfirst": true, "excerpt": true, "lede": true,
	}
	// dateClassWords name an element that holds when the story was posted ("timestamp",
	// "post-date", "entry-time", "pubdate").
	dateClassWords = map[string]bool{
		"date": true, "time": true, "timestamp": true, "datetime": true, "pubdate": true, "dateline": true,
	}
)

// classSays reports whether a class value names a headline, a kicker (a kicker when it names
// both: "category-title" is a desk's name), a lead after the headline or a date (a date when it
// names nothing else: "date-title" is a heading).
func classSays(class []byte) (headline, kicker, lead, date bool) {
	var buf [32]byte
	for _, name := range bytes.Fields(class) {
		for len(name) > 0 {
			i := classWordEnd(name)
			if w := name[:i]; len(w) <= len(buf) {
				w = cleantext.AppendLowerASCII(buf[:0], w)
				headline = headline || headlineClassWords[string(w)]
				kicker = kicker || kickerClassWords[string(w)]
				lead = lead || leadClassWords[string(w)]
				date = date || dateClassWords[string(w)]
			}
			if i < len(name) && (name[i] == '-' || name[i] == '_') {
				i++
			}
			name = name[i:]
		}
	}
	return headline && !kicker, kicker, lead && !headline && !kicker, date && !headline && !kicker && !lead
}

// classWordEnd is where the first word of a class name ends: at a "-" or an "_", or where a
// lower-case letter meets a capital, as the names that styled components write join their words
// ("css-1avbbsd-StyledKicker", "Card-Headline", "articleTitle").
func classWordEnd(name []byte) int {
	for i, c := range name {
		if c == '-' || c == '_' || i > 0 && 'A' <= c && c <= 'Z' && 'a' <= name[i-1] && name[i-1] <= 'z' {
			return i
		}
	}
	return len(name)
}

// headingAtoms are <h1> to <h6>, in their order.
var headingAtoms = []atom.Atom{atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6}

// openInner records an element opening inside the anchor, and starts reading the headline's words
// when it names the headline better than what was read before: an element whose class names a
// headline (10, and a heading among them by its rank: <h1> 19, <h6> 14) before a heading without
// such a class (<h1> 9, <h6> 4), the first of equals; the words before a subtitle, a dek or an
// excerpt that no element names come after them all (1). A kicker inside the headline's element is
// left out of its words. Where the first element that holds a date (date) starts and ends in the
// anchor's words is noted, so that a headline no element names is read without it (endAnchor).
func (a *anchor) openInner(el atom.Atom, headline, kicker, lead, date bool) {
	a.inner = append(a.inner, el)
	if date && !a.dated && a.dateDepth == 0 {
		a.dateFrom, a.dateDepth = len(a.text), len(a.inner)
	}
	if kicker {
		if a.headDepth > 0 && a.kickerDepth == 0 {
			a.kickerDepth = len(a.inner)
		}
		return
	}
	if lead {
		// A subtitle after words that no element names: those words are the headline
		// ("<a>Canada’s Glacial Ice Loss Raises Sea Level<span class="entry-subtitle">…</span></a>").
		if t := bytes.TrimSpace(a.text); a.headScore == 0 && a.headDepth == 0 && len(t) > 0 {
			a.headline, a.headScore = append(a.headline[:0], t...), 1
		}
		return
	}
	score := 0
	if rank := slices.Index(headingAtoms, el); rank >= 0 {
		score = 9 - rank
	}
	if headline {
		score += 10
	}
	if a.headDepth == 0 && (score > a.headScore || score == a.headScore && labelOnly(a.headline)) {
		a.headline, a.headScore, a.headDepth = a.headline[:0], score, len(a.inner)
	}
}

// labelOnly reports whether the words read as a headline so far are a label's, not a headline's:
// one word ("NFL", "Politik", "Legende"), or words that end in a colon, as a kicker leads in to
// the headline ("Sondierung gescheitert:"), which a teaser writes in an element named like its
// headline's above the headline itself ("<div class="heading-list">NFL</div><div
// class="tile-heading">Blanket Coverage: …</div>", "<span class="asset-headline-intro">Jamaika-Aus:</span>
// <span class="asset-headline">…</span>"); an equal element after it names the headline.
func labelOnly(words []byte) bool {
	w := bytes.TrimSpace(words)
	return len(w) > 0 && (!bytes.ContainsAny(w, " \u00a0") || bytes.HasSuffix(w, []byte(":")))
}

// closeInner records an element closing inside the anchor: it and any left open inside it.
func (a *anchor) closeInner(el atom.Atom) {
	i := len(a.inner) - 1
	for i >= 0 && a.inner[i] != el {
		i--
	}
	if i < 0 {
		return
	}
	a.inner = a.inner[:i]
	if a.dateDepth > len(a.inner) {
		a.dateTo, a.dateDepth, a.dated = len(a.text), 0, true
	}
	if a.kickerDepth > len(a.inner) {
		a.kickerDepth = 0
	}
	if a.headDepth > len(a.inner) {
		a.headDepth, a.kickerDepth = 0, 0
	}
}

// breakWords separates the words on either side of a line break or a block element inside an
// anchor ("<a><h3>Title</h3><p>Lead</p></a>" reads "Title Lead"); inline elements join text as a
// browser shows it ("<a>Foo<b>bar</b></a>" reads "Foobar").
func (ex *extractor) breakWords(a atom.Atom) {
	switch a {
	case atom.Br, atom.P, atom.Div, atom.Li, atom.Ul, atom.Ol, atom.Dl, atom.Dt, atom.Dd, atom.H1, atom.H2,
		atom.H3, atom.H4, atom.H5, atom.H6, atom.Header, atom.Footer, atom.Section, atom.Article,
		atom.Figure, atom.Figcaption, atom.Time, atom.Img, atom.Table, atom.Tr, atom.Td, atom.Th, atom.A, atom.Span:
		if n := len(ex.text); n > 0 && ex.text[n-1] != ' ' {
			ex.addText([]byte{' '})
		}
		if ex.boxing {
			ex.boxHead = append(ex.boxHead, ' ')
		}
		if a != atom.A && a != atom.Span && ex.a != nil && len(ex.a.text) < maxTextBytes {
			ex.a.text = append(ex.a.text, ' ')
			if ex.a.headDepth > 0 && ex.a.kickerDepth == 0 {
				ex.a.headline = append(ex.a.headline, ' ')
			}
		}
	}
}

// words is the words of the parts of raw text (cleantext.Words), joined by a space, made in a
// buffer the extractor reuses so that one string is made.
func (ex *extractor) words(parts ...[]byte) string {
	buf := ex.wordsBuf[:0]
	for _, p := range parts {
		n := len(buf)
		if n == 0 {
			buf = cleantext.AppendWords(buf, p)
			continue
		}
		if buf = cleantext.AppendWords(append(buf, ' '), p); len(buf) == n+1 {
			buf = buf[:n] // the part held no words: no space for it
		}
	}
	ex.wordsBuf = buf
	return string(buf)
}

// maxCapitalsKicker is how many words a kicker in capitals has at most (capitalsOnly).
const maxCapitalsKicker = 6

// capitalsOnly reports whether words are a kicker written in capitals: at most maxCapitalsKicker
// words, at least two letters, every letter a capital ("PILKADA 2018", "LIGA CHAMPIONS"). A
// script without capitals has no such kicker.
func capitalsOnly(words []byte) bool {
	letters, n, in := 0, 0, false
	for _, r := range string(words) {
		switch {
		case unicode.IsSpace(r):
			in = false
			continue
		case !in:
			in = true
			n++
		}
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			letters++
		}
	}
	return letters >= 2 && n <= maxCapitalsKicker
}

// endAnchor records the anchor being read, if any.
func (ex *extractor) endAnchor() {
	a := ex.a
	if a == nil {
		return
	}
	ex.a = nil
	text := ex.words(a.text)
	wordless := text == ""
	for _, fallback := range []string{a.alt, a.label, a.title} {
		if text != "" {
			break
		}
		text = cleantext.Words(fallback)
	}
	var headline string
	if a.headScore > 0 {
		headline = ex.words(a.headline)
	} else if a.dated && a.dateTo > a.dateFrom {
		// No element names the headline, and one holds a date: the headline is the words around
		// it ("Nation Down To Last Hundred Grown-Ups <span class="timestamp">05.19.11</span>").
		if h := ex.words(a.text[:a.dateFrom], a.text[a.dateTo:]); h != text {
			headline = h
		}
	} else if a.brAt > 0 && capitalsOnly(a.text[:a.brAt-1]) {
		// No element names the headline, and a line break sets a kicker in capitals above it
		// ("<small>PILKADA 2018 </small><br/> Begini Sudirman Said …"): the headline is below.
		headline = ex.words(a.text[a.brAt-1:])
	}
	if headline == text {
		headline = text // one string, not two alike
	}
	ex.innerBuf, ex.headlineBuf, ex.anchorTextBuf = a.inner[:0], a.headline[:0], a.text[:0]
	var linkTitle string
	if a.title != "" {
		linkTitle = cleantext.Words(a.title)
	}
	var box string
	for i := len(ex.blocks) - 1; i >= 0 && box == ""; i-- {
		box = ex.blocks[i].heading
	}
	ex.links = append(ex.links, rawLink{URL: a.href, Text: text, Nav: a.nav, Heading: a.heading, Time: a.time,
		Headline: headline, LinkTitle: linkTitle, Wordless: wordless && text != "", Rel: a.rel, Box: box})
}

// Bounds of the context of links: the visible text kept for the whole page, and the most text and
// distinct links a container may hold to count as one link's item.
const (
	keptPageText = 32 << 10 // the visible text kept before what no item can use any more is dropped
	maxBoxBytes  = 100      // the most a box's heading holds (Link.Box): longer, it is a headline
	maxItemText  = 400
	maxItemLinks = 3
)

// endItem gives the links of block b that have no item yet its text and time, when b is small
// enough to be their item: a teaser or a list entry, not a column of headlines.
func (ex *extractor) endItem(b openBlock) {
	links := ex.links[b.linkStart:]
	if len(links) == 0 || ex.textPos()-b.textStart > maxItemText || b.textStart < ex.textBase {
		return
	}
	distinct := 0
	for i := range links {
		if i == 0 || links[i].URL != links[i-1].URL {
			if distinct++; distinct > maxItemLinks {
				return
			}
		}
	}
	text, context := ex.text[b.textStart-ex.textBase:], ""
	for i := range links {
		l := &links[i]
		if l.item {
			continue
		}
		if l.Context != "" && distinct > 1 {
			// Its own block was its item, and this one holds other links' items too.
			l.item = true
			continue
		}
		if distinct == 1 && cleantext.IsWords(text, l.Text) {
			// A block that holds the link and nothing else ("<div class="title"><a>…</a></div>")
			// is its item only until a block around it that is small enough, and holds no other
			// link, ends: that one holds the label, the date or the lead beside it.
			l.Context = l.Text
		} else {
			if context == "" {
				context = cleantext.Words(string(text))
			}
			l.item, l.Context = true, context
		}
		if l.Time == "" {
			l.Time = b.time
		}
	}
}

// maxBlocks bounds the open containers tracked: deeper nesting is counted as its outermost levels.
const maxBlocks = 256

// openBlock records a container element that starts; named says its attributes name navigation
// (see navAttrs).
func (ex *extractor) openBlock(a atom.Atom, named bool) {
	if len(ex.blocks) >= maxBlocks {
		return
	}
	b := openBlock{a: a, nav: named, textStart: ex.textPos(), linkStart: len(ex.links)}
	switch a {
	case atom.Nav, atom.Menu:
		b.nav = true
	case atom.Header, atom.Footer:
		b.nav = b.nav || ex.content == 0 // the page's banner or footer, not an article's own header
	case atom.Article, atom.Main, atom.Section:
		b.content, b.nav = true, false
	}
	ex.blocks = append(ex.blocks, b)
	if b.nav {
		ex.navDepth++
	}
	if b.content {
		ex.content++
	}
}

// closeBlock ends the innermost open container of kind a and any left open inside it, as the HTML
// tree builder does for the elements tracked here.
func (ex *extractor) closeBlock(a atom.Atom) {
	for i := len(ex.blocks) - 1; i >= 0; i-- {
		if ex.blocks[i].a != a {
			continue
		}
		if ex.a != nil && ex.a.depth > i {
			ex.endAnchor() // a block ends an anchor left open inside it, as a browser's tree does
		}
		for j := len(ex.blocks) - 1; j >= i; j-- {
			ex.endItem(ex.blocks[j])
			if j > 0 && ex.blocks[j-1].time == "" {
				ex.blocks[j-1].time = ex.blocks[j].time // the <time> is in the outer block too
			}
		}
		for _, b := range ex.blocks[i:] {
			if b.nav {
				ex.navDepth--
			}
			if b.content {
				ex.content--
			}
		}
		ex.blocks = ex.blocks[:i]
		return
	}
}

// navWords are the words of an id or class that name a page's navigation: a menu, a navigation bar,
// a breadcrumb trail, the site's header or footer.
var navWords = map[string]bool{
	"nav": true, "navbar": true, "navigation": true, "menu": true, "menubar": true, "mainmenu": true,
	"footer": true, "breadcrumb": true, "breadcrumbs": true, "masthead": true, "topbar": true,
}

// navRoles are the ARIA roles of navigation.
var navRoles = map[string]bool{"navigation": true, "banner": true, "contentinfo": true, "menu": true, "menubar": true}

// navAttrs reads the attributes of the current tag and reports whether they name navigation: a role
// of navRoles, or an id or class one of whose names is "header", "site-header" or "global-header",
// or holds a word of navWords ("site-footer", "cnn_hdr-nav", "menu-main"). It reads the bytes as
// they are, without copying them: it runs on every container of every page.
func navAttrs(z *html.Tokenizer) bool {
	nav := false
	for more := true; more; {
		var k, v []byte
		k, v, more = z.TagAttr()
		switch string(k) {
		case "role":
			var buf [16]byte
			nav = nav || navRoles[string(cleantext.AppendLowerASCII(buf[:0], bytes.TrimSpace(v)))]
		case "id", "class":
			nav = nav || namesNavigation(v)
		}
	}
	return nav
}

// namesNavigation reports whether an id or class value names navigation (see navAttrs).
func namesNavigation(attr []byte) bool {
	var buf [32]byte
	for _, name := range bytes.Fields(attr) {
		if len(name) > len(buf) {
			continue
		}
		name = cleantext.AppendLowerASCII(buf[:0], name)
		switch string(name) {
		case "header", "site-header", "global-header":
			return true
		}
		for len(name) > 0 {
			i := classWordEnd(name)
			if navWords[string(name[:i])] {
				return true
			}
			name = name[min(i+1, len(name)):]
		}
	}
	return false
}

// adjacentRel reports whether a <link>'s rel attribute names the post or page before or after
// the page: "prev", "previous" or "next", in any case.
func adjacentRel(rel string) bool {
	for w := range strings.FieldsSeq(rel) {
		if strings.EqualFold(w, "prev") || strings.EqualFold(w, "previous") || strings.EqualFold(w, "next") {
			return true
		}
	}
	return false
}

// feedType reports whether a <link> with these attributes announces a feed, and its media type.
func feedType(rel, typ, href, title string) (string, bool) {
	isAlternate := false
	for _, r := range strings.Fields(strings.ToLower(rel)) {
		if r == "alternate" || r == "feed" {
			isAlternate = true
		}
	}
	if !isAlternate || strings.TrimSpace(href) == "" {
		return "", false
	}
	mt, _, err := mime.ParseMediaType(typ)
	if err != nil {
		return "", false
	}
	switch mt {
	case "application/rss+xml", "application/atom+xml", "application/rdf+xml", "application/feed+json":
		return mt, true
	case "application/json":
		// JSON Feed 1.0 allowed plain application/json; so do API links (WordPress announces
		// /wp-json/... that way), which are not feeds. Only a feed-named one counts.
		if strings.Contains(strings.ToLower(href+" "+title), "feed") {
			return mt, true
		}
	}
	return "", false
}

// resolve makes href absolute against base and keeps it only when it is http(s); the fragment is
// dropped.
func resolve(base *url.URL, href string) (string, bool) {
	u, err := base.Parse(cleanURL(href))
	if err != nil || !isHTTP(u) {
		return "", false
	}
	u.Fragment, u.RawFragment = "", ""
	u.Host = strings.ToLower(u.Host)
	return u.String(), true
}

// cleanURL removes what browsers remove from a URL attribute: surrounding white space, and tabs and
// newlines anywhere.
func cleanURL(s string) string {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, "\t\r\n") {
		s = strings.Map(func(r rune) rune {
			if r == '\t' || r == '\r' || r == '\n' {
				return -1
			}
			return r
		}, s)
	}
	return s
}

func isHTTP(u *url.URL) bool {
	return (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

func validString(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// hasUserInfo reports whether an address carries a user name or password.
func hasUserInfo(u string) bool {
	v, err := url.Parse(u)
	return err == nil && v.User != nil
}
