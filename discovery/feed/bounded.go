package feed

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/mmcdole/gofeed"
)

// abandoned tracks the one gofeed parse that may still be running after its caller gave up.
var abandoned struct {
	mu   sync.Mutex
	done chan struct{} // closed when that parse ends; nil when there is none
}

// parseDocument is the parse runBounded runs in its own goroutine; tests replace it with one they
// control.
var parseDocument = runGofeed

// parseOutcome is what one gofeed run produced.
type parseOutcome struct {
	feed *gofeed.Feed
	err  error
}

// MaxItems is the most items or entries of one feed that Parse reads, the first ones in document
// order (feeds list the newest first). The rest are cut from the document before gofeed builds
// them, so that a feed of 70,000 items costs no more memory than one of MaxItems.
const MaxItems = 2000

// runBounded runs gofeed on doc, cut to MaxItems items, in its own goroutine and returns when it is
// done or when ctx ends. See the package comment for how abandoned runs are limited to one.
func runBounded(ctx context.Context, doc []byte) (*gofeed.Feed, error) {
	if err := waitForAbandoned(ctx); err != nil {
		return nil, err
	}
	doc = capItems(doc, MaxItems)
	result := make(chan parseOutcome, 1)
	parse := parseDocument
	go func() {
		result <- parse(doc)
	}()
	select {
	case r := <-result:
		return r.feed, r.err
	case <-ctx.Done():
	}
	abandoned.mu.Lock()
	if abandoned.done != nil {
		// Another parse is already abandoned: wait for this one rather than leave two running.
		abandoned.mu.Unlock()
		r := <-result
		if r.err != nil {
			return nil, r.err
		}
		return nil, fmt.Errorf("feed: parse outlived its deadline: %w", ctx.Err())
	}
	done := make(chan struct{})
	abandoned.done = done
	abandoned.mu.Unlock()
	go func() {
		<-result
		abandoned.mu.Lock()
		abandoned.done = nil
		abandoned.mu.Unlock()
		close(done)
	}()
	return nil, fmt.Errorf("feed: parse abandoned: %w", ctx.Err())
}

// capItems returns doc with at most limit items or entries: an XML document (as normalize writes it,
// well-formed) ends after the limit-th item that is not inside another, with the elements then open
// closed; a JSON Feed keeps the first limit elements of its "items". A document within the limit, or
// one capItems cannot read, is returned as it is, for gofeed to judge.
func capItems(doc []byte, limit int) []byte {
	if first := firstSignificantByte(doc); first == '{' || first == '[' {
		return capJSONItems(doc, limit)
	}
	d := xml.NewDecoder(bytes.NewReader(doc))
	d.Strict = false
	var (
		open    []string // qualified names of the open elements, outermost first
		inEntry int      // depth of the outermost open item or entry, 0 when none is open
		entries int
	)
	for {
		tok, err := d.RawToken()
		if err != nil {
			return doc
		}
		switch t := tok.(type) {
		case xml.StartElement:
			open = append(open, qualifiedName(t.Name))
			if inEntry == 0 && isEntry(open[len(open)-1]) {
				inEntry = len(open)
			}
		case xml.EndElement:
			if len(open) == 0 {
				return doc
			}
			closed := len(open)
			open = open[:len(open)-1]
			if closed != inEntry {
				continue
			}
			inEntry = 0
			if entries++; entries < limit {
				continue
			}
			end := int(d.InputOffset())
			if !moreEntries(doc[end:]) {
				return doc
			}
			var out bytes.Buffer
			out.Grow(end + 64)
			out.Write(doc[:end])
			for i := len(open) - 1; i >= 0; i-- {
				out.WriteString("</" + open[i] + ">")
			}
			return out.Bytes()
		}
	}
}

// moreEntries reports whether rest, the document after an item, may hold another item or entry.
func moreEntries(rest []byte) bool {
	return bytes.Contains(rest, []byte("item")) || bytes.Contains(rest, []byte("entry"))
}

// capJSONItems keeps the first limit elements of a JSON Feed's "items"; anything it cannot read
// goes to gofeed as it is.
func capJSONItems(doc []byte, limit int) []byte {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(doc, &top); err != nil {
		return doc
	}
	var items []json.RawMessage
	if err := json.Unmarshal(top["items"], &items); err != nil || len(items) <= limit {
		return doc
	}
	cut, err := json.Marshal(items[:limit])
	if err != nil {
		return doc
	}
	top["items"] = cut
	out, err := json.Marshal(top)
	if err != nil {
		return doc
	}
	return out
}

// waitForAbandoned waits until no abandoned parse is running, or ctx ends.
func waitForAbandoned(ctx context.Context) error {
	for {
		abandoned.mu.Lock()
		done := abandoned.done
		abandoned.mu.Unlock()
		if done == nil {
			return nil
		}
		select {
		case <-done:
		case <-ctx.Done():
			return fmt.Errorf("feed: waiting for an earlier parse to end: %w", ctx.Err())
		}
	}
}

// runGofeed parses doc with a fresh gofeed parser, turning a panic into an error.
func runGofeed(doc []byte) (out parseOutcome) {
	defer func() {
		if v := recover(); v != nil {
			out = parseOutcome{err: fmt.Errorf("feed: parser failed: %v", v)}
		}
	}()
	f, err := gofeed.NewParser().Parse(bytes.NewReader(doc))
	switch {
	case errors.Is(err, gofeed.ErrFeedTypeNotDetected):
		return parseOutcome{err: fmt.Errorf("%w: %w", ErrNotFeed, err)}
	case err != nil:
		return parseOutcome{err: fmt.Errorf("feed: %w", err)}
	case f == nil:
		return parseOutcome{err: errors.New("feed: parser returned no feed")}
	}
	return parseOutcome{feed: f}
}

// checkJSONFeed returns nil when text is a JSON object whose version names the JSON Feed format,
// an error wrapping ErrNotFeed for other JSON, and a syntax error for text that is not JSON.
func checkJSONFeed(text []byte) error {
	var head struct {
		Version any `json:"version"`
	}
	if err := json.Unmarshal(text, &head); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return fmt.Errorf("%w: JSON that is not an object", ErrNotFeed)
		}
		return fmt.Errorf("feed: malformed JSON: %w", err)
	}
	if v, ok := head.Version.(string); !ok || !strings.Contains(strings.ToLower(v), "jsonfeed.org") {
		return fmt.Errorf("%w: JSON without a JSON Feed version", ErrNotFeed)
	}
	return nil
}
