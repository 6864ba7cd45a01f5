package discovery

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// bigFeed is an RSS feed of about size bytes.
func bigFeed(size int) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>`)
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, `<item><title>Story number %d</title><link>https://www.paper.example/2026/11/29/story-%d</link><description>%s</description></item>`,
			i, i, strings.Repeat("words ", 150))
	}
	b.WriteString(`</channel></rss>`)
	return b.String()
}

// TestTypedFeedHasTheFeedCap checks that a feed typed as the address is read up to the feed's cap,
// as its refreshes read it, not refused as a homepage over the page cap; and that over its own cap
// the words name the address and the cap.
func TestTypedFeedHasTheFeedCap(t *testing.T) {
	feed := bigFeed(10 << 20) // over fetch.HTMLBytes, under fetch.TypedBytes
	huge := bigFeed(fetch.TypedBytes + 1<<20)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			w.Write([]byte("User-agent: *\nAllow: /\n"))
		case "/rss.xml":
			w.Header().Set("Content-Type", "application/rss+xml")
			w.Write([]byte(feed))
		case "/huge.xml":
			w.Header().Set("Content-Type", "application/rss+xml")
			w.Write([]byte(huge))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)

	res, err := Discover(context.Background(), srv.URL+"/rss.xml", testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != OutcomeFeed {
		t.Errorf("outcome = %q (%s %s), want a feed", res.Outcome, res.Reason, res.Message)
	}

	res, err = Discover(context.Background(), srv.URL+"/huge.xml", testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != "too-large" || !strings.Contains(res.Message, srv.URL+"/huge.xml") || !strings.Contains(res.Message, "16 MiB") {
		t.Errorf("over the cap: %q %q, want too-large naming the address and 16 MiB", res.Reason, res.Message)
	}

	// Another address than the typed one keeps the cap its request asks for.
	job := fetch.New(fetch.Config{}).NewJob(fetch.JobOptions{Typed: srv.URL + "/"})
	_, err = job.Get(context.Background(), fetch.Request{Step: "homepage", URL: srv.URL + "/rss.xml", MaxBytes: fetch.HTMLBytes})
	var large *fetch.TooLargeError
	if !errors.As(err, &large) || large.Limit != fetch.HTMLBytes {
		t.Errorf("a page not typed: err = %v, want *fetch.TooLargeError at the page cap", err)
	}
}
