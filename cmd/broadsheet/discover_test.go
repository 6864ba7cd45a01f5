package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
	"github.com/broadsheet/broadsheet/discovery/sitetest/bignews"
)

// cliRun calls runMain and returns the exit status and both outputs.
func cliRun(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := runMain(args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestDiscoverJSON(t *testing.T) {
	sites := sitetest.StartAll(t, "nikkei", "theverge", "reuters", "asahi")
	tests := []struct {
		site, outcome string
		sections      int
		requests      int
	}{
		{"nikkei", "sections", 185, 4},
		{"theverge", "feed", 0, 2},
		{"reuters", "refused", 0, 1},
		{"asahi", "news-sitemap", 0, 4},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			code, stdout, stderr := cliRun("discover", "--json", "--pause", "0", sites[tt.site].URL)
			if code != 0 {
				t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
			}
			assertFields(t, stdout, "site", "outcome", "reason", "feeds", "sitemaps", "sections", "articles", "requests")
			var res struct {
				Outcome  string
				Sections []struct{ URL, Title string }
				Requests []map[string]any
			}
			json.Unmarshal([]byte(stdout), &res)
			if res.Outcome != tt.outcome {
				t.Errorf("outcome = %q, want %q", res.Outcome, tt.outcome)
			}
			if got, want := len(res.Sections), tt.sections; got != want {
				t.Errorf("%d sections, want %d", got, want)
			}
			if got, want := len(res.Requests), tt.requests; got != want {
				t.Errorf("%d requests, want %d", got, want)
			}
			for _, r := range res.Requests {
				for _, field := range []string{"step", "url", "status", "error", "bytes", "ms"} {
					if _, ok := r[field]; !ok {
						t.Errorf("request %v lacks %q", r, field)
					}
				}
			}
		})
	}
}

func TestDiscoverReport(t *testing.T) {
	site := sitetest.Start(t, "theverge")
	code, stdout, stderr := cliRun("discover", site.URL, "--pause", "0") // flags after the address too
	if code != 0 {
		t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
	}
	for _, want := range []string{
		"robots    200  " + site.URL + "/robots.txt  ",
		"homepage  200  " + site.URL + "/  ",
		"feed: ",
		site.URL + "/rss/index.xml",
		"announced by the homepage",
		"2 requests sent.",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("report lacks %q:\n%s", want, stdout)
		}
	}
}

func TestDiscoverUsage(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no dot", []string{"discover", "nikkei"}, 2, `"nikkei" is not a web address`},
		{"ftp", []string{"discover", "ftp://x"}, 2, "not ftp"},
		{"path alone", []string{"discover", "/news"}, 2, "is a path without a site"},
		{"no address", []string{"discover"}, 2, "the address of a site is needed"},
		{"two addresses", []string{"discover", "a.com", "b.com"}, 2, "one address at a time"},
		{"bad budget", []string{"discover", "--max-requests", "0", "a.com"}, 2, "--max-requests"},
		{"negative pause", []string{"discover", "--pause", "-1s", "a.com"}, 2, "--pause"},
		{"unknown flag", []string{"discover", "--nope", "a.com"}, 2, "nope"},
		{"help", []string{"discover", "--help"}, 0, ""},
		{"section no dot", []string{"section", "nikkei"}, 2, "is not a web address"},
		{"section help", []string{"section", "--help"}, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := cliRun(tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr: %s", code, tt.code, stderr)
			}
			if !strings.Contains(stderr, tt.stderr) {
				t.Errorf("stderr = %q, want it to contain %q", stderr, tt.stderr)
			}
		})
	}
}

func TestSectionCommand(t *testing.T) {
	sites := sitetest.StartAll(t, "nikkei", "apnews")
	t.Run("json", func(t *testing.T) {
		code, stdout, stderr := cliRun("section", "--json", "--pause", "0", sites["nikkei"].URL+"/business/startups/")
		if code != 0 {
			t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
		}
		var sp struct {
			URL      string                       `json:"url"`
			Articles []map[string]json.RawMessage `json:"articles"`
			Requests []json.RawMessage            `json:"requests"`
		}
		if err := json.Unmarshal([]byte(stdout), &sp); err != nil {
			t.Fatalf("stdout is not JSON: %v\n%s", err, stdout)
		}
		for _, a := range sp.Articles {
			for _, field := range []string{"url", "title", "published"} {
				if _, ok := a[field]; !ok {
					t.Errorf("article %s lacks %q", a["url"], field)
				}
			}
		}
		if got, want := len(sp.Articles), 20; got != want {
			t.Errorf("%d articles, want %d", got, want)
		}
		if got, want := len(sp.Requests), 2; got != want {
			t.Errorf("%d requests, want %d", got, want)
		}
	})
	t.Run("report", func(t *testing.T) {
		code, stdout, stderr := cliRun("section", "--pause", "0", sites["nikkei"].URL+"/business/startups/")
		if code != 0 {
			t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
		}
		if !strings.Contains(stdout, "20 articles on ") || !strings.Contains(stdout, "section   200  ") {
			t.Errorf("report lacks the request or the count:\n%s", stdout)
		}
	})
	t.Run("refused page", func(t *testing.T) {
		code, _, stderr := cliRun("section", "--pause", "0", sites["apnews"].URL+"/")
		if code != 1 {
			t.Errorf("exit %d, want 1; stderr: %s", code, stderr)
		}
		if !strings.Contains(stderr, "403") {
			t.Errorf("stderr = %q, want it to name the 403", stderr)
		}
	})
}

func TestDiscoverAndSectionKeepThePauseAcrossCommands(t *testing.T) {
	// Each command stands for a process of its own: they share nothing but the site, so each must
	// wait out the pause before it exits for the next one not to reach the site too soon.
	const pause = 150 * time.Millisecond
	site := sitetest.Start(t, "nikkei")
	runs := [][]string{
		{"discover", "--pause", pause.String(), site.URL},
		{"section", "--json", "--pause", pause.String(), site.URL + "/business/startups/"},
		{"discover", "--json", "--pause", pause.String(), site.URL},
	}
	for _, args := range runs {
		if code, _, stderr := cliRun(args...); code != 0 {
			t.Fatalf("%v: exit %d, want 0; stderr: %s", args, code, stderr)
		}
	}
	log := site.Log()
	if len(log) < 8 {
		t.Fatalf("the site received %d requests, want at least 8: %v", len(log), site.Paths())
	}
	for j := 1; j < len(log); j++ {
		if gap := log[j].Time.Sub(log[j-1].Time); gap < pause {
			t.Errorf("requests %d (%s) and %d (%s) were %v apart, want at least %v", j-1, log[j-1].Path, j, log[j].Path, gap, pause)
		}
	}
}

func TestDiscoverInterruptedDoesNotWait(t *testing.T) {
	site := sitetest.Start(t, "theverge")
	ctx, cancel := context.WithCancel(context.Background())
	var stdout bytes.Buffer
	e := &env{stdout: &stdout, stderr: &stdout}
	done := make(chan error, 1)
	go func() {
		// A pause of an hour: the command would hang the test if it waited it out after the interrupt.
		done <- runDiscover(ctx, e, []string{"--pause", "1h", site.URL})
	}()
	for len(site.Log()) == 0 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("discover still waits a minute after the interrupt")
	}
}

// TestDiscoverBigSitemapReport discovers a news sitemap of more entries than discovery keeps, and
// checks that the report for a person says how many it lists and that only the newest are shown.
func TestDiscoverBigSitemapReport(t *testing.T) {
	srv := httptest.NewServer(bignews.Site{URLs: 3000}.Handler())
	t.Cleanup(srv.Close)
	code, stdout, stderr := cliRun("discover", "--pause", "0", srv.URL)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"lists 3000 articles", "3000 entries", "the 2000 newest of its 3000 entries, newest first:"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("report lacks %q:\n%s", want, stdout)
		}
	}
}

// TestDiscoverSaysReadOverHTTP types the address of a site that speaks no TLS without a scheme: the
// report says it was read over http, and why.
func TestDiscoverSaysReadOverHTTP(t *testing.T) {
	site := sitetest.Start(t, "theverge")
	code, stdout, stderr := cliRun("discover", "--pause", "0", strings.TrimPrefix(site.URL, "http://"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if want := "read over http, without encryption: TLS cannot be spoken there"; !strings.Contains(stdout, want) {
		t.Errorf("report lacks %q:\n%s", want, stdout)
	}
}

// assertFields fails t unless stdout is one JSON object holding every field named, none of them null.
func assertFields(t *testing.T, stdout string, fields ...string) {
	t.Helper()
	var got map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("stdout is not one JSON object: %v\n%s", err, stdout)
	}
	for _, field := range fields {
		raw, ok := got[field]
		switch {
		case !ok:
			t.Errorf("JSON lacks %q", field)
		case string(raw) == "null":
			t.Errorf("%q is null", field)
		}
	}
}
