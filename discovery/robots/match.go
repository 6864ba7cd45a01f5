package robots

import "strings"

// matches reports whether the rule's pattern matches path, a normalised path with its query. The
// pattern matches from the start of path; without `$` it needs to cover only a prefix.
func (r *rule) matches(path string) bool {
	segs := r.segments
	if segs == nil {
		if r.anchored {
			return path == r.pattern
		}
		return strings.HasPrefix(path, r.pattern)
	}
	if !strings.HasPrefix(path, segs[0]) {
		return false
	}
	rest := path[len(segs[0]):]
	// Taking each middle segment at its leftmost place leaves the longest rest for the ones after
	// it, so a greedy scan finds a match whenever there is one.
	for _, seg := range segs[1 : len(segs)-1] {
		i := strings.Index(rest, seg)
		if i < 0 {
			return false
		}
		rest = rest[i+len(seg):]
	}
	last := segs[len(segs)-1]
	if r.anchored {
		return strings.HasSuffix(rest, last)
	}
	return strings.Contains(rest, last)
}

// pathAndQuery returns the path and query of target, a full URL or a path, without the fragment,
// always starting with "/". It keeps the escaping as written.
func pathAndQuery(target string) string {
	s := target
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	authority := false
	if i := strings.Index(s, "://"); i > 0 && isScheme(s[:i]) {
		s, authority = s[i+3:], true
	} else if strings.HasPrefix(s, "//") {
		s, authority = s[2:], true
	}
	if authority {
		i := strings.IndexAny(s, "/?")
		if i < 0 {
			return "/"
		}
		s = s[i:]
	}
	if s == "" || s[0] != '/' {
		s = "/" + s
	}
	return s
}

// isScheme reports whether s is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
func isScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return s != ""
}

const upperHex = "0123456789ABCDEF"

// normalise brings a path (or a rule's pattern, when pattern is true) to the form in which the two
// are compared, RFC 9309 section 2.2.2:
//
//   - an escape of an unreserved character (letters, digits, `-`, `.`, `_`, `~`) is decoded;
//   - every other escape keeps its meaning, with upper-case hex digits, so %2F stays distinct
//     from `/` and %3f becomes %3F;
//   - a `%` that starts no valid escape becomes %25;
//   - octets outside printable US-ASCII, and the characters that may not appear in a URL
//     unescaped (space, `"`, `<`, `>`, `\`, `^`, backquote, `{`, `|`, `}`), are escaped;
//   - a `$` is escaped (the pattern's final `$` is removed before this), and so is a `*` in a path;
//     in a pattern, `*` stays the wildcard.
func normalise(s string, pattern bool) string {
	if !needsNormalising(s, pattern) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%':
			if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				v := unhex(s[i+1])<<4 | unhex(s[i+2])
				if isUnreserved(v) {
					b.WriteByte(v)
				} else {
					writeEscape(&b, v)
				}
				i += 2
			} else {
				b.WriteString("%25")
			}
		case c == '*' && pattern:
			b.WriteByte(c)
		case c == '*' || c == '$' || mustEscape(c):
			writeEscape(&b, c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// needsNormalising reports whether normalise would change s.
func needsNormalising(s string, pattern bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' || c == '$' || (c == '*' && !pattern) || mustEscape(c) {
			return true
		}
	}
	return false
}

func writeEscape(b *strings.Builder, c byte) {
	b.WriteByte('%')
	b.WriteByte(upperHex[c>>4])
	b.WriteByte(upperHex[c&15])
}

func mustEscape(c byte) bool {
	if c <= ' ' || c >= 0x7F {
		return true
	}
	switch c {
	case '"', '<', '>', '\\', '^', '`', '{', '|', '}':
		return true
	}
	return false
}

func isUnreserved(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}
