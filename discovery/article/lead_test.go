package article_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// leadLabels are a person's labels of the quality set's lead pictures (testdata/quality/lead.json).
type leadLabel struct {
	Lead  string `json:"lead"`  // "picture", "site" or "none"
	Image string `json:"image"` // of "site": a part of the site's picture's address
}

func loadLeadLabels(t *testing.T) map[string]leadLabel {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(qualityDir, "lead.json"))
	if err != nil {
		t.Fatal(err)
	}
	var l struct {
		Pages map[string]leadLabel `json:"pages"`
	}
	if err := json.Unmarshal(data, &l); err != nil {
		t.Fatal(err)
	}
	return l.Pages
}

// TestLeadPictureQuality adds the lead picture to the pages of the quality set and counts, for the
// sample and held-out pages apart, the pages that gain one. No page gains a picture a person
// labelled as the site's own (a logo, a picture every page shares), a page gains at most one image
// block, at the top, and its text and words are those without it. Run with -v for each page.
func TestLeadPictureQuality(t *testing.T) {
	labels := loadLeadLabels(t)
	gained := map[string]int{}
	pages := map[string]int{}
	for _, p := range loadQuality(t) {
		label, ok := labels[p.ID]
		if !ok {
			t.Errorf("%s: no label in lead.json", p.ID)
			continue
		}
		pages[p.Split]++
		with, err := article.Extract(bytes.NewReader(p.source), p.URL, "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		without, err := article.ExtractWithoutLead(bytes.NewReader(p.source), p.URL, "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		if with.Text != without.Text || with.Words != without.Words || with.Status != without.Status {
			t.Errorf("%s: the lead picture changed the text, words or status", p.ID)
		}
		if reflect.DeepEqual(with.Blocks, without.Blocks) {
			t.Logf("%-8s %-21s %-7s gains nothing", p.Split, p.ID, label.Lead)
			continue
		}
		lead := with.Blocks[0]
		if lead.Kind != article.KindImage || len(with.Blocks) != len(without.Blocks)+1 ||
			!reflect.DeepEqual(with.Blocks[1:], without.Blocks) {
			t.Errorf("%s: the blocks changed otherwise than by a first image", p.ID)
			continue
		}
		gained[p.Split]++
		t.Logf("%-8s %-21s %-7s gains %s (alt %q, caption %q)", p.Split, p.ID, label.Lead, lead.URL, lead.Alt, lead.Caption)
		switch {
		case label.Lead == "site" && strings.Contains(lead.URL, label.Image):
			t.Errorf("%s: gains the site's own picture %s", p.ID, lead.URL)
		case label.Lead == "none":
			t.Errorf("%s: gains %s, but names no lead picture", p.ID, lead.URL)
		case article.IsAdImage(lead.URL):
			t.Errorf("%s: gains the advertisement %s", p.ID, lead.URL)
		}
	}
	for _, split := range []string{"sample", "heldout"} {
		t.Logf("%s: %d of %d pages gain a lead picture", split, gained[split], pages[split])
	}
}

// leadPage is an article page of the shape many news sites write: head, then an <article> holding
// its headline, what comes above the text (top), four paragraphs, and what comes after them (end).
func leadPage(head, top, end string) string {
	para := func(s string) string { return "<p>" + strings.Repeat(s+" ", 5) + "</p>\n" }
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Night ferry resumes | Harbour News</title>
<link rel="icon" href="/static/site-mark.png">` + head + `</head><body>
<header><nav><a href="/">Home</a> <a href="/local/">Local</a></nav></header>
<article><h1>Night ferry resumes</h1>` + top +
		para("The night ferry to the islands sailed again on Friday after a winter in dry dock at the yard.") +
		para("Its crew of six took forty passengers across in under an hour, with the sea calm all the way.") +
		para("The operator said it would run every evening until October, weather and tides allowing.") +
		para("Islanders had asked for the crossing back since the autumn, when the old boat was laid up.") +
		end + `</article><footer><p>Harbour News</p></footer></body></html>`
}

// TestLeadPicture tables the shapes in which a page names its lead picture, and whether Extract
// adds it: as the first block, with the alternative text and caption the page gives it, never as
// words of the text.
func TestLeadPicture(t *testing.T) {
	const pageURL = "https://news.example/2024/03/night-ferry"
	tests := []struct {
		name, head, top, end string
		want                 *article.Block // the first block; nil: no lead picture is added
	}{
		{name: "og:image, the content has no picture",
			head: `<meta property="og:image" content="https://cdn.news.example/photos/ferry.jpg?w=1200&amp;h=630"><meta property="og:image:alt" content="The ferry leaving the quay">`,
			want: &article.Block{Kind: article.KindImage, URL: "https://cdn.news.example/photos/ferry.jpg?w=1200&h=630", Alt: "The ferry leaving the quay"}},
		{name: "relative twitter:image",
			head: `<meta name="twitter:image" content="/photos/ferry.jpg">`,
			want: &article.Block{Kind: article.KindImage, URL: "https://news.example/photos/ferry.jpg"}},
		{name: "JSON-LD ImageObject with its caption",
			head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Night ferry resumes",
"image":[{"@type":"ImageObject","url":"https://cdn.news.example/photos/ferry-16x9.jpg","caption":"The ferry at dusk"}],
"publisher":{"@type":"Organization","name":"Harbour News","logo":{"@type":"ImageObject","url":"https://cdn.news.example/brand/mark.png"}}}</script>`,
			want: &article.Block{Kind: article.KindImage, URL: "https://cdn.news.example/photos/ferry-16x9.jpg", Caption: "The ferry at dusk"}},
		{name: "JSON-LD @graph",
			head: `<script type="application/ld+json">{"@graph":[{"@type":"WebSite","name":"Harbour News"},{"@type":["Article","NewsArticle"],"image":"https://cdn.news.example/photos/ferry-g.jpg"}]}</script>`,
			want: &article.Block{Kind: article.KindImage, URL: "https://cdn.news.example/photos/ferry-g.jpg"}},
		{name: "the content keeps the figure above the text",
			head: `<meta property="og:image" content="https://cdn.news.example/social/ferry-card.jpg">`,
			top:  `<div class="hero"><figure><img src="/photos/ferry-wide.jpg" alt="The ferry under way"><figcaption>Under way at last.</figcaption></figure></div>`,
			want: &article.Block{Kind: article.KindImage, URL: "https://news.example/photos/ferry-wide.jpg", Alt: "The ferry under way", Caption: "Under way at last."}},
		{name: "the page's figure above the text, which the content leaves out, is preferred to og:image",
			head: `<meta property="og:image" content="https://cdn.news.example/social/ferry-card.jpg">`,
			top:  `<div class="header-media"><figure><img src="/photos/ferry-wide.jpg" data-src="/photos/ferry-wide.jpg" alt="The ferry under way"><figcaption>Under way at last. Photo: the operator</figcaption></figure></div>`,
			want: &article.Block{Kind: article.KindImage, URL: "https://news.example/photos/ferry-wide.jpg", Alt: "The ferry under way", Caption: "Under way at last. Photo: the operator"}},
		{name: "an author's portrait in the byline is no lead",
			top:  `<div class="author"><img src="/people/ines.jpg" width="48" height="48" alt="Ines Calder"> Ines Calder</div>`,
			want: nil},
		{name: "an image near the top already",
			head: `<meta property="og:image" content="https://cdn.news.example/photos/ferry.jpg">`,
			top:  `<p><img src="/photos/quay.jpg" alt="The quay"></p>`,
			want: &article.Block{Kind: article.KindImage, URL: "https://news.example/photos/quay.jpg", Alt: "The quay"}},
		{name: "og:image among the blocks in another size",
			head: `<meta property="og:image" content="http://www.news.example/photos/ferry.jpg?width=1200&amp;quality=80">`,
			end:  `<figure><img src="https://news.example/photos/ferry.jpg?width=640" alt="The ferry"></figure><p>More crossings are planned for the summer, when the days are long.</p>`,
			want: nil},
		{name: "a query that names another picture is another picture",
			head: `<meta property="og:image" content="https://news.example/image.php?id=41&amp;w=1200">`,
			end:  `<figure><img src="https://news.example/image.php?id=40&amp;w=640" alt="The old ferry"></figure>`,
			want: &article.Block{Kind: article.KindImage, URL: "https://news.example/image.php?id=41&w=1200"}},
		{name: "a logo", head: `<meta property="og:image" content="https://news.example/assets/harbour-news-Logo-1200.png">`},
		{name: "the site's icon", head: `<meta property="og:image" content="https://news.example/static/site-mark.png?v=3">`},
		{name: "the publisher's logo",
			head: `<meta property="og:image" content="https://cdn.news.example/brand/mark.png"><script type="application/ld+json">{"@type":"NewsArticle","publisher":{"@type":"Organization","logo":{"@type":"ImageObject","url":"https://cdn.news.example/brand/mark.png"}}}</script>`},
		{name: "a default share picture", head: `<meta property="og:image" content="https://news.example/img/default-share.png">`},
		{name: "an ad server's picture", head: `<meta property="og:image" content="https://ad.doubleclick.net/ddm/ferry.jpg">`},
		{name: "the picture of a Drupal site", head: `<meta property="og:image" content="https://news.example/sites/default/files/2024-03/ferry.jpg">`,
			want: &article.Block{Kind: article.KindImage, URL: "https://news.example/sites/default/files/2024-03/ferry.jpg"}},
		{name: "a data: address", head: `<meta property="og:image" content="data:image/png;base64,iVBORw0KGgo=">`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := leadPage(tt.head, tt.top, tt.end)
			a, err := article.Extract(strings.NewReader(page), pageURL, "text/html")
			if err != nil {
				t.Fatal(err)
			}
			without, err := article.ExtractWithoutLead(strings.NewReader(page), pageURL, "text/html")
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != article.StatusOK || a.Text != without.Text || a.Words != without.Words {
				t.Errorf("status %q, text %q: want ok and the text without the lead picture", a.Status, a.Text)
			}
			added := len(a.Blocks) - len(without.Blocks)
			switch {
			case tt.want == nil && added != 0:
				t.Errorf("added %+v, want no picture", a.Blocks[0])
			case tt.want != nil && !reflect.DeepEqual(a.Blocks[0], *tt.want):
				t.Errorf("first block %+v, want %+v", a.Blocks[0], *tt.want)
			case added > 1:
				t.Errorf("added %d blocks", added)
			}
			for _, b := range a.Blocks {
				if b.Kind == article.KindImage && strings.Contains(a.Text, b.URL) {
					t.Errorf("the text holds the address %s", b.URL)
				}
			}
		})
	}
}

// TestFetchLeadPicture reads pages of the pictures site that name a lead picture their article does
// not show, and fetches it as the reader view fetches an article's pictures: through the same
// client, robots.txt first, so that a picture robots.txt refuses is added as a block but never
// requested.
func TestFetchLeadPicture(t *testing.T) {
	site := sitetest.Start(t, "pictures")
	client := fetch.New(fetch.Config{})
	opts := article.Options{Client: client, Typed: site.URL}
	tests := []struct {
		path    string
		want    article.Block
		wantErr func(error) bool
	}{
		{path: "/lead.html",
			want: article.Block{Kind: article.KindImage, URL: site.URL + "/img/harbour.jpg?w=1200", Alt: "The harbour at dusk, the lighthouse lit"}},
		{path: "/lead-private.html",
			want:    article.Block{Kind: article.KindImage, URL: site.URL + "/private/plans.png", Alt: "Plans for the new lantern"},
			wantErr: func(err error) bool { var d *fetch.DisallowedError; return errors.As(err, &d) }},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			site.ResetLog()
			a, err := article.Fetch(context.Background(), site.URL+tt.path, opts)
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != article.StatusOK || len(a.Blocks) != 4 || !reflect.DeepEqual(a.Blocks[0], tt.want) {
				t.Fatalf("status %q, blocks %+v: want ok, the lead picture %+v and three paragraphs", a.Status, a.Blocks, tt.want)
			}
			if strings.Contains(a.Text, "harbour.jpg") || strings.Contains(a.Text, "The harbour at dusk") {
				t.Errorf("the text holds the picture: %q", a.Text)
			}
			img, err := article.FetchImage(context.Background(), a.Blocks[0].URL, opts)
			if tt.wantErr != nil {
				if err == nil || !tt.wantErr(err) {
					t.Fatalf("FetchImage error = %v, want another", err)
				}
				if n := site.Hits("/private/plans.png"); n != 0 {
					t.Errorf("the picture robots.txt refuses was requested %d times", n)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if img.Format != "jpeg" || img.Width != 960 || img.Height != 540 {
				t.Errorf("got %s %dx%d, want the harbour's jpeg 960x540", img.Format, img.Width, img.Height)
			}
			if n := site.Hits("/img/harbour.jpg?w=1200"); n != 1 {
				t.Errorf("the lead picture was requested %d times, want once", n)
			}
		})
	}
}
