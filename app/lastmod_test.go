package app

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// sectionSite is a site of section pages and a section sitemap whose lastmod values the test moves.
type sectionSite struct {
	*testSite
	mu       sync.Mutex
	articles map[string][]string  // section path -> article paths
	lastmod  map[string]time.Time // section path -> lastmod in the sitemap
}

func newSectionSite(t *testing.T, sections ...string) *sectionSite {
	s := &sectionSite{testSite: newTestSite(t), articles: map[string][]string{}, lastmod: map[string]time.Time{}}
	base := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	for i, sec := range sections {
		s.articles[sec] = []string{fmt.Sprintf("%s2026/11/01/first-story-of-the-section-%d", sec, i)}
		s.lastmod[sec] = base.Add(time.Duration(i) * time.Hour)
		sec := sec
		s.set(sec, func(w http.ResponseWriter, r *http.Request) {
			s.mu.Lock()
			defer s.mu.Unlock()
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, "<html><body><h1>Section</h1><ul>")
			for _, a := range s.articles[sec] {
				fmt.Fprintf(w, `<li><a href="%s">Story at %s</a></li>`, a, a)
			}
			fmt.Fprint(w, "</ul></body></html>")
		})
	}
	s.set("/sitemap-sections.xml", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		w.Header().Set("Content-Type", "application/xml")
		fmt.Fprint(w, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
		for sec, lm := range s.lastmod {
			fmt.Fprintf(w, "<url><loc>%s</loc><lastmod>%s</lastmod></url>", s.url(sec), lm.Format(time.RFC3339))
		}
		fmt.Fprint(w, "</urlset>")
	})
	return s
}

// publish adds an article to a section, moving its lastmod when move is true.
func (s *sectionSite) publish(sec string, n int, move bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.articles[sec] = append(s.articles[sec], fmt.Sprintf("%s2026/11/29/another-story-number-%d", sec, n))
	if move {
		s.lastmod[sec] = s.lastmod[sec].Add(24 * time.Hour)
	}
}

// setAllLastmod gives every section one lastmod, as a sitemap written at generation time does.
func (s *sectionSite) setAllLastmod(t time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for sec := range s.lastmod {
		s.lastmod[sec] = t
	}
}

// followSections follows every section of the site, with its section sitemap.
func (s *sectionSite) followSections(t *testing.T, a *App) {
	t.Helper()
	f := &Finding{Site: s.url("/"), Outcome: "sections", sectionSitemap: s.url("/sitemap-sections.xml")}
	for sec := range s.articles {
		f.Sections = append(f.Sections, Candidate{Kind: KindSection, URL: s.url(sec), Title: strings.Trim(sec, "/")})
	}
	if _, err := a.Follow(t.Context(), f, f.Sections); err != nil {
		t.Fatalf("Follow: %v", err)
	}
}

func TestSectionLastmodEarnsTrust(t *testing.T) {
	ctx := t.Context()
	clk := newClock()
	site := newSectionSite(t, "/news/", "/business/", "/sports/")
	a := openTestApp(t, clk.now)
	site.followSections(t, a)

	// Until the site is trusted every section is fetched each cycle, and every change moves its lastmod.
	for cycle := range 4 {
		for _, sec := range []string{"/news/", "/business/", "/sports/"} {
			site.publish(sec, cycle, true)
		}
		if _, err := a.RefreshAll(ctx, nil); err != nil {
			t.Fatal(err)
		}
		clk.advance(time.Hour)
	}
	verdict, err := a.store.SiteVerdict(ctx, hostOf(site.URL))
	if err != nil {
		t.Fatalf("SiteVerdict: %v", err)
	}
	if !verdict.LastModTrusted {
		t.Fatalf("got an untrusted verdict (%q), want trusted after agreeing checks", verdict.Reason)
	}

	// Trusted: only the section whose lastmod moved is fetched, plus one sample of the others.
	before := map[string]int{}
	for _, sec := range []string{"/news/", "/business/", "/sports/"} {
		before[sec] = site.count(sec)
	}
	site.publish("/news/", 10, true)
	results, err := a.RefreshAll(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := site.count("/news/") - before["/news/"]; got != 1 {
		t.Errorf("the moved section was fetched %d times, want 1", got)
	}
	unmoved := site.count("/business/") - before["/business/"] + site.count("/sports/") - before["/sports/"]
	if unmoved != 1 {
		t.Errorf("the two unmoved sections were fetched %d times, want 1 (the sample)", unmoved)
	}
	notModified := 0
	for _, r := range results {
		if r.Status == StatusNotModified {
			notModified++
		}
	}
	if notModified != 1 {
		t.Errorf("got %d sources skipped as not modified, want 1: %+v", notModified, results)
	}
}

func TestSectionLastmodDistrusted(t *testing.T) {
	tests := []struct {
		name string
		// change is what the site does in each cycle.
		change     func(s *sectionSite, cycle int)
		wantReason string
	}{
		{
			name: "one timestamp for every section",
			change: func(s *sectionSite, cycle int) {
				s.publish("/news/", cycle, false)
				s.setAllLastmod(time.Date(2026, 11, 29, 11, 0, 0, 0, time.UTC))
			},
			wantReason: "same moment",
		},
		{
			name: "a section changes while its lastmod stands still",
			change: func(s *sectionSite, cycle int) {
				s.publish("/news/", cycle, true)
				s.publish("/business/", cycle, cycle < 2)
			},
			wantReason: "/business/",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := t.Context()
			clk := newClock()
			site := newSectionSite(t, "/news/", "/business/", "/sports/")
			a := openTestApp(t, clk.now)
			site.followSections(t, a)
			for cycle := range 4 {
				tt.change(site, cycle)
				if _, err := a.RefreshAll(ctx, nil); err != nil {
					t.Fatal(err)
				}
				clk.advance(time.Hour)
			}
			verdict, err := a.store.SiteVerdict(ctx, hostOf(site.URL))
			if err != nil {
				t.Fatalf("SiteVerdict: %v", err)
			}
			if verdict.LastModTrusted || !strings.Contains(verdict.Reason, tt.wantReason) {
				t.Errorf("got trusted=%v (%q), want untrusted with a reason naming %q", verdict.LastModTrusted, verdict.Reason, tt.wantReason)
			}
			// Distrusted: every section is fetched, and the sitemap is no longer read.
			sitemapBefore, newsBefore := site.count("/sitemap-sections.xml"), site.count("/sports/")
			if _, err := a.RefreshAll(ctx, nil); err != nil {
				t.Fatal(err)
			}
			if got := site.count("/sitemap-sections.xml") - sitemapBefore; got != 0 {
				t.Errorf("the sitemap was read %d more times, want 0 once distrusted", got)
			}
			if got := site.count("/sports/") - newsBefore; got != 1 {
				t.Errorf("an unchanged section was fetched %d times, want 1", got)
			}
		})
	}
}

func TestSitePlanReuse(t *testing.T) {
	clk := newClock()
	a := openTestApp(t, clk.now)
	first := a.sitePlan("www.example.test", true)
	tests := []struct {
		name     string
		advance  time.Duration
		reuse    bool
		wantSame bool
	}{
		{"Run within the reuse time shares the reading", time.Minute, true, true},
		{"RefreshAll reads afresh", 0, false, false},
		{"Run after the reuse time reads afresh", planReuse, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clk.advance(tt.advance)
			got := a.sitePlan("www.example.test", tt.reuse)
			if (got == first) != tt.wantSame {
				t.Errorf("got the same plan %v, want %v", got == first, tt.wantSame)
			}
			first = got
		})
	}
}
