// Package feed turns the body of an RSS, Atom, RDF or JSON Feed document, already fetched by
// Broadsheet's polite client, into a small list of headlines. It never fetches anything itself
// (no ParseURL: every request goes through the fetcher, which honours robots.txt), never touches
// storage, and never lets one feed stall a refresh.
//
// Parse works in four steps:
//
//  1. Charset. The body is decoded to UTF-8 once, choosing the encoding as a feed reader must: a
//     byte-order mark first, then the charset of the Content-Type header, then the encoding of the
//     XML declaration, then UTF-8 (with windows-1252 as the fallback for bytes that are not UTF-8).
//     UTF-16 and UTF-32 with or without a mark, cp1252, EUC-JP, Shift_JIS, GB2312 and the other
//     WHATWG encodings are understood. The decoded text is always valid UTF-8.
//
//  2. Normalising pre-pass. gofeed v1.4.2 builds the text of an extension element (any element
//     outside the feed format's own namespace, such as <dc:creator> or <media:title>) by appending
//     each text fragment to a string, so a fragment costs a copy of everything before it. The
//     decoder hands over a new fragment at every CDATA section, comment and processing
//     instruction, and at every child element, so an element split into n fragments costs O(n²)
//     time and memory: a 0.84 MB feed could take seconds and gigabytes. Before gofeed sees the
//     document, one linear pass over its tokens rewrites it: adjacent text, CDATA sections,
//     comments and processing instructions merge into one escaped text run; once an element
//     holds 64 runs of text between its children, its later children lose their tags and keep
//     their words, and so do elements nested deeper than 128 levels (scripts and styles among
//     them are dropped whole); the DOCTYPE is removed, so no entity it declares is ever
//     expanded; HTML's named character references are resolved. The output is well-formed XML
//     no longer than a small multiple of the input, and gofeed's cost on it is linear.
//
//  3. Hard ceiling. gofeed runs in its own goroutine, and Parse returns when the caller's
//     context ends or MaxParseTime has passed, whatever gofeed is doing. At most one such
//     abandoned parse runs at a time: while one is still running, a new Parse waits for it to
//     finish (or for its own context to end) before it starts. Should a second parse overrun
//     while one is already abandoned, Parse waits for it rather than leave two behind; the
//     pre-pass keeps that wait proportional to the body size.
//
//  4. Translation. gofeed's result is mapped to Feed and Item: titles and summaries become plain
//     text (markup stripped, scripts and styles dropped, entities decoded, whitespace collapsed,
//     summaries cut to about 500 characters), links are resolved against the document's base and
//     kept only when they are http or https, and Published falls back to the updated time.
//
// A body that is well-formed but is not a feed (an HTML page, KML, an OpenSearch description, a
// CDF channel, an RSS 1.1 document, a JSON document that is not a JSON Feed) yields an error that
// wraps ErrNotFeed, which discovery uses to skip a link that promised a feed and gave something else.
package feed

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mmcdole/gofeed"
)

// ErrNotFeed reports a body that is well-formed but is not RSS, Atom, RDF or JSON Feed: an HTML
// page, KML, an OpenSearch description, a CDF channel and the like. Parse wraps it; test with
// errors.Is.
var ErrNotFeed = errors.New("feed: not an RSS, Atom, RDF or JSON Feed document")

// MaxBodySize is the largest body Parse accepts. The fetcher caps bodies below this; the limit
// here keeps Parse bounded for any caller.
const MaxBodySize = 32 << 20

// MaxParseTime is the longest Parse lets gofeed run, whatever the caller's context allows. The
// pre-pass keeps a parse linear, so this ceiling is only ever reached by a runaway.
const MaxParseTime = 20 * time.Second

// parseTimeout is MaxParseTime; tests shorten it.
var parseTimeout = MaxParseTime

// SummaryRunes is about the longest summary Parse returns, in characters.
const SummaryRunes = 500

// TitleRunes is about the longest title Parse returns, in characters.
const TitleRunes = 300

// maxLinkBytes is the longest link or identifier Parse keeps; longer links are dropped and
// longer identifiers cut.
const maxLinkBytes = 4096

// Feed is a parsed feed: its title, its home page and its items in document order.
type Feed struct {
	Title  string
	Link   string // the site the feed belongs to, absolute; empty when unknown
	Format string // "rss" (RSS 0.9x, 1.0 and 2.0), "atom" or "json"
	Items  []Item
}

// Item is one entry of a feed.
type Item struct {
	URL       string // absolute http or https link of the article; empty when the item has none
	Title     string // plain text, at most about TitleRunes characters
	Summary   string // plain text, at most about SummaryRunes characters
	Published time.Time
	GUID      string // the item's own identifier (guid, id); may be empty
}

// Parse parses body, the response to a request for a feed. contentType is the response's
// Content-Type header (it may be empty) and baseURL the URL the body was fetched from, against
// which relative links are resolved. Parse is safe for concurrent use. It returns when ctx ends,
// or after MaxParseTime, even if the parser has not finished, with an error wrapping
// context.Canceled or context.DeadlineExceeded. A body that is a well-formed document of another
// kind yields an error wrapping ErrNotFeed.
func Parse(ctx context.Context, body []byte, contentType, baseURL string) (*Feed, error) {
	if len(body) > MaxBodySize {
		return nil, fmt.Errorf("feed: body of %d bytes is over the %d byte limit", len(body), MaxBodySize)
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("feed: %w", err)
	}
	text := decodeToUTF8(body, contentType)
	var doc []byte
	if first := firstSignificantByte(text); first == '{' || first == '[' {
		if err := checkJSONFeed(text); err != nil {
			return nil, err
		}
		doc = text
	} else {
		norm, err := normalize(text)
		if err != nil {
			return nil, err
		}
		doc = norm
	}
	ctx, cancel := context.WithTimeout(ctx, parseTimeout)
	defer cancel()
	parsed, err := runBounded(ctx, doc)
	if err != nil {
		return nil, err
	}
	return translate(parsed, baseURL), nil
}

// firstSignificantByte returns the first byte of text that is not white space, or 0.
func firstSignificantByte(text []byte) byte {
	for _, c := range text {
		switch c {
		case ' ', '\t', '\r', '\n':
			continue
		}
		return c
	}
	return 0
}

// isFeedRoot reports whether an XML root element with the given local name is one gofeed reads.
func isFeedRoot(local string) bool {
	switch strings.ToLower(local) {
	case "rss", "rdf", "feed":
		return true
	}
	return false
}

// translate maps gofeed's result to Feed.
func translate(in *gofeed.Feed, baseURL string) *Feed {
	base, _ := url.Parse(baseURL)
	out := &Feed{
		Title:  plainText(in.Title, TitleRunes),
		Format: in.FeedType,
	}
	if out.Format == "" {
		out.Format = "rss"
	}
	out.Link = absoluteLink(base, in.Link)
	if out.Link == "" {
		for _, l := range in.Links {
			if out.Link = absoluteLink(base, l); out.Link != "" {
				break
			}
		}
	}
	out.Items = make([]Item, 0, len(in.Items))
	for _, it := range in.Items {
		if it == nil {
			continue
		}
		item := Item{
			Title: plainText(it.Title, TitleRunes),
			GUID:  cutBytes(strings.TrimSpace(it.GUID), maxLinkBytes),
		}
		item.URL = absoluteLink(base, it.Link)
		for _, l := range it.Links {
			if item.URL != "" {
				break
			}
			item.URL = absoluteLink(base, l)
		}
		if item.URL == "" && looksLikeWebURL(item.GUID) {
			item.URL = absoluteLink(base, item.GUID)
		}
		summary := it.Description
		if strings.TrimSpace(summary) == "" {
			summary = it.Content
		}
		item.Summary = plainText(summary, SummaryRunes)
		switch {
		case it.PublishedParsed != nil:
			item.Published = *it.PublishedParsed
		case it.UpdatedParsed != nil:
			item.Published = *it.UpdatedParsed
		}
		out.Items = append(out.Items, item)
	}
	return out
}

// absoluteLink resolves ref against base and returns it when it is an http or https URL.
func absoluteLink(base *url.URL, ref string) string {
	ref = strings.TrimSpace(ref)
	if ref == "" || len(ref) > maxLinkBytes {
		return ""
	}
	u, err := url.Parse(ref)
	if err != nil {
		return ""
	}
	if base != nil && !u.IsAbs() {
		u = base.ResolveReference(u)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	if s := u.String(); len(s) <= maxLinkBytes {
		return s
	}
	return ""
}

// cutBytes returns s cut to at most n bytes, at a character boundary.
func cutBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// looksLikeWebURL reports whether s is an absolute http or https URL.
func looksLikeWebURL(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
}
