package feed

import (
	"bytes"
	"testing"

	"github.com/mmcdole/gofeed"
)

// BenchmarkFragmentedFeed compares gofeed v1.4.2 on its own with Parse on an 840 KB feed whose
// extension element is split into fragments by CDATA sections, the shape that makes gofeed
// quadratic.
func BenchmarkFragmentedFeed(b *testing.B) {
	body := fragmentedFeed("<![CDATA[0123456789]]>", 840<<10)
	benchAgainstGofeed(b, body, "application/rss+xml")
}

// BenchmarkOrdinaryFeed measures the cost of the pre-pass on an ordinary feed of 200 items.
func BenchmarkOrdinaryFeed(b *testing.B) {
	var buf bytes.Buffer
	buf.WriteString(`<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>News</title><link>https://example.test/</link>`)
	for i := range 200 {
		buf.WriteString(`<item><title>Headline number ` + string(rune('a'+i%26)) + `</title><link>https://example.test/2026/11/story.html</link>` +
			`<description>&lt;p&gt;A paragraph of &lt;b&gt;summary&lt;/b&gt; text that runs on for a while, as summaries do.&lt;/p&gt;</description>` +
			`<dc:creator>Reporter</dc:creator><pubDate>Sun, 29 Nov 2026 10:00:00 GMT</pubDate><guid>https://example.test/` + string(rune('a'+i%26)) + `</guid></item>`)
	}
	buf.WriteString(`</channel></rss>`)
	body := buf.Bytes()
	benchAgainstGofeed(b, body, "")
}

// benchAgainstGofeed runs two sub-benchmarks over body: gofeed's own Parse, and ours with
// contentType as the response's Content-Type.
func benchAgainstGofeed(b *testing.B, body []byte, contentType string) {
	b.Run("gofeed-alone", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := gofeed.NewParser().Parse(bytes.NewReader(body)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Parse", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Parse(b.Context(), body, contentType, "https://example.test/feed"); err != nil {
				b.Fatal(err)
			}
		}
	})
}
