package app

import (
	"testing"
	"time"
)

// TestSectionHeadlinesDated follows a section page whose headlines say when they were published in
// three ways (a <time> in the teaser, a dated address, "2 hours ago" beside the link), one that says
// nothing, and one dated in the future, and checks the dates the stored headlines carry: the
// page's, in its zone, and none (first seen) where the page says nothing or cannot be believed.
func TestSectionHeadlinesDated(t *testing.T) {
	clk := newClock() // 2026-11-29 12:00 UTC
	site := newTestSite(t)
	site.set("/world/", withETag(`"v1"`, "text/html", sectionPage(`
<article><h2><a href="/world/quiet-night-in-the-harbour-town-a-501">Quiet night in the harbour town</a></h2>
  <time datetime="2026-11-29T08:30:00+01:00">08:30</time></article>
<article><h2><a href="/world/2026/11/28/storm-closes-the-northern-port">Storm closes the northern port</a></h2></article>
<ul><li><a href="/world/ferry-service-resumes-after-the-storm-a-502">Ferry service resumes after the storm</a> 2 hours ago</li>
<li><a href="/world/the-lighthouse-gets-a-new-keeper-a-503">The lighthouse gets a new keeper</a></li>
<li><a href="/world/regatta-dates-for-next-summer-announced-a-504">Regatta dates for next summer announced</a>
  <time datetime="2027-06-01T10:00:00+01:00">1 June</time></li></ul>`)))
	a := openTestApp(t, clk.now)
	src := follow(t, a, site, "sections", Candidate{Kind: KindSection, URL: site.url("/world/"), Title: "World"})[0]
	if _, err := a.RefreshAll(t.Context(), nil); err != nil {
		t.Fatalf("RefreshAll: %v", err)
	}
	hs, err := a.Headlines(t.Context(), HeadlineQuery{SourceID: src.ID})
	if err != nil {
		t.Fatal(err)
	}
	zone := time.FixedZone("", 3600)
	want := map[string]time.Time{
		"/world/quiet-night-in-the-harbour-town-a-501":         time.Date(2026, 11, 29, 8, 30, 0, 0, zone),
		"/world/2026/11/28/storm-closes-the-northern-port":     time.Date(2026, 11, 28, 0, 0, 0, 0, zone),
		"/world/ferry-service-resumes-after-the-storm-a-502":   time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC),
		"/world/the-lighthouse-gets-a-new-keeper-a-503":        {},
		"/world/regatta-dates-for-next-summer-announced-a-504": {},
	}
	if len(hs) != len(want) {
		t.Fatalf("got %d headlines %+v, want %d", len(hs), hs, len(want))
	}
	for _, h := range hs {
		w, ok := want[h.URL[len(site.url("")):]]
		if !ok {
			t.Errorf("unexpected headline %s", h.URL)
			continue
		}
		if !h.Published.Equal(w) {
			t.Errorf("%s: Published = %v, want %v", h.URL, h.Published, w)
		}
	}
}
