package discovery

import (
	"context"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// BenchmarkDiscover runs the whole procedure against the fixture sites modelled on the article's
// eight, with no pause, and reports the requests each discovery sent (as the servers logged them)
// next to the time and memory it took.
func BenchmarkDiscover(b *testing.B) {
	for _, name := range []string{"theverge", "techcrunch", "itmedia", "yomiuri", "asahi", "nikkei", "apnews", "reuters"} {
		b.Run(name, func(b *testing.B) {
			sites := sitetest.StartWith(b, sitetest.Config{Now: clock}, name)
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range sites {
					s.ResetLog()
				}
				if _, err := Discover(context.Background(), sites[name].URL, testOptions(), nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(totalHits(sites)), "requests/op")
		})
	}
	b.Run("nikkei-startups-section", func(b *testing.B) {
		site := sitetest.StartWith(b, sitetest.Config{Now: clock}, "nikkei")["nikkei"]
		b.ReportAllocs()
		for b.Loop() {
			site.ResetLog()
			if _, err := FetchSection(context.Background(), site.URL+"/business/startups/", testOptions(), nil); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(len(site.Log())), "requests/op")
	})
}
