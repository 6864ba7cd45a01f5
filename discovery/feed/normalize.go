package feed

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Limits of the normalising pre-pass; see the package comment.
const (
	// maxTextRuns is how many runs of text, separated by child elements, one element may hold.
	// Children after that lose their tags and their text joins the run in progress, so gofeed
	// never concatenates more than this many fragments into one value.
	maxTextRuns = 64
	// maxDepth is how deep elements may nest; deeper ones lose their tags but keep their text.
	maxDepth = 128
	// maxEndTagSearch is how far up the stack an end tag that does not close the innermost
	// element may look for the element it closes.
	maxEndTagSearch = 16
)

// frame is one open element of the pre-pass.
type frame struct {
	name     string // qualified name as written: "dc:creator"
	emitted  bool   // false when its tags were left out (too deep, or too many text runs above it)
	textRuns int    // runs of text written directly inside it so far
	at       int    // offset of its start tag in the output
}

// normalizer rewrites a feed document in one pass; see normalize.
type normalizer struct {
	out     bytes.Buffer
	pending []byte // text read since the last tag written, not yet escaped
	stack   []frame
	// dropping counts the open elements of a subtree being dropped whole (a script or style
	// that lost its tags); 0 when none is.
	dropping   int
	rootSeen   bool
	rootClosed bool
	entries    int // items or entries closed so far
}

// normalize returns text, a UTF-8 XML document, rewritten so that gofeed parses it in linear time:
// every run of character data, CDATA sections, comments and processing instructions between two
// tags becomes one escaped text run; no element holds more than maxTextRuns runs or nests deeper
// than maxDepth (further descendants keep their text but lose their tags, and scripts and styles
// among them are dropped); the prolog, the DOCTYPE and anything after the root element are left
// out, so no declared entity is ever expanded; HTML's named character references are resolved.
//
// It returns an error wrapping ErrNotFeed as soon as the root element turns out not to be rss,
// RDF or feed. A document cut short, or an XML syntax error after at least one complete item, ends
// the document there as a best effort: the item it broke off in is left out and the open elements
// are closed. Any other syntax error is an error.
func normalize(text []byte) ([]byte, error) {
	text = dropInvalidCharRefs(text)
	if bytes.Contains(text, []byte("&#X")) {
		// encoding/xml knows only the lower-case x of hexadecimal character references.
		text = bytes.ReplaceAll(text, []byte("&#X"), []byte("&#x"))
	}
	d := xml.NewDecoder(bytes.NewReader(text))
	d.Strict = false
	d.Entity = xml.HTMLEntity
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil } // already UTF-8
	n := &normalizer{}
	n.out.Grow(len(text) + len(text)/8)
	for !n.rootClosed {
		tok, err := d.RawToken()
		if errors.Is(err, io.EOF) {
			n.dropOpenEntry() // the document ended inside its root element
			break
		}
		if err != nil {
			if !n.rootSeen || (n.entries == 0 && !truncated(err)) {
				return nil, fmt.Errorf("feed: malformed XML: %w", err)
			}
			n.dropOpenEntry()
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if err := n.start(t); err != nil {
				return nil, err
			}
		case xml.EndElement:
			n.end(t)
		case xml.CharData:
			if n.dropping == 0 && len(n.stack) > 0 {
				n.pending = append(n.pending, t...)
			}
		}
		// Comments, processing instructions and directives (the DOCTYPE) are left out.
	}
	if !n.rootSeen {
		return nil, errors.New("feed: no XML root element found")
	}
	for len(n.stack) > 0 {
		n.pop()
	}
	return n.out.Bytes(), nil
}

// truncated reports whether a decoding error means the document ended too early.
func truncated(err error) bool {
	var syntax *xml.SyntaxError
	return errors.As(err, &syntax) && syntax.Msg == "unexpected EOF"
}

// start handles a start tag.
func (n *normalizer) start(t xml.StartElement) error {
	if n.dropping > 0 {
		n.dropping++
		return nil
	}
	if !n.rootSeen {
		n.rootSeen = true
		if !isFeedRoot(t.Name.Local) {
			return fmt.Errorf("%w: the document is <%s>", ErrNotFeed, qualifiedName(t.Name))
		}
	}
	name := qualifiedName(t.Name)
	if n.mustUnwrap() {
		if droppedWhenUnwrapped(t.Name.Local) {
			n.dropping = 1
			return nil
		}
		n.stack = append(n.stack, frame{name: name})
		return nil
	}
	n.flushText()
	at := n.out.Len()
	n.out.WriteByte('<')
	n.out.WriteString(name)
	root := len(n.stack) == 0
	for _, a := range t.Attr {
		if root && a.Name.Space == "" && a.Name.Local == "xmlns" && t.Name.Local == "feed" {
			a.Value = atomNamespace(a.Value)
		}
		n.out.WriteByte(' ')
		n.out.WriteString(qualifiedName(a.Name))
		n.out.WriteString(`="`)
		escapeAttr(&n.out, a.Value)
		n.out.WriteByte('"')
	}
	n.out.WriteByte('>')
	n.stack = append(n.stack, frame{name: name, emitted: true, at: at})
	return nil
}

// dropOpenEntry removes the item or entry the document broke off in, so that a best-effort
// parse keeps only complete ones.
func (n *normalizer) dropOpenEntry() {
	for i, f := range n.stack {
		if f.emitted && isEntry(f.name) {
			n.out.Truncate(f.at)
			n.pending = n.pending[:0]
			n.stack = n.stack[:i]
			return
		}
	}
}

// isEntry reports whether an element with the given qualified name is an item or entry.
func isEntry(name string) bool {
	local := name[strings.LastIndexByte(name, ':')+1:]
	return local == "item" || local == "entry"
}

// atomNamespace returns the namespace to give a feed root declared with ns: Atom 1.0 and 0.3 stay
// as they are, and the draft namespaces Atom had before 0.3 (purl.org/echo, purl.org/pie,
// example.com/necho ...) become Atom 0.3, so that gofeed reads their elements as Atom.
func atomNamespace(ns string) string {
	switch strings.TrimSpace(ns) {
	case "http://www.w3.org/2005/Atom", "http://purl.org/atom/ns#":
		return ns
	}
	return "http://purl.org/atom/ns#"
}

// mustUnwrap reports whether an element starting now loses its tags.
func (n *normalizer) mustUnwrap() bool {
	if len(n.stack) == 0 {
		return false
	}
	if len(n.stack) >= maxDepth {
		return true
	}
	top := &n.stack[len(n.stack)-1]
	return !top.emitted || top.textRuns >= maxTextRuns
}

// end handles an end tag. An end tag that closes an element further up the stack closes the ones
// inside it too; one that closes nothing open nearby is ignored.
func (n *normalizer) end(t xml.EndElement) {
	if n.dropping > 0 {
		n.dropping--
		return
	}
	name := qualifiedName(t.Name)
	for i := len(n.stack) - 1; i >= 0 && i >= len(n.stack)-maxEndTagSearch; i-- {
		if n.stack[i].name != name {
			continue
		}
		for len(n.stack) > i {
			n.pop()
		}
		return
	}
}

// pop closes the innermost open element.
func (n *normalizer) pop() {
	top := n.stack[len(n.stack)-1]
	if top.emitted {
		n.flushText()
		n.out.WriteString("</")
		n.out.WriteString(top.name)
		n.out.WriteByte('>')
		if isEntry(top.name) {
			n.entries++
		}
	}
	n.stack = n.stack[:len(n.stack)-1]
	if len(n.stack) == 0 {
		n.rootClosed = true
	}
}

// flushText writes the pending text, escaped, as one run of the innermost written element.
//
// White space between the items of a feed (directly inside the root or a channel) is left out rather
// than counted: it means nothing to gofeed, and counted it would unwrap every item after the
// maxTextRuns-th.
func (n *normalizer) flushText() {
	if len(n.pending) == 0 {
		return
	}
	for i := len(n.stack) - 1; i >= 0; i-- {
		if n.stack[i].emitted {
			if holdsItems(n.stack[i].name, i) && len(bytes.TrimSpace(n.pending)) == 0 {
				n.pending = n.pending[:0]
				return
			}
			n.stack[i].textRuns++
			break
		}
	}
	escapeText(&n.out, n.pending)
	n.pending = n.pending[:0]
}

// holdsItems reports whether an element named name at depth (0 for the root) is one whose children
// are a feed's items: the root itself, or a channel.
func holdsItems(name string, depth int) bool {
	return depth == 0 || name[strings.LastIndexByte(name, ':')+1:] == "channel"
}

// droppedWhenUnwrapped reports whether an element that loses its tags loses its content too,
// because its text is code or styling rather than words.
func droppedWhenUnwrapped(local string) bool {
	switch strings.ToLower(local) {
	case "script", "style", "noscript", "template", "iframe", "object", "embed", "applet":
		return true
	}
	return false
}

// qualifiedName returns a raw token name as written in the document.
func qualifiedName(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

// escapeText writes s escaped as XML character data.
func escapeText(w *bytes.Buffer, s []byte) {
	last := 0
	for i, c := range s {
		var esc string
		switch c {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		default:
			continue
		}
		w.Write(s[last:i])
		w.WriteString(esc)
		last = i + 1
	}
	w.Write(s[last:])
}

// escapeAttr writes s escaped as a double-quoted XML attribute value, keeping tabs and line
// breaks as they are (an XML parser would otherwise normalise them to spaces).
func escapeAttr(w *bytes.Buffer, s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '"':
			esc = "&quot;"
		case '\t':
			esc = "&#9;"
		case '\n':
			esc = "&#10;"
		case '\r':
			esc = "&#13;"
		default:
			continue
		}
		w.WriteString(s[last:i])
		w.WriteString(esc)
		last = i + 1
	}
	w.WriteString(s[last:])
}
