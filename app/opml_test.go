package app

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
)

func TestReadOPMLFromOtherReaders(t *testing.T) {
	tests := []struct {
		file string
		want []Outline
	}{
		{"miniflux.opml", []Outline{
			{Kind: KindFeed, URL: "https://feeds.arstechnica.com/arstechnica/index", Title: "Ars Technica - All content", Site: "https://arstechnica.com"},
			{Kind: KindFeed, URL: "https://lwn.net/headlines/rss", Title: "LWN.net", Site: "https://lwn.net"},
			{Kind: KindFeed, URL: "https://feeds.bbci.co.uk/news/rss.xml", Title: "BBC News", Site: "https://www.bbc.co.uk/news"},
		}},
		{"netnewswire.opml", []Outline{
			{Kind: KindFeed, URL: "https://daringfireball.net/feeds/json", Title: "Daring Fireball", Site: "https://daringfireball.net/"},
			{Kind: KindFeed, URL: "https://www.theverge.com/rss/index.xml", Title: "The Verge", Site: "https://www.theverge.com/"},
			{Kind: KindFeed, URL: "https://feedpress.me/sixcolors", Title: "Six Colors", Site: "https://sixcolors.com/"},
		}},
		{"freshrss.opml", []Outline{
			{Kind: KindFeed, URL: "https://github.com/FreshRSS/FreshRSS/releases.atom", Title: "FreshRSS releases", Site: "https://github.com/FreshRSS/FreshRSS/"},
			{Kind: KindFeed, URL: "https://www.lemonde.fr/rss/une.xml", Title: "Le Monde – À la une", Site: "https://www.lemonde.fr/"},
		}},
		{"feedly.opml", []Outline{
			{Kind: KindFeed, URL: "https://rss.nytimes.com/services/xml/rss/nyt/World.xml", Title: "NYT > World News", Site: "https://www.nytimes.com/section/world"},
			{Kind: KindFeed, URL: "https://www.theguardian.com/world/rss", Title: "The Guardian", Site: "https://www.theguardian.com/world"},
		}},
		{"inoreader.opml", []Outline{
			{Kind: KindFeed, URL: "https://www3.nhk.or.jp/rss/news/cat0.xml", Title: "NHKニュース", Site: "https://www3.nhk.or.jp/news/"},
			{Kind: KindFeed, URL: "https://example.jp/atom.xml", Title: "Atom feed", Site: "https://example.jp/"},
		}},
		{"old-reader.opml", []Outline{
			{Kind: KindFeed, URL: "http://cafe.example.net/rss", Title: "Café society", Site: "http://cafe.example.net/"},
			{Kind: KindFeed, URL: "http://url-only.example.net/feed.xml", Title: "Only a url attribute"},
			{Kind: KindFeed, URL: "HTTP://Deep.Example.net/feed", Title: "Deep feed"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", "opml", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			got, err := ReadOPML(f)
			if err != nil {
				t.Fatalf("ReadOPML: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestOPMLRoundTrip(t *testing.T) {
	sources := []Outline{
		{Kind: KindFeed, URL: "https://www.nikkei.com/rss/news.xml", Title: "Nikkei & friends <top>", Site: "www.nikkei.com"},
		{Kind: KindNewsSitemap, URL: "https://www.nikkei.com/sitemap/news.xml", Title: "Nikkei news sitemap", Site: "www.nikkei.com"},
		{Kind: KindSection, URL: "https://www.lemonde.fr/international/", Title: "International", Site: "www.lemonde.fr"},
		{Kind: KindArticleSitemap, URL: "https://www.lemonde.fr/sitemap_articles.xml?page=1&x=\"q\"", Title: "", Site: "www.lemonde.fr"},
		{Kind: KindFeed, URL: "https://solo.example.test/feed", Title: "No site given"},
	}
	now := time.Date(2026, 11, 29, 21, 0, 0, 0, time.UTC)
	var buf bytes.Buffer
	if err := WriteOPML(&buf, sources, now); err != nil {
		t.Fatalf("WriteOPML: %v", err)
	}
	got, err := ReadOPML(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("ReadOPML of our own output: %v\n%s", err, buf.String())
	}
	want := []Outline{ // grouped by site (the address's host when none is given), sites in alphabetical order
		{Kind: KindFeed, URL: "https://solo.example.test/feed", Title: "No site given"},
		{Kind: KindSection, URL: "https://www.lemonde.fr/international/", Title: "International", Site: "www.lemonde.fr"},
		{Kind: KindArticleSitemap, URL: "https://www.lemonde.fr/sitemap_articles.xml?page=1&x=\"q\"", Title: "https://www.lemonde.fr/sitemap_articles.xml?page=1&x=\"q\"", Site: "www.lemonde.fr"},
		{Kind: KindFeed, URL: "https://www.nikkei.com/rss/news.xml", Title: "Nikkei & friends <top>", Site: "www.nikkei.com"},
		{Kind: KindNewsSitemap, URL: "https://www.nikkei.com/sitemap/news.xml", Title: "Nikkei news sitemap", Site: "www.nikkei.com"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("round trip:\ngot  %+v\nwant %+v\nfile:\n%s", got, want, buf.String())
	}
	out := buf.String()
	for _, needle := range []string{
		`<opml version="2.0" xmlns:broadsheet="` + OPMLNamespace + `">`,
		`<dateCreated>Sun, 29 Nov 2026 21:00:00 UTC</dateCreated>`,
		`<outline type="rss" text="Nikkei &amp; friends &lt;top&gt;" title="Nikkei &amp; friends &lt;top&gt;" xmlUrl="https://www.nikkei.com/rss/news.xml" htmlUrl="https://www.nikkei.com/"`,
		`type="link"`,
		`broadsheet:kind="section"`,
		`<outline text="www.lemonde.fr" title="www.lemonde.fr">`,
	} {
		if !strings.Contains(out, needle) {
			t.Errorf("output lacks %q:\n%s", needle, out)
		}
	}
}

// TestWriteOPMLFeedsReadByOthers reads our output the way a reader that knows nothing of
// Broadsheet would: only outlines with an xmlUrl, namespaced attributes ignored.
func TestWriteOPMLFeedsReadByOthers(t *testing.T) {
	var buf bytes.Buffer
	err := WriteOPML(&buf, []Outline{
		{Kind: KindFeed, URL: "https://a.example.test/feed", Title: "A", Site: "a.example.test"},
		{Kind: KindSection, URL: "https://a.example.test/world/", Title: "World", Site: "a.example.test"},
	}, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Count(buf.String(), "xmlUrl="), 1; got != want {
		t.Errorf("got %d outlines with xmlUrl, want %d (sections must not look like feeds):\n%s", got, want, buf.String())
	}
}

func TestReadOPMLRejects(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"empty", "", "opml: the file is empty"},
		{"not xml", "this is not a list of feeds", "opml: the file is not OPML: it has no root element"},
		{"an old outlineDocument with no body", `<outlineDocument><head/></outlineDocument>`, "opml: the file has no <body> element"},
		{"an rss feed", `<?xml version="1.0"?><rss version="2.0"><channel/></rss>`, "opml: the file is not OPML: its root element is <rss>, not <opml>"},
		{"html", `<html><body><p>hi</p></body></html>`, "opml: the file is not OPML: its root element is <html>, not <opml>"},
		{"unclosed", `<opml version="2.0"><body><outline text="x" xmlUrl="http://x.test/">`, "opml: the file is not well-formed XML: line 1: unexpected EOF"},
		{"bare ampersand", "<opml version=\"2.0\">\n<body><outline text=\"a & b\" xmlUrl=\"http://x.test/\"/></body></opml>", "opml: the file is not well-formed XML: line 2: invalid character entity & (no semicolon)"},
		{"no body", `<opml version="2.0"><head><title>x</title></head></opml>`, "opml: the file has no <body> element, so it lists no sources"},
		{"declared entity", `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]><opml version="2.0"><body><outline text="&x;" xmlUrl="http://x.test/"/></body></opml>`, "opml: the file is not well-formed XML: line 1: invalid character entity &x;"},
		{"unknown charset", `<?xml version="1.0" encoding="x-fake"?><opml version="2.0"><body/></opml>`, "opml: the file is not XML"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadOPML(strings.NewReader(tt.in))
			if err == nil {
				t.Fatalf("got %+v, want an error", got)
			}
			if !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("got error %q, want one starting %q", err, tt.want)
			}
		})
	}
}

func TestReadOPMLSizeCap(t *testing.T) {
	big := `<opml version="2.0"><body>` + strings.Repeat(" ", MaxOPMLSize) + `</body></opml>`
	_, err := ReadOPML(strings.NewReader(big))
	if err == nil || !strings.HasPrefix(err.Error(), "opml: the file is larger than") {
		t.Errorf("got %v, want an error about the size", err)
	}
}

// opmlCorpus returns the OPML folder of the feedvalidator corpus, or skips the test when this
// checkout has none.
func opmlCorpus(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("BROADSHEET_CORPUS")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "corpus")
	}
	dir = filepath.Join(dir, "feedvalidator", "opml")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no OPML corpus at %s: %v", dir, err)
	}
	return dir
}

// TestReadOPMLCorpusClean reads the valid OPML documents of the feedvalidator corpus: each must
// read without error, and each that lists addresses must give at least one source. (Most of these
// are outlines of notes, songs or states, with no address at all, and so give none.)
func TestReadOPMLCorpusClean(t *testing.T) {
	dir := filepath.Join(opmlCorpus(t), "clean")
	files, err := filepath.Glob(filepath.Join(dir, "*.opml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in %s: %v", dir, err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got, err := ReadOPML(bytes.NewReader(b))
			if err != nil {
				t.Fatalf("ReadOPML: %v", err)
			}
			if bytes.Contains(bytes.ToLower(b), []byte("xmlurl=")) && len(got) == 0 {
				t.Errorf("got no sources from a file with xmlUrl attributes")
			}
		})
	}
}

// TestReadOPMLCorpusNeverPanics reads every file of the OPML corpus, errors included: each must
// give sources or an error starting "opml: ".
func TestReadOPMLCorpusNeverPanics(t *testing.T) {
	dir := opmlCorpus(t)
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := ReadOPML(bytes.NewReader(b)); err != nil && !strings.HasPrefix(err.Error(), "opml: ") {
				t.Errorf("error %q does not start with %q", err, "opml: ")
			}
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func FuzzReadOPML(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "opml", "*.opml"))
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`<opml><body><outline url="x"/></body></opml>`))
	f.Fuzz(func(t *testing.T, b []byte) {
		outlines, err := ReadOPML(bytes.NewReader(b))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "opml: ") {
				t.Errorf("error %q does not start with %q", err, "opml: ")
			}
			return
		}
		seen := map[string]bool{}
		for _, o := range outlines {
			if o.URL == "" {
				t.Errorf("outline %+v has no address", o)
			}
			if seen[dedupKey(o.URL)] {
				t.Errorf("address %q returned twice", o.URL)
			}
			seen[dedupKey(o.URL)] = true
		}
		var buf bytes.Buffer
		if err := WriteOPML(&buf, outlines, time.Unix(0, 0)); err != nil {
			t.Fatal(err)
		}
		again, err := ReadOPML(&buf)
		if err != nil {
			t.Fatalf("our own output does not read back: %v", err)
		}
		if len(again) != len(outlines) {
			t.Errorf("round trip: got %d outlines, want %d", len(again), len(outlines))
		}
	})
}

func TestReadOPMLUTF16(t *testing.T) {
	const doc = `<?xml version="1.0" encoding="UTF-16"?><opml version="2.0"><body>` +
		`<outline type="rss" text="日本の新聞" xmlUrl="https://www.paper.example/feed"/></body></opml>`
	encode := func(bigEndian, bom bool) []byte {
		var b []byte
		if bom {
			if bigEndian {
				b = append(b, 0xFE, 0xFF)
			} else {
				b = append(b, 0xFF, 0xFE)
			}
		}
		for _, r := range utf16.Encode([]rune(doc)) {
			if bigEndian {
				b = append(b, byte(r>>8), byte(r))
			} else {
				b = append(b, byte(r), byte(r>>8))
			}
		}
		return b
	}
	tests := []struct {
		name           string
		bigEndian, bom bool
	}{
		{"little endian with BOM", false, true},
		{"big endian with BOM", true, true},
		{"little endian without BOM", false, false},
		{"big endian without BOM", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadOPML(bytes.NewReader(encode(tt.bigEndian, tt.bom)))
			if err != nil {
				t.Fatalf("ReadOPML: %v", err)
			}
			if len(got) != 1 || got[0].Title != "日本の新聞" || got[0].URL != "https://www.paper.example/feed" {
				t.Errorf("got %+v, want the one feed with its Japanese title", got)
			}
		})
	}
}
