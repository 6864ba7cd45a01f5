package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

func TestCycleCost(t *testing.T) {
	tests := []struct {
		n     int
		pause time.Duration
		want  string
	}{
		{15000, time.Second, "15,000 requests a refresh cycle: at 1 s a request, about 4 h 10 min"},
		{301, time.Second, "301 requests a refresh cycle: at 1 s a request, about 5 min"},
		{1, 2 * time.Second, "1 request a refresh cycle: at 2 s a request, about 2 s"},
		{250000, 3 * time.Second, "250,000 requests a refresh cycle: at 3 s a request, about 8 days 16 h"},
		{1000, 0, "1,000 requests a refresh cycle"},
		{7200, time.Second, "7,200 requests a refresh cycle: at 1 s a request, about 2 h"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.n, " at ", tt.pause), func(t *testing.T) {
			if got := cycleCost(tt.n, tt.pause); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestChooseAllSections(t *testing.T) {
	found := func(n int) []app.Candidate {
		out := make([]app.Candidate, n)
		for i := range out {
			out[i] = app.Candidate{Kind: app.KindSection, URL: fmt.Sprintf("https://many.test/topic-%d/", i)}
		}
		return out
	}
	tests := []struct {
		name      string
		found     int
		flags     allSectionsFlags
		wantCount int
		wantErr   string
		wantNote  string
	}{
		{"a few are followed", 12, allSectionsFlags{}, 12, "", ""},
		{"up to the threshold are followed", manySections, allSectionsFlags{}, manySections, "", ""},
		{"15,000 need a choice", 15000, allSectionsFlags{}, 0, "has 15,000 section pages. Following them all costs 15,000 requests a refresh cycle: at 1 s a request, about 4 h 10 min. Nothing was followed", ""},
		{"one over the threshold needs a choice", manySections + 1, allSectionsFlags{}, 0, "--max-sections N", ""},
		{"--yes follows them all and says the cost", 15000, allSectionsFlags{yes: true}, 15000, "", "15,000 requests a refresh cycle"},
		{"--max-sections follows the first N", 15000, allSectionsFlags{max: 100}, 100, "", ""},
		{"--max-sections above the threshold says the cost", 15000, allSectionsFlags{max: 3600}, 3600, "", "about 1 h"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, note, err := chooseAllSections("many.test", found(tt.found), time.Second, tt.flags)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || len(got) != 0 {
					t.Fatalf("got %d sections, error %v; want none and an error holding %q", len(got), err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.wantCount {
				t.Errorf("got %d sections, want %d", len(got), tt.wantCount)
			}
			if len(got) > 0 && got[0].URL != "https://many.test/topic-0/" {
				t.Errorf("first section %s, want the first found", got[0].URL)
			}
			if !strings.Contains(note, tt.wantNote) || (tt.wantNote == "" && note != "") {
				t.Errorf("note %q, want %q", note, tt.wantNote)
			}
		})
	}
}

// manySectionsSite serves a site without a feed whose section sitemap lists n living sections.
func manySectionsSite(t *testing.T, n int) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprintf(w, "User-agent: *\nAllow: /\nSitemap: http://%s/sitemap.xml\n", r.Host)
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<html><head><title>Many</title></head><body><p>Welcome.</p></body></html>`)
		case "/sitemap.xml":
			w.Header().Set("Content-Type", "application/xml")
			fmt.Fprint(w, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
			now := time.Now().UTC().Format(time.RFC3339)
			for i := range n {
				fmt.Fprintf(w, "<url><loc>http://%s/topics/subject%d/</loc><lastmod>%s</lastmod></url>\n", r.Host, i, now)
			}
			fmt.Fprint(w, `</urlset>`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestAddAllSectionsSaysTheCost checks that `add --all-sections` on a site of thousands of sections
// follows nothing unasked, says what following them costs, and follows what --max-sections allows.
func TestAddAllSectionsSaysTheCost(t *testing.T) {
	const n = 2000
	site := manySectionsSite(t, n)
	db := filepath.Join(t.TempDir(), "b.db")
	code, out, errOut := run(t, "--db", db, "add", "--pause", "0", "--all-sections", site.URL)
	if code != 1 || !strings.Contains(errOut, "2,000 section pages") || !strings.Contains(errOut, "2,000 requests a refresh cycle") {
		t.Fatalf("got exit %d, stderr %q; want 1 and the cost of 2,000 sections\nstdout: %s", code, errOut, out)
	}
	_, out, _ = run(t, "--db", db, "sources", "--json")
	var srcs []sourceJSON
	if err := json.Unmarshal([]byte(out), &srcs); err != nil {
		t.Fatalf("sources --json: %v\n%s", err, out)
	}
	if len(srcs) != 0 {
		t.Fatalf("%d sources followed, want none", len(srcs))
	}
	code, out, errOut = run(t, "--db", db, "add", "--json", "--pause", "0", "--all-sections", "--max-sections", "40", site.URL)
	if code != 0 {
		t.Fatalf("with --max-sections: exit %d, stderr %s", code, errOut)
	}
	var got addJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("add --json: %v\n%s", err, out)
	}
	if len(got.Followed) != 40 {
		t.Errorf("followed %d sections, want 40", len(got.Followed))
	}
	if code, _, errOut := run(t, "--db", db, "add", "--max-sections", "5", site.URL); code != 2 || !strings.Contains(errOut, "go with --all-sections") {
		t.Errorf("--max-sections alone: exit %d, stderr %q; want a usage error", code, errOut)
	}
}
