package sitemap_test

import (
	"fmt"
	"strings"

	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

func ExampleParse() {
	doc := `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
  <url>
    <loc>https://news.example.test/national/20261129-1/</loc>
    <news:news>
      <news:publication><news:name>Example Shimbun</news:name><news:language>ja</news:language></news:publication>
      <news:publication_date>2026-11-29T09:30:00+09:00</news:publication_date>
      <news:title>衆院予算委員会、補正予算案を可決</news:title>
    </news:news>
  </url>
  <url><loc>https://news.example.test/about/</loc><lastmod>2026-01-05</lastmod></url>
</urlset>`
	kind, err := sitemap.Parse(strings.NewReader(doc), func(e sitemap.Entry) error {
		if e.News != nil {
			fmt.Println(e.Loc, e.News.Title, e.News.Published.UTC().Format("2006-01-02 15:04"))
		} else {
			fmt.Println(e.Loc, e.LastMod.Format("2006-01-02"))
		}
		return nil
	})
	fmt.Println(kind, err)
	// Output:
	// https://news.example.test/national/20261129-1/ 衆院予算委員会、補正予算案を可決 2026-11-29 00:30
	// https://news.example.test/about/ 2026-01-05
	// urlset <nil>
}
