package feed

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/broadsheet/broadsheet/discovery/internal/xmldecl"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// decodeToUTF8 returns body as UTF-8 text with no byte-order mark and no character that XML
// forbids. The encoding is chosen by, in order: a byte-order mark; the UTF-16 or UTF-32 pattern of
// a document starting with "<"; the charset parameter of contentType; the encoding of the XML
// declaration; UTF-8 when body is valid UTF-8; windows-1252 otherwise. Labels nobody knows are
// skipped. The result is always valid UTF-8.
func decodeToUTF8(body []byte, contentType string) []byte {
	enc, skip := sniffUnicode(body)
	if enc == nil {
		declared := xmldecl.Encoding(bytes.TrimLeft(body, " \t\r\n"))
		for _, label := range []string{charsetParam(contentType), declared} {
			if e := lookupEncoding(label); e != nil {
				enc = e
				break
			}
		}
	}
	text := body[skip:]
	if enc != nil {
		if decoded, err := enc.NewDecoder().Bytes(text); err == nil {
			text = decoded
		} else {
			enc = nil
		}
	}
	if enc == nil && !utf8.Valid(text) {
		if decoded, err := charmap.Windows1252.NewDecoder().Bytes(text); err == nil {
			text = decoded
		}
	}
	return cleanXMLChars(text)
}

// sniffUnicode recognises a byte-order mark, or the first bytes of "<?" in UTF-16 and UTF-32, and
// returns the encoding with the number of mark bytes to skip. It returns nil for anything else.
func sniffUnicode(b []byte) (encoding.Encoding, int) {
	switch {
	case bytes.HasPrefix(b, []byte{0x00, 0x00, 0xFE, 0xFF}):
		return utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM), 4
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE, 0x00, 0x00}):
		return utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM), 4
	case bytes.HasPrefix(b, []byte{0xEF, 0xBB, 0xBF}):
		return unicode.UTF8, 3
	case bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), 2
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}):
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), 2
	case bytes.HasPrefix(b, []byte{0x00, 0x00, 0x00, '<'}):
		return utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM), 0
	case bytes.HasPrefix(b, []byte{'<', 0x00, 0x00, 0x00}):
		return utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM), 0
	case bytes.HasPrefix(b, []byte{0x00, '<', 0x00}):
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), 0
	case bytes.HasPrefix(b, []byte{'<', 0x00}):
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), 0
	}
	return nil, 0
}

// lookupEncoding returns the encoding a label names, or nil when the label is empty, unknown, or
// names UTF-16 or UTF-32 (which sniffUnicode has already ruled out for this body: its first bytes
// read as ASCII). Labels follow the WHATWG Encoding Standard, so "iso-8859-1" and "us-ascii" mean
// windows-1252 and "gb2312" means GBK, as in browsers.
func lookupEncoding(label string) encoding.Encoding {
	label = strings.ToLower(strings.TrimSpace(label))
	if label == "" || strings.HasPrefix(label, "utf-16") || strings.HasPrefix(label, "utf-32") ||
		label == "ucs-2" || label == "ucs-4" || label == "unicode" {
		return nil
	}
	if label == "utf-8" || label == "utf8" {
		return unicode.UTF8
	}
	e, _ := charset.Lookup(label)
	return e
}

// charsetParam returns the charset parameter of a Content-Type value, forgiving the quoting and
// spacing mistakes servers make (charset= 'us-ascii', charset = "x"). It returns "" when there
// is none.
func charsetParam(contentType string) string {
	for _, param := range strings.Split(contentType, ";")[1:] {
		name, value, ok := strings.Cut(param, "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(name), "charset") {
			continue
		}
		return strings.Trim(strings.TrimSpace(value), `"' `)
	}
	return ""
}

// cleanXMLChars returns text as valid UTF-8 without a leading byte-order mark and without the
// characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return, U+FFFE
// and U+FFFF). Invalid bytes become U+FFFD. The C1 controls U+0080 to U+009F, which appear when
// windows-1252 text was mislabelled as ISO-8859-1, become the windows-1252 characters they stand
// for (U+0092 becomes U+2019). It returns text itself when nothing needs changing.
func cleanXMLChars(text []byte) []byte {
	text = bytes.TrimPrefix(text, []byte("\uFEFF"))
	clean := true
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' {
				clean = false
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if (r == utf8.RuneError && size == 1) || r == 0xFFFE || r == 0xFFFF || (r >= 0x80 && r <= 0x9F) {
			clean = false
			break
		}
		i += size
	}
	if clean {
		return text
	}
	out := make([]byte, 0, len(text))
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 || c == '\t' || c == '\n' || c == '\r' {
				out = append(out, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			out = utf8.AppendRune(out, utf8.RuneError)
		case r == 0xFFFE || r == 0xFFFF:
		case r >= 0x80 && r <= 0x9F:
			if w := windows1252C1[r-0x80]; w != 0 {
				out = utf8.AppendRune(out, w)
			}
		default:
			out = append(out, text[i:i+size]...)
		}
		i += size
	}
	return out
}

// maxCharRefLen is the longest character reference dropInvalidCharRefs reads: "&#x" or "&#", up to
// 32 digits (leading zeros included) and ";".
const maxCharRefLen = 36

// dropInvalidCharRefs returns text without the character references to characters XML 1.0 forbids
// ("&#27;" for ESC, "&#x0;", "&#xFFFE;", a surrogate, a number past U+10FFFF): one such reference
// would make the XML decoder give up there and lose every item after it, as feed readers do not.
// Other references are left as they are. It returns text itself when it holds none.
func dropInvalidCharRefs(text []byte) []byte {
	i := bytes.Index(text, []byte("&#"))
	if i < 0 {
		return text
	}
	var out []byte
	last := 0 // text[last:i] is yet to be copied
	for i >= 0 {
		end, r, ok := parseCharRef(text[i:])
		if ok && !xmlChar(r) {
			if out == nil {
				out = make([]byte, 0, len(text))
			}
			out = append(out, text[last:i]...)
			last = i + end
		}
		next := bytes.Index(text[i+2:], []byte("&#"))
		if next < 0 {
			break
		}
		i += 2 + next
	}
	if out == nil {
		return text
	}
	return append(out, text[last:]...)
}

// parseCharRef reads the character reference at the start of b ("&#27;", "&#x1B;", "&#X1b;") and
// returns its length and the number it names; ok is false when b does not start with one.
func parseCharRef(b []byte) (n int, r rune, ok bool) {
	i, base := 2, 10
	if i < len(b) && (b[i] == 'x' || b[i] == 'X') {
		i, base = 3, 16
	}
	start := i
	var v int64
	for i < len(b) && i < maxCharRefLen {
		c := b[i]
		var d int64
		switch {
		case c >= '0' && c <= '9':
			d = int64(c - '0')
		case base == 16 && c >= 'a' && c <= 'f':
			d = int64(c-'a') + 10
		case base == 16 && c >= 'A' && c <= 'F':
			d = int64(c-'A') + 10
		case c == ';' && i > start:
			return i + 1, rune(v), true
		default:
			return 0, 0, false
		}
		if v = v*int64(base) + d; v > 0x10FFFF {
			v = 0x110000 // past every character; kept small so that it cannot overflow
		}
		i++
	}
	return 0, 0, false
}

// xmlChar reports whether XML 1.0 allows r in a document.
func xmlChar(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r <= 0xD7FF) ||
		(r >= 0xE000 && r <= 0xFFFD) || (r >= 0x10000 && r <= 0x10FFFF)
}

// windows1252C1 maps the C1 controls U+0080 to U+009F to the characters windows-1252 puts at
// those bytes; 0 marks the five bytes windows-1252 leaves undefined, which are dropped.
var windows1252C1 = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}
