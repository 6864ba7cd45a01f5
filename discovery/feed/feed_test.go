package feed

import (
	"bytes"
	"context"
	"errors"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
)

func TestParseFormats(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		base    string
		want    Feed
		wantPub []time.Time
	}{
		{
			name: "rss 2.0 with relative links and html descriptions",
			base: "https://news.example.test/rss/top.xml",
			body: `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Top &amp; stories</title><link>/</link>
<item><title>First</title><link>/2026/11/first.html</link><guid isPermaLink="false">a1</guid>
<description>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;script&gt;location.href='x'&lt;/script&gt;&lt;/p&gt;</description>
<pubDate>Sun, 29 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title><![CDATA[Second <i>one</i>]]></title><guid>https://news.example.test/second</guid></item>
</channel></rss>`,
			want: Feed{Title: "Top & stories", Link: "https://news.example.test/", Format: "rss", Items: []Item{
				{URL: "https://news.example.test/2026/11/first.html", Title: "First", Summary: "Hello world", GUID: "a1"},
				{URL: "https://news.example.test/second", Title: "Second one", GUID: "https://news.example.test/second"},
			}},
			wantPub: []time.Time{time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC), {}},
		},
		{
			name: "atom with xml:base and updated only",
			base: "https://blog.example.test/feed.atom",
			body: `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://blog.example.test/posts/">
<title type="html">A &lt;em&gt;blog&lt;/em&gt;</title><link rel="alternate" href="https://blog.example.test/"/>
<entry><title>Post</title><id>tag:blog.example.test,2026:1</id><link rel="alternate" href="post-1"/>
<updated>2026-11-28T08:30:00Z</updated><content type="html">&lt;p&gt;Body   text&lt;/p&gt;</content></entry>
</feed>`,
			want: Feed{Title: "A blog", Link: "https://blog.example.test/", Format: "atom", Items: []Item{
				{URL: "https://blog.example.test/posts/post-1", Title: "Post", Summary: "Body text", GUID: "tag:blog.example.test,2026:1"},
			}},
			wantPub: []time.Time{time.Date(2026, 11, 28, 8, 30, 0, 0, time.UTC)},
		},
		{
			name: "rss 1.0 rdf",
			base: "http://rdf.example.test/index.rdf",
			body: `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="http://rdf.example.test/"><title>RDF site</title><link>http://rdf.example.test/</link></channel>
<item rdf:about="http://rdf.example.test/a"><title>A</title><link>http://rdf.example.test/a</link><dc:date>2026-11-27T12:00:00Z</dc:date></item>
</rdf:RDF>`,
			want: Feed{Title: "RDF site", Link: "http://rdf.example.test/", Format: "rss", Items: []Item{
				{URL: "http://rdf.example.test/a", Title: "A"},
			}},
			wantPub: []time.Time{time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)},
		},
		{
			name: "json feed",
			base: "https://j.example.test/feed.json",
			body: `{"version":"https://jsonfeed.org/version/1.1","title":"J","home_page_url":"https://j.example.test/",
"items":[{"id":"1","url":"/one","title":"One","content_html":"<p>x &amp; y</p>","date_published":"2026-11-26T00:00:00Z"}]}`,
			want: Feed{Title: "J", Link: "https://j.example.test/", Format: "json", Items: []Item{
				{URL: "https://j.example.test/one", Title: "One", Summary: "x & y", GUID: "1"},
			}},
			wantPub: []time.Time{time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)},
		},
		{
			name: "javascript links are dropped",
			base: "https://x.example.test/feed",
			body: `<rss version="2.0"><channel><title>X</title><item><title>T</title><link>javascript:alert(1)</link></item></channel></rss>`,
			want: Feed{Title: "X", Format: "rss", Items: []Item{{Title: "T"}}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(t.Context(), []byte(tt.body), "", tt.base)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got.Title != tt.want.Title || got.Link != tt.want.Link || got.Format != tt.want.Format {
				t.Errorf("got feed %q %q %q, want %q %q %q", got.Title, got.Link, got.Format, tt.want.Title, tt.want.Link, tt.want.Format)
			}
			if len(got.Items) != len(tt.want.Items) {
				t.Fatalf("got %d items, want %d", len(got.Items), len(tt.want.Items))
			}
			for i, want := range tt.want.Items {
				g := got.Items[i]
				g.Published = time.Time{}
				if g != want {
					t.Errorf("item %d: got %+v, want %+v", i, g, want)
				}
				if i < len(tt.wantPub) && !got.Items[i].Published.Equal(tt.wantPub[i]) {
					t.Errorf("item %d published: got %v, want %v", i, got.Items[i].Published, tt.wantPub[i])
				}
			}
		})
	}
}

func TestParseRejects(t *testing.T) {
	tests := []struct {
		name       string
		body       string
		wantNoFeed bool
	}{
		{"html page", `<!DOCTYPE html><html><head><title>Home</title></head><body><p>hi</body></html>`, true},
		{"kml", `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark/></kml>`, true},
		{"opensearch", `<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>s</ShortName></OpenSearchDescription>`, true},
		{"cdf", `<CHANNEL HREF="http://x.test/"><TITLE>x</TITLE></CHANNEL>`, true},
		{"rss 1.1", `<Channel xmlns="http://purl.org/net/rss1.1#"><title>x</title></Channel>`, true},
		{"json that is not a feed", `{"hello": "world"}`, true},
		{"json array", `[1, 2, 3]`, true},
		{"malformed json", `{"version": "https://jsonfeed.org/version/1", `, false},
		{"plain text", `just some words`, false},
		{"empty", ``, false},
		{"broken xml before any item", `<rss><channel><title>x</title><item><title>t</ti tle></item></channel></rss>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse(t.Context(), []byte(tt.body), "", "http://x.test/")
			if err == nil {
				t.Fatalf("got feed %+v, want an error", f)
			}
			if got := errors.Is(err, ErrNotFeed); got != tt.wantNoFeed {
				t.Errorf("errors.Is(%v, ErrNotFeed) = %v, want %v", err, got, tt.wantNoFeed)
			}
			if !strings.HasPrefix(err.Error(), "feed: ") {
				t.Errorf("error %q does not start with %q", err, "feed: ")
			}
		})
	}
}

func TestParseCharsets(t *testing.T) {
	sjis, _ := japanese.ShiftJIS.NewEncoder().String(`<?xml version="1.0" encoding="Shift_JIS"?><rss version="2.0"><channel><title>日本経済新聞</title></channel></rss>`)
	eucjp, _ := japanese.EUCJP.NewEncoder().String(`<rss version="2.0"><channel><title>速報</title></channel></rss>`)
	utf16, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().String(`<?xml version="1.0" encoding="utf-16"?><rss version="2.0"><channel><title>Ünïcødé</title></channel></rss>`)
	utf16NoBOM, _ := unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewEncoder().String(`<?xml version="1.0" encoding="utf-16"?><rss version="2.0"><channel><title>Ünïcødé</title></channel></rss>`)
	tests := []struct {
		name        string
		body        string
		contentType string
		want        string
	}{
		{"xml declaration names shift_jis", sjis, "application/rss+xml", "日本経済新聞"},
		{"content-type names euc-jp", eucjp, "text/xml; charset=EUC-JP", "速報"},
		{"content-type wins over the declaration", "<?xml version=\"1.0\" encoding=\"utf-8\"?><rss><channel><title>caf\xe9</title></channel></rss>", "application/xml; charset='iso-8859-1'", "café"},
		{"cp1252 quotes", "<?xml version=\"1.0\" encoding=\"windows-1252\"?><rss><channel><title>\x93quoted\x94</title></channel></rss>", "", "“quoted”"},
		{"utf-16 with a byte-order mark", utf16, "", "Ünïcødé"},
		{"utf-16 without a mark", utf16NoBOM, "", "Ünïcødé"},
		{"undeclared latin-1 falls back to windows-1252", "<rss><channel><title>na\xefve</title></channel></rss>", "", "naïve"},
		{"unknown label is ignored", "<?xml version=\"1.0\" encoding=\"x-fake\"?><rss><channel><title>plain</title></channel></rss>", "text/xml; charset=bogus", "plain"},
		{"utf-8 byte-order mark", "\xef\xbb\xbf<rss><channel><title>bom</title></channel></rss>", "", "bom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse(t.Context(), []byte(tt.body), tt.contentType, "http://x.test/")
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if f.Title != tt.want {
				t.Errorf("title: got %q, want %q", f.Title, tt.want)
			}
		})
	}
}

// fragmentedFeed returns an RSS feed of about size bytes whose one item holds an extension
// element split into fragments, each written as fragment.
func fragmentedFeed(fragment string, size int) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0"?><rss version="2.0" xmlns:x="http://example.test/ext"><channel><title>Slow</title>` +
		`<item><title>Only item</title><link>https://example.test/a</link><x:note>`)
	for b.Len() < size {
		b.WriteString(fragment)
	}
	b.WriteString(`</x:note></item></channel></rss>`)
	return b.Bytes()
}

// pathologicalFragments are the ways an element's text reaches gofeed in many pieces.
var pathologicalFragments = []struct{ name, fragment string }{
	{"cdata sections", "<![CDATA[0123456789]]>"},
	{"comments", "0123456789<!---->"},
	{"processing instructions", "0123456789<?p?>"},
	{"child elements", "0123456789<x:b/>"},
	{"character references", "0123456789&#38;"},
	{"nested children", "0123456789<x:b>0123456789<x:c/></x:b>"},
}

// TestParseFragmentedExtensionIsLinear parses 840 KB feeds whose extension element is split into
// tens of thousands of fragments, which gofeed v1.4.2 alone parses in quadratic time and memory,
// and checks the memory Parse allocates stays within a small multiple of the input.
func TestParseFragmentedExtensionIsLinear(t *testing.T) {
	const size = 840 << 10
	for _, tt := range pathologicalFragments {
		t.Run(tt.name, func(t *testing.T) {
			body := fragmentedFeed(tt.fragment, size)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			f, err := Parse(t.Context(), body, "", "https://example.test/feed")
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if len(f.Items) != 1 || f.Items[0].Title != "Only item" {
				t.Fatalf("got items %+v, want the one item", f.Items)
			}
			// gofeed alone allocates gigabytes here; linear work stays within tens of bytes per input byte.
			if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(64*len(body)); got > limit {
				t.Errorf("Parse allocated %d bytes for a %d byte feed, want at most %d", got, len(body), limit)
			}
		})
	}
}

func TestNormalizeBoundsFragments(t *testing.T) {
	for _, tt := range pathologicalFragments {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := normalize(fragmentedFeed(tt.fragment, 64<<10))
			if err != nil {
				t.Fatalf("normalize: %v", err)
			}
			for _, banned := range []string{"<![CDATA[", "<!--", "<?"} {
				if bytes.Contains(doc, []byte(banned)) {
					t.Errorf("normalised document still holds %q", banned)
				}
			}
			// Each kept child may hold one child of its own.
			if got := bytes.Count(doc, []byte("<x:")); got > 2*maxTextRuns+1 {
				t.Errorf("got %d extension start tags, want at most %d", got, 2*maxTextRuns+1)
			}
			if got, want := bytes.Count(doc, []byte("0123456789")), bytes.Count(fragmentedFeed(tt.fragment, 64<<10), []byte("0123456789")); got != want {
				t.Errorf("got %d text fragments, want all %d kept", got, want)
			}
		})
	}
}

func TestParseBestEffort(t *testing.T) {
	tests := []struct {
		name      string
		body      string
		wantItems int
	}{
		{"cut short", `<rss><channel><title>x</title><item><title>one</title></item><item><title>tw`, 1},
		{"missing final bracket", `<rss><channel><title>x</title><item><title>one</title></item></channel></rss`, 1},
		{"syntax error after an item", `<rss><channel><title>x</title><item><title>one</title></item><item><title>t</ti tle></item></channel></rss>`, 1},
		{"mismatched end tag", `<rss><channel><title>x</title><item><title>one</item><item><title>two</title></item></channel></rss>`, 2},
		{"stray end tag", `<rss><channel><title>x</title></p><item><title>one</title></item></channel></rss>`, 1},
		{"garbage after the root", `<rss><channel><title>x</title><item><title>one</title></item></channel></rss><<<>>>`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse(t.Context(), []byte(tt.body), "", "")
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := len(f.Items); got != tt.wantItems {
				t.Errorf("got %d items, want %d", got, tt.wantItems)
			}
			if got, want := f.Title, "x"; got != want {
				t.Errorf("got title %q, want %q", got, want)
			}
		})
	}
}

func TestNormalizeDeepNesting(t *testing.T) {
	body := "<rss><channel><title>deep</title><item><title>t</title>" + strings.Repeat("<x:a>w ", 50000) +
		strings.Repeat("</x:a>", 50000) + "</item></channel></rss>"
	f, err := Parse(t.Context(), []byte(body), "", "http://x.test/")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if got, want := len(f.Items), 1; got != want {
		t.Errorf("got %d items, want %d", got, want)
	}
}

func TestParseNeverExpandsDeclaredEntities(t *testing.T) {
	body := `<?xml version="1.0"?>
<!DOCTYPE rss [
  <!ENTITY secret SYSTEM "file:///etc/hostname">
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
]>
<rss version="2.0"><channel><title>t &secret; &b;</title><item><title>&eacute;t&eacute;</title></item></channel></rss>`
	f, err := Parse(t.Context(), []byte(body), "", "http://x.test/")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if strings.Contains(f.Title, "aaaa") || strings.Contains(f.Title, "\n") {
		t.Errorf("title %q holds an expanded entity", f.Title)
	}
	if got, want := f.Items[0].Title, "été"; got != want {
		t.Errorf("HTML entity in item title: got %q, want %q", got, want)
	}
}

func TestParseHonoursContext(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err := Parse(ctx, []byte(`<rss><channel><title>x</title></channel></rss>`), "", "")
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want an error wrapping context.Canceled", err)
	}
}

// TestParseAbandonsAtMostOne replaces the parser with one that blocks until released, and checks
// that Parse returns at its deadline, that a second Parse waits for the abandoned one rather than
// start a second runaway, and that parsing resumes once it ends.
func TestParseAbandonsAtMostOne(t *testing.T) {
	release := make(chan struct{})
	var releaseOnce sync.Once
	unblock := func() { releaseOnce.Do(func() { close(release) }) }
	real := parseDocument
	parseDocument = func(doc []byte) parseOutcome {
		if bytes.Contains(doc, []byte("stuck")) {
			<-release
		}
		return real(doc)
	}
	// However this test ends, the stuck parse must end too, or every later parse would wait for it.
	defer func() {
		unblock()
		parseDocument = real
		if err := waitForAbandoned(t.Context()); err != nil {
			t.Error(err)
		}
	}()
	stuck := []byte(`<rss><channel><title>stuck</title></channel></rss>`)
	fine := []byte(`<rss><channel><title>fine</title></channel></rss>`)

	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	if _, err := Parse(ctx, stuck, "", ""); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("first parse: got %v, want an error wrapping context.DeadlineExceeded", err)
	}
	// The second parse must wait for the abandoned one rather than start a second runaway. Its
	// deadline is generous so that a loaded machine still reaches the wait before it runs out.
	ctx2, cancel2 := context.WithTimeout(t.Context(), 2*time.Second)
	defer cancel2()
	_, err := Parse(ctx2, fine, "", "")
	if err == nil || !strings.Contains(err.Error(), "earlier parse") {
		t.Fatalf("second parse while one is abandoned: got %v, want it to wait for the earlier parse", err)
	}
	unblock()
	f, err := Parse(t.Context(), fine, "", "")
	if err != nil {
		t.Fatalf("parse after the abandoned one ended: %v", err)
	}
	if got, want := f.Title, "fine"; got != want {
		t.Errorf("got title %q, want %q", got, want)
	}
}

// TestParseHasItsOwnCeiling checks that a parse that never ends is abandoned after parseTimeout
// even when the caller's context has no deadline.
func TestParseHasItsOwnCeiling(t *testing.T) {
	release := make(chan struct{})
	real, realTimeout := parseDocument, parseTimeout
	parseDocument = func(doc []byte) parseOutcome {
		<-release
		return real(doc)
	}
	parseTimeout = 20 * time.Millisecond
	defer func() {
		close(release)
		parseDocument, parseTimeout = real, realTimeout
		if err := waitForAbandoned(t.Context()); err != nil {
			t.Error(err)
		}
	}()
	_, err := Parse(t.Context(), []byte(`<rss><channel><title>x</title></channel></rss>`), "", "")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want an error wrapping context.DeadlineExceeded", err)
	}
}

func TestPlainText(t *testing.T) {
	long := strings.Repeat("word ", 200)
	tests := []struct {
		name  string
		in    string
		limit int
		want  string
	}{
		{"plain", "  a\n\tb  ", 0, "a b"},
		{"tags and entities", "<p>Fish &amp; <b>chips</b>&nbsp;today</p>", 0, "Fish & chips today"},
		{"script and style dropped", `safe<script>location.href='x'</script> <style>p{}</style>text`, 0, "safe text"},
		{"blocks separate words", "<p>one</p><p>two</p>two<br>three", 0, "one two two three"},
		{"event handler attribute", `<img src="x" onerror="alert(1)">caption`, 0, "caption"},
		{"embed has no end tag", `safe<embed src="http://example.com/"> description`, 0, "safe description"},
		{"object keeps its fallback words", `safe<object classid="x"> description</object>`, 0, "safe description"},
		{"unclosed script hides the rest", `safe<script>alert(1)`, 0, "safe"},
		{"less-than in text", "a < b", 0, "a < b"},
		{"cut at a word", long, 20, "word word word word…"},
		{"short enough", "short", 20, "short"},
		{"windows-1252 code point", "don\u0092t", 0, "don’t"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := plainText(tt.in, tt.limit); got != tt.want {
				t.Errorf("plainText(%q, %d) = %q, want %q", tt.in, tt.limit, got, tt.want)
			}
		})
	}
}

func TestLongFieldsAreCut(t *testing.T) {
	long := strings.Repeat("lorem ipsum ", 5000)
	body := `<rss><channel><title>` + long + `</title><item><title>` + long + `</title><description>` + long +
		`</description><guid>` + strings.Repeat("g", 10000) + `</guid><link>https://x.test/` + strings.Repeat("p", 10000) +
		`</link></item></channel></rss>`
	f, err := Parse(t.Context(), []byte(body), "", "")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	it := f.Items[0]
	for _, tt := range []struct {
		name     string
		got, max int
	}{
		{"feed title", utf8.RuneCountInString(f.Title), TitleRunes + 1},
		{"item title", utf8.RuneCountInString(it.Title), TitleRunes + 1},
		{"summary", utf8.RuneCountInString(it.Summary), SummaryRunes + 1},
		{"guid", len(it.GUID), maxLinkBytes},
		{"url", len(it.URL), 0},
	} {
		if tt.got > tt.max {
			t.Errorf("%s: got %d, want at most %d", tt.name, tt.got, tt.max)
		}
	}
}
