// Package cleantext takes out of text from the web what must never reach a terminal or a widget
// raw: control characters (NUL, BEL, ESC and the rest of C0, DEL, the C1 block) and the Unicode
// characters that override or embed a writing direction (U+202A to U+202E, U+2066 to U+2069), which
// can make a title look like another. Invalid UTF-8 becomes U+FFFD.
//
// It is a leaf: it imports nothing of Broadsheet, so that both discovery (what it reports) and
// store (what it keeps) clean text the same way without knowing of each other. It must stay small,
// pure and allocation-free for text that is already clean.
package cleantext

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Line returns s as one line: tabs, line breaks and the other white-space controls become spaces
// (runs are left as they are, for the caller to collapse) and every other control or direction
// override is dropped. s itself is returned when nothing needs to change.
func Line(s string) string {
	return clean(s, false)
}

// Words returns s as Line does, with every run of white space made one space and the ends trimmed:
// a title, or the text of a link, as it is shown.
func Words(s string) string {
	return strings.Join(strings.Fields(Line(s)), " ")
}

// AppendWords appends Words(string(b)) to dst and returns the extended buffer, without making
// either string: a reader that holds raw text cleans it into a buffer it reuses.
func AppendWords(dst, b []byte) []byte {
	start, space := len(dst), false
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		c := b[:size]
		b = b[size:]
		switch {
		case unicode.IsSpace(r) || isSpaceControl(r):
			space = len(dst) > start
			continue
		case unsafe(r):
			continue // dropped, as Line drops it
		}
		if space {
			dst, space = append(dst, ' '), false
		}
		if r == utf8.RuneError && size == 1 {
			dst = utf8.AppendRune(dst, r) // invalid UTF-8 becomes U+FFFD
		} else {
			dst = append(dst, c...)
		}
	}
	return dst
}

// IsWords reports whether Words(string(b)) is words, without making either: controls dropped,
// each run of white space one space, the ends trimmed. It lets a reader that holds raw text ask
// whether it is some words it has already cleaned.
func IsWords(b []byte, words string) bool {
	i, space := 0, false
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		switch {
		case unicode.IsSpace(r) || isSpaceControl(r):
			space = i > 0
			continue
		case unsafe(r):
			continue // dropped, as Line drops it
		}
		if space {
			if i >= len(words) || words[i] != ' ' {
				return false
			}
			i, space = i+1, false
		}
		w, n := utf8.DecodeRuneInString(words[i:])
		if n == 0 || w != r {
			return false
		}
		i += n
	}
	return i == len(words)
}

// Text returns s cleaned as Line does but keeping its lines: a line feed, a carriage return with
// or without one, U+2028 and U+2029 become "\n", and tabs are kept. It is for text of several lines,
// such as a summary. s itself is returned when nothing needs to change.
func Text(s string) string {
	return clean(s, true)
}

// Drops reports whether r is a character that Line and Text take out rather than keep or turn
// into white space: a control other than white space, or a direction override or embedding.
func Drops(r rune) bool {
	return unsafe(r) && !isSpaceControl(r)
}

// unsafe reports whether r is changed by Line: any control (C0, DEL, C1), a line or paragraph
// separator, or a direction override, embedding or isolate.
func unsafe(r rune) bool {
	switch {
	case r < 0x20, r >= 0x7F && r <= 0x9F:
		return true
	case r == 0x2028, r == 0x2029:
		return true
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// isSpaceControl reports whether r is a control or separator that stands for white space.
func isSpaceControl(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// needsCleaning reports whether s holds invalid UTF-8 or a rune clean changes (tabs and line feeds
// included, which Text may keep: the slow path then copies them as they are).
func needsCleaning(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7F {
				return true
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || unsafe(r) {
			return true
		}
		i += size
	}
	return false
}

func clean(s string, keepLines bool) string {
	if !needsCleaning(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteRune(utf8.RuneError)
		case !unsafe(r):
			b.WriteRune(r)
		case !isSpaceControl(r):
			// dropped
		case !keepLines:
			b.WriteByte(' ')
		case r == '\t':
			b.WriteByte('\t')
		case r == '\r':
			if i < len(s) && s[i] == '\n' {
				i++
			}
			b.WriteByte('\n')
		case r == '\n', r == 0x85, r == 0x2028, r == 0x2029:
			b.WriteByte('\n')
		default: // vertical tab, form feed
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// AppendLowerASCII appends s to dst with its ASCII capitals lowered and every other byte as it is:
// a class name, an attribute's value or a word looked up in a set written in lower case, without a
// string made for it (letters outside ASCII have their case, or none, as written).
func AppendLowerASCII[T ~string | ~[]byte](dst []byte, s T) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}
