package feed

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks that Parse returns a feed or an error for any input, and that what it returns
// is valid UTF-8 text with web links only. It is seeded from the unit tests and a sample of the
// corpora.
func FuzzParse(f *testing.F) {
	for _, frag := range pathologicalFragments {
		f.Add(fragmentedFeed(frag.fragment, 4<<10), "")
	}
	f.Add([]byte(`<rss><channel><title>x</title><item><title>t</title><link>/a</link></item></channel></rss>`), "text/xml; charset=utf-8")
	f.Add([]byte(`{"version":"https://jsonfeed.org/version/1","items":[{"url":"/x"}]}`), "application/feed+json")
	f.Add([]byte("\xff\xfe<\x00r\x00s\x00s\x00>\x00"), "")
	for _, b := range corpusSample(f, 40) {
		f.Add(b, "")
	}
	f.Fuzz(func(t *testing.T, body []byte, contentType string) {
		feed, err := Parse(t.Context(), body, contentType, "https://example.test/feed")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "feed: ") && !errors.Is(err, ErrNotFeed) {
				t.Errorf("error %q does not start with %q", err, "feed: ")
			}
			return
		}
		if feed == nil {
			t.Fatal("Parse returned neither a feed nor an error")
		}
		for _, s := range feedTexts(feed) {
			if !utf8.ValidString(s) {
				t.Errorf("text %q is not valid UTF-8", s)
			}
		}
		for _, it := range feed.Items {
			if it.URL != "" && !strings.HasPrefix(it.URL, "http://") && !strings.HasPrefix(it.URL, "https://") {
				t.Errorf("item URL %q is not an http or https link", it.URL)
			}
			if n := utf8.RuneCountInString(it.Summary); n > SummaryRunes+1 {
				t.Errorf("summary has %d characters, want at most %d", n, SummaryRunes+1)
			}
		}
	})
}
