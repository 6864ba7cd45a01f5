package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

func TestAdd(t *testing.T) {
	tests := []struct {
		name      string
		site      string
		flags     []string
		section   string // a path passed with --section
		wantCode  int
		wantKinds []string
		wantErr   string
	}{
		{name: "feed", site: "theverge", wantKinds: []string{"feed"}},
		{name: "news sitemap", site: "yomiuri", wantKinds: []string{"news-sitemap"}},
		{name: "every desk of a news index", site: "asahi", wantKinds: []string{"news-sitemap", "news-sitemap", "news-sitemap", "news-sitemap", "news-sitemap", "news-sitemap"}},
		{name: "every desk, of one word or two", site: "deskindex", wantKinds: []string{"news-sitemap", "news-sitemap", "news-sitemap"}},
		{name: "refused by robots.txt", site: "reuters", wantCode: 1, wantErr: "not to visit (robots.txt"},
		{name: "refused with 403", site: "apnews", wantCode: 1, wantErr: "refused Broadsheet's visit (HTTP 403)"},
		{name: "sections need a choice", site: "nikkei", wantCode: 1, wantErr: "--section"},
		{name: "a named section of a site with a feed", site: "theverge", section: "/tech/", wantKinds: []string{"section"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "b.db")
			site := sitetest.Start(t, tt.site)
			args := []string{"--db", db, "add", "--json", "--pause", "0"}
			args = append(args, tt.flags...)
			if tt.section != "" {
				args = append(args, "--section", site.URL+tt.section)
			}
			args = append(args, site.URL)
			code, out, errOut := run(t, args...)
			if code != tt.wantCode {
				t.Fatalf("got exit %d, want %d\nstdout: %s\nstderr: %s", code, tt.wantCode, out, errOut)
			}
			if tt.wantErr != "" && !strings.Contains(errOut, tt.wantErr) {
				t.Errorf("got message %q, want it to hold %q", errOut, tt.wantErr)
			}
			if code == 0 {
				var got addJSON
				if err := json.Unmarshal([]byte(out), &got); err != nil {
					t.Fatalf("add --json: %v\n%s", err, out)
				}
				var kinds []string
				for _, s := range got.Followed {
					kinds = append(kinds, s.Kind)
				}
				if strings.Join(kinds, ",") != strings.Join(tt.wantKinds, ",") {
					t.Errorf("followed %v, want %v", kinds, tt.wantKinds)
				}
			}
			_, out, _ = run(t, "--db", db, "sources", "--json")
			var srcs []sourceJSON
			if err := json.Unmarshal([]byte(out), &srcs); err != nil {
				t.Fatal(err)
			}
			if len(srcs) != len(tt.wantKinds) {
				t.Errorf("got %d sources stored, want %d", len(srcs), len(tt.wantKinds))
			}
		})
	}
}

func TestAddAllSectionsThenRefreshAndExport(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "b.db")
	site := sitetest.Start(t, "nikkei")
	code, out, errOut := run(t, "--db", db, "add", "--pause", "0", "--all-sections", site.URL)
	if code != 0 {
		t.Fatalf("add --all-sections: exit %d: %s", code, errOut)
	}
	if want := "Following 185 sources of "; !strings.HasPrefix(out, want) {
		t.Errorf("add printed\n%s\nwant it to start with %q", out, want)
	}
	_, out, _ = run(t, "--db", db, "sources", "--json")
	var srcs []sourceJSON
	if err := json.Unmarshal([]byte(out), &srcs); err != nil {
		t.Fatal(err)
	}
	if len(srcs) < 2 {
		t.Fatalf("got %d sources, want every section", len(srcs))
	}
	for _, s := range srcs {
		if s.Kind != "section" || s.Status != "ok" {
			t.Errorf("source %+v: want an ok section", s)
		}
	}

	opml := filepath.Join(dir, "out.opml")
	if code, _, errOut := run(t, "--db", db, "export-opml", opml); code != 0 {
		t.Fatalf("export-opml: exit %d: %s", code, errOut)
	}
	other := filepath.Join(dir, "other.db")
	// The fixture site is on loopback: its sources are listed and left out until confirmed.
	code, out, errOut = run(t, "--db", other, "import-opml", opml)
	if code != 0 {
		t.Fatalf("import-opml: exit %d: %s", code, errOut)
	}
	if !strings.HasPrefix(out, "0 new sources followed") || !strings.Contains(out, "private network address") ||
		!strings.Contains(out, "--allow-private") {
		t.Errorf("import-opml without --allow-private printed\n%s\nwant nothing followed and the private sources listed", out)
	}
	code, out, errOut = run(t, "--db", other, "import-opml", "--allow-private", opml)
	if code != 0 {
		t.Fatalf("import-opml --allow-private: exit %d: %s", code, errOut)
	}
	_, out2, _ := run(t, "--db", other, "sources", "--json")
	var imported []sourceJSON
	if err := json.Unmarshal([]byte(out2), &imported); err != nil {
		t.Fatal(err)
	}
	if len(imported) != len(srcs) {
		t.Errorf("imported %d sources (%s), want %d", len(imported), out, len(srcs))
	}

	bad := filepath.Join(dir, "bad.opml")
	if err := os.WriteFile(bad, []byte("<opml><body><outline"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "--db", other, "import-opml", bad); code != 1 || !strings.Contains(errOut, "nothing was imported") {
		t.Errorf("malformed OPML: got exit %d with %q, want exit 1 saying nothing was imported", code, errOut)
	}
	code, stdout, _ := run(t, "--db", other, "export-opml")
	if code != 0 || !strings.Contains(stdout, "<opml") {
		t.Errorf("export-opml to stdout: got exit %d with\n%s", code, stdout)
	}
}

func TestAddTurnsAwayBadInput(t *testing.T) {
	tests := []struct {
		name        string
		site        string // fixture site, "" for none
		args        []string
		section     string // with site: a --section value, "{{site}}" replaced by the site's URL
		wantCode    int
		wantErr     string
		wantNoFetch bool // the site must get no request at all
	}{
		{name: "address without a dot", args: []string{"nikkei"}, wantCode: 2, wantErr: `"nikkei" is not a web address`},
		{name: "ftp address", args: []string{"ftp://x"}, wantCode: 2, wantErr: "not ftp"},
		{name: "scheme without a host", args: []string{"http://"}, wantCode: 2, wantErr: "no site name"},
		{name: "section that is no web address", site: "theverge", section: "ftp://x/news/", wantCode: 2, wantErr: "--section", wantNoFetch: true},
		{name: "section on another site", site: "theverge", section: "http://example.org/news/", wantCode: 2, wantErr: "not a page of"},
		{name: "section robots.txt disallows", site: "yomiuri", section: "{{site}}/member/", wantCode: 1, wantErr: "robots.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "b.db")
			args := []string{"--db", db, "add", "--pause", "0"}
			var site *sitetest.Site
			if tt.site != "" {
				site = sitetest.Start(t, tt.site)
				args = append(args, "--section", strings.ReplaceAll(tt.section, "{{site}}", site.URL), site.URL)
			}
			args = append(args, tt.args...)
			code, out, errOut := run(t, args...)
			if code != tt.wantCode || !strings.Contains(errOut, tt.wantErr) {
				t.Fatalf("got exit %d with %q, want exit %d with a message holding %q", code, errOut, tt.wantCode, tt.wantErr)
			}
			if out != "" {
				t.Errorf("got stdout %q, want none", out)
			}
			if site != nil && tt.wantNoFetch && len(site.Log()) > 0 {
				t.Errorf("the site got requests %v, want none", site.Paths())
			}
			if _, err := os.Stat(db); err == nil {
				_, out, _ := run(t, "--db", db, "sources", "--json")
				if strings.TrimSpace(out) != "[]" {
					t.Errorf("got sources %s after a refused add, want none", out)
				}
			}
		})
	}
}

func TestAddJSONReportsEveryOutcome(t *testing.T) {
	tests := []struct {
		name         string
		site         string
		flags        []string
		wantCode     int
		wantOutcome  string
		wantSections bool
	}{
		{name: "all sections of a site that has none", site: "theverge", flags: []string{"--all-sections"}, wantCode: 1, wantOutcome: "feed"},
		{name: "sections to choose from", site: "nikkei", wantCode: 1, wantOutcome: "sections", wantSections: true},
		{name: "nothing", site: "empty", wantCode: 1, wantOutcome: "nothing"},
		{name: "refused", site: "apnews", wantCode: 1, wantOutcome: "refused"},
		{name: "feed", site: "theverge", wantOutcome: "feed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "b.db")
			site := sitetest.Start(t, tt.site)
			args := append([]string{"--db", db, "add", "--json", "--pause", "0"}, tt.flags...)
			code, out, errOut := run(t, append(args, site.URL)...)
			if code != tt.wantCode {
				t.Fatalf("got exit %d, want %d\nstderr: %s", code, tt.wantCode, errOut)
			}
			var got addJSON
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("stdout is not one JSON object: %v\n%q", err, out)
			}
			if got.Outcome != tt.wantOutcome {
				t.Errorf("got outcome %q, want %q", got.Outcome, tt.wantOutcome)
			}
			if got.Followed == nil {
				t.Errorf("got no followed array, want one (empty when nothing was followed)")
			}
			if (len(got.Sections) > 0) != tt.wantSections {
				t.Errorf("got %d sections listed, want some: %v", len(got.Sections), tt.wantSections)
			}
		})
	}
}
