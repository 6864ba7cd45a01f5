package feed

import (
	"bytes"
	"context"
	"encoding/json"
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

// runBounded runs gofeed on doc in its own goroutine and returns when it is done or when ctx ends.
// See the package comment for how abandoned runs are limited to one.
func runBounded(ctx context.Context, doc []byte) (*gofeed.Feed, error) {
	if err := waitForAbandoned(ctx); err != nil {
		return nil, err
	}
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
