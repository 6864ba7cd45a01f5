// Package xmldecl reads the encoding named in an XML declaration, so that the feed and sitemap
// parsers choose a document's encoding the same way.
//
// It only looks at bytes already in memory: it does no I/O, decodes nothing, and does not decide
// which encoding a label stands for; callers map the label (WHATWG names, aliases) themselves.
// encoding/xml reads the declaration only while decoding and does not export it, which is why this
// package exists.
package xmldecl

import "bytes"

// maxDeclBytes is how far into a document the end of the declaration ("?>") is looked for; a
// declaration longer than that is treated as absent.
const maxDeclBytes = 1024

// Encoding returns the encoding pseudo-attribute of an XML declaration that starts at b[0], read as
// ASCII and unquoted but otherwise as written (case and spacing inside the quotes kept), or "" when
// b does not start with "<?xml", the declaration does not end within the first 1024 bytes, or it
// names no encoding. Callers that allow white space or a byte-order mark before the declaration
// remove it first.
func Encoding(b []byte) string {
	if !bytes.HasPrefix(b, []byte("<?xml")) {
		return ""
	}
	end := bytes.Index(b, []byte("?>"))
	if end < 0 || end > maxDeclBytes {
		return ""
	}
	decl := b[:end]
	i := bytes.Index(decl, []byte("encoding"))
	if i < 0 {
		return ""
	}
	rest := bytes.TrimLeft(decl[i+len("encoding"):], " \t\r\n")
	if len(rest) == 0 || rest[0] != '=' {
		return ""
	}
	rest = bytes.TrimLeft(rest[1:], " \t\r\n")
	if len(rest) == 0 || (rest[0] != '"' && rest[0] != '\'') {
		return ""
	}
	quote := rest[0]
	rest = rest[1:]
	j := bytes.IndexByte(rest, quote)
	if j < 0 {
		return ""
	}
	return string(rest[:j])
}
