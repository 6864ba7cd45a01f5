package page

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
)

const pageURL = "https://www.example.test/news/index.html"

// encode returns s in the given encoding. It panics when s cannot be encoded: the tables are
// wrong then, not the code under test.
func encode(enc encoding.Encoding, s string) string {
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		panic("encoding " + s + ": " + err.Error())
	}
	return string(b)
}

// decode returns the bytes of s read in the given encoding, as a page that declares it is read.
func decode(enc encoding.Encoding, s string) string {
	b, err := enc.NewDecoder().Bytes([]byte(s))
	if err != nil {
		panic("decoding " + s + ": " + err.Error())
	}
	return string(b)
}

// parseCase is one page and what Parse must find in it. Fields left empty are not checked, except
// Links and Feeds, which are checked whenever wantLinks or wantFeeds is not nil.
type parseCase struct {
	name        string
	in          string
	url         string // default pageURL
	contentType string
	wantTitle   string
	wantLang    string
	wantBase    string
	wantFeeds   []FeedLink
	wantLinks   []Link
}

func baseCases() []parseCase {
	return []parseCase{
		{
			name:      "title, lang and a plain link",
			in:        `<!DOCTYPE html><html lang="ja"><head><title> 読売新聞 &amp; オンライン </title></head><body><a href="/politics/">政治</a></body></html>`,
			wantTitle: "読売新聞 & オンライン",
			wantLang:  "ja",
			wantBase:  pageURL,
			wantLinks: []Link{{URL: "https://www.example.test/politics/", Text: "政治"}},
		},
		{
			name: "base href resolved against the page, applied to every link and feed",
			in: `<html><head><a href="early">before base</a><base href="/desk/"><base href="https://other.test/">` +
				`<link rel="alternate" type="application/rss+xml" href="rss.xml"></head><body><a href="story/1">One</a><a href="../top">Top</a></body></html>`,
			wantBase:  "https://www.example.test/desk/",
			wantFeeds: []FeedLink{{URL: "https://www.example.test/desk/rss.xml", Type: "application/rss+xml"}},
			wantLinks: []Link{
				{URL: "https://www.example.test/desk/early", Text: "before base"},
				{URL: "https://www.example.test/desk/story/1", Text: "One"},
				{URL: "https://www.example.test/top", Text: "Top"},
			},
		},
		{
			name:      "base href that is not http is ignored",
			in:        `<base href="javascript:void(0)"><a href="a">A</a>`,
			wantBase:  pageURL,
			wantLinks: []Link{{URL: "https://www.example.test/news/a", Text: "A"}},
		},
		{
			name:      "base without href does not count",
			in:        `<base target="_blank"><base href="//cdn.example.test/x/"><a href="a">A</a>`,
			wantBase:  "https://cdn.example.test/x/",
			wantLinks: []Link{{URL: "https://cdn.example.test/x/a", Text: "A"}},
		},
		{
			name: "feeds: relative, other host, JSON Feed, Atom, rel variants",
			in: `<head>
				<link rel="alternate" type="application/rss+xml" title="  All   news " href="/feed/">
				<link rel="alternate" type="application/atom+xml" href="https://feeds.example-cdn.test/atom.xml">
				<link rel="alternate feed" type="application/feed+json" href="feed.json">
				<link rel="ALTERNATE" type="Application/RSS+XML; charset=utf-8" href="//rss.example.test/top.rdf">
				<link rel="feed" type="application/atom+xml" href="/comments/feed/">
				<link rel="alternate" type="application/json" href="/feeds/all.json">
				<link rel="alternate" type="application/rdf+xml" href="/index.rdf">
				<link rel="alternate" type="application/rss+xml" href="/feed/#dup">
			</head>`,
			wantFeeds: []FeedLink{
				{URL: "https://www.example.test/feed/", Title: "All news", Type: "application/rss+xml"},
				{URL: "https://feeds.example-cdn.test/atom.xml", Type: "application/atom+xml"},
				{URL: "https://www.example.test/news/feed.json", Type: "application/feed+json"},
				{URL: "https://rss.example.test/top.rdf", Type: "application/rss+xml"},
				{URL: "https://www.example.test/comments/feed/", Type: "application/atom+xml"},
				{URL: "https://www.example.test/feeds/all.json", Type: "application/json"},
				{URL: "https://www.example.test/index.rdf", Type: "application/rdf+xml"},
			},
			wantLinks: []Link{},
		},
		{
			name: "links that are not feeds",
			in: `<link rel="alternate" hreflang="en" href="/en/">
				<link rel="alternate" type="application/json" href="/wp-json/wp/v2/pages/2">
				<link rel="stylesheet" type="text/css" href="/a.css">
				<link rel="canonical" href="/news/">
				<link rel="alternate" type="application/rss+xml" href="">
				<link rel="alternate" type="application/rss+xml" href="mailto:a@example.test">
				<link rel="alternate" type="text/html" href="/m/">`,
			wantFeeds: []FeedLink{},
			wantLinks: []Link{},
		},
		{
			// Inside <svg> or <math> a tag is foreign, never raw text: an icon's empty <title/> or
			// <style/> does not swallow the page's links up to the next </title> or </style>.
			name: "self-closed title and style inside svg",
			in: `<a href="/share"><svg><title/><desc/><style/><path d="M0 0"/></svg></a>` +
				`<ul><li><a href="/news/story-2904553.html">A story</a></li></ul>` +
				`<math><mi><script/></mi></math><a href="/next">Next</a><title>Page</title>`,
			wantTitle: "Page",
			wantLinks: []Link{
				{URL: "https://www.example.test/share"},
				{URL: "https://www.example.test/news/story-2904553.html", Text: "A story", Context: "A story"},
				{URL: "https://www.example.test/next", Text: "Next"},
			},
		},
		{
			name: "anchor texts",
			in: `<a href="/a">  Breaking
				news  </a><a href="/b"><img src="x.png" alt="Sports"></a><a href="/c" title="Weather"></a>` +
				`<a href="/d" aria-label="Menu"><svg><title>icon</title></svg></a><a href="/e">Foo<b>bar</b></a>` +
				`<a href="/f"><h3>Headline</h3><p>Lead text</p></a><a href="/g">Line<br>break</a><a href="/h"><img alt="ignored">Text wins</a>` +
				`<a href="/i">&nbsp;&#x3000;全角&#x3000;スペース&nbsp;</a><a href="/j"><script>var x = "<a>";</script>After script</a>`,
			wantLinks: []Link{
				{URL: "https://www.example.test/a", Text: "Breaking news"},
				{URL: "https://www.example.test/b", Text: "Sports"},
				{URL: "https://www.example.test/c", Text: "Weather"},
				{URL: "https://www.example.test/d", Text: "Menu"},
				{URL: "https://www.example.test/e", Text: "Foobar"},
				{URL: "https://www.example.test/f", Text: "Headline Lead text"},
				{URL: "https://www.example.test/g", Text: "Line break"},
				{URL: "https://www.example.test/h", Text: "Text wins"},
				{URL: "https://www.example.test/i", Text: "全角 スペース"},
				{URL: "https://www.example.test/j", Text: "After script"},
			},
		},
		{
			name: "which hrefs become links",
			in: `<a href="#top">Top</a><a href="story.html#comments">Comments</a><a href="javascript:void(0)">JS</a>` +
				`<a href="mailto:desk@example.test">Mail</a><a href="tel:123">Tel</a><a name="anchor">No href</a>` +
				`<a href="//other.example.test/x?q=1">Other</a><a href="HTTPS://WWW.Example.test/Up">Upper</a>` +
				"<a href=\" /spaced\n/path \">Spaced</a><a href=\"/日本語/記事\">Japanese</a><a href=\"http://[::1\">Broken</a><a href=\"\">Self</a>",
			wantLinks: []Link{
				{URL: "https://www.example.test/news/index.html", Text: "Top"},
				{URL: "https://www.example.test/news/story.html", Text: "Comments"},
				{URL: "https://other.example.test/x?q=1", Text: "Other"},
				{URL: "https://www.example.test/Up", Text: "Upper"},
				{URL: "https://www.example.test/spaced/path", Text: "Spaced"},
				{URL: "https://www.example.test/%E6%97%A5%E6%9C%AC%E8%AA%9E/%E8%A8%98%E4%BA%8B", Text: "Japanese"},
				{URL: "https://www.example.test/news/index.html", Text: "Self"},
			},
		},
		{
			name: "anchors do not nest, and one left open ends the page",
			in:   `<a href="/one">One<a href="/two">Two</a><p><a href="/three">Three`,
			wantLinks: []Link{
				{URL: "https://www.example.test/one", Text: "One"},
				{URL: "https://www.example.test/two", Text: "Two"},
				{URL: "https://www.example.test/three", Text: "Three"},
			},
		},
		{
			name:      "first title only, not one inside svg",
			in:        `<svg><title>Logo</title></svg><title>Page</title><title>Second</title>`,
			wantTitle: "Page",
		},
		{
			name:      "Shift_JIS declared with meta charset",
			in:        encode(japanese.ShiftJIS, `<html><head><meta charset="Shift_JIS"><title>日本経済新聞</title></head><body><a href="/business/">ビジネス</a></body></html>`),
			wantTitle: "日本経済新聞",
			wantLinks: []Link{{URL: "https://www.example.test/business/", Text: "ビジネス"}},
		},
		{
			name:      "EUC-JP declared with http-equiv",
			in:        encode(japanese.EUCJP, `<html><head><meta http-equiv="Content-Type" content="text/html; charset=EUC-JP"><title>朝日新聞デジタル</title></head><body><a href="/national/">社会</a></body></html>`),
			wantTitle: "朝日新聞デジタル",
			wantLinks: []Link{{URL: "https://www.example.test/national/", Text: "社会"}},
		},
		{
			name:        "Shift_JIS from the Content-Type header alone",
			in:          encode(japanese.ShiftJIS, `<title>産経ニュース</title><a href="/world/">国際</a>`),
			contentType: "text/html; charset=Shift_JIS",
			wantTitle:   "産経ニュース",
			wantLinks:   []Link{{URL: "https://www.example.test/world/", Text: "国際"}},
		},
		{
			name:        "the header wins over a meta that disagrees",
			in:          encode(japanese.EUCJP, `<meta charset="utf-8"><title>毎日新聞</title>`),
			contentType: "text/html;charset=euc-jp",
			wantTitle:   "毎日新聞",
		},
		{
			name:      "UTF-8 letters outweigh a meta that declares a legacy charset",
			in:        `<meta http-equiv="Content-Type" content="text/html; charset=euc-kr"><title>대전일보 모바일</title><a href="/mnews.asp?pk_no=1">코로나19 추가확진자 발생</a>`,
			wantTitle: "대전일보 모바일",
			wantLinks: []Link{{URL: "https://www.example.test/mnews.asp?pk_no=1", Text: "코로나19 추가확진자 발생", Context: "코로나19 추가확진자 발생"}},
		},
		{
			name:      "UTF-8 letters outweigh a meta that declares iso-8859-2",
			in:        `<meta charset="iso-8859-2"><title>Zażółć gęślą jaźń – Trójmiasto</title>`,
			wantTitle: "Zażółć gęślą jaźń – Trójmiasto",
		},
		{
			name:      "four UTF-8 letters outweigh a meta that declares iso-8859-1",
			in:        `<meta http-equiv="content-type" content="text/html; charset=iso-8859-1"><title>Fly fra hårdt ramte områder til Danmark stoppes</title><script>var x = 1;</script><h1>Nordsjællands Hospital i Hillerød</h1>`,
			wantTitle: "Fly fra hårdt ramte områder til Danmark stoppes",
		},
		{
			name: "UTF-8 letters past a long ASCII head outweigh a meta that declares iso-8859-1",
			in: `<meta http-equiv="content-type" content="text/html; charset=iso-8859-1"><script>` + strings.Repeat("var a = 1;\n", 2000) +
				`</script><a href="/s">OVERVIEW: ‘When it smells fishy, then it is fishy’ – Fuzile tells “the inquiry”</a>`,
			wantLinks: []Link{{URL: "https://www.example.test/s", Text: "OVERVIEW: ‘When it smells fishy, then it is fishy’ – Fuzile tells “the inquiry”"}},
		},
		{
			name: "iso-8859-1 past a long ASCII head keeps its meta",
			in: encode(charmap.Windows1252, `<meta http-equiv="content-type" content="text/html; charset=iso-8859-1"><script>`+strings.Repeat("var a = 1;\n", 2000)+
				`</script><a href="/s">Café “news”: ‘Ça va’ à Genève</a>`),
			wantLinks: []Link{{URL: "https://www.example.test/s", Text: "Café “news”: ‘Ça va’ à Genève"}},
		},
		{
			name: "a header's iso-8859-1 wins over UTF-8 letters past a long ASCII head",
			in: `<script>` + strings.Repeat("var a = 1;\n", 2000) +
				`</script><a href="/s">‘fishy’ é è</a>`,
			contentType: "text/html; charset=iso-8859-1",
			wantLinks:   []Link{{URL: "https://www.example.test/s", Text: decode(charmap.Windows1252, "‘fishy’ é è")}},
		},
		{
			name:      "a meta of a charset of two bytes a character wins over four UTF-8 letters",
			in:        `<meta charset="euc-kr"><title>뉴스 소식</title>`,
			wantTitle: decode(korean.EUCKR, "뉴스 소식"),
		},
		{
			name:      "a meta wins over a few bytes that happen to be valid UTF-8",
			in:        encode(charmap.Windows1252, `<meta charset="windows-1252"><title>Ã© Ã¨</title>`),
			wantTitle: "Ã© Ã¨",
		},
		{
			name:      "windows-1252 declared",
			in:        encode(charmap.Windows1252, `<meta charset="windows-1252"><title>Café “news”</title>`),
			wantTitle: "Café “news”",
		},
		{
			name:      "undeclared UTF-8 after a long ASCII head",
			in:        "<html><head><!--" + strings.Repeat("x", 2000) + "--><title>東京新聞</title></head></html>",
			wantTitle: "東京新聞",
		},
		{
			name: "Shift_JIS declared after a long head",
			in: encode(japanese.ShiftJIS, "<html><head><!-- "+strings.Repeat("コメント", 600)+" --><script>var a = 1;</script>"+
				`<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=Shift_JIS"><title>地方新聞</title></head></html>`),
			wantTitle: "地方新聞",
		},
		{
			name:      "a declaration inside a comment does not count",
			in:        `<!-- <meta charset="euc-jp"> --><title>西日本新聞</title>`,
			wantTitle: "西日本新聞",
		},
		{
			name:      "undeclared and not UTF-8 is read as windows-1252",
			in:        "<title>caf\xe9</title>",
			wantTitle: "café",
		},
		{
			name:      "UTF-8 byte order mark",
			in:        "\ufeff<title>北海道新聞</title>",
			wantTitle: "北海道新聞",
		},
		{
			name:      "invalid UTF-8 becomes U+FFFD",
			in:        "<meta charset=utf-8><title>bad \xff byte</title><a href=\"/x\">bad \xfe</a>",
			wantTitle: "bad \uFFFD byte",
			wantLinks: []Link{{URL: "https://www.example.test/x", Text: "bad \uFFFD"}},
		},
		{
			name:      "page URL after a redirect is the base",
			url:       "http://example.test/en/",
			in:        `<a href="world/">World</a>`,
			wantBase:  "http://example.test/en/",
			wantLinks: []Link{{URL: "http://example.test/en/world/", Text: "World"}},
		},
	}
}

func TestParse(t *testing.T) {
	for _, tc := range baseCases() {
		t.Run(tc.name, func(t *testing.T) {
			u := tc.url
			if u == "" {
				u = pageURL
			}
			p, err := Parse(strings.NewReader(tc.in), u, tc.contentType)
			if err != nil {
				t.Fatalf("error: got %v, want none", err)
			}
			if p.URL != u {
				t.Errorf("URL: got %q, want %q", p.URL, u)
			}
			if tc.wantTitle != "" && p.Title != tc.wantTitle {
				t.Errorf("Title: got %q, want %q", p.Title, tc.wantTitle)
			}
			if tc.wantLang != "" && p.Lang != tc.wantLang {
				t.Errorf("Lang: got %q, want %q", p.Lang, tc.wantLang)
			}
			if tc.wantBase != "" && p.Base != tc.wantBase {
				t.Errorf("Base: got %q, want %q", p.Base, tc.wantBase)
			}
			if tc.wantFeeds != nil && !sameFeeds(p.Feeds, tc.wantFeeds) {
				t.Errorf("Feeds:\n got  %q\n want %q", p.Feeds, tc.wantFeeds)
			}
			if tc.wantLinks != nil && !sameLinks(p.Links, tc.wantLinks) {
				t.Errorf("Links:\n got  %+v\n want %+v", p.Links, tc.wantLinks)
			}
		})
	}
}

func sameFeeds(got, want []FeedLink) bool {
	return len(got) == len(want) && (len(got) == 0 || reflect.DeepEqual(got, want))
}

// sameLinks compares the addresses, texts and navigation flags of links; their items (Heading,
// Time, Context) have a test of their own, TestLinkItems.
func sameLinks(got, want []Link) bool {
	return len(got) == len(want) && (len(got) == 0 || reflect.DeepEqual(plainLinks(got), plainLinks(want)))
}

func plainLinks(links []Link) []Link {
	out := make([]Link, len(links))
	for i, l := range links {
		out[i] = Link{URL: l.URL, Text: l.Text, Nav: l.Nav}
	}
	return out
}

func TestParseErrors(t *testing.T) {
	boom := errors.New("connection reset")
	tests := []struct {
		name    string
		r       io.Reader
		url     string
		wantErr error
		errText string
	}{
		{"relative page URL", strings.NewReader("<a href=x>x</a>"), "/news/", nil, "not an absolute http(s) URL"},
		{"ftp page URL", strings.NewReader(""), "ftp://example.test/", nil, "not an absolute http(s) URL"},
		{"unparseable page URL", strings.NewReader(""), "http://[::1", nil, "not an absolute http(s) URL"},
		{"read error in the head", iotest.ErrReader(boom), pageURL, boom, "page: reading"},
		{"read error later", io.MultiReader(strings.NewReader("<title>x</title>"+strings.Repeat(" ", 5000)), iotest.ErrReader(boom)), pageURL, boom, "page: reading"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.r, tc.url, "")
			if err == nil {
				t.Fatalf("error: got none and %+v, want one", p)
			}
			if tc.wantErr != nil && !errors.Is(err, tc.wantErr) {
				t.Errorf("error: got %v, want one wrapping %v", err, tc.wantErr)
			}
			if !strings.Contains(err.Error(), tc.errText) || !strings.HasPrefix(err.Error(), "page: ") {
				t.Errorf("error: got %q, want \"page: ...%s...\"", err, tc.errText)
			}
		})
	}
}

// malformedPages are broken pages that must parse without error (and never panic).
var malformedPages = []string{
	"",
	"<",
	"<a",
	"<a href",
	"<a href='",
	"<a href=\"/x",
	"</a></a></title>",
	"<title>",
	"<title>unterminated",
	"<script>",
	"<svg><svg><svg><title>x",
	"<base href=>",
	"<base href='http://%zz/'><a href='x'>x</a>",
	"<link rel=alternate type=application/rss+xml href='http://%zz/'>",
	"<link rel=alternate type='application/rss+xml; charset=\"' href=/f>",
	"<!-- <a href='/hidden'>x</a>",
	"<![CDATA[<a href=/x>",
	"<meta charset='x-bogus'><title>t</title>",
	"<meta charset='utf-16'><title>t</title>",
	"\xff\xfe<\x00a\x00>\x00",
	"\x00\x00\x00<a href=/x>\x00</a>",
	strings.Repeat("<div>", 10000) + "<a href=/deep>deep</a>",
	strings.Repeat("<a href=/x>", 1000),
}

func TestParseMalformed(t *testing.T) {
	for i, in := range malformedPages {
		t.Run(strings.ToValidUTF8(in[:min(len(in), 30)], "?")+"#"+string(rune('a'+i%26)), func(t *testing.T) {
			p, err := Parse(strings.NewReader(in), pageURL, "")
			if err != nil {
				t.Fatalf("error: got %v, want none", err)
			}
			checkValid(t, p)
		})
	}
}

func TestParseHiddenLinkInComment(t *testing.T) {
	p, err := Parse(strings.NewReader("<!-- <a href='/hidden'>x</a> --><a href='/shown'>y</a>"), pageURL, "")
	if err != nil {
		t.Fatal(err)
	}
	want := []Link{{URL: "https://www.example.test/shown", Text: "y"}}
	if !reflect.DeepEqual(p.Links, want) {
		t.Errorf("Links: got %+v, want %+v", p.Links, want)
	}
}

func TestParseLeavesOutUserInfo(t *testing.T) {
	tests := []struct {
		name, html string
		feeds      []FeedLink
		links      []Link
		left       int
	}{
		{"feed", `<link rel="alternate" type="application/rss+xml" href="http://u:hunter2@www.example.test/feed.xml">
			<link rel="alternate" type="application/rss+xml" href="/rss.xml">`,
			[]FeedLink{{URL: "https://www.example.test/rss.xml", Type: "application/rss+xml"}}, nil, 1},
		{"link", `<a href="https://u:hunter2@www.example.test/news/">News</a><a href="https://u@www.example.test/a">A</a><a href="/world/">World</a>`,
			nil, []Link{{URL: "https://www.example.test/world/", Text: "World"}}, 2},
		{"base", `<base href="http://u:hunter2@www.example.test/desk/"><a href="story">Story</a>`,
			nil, []Link{{URL: "https://www.example.test/news/story", Text: "Story"}}, 0},
		{"an @ in the path", `<a href="/@desk/news">Desk</a>`,
			nil, []Link{{URL: "https://www.example.test/@desk/news", Text: "Desk"}}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader(tt.html), pageURL, "")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(p.Feeds, tt.feeds) {
				t.Errorf("Feeds: got %+v, want %+v", p.Feeds, tt.feeds)
			}
			if !reflect.DeepEqual(p.Links, tt.links) {
				t.Errorf("Links: got %+v, want %+v", p.Links, tt.links)
			}
			if p.WithUserInfo != tt.left {
				t.Errorf("WithUserInfo = %d, want %d", p.WithUserInfo, tt.left)
			}
			if strings.Contains(p.Base, "hunter2") {
				t.Errorf("Base = %q, want it without the password", p.Base)
			}
		})
	}
}

// checkValid fails the test when a string of p is not valid UTF-8 or a URL is not absolute http(s).
func checkValid(t *testing.T, p *Page) {
	t.Helper()
	strs := []string{p.Title, p.Lang, p.Base}
	for _, f := range p.Feeds {
		strs = append(strs, f.URL, f.Title, f.Type)
		if !strings.HasPrefix(f.URL, "http://") && !strings.HasPrefix(f.URL, "https://") {
			t.Errorf("feed URL %q: want absolute http(s)", f.URL)
		}
	}
	for _, l := range p.Links {
		strs = append(strs, l.URL, l.Text)
		if !strings.HasPrefix(l.URL, "http://") && !strings.HasPrefix(l.URL, "https://") || strings.Contains(l.URL, "#") {
			t.Errorf("link URL %q: want absolute http(s) without fragment", l.URL)
		}
	}
	for _, s := range strs {
		if !utf8.ValidString(s) {
			t.Errorf("%q: want valid UTF-8", s)
		}
	}
}

// TestParseFixtures reads the stored pages under testdata/, bytes as a site would send them.
func TestParseFixtures(t *testing.T) {
	tests := []struct {
		file        string
		contentType string
		wantTitle   string
		wantFeeds   int
		wantLink    Link // one link that must be there
	}{
		{"sjis.html", "text/html", "ITmedia NEWS：最新記事一覧", 1, Link{URL: "https://www.example.test/news/articles/2611/29/news001.html", Text: "国内ニュース：新型スマートフォン発表"}},
		{"eucjp.html", "", "東京ローカル新聞 トップ", 0, Link{URL: "https://www.example.test/local/economy/", Text: "経済"}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if utf8.Valid(b) {
				t.Fatalf("%s is valid UTF-8; the fixture must be stored in its legacy charset", tc.file)
			}
			p, err := Parse(bytes.NewReader(b), pageURL, tc.contentType)
			if err != nil {
				t.Fatal(err)
			}
			checkValid(t, p)
			if p.Title != tc.wantTitle {
				t.Errorf("Title: got %q, want %q", p.Title, tc.wantTitle)
			}
			if len(p.Feeds) != tc.wantFeeds {
				t.Errorf("Feeds: got %d %q, want %d", len(p.Feeds), p.Feeds, tc.wantFeeds)
			}
			found := false
			for _, l := range p.Links {
				found = found || Link{URL: l.URL, Text: l.Text, Nav: l.Nav} == tc.wantLink
			}
			if !found {
				t.Errorf("Links: got %+v, want one %+v", p.Links, tc.wantLink)
			}
		})
	}
}

// corpusRoot holds real-world files written to break parsers; none is a web page, which makes them a
// good sweep for a parser that must take anything.
const corpusRoot = "../../../shared/corpus"

func corpusFiles(t testing.TB) []string {
	var files []string
	filepath.WalkDir(corpusRoot, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, path)
		}
		return nil
	})
	return files
}

func TestCorpusSweep(t *testing.T) {
	files := corpusFiles(t)
	if len(files) == 0 {
		t.Skip("corpus not present")
	}
	for _, path := range files {
		rel, _ := filepath.Rel(corpusRoot, path)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			type result struct {
				p   *Page
				err error
			}
			done := make(chan result, 1)
			go func() {
				p, err := Parse(bytes.NewReader(b), "https://corpus.example.test/dir/file", "")
				done <- result{p, err}
			}()
			var res result
			select {
			case res = <-done:
			case <-time.After(30 * time.Second):
				t.Fatal("Parse has not returned after 30 s")
			}
			if res.err != nil {
				t.Fatalf("error: got %v, want none", res.err)
			}
			checkValid(t, res.p)
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, tc := range baseCases() {
		f.Add([]byte(tc.in), tc.contentType)
	}
	for _, in := range malformedPages {
		f.Add([]byte(in), "")
	}
	for _, name := range []string{"sjis.html", "eucjp.html"} {
		if b, err := os.ReadFile(filepath.Join("testdata", name)); err == nil {
			f.Add(b, "")
		}
	}
	for _, path := range corpusFiles(f) {
		if strings.Contains(path, "chardet") || strings.Contains(path, "crawler-commons") {
			if b, err := os.ReadFile(path); err == nil {
				f.Add(b, "text/html")
			}
		}
	}
	f.Fuzz(func(t *testing.T, doc []byte, contentType string) {
		p, err := Parse(bytes.NewReader(doc), pageURL, contentType)
		if err != nil {
			t.Fatalf("error: got %v, want none for any page", err)
		}
		checkValid(t, p)
	})
}

// TestParseOwn checks the address a page gives as its own: its first canonical link, else its first
// og:url, resolved against its base, and only an http(s) one without a password.
func TestParseOwn(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"none", `<title>x</title><a href="/a">a</a>`, ""},
		{"canonical", `<link rel="canonical" href="https://news.example.test/world/">`, "https://news.example.test/world/"},
		{"canonical among other rels", `<link rel="Canonical nofollow" href="https://news.example.test/">`, "https://news.example.test/"},
		{"og:url without a canonical link", `<meta property="og:url" content="https://www.example.test/politik/">`, "https://www.example.test/politik/"},
		{"canonical before og:url", `<meta property="og:url" content="https://www.example.co.uk/"><link rel="canonical" href="https://www.example.com/">`, "https://www.example.com/"},
		{"resolved against the base", `<base href="https://cdn.example.test/desk/"><link rel="canonical" href="world">`, "https://cdn.example.test/desk/world"},
		{"first canonical", `<link rel="canonical" href="https://a.test/1"><link rel="canonical" href="https://a.test/2">`, "https://a.test/1"},
		{"fragment dropped", `<link rel="canonical" href="https://a.test/x#top">`, "https://a.test/x"},
		{"not http", `<link rel="canonical" href="javascript:void(0)"><meta property="og:url" content="ftp://a.test/">`, ""},
		{"not http, then og:url", `<link rel="canonical" href="mailto:a@a.test"><meta property="og:url" content="https://a.test/">`, "https://a.test/"},
		{"with a password", `<link rel="canonical" href="https://me:secret@a.test/">`, ""},
		{"empty", `<link rel="canonical" href=" "><meta property="og:url" content="">`, ""},
		{"other metas", `<meta name="og:url" content="https://a.test/"><meta property="og:title" content="https://b.test/">`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader(tc.in), pageURL, "")
			if err != nil {
				t.Fatal(err)
			}
			if p.Own != tc.want {
				t.Errorf("Own: got %q, want %q", p.Own, tc.want)
			}
		})
	}
}

// TestParseRel checks what each link keeps of its anchor's rel attribute, written in any case and
// spacing, the way WordPress, hAtom and aggregator themes write a permalink ("bookmark") beside a
// link that leaves the site ("nofollow", "external").
func TestParseRel(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want Rel
	}{
		{"none", `<a href="/a">a</a>`, 0},
		{"bookmark", `<h2 class="entry-title"><a href="/2024/05/01/x/" rel="bookmark">X</a></h2>`, RelBookmark},
		{"case and spaces", `<a href="/ro/s/1" rel=" NoFollow   external ">Y</a>`, RelNofollow | RelExternal},
		{"a tab and other words", "<a href=\"/a\" rel=\"noopener\tbookmark noreferrer\">a</a>", RelBookmark},
		{"empty", `<a href="/a" rel="">a</a>`, 0},
		{"only spaces", `<a href="/a" rel="  ">a</a>`, 0},
		{"a longer word", `<a href="/a" rel="bookmarks nofollowed">a</a>`, 0},
		{"not the image's", `<a href="/a"><img src="/i.jpg" rel="bookmark" alt="a"></a>`, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader(tc.in), pageURL, "")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Links) != 1 {
				t.Fatalf("got %d links, want 1", len(p.Links))
			}
			if got := p.Links[0].Rel; got != tc.want {
				t.Errorf("Rel: got %b, want %b", got, tc.want)
			}
		})
	}
}

// TestParseAdjacent checks the posts before and after a page that its head names: a blog's
// WordPress head with titles (entities and a no-break space in them, a relative address), "previous"
// in capitals, and a list's next page, written without a title, left out.
func TestParseAdjacent(t *testing.T) {
	const in = `<html><head>
<link rel='prev' title='PeerTube&#160;: les réponses à vos questions techniques&#160;!' href='https://framablog.org/2017/12/01/peertube-les-reponses/' />
<link rel='next' title='Qui veut cadenasser le Web&#160;?' href='/2017/12/11/qui-veut-cadenasser-le-web/' />
<link rel="PREVIOUS" title="Ein früherer Beitrag" href="/2017/11/30/frueher/">
<link rel="next" href="/page/2/">
<link rel="alternate" type="application/rss+xml" title="Feed" href="/feed/">
</head><body></body></html>`
	p, err := Parse(strings.NewReader(in), "https://framablog.org/2017/12/02/avancer-ensemble/", "")
	if err != nil {
		t.Fatal(err)
	}
	want := []AdjacentPost{
		{URL: "https://framablog.org/2017/12/01/peertube-les-reponses/", Title: "PeerTube : les réponses à vos questions techniques !"},
		{URL: "https://framablog.org/2017/12/11/qui-veut-cadenasser-le-web/", Title: "Qui veut cadenasser le Web ?"},
		{URL: "https://framablog.org/2017/11/30/frueher/", Title: "Ein früherer Beitrag"},
	}
	if !slices.Equal(p.Adjacent, want) {
		t.Errorf("Adjacent = %+v,\nwant %+v", p.Adjacent, want)
	}
	if len(p.Feeds) != 1 {
		t.Errorf("Feeds = %+v, want the one feed", p.Feeds)
	}
}

// TestRelHas checks that a set of rel words holds each of its words and no other.
func TestRelHas(t *testing.T) {
	r := RelBookmark | RelExternal
	for _, tc := range []struct {
		w    Rel
		want bool
	}{{RelBookmark, true}, {RelExternal, true}, {RelNofollow, false}, {RelBookmark | RelNofollow, false}, {0, true}} {
		if got := r.Has(tc.w); got != tc.want {
			t.Errorf("%b.Has(%b) = %v, want %v", r, tc.w, got, tc.want)
		}
	}
}

// TestClassSays checks the words of class names that name a headline, a kicker or a date, written with
// dashes, underscores or joined in camel case as styled components write them.
func TestClassSays(t *testing.T) {
	tests := []struct {
		name, class            string
		headline, kicker, date bool
	}{
		{"dashed headline", "teaser__title", true, false, false},
		{"underscored kicker", "category_injected", false, true, false},
		{"desk's title is a kicker", "category-title", false, true, false},
		{"styled component kicker", "css-1avbbsd-StyledKicker exb5i2s4", false, true, false},
		{"styled component headline", "ebl152i6 Card-Headline css-1snqz16-StyledHeadline-StyledHeadline", true, false, false},
		{"related post's title", "postTitle", true, false, false},
		{"related post's lead-in", "ctaText", false, false, false},
		{"camel case label", "listItemLabel", false, true, false},
		{"capitals alone are one word", "TITLE", true, false, false},
		{"no word of either", "css-1w4qtvv e1lns1sp6", false, false, false},
		{"a timestamp", "timestamp", false, false, true},
		{"a post's date", "post-date entry-meta", false, false, true},
		{"a date's heading is a heading", "date-title", true, false, false},
		{"a desk's date is a kicker", "category-date", false, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			headline, kicker, _, date := classSays([]byte(tt.class))
			if headline != tt.headline || kicker != tt.kicker || date != tt.date {
				t.Errorf("classSays(%q) = %v, %v, %v; want %v, %v, %v", tt.class, headline, kicker, date, tt.headline, tt.kicker, tt.date)
			}
		})
	}
}
