package app

import (
	"os/exec"
	"strings"
	"testing"
	"time"
)

// alterDatabase has python3's sqlite3, another program, run script on the database of a while it is
// open: dropping a table or adding a trigger that refuses some writes makes the store fail where a
// real failure would, without a migration.
func alterDatabase(t *testing.T, a *App, script string) {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatal("python3 is needed to alter the test's database from another program")
	}
	prog := `import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
db.executescript(sys.argv[2])
db.close()
`
	if out, err := exec.Command(python, "-c", prog, a.store.Path(), script).CombinedOutput(); err != nil {
		t.Fatalf("altering the database: %v\n%s", err, out)
	}
}

// refusing returns a trigger that makes every write to table that matches when abort with words.
func refusing(name, table, when, words string) string {
	return `CREATE TRIGGER ` + name + `_insert BEFORE INSERT ON ` + table + ` WHEN ` + when + ` BEGIN SELECT RAISE(ABORT, '` + words + `'); END;
CREATE TRIGGER ` + name + `_update BEFORE UPDATE ON ` + table + ` WHEN ` + when + ` BEGIN SELECT RAISE(ABORT, '` + words + `'); END;`
}

// TestHealingTroubleIsSeen follows a feed that then answers 404, on a database whose healing counts
// cannot be read or kept: the refresh says so in its result and, while the source can still be
// written, in the source's words, which a site's details show.
func TestHealingTroubleIsSeen(t *testing.T) {
	tests := []struct {
		name   string
		script string
		// recorded says the trouble reaches the source's words; else the result says it could not.
		recorded bool
	}{
		{"the count cannot be kept", `DROP TABLE source_healing;`, true},
		{"nor the trouble recorded", `DROP TABLE source_healing;` +
			refusing("quiet", "sources", "NEW.last_error LIKE '%source_healing%'", "the test keeps sources quiet"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := t.Context()
			clk := newClock()
			a := openTestApp(t, clk.now)
			site := newTestSite(t)
			site.set("/feed.xml", withETag(`"v1"`, "application/rss+xml", rss(site.url("/2026/11/20/first-story"))))
			src := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})[0]
			if results, err := a.RefreshAll(ctx, nil); err != nil || resultOf(t, results, src.ID).Err != "" {
				t.Fatalf("first refresh: %+v, %v; want no error", results, err)
			}

			site.set("/feed.xml", status(404))
			alterDatabase(t, a, tt.script)
			clk.advance(time.Hour)
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := resultOf(t, results, src.ID)
			if r.Status != StatusFailing || !strings.Contains(r.Err, "404") || !strings.Contains(r.Err, "source_healing") {
				t.Errorf("result %+v, want failing on the 404, and the healing count's trouble", r)
			}
			got, err := a.Source(ctx, src.ID)
			if err != nil {
				t.Fatal(err)
			}
			if said := strings.Contains(got.Reason, keepingWords) && strings.Contains(got.Err, "source_healing"); said != tt.recorded {
				t.Errorf("source's words %q (error %q): trouble said %v, want %v", got.Reason, got.Err, said, tt.recorded)
			}
			if recordFailed := strings.Contains(r.Err, "recording that trouble"); recordFailed == tt.recorded {
				t.Errorf("result's error %q: says the recording failed %v, want %v", r.Err, recordFailed, !tt.recorded)
			}
			if got.Status != StatusFailing {
				t.Errorf("source status %q, want failing: the refresh itself is kept", got.Status)
			}
		})
	}
}

// TestShapeTroubleIsSeen refreshes a section page whose site's article shapes cannot be read or
// learnt: the headlines still come, and the trouble is said in the result and the source's words;
// the site's details cannot be read and say why.
func TestShapeTroubleIsSeen(t *testing.T) {
	ctx := t.Context()
	clk := newClock()
	a := openTestApp(t, clk.now)
	site := newSectionSite(t, "/news/")
	src := follow(t, a, site.testSite, "sections", Candidate{Kind: KindSection, URL: site.url("/news/"), Title: "News"})[0]
	alterDatabase(t, a, `DROP TABLE site_shapes;`)

	results, err := a.RefreshAll(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := resultOf(t, results, src.ID)
	if r.Status != StatusOK || r.New == 0 || !strings.Contains(r.Err, "site_shapes") {
		t.Errorf("result %+v, want ok with headlines, and the shapes' trouble", r)
	}
	got, err := a.Source(ctx, src.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != StatusOK || !strings.Contains(got.Reason, keepingWords) || !strings.Contains(got.Err, "site_shapes") {
		t.Errorf("source %q: status %q, words %q, error %q; want ok, and the trouble said", got.Title, got.Status, got.Reason, got.Err)
	}
	if _, err := a.SiteReport(ctx, got.Site); err == nil || !strings.Contains(err.Error(), "site_shapes") {
		t.Errorf("SiteReport = %v, want the shapes' trouble", err)
	}
}

// TestLastmodTroubleIsSeen follows the sections of a site with a section sitemap on a database that
// refuses what the site's lastmod taught: the validators of its sitemap, then its checks. Each
// trouble is said with a section of the site.
func TestLastmodTroubleIsSeen(t *testing.T) {
	sections := []string{"/news/", "/business/", "/sports/"}
	t.Run("the sitemap's validators", func(t *testing.T) {
		ctx := t.Context()
		a := openTestApp(t, newClock().now)
		site := newSectionSite(t, sections...)
		site.followSections(t, a)
		alterDatabase(t, a, refusing("novalidators", "settings", "NEW.key LIKE 'section-sitemap-validators:%'", "the test keeps validators out"))
		results, err := a.RefreshAll(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		said := 0
		for _, r := range results {
			if strings.Contains(r.Err, "the test keeps validators out") {
				said++
			}
			if r.Status != StatusOK || r.New == 0 {
				t.Errorf("result %+v, want ok with headlines", r)
			}
		}
		if said != 1 {
			t.Errorf("%d results say the validators were not kept, want 1: %+v", said, results)
		}
		if n := sourcesSaying(t, a, "the test keeps validators out"); n != 1 {
			t.Errorf("%d sources say the validators were not kept, want 1", n)
		}
	})
	t.Run("the lastmod checks", func(t *testing.T) {
		ctx := t.Context()
		clk := newClock()
		a := openTestApp(t, clk.now)
		site := newSectionSite(t, sections...)
		site.followSections(t, a)
		if _, err := a.RefreshAll(ctx, nil); err != nil { // the first reading has nothing to compare
			t.Fatal(err)
		}
		alterDatabase(t, a, refusing("nochecks", "settings", "NEW.key LIKE 'lastmod-checks:%'", "the test keeps the checks out"))
		for _, sec := range sections {
			site.publish(sec, 1, true)
		}
		clk.advance(time.Hour)
		if _, err := a.RefreshAll(ctx, nil); err != nil {
			t.Fatal(err)
		}
		if n := sourcesSaying(t, a, "the test keeps the checks out"); n != 1 {
			t.Errorf("%d sources say the checks were not kept, want 1", n)
		}
	})
}

// sourcesSaying counts the sources whose words, and whose error, say words.
func sourcesSaying(t *testing.T, a *App, words string) int {
	t.Helper()
	srcs, err := a.Sources(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range srcs {
		if strings.Contains(s.Reason, keepingWords) && strings.Contains(s.Reason, words) && strings.Contains(s.Err, words) {
			n++
		}
	}
	return n
}

// TestAcceptProposalTroubleIsSeen accepts a proposal on a database whose healing counts cannot be
// kept: the switch stands, and the source says its count could not start afresh.
func TestAcceptProposalTroubleIsSeen(t *testing.T) {
	h := proposedFixture(t)
	// The move itself may write the count (its misses); a count started afresh, never checked, fails.
	alterDatabase(t, h.a, refusing("nofresh", "source_healing", "NEW.checked = 0", "the test keeps the count as it was"))
	src, err := h.a.AcceptProposal(h.t.Context(), h.src.ID)
	if err != nil {
		t.Fatalf("AcceptProposal: %v", err)
	}
	if src.URL != h.site.URL+"/feed.xml" {
		t.Errorf("source at %s, want it switched to %s/feed.xml", src.URL, h.site.URL)
	}
	if !strings.Contains(src.Reason, keepingWords) || !strings.Contains(src.Err, "the test keeps the count as it was") {
		t.Errorf("source's words %q, error %q; want the healing count's trouble", src.Reason, src.Err)
	}
}

// TestSiteReportSaysWhyNoReplacementWasFound follows a news sitemap that then answers 404 while the
// sitemap robots.txt now lists in its place answers 503: looking anew finds nothing, and the site's
// report says why, naming the sitemap that failed.
func TestSiteReportSaysWhyNoReplacementWasFound(t *testing.T) {
	ctx := t.Context()
	clk := newClock()
	a := openTestApp(t, clk.now)
	site := newTestSite(t)
	site.set("/", text("Paper"))
	site.set("/news.xml", withETag(`"v1"`, "application/xml", newsSitemap(site.url("/2026/11/20/first-story"))))
	src := follow(t, a, site, "news-sitemap", Candidate{Kind: KindNewsSitemap, URL: site.url("/news.xml")})[0]
	if results, err := a.RefreshAll(ctx, nil); err != nil || resultOf(t, results, src.ID).Status != StatusOK {
		t.Fatalf("first refresh: %+v, %v", results, err)
	}

	site.set("/news.xml", status(404))
	site.set("/robots.txt", text("User-agent: *\nAllow: /\nSitemap: "+site.url("/news-new.xml")+"\n"))
	site.set("/news-new.xml", status(503))
	for range missesBeforeHealing {
		clk.advance(time.Hour) // past the back-off of the miss before
		if _, err := a.RefreshAll(ctx, nil); err != nil {
			t.Fatal(err)
		}
	}
	if site.count("/news-new.xml") == 0 {
		t.Fatal("the sitemap robots.txt lists was never asked for: the site was not looked at anew")
	}
	r, err := a.SiteReport(ctx, src.Site)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Searches) != 1 || !strings.Contains(r.Searches[0], site.url("/news-new.xml")) || !strings.Contains(r.Searches[0], "503") {
		t.Errorf("searches = %q, want one naming %s and its 503", r.Searches, site.url("/news-new.xml"))
	}
}
