package app

import (
	"fmt"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/store"
)

// BenchmarkSiteReport reads the report a site's details show, for a site of 185 followed sections (as
// nikkei.com offers), each refreshed once with its requests logged, and 1,000 sources of other sites
// beside it. Nothing is sent: the sources are written to the store directly.
func BenchmarkSiteReport(b *testing.B) {
	ctx := b.Context()
	clk := newClock()
	a := openTestApp(b, clk.now)
	const site = "www.paper.test"
	var adds []store.Source
	for i := range 185 {
		adds = append(adds, newSource(store.KindSection, fmt.Sprintf("https://%s/section-%d/", site, i), site, "", DefaultInterval, clk.now()))
	}
	for i := range 1000 {
		other := fmt.Sprintf("www.other-%d.test", i/10)
		adds = append(adds, newSource(store.KindFeed, fmt.Sprintf("https://%s/feed-%d.xml", other, i), other, "", DefaultInterval, clk.now()))
	}
	added, err := a.store.AddSources(ctx, adds)
	if err != nil {
		b.Fatal(err)
	}
	var reqs []store.Request
	for _, s := range added[:185] {
		reqs = append(reqs, store.Request{Site: site, Time: clk.now(), Step: "section", URL: s.URL, Status: 200,
			Bytes: 40_000, Duration: 120 * time.Millisecond, SourceID: s.ID})
	}
	if err := a.store.LogRequests(ctx, reqs); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		r, err := a.SiteReport(ctx, site)
		if err != nil || len(r.Requests) != 185 {
			b.Fatalf("SiteReport: %d requests, %v", len(r.Requests), err)
		}
	}
}
