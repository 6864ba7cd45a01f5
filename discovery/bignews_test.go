package discovery

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
	"github.com/broadsheet/broadsheet/discovery/sitetest/bignews"
)

// startBigNews serves a generated news site whose sitemap lists urls URLs, one a minute back from
// fixedNow, and returns its base URL and the size of the sitemap.
func startBigNews(t testing.TB, urls int) (string, int) {
	t.Helper()
	site := bignews.Site{URLs: urls, Now: clock}
	srv := httptest.NewServer(site.Handler())
	t.Cleanup(srv.Close)
	var n countingWriter
	if err := site.WriteSitemap(&n, srv.URL); err != nil {
		t.Fatal(err)
	}
	// Ask once, so that the server holds the sitemap before anything is measured.
	resp, err := http.Get(srv.URL + bignews.SitemapPath)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return srv.URL, int(n)
}

// countingWriter counts what is written to it.
type countingWriter int

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}

// TestDiscoverBigNewsSitemap discovers a site whose news sitemap lists 50,000 URLs in about 50 MB,
// streamed from the server into the parser: the counts reported are exact, while only the newest
// articles are kept, the memory held after the discovery is a small part of the sitemap's size, and
// less is allocated in all than the sitemap's size.
func TestDiscoverBigNewsSitemap(t *testing.T) {
	base, size := startBigNews(t, 50000)
	if size < 45<<20 || size > sitemap.MaxBytes {
		t.Fatalf("generated sitemap is %d bytes, want about 50 MB", size)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	res, err := Discover(context.Background(), base, testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if got, want := res.Outcome, OutcomeNewsSitemap; got != want {
		t.Fatalf("outcome = %q, want %q (%s)", got, want, res.Message)
	}
	if len(res.Sitemaps) != 1 || res.Sitemaps[0].Entries != 50000 {
		t.Errorf("sitemaps = %+v, want one of 50000 entries", res.Sitemaps)
	}
	if want := "lists 50000 articles with titles and dates, 1441 of them from the last 24 hours"; !strings.Contains(res.Message, want) {
		t.Errorf("message = %q, want it to say %q", res.Message, want)
	}
	if got, want := len(res.Articles), maxKeptOthers; got != want {
		t.Fatalf("%d articles kept, want %d", got, want)
	}
	if got, want := res.Articles[0].Published, fixedNow.Truncate(time.Minute); !got.Equal(want) {
		t.Errorf("first article published %v, want the newest, %v", got, want)
	}
	if got, want := res.Articles[len(res.Articles)-1].Published, fixedNow.Add(-(maxKeptOthers-1)*time.Minute); !got.Equal(want) {
		t.Errorf("last article published %v, want %v: the newest %d are kept", got, want, maxKeptOthers)
	}
	// What stays live is the result, not the body nor every entry: a tenth of the sitemap is far
	// more than enough.
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > int64(size/10) {
		t.Errorf("heap grew by %d bytes over a %d-byte sitemap", grew, size)
	}
	// Reading the body whole would allocate at least its size; streamed, the parse allocates less in
	// all than the sitemap's bytes.
	if allocated := after.TotalAlloc - before.TotalAlloc; allocated >= uint64(size) {
		t.Errorf("allocated %d bytes in all over a %d-byte sitemap: the body was held whole", allocated, size)
	}
}

func TestEntryKeeper(t *testing.T) {
	// 3,000 sections, then 5,000 dated articles in no order of date, then 10 undated ones.
	var entries []sitemap.Entry
	for i := range 3000 {
		entries = append(entries, sitemap.Entry{Loc: fmt.Sprintf("https://paper.test/d%d/", i)})
	}
	for i := range 5000 {
		// Dates in a scrambled order: minute (i*7919)%5000 before fixedNow.
		when := fixedNow.Add(-time.Duration((i*7919)%5000) * time.Minute)
		entries = append(entries, sitemap.Entry{Loc: fmt.Sprintf("https://paper.test/news/2026/11/29/story-number-%d-of-the-day", i), LastMod: when})
	}
	for i := range 10 {
		entries = append(entries, sitemap.Entry{Loc: fmt.Sprintf("https://paper.test/news/undated-story-number-%d", i)})
	}
	tally := newSitemapTally(fixedNow)
	var k entryKeeper
	for _, e := range entries {
		shape, when := tally.add(e)
		k.add(e, shape == shapeSection, when)
	}
	if got, want := tally.judgement(), ClassifySitemap(entries, fixedNow); got != want {
		t.Errorf("tally = %+v, want what ClassifySitemap says of all entries, %+v", got, want)
	}
	kept := k.entries()
	var sections, others int
	last := -1
	for _, e := range kept {
		i := indexOf(entries, e.Loc)
		if i <= last {
			t.Fatalf("kept entries out of the document's order at %s", e.Loc)
		}
		last = i
		if strings.HasSuffix(e.Loc, "/") {
			sections++
			if i >= maxKeptSections {
				t.Errorf("section %s kept, beyond the first %d", e.Loc, maxKeptSections)
			}
			continue
		}
		others++
		if fixedNow.Sub(e.LastMod) >= maxKeptOthers*time.Minute {
			t.Errorf("%s of %v kept, not among the %d newest", e.Loc, e.LastMod, maxKeptOthers)
		}
	}
	if sections != maxKeptSections || others != maxKeptOthers {
		t.Errorf("kept %d sections and %d others, want %d and %d", sections, others, maxKeptSections, maxKeptOthers)
	}
}

// indexOf returns the place of the entry at loc in entries.
func indexOf(entries []sitemap.Entry, loc string) int {
	for i, e := range entries {
		if e.Loc == loc {
			return i
		}
	}
	return -1
}

// BenchmarkDiscoverBigNewsSitemap discovers a site whose news sitemap lists 50,000 URLs in about
// 50 MB, served from memory on loopback: MB/s is the sitemap's bytes through the whole procedure.
func BenchmarkDiscoverBigNewsSitemap(b *testing.B) {
	base, size := startBigNews(b, 50000)
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		res, err := Discover(context.Background(), base, testOptions(), nil)
		if err != nil {
			b.Fatal(err)
		}
		if res.Outcome != OutcomeNewsSitemap {
			b.Fatalf("outcome %q", res.Outcome)
		}
	}
}

// TestRefreshBigSitemap refreshes a followed news sitemap of 50,000 URLs, streamed into the parser:
// the MaxFreshItems newest items come back, newest first, and the heap left after the refresh holds
// far less than the sitemap's size, and less was allocated in all than the sitemap's size.
func TestRefreshBigSitemap(t *testing.T) {
	base, size := startBigNews(t, 50000)
	job := fetch.New(fetch.Config{Now: clock}).NewJob(fetch.JobOptions{Typed: base})
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	up, err := RefreshSitemap(context.Background(), job, base+bignews.SitemapPath, Validators{})
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if got, want := len(up.Items), MaxFreshItems; got != want {
		t.Fatalf("%d items, want %d", got, want)
	}
	for i, it := range up.Items {
		if want := fixedNow.Truncate(time.Minute).Add(-time.Duration(i) * time.Minute); !it.Published.Equal(want) || it.Title == "" {
			t.Fatalf("item %d: %q published %v, want a title and %v", i, it.Title, it.Published, want)
		}
	}
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > int64(size/10) {
		t.Errorf("heap grew by %d bytes over a %d-byte sitemap", grew, size)
	}
	// Reading the body whole would allocate at least its size; streamed, the parse allocates less in
	// all than the sitemap's bytes.
	if allocated := after.TotalAlloc - before.TotalAlloc; allocated >= uint64(size) {
		t.Errorf("allocated %d bytes in all over a %d-byte sitemap: the body was held whole", allocated, size)
	}
}

// TestReadSitemapKeepsWhatNewestItemsWould compares the bounded read of a sitemap with reading every
// entry and then choosing with newestItems: dates out of order, ties, undated entries, entries that
// are no web address, and more than MaxFreshItems of them.
func TestReadSitemapKeepsWhatNewestItemsWould(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`)
	for i := range 3*MaxFreshItems + 7 {
		loc := fmt.Sprintf("https://paper.test/news/2026/11/29/story-%d", i)
		if i%97 == 0 {
			loc = "mailto:desk@paper.test" // no web address: never an item
		}
		switch {
		case i%5 == 0: // undated
			fmt.Fprintf(&b, "<url><loc>%s</loc></url>", loc)
		case i%3 == 0: // a news date, many of them equal
			fmt.Fprintf(&b, "<url><loc>%s</loc><news:news><news:publication_date>%s</news:publication_date><news:title>Story %d</news:title></news:news></url>",
				loc, fixedNow.Add(-time.Duration((i*31)%400)*time.Hour).Format(time.RFC3339), i)
		default: // a lastmod only
			fmt.Fprintf(&b, "<url><loc>%s</loc><lastmod>%s</lastmod></url>", loc, fixedNow.Add(-time.Duration((i*7919)%3000)*time.Minute).Format(time.RFC3339))
		}
	}
	b.WriteString(`</urlset>`)
	body := []byte(b.String())

	got, _, err := readSitemap(body)
	if err != nil {
		t.Fatal(err)
	}
	_, entries, _, err := parseSitemap(body)
	if err != nil {
		t.Fatal(err)
	}
	var all []FreshItem
	for _, e := range entries {
		u, ok := freshURL(e.Loc)
		if !ok {
			continue
		}
		item := FreshItem{URL: u, LastMod: e.LastMod}
		if e.News != nil {
			item.Title, item.Published = e.News.Title, e.News.Published
		}
		if item.Title == "" {
			item.Title, item.TitleFromURL = TitleFromURL(u), true
		}
		all = append(all, item)
	}
	want := newestItems(all)
	got = newestItems(got)
	if len(got) != len(want) {
		t.Fatalf("%d items, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("item %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}
