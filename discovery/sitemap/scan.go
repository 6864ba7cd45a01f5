package sitemap

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/broadsheet/broadsheet/cleantext"
)

// role is what an element means to a sitemap, decided from its local name and its parent's role.
type role uint8

const (
	roleOther role = iota
	roleRoot
	roleEntry   // url or sitemap directly inside the root
	roleLoc     // loc directly inside an entry
	roleLastMod // lastmod directly inside an entry
	roleNews    // news:news directly inside an entry
	rolePub     // news:publication
	rolePubName
	rolePubLang
	rolePubDate // news:publication_date
	roleTitle   // news:title
)

// captures reports whether the text of an element with role r is kept.
func (r role) captures() bool {
	return r == roleEntry || r >= roleLoc && r != roleNews && r != rolePub
}

// childRole returns the role of an element with the given local name inside a parent of role p.
func childRole(p role, local []byte) role {
	switch p {
	case roleRoot:
		if string(local) == "url" || string(local) == "sitemap" {
			return roleEntry
		}
	case roleEntry:
		switch string(local) {
		case "loc":
			return roleLoc
		case "lastmod":
			return roleLastMod
		case "news":
			return roleNews
		}
	case roleNews:
		switch string(local) {
		case "publication":
			return rolePub
		case "publication_date":
			return rolePubDate
		case "title":
			return roleTitle
		}
	case rolePub:
		switch string(local) {
		case "name":
			return rolePubName
		case "language":
			return rolePubLang
		}
	}
	return roleOther
}

// open is one element on the stack: its role and where its qualified name sits in scanner.names.
type open struct {
	role       role
	nameOffset int
}

// scanner is a streaming reader of the small part of XML that sitemaps use. It keeps the stack of open
// elements, the text of the element being captured and the entry being built; nothing else.
type scanner struct {
	r     *bufio.Reader
	visit func(Entry) error
	kind  Kind

	stack []open
	names []byte // qualified names of the open elements, back to back

	raw  []byte // undecoded text since the last markup
	text []byte // decoded text of the innermost capturing element
	tag  []byte // a start tag that did not fit in one read

	entry   Entry
	bare    []byte // the entry's own text, for a <sitemap> that has no <loc>
	count   int
	rootEnd bool

	// The publication name and language of the last news entry: the same in every entry of a
	// news sitemap, so they are made into strings once.
	lastPub, lastLang string
}

// reuse returns b as a valid UTF-8 string, using *last when it holds the same text, and remembers it.
func reuse(last *string, b []byte) string {
	if string(b) != *last {
		*last = validString(b)
	}
	return *last
}

func (s *scanner) top() role {
	if len(s.stack) == 0 {
		return roleOther
	}
	return s.stack[len(s.stack)-1].role
}

func (s *scanner) capturing() bool {
	return len(s.stack) > 0 && s.top().captures()
}

// run scans the document until the root element ends or an error occurs.
func (s *scanner) run() error {
	for !s.rootEnd {
		eof, err := s.readText()
		if err != nil {
			return err
		}
		if eof {
			if len(s.stack) == 0 {
				return fmt.Errorf("%w: no root element", ErrNotSitemap)
			}
			return fmt.Errorf("sitemap: document ends inside <%s>", s.name(len(s.stack)-1))
		}
		c, err := s.r.ReadByte()
		if err != nil {
			return s.unexpected(err)
		}
		switch c {
		case '/':
			err = s.endTag()
		case '?':
			err = s.skipUntil('?', 1, nil)
		case '!':
			err = s.bang()
		default:
			s.r.UnreadByte()
			err = s.startTag()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// unexpected turns a read error met inside markup into the error Parse returns.
func (s *scanner) unexpected(err error) error {
	if err == io.EOF {
		return fmt.Errorf("sitemap: document ends inside markup")
	}
	return readErr(err)
}

// readText consumes text up to and including the next '<', keeping it when the current element
// captures text. It reports eof when the document ends before another '<'.
func (s *scanner) readText() (eof bool, err error) {
	keep := s.capturing()
	s.raw = s.raw[:0]
	for {
		seg, err := s.r.ReadSlice('<')
		if keep {
			n := len(seg)
			if err == nil {
				n-- // the '<'
			}
			if len(s.raw)+n > maxTextBytes {
				if s.top() != roleEntry {
					return false, fmt.Errorf("sitemap: text of <%s> longer than %d bytes", s.name(len(s.stack)-1), maxTextBytes)
				}
				// An entry's own text is only a fallback location: past the limit, it is dropped.
				n = max(0, maxTextBytes-len(s.raw))
			}
			s.raw = append(s.raw, seg[:n]...)
		} else if len(s.stack) == 0 && err == nil {
			// Before the root only white space may appear; anything else means this is no XML.
			if len(bytes.TrimSpace(seg[:len(seg)-1])) > 0 {
				return false, fmt.Errorf("%w: text before the root element", ErrNotSitemap)
			}
		}
		switch err {
		case nil:
			if keep && len(s.raw) > 0 {
				s.text, err = appendDecoded(s.text, s.raw)
				if err != nil {
					return false, err
				}
				if len(s.text) > maxTextBytes && s.top() == roleEntry {
					s.text = s.text[:maxTextBytes]
				}
				if len(s.text) > maxTextBytes {
					return false, fmt.Errorf("sitemap: text of <%s> longer than %d bytes", s.name(len(s.stack)-1), maxTextBytes)
				}
			}
			return false, nil
		case bufio.ErrBufferFull:
			continue
		case io.EOF:
			return true, nil
		default:
			return false, readErr(err)
		}
	}
}

// name returns the qualified name of the open element at stack index i.
func (s *scanner) name(i int) []byte {
	end := len(s.names)
	if i+1 < len(s.stack) {
		end = s.stack[i+1].nameOffset
	}
	return s.names[s.stack[i].nameOffset:end]
}

// startTag reads a start tag (the '<' already consumed) and opens its element.
func (s *scanner) startTag() error {
	tag, err := s.readTag()
	if err != nil {
		return err
	}
	// tag holds everything up to and including '>'.
	body := tag[:len(tag)-1]
	selfClosing := len(body) > 0 && body[len(body)-1] == '/'
	if selfClosing {
		body = body[:len(body)-1]
	}
	n := 0
	for n < len(body) && !isSpace(body[n]) {
		n++
	}
	qname := body[:n]
	if len(qname) == 0 || !isNameStart(qname[0]) {
		return fmt.Errorf("sitemap: malformed start tag <%s", truncate(body))
	}
	local := qname
	if i := bytes.LastIndexByte(qname, ':'); i >= 0 {
		local = qname[i+1:]
	}

	var r role
	if len(s.stack) == 0 {
		switch string(local) {
		case "urlset":
			s.kind = URLSet
		case "sitemapindex":
			s.kind = Index
		default:
			return fmt.Errorf("%w: root element <%s>", ErrNotSitemap, truncate(qname))
		}
		r = roleRoot
	} else {
		r = childRole(s.top(), local)
	}
	if len(s.stack) >= maxDepth {
		return fmt.Errorf("sitemap: elements nested deeper than %d", maxDepth)
	}
	s.stack = append(s.stack, open{role: r, nameOffset: len(s.names)})
	s.names = append(s.names, qname...)
	s.opened(r)
	if selfClosing {
		return s.closeTop()
	}
	return nil
}

// readTag returns the rest of a start tag up to and including its '>', reading past a '>' inside a
// quoted attribute value. The slice is valid until the next read.
func (s *scanner) readTag() ([]byte, error) {
	seg, err := s.r.ReadSlice('>')
	if err == nil && quotesClosed(seg, 0) == 0 {
		return seg, nil
	}
	s.tag = append(s.tag[:0], seg...)
	for {
		switch err {
		case nil:
			if quotesClosed(s.tag, 0) == 0 {
				return s.tag, nil
			}
		case bufio.ErrBufferFull:
		default:
			return nil, s.unexpected(err)
		}
		if len(s.tag) > maxTagBytes {
			return nil, fmt.Errorf("sitemap: start tag longer than %d bytes", maxTagBytes)
		}
		seg, err = s.r.ReadSlice('>')
		s.tag = append(s.tag, seg...)
	}
}

// quotesClosed scans b starting in quote state q (0 or the open quote byte) and returns the state at its end.
func quotesClosed(b []byte, q byte) byte {
	for _, c := range b {
		switch {
		case q == 0 && (c == '"' || c == '\''):
			q = c
		case c == q:
			q = 0
		}
	}
	return q
}

func isNameStart(c byte) bool {
	return c == '_' || c == ':' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// opened starts what an element of role r needs.
func (s *scanner) opened(r role) {
	if len(s.stack) > 1 && s.stack[len(s.stack)-2].role == roleEntry {
		// A child of an entry: save the entry's own text so far.
		s.keepBare()
	}
	s.text = s.text[:0]
	switch r {
	case roleEntry:
		s.entry = Entry{}
		s.bare = s.bare[:0]
	case roleNews:
		if s.entry.News == nil {
			s.entry.News = &News{}
		}
	}
}

// endTag reads an end tag (the "</" already consumed) and closes the innermost element.
func (s *scanner) endTag() error {
	seg, err := s.r.ReadSlice('>')
	if err != nil {
		if err == bufio.ErrBufferFull {
			return fmt.Errorf("sitemap: end tag longer than %d bytes", bufferSize)
		}
		return s.unexpected(err)
	}
	qname := bytes.TrimRight(seg[:len(seg)-1], " \t\r\n")
	if len(s.stack) == 0 {
		return fmt.Errorf("sitemap: end tag </%s> with no element open", truncate(qname))
	}
	if want := s.name(len(s.stack) - 1); !bytes.Equal(qname, want) {
		return fmt.Errorf("sitemap: end tag </%s> does not match <%s>", truncate(qname), truncate(want))
	}
	return s.closeTop()
}

// closeTop closes the innermost open element and acts on what it held.
func (s *scanner) closeTop() error {
	top := s.stack[len(s.stack)-1]
	s.stack = s.stack[:len(s.stack)-1]
	s.names = s.names[:top.nameOffset]

	text := s.text
	s.text = s.text[:0]
	e := &s.entry
	switch top.role {
	case roleLoc:
		if e.Loc == "" {
			e.Loc = validString(bytes.TrimSpace(text))
		}
	case roleLastMod:
		e.LastMod = parseTime(bytes.TrimSpace(text))
	case rolePubDate:
		if e.News != nil {
			e.News.Published = parseTime(bytes.TrimSpace(text))
		}
	case roleTitle:
		if e.News != nil {
			e.News.Title = cleantext.Line(validString(bytes.TrimSpace(text)))
		}
	case rolePubName:
		if e.News != nil {
			e.News.Publication = reuse(&s.lastPub, bytes.TrimSpace(text))
		}
	case rolePubLang:
		if e.News != nil {
			e.News.Language = reuse(&s.lastLang, bytes.TrimSpace(text))
		}
	case roleEntry:
		s.text = text
		s.keepBare()
		return s.finishEntry()
	case roleRoot:
		s.rootEnd = true
	}
	return nil
}

// keepBare moves the text captured so far into the entry's own text, up to maxTextBytes (it is
// only a fallback location, so what is past the limit is dropped).
func (s *scanner) keepBare() {
	if room := maxTextBytes - len(s.bare); room > 0 {
		s.bare = append(s.bare, s.text[:min(len(s.text), room)]...)
	}
	s.text = s.text[:0]
}

// finishEntry visits the entry just closed, if it has a location.
func (s *scanner) finishEntry() error {
	e := s.entry
	s.entry = Entry{}
	if e.Loc == "" {
		if bare := bytes.TrimSpace(s.bare); hasHTTPPrefix(bare) && !bytes.ContainsAny(bare, " \t\r\n") {
			e.Loc = validString(bare)
		}
	}
	if e.Loc == "" {
		return nil
	}
	s.count++
	if s.count > MaxURLs {
		return ErrTooManyURLs
	}
	return s.visit(e)
}

// bang handles markup that starts with "<!": a comment, a CDATA section or a DOCTYPE.
func (s *scanner) bang() error {
	head, err := s.r.Peek(2)
	if err == nil && string(head) == "--" {
		s.r.Discard(2)
		return s.skipUntil('-', 2, nil)
	}
	head, err = s.r.Peek(7)
	if err == nil && string(head) == "[CDATA[" {
		s.r.Discard(7)
		if !s.capturing() {
			return s.skipUntil(']', 2, nil)
		}
		before := len(s.text)
		if err := s.skipUntil(']', 2, &s.text); err != nil {
			return err
		}
		if len(s.text)-before > maxTextBytes {
			return fmt.Errorf("sitemap: CDATA section longer than %d bytes", maxTextBytes)
		}
		return nil
	}
	if len(s.stack) > 0 {
		return fmt.Errorf("sitemap: markup declaration inside <%s>", truncate(s.name(len(s.stack)-1)))
	}
	return s.skipDeclaration()
}

// skipUntil consumes input through a '>' preceded by n copies of the byte c ("-->", "]]>" or "?>").
// When keep is not nil, the content before the terminator is appended to it.
func (s *scanner) skipUntil(c byte, n int, keep *[]byte) error {
	run := 0 // how many c bytes immediately precede the current position
	for {
		seg, err := s.r.ReadSlice('>')
		if err != nil && err != bufio.ErrBufferFull {
			return s.unexpected(err)
		}
		body := seg
		if err == nil {
			body = seg[:len(seg)-1]
		}
		// Count the c bytes at the end of body, joined with those carried from earlier segments.
		tail := 0
		for tail < len(body) && body[len(body)-1-tail] == c {
			tail++
		}
		if tail == len(body) {
			run += tail
		} else {
			run = tail
		}
		if keep != nil {
			*keep = append(*keep, body...)
			if err == nil && run >= n {
				*keep = (*keep)[:len(*keep)-n]
			} else if err == nil {
				*keep = append(*keep, '>')
			}
			if len(*keep) > 2*maxTextBytes {
				return fmt.Errorf("sitemap: text longer than %d bytes", maxTextBytes)
			}
		}
		if err == nil && run >= n {
			return nil
		}
		if err == nil {
			run = 0 // the '>' breaks a run of c
		}
	}
}

// skipDeclaration consumes a <!DOCTYPE ...> (or other declaration) before the root, including an
// internal subset in brackets, without interpreting any of it.
func (s *scanner) skipDeclaration() error {
	var quote byte
	var last [4]byte // the last bytes read, to see "<!--" and "-->"
	depth, n, comment := 0, 0, false
	for {
		c, err := s.r.ReadByte()
		if err != nil {
			return s.unexpected(err)
		}
		if n++; n > maxTagBytes {
			return fmt.Errorf("sitemap: declaration longer than %d bytes", maxTagBytes)
		}
		copy(last[:], last[1:])
		last[3] = c
		switch {
		case comment:
			if string(last[1:]) == "-->" {
				comment = false
			}
		case quote == 0 && string(last[:]) == "<!--":
			comment = true
			last = [4]byte{}
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '[':
			depth++
		case c == ']':
			depth--
		case c == '>' && depth <= 0:
			return nil
		}
	}
}

// appendDecoded appends raw to dst with the five XML entities, numeric character references and
// HTML's named character references replaced. An '&' that does not start a reference is kept as it
// is, as sitemaps written by hand often have one in a query string; a reference to any other name
// is an error, since entities a DOCTYPE declares are never defined here.
func appendDecoded(dst, raw []byte) ([]byte, error) {
	for {
		i := bytes.IndexByte(raw, '&')
		if i < 0 {
			return append(dst, raw...), nil
		}
		dst = append(dst, raw[:i]...)
		raw = raw[i:]
		end := bytes.IndexByte(raw, ';')
		if end < 0 || end > 12 || !isReference(raw[1:end]) {
			dst = append(dst, '&')
			raw = raw[1:]
			continue
		}
		name := raw[1:end]
		raw = raw[end+1:]
		switch string(name) {
		case "amp":
			dst = append(dst, '&')
		case "lt":
			dst = append(dst, '<')
		case "gt":
			dst = append(dst, '>')
		case "quot":
			dst = append(dst, '"')
		case "apos":
			dst = append(dst, '\'')
		default:
			if name[0] != '#' {
				// Not XML, but news sitemaps written by hand carry &nbsp; or &rsquo; in titles: a
				// name from HTML's fixed table is read as HTML would. Any other name would have to
				// come from a DOCTYPE, and those are never resolved.
				ref := "&" + string(name) + ";"
				if text := html.UnescapeString(ref); text != ref {
					dst = append(dst, text...)
					continue
				}
				return dst, fmt.Errorf("sitemap: undefined entity %s (entities are never resolved)", ref)
			}
			r, ok := charRef(name[1:])
			if !ok {
				return dst, fmt.Errorf("sitemap: invalid character reference &%s;", name)
			}
			dst = utf8.AppendRune(dst, r)
		}
	}
}

// isReference reports whether name (between '&' and ';') has the shape of an entity or character
// reference.
func isReference(name []byte) bool {
	if len(name) == 0 {
		return false
	}
	if name[0] == '#' {
		return len(name) > 1
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == ':') {
			return false
		}
	}
	return true
}

// charRef decodes the digits of a numeric character reference ("38" or "x26").
func charRef(digits []byte) (rune, bool) {
	base := 10
	if len(digits) > 0 && (digits[0] == 'x' || digits[0] == 'X') {
		base, digits = 16, digits[1:]
	}
	v, err := strconv.ParseUint(string(digits), base, 32)
	if err != nil || v == 0 || v > utf8.MaxRune || v >= 0xD800 && v <= 0xDFFF {
		return 0, false
	}
	return rune(v), true
}

// truncate shortens b for an error message.
func truncate(b []byte) string {
	if len(b) > 40 {
		return validString(b[:40]) + "..."
	}
	return validString(b)
}
