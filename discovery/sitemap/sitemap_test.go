package sitemap

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// corpusDir is the shared corpus of real-world sitemaps, next to the repository.
const corpusDir = "../../../shared/corpus/crawler-commons/sitemaps"

// parseAll runs Parse and collects every entry visited.
func parseAll(t testing.TB, r io.Reader) (Kind, []Entry, error) {
	t.Helper()
	var got []Entry
	kind, err := Parse(r, func(e Entry) error {
		got = append(got, e)
		return nil
	})
	return kind, got, err
}

func date(y int, m time.Month, d, hh, mm, ss int) time.Time {
	return time.Date(y, m, d, hh, mm, ss, 0, time.UTC)
}

const urlsetOpen = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
`

// parseCases is the table of rules Parse follows; the fuzz target is seeded from it.
var parseCases = []struct {
	name     string
	in       string
	wantKind Kind
	want     []Entry
	wantErr  error  // matched with errors.Is when not nil
	errText  string // a part of the error text when not empty
}{
	{
		name:     "urlset with lastmod",
		in:       urlsetOpen + `<url><loc>https://example.test/a</loc><lastmod>2024-05-06T07:08:09Z</lastmod></url><url><loc>https://example.test/b</loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a", LastMod: date(2024, 5, 6, 7, 8, 9)}, {Loc: "https://example.test/b"}},
	},
	{
		name:     "no namespace at all",
		in:       `<urlset><url><loc>https://example.test/a</loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "prefixed sitemap namespace",
		in:       `<s:urlset xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"><s:url><s:loc>https://example.test/a</s:loc></s:url></s:urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "obsolete Google namespace accepted, white space around loc trimmed",
		in:       "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.9\"><url><loc>\n\t\thttps://example.test/a\n\t</loc></url></urlset>",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "a namespace that lies is still judged by structure",
		in:       `<urlset xmlns="http://www.google.com/schemas/sitemap-news/0.9"><url><loc>https://example.test/section/</loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/section/"}},
	},
	{
		name:     "sitemap index",
		in:       `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.test/news.xml</loc><lastmod>2024-05-06</lastmod></sitemap><sitemap><loc>https://example.test/old.xml.gz</loc></sitemap></sitemapindex>`,
		wantKind: Index,
		want:     []Entry{{Loc: "https://example.test/news.xml", LastMod: date(2024, 5, 6, 0, 0, 0)}, {Loc: "https://example.test/old.xml.gz"}},
	},
	{
		name:     "index entry without loc takes its own text",
		in:       "<sitemapindex><sitemap>\nhttps://example.test/s?a=1&amp;b=2\n</sitemap><sitemap><lastmod>2024-01-01</lastmod> https://example.test/t </sitemap></sitemapindex>",
		wantKind: Index,
		want:     []Entry{{Loc: "https://example.test/s?a=1&b=2"}, {Loc: "https://example.test/t", LastMod: date(2024, 1, 1, 0, 0, 0)}},
	},
	{
		name:     "entries with neither loc nor a URL are skipped",
		in:       `<urlset><url><lastmod>2024-01-01</lastmod></url><url>not a url</url><url><loc></loc></url><url><loc/></url><url><loc>https://example.test/a</loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name: "image and video children are not the page's own",
		in: urlsetOpen + `<url><image:image><image:loc>https://img.example.test/1.jpg</image:loc><image:title>t</image:title></image:image>` +
			`<loc>https://example.test/a</loc><video:video><video:title>Video</video:title></video:video></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name: "news block",
		in: urlsetOpen + `<url><loc>https://example.test/n/1</loc><news:news><news:publication><news:name>読売新聞</news:name><news:language>ja</news:language></news:publication>` +
			`<news:publication_date>2024-05-06T07:08:09+09:00</news:publication_date><news:title>  衆院選、投票率は &#x2F;53% </news:title><news:keywords>a, b</news:keywords></news:news></url></urlset>`,
		wantKind: URLSet,
		want: []Entry{{Loc: "https://example.test/n/1", News: &News{
			Title: "衆院選、投票率は /53%", Published: time.Date(2024, 5, 6, 7, 8, 9, 0, time.FixedZone("", 9*3600)), Publication: "読売新聞", Language: "ja",
		}}},
	},
	{
		name:     "empty news block",
		in:       urlsetOpen + `<url><loc>https://example.test/n/2</loc><news:news/></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/n/2", News: &News{}}},
	},
	{
		name:     "CDATA, also with markup characters inside",
		in:       `<urlset><url><loc><![CDATA[https://example.test/a?x=1&y=<2>]]></loc></url><url><loc>https://example.test/<![CDATA[b]]]]><![CDATA[>]]></loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a?x=1&y=<2>"}, {Loc: "https://example.test/b]]>"}},
	},
	{
		name:     "the five entities and character references",
		in:       `<urlset><url><loc>https://example.test/?a=1&amp;b=&lt;&gt;&quot;&apos;&#38;&#x26;&#X41;&#12354;</loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/?a=1&b=<>\"'&&Aあ"}},
	},
	{
		name:     "HTML named references in a news title",
		in:       urlsetOpen + `<url><loc>https://example.test/a</loc><news:news><news:title>&nbsp;Caf&eacute; &rsquo;24&hellip;</news:title></news:news></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a", News: &News{Title: "Café ’24…"}}},
	},
	{
		name:     "a bare ampersand is kept",
		in:       `<urlset><url><loc>https://example.test/?a=1&b=2&</loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/?a=1&b=2&"}},
	},
	{
		name: "comments and processing instructions anywhere",
		in: "<?xml version=\"1.0\"?><!-- top > level --><?xml-stylesheet href=\"a.xsl\"?>\n<urlset><!-- a -- b --><url><!--x--><loc>https://example.test/<!-- hidden -->a</loc></url>" +
			"<?pi x > y?></urlset><!-- after -->",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "a '>' inside a quoted attribute",
		in:       `<urlset xmlns:x="a>b" note='c>d'><url data-x="1>2"><loc>https://example.test/a</loc></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "UTF-8 byte order mark before XML",
		in:       "\ufeff<?xml version=\"1.0\"?><urlset><url><loc>https://example.test/a</loc></url></urlset>",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "declared ISO-8859-1",
		in:       "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><urlset><url><loc>https://example.test/caf\xe9</loc></url></urlset>",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/café"}},
	},
	{
		name:     "invalid UTF-8 is replaced",
		in:       "<urlset><url><loc>https://example.test/\xff</loc></url></urlset>",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/\uFFFD"}},
	},
	{
		name:     "nothing after the root is read",
		in:       "<urlset><url><loc>https://example.test/a</loc></url></urlset>\n<b>Warning</b>: PHP junk <",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "DOCTYPE is skipped",
		in:       "<!DOCTYPE urlset [ <!ELEMENT urlset ANY> <!-- ] > --> ]>\n<urlset><url><loc>https://example.test/a</loc></url></urlset>",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "DOCTYPE entity is never expanded",
		in:       "<!DOCTYPE urlset [<!ENTITY t \"https://example.test/do-not-visit-here\">]><urlset><url><loc>https://example.test/a</loc></url><url><loc>&t;</loc></url></urlset>",
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
		errText:  "undefined entity &t;",
	},
	{
		name:     "text sitemap",
		in:       "https://example.test/a\r\nhttps://example.test/b\n\n  HTTP://example.test/c  \n# comment\nftp://example.test/d",
		wantKind: Text,
		want:     []Entry{{Loc: "https://example.test/a"}, {Loc: "https://example.test/b"}, {Loc: "HTTP://example.test/c"}},
	},
	{
		name:     "text sitemap with byte order mark",
		in:       "\ufeffhttps://example.test/a\n",
		wantKind: Text,
		want:     []Entry{{Loc: "https://example.test/a"}},
	},
	{
		name:     "text with no URL",
		in:       "Service unavailable\n",
		wantKind: Text,
		wantErr:  ErrNotSitemap,
	},
	{
		name:    "empty document",
		in:      " \n\t",
		wantErr: ErrNotSitemap,
	},
	{
		name:    "XML declaration only",
		in:      `<?xml version="1.0"?>`,
		wantErr: ErrNotSitemap,
	},
	{
		name:    "HTML page",
		in:      "<!DOCTYPE html>\n<html><head><title>Not found</title></head><body><a href=\"https://example.test/a\">a</a></body></html>",
		wantErr: ErrNotSitemap,
		errText: "root element <html>",
	},
	{
		name:    "RSS feed",
		in:      `<?xml version="1.0"?><rss version="2.0"><channel><item><link>https://example.test/a</link></item></channel></rss>`,
		wantErr: ErrNotSitemap,
	},
	{
		name:     "mismatched end tag after a good entry",
		in:       `<urlset><url><loc>https://example.test/a</loc></url><url><loc>https://example.test/b</lastmod></url></urlset>`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
		errText:  "end tag </lastmod> does not match <loc>",
	},
	{
		name:     "document cut short",
		in:       `<urlset><url><loc>https://example.test/a</loc></url><url><loc>https://exa`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
		errText:  "document ends inside <loc>",
	},
	{
		name:     "cut inside a tag",
		in:       `<urlset><url><loc>https://example.test/a</loc></url><url`,
		wantKind: URLSet,
		want:     []Entry{{Loc: "https://example.test/a"}},
		errText:  "document ends inside markup",
	},
	{
		name:     "invalid character reference",
		in:       `<urlset><url><loc>https://example.test/&#xD800;</loc></url></urlset>`,
		wantKind: URLSet,
		errText:  "invalid character reference",
	},
	{
		name:     "DOCTYPE inside the root",
		in:       `<urlset><!DOCTYPE x></urlset>`,
		wantKind: URLSet,
		errText:  "markup declaration inside <urlset>",
	},
	{
		name:     "end tag with nothing open",
		in:       `</urlset>`,
		errText:  "with no element open",
		wantKind: Unknown,
	},
}

func TestParse(t *testing.T) {
	for _, tc := range parseCases {
		t.Run(tc.name, func(t *testing.T) {
			kind, got, err := parseAll(t, strings.NewReader(tc.in))
			checkErr(t, err, tc.wantErr, tc.errText)
			if kind != tc.wantKind {
				t.Errorf("kind: got %v, want %v", kind, tc.wantKind)
			}
			checkEntries(t, got, tc.want)
		})
	}
}

// TestParseLongText covers the text limits. Its documents are large, so they are built here rather
// than kept in parseCases, which stays in memory for the whole test binary (and the benchmark).
func TestParseLongText(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		wantKind Kind
		want     []Entry
		errText  string
	}{
		{
			name:     "a long run of white space inside an entry",
			in:       "<urlset><url>" + strings.Repeat(" ", 200<<10) + "<loc>https://example.test/a</loc>" + strings.Repeat("\n", 200<<10) + "</url></urlset>",
			wantKind: URLSet,
			want:     []Entry{{Loc: "https://example.test/a"}},
		},
		{
			name:     "long text inside an entry, split by comments",
			in:       "<urlset><url>" + strings.Repeat(strings.Repeat("x", 60<<10)+"<!---->", 40) + "<loc>https://example.test/a</loc></url></urlset>",
			wantKind: URLSet,
			want:     []Entry{{Loc: "https://example.test/a"}},
		},
		{
			name:     "a loc longer than the limit",
			in:       "<urlset><url><loc>https://example.test/" + strings.Repeat("a", 70<<10) + "</loc></url></urlset>",
			wantKind: URLSet,
			errText:  "text of <loc> longer than 65536 bytes",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			kind, got, err := parseAll(t, strings.NewReader(tc.in))
			checkErr(t, err, nil, tc.errText)
			if kind != tc.wantKind {
				t.Errorf("kind: got %v, want %v", kind, tc.wantKind)
			}
			checkEntries(t, got, tc.want)
		})
	}
}

func checkErr(t *testing.T, err, wantErr error, errText string) {
	t.Helper()
	switch {
	case wantErr == nil && errText == "":
		if err != nil {
			t.Fatalf("error: got %v, want none", err)
		}
	case err == nil:
		t.Fatalf("error: got none, want %v %q", wantErr, errText)
	default:
		if wantErr != nil && !errors.Is(err, wantErr) {
			t.Errorf("error: got %v, want one matching %v", err, wantErr)
		}
		if !strings.Contains(err.Error(), errText) {
			t.Errorf("error: got %q, want it to contain %q", err, errText)
		}
		if !strings.HasPrefix(err.Error(), "sitemap: ") {
			t.Errorf("error: got %q, want it to start with \"sitemap: \"", err)
		}
	}
}

func checkEntries(t *testing.T, got, want []Entry) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("entries: got %d %v, want %d %v", len(got), got, len(want), want)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Loc != w.Loc {
			t.Errorf("entry %d Loc: got %q, want %q", i, g.Loc, w.Loc)
		}
		if !g.LastMod.Equal(w.LastMod) {
			t.Errorf("entry %d LastMod: got %v, want %v", i, g.LastMod, w.LastMod)
		}
		switch {
		case (g.News == nil) != (w.News == nil):
			t.Errorf("entry %d News: got %+v, want %+v", i, g.News, w.News)
		case w.News != nil:
			gn, wn := *g.News, *w.News
			if gn.Title != wn.Title || gn.Publication != wn.Publication || gn.Language != wn.Language || !gn.Published.Equal(wn.Published) {
				t.Errorf("entry %d News: got %+v, want %+v", i, gn, wn)
			}
		}
	}
}

func TestParseTime(t *testing.T) {
	jst := time.FixedZone("", 9*3600)
	est := time.FixedZone("", -5*3600)
	tests := []struct {
		in   string
		want time.Time
	}{
		{"2024", date(2024, 1, 1, 0, 0, 0)},
		{"2024-05", date(2024, 5, 1, 0, 0, 0)},
		{"2024-05-06", date(2024, 5, 6, 0, 0, 0)},
		{"2024-05-06T07:08Z", date(2024, 5, 6, 7, 8, 0)},
		{"2024-05-06T07:08+09:00", time.Date(2024, 5, 6, 7, 8, 0, 0, jst)},
		{"2024-05-06T07:08:09Z", date(2024, 5, 6, 7, 8, 9)},
		{"2024-05-06T07:08:09+09:00", time.Date(2024, 5, 6, 7, 8, 9, 0, jst)},
		{"2024-05-06T07:08:09.5-05:00", time.Date(2024, 5, 6, 7, 8, 9, 500000000, est)},
		{"2024-05-06T07:08:09.123456789Z", time.Date(2024, 5, 6, 7, 8, 9, 123456789, time.UTC)},
		{"2024-05-06T07:08:09+0900", time.Date(2024, 5, 6, 7, 8, 9, 0, jst)},
		{"2024-05-06T07:08:09+09", time.Date(2024, 5, 6, 7, 8, 9, 0, jst)},
		{"2024-05-06 07:08:09", date(2024, 5, 6, 7, 8, 9)},
		{"2024-05-06T07:08:09", date(2024, 5, 6, 7, 8, 9)},
		{"2016-12-31T23:59:60Z", date(2016, 12, 31, 23, 59, 59)},
		{"Mon, 06 May 2024 07:08:09 +0900", time.Date(2024, 5, 6, 7, 8, 9, 0, jst)},
		{"Mon, 06 May 2024 07:08:09 GMT", date(2024, 5, 6, 7, 8, 9)},
		{"", time.Time{}},
		{"yesterday", time.Time{}},
		{"2024-13-01", time.Time{}},
		{"2023-02-29", time.Time{}},
		{"2024-05-06T25:00Z", time.Time{}},
		{"2024-05-06T07:08:09.Z", time.Time{}},
		{"2024-05-06T07:08:09+9", time.Time{}},
		{"2024-05-06T07", time.Time{}},
		{"2024-5-6", time.Time{}},
		{"20240506", time.Time{}},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got := parseTime([]byte(tc.in))
			if !got.Equal(tc.want) {
				t.Errorf("parseTime(%q): got %v, want %v", tc.in, got, tc.want)
			}
			if !tc.want.IsZero() {
				_, gotOff := got.Zone()
				_, wantOff := tc.want.Zone()
				if gotOff != wantOff {
					t.Errorf("parseTime(%q) offset: got %d, want %d", tc.in, gotOff, wantOff)
				}
			}
		})
	}
}

func TestParseVisitError(t *testing.T) {
	stop := errors.New("enough")
	for _, tc := range []struct {
		name string
		in   string
	}{
		{"xml", `<urlset><url><loc>https://example.test/1</loc></url><url><loc>https://example.test/2</loc></url><url><loc>https://example.test/3</loc></url></urlset>`},
		{"text", "https://example.test/1\nhttps://example.test/2\nhttps://example.test/3\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			_, err := Parse(strings.NewReader(tc.in), func(Entry) error {
				n++
				if n == 2 {
					return stop
				}
				return nil
			})
			if err != stop {
				t.Errorf("error: got %v, want the visit error itself", err)
			}
			if n != 2 {
				t.Errorf("visits: got %d, want 2", n)
			}
		})
	}
}

// urlsetOf builds a urlset of n entries.
func urlsetOf(n int) []byte {
	var b bytes.Buffer
	b.WriteString(urlsetOpen)
	for i := range n {
		fmt.Fprintf(&b, "<url><loc>https://example.test/a/%d</loc></url>\n", i)
	}
	b.WriteString("</urlset>\n")
	return b.Bytes()
}

// textOf builds a text sitemap of n lines.
func textOf(n int) []byte {
	var b bytes.Buffer
	for i := range n {
		fmt.Fprintf(&b, "https://example.test/a/%d\n", i)
	}
	return b.Bytes()
}

func TestParseMaxURLs(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       []byte
		wantKind  Kind
		wantVisit int
		wantErr   error
	}{
		{"urlset at the limit", urlsetOf(MaxURLs), URLSet, MaxURLs, nil},
		{"urlset over the limit", urlsetOf(MaxURLs + 1), URLSet, MaxURLs, ErrTooManyURLs},
		{"text at the limit", textOf(MaxURLs), Text, MaxURLs, nil},
		{"text over the limit", textOf(MaxURLs + 1), Text, MaxURLs, ErrTooManyURLs},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			kind, err := Parse(bytes.NewReader(tc.doc), func(Entry) error { n++; return nil })
			if !errors.Is(err, tc.wantErr) {
				t.Errorf("error: got %v, want %v", err, tc.wantErr)
			}
			if kind != tc.wantKind {
				t.Errorf("kind: got %v, want %v", kind, tc.wantKind)
			}
			if n != tc.wantVisit {
				t.Errorf("visits: got %d, want %d", n, tc.wantVisit)
			}
		})
	}
}

// repeatReader yields prefix, then left bytes of filler repeated, then suffix, without holding them.
type repeatReader struct {
	prefix, suffix string
	filler         string
	left           int64
	stage          int
	at             int // position in filler
}

func (r *repeatReader) Read(p []byte) (int, error) {
	switch {
	case r.stage == 0:
		r.stage++
		return copy(p, r.prefix), nil
	case r.left > 0:
		n := int(min(int64(len(p)), r.left))
		for i := 0; i < n; {
			k := copy(p[i:n], r.filler[r.at:])
			i += k
			r.at = (r.at + k) % len(r.filler)
		}
		r.left -= int64(n)
		return n, nil
	case r.stage == 1:
		r.stage++
		return copy(p, r.suffix), nil
	}
	return 0, io.EOF
}

// gzipMember compresses b as one gzip member.
func gzipMember(t *testing.T, b []byte) []byte {
	t.Helper()
	var z bytes.Buffer
	zw, err := gzip.NewWriterLevel(&z, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return z.Bytes()
}

func TestParseTooLarge(t *testing.T) {
	// The bomb is a gzip stream of many members (readers join them, as gzip(1) does): a urlset
	// opening, 51 copies of one MiB of spaces, and the closing tag. Compressing one MiB once keeps
	// the test quick; the parser still has to inflate all of it.
	var bomb bytes.Buffer
	bomb.Write(gzipMember(t, []byte(urlsetOpen+"<url><loc>https://example.test/a</loc></url>")))
	spaces := gzipMember(t, bytes.Repeat([]byte{' '}, 1<<20))
	for range MaxBytes>>20 + 1 {
		bomb.Write(spaces)
	}
	bomb.Write(gzipMember(t, []byte("</urlset>")))
	if got, limit := bomb.Len(), 200<<10; got > limit {
		t.Fatalf("gzip bomb: got %d bytes compressed, want at most %d", got, limit)
	}

	for _, tc := range []struct {
		name string
		r    func() io.Reader
		want int // entries visited before the limit
	}{
		{"gzip bomb", func() io.Reader { return bytes.NewReader(bomb.Bytes()) }, 1},
		{"plain XML", func() io.Reader {
			return &repeatReader{prefix: "<urlset><url><loc>https://example.test/a</loc></url>", filler: strings.Repeat(strings.Repeat(" ", 63)+"\n", 64), left: MaxBytes, suffix: "</urlset>"}
		}, 1},
		{"text", func() io.Reader {
			return &repeatReader{prefix: "https://example.test/a\n", filler: strings.Repeat(strings.Repeat(" ", 63)+"\n", 64), left: MaxBytes, suffix: "https://example.test/b\n"}
		}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.r()
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			n := 0
			_, err := Parse(r, func(Entry) error { n++; return nil })
			runtime.ReadMemStats(&after)
			if !errors.Is(err, ErrTooLarge) {
				t.Errorf("error: got %v, want %v", err, ErrTooLarge)
			}
			if n != tc.want {
				t.Errorf("visits: got %d, want %d", n, tc.want)
			}
			if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(4<<20); got > limit {
				t.Errorf("allocated: got %d bytes, want at most %d", got, limit)
			}
		})
	}
}

func TestParseGzip(t *testing.T) {
	doc := urlsetOf(3)
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(doc)
	zw.Close()
	for _, tc := range []struct {
		name string
		in   []byte
		want error
	}{
		{"gzip", z.Bytes(), nil},
		{"plain", doc, nil},
		{"gzip cut short", z.Bytes()[:z.Len()/2], io.ErrUnexpectedEOF},
	} {
		t.Run(tc.name, func(t *testing.T) {
			kind, got, err := parseAll(t, bytes.NewReader(tc.in))
			if !errors.Is(err, tc.want) {
				t.Fatalf("error: got %v, want %v", err, tc.want)
			}
			if tc.want != nil {
				return
			}
			if kind != URLSet || len(got) != 3 {
				t.Errorf("got %v with %d entries, want urlset with 3", kind, len(got))
			}
		})
	}
}

// TestParseNeverResolves checks that no DOCTYPE entity or XInclude reaches a file: the file
// do-not-visit.txt holds a URL that must never come out of the parser.
func TestParseNeverResolves(t *testing.T) {
	target, err := filepath.Abs(filepath.Join(corpusDir, "do-not-visit.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(target); err != nil {
		t.Skipf("corpus not present: %v", err)
	}
	fileURL := "file://" + target
	tests := []struct {
		name string
		in   string
	}{
		{"external entity in loc", `<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY t SYSTEM "` + fileURL + `">]><urlset><url><loc>&t;</loc></url></urlset>`},
		{"external entity in text of an entry", `<!DOCTYPE urlset [<!ENTITY t SYSTEM "` + fileURL + `">]><urlset><url>&t;</url></urlset>`},
		{"parameter entity", `<!DOCTYPE urlset [<!ENTITY % p SYSTEM "` + fileURL + `"> %p;]><urlset><url><loc>https://example.test/a</loc></url></urlset>`},
		{"external DTD", `<!DOCTYPE urlset SYSTEM "` + fileURL + `"><urlset><url><loc>https://example.test/a</loc></url></urlset>`},
		{"XInclude", `<urlset xmlns:xi="http://www.w3.org/2001/XInclude"><url><loc><xi:include href="` + fileURL + `" parse="text"/></loc></url><url><xi:include href="` + fileURL + `" parse="text"/></url></urlset>`},
		{"entity named like an HTML one", `<!DOCTYPE urlset [<!ENTITY nbsp SYSTEM "` + fileURL + `">]><urlset><url><loc>https://example.test/a&nbsp;</loc></url></urlset>`},
		{"entity in news title", `<!DOCTYPE urlset [<!ENTITY t SYSTEM "` + fileURL + `">]><urlset><url><loc>https://example.test/a</loc><news><title>&t;</title></news></url></urlset>`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, got, err := parseAll(t, strings.NewReader(tc.in))
			for _, e := range got {
				s := fmt.Sprintf("%+v", e)
				if e.News != nil {
					s += fmt.Sprintf("%+v", *e.News)
				}
				if strings.Contains(s, "do-not-visit-here") {
					t.Fatalf("entry %s carries the content of %s", s, target)
				}
			}
			if err != nil && !strings.HasPrefix(err.Error(), "sitemap: ") {
				t.Errorf("error: got %q, want a sitemap error", err)
			}
		})
	}
}

// TestCorpus parses every real-world sitemap of the shared corpus and checks the counts its
// README gives. Broadsheet differs from the upstream parser on purpose in one place: atom.xml is a
// feed, which Broadsheet reads with its feed parser, so here it is ErrNotSitemap.
func TestCorpus(t *testing.T) {
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skipf("corpus not present: %v", err)
	}
	want := map[string]struct {
		kind  Kind
		count int
		err   error
	}{
		"xmlSitemap.gz":        {URLSet, 5, nil},
		"sitemap.txt.gz":       {Text, 5, nil},
		"sitemap.txt":          {Text, 2, nil},
		"sitemap-with-bom.txt": {Text, 2, nil},
		"sitemap.ns.xml":       {URLSet, 2, nil},
		"sitemap.badns.xml":    {URLSet, 2, nil},
		"sitemap.index.xml":    {Index, 15, nil},
		"atom.xml":             {Unknown, 0, ErrNotSitemap},
		// Not a sitemap, but a well-formed text one: one URL line.
		"do-not-visit.txt":                                 {Text, 1, nil},
		"extension/sitemap-news.xml":                       {URLSet, 2, nil},
		"extension/shinpaideshou-news-sitemap.xml":         {URLSet, 3, nil},
		"extension/hebdenbridgetimes-articles-sitemap.xml": {URLSet, 74, nil},
		"extension/sitemap-videos.xml":                     {URLSet, 3, nil},
		"extension/sitemap-videos-tvshow.xml":              {URLSet, 1, nil},
		"extension/sitemap-images.xml":                     {URLSet, 1, nil},
		"extension/sitemap-links.xml":                      {URLSet, 3, nil},
		"extension/sitemap-mobile.xml":                     {URLSet, 3, nil},
		"extension/pagemaps-sitemap.xml":                   {URLSet, 2, nil},
	}
	files := corpusFiles(t)
	if len(files) != len(want) {
		t.Errorf("corpus files: got %d, want %d", len(files), len(want))
	}
	for _, path := range files {
		rel, _ := filepath.Rel(corpusDir, path)
		rel = filepath.ToSlash(rel)
		t.Run(rel, func(t *testing.T) {
			w, ok := want[rel]
			if !ok {
				t.Fatalf("no expectation for %s", rel)
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			kind, got, err := parseAll(t, bytes.NewReader(b))
			if !errors.Is(err, w.err) {
				t.Errorf("error: got %v, want %v", err, w.err)
			}
			if kind != w.kind {
				t.Errorf("kind: got %v, want %v", kind, w.kind)
			}
			if len(got) != w.count {
				t.Errorf("entries: got %d, want %d", len(got), w.count)
			}
			for _, e := range got {
				if !utf8.ValidString(e.Loc) || strings.TrimSpace(e.Loc) != e.Loc || e.Loc == "" {
					t.Errorf("Loc %q: want non-empty valid UTF-8 without surrounding space", e.Loc)
				}
			}
		})
	}
}

func TestCorpusNews(t *testing.T) {
	path := filepath.Join(corpusDir, "extension/shinpaideshou-news-sitemap.xml")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("corpus not present: %v", err)
	}
	_, got, err := parseAll(t, bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range got {
		if e.News == nil {
			t.Fatalf("entry %d: no news block", i)
		}
		if e.News.Publication == "" {
			t.Errorf("entry %d publication: got empty, want a name", i)
		}
		if got, want := e.News.Published.Year(), 2017; got != want {
			t.Errorf("entry %d published year: got %d, want %d", i, got, want)
		}
	}
}

// TestCorpusSweep runs every file of the shared corpus (feeds, OPML, robots.txt files as well as
// sitemaps) through Parse: each must give entries or a sitemap error, never a panic or a hang.
func TestCorpusSweep(t *testing.T) {
	root := filepath.Dir(filepath.Dir(corpusDir))
	files := walkFiles(root)
	if len(files) == 0 {
		t.Skip("corpus not present")
	}
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			type result struct {
				entries []Entry
				err     error
			}
			done := make(chan result, 1)
			go func() {
				_, got, err := parseAll(t, bytes.NewReader(b))
				done <- result{got, err}
			}()
			var res result
			select {
			case res = <-done:
			case <-time.After(30 * time.Second):
				t.Fatal("Parse has not returned after 30 s")
			}
			if res.err != nil && !strings.HasPrefix(res.err.Error(), "sitemap: ") {
				t.Errorf("error: got %q, want a sitemap error", res.err)
			}
			for _, e := range res.entries {
				if e.Loc == "" || !utf8.ValidString(e.Loc) {
					t.Errorf("Loc %q: want non-empty valid UTF-8", e.Loc)
				}
			}
		})
	}
}

func corpusFiles(t testing.TB) []string { return walkFiles(corpusDir) }

// walkFiles lists the files under dir; none when dir is missing.
func walkFiles(dir string) []string {
	var files []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, path)
		}
		return nil
	})
	return files
}

func FuzzParse(f *testing.F) {
	for _, tc := range parseCases {
		f.Add([]byte(tc.in))
	}
	for _, path := range corpusFiles(f) {
		if b, err := os.ReadFile(path); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		n := 0
		kind, err := Parse(bytes.NewReader(doc), func(e Entry) error {
			n++
			if e.Loc == "" || !utf8.ValidString(e.Loc) {
				t.Errorf("Loc %q: want non-empty valid UTF-8", e.Loc)
			}
			if e.News != nil && !utf8.ValidString(e.News.Title+e.News.Publication+e.News.Language) {
				t.Errorf("News %+v: want valid UTF-8", *e.News)
			}
			return nil
		})
		if n > MaxURLs {
			t.Errorf("visits: got %d, want at most %d", n, MaxURLs)
		}
		if err == nil && kind == Unknown {
			t.Errorf("kind: got unknown with no error")
		}
		if err != nil && !strings.HasPrefix(err.Error(), "sitemap: ") {
			t.Errorf("error: got %q, want it to start with \"sitemap: \"", err)
		}
	})
}

func TestParseAtMaxBytes(t *testing.T) {
	prefix, suffix := "<urlset><url><loc>https://example.test/a</loc></url>", "</urlset>"
	for _, tc := range []struct {
		name    string
		size    int64 // total document size
		wantErr error
	}{
		{"exactly MaxBytes", MaxBytes, nil},
		{"one byte more", MaxBytes + 1, ErrTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &repeatReader{prefix: prefix, filler: strings.Repeat(" ", 4096), left: tc.size - int64(len(prefix)+len(suffix)), suffix: suffix}
			kind, got, err := parseAll(t, r)
			if !errors.Is(err, tc.wantErr) {
				t.Errorf("error: got %v, want %v", err, tc.wantErr)
			}
			if kind != URLSet || len(got) != 1 {
				t.Errorf("got %v with %d entries, want urlset with 1", kind, len(got))
			}
		})
	}
}

func TestKindString(t *testing.T) {
	for _, tc := range []struct {
		kind Kind
		want string
	}{
		{Unknown, "unknown"},
		{URLSet, "urlset"},
		{Index, "sitemapindex"},
		{Text, "text"},
		{Kind(99), "unknown"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := tc.kind.String(); got != tc.want {
				t.Errorf("Kind(%d).String(): got %q, want %q", int(tc.kind), got, tc.want)
			}
		})
	}
}
