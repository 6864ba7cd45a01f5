package app

// This file reads and writes OPML, the outline format feed readers use to exchange subscription
// lists. The functions are pure: they read and write streams and touch neither the store nor the
// network.

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/url"
	"sort"
	"strings"
	"time"

	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Outline is one followed source as OPML carries it.
type Outline struct {
	Kind  string // KindFeed, KindNewsSitemap, KindArticleSitemap or KindSection
	URL   string // the address Broadsheet reads: the feed, the sitemap or the section page
	Title string
	Site  string // the site it belongs to: a host name or a home page URL; may be empty
}

// OPMLNamespace is the XML namespace of the attributes Broadsheet adds to OPML outlines to keep
// what other readers have no word for (broadsheet:kind).
const OPMLNamespace = "https://github.com/broadsheet/broadsheet/opml"

// MaxOPMLSize is the largest OPML file ReadOPML reads, in bytes.
const MaxOPMLSize = 16 << 20

// maxOutlines is the most outline elements ReadOPML accepts in one file.
const maxOutlines = 200_000

// ReadOPML reads an OPML 1.0 or 2.0 subscription list, as Broadsheet and other feed readers
// (Miniflux, NetNewsWire, FreshRSS, Feedly, Inoreader) write it, and returns its sources in
// document order. Category outlines are flattened; a source's address is taken from xmlUrl (in
// any letter case) or else from url; outlines of type rss, atom or none are feeds, and Broadsheet's
// own broadsheet:kind attribute gives sitemaps and sections their kind. Outlines with no address,
// inclusions of other OPML files and FreshRSS's web-scraping sources (type HTML+XPath and the like)
// are left out, and an address that appears twice is returned once.
//
// A file that is not OPML, is not well-formed XML or is larger than MaxOPMLSize yields an error
// starting "opml: " that says what is wrong. Entities declared in a DOCTYPE are never expanded.
// A file in UTF-16, with or without a byte order mark, is read as such.
func ReadOPML(r io.Reader) ([]Outline, error) {
	seen := map[string]bool{}
	var outlines []Outline
	err := ScanOPML(r, func(o Outline) error {
		key := dedupKey(o.URL)
		if !seen[key] {
			seen[key] = true
			outlines = append(outlines, o)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return outlines, nil
}

// ScanOPML reads an OPML file as ReadOPML does, as a stream, and calls fn with each source in
// document order as it is read, without leaving out an address seen before: it holds one outline
// at a time, whatever the length of the file. An error from fn stops the reading and is returned as
// it is; the outlines already handed to fn may then come before an error about the file itself.
func ScanOPML(r io.Reader, fn func(Outline) error) error {
	cr := &cappedReader{r: r, left: MaxOPMLSize}
	br := bufio.NewReaderSize(cr, 64<<10)
	in, utf16 := fromUTF16(br)
	d := xml.NewDecoder(in)
	d.CharsetReader = func(label string, input io.Reader) (io.Reader, error) {
		if utf16 && strings.HasPrefix(strings.ToLower(strings.TrimSpace(label)), "utf-16") {
			return input, nil // already turned into UTF-8
		}
		return charset.NewReaderLabel(label, input)
	}
	d.Entity = xml.HTMLEntity
	or := opmlReader{dec: d, emit: fn}
	err := or.read()
	switch {
	case cr.over:
		return fmt.Errorf("opml: the file is larger than %d MiB", MaxOPMLSize>>20)
	case cr.err != nil:
		return fmt.Errorf("opml: reading the file: %w", cr.err)
	case err != nil && !cr.text && errors.Is(err, errNoRoot):
		return errors.New("opml: the file is empty")
	}
	return err
}

// cappedReader reads at most left bytes of r and then fails, noting whether it ran over, whether
// anything but white space came, and r's own error.
type cappedReader struct {
	r    io.Reader
	left int64
	over bool
	text bool
	err  error
}

func (c *cappedReader) Read(p []byte) (int, error) {
	if c.left <= 0 {
		var one [1]byte
		if n, _ := io.ReadFull(c.r, one[:]); n > 0 {
			c.over = true
			return 0, errors.New("opml: the file is too large")
		}
		return 0, io.EOF
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	if !c.text && len(bytes.TrimSpace(p[:n])) > 0 {
		c.text = true
	}
	if err != nil && !errors.Is(err, io.EOF) {
		c.err = err
	}
	return n, err
}

// fromUTF16 returns r turned into UTF-8 when it starts as UTF-16 does, with a byte order mark or
// with "<" in UTF-16 (little or big endian), and whether it did.
func fromUTF16(r *bufio.Reader) (io.Reader, bool) {
	head, _ := r.Peek(4)
	var e encoding.Encoding
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}):
		e = unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM)
	case bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		e = unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM)
	case bytes.HasPrefix(head, []byte{'<', 0}) && len(head) == 4 && head[2] != 0 && head[3] == 0:
		e = unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	case bytes.HasPrefix(head, []byte{0, '<'}) && len(head) == 4 && head[2] == 0 && head[3] != 0:
		e = unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	default:
		return r, false
	}
	return transform.NewReader(r, e.NewDecoder()), true
}

// errNoRoot is the error of a document with no root element.
var errNoRoot = errors.New("opml: the file is not OPML: it has no root element")

// opmlReader holds the state of one ScanOPML.
type opmlReader struct {
	dec   *xml.Decoder
	emit  func(Outline) error
	count int
}

// read walks the document: it checks the root, finds the body and collects its outlines.
func (r *opmlReader) read() error {
	depth := 0
	rootSeen, bodySeen, inBody := false, false, false
	bodyDepth := 0
	for {
		tok, err := r.dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if !rootSeen {
				return fmt.Errorf("opml: the file is not XML: %w", syntaxDetail(err))
			}
			return fmt.Errorf("opml: the file is not well-formed XML: %w", syntaxDetail(err))
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if !rootSeen {
				rootSeen = true
				// outlineDocument is the root OPML had before 1.0; readers still accept it.
				if !strings.EqualFold(t.Name.Local, "opml") && !strings.EqualFold(t.Name.Local, "outlineDocument") {
					return fmt.Errorf("opml: the file is not OPML: its root element is <%s>, not <opml>", t.Name.Local)
				}
				continue
			}
			switch {
			case depth == 2 && strings.EqualFold(t.Name.Local, "body"):
				bodySeen, inBody, bodyDepth = true, true, depth
			case inBody && strings.EqualFold(t.Name.Local, "outline"):
				if err := r.outline(t); err != nil {
					return err
				}
			}
		case xml.EndElement:
			if inBody && depth == bodyDepth {
				inBody = false
			}
			depth--
		}
	}
	if !rootSeen {
		return errNoRoot
	}
	if !bodySeen {
		return errors.New("opml: the file has no <body> element, so it lists no sources")
	}
	return nil
}

// syntaxDetail returns err with the decoder's wording kept and its line number in front.
func syntaxDetail(err error) error {
	var syntax *xml.SyntaxError
	if errors.As(err, &syntax) {
		return fmt.Errorf("line %d: %s", syntax.Line, syntax.Msg)
	}
	return err
}

// outline records one outline element if it is a source Broadsheet can follow.
func (r *opmlReader) outline(t xml.StartElement) error {
	r.count++
	if r.count > maxOutlines {
		return fmt.Errorf("opml: the file has more than %d outlines", maxOutlines)
	}
	var xmlURL, plainURL, htmlURL, title, text, typ, kind, site string
	for _, a := range t.Attr {
		v := strings.TrimSpace(a.Value)
		if a.Name.Space == OPMLNamespace {
			switch a.Name.Local {
			case "kind":
				kind = v
			case "site":
				site = v
			}
			continue
		}
		if a.Name.Space != "" {
			continue
		}
		switch strings.ToLower(a.Name.Local) {
		case "xmlurl":
			xmlURL = v
		case "url":
			plainURL = v
		case "htmlurl":
			htmlURL = v
		case "title":
			title = v
		case "text":
			text = v
		case "type":
			typ = strings.ToLower(v)
		}
	}
	o := Outline{Kind: KindFeed, Title: title, Site: htmlURL}
	if o.Title == "" {
		o.Title = text
	}
	if site != "" {
		o.Site = site
	}
	switch kind {
	case KindNewsSitemap, KindArticleSitemap, KindSection:
		o.Kind = kind
		o.URL = firstNonEmpty(plainURL, xmlURL)
	default:
		if strings.Contains(typ, "+") || typ == "include" {
			return nil // a web-scraping recipe or another OPML file, not something to follow
		}
		o.URL = xmlURL
		if o.URL == "" && (typ != "link" || !strings.HasSuffix(strings.ToLower(urlPath(plainURL)), ".opml")) {
			o.URL = plainURL
		}
	}
	if o.URL == "" {
		return nil
	}
	return r.emit(o)
}

// firstNonEmpty returns the first of its arguments that is not empty.
func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// urlPath returns the path of a URL, or the URL itself when it does not parse.
func urlPath(raw string) string {
	if u, err := url.Parse(raw); err == nil {
		return u.Path
	}
	return raw
}

// dedupKey returns the form of an address under which two spellings of it count as one: scheme
// and host in lower case, no fragment.
func dedupKey(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.Scheme = strings.ToLower(u.Scheme)
	u.Host = strings.ToLower(u.Host)
	u.Fragment = ""
	return u.String()
}

// WriteOPML writes outlines as an OPML 2.0 subscription list dated now. Feeds are ordinary
// outlines (type="rss" with text, title, xmlUrl and htmlUrl), so other readers import them.
// Sitemaps and sections are written as type="link" outlines with a url and a broadsheet:kind
// attribute: other readers skip them harmlessly, and ReadOPML reads them back. A broadsheet:site
// attribute keeps each source's site exactly as given. Outlines are
// grouped by site in category outlines, sites in alphabetical order, sources in the order given.
func WriteOPML(w io.Writer, outlines []Outline, now time.Time) error {
	groups := map[string][]Outline{}
	var sites []string
	for _, o := range outlines {
		site := siteName(o)
		if _, ok := groups[site]; !ok {
			sites = append(sites, site)
		}
		groups[site] = append(groups[site], o)
	}
	sort.SliceStable(sites, func(i, j int) bool { return strings.ToLower(sites[i]) < strings.ToLower(sites[j]) })

	bw := bufio.NewWriter(w)
	bw.WriteString(xml.Header)
	bw.WriteString(`<opml version="2.0" xmlns:broadsheet="` + OPMLNamespace + `">` + "\n")
	bw.WriteString("  <head>\n    <title>Broadsheet sources</title>\n")
	bw.WriteString("    <dateCreated>" + now.UTC().Format(time.RFC1123) + "</dateCreated>\n")
	bw.WriteString("    <docs>http://opml.org/spec2.opml</docs>\n  </head>\n  <body>\n")
	for _, site := range sites {
		indent := "    "
		if site != "" {
			bw.WriteString(`    <outline text="` + attrEscape(site) + `" title="` + attrEscape(site) + `">` + "\n")
			indent = "      "
		}
		for _, o := range groups[site] {
			bw.WriteString(indent)
			writeSourceOutline(bw, o)
			bw.WriteString("\n")
		}
		if site != "" {
			bw.WriteString("    </outline>\n")
		}
	}
	bw.WriteString("  </body>\n</opml>\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("opml: writing: %w", err)
	}
	return nil
}

// writeSourceOutline writes one source's outline element.
func writeSourceOutline(w *bufio.Writer, o Outline) {
	title := o.Title
	if title == "" {
		title = o.URL
	}
	attrs := [][2]string{}
	switch o.Kind {
	case KindNewsSitemap, KindArticleSitemap, KindSection:
		attrs = append(attrs, [2]string{"type", "link"}, [2]string{"text", title}, [2]string{"title", title},
			[2]string{"url", o.URL}, [2]string{"broadsheet:kind", o.Kind})
		if o.Site != "" {
			attrs = append(attrs, [2]string{"broadsheet:site", o.Site})
		}
	default:
		attrs = append(attrs, [2]string{"type", "rss"}, [2]string{"text", title}, [2]string{"title", title},
			[2]string{"xmlUrl", o.URL})
		if home := homePage(o.Site); home != "" {
			attrs = append(attrs, [2]string{"htmlUrl", home})
		}
		if o.Site != "" {
			attrs = append(attrs, [2]string{"broadsheet:site", o.Site})
		}
	}
	w.WriteString("<outline")
	for _, a := range attrs {
		w.WriteString(" " + a[0] + `="` + attrEscape(a[1]) + `"`)
	}
	w.WriteString("/>")
}

// siteName returns the name a source is grouped under: its site's host name, or the host of its
// own address when it names no site.
func siteName(o Outline) string {
	if o.Site != "" {
		if u, err := url.Parse(o.Site); err == nil && u.Host != "" {
			return u.Hostname()
		}
		return o.Site
	}
	if u, err := url.Parse(o.URL); err == nil {
		return u.Hostname()
	}
	return ""
}

// homePage returns a site's home page URL: site itself when it is a URL, https://site/ when it
// is a host name, and "" when it is empty.
func homePage(site string) string {
	switch {
	case site == "":
		return ""
	case strings.Contains(site, "://"):
		return site
	default:
		return "https://" + site + "/"
	}
}

// attrEscape escapes s for a double-quoted XML attribute value.
func attrEscape(s string) string {
	var b strings.Builder
	if err := xml.EscapeText(&b, []byte(s)); err != nil {
		return ""
	}
	return b.String()
}
