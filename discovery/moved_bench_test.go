package discovery

import (
	"testing"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// BenchmarkFindReplacement heals a source of each kind the fixture sites change under, with no
// pause, and reports the requests one FindReplacement sent (as the server logged them) beside those a
// discovery of the changed site from scratch sends (fresh-requests), which is what following the site
// anew would cost. The client has read robots.txt before the site changed, as the followed source's
// refreshes would have.
func BenchmarkFindReplacement(b *testing.B) {
	cases := []struct {
		name, start, become, kind, path, title string
	}{
		{"feed-link", "movingfeed", "movingfeed-link", KindFeed, "/rss/index.xml", ""},
		{"feed-guess", "movingfeed", "movingfeed-guess", KindFeed, "/rss/index.xml", ""},
		{"section-feed", "movingdesk", "movingdesk-link", KindSection, "/world/", "World"},
		{"section-renamed", "movingdesk", "movingdesk-renamed", KindSection, "/world/", "World"},
		{"news-sitemap", "movingnews", "movingnews-moved", KindNewsSitemap, "/sitemaps/news.xml", ""},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			site := sitetest.StartWith(b, sitetest.Config{Now: clock}, c.start)[c.start]
			old := Followed{Kind: c.kind, URL: site.URL + c.path, Title: c.title, Site: site.URL + "/", Typed: site.URL + "/"}
			var sent int
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				site.Become(b, c.start)
				client := fetch.New(fetch.Config{Now: clock})
				if _, err := client.NewJob(fetch.JobOptions{Typed: site.URL}).Robots(b.Context(), site.URL+"/"); err != nil {
					b.Fatal(err)
				}
				site.Become(b, c.become)
				site.ResetLog()
				b.StartTimer()
				if _, err := FindReplacement(b.Context(), old, Options{Client: client, Now: clock}, nil); err != nil {
					b.Fatal(err)
				}
				sent = len(site.Log())
			}
			b.StopTimer()
			site.ResetLog()
			if _, err := Discover(b.Context(), site.URL, testOptions(), nil); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(sent), "requests/op")
			b.ReportMetric(float64(len(site.Log())), "fresh-requests")
		})
	}
}
