package article_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

func TestFetch(t *testing.T) {
	site := sitetest.Start(t, "reader")
	tests := []struct {
		name     string
		path     string
		status   string
		title    string
		contains []string // in the text
		absent   []string // not in the text
		minWords int
		lang     string
		wantErr  func(error) bool
	}{
		{name: "article", path: "/article.html", status: article.StatusOK,
			title:    "Harbour town rebuilds its lighthouse, stone by stone",
			contains: []string{"For the first time in forty years", "\n38 volunteers", "\nWe knew every stone", "Fl(2) W 10s 12M", "\nTwo white flashes"},
			minWords: 250, lang: "en"},
		{name: "shift_jis", path: "/tokyo.html", status: article.StatusOK, title: "東京の路面電車、百年の歩み",
			contains: []string{"都内に残る唯一の路面電車", "沿線の暮らしとともに"}, minWords: 150, lang: "ja"},
		{name: "euc-jp", path: "/osaka.html", status: article.StatusOK, title: "大阪の商店街に新しい風",
			contains: []string{"若い店主たち", "にぎわいが戻ってきた"}, minWords: 100, lang: "ja"},
		{name: "windows-1252", path: "/cafe.html", status: article.StatusOK, title: "The café on the quay reopens",
			contains: []string{"Renée Marchal", "forty people – twice", "“We kept the old zinc counter,”", "crêpes"}, minWords: 40},
		{name: "empty", path: "/empty.html", status: article.StatusEmpty, title: "Photo of the day"},
		// A page whose article holds its headline and a word, under a menu of thirty sections: the
		// menu is not the article.
		{name: "menu", path: "/menu.html", status: article.StatusEmpty, title: "半導体新工場、熊本で着工 | 日本経済新聞風",
			absent: []string{"トップ", "マーケット", "ログイン"}},
		{name: "sections", path: "/sections.html", status: article.StatusEmpty, absent: []string{"Football"}},
		// Short real articles under the same menus still read, and without them.
		{name: "flash", path: "/flash.html", status: article.StatusOK, minWords: 40,
			contains: []string{"struck one of its piers in fog.", "until at least Saturday."},
			absent:   []string{"Football", "Newsletters", "Privacy policy", "Subscribe"}},
		{name: "brief", path: "/brief.html", status: article.StatusOK, minWords: 80, lang: "ja",
			contains: []string{"市電の冬ダイヤをあすから始める", "利用者の声を受けた見直しだという。"},
			absent:   []string{"マーケット", "ログイン", "利用規約"}},
		{name: "paywalled", path: "/paywalled.html", status: article.StatusPaywalled,
			title: "What the budget means for your savings"},
		{name: "robots", path: "/private/letters.html", status: article.StatusRefused,
			wantErr: func(err error) bool { var d *fetch.DisallowedError; return errors.As(err, &d) }},
		{name: "403", path: "/forbidden.html", status: article.StatusRefused,
			wantErr: func(err error) bool { var h *fetch.HTTPError; return errors.As(err, &h) && h.Status == 403 }},
		{name: "429", path: "/slowdown.html", status: article.StatusRefused,
			wantErr: func(err error) bool { var h *fetch.HTTPError; return errors.As(err, &h) && h.Status == 429 }},
		{name: "404", path: "/missing.html", status: article.StatusFailed,
			wantErr: func(err error) bool { var h *fetch.HTTPError; return errors.As(err, &h) && h.Status == 404 }},
		{name: "pdf", path: "/report.pdf", status: article.StatusFailed,
			wantErr: func(err error) bool {
				var np *article.NotPageError
				return errors.As(err, &np) && np.ContentType == "application/pdf"
			}},
	}
	client := fetch.New(fetch.Config{})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := article.Fetch(context.Background(), site.URL+tt.path, article.Options{Client: client, Typed: site.URL})
			if a == nil {
				t.Fatal("Fetch returned no article")
			}
			if tt.wantErr == nil && err != nil {
				t.Fatalf("Fetch: %v", err)
			}
			if tt.wantErr != nil && (err == nil || !tt.wantErr(err)) {
				t.Fatalf("Fetch error = %v, not the one expected", err)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "article: ") {
				t.Errorf("error %q does not start with the package name", err)
			}
			if a.Status != tt.status {
				t.Errorf("Status = %q, want %q (words %d, text %q)", a.Status, tt.status, a.Words, a.Text)
			}
			if tt.title != "" && a.Title != tt.title {
				t.Errorf("Title = %q, want %q", a.Title, tt.title)
			}
			for _, s := range tt.contains {
				if !strings.Contains(a.Text, s) {
					t.Errorf("text lacks %q:\n%s", s, a.Text)
				}
			}
			for _, s := range tt.absent {
				if strings.Contains(a.Text, s) {
					t.Errorf("text holds %q:\n%s", s, a.Text)
				}
			}
			if a.Words < tt.minWords {
				t.Errorf("Words = %d, want at least %d", a.Words, tt.minWords)
			}
			if tt.lang != "" && a.Lang != tt.lang {
				t.Errorf("Lang = %q, want %q", a.Lang, tt.lang)
			}
			if strings.ContainsRune(a.Text, '\uFFFD') {
				t.Errorf("text holds replacement characters: %q", a.Text)
			}
			if a.Blocks == nil || a.Requests == nil {
				t.Errorf("Blocks or Requests is nil")
			}
		})
	}
}

func TestFetchNeverSendsRefusedRequests(t *testing.T) {
	site := sitetest.Start(t, "reader")
	client := fetch.New(fetch.Config{})
	a, err := article.Fetch(context.Background(), site.URL+"/private/letters.html", article.Options{Client: client, Typed: site.URL})
	if err == nil {
		t.Fatal("Fetch of a page robots.txt disallows worked")
	}
	for _, p := range site.Paths() {
		if p != "/robots.txt" {
			t.Errorf("the site received %s", p)
		}
	}
	if len(a.Requests) != 1 || a.Requests[0].Step != "robots" {
		t.Errorf("Requests = %+v, want the robots.txt request alone", a.Requests)
	}
}

func TestFetchKeepsToThePublicNetwork(t *testing.T) {
	// A headline's link counts as a link the site supplied: a public source may not send the reader
	// into loopback or a private network.
	site := sitetest.Start(t, "reader")
	client := fetch.New(fetch.Config{})
	for _, typed := range []string{"https://203.0.113.7/feed.xml", ""} {
		a, err := article.Fetch(context.Background(), site.URL+"/article.html",
			article.Options{Client: client, Typed: typed})
		var pe *fetch.PrivateAddressError
		if !errors.As(err, &pe) {
			t.Fatalf("Typed %q: Fetch error = %v, want a *fetch.PrivateAddressError", typed, err)
		}
		if a.Status != article.StatusFailed {
			t.Errorf("Status = %q, want %q", a.Status, article.StatusFailed)
		}
	}
	if n := len(site.Log()); n != 0 {
		t.Errorf("the site received %d requests", n)
	}
}

func TestFetchAddress(t *testing.T) {
	for _, raw := range []string{"", "ftp://example.com/a", "/relative", "mailto:a@example.com"} {
		a, err := article.Fetch(context.Background(), raw, article.Options{Client: fetch.New(fetch.Config{})})
		if !errors.Is(err, article.ErrAddress) {
			t.Errorf("Fetch(%q) error = %v, want ErrAddress", raw, err)
		}
		if a == nil || a.Status != article.StatusFailed {
			t.Errorf("Fetch(%q) article = %+v, want status failed", raw, a)
		}
	}
}

func TestExtractBlocks(t *testing.T) {
	site := sitetest.Start(t, "reader")
	a, err := article.Fetch(context.Background(), site.URL+"/article.html", article.Options{Client: fetch.New(fetch.Config{}), Typed: site.URL})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	var link, image, strong, emphasis bool
	for _, b := range a.Blocks {
		kinds[b.Kind]++
		for _, s := range b.Spans {
			link = link || (s.URL == "https://heritage.example/lighthouses" && s.Text == "national heritage office")
			strong = strong || (s.Strong && strings.TrimSpace(s.Text) == "taken down completely")
			emphasis = emphasis || (s.Emphasis && strings.TrimSpace(s.Text) == "Fresnel lens")
		}
		if b.Kind == article.KindImage {
			image = b.URL == site.URL+"/img/lighthouse.jpg" && b.Alt == "The rebuilt lighthouse at dusk"
		}
		if b.Kind == article.KindHeading && (b.Level < 1 || b.Level > 6) {
			t.Errorf("heading level %d", b.Level)
		}
	}
	want := map[string]int{article.KindHeading: 2, article.KindList: 2, article.KindQuote: 1, article.KindCode: 1,
		article.KindImage: 1}
	for k, n := range want {
		if kinds[k] != n {
			t.Errorf("%d blocks of kind %s, want %d (all: %v)", kinds[k], k, n, kinds)
		}
	}
	if kinds[article.KindParagraph] < 6 {
		t.Errorf("%d paragraphs, want at least 6", kinds[article.KindParagraph])
	}
	if !link || !image || !strong || !emphasis {
		t.Errorf("link %v, image %v, strong %v, emphasis %v: want all", link, image, strong, emphasis)
	}
	if strings.Contains(a.Text, "Most read") || strings.Contains(a.Text, "Contact") {
		t.Errorf("the text holds the page's navigation:\n%s", a.Text)
	}
	if a.Site != "The Reader Gazette" {
		t.Errorf("Site = %q", a.Site)
	}
}

func TestCountWords(t *testing.T) {
	tests := []struct {
		text string
		want int
	}{
		{"", 0},
		{"The lighthouse shines again.", 4},
		{"don't stop", 2},
		{"東京都", 3},
		{"G7 サミット in 広島", 2 + 4 + 2},
		{"2,140 blocks", 3},
	}
	for _, tt := range tests {
		if got := article.CountWords(tt.text); got != tt.want {
			t.Errorf("CountWords(%q) = %d, want %d", tt.text, got, tt.want)
		}
	}
}

func TestExtractBadHTML(t *testing.T) {
	// Nesting deeper than the HTML parser takes is an error in words; anything else is read.
	a, err := article.Extract(strings.NewReader(strings.Repeat("<div>", 5000)), "https://example.com/a", "")
	if err == nil || !strings.HasPrefix(err.Error(), "article: ") || a != nil {
		t.Errorf("Extract of 5000 nested elements = %v, %v; want an error of package article", a, err)
	}
	for _, body := range []string{"", "<", "<html><body><p>unclosed <b>bold <i>both", "\xff\xfe\x00<\x00p", strings.Repeat("<p>a</p>", 5000)} {
		a, err := article.Extract(strings.NewReader(body), "https://example.com/a", "")
		if err != nil {
			t.Errorf("Extract(%q): %v", body[:min(len(body), 20)], err)
			continue
		}
		if want := article.StatusEmpty; len(body) < 100 && a.Status != want {
			t.Errorf("Extract(%q) status = %q, want empty", body[:min(len(body), 20)], a.Status)
		}
	}
}

// TestExtractCleansText checks that controls and direction overrides in a page reach neither the
// article's title nor its text: `broadsheet read` prints both to a terminal.
func TestExtractCleansText(t *testing.T) {
	words := strings.Repeat("The keeper climbed the stairs again and lit the lamp for the boats. ", 8)
	body := "<html><head><title>Harbour\x1b[31m news\u202e</title></head><body><article>" +
		"<h1>Harbour\x1b[31m news\u202e</h1><p>" + words + "\x07Bell\x00 rang.</p><p>" + words + "</p>" +
		"<pre>line one\x1b]0;title\x07\nline two</pre></article></body></html>"
	a, err := article.Extract(strings.NewReader(body), "https://example.com/a", "text/html")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{a.Title, a.Text} {
		if i := strings.IndexFunc(s, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\t' || r == 0x7f || r == '\u202e' }); i >= 0 {
			t.Errorf("control character %U left in %q", []rune(s[i:])[0], s)
		}
	}
	if !strings.Contains(a.Text, "Bell rang.") || !strings.Contains(a.Text, "line two") {
		t.Errorf("text lost its words:\n%s", a.Text)
	}
}

// TestExtractTextIsWords checks that an article's text holds its words only: images, link addresses
// and list numbers are structure in its blocks; ad labels, share bars, lists of other posts and images
// from ad servers are left out altogether.
func TestExtractTextIsWords(t *testing.T) {
	para := func(s string) string {
		return "<p>" + strings.Repeat(s+" ", 6) + "</p>"
	}
	body := `<html lang="en"><head><title>The ferry returns | Harbour News</title></head><body><article>
<h1>The ferry returns</h1>
<div class="article-byline">By Ines Moreau, <time>8:05 AM</time></div>
` + para("The old ferry crossed the bay again on Monday, with forty passengers and two dogs aboard.") + `
<div class="share-bar"><a href="https://social.example/share">Share</a> <a href="https://social.example/tweet">Tweet</a></div>
<figure><img src="/img/ferry.jpg" alt="The ferry at the quay"><figcaption>The ferry at dawn. Photo: Harbour Board</figcaption></figure>
<p>Advertisement</p>
<div class="ad-slot"><img src="https://ad.doubleclick.net/banner.gif" alt="Buy now"></div>
<p>Its captain <img src="/img/captain.jpg" alt="Captain Ines Moreau"> steered it past the breakwater.</p>
<ol><li>Leave the quay at eight</li><li>Arrive at the island at nine</li></ol>
` + para("The crossing takes an hour, and the company plans four crossings a day from the spring.") + `
<img src="https://pixel.example/count.gif" width="1" height="1">
<h3>Related</h3>
<ul><li><a href="/a">Harbour dredging begins</a></li><li><a href="/b">New pier lights</a></li><li><a href="/c">Fish market reopens</a></li></ul>
</article></body></html>`
	a, err := article.Extract(strings.NewReader(body), "https://harbour.example/ferry", "text/html")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"[Image", "https://", "ferry.jpg", "1.", "2.", "Advertisement", "Share", "Tweet",
		"Buy now", "Harbour dredging", "Related", "Photo: Harbour Board", "The ferry returns", "8:05"} {
		if strings.Contains(a.Text, bad) {
			t.Errorf("text holds %q:\n%s", bad, a.Text)
		}
	}
	for _, good := range []string{"Its captain steered it past the breakwater.", "Leave the quay at eight\nArrive at the island at nine",
		"four crossings a day"} {
		if !strings.Contains(a.Text, good) {
			t.Errorf("text lacks %q:\n%s", good, a.Text)
		}
	}
	var images []string
	for _, b := range a.Blocks {
		if b.Kind == article.KindImage {
			images = append(images, b.URL+" | "+b.Alt+" | "+b.Caption)
		}
	}
	want := []string{
		"https://harbour.example/img/ferry.jpg | The ferry at the quay | The ferry at dawn. Photo: Harbour Board",
		"https://harbour.example/img/captain.jpg | Captain Ines Moreau | ",
	}
	if strings.Join(images, "\n") != strings.Join(want, "\n") {
		t.Errorf("images:\n%s\nwant:\n%s", strings.Join(images, "\n"), strings.Join(want, "\n"))
	}
}
