package page_test

import (
	"fmt"
	"strings"

	"github.com/broadsheet/broadsheet/discovery/page"
)

func ExampleParse() {
	html := `<!DOCTYPE html>
<html lang="en"><head>
<title>Example Times</title>
<base href="/edition/">
<link rel="alternate" type="application/rss+xml" title="Top stories" href="https://feeds.example-cdn.test/top.xml">
</head><body>
<a href="world/">World</a>
<a href="business/#top"><img src="b.png" alt="Business"></a>
<a href="mailto:desk@example.test">Write to us</a>
</body></html>`
	p, err := page.Parse(strings.NewReader(html), "https://www.example.test/", "text/html; charset=utf-8")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Title, p.Lang, p.Base)
	for _, f := range p.Feeds {
		fmt.Println("feed:", f.URL, f.Type, f.Title)
	}
	for _, l := range p.Links {
		fmt.Println("link:", l.URL, l.Text)
	}
	// Output:
	// Example Times en https://www.example.test/edition/
	// feed: https://feeds.example-cdn.test/top.xml application/rss+xml Top stories
	// link: https://www.example.test/edition/world/ World
	// link: https://www.example.test/edition/business/ Business
}
