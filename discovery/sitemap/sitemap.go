// Package sitemap reads sitemaps (sitemaps.org urlset and sitemapindex documents, the Google News
// extension, and plain-text sitemaps) as a stream, calling back once per entry.
//
// It is a parser over an io.Reader and nothing more: it does no HTTP, never resolves a DOCTYPE, an
// external entity or an XInclude, and never keeps the entries it has visited, so memory does not grow
// with the size of the sitemap. Documents are judged by their structure (a root element whose local
// name is urlset or sitemapindex), never by the namespace they declare.
package sitemap

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/broadsheet/broadsheet/discovery/internal/xmldecl"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// MaxURLs is the largest number of entries one sitemap may hold (sitemaps.org). A sitemap with more
// entries is an error, not a truncated result.
const MaxURLs = 50000

// MaxBytes is the largest size of a sitemap after decompression (sitemaps.org: 50 MiB). A larger
// document is an error, not a truncated result.
const MaxBytes = 50 << 20

// Limits on single pieces of a document, so that a hostile document cannot make the parser hold
// much more than one entry at a time.
const (
	maxTextBytes = 64 << 10 // the text of one captured element (loc, lastmod, news:title, ...)
	maxTagBytes  = 1 << 20  // one start tag with its attributes, one DOCTYPE declaration
	maxDepth     = 256      // element nesting
	bufferSize   = 64 << 10 // read buffer
)

// Kind is the kind of sitemap a document turned out to be.
type Kind int

// The kinds of sitemap. Unknown is returned when a document could not be identified.
const (
	Unknown Kind = iota
	URLSet       // <urlset>: entries are pages
	Index        // <sitemapindex>: entries are other sitemaps
	Text         // one URL per line
)

// String returns "urlset", "sitemapindex", "text" or "unknown".
func (k Kind) String() string {
	switch k {
	case URLSet:
		return "urlset"
	case Index:
		return "sitemapindex"
	case Text:
		return "text"
	}
	return "unknown"
}

// Entry is one <url> of a urlset, one <sitemap> of an index or one line of a text sitemap.
type Entry struct {
	// Loc is the entry's location with surrounding white space removed, as written (not resolved
	// or normalised). It is always valid UTF-8 and never empty.
	Loc string
	// LastMod is the <lastmod> time; zero when absent or not a W3C datetime.
	LastMod time.Time
	// News is the Google News <news:news> block; nil when the entry has none.
	News *News
}

// News is the Google News extension of a urlset entry.
type News struct {
	Title       string    // <news:title>
	Published   time.Time // <news:publication_date>; zero when absent or unparseable
	Publication string    // <news:publication><news:name>
	Language    string    // <news:publication><news:language>
}

// Errors a caller may want to tell apart with errors.Is.
var (
	// ErrNotSitemap means the document is something else: a feed, an HTML page, an empty body.
	ErrNotSitemap = errors.New("sitemap: not a sitemap")
	// ErrTooLarge means the document is larger than MaxBytes after decompression.
	ErrTooLarge = fmt.Errorf("sitemap: larger than %d bytes", MaxBytes)
	// ErrTooManyURLs means the document holds more than MaxURLs entries.
	ErrTooManyURLs = fmt.Errorf("sitemap: more than %d entries", MaxURLs)
)

// Parse reads one sitemap from r and calls visit for each entry, in document order, as soon as the
// entry is complete. It returns the kind of sitemap and the first error met.
//
// What Parse accepts:
//   - gzip, detected by its magic bytes (1f 8b) whatever the name or Content-Type said;
//   - XML whose root element has the local name urlset or sitemapindex, with any namespace or prefix
//     (including the obsolete Google namespace http://www.google.com/schemas/sitemap/0.9, which old
//     sites still send); the child elements are found by local name and position (loc directly inside
//     url, so image:loc and video:title are not mistaken for the page's own);
//   - a <url> or <sitemap> with no <loc> whose own text is an http(s) URL: that text is the location
//     (some index generators write it that way); entries with neither are skipped, not visited;
//   - plain text, one URL per line, when the first character that is not white space or a byte order
//     mark is not '<'; lines that are not http(s) URLs are skipped;
//   - an XML declaration naming another encoding than UTF-8, and a UTF-16 byte order mark.
//
// What Parse refuses, with an error: a root element of another name (ErrNotSitemap; feeds are for the
// feed parser), an empty document (ErrNotSitemap), more than MaxURLs entries (ErrTooManyURLs, returned
// instead of visiting entry MaxURLs+1), more than MaxBytes after decompression (ErrTooLarge),
// malformed XML, and any entity reference other than the five XML entities, numeric character
// references and the named character references of HTML (a fixed table, accepted because
// hand-written news sitemaps put &nbsp; in titles). A DOCTYPE before the root is skipped: its entities
// are never defined, so a reference to one is an error and no external or internal entity is ever
// resolved.
//
// An error from visit stops the parse and is returned as it is. Entries visited before an error
// stay visited. Parsing stops at the end of the root element; what follows it is not read.
// The kind is returned as far as it is known, also with an error: Unknown before the root element.
func Parse(r io.Reader, visit func(Entry) error) (Kind, error) {
	raw := bufio.NewReaderSize(r, 4096)
	var src io.Reader = raw
	if magic, _ := raw.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		gz, err := gzip.NewReader(raw)
		if err != nil {
			return Unknown, fmt.Errorf("sitemap: gzip: %w", err)
		}
		defer gz.Close()
		src = gz
	}
	br := bufio.NewReaderSize(&limitReader{r: src, n: MaxBytes}, bufferSize)
	br, err := decodeTo8(br)
	if err != nil {
		return Unknown, err
	}

	first, err := firstSignificantByte(br)
	if err != nil {
		return Unknown, err
	}
	if first != '<' {
		return Text, parseText(br, visit)
	}
	s := &scanner{r: br, visit: visit}
	err = s.run()
	return s.kind, err
}

// limitReader reads from r and fails with ErrTooLarge when r has more than n bytes left.
type limitReader struct {
	r io.Reader
	n int64
}

func (l *limitReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		var probe [1]byte
		k, err := l.r.Read(probe[:])
		if k > 0 {
			return 0, ErrTooLarge
		}
		return 0, err
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	k, err := l.r.Read(p)
	l.n -= int64(k)
	return k, err
}

// readErr turns a read error into the error Parse returns.
func readErr(err error) error {
	if errors.Is(err, ErrTooLarge) {
		return ErrTooLarge
	}
	return fmt.Errorf("sitemap: reading: %w", err)
}

// decodeTo8 returns a reader of UTF-8: br itself for UTF-8 documents (the usual case), or a
// transcoding reader when the document starts with a UTF-16 byte order mark or an XML declaration
// naming another encoding. A UTF-8 byte order mark is consumed.
func decodeTo8(br *bufio.Reader) (*bufio.Reader, error) {
	head, _ := br.Peek(512)
	switch {
	case bytes.HasPrefix(head, []byte{0xef, 0xbb, 0xbf}):
		br.Discard(3)
		return br, nil
	case bytes.HasPrefix(head, []byte{0xfe, 0xff}), bytes.HasPrefix(head, []byte{0xff, 0xfe}):
		dec := unicode.BOMOverride(unicode.UTF8.NewDecoder())
		return bufio.NewReaderSize(transform.NewReader(br, dec), bufferSize), nil
	}
	label := xmldecl.Encoding(head)
	switch strings.ToLower(label) {
	case "", "utf-8", "utf8", "us-ascii", "ascii":
		return br, nil
	}
	enc, err := htmlindex.Get(label)
	if err != nil {
		return nil, fmt.Errorf("sitemap: unsupported encoding %q", label)
	}
	return bufio.NewReaderSize(transform.NewReader(br, enc.NewDecoder()), bufferSize), nil
}

// firstSignificantByte skips white space and returns, without consuming it, the first other byte.
func firstSignificantByte(br *bufio.Reader) (byte, error) {
	for {
		c, err := br.ReadByte()
		if err == io.EOF {
			return 0, fmt.Errorf("%w: empty document", ErrNotSitemap)
		}
		if err != nil {
			return 0, readErr(err)
		}
		if !isSpace(c) {
			br.UnreadByte()
			return c, nil
		}
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// parseText reads a plain-text sitemap: one URL per line.
func parseText(br *bufio.Reader, visit func(Entry) error) error {
	count, other := 0, 0
	for {
		line, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			return fmt.Errorf("sitemap: text line %d longer than %d bytes", count+other+1, bufferSize)
		}
		if err != nil && err != io.EOF {
			return readErr(err)
		}
		if loc := bytes.TrimSpace(line); len(loc) > 0 {
			if !hasHTTPPrefix(loc) {
				other++
			} else {
				count++
				if count > MaxURLs {
					return ErrTooManyURLs
				}
				if verr := visit(Entry{Loc: validString(loc)}); verr != nil {
					return verr
				}
			}
		}
		if err == io.EOF {
			break
		}
	}
	if count == 0 {
		return fmt.Errorf("%w: text with no http(s) URL on any line", ErrNotSitemap)
	}
	return nil
}

// hasHTTPPrefix reports whether b starts with http:// or https://, in any case.
func hasHTTPPrefix(b []byte) bool {
	return hasPrefixFold(b, "http://") || hasPrefixFold(b, "https://")
}

func hasPrefixFold(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && strings.EqualFold(string(b[:len(prefix)]), prefix)
}

// validString returns b as a string, with invalid UTF-8 replaced by U+FFFD.
func validString(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}
