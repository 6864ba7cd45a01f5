package feed

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/broadsheet/broadsheet/cleantext"
)

// plainText returns the words of s, which may be HTML: tags are removed, scripts, styles and
// other code dropped with their content, character references decoded and white space collapsed
// to single spaces. When limit is positive the result is cut to at most about limit characters,
// at a word boundary where there is one, with an ellipsis.
func plainText(s string, limit int) string {
	var words string
	if strings.ContainsAny(s, "<&") {
		words = htmlText(s, limit)
	} else {
		words = s
	}
	words = collapseSpace(words)
	if limit > 0 {
		words = cutRunes(words, limit)
	}
	return words
}

// htmlText returns the text of an HTML fragment, stopping once it holds well over limit
// characters (when limit is positive).
func htmlText(s string, limit int) string {
	z := html.NewTokenizer(strings.NewReader(s))
	var b strings.Builder
	skipping := 0 // depth inside elements whose content is not words
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			if skipping == 0 {
				b.Write(z.Text())
			}
		case html.StartTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
			if hidesContent(a) {
				skipping++
			} else if separatesWords(a) {
				b.WriteByte(' ')
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
			if hidesContent(a) && skipping > 0 {
				skipping--
			} else if separatesWords(a) {
				b.WriteByte(' ')
			}
		case html.SelfClosingTagToken:
			name, _ := z.TagName()
			if separatesWords(atom.Lookup(name)) {
				b.WriteByte(' ')
			}
		}
		if limit > 0 && b.Len() > 8*limit {
			return b.String()
		}
	}
}

// hidesContent reports whether an element's content is code, styling or a document of its own
// rather than words. (The words inside object and applet are fallback text and are kept; embed
// has no content.)
func hidesContent(a atom.Atom) bool {
	switch a {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Iframe, atom.Frameset,
		atom.Noembed, atom.Noframes, atom.Head, atom.Svg, atom.Math, atom.Textarea, atom.Select:
		return true
	}
	return false
}

// separatesWords reports whether an element ends a run of words, so its text must not be glued
// to the text before it.
func separatesWords(a atom.Atom) bool {
	switch a {
	case atom.Br, atom.P, atom.Div, atom.Li, atom.Ul, atom.Ol, atom.Dd, atom.Dt, atom.Dl,
		atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Blockquote, atom.Pre,
		atom.Table, atom.Tr, atom.Td, atom.Th, atom.Hr, atom.Img, atom.Figure, atom.Figcaption,
		atom.Section, atom.Article, atom.Header, atom.Footer, atom.Aside, atom.Nav:
		return true
	}
	return false
}

// collapseSpace trims s and turns every run of white space into one space. It also turns the C1
// controls U+0080 to U+009F, which character references such as &#146; produce in feeds written
// for windows-1252, into the characters they stand for there.
func collapseSpace(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if r >= 0x80 && r <= 0x9F {
			if r = windows1252C1[r-0x80]; r == 0 {
				continue
			}
		}
		if cleantext.Drops(r) {
			continue // a control (ESC, BEL, NUL) or a direction override: never shown raw
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// cutRunes returns s when it has at most limit runes, and otherwise its first limit runes cut
// back to the last word boundary (when that keeps most of them) and followed by an ellipsis.
func cutRunes(s string, limit int) string {
	if utf8.RuneCountInString(s) <= limit {
		return s
	}
	end, count := 0, 0
	for i := range s {
		if count == limit {
			end = i
			break
		}
		count++
	}
	cut := s[:end]
	if sp := strings.LastIndexByte(cut, ' '); sp > len(cut)*3/4 {
		cut = cut[:sp]
	}
	return strings.TrimRight(cut, " ,;:") + "…"
}
