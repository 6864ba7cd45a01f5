package feed

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// bigFeed writes a feed of format ("rss", "atom", "rdf" or "json") with n items, item i linking to
// /story-i.
func bigFeed(format string, n int) []byte {
	var b strings.Builder
	switch format {
	case "rss":
		b.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>`)
		for i := range n {
			fmt.Fprintf(&b, "<item><title>Story %d</title><link>https://big.test/story-%d</link></item>\n", i, i)
		}
		b.WriteString(`</channel></rss>`)
	case "atom":
		b.WriteString(`<feed xmlns="http://www.w3.org/2005/Atom"><title>Big</title>`)
		for i := range n {
			fmt.Fprintf(&b, `<entry><title>Story %d</title><link href="https://big.test/story-%d"/><id>s%d</id></entry>`+"\n", i, i, i)
		}
		b.WriteString(`</feed>`)
	case "rdf":
		b.WriteString(`<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel><title>Big</title></channel>`)
		for i := range n {
			fmt.Fprintf(&b, `<item><title>Story %d</title><link>https://big.test/story-%d</link></item>`+"\n", i, i)
		}
		b.WriteString(`</rdf:RDF>`)
	case "json":
		items := make([]map[string]string, n)
		for i := range items {
			items[i] = map[string]string{"id": fmt.Sprint(i), "title": fmt.Sprintf("Story %d", i), "url": fmt.Sprintf("https://big.test/story-%d", i)}
		}
		out, _ := json.Marshal(map[string]any{"version": "https://jsonfeed.org/version/1.1", "title": "Big", "items": items})
		return out
	}
	return []byte(b.String())
}

// TestParseCapsItems checks that a feed of more than MaxItems items gives its first MaxItems, in
// order, and that one within the cap loses nothing.
func TestParseCapsItems(t *testing.T) {
	for _, format := range []string{"rss", "atom", "rdf", "json"} {
		for _, n := range []int{MaxItems - 1, MaxItems, MaxItems + 1, 3 * MaxItems} {
			t.Run(fmt.Sprintf("%s of %d items", format, n), func(t *testing.T) {
				f, err := Parse(t.Context(), bigFeed(format, n), "", "https://big.test/feed")
				if err != nil {
					t.Fatal(err)
				}
				want := min(n, MaxItems)
				if len(f.Items) != want {
					t.Fatalf("got %d items, want %d", len(f.Items), want)
				}
				if f.Title != "Big" {
					t.Errorf("title %q, want Big", f.Title)
				}
				for _, i := range []int{0, want - 1} {
					if got, wantURL := f.Items[i].URL, fmt.Sprintf("https://big.test/story-%d", i); got != wantURL {
						t.Errorf("item %d links to %s, want %s", i, got, wantURL)
					}
				}
			})
		}
	}
}
