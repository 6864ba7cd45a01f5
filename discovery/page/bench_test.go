package page

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/cleantext"
	"golang.org/x/net/html"
	"golang.org/x/text/encoding/japanese"
)

// newsHomepage builds a news site's homepage of about 400 KB: a head with feeds and a large inline
// script, navigation, and 1,500 article links with Japanese headlines and images.
func newsHomepage() string {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>ニュース速報 | Example Shimbun</title>`)
	b.WriteString(`<link rel="alternate" type="application/rss+xml" title="速報" href="/rss/flash.xml">`)
	b.WriteString(`<link rel="alternate" type="application/atom+xml" href="https://feeds.example-cdn.test/top.atom">`)
	b.WriteString("<script>window.__STATE__ = " + strings.Repeat(`{"a":"<b>x</b>","n":12345},`, 2000) + "null;</script>")
	b.WriteString(`<style>` + strings.Repeat(".c{color:#333}", 500) + `</style></head><body><nav><ul>`)
	for i, desk := range []string{"national", "politics", "business", "world", "sports", "culture", "science", "local"} {
		fmt.Fprintf(&b, `<li><a href="/%s/" class="nav-%d">%s</a></li>`, desk, i, []string{"社会", "政治", "経済", "国際", "スポーツ", "文化", "科学", "地域"}[i])
	}
	b.WriteString("</ul></nav><main>")
	for i := range 1500 {
		fmt.Fprintf(&b, `<article class="card"><a href="/articles/20261129-%05d/#top" data-id="%d">`+
			`<img src="https://img.example-cdn.test/%05d.jpg" alt="写真 %d" width="300" height="200">`+
			`<h3 class="title">衆院予算委員会、補正予算案を可決　与党などの賛成多数で（%d）</h3>`+
			`<time datetime="2026-11-29T12:00:00+09:00">12:00</time></a><p class="lead">本文の冒頭、&quot;引用&quot;&amp;その他。</p></article>`+"\n",
			i, i, i, i, i)
	}
	b.WriteString("</main><footer><a href=\"/about/\">会社案内</a></footer></body></html>")
	return b.String()
}

// BenchmarkParse reads the homepage with Parse, in UTF-8 and in Shift_JIS.
func BenchmarkParse(b *testing.B) {
	utf8Page := newsHomepage()
	sjisPage := encode(japanese.ShiftJIS, strings.Replace(utf8Page, `charset="utf-8"`, `charset="Shift_JIS"`, 1))
	for _, bc := range []struct {
		name, page string
	}{
		{"utf-8", utf8Page},
		{"shift_jis", sjisPage},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.page)))
			b.ReportAllocs()
			for range b.N {
				p, err := Parse(strings.NewReader(bc.page), pageURL, "text/html")
				if err != nil || len(p.Links) != 1509 || len(p.Feeds) != 2 {
					b.Fatalf("got %d links, %d feeds, %v; want 1509, 2, no error", len(p.Links), len(p.Feeds), err)
				}
			}
		})
	}
}

// BenchmarkTreeParse is the usual alternative, for comparison: build the whole tree with html.Parse
// (as goquery does) and walk it for the same links and anchor texts.
func BenchmarkTreeParse(b *testing.B) {
	page := newsHomepage()
	base, err := url.Parse(pageURL)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for range b.N {
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			b.Fatal(err)
		}
		var links []Link
		var text func(n *html.Node, buf *bytes.Buffer)
		text = func(n *html.Node, buf *bytes.Buffer) {
			if n.Type == html.TextNode {
				buf.WriteString(n.Data)
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				text(c, buf)
			}
		}
		var walk func(n *html.Node)
		walk = func(n *html.Node) {
			if n.Type == html.ElementNode && n.Data == "a" {
				for _, at := range n.Attr {
					if at.Key == "href" {
						var buf bytes.Buffer
						text(n, &buf)
						if u, ok := resolve(base, at.Val); ok {
							links = append(links, Link{URL: u, Text: cleantext.Words(buf.String())})
						}
					}
				}
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		walk(doc)
		if len(links) != 1509 {
			b.Fatalf("got %d links, want 1509", len(links))
		}
	}
}
