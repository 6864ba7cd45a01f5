// Package article reads one article page for Broadsheet's reader view: it fetches the page through the
// polite client (package fetch: robots.txt, the pause between requests to a host, the body cap, the
// private-address guard), decodes its charset as package page does, finds its main content with
// go-readability (a port of Mozilla's Readability, the algorithm of Firefox's reader view) and turns
// that content into a short list of blocks (headings, paragraphs, lists, quotations, code, images)
// that any display can draw, with their plain text.
//
// It must not store anything, know about feeds, sources or the window, or send a request except
// through a fetch.Job. A refusal (robots.txt, 401, 403, 429) is reported as one and never worked
// around.
package article

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"mime"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// Statuses of an Article, as `broadsheet read --json` prints them.
const (
	StatusOK        = "ok"        // the article's text was found
	StatusEmpty     = "empty"     // the page holds too little text to be an article (fewer than MinWords)
	StatusPaywalled = "paywalled" // the page says its text is for subscribers, and shows little of it
	StatusRefused   = "refused"   // robots.txt, or an answer of 401, 403 or 429, said no
	StatusFailed    = "failed"    // the page could not be fetched or is not a web page
)

// MinWords is the fewest words an extraction must hold to count as an article. Fewer is StatusEmpty,
// or StatusPaywalled when the page says it is for subscribers.
const MinWords = 20

// teaserWords is the most words a paywalled page may show and still count as paywalled: sites that
// mark their text as not free show a lead of a paragraph or two above the wall.
const teaserWords = 120

// Budget is the most requests one Fetch sends: robots.txt, the page and its redirects.
const Budget = 2 + fetch.MaxRedirects

// Block kinds.
const (
	KindHeading   = "heading"
	KindParagraph = "paragraph"
	KindList      = "list"
	KindQuote     = "quote"
	KindCode      = "code"
	KindImage     = "image"
)

// Span is a run of text within a block, with its link and emphasis.
type Span struct {
	Text     string `json:"text"`
	URL      string `json:"url,omitempty"` // the absolute link of the run; "" when it is not a link
	Strong   bool   `json:"strong,omitempty"`
	Emphasis bool   `json:"emphasis,omitempty"`
	Code     bool   `json:"code,omitempty"`
}

// Block is one block of an article's text, in reading order.
type Block struct {
	Kind    string `json:"kind"`              // KindHeading, KindParagraph, ...
	Level   int    `json:"level,omitempty"`   // of a heading: 1 to 6
	Ordered bool   `json:"ordered,omitempty"` // of a list: numbered
	Spans   []Span `json:"spans,omitempty"`   // the text of a heading, paragraph, quotation or code
	// Items are the entries of a list, each a run of spans.
	Items [][]Span `json:"items,omitempty"`
	// URL and Alt are an image's absolute address and its alternative text, Caption the caption the
	// page gives it (its <figcaption>). None of them is part of the article's Text.
	URL     string `json:"url,omitempty"`
	Alt     string `json:"alt,omitempty"`
	Caption string `json:"caption,omitempty"`
}

// Article is what Fetch or Extract found on one page. Its JSON form is what `broadsheet read --json`
// prints: every field present, Blocks as [], never null.
type Article struct {
	URL    string  `json:"url"`    // the page's address after redirects (the requested one when never reached)
	Title  string  `json:"title"`  // the article's title, else the page's
	Byline string  `json:"byline"` // the author, as the page names them; "" when it does not
	Site   string  `json:"site"`   // the site's name, as the page gives it, else its host
	Lang   string  `json:"lang"`   // the page's language, as declared; "" when it declares none
	Text   string  `json:"text"`   // the article's words (PlainText of Blocks): no images, links or list markers
	Blocks []Block `json:"blocks"` // never nil
	Words  int     `json:"words"`  // words of Text; each Chinese, Japanese or Korean character counts as one
	Status string  `json:"status"` // StatusOK, StatusEmpty, StatusPaywalled, StatusRefused or StatusFailed
	// Requests are the requests Fetch really sent, in order; empty for Extract.
	Requests []Request `json:"requests"`
}

// Request is one request Fetch really sent.
type Request struct {
	Step   string `json:"step"` // "robots", "article" or "redirect"
	URL    string `json:"url"`
	Status int    `json:"status"` // 0 when no response came
	Error  string `json:"error"`
	Bytes  int64  `json:"bytes"`
	MS     int64  `json:"ms"`
}

// NotPageError means the address answered with something other than a web page: a PDF, an image.
type NotPageError struct {
	URL         string
	ContentType string // the media type it came with, without parameters
}

func (e *NotPageError) Error() string {
	return fmt.Sprintf("article: %s is %s, not a web page", e.URL, e.ContentType)
}

// ErrAddress means the address to read is not an absolute http or https URL.
var ErrAddress = errors.New("article: not an absolute http or https address")

// Options configures Fetch.
type Options struct {
	// Client sends the requests; it is shared with the rest of the program so that the pause between
	// two requests to a host holds across everything. Required.
	Client *fetch.Client
	// Typed is the address typed when the source that supplied the link was followed (the one its
	// refreshes use), or the address itself when a person typed it. The page may be on a loopback or
	// private address only when Typed is one (see fetch.JobOptions.Typed); when Typed is empty, only
	// public addresses are reached.
	Typed string
	// OnEvent, when set, is called as each request ends.
	OnEvent func(fetch.Event)
}

// Fetch reads the article at rawURL: robots.txt of its origin first, then the page (following at
// most fetch.MaxRedirects redirects, each allowed by robots.txt), then Extract.
//
// The Article is never nil. Its Status is StatusOK, StatusEmpty or StatusPaywalled with a nil error;
// otherwise the error says why and the Status is StatusRefused (a *fetch.DisallowedError, or a
// *fetch.HTTPError of 401, 403 or 429) or StatusFailed (any other *fetch.HTTPError, a *NotPageError,
// ErrAddress, the errors of fetch.Job.Get, ctx's own). Errors start with "article:" and wrap their
// cause.
func Fetch(ctx context.Context, rawURL string, opts Options) (*Article, error) {
	a := &Article{URL: rawURL, Blocks: []Block{}, Requests: []Request{}, Status: StatusFailed}
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return a, fmt.Errorf("%w: %q", ErrAddress, rawURL)
	}
	u.Fragment, u.RawFragment = "", ""
	a.URL = u.String()
	job := opts.Client.NewJob(fetch.JobOptions{Budget: Budget, Typed: opts.Typed, OnEvent: func(e fetch.Event) {
		a.Requests = append(a.Requests, Request{Step: e.Step, URL: e.URL, Status: e.Status, Error: e.Err,
			Bytes: e.Bytes, MS: e.Duration.Milliseconds()})
		if opts.OnEvent != nil {
			opts.OnEvent(e)
		}
	}})
	resp, err := job.Get(ctx, fetch.Request{Step: "article", URL: a.URL, MaxBytes: fetch.HTMLBytes})
	if err != nil {
		if refused(err) {
			a.Status = StatusRefused
		}
		return a, fmt.Errorf("article: %s: %w", a.URL, err)
	}
	a.URL = resp.URL
	if err := resp.Err(); err != nil {
		if refused(err) {
			a.Status = StatusRefused
		}
		return a, fmt.Errorf("article: %s: %w", a.URL, err)
	}
	contentType := resp.Header.Get("Content-Type")
	if mt, ok := notPage(contentType, resp.Body); ok {
		return a, &NotPageError{URL: a.URL, ContentType: mt}
	}
	got, err := Extract(bytes.NewReader(resp.Body), a.URL, contentType)
	if err != nil {
		return a, err
	}
	got.Requests = a.Requests
	return got, nil
}

// refused reports whether err is a site's refusal: robots.txt, or an answer of 401, 403 or 429.
func refused(err error) bool {
	var dis *fetch.DisallowedError
	if errors.As(err, &dis) {
		return true
	}
	var he *fetch.HTTPError
	if errors.As(err, &he) {
		return he.Status == 401 || he.Status == 403 || he.Status == 429
	}
	return false
}

// notPage reports whether a body with this Content-Type is something other than a web page, and its
// media type. A missing or generic type is judged by the body's first bytes.
func notPage(contentType string, body []byte) (string, bool) {
	mt, _, _ := mime.ParseMediaType(contentType)
	mt = strings.ToLower(mt)
	switch mt {
	case "text/html", "application/xhtml+xml", "text/plain":
		return mt, false
	case "", "application/octet-stream", "binary/octet-stream":
		if bytes.HasPrefix(body, []byte("%PDF-")) {
			return "application/pdf", true
		}
		return mt, false
	}
	return mt, true
}
