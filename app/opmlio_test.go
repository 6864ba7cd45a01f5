package app

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

func TestOPMLExportImportKeepsEverySource(t *testing.T) {
	ctx := t.Context()
	from := openTestApp(t, nil)
	site := newTestSite(t)
	f := &Finding{Site: site.url("/"), Outcome: "sections", sectionSitemap: site.url("/sitemap-sections.xml")}
	chosen := []Candidate{
		{Kind: KindFeed, URL: site.url("/feed.xml"), Title: "The feed"},
		{Kind: KindNewsSitemap, URL: site.url("/news.xml"), Title: "News desk"},
		{Kind: KindArticleSitemap, URL: site.url("/articles.xml"), Title: "Articles"},
		{Kind: KindSection, URL: site.url("/business/"), Title: "Business"},
	}
	if _, err := from.Follow(ctx, f, chosen); err != nil {
		t.Fatal(err)
	}
	var opml bytes.Buffer
	if err := from.ExportOPML(ctx, &opml); err != nil {
		t.Fatal(err)
	}

	to := openTestApp(t, nil)
	steps := []struct {
		name      string
		wantAdded int
	}{
		{"first import adds every source", len(chosen)},
		{"second import adds nothing", 0},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			// The test site is on loopback: the import is confirmed for private addresses.
			im, err := to.ImportOPML(ctx, bytes.NewReader(opml.Bytes()), ImportOptions{AllowPrivate: true})
			if err != nil {
				t.Fatalf("ImportOPML: %v\n%s", err, opml.String())
			}
			if n := im.Added; n != step.wantAdded {
				t.Errorf("got %d added, want %d", n, step.wantAdded)
			}
		})
	}
	describe := func(a *App) []string {
		srcs, err := a.Sources(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range srcs {
			out = append(out, s.Kind+" "+s.URL+" "+s.Title+" "+s.Site)
		}
		sort.Strings(out)
		return out
	}
	got, want := describe(to), describe(from)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("imported sources:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestImportOPMLRejectsMalformedWithoutChanges(t *testing.T) {
	ctx := t.Context()
	a := openTestApp(t, nil)
	site := newTestSite(t)
	follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	tests := []struct{ name, opml string }{
		{"not XML", "this is not OPML"},
		{"cut short", `<?xml version="1.0"?><opml version="2.0"><body><outline type="rss" xmlUrl="http://a.example/feed"/>`},
		{"another document", `<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			im, err := a.ImportOPML(ctx, strings.NewReader(tt.opml), ImportOptions{})
			if err == nil {
				t.Fatalf("got %+v and no error, want an error", im)
			}
			// Read as a stream inside the store's transaction, the file's problem keeps its own words.
			if !strings.HasPrefix(err.Error(), "opml: ") {
				t.Errorf("error %q, want the OPML reader's own words", err)
			}
			srcs, err := a.Sources(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(srcs) != 1 {
				t.Errorf("got %d sources after a failed import, want the 1 there before", len(srcs))
			}
		})
	}
}

func TestImportOPMLFromOtherReaders(t *testing.T) {
	files, err := filepath.Glob("testdata/opml/*.opml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no OPML files in testdata/opml (%v)", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			ctx := t.Context()
			a := openTestApp(t, nil)
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			im, err := a.ImportOPML(ctx, f, ImportOptions{})
			if err != nil {
				t.Fatalf("ImportOPML: %v", err)
			}
			n := im.Added
			srcs, err := a.Sources(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 || n != len(srcs) {
				t.Errorf("got %d added and %d sources, want the same number, more than 0", n, len(srcs))
			}
			for _, s := range srcs {
				if s.Kind != KindFeed || s.Site == "" || s.Title == "" {
					t.Errorf("source %+v: want a feed with a site and a title", s)
				}
			}
		})
	}
}

func TestExportOPMLNamesTheHomePageAsServed(t *testing.T) {
	// Other readers open htmlUrl as the site's home page: it must be the address the site answers
	// at, scheme and port included, not https on the bare host name.
	ctx := t.Context()
	a := openTestApp(t, nil)
	site := newTestSite(t)
	c := Candidate{Kind: KindFeed, URL: site.url("/feed.xml"), Title: "The feed"}
	if _, err := a.Follow(ctx, &Finding{Site: site.url("/"), Outcome: "feed", Feeds: []Candidate{c}}, nil); err != nil {
		t.Fatal(err)
	}
	var opml bytes.Buffer
	if err := a.ExportOPML(ctx, &opml); err != nil {
		t.Fatal(err)
	}
	if want := `htmlUrl="` + site.url("/") + `"`; !strings.Contains(opml.String(), want) {
		t.Errorf("got\n%s\nwant it to hold %s", opml.String(), want)
	}
}
