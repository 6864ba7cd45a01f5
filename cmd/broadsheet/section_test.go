package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery"
)

// hugeSectionSite serves, on loopback, a section page linking to n articles (dated addresses with
// headline anchor texts, in the page's content), and no robots.txt.
func hugeSectionSite(t *testing.T, n int) *httptest.Server {
	t.Helper()
	var page strings.Builder
	page.WriteString("<!doctype html><html><head><title>Business</title></head><body><main>\n")
	for i := range n {
		fmt.Fprintf(&page, `<a href="/business/2026/11/29/story-number-%d-of-the-day">Story number %d of the day</a>`+"\n", i, i)
	}
	page.WriteString("</main></body></html>\n")
	body := page.String()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/business/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestSectionKeepsWhatARefreshKeeps runs `section` on a page of more articles than a
// refresh keeps: it lists the first discovery.MaxFreshItems, as a refresh of the section stores
// them, says how many the page has, and lists them all with --all.
func TestSectionKeepsWhatARefreshKeeps(t *testing.T) {
	total := 2*discovery.MaxFreshItems + 500
	srv := hugeSectionSite(t, total)
	address := srv.URL + "/business/"
	articleURL := func(i int) string {
		return fmt.Sprintf("%s/business/2026/11/29/story-number-%d-of-the-day", srv.URL, i)
	}
	type page struct {
		URL      string `json:"url"`
		Total    *int   `json:"total"`
		Articles []struct {
			URL   string `json:"url"`
			Title string `json:"title"`
		} `json:"articles"`
		Requests []json.RawMessage `json:"requests"`
	}
	tests := []struct {
		name      string
		args      []string
		wantShown int
	}{
		{"json, capped by default", []string{"section", "--json", "--pause", "0", address}, discovery.MaxFreshItems},
		{"json, --all", []string{"section", "--json", "--all", "--pause", "0", address}, total},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, tt.args...)
			if code != 0 {
				t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
			}
			var got page
			if err := json.Unmarshal([]byte(stdout), &got); err != nil {
				t.Fatalf("stdout is not JSON: %v\n%.500s", err, stdout)
			}
			if got.URL != address || len(got.Requests) == 0 {
				t.Errorf("url %q with %d requests, want %q with some", got.URL, len(got.Requests), address)
			}
			if got.Total == nil || *got.Total != total {
				t.Errorf("total = %v, want %d", got.Total, total)
			}
			if len(got.Articles) != tt.wantShown {
				t.Fatalf("%d articles, want %d", len(got.Articles), tt.wantShown)
			}
			for _, i := range []int{0, tt.wantShown - 1} {
				if got, want := got.Articles[i].URL, articleURL(i); got != want {
					t.Errorf("article %d is %s, want %s (the page's order)", i, got, want)
				}
			}
		})
	}

	t.Run("report says what was left out", func(t *testing.T) {
		code, stdout, stderr := run(t, "section", "--pause", "0", address)
		if code != 0 {
			t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
		}
		want := fmt.Sprintf("%s of %s articles on %s", groupThousands(discovery.MaxFreshItems), groupThousands(total), address)
		if !strings.Contains(stdout, want) || !strings.Contains(stdout, "--all prints all") {
			t.Errorf("report lacks %q and --all:\n%.800s", want, stdout)
		}
	})
	t.Run("report with --all", func(t *testing.T) {
		code, stdout, stderr := run(t, "section", "--all", "--pause", "0", address)
		if code != 0 {
			t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
		}
		want := fmt.Sprintf("\n%s articles on %s:", groupThousands(total), address)
		if !strings.Contains(stdout, want) || strings.Contains(stdout, "--all prints all") {
			t.Errorf("report lacks %q, or still speaks of --all:\n%.800s", want, stdout)
		}
	})
	t.Run("help names --all", func(t *testing.T) {
		code, stdout, stderr := run(t, "section", "--help")
		if code != 0 {
			t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
		}
		if !strings.Contains(stdout, "-all") || !strings.Contains(stdout, groupThousands(discovery.MaxFreshItems)) {
			t.Errorf("help lacks --all and the number a refresh keeps:\n%s", stdout)
		}
	})
}

// TestSectionSmallPageShowsTotal checks that a page of fewer articles than a refresh keeps lists
// them all and gives their number as "total".
func TestSectionSmallPageShowsTotal(t *testing.T) {
	srv := hugeSectionSite(t, 12)
	code, stdout, stderr := run(t, "section", "--json", "--pause", "0", srv.URL+"/business/")
	if code != 0 {
		t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
	}
	var got struct {
		Total    int               `json:"total"`
		Articles []json.RawMessage `json:"articles"`
	}
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("stdout is not JSON: %v\n%s", err, stdout)
	}
	if got.Total != 12 || len(got.Articles) != 12 {
		t.Errorf("total %d, %d articles; want 12 and 12", got.Total, len(got.Articles))
	}
}
