package sitetest

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// get fetches url with a client that returns redirects as they are.
func get(t *testing.T, url string) (*http.Response, []byte) {
	t.Helper()
	return getWith(t, &http.Client{CheckRedirect: keepRedirect}, url)
}

// keepRedirect makes a client return a redirect instead of following it.
func keepRedirect(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }

// getWith fetches url with client, as the sitetest-probe User-Agent, and returns the response with
// its body read.
func getWith(t *testing.T, client *http.Client, url string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("User-Agent", "sitetest-probe")
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func TestServe(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	sites := StartWith(t, Config{Now: func() time.Time { return now }}, "asahi", "itmedia", "gzip", "sjis", "redirect", "apnews")
	tests := []struct {
		name, site, path string
		status           int
		contains         string
		header, value    string
		decode           func([]byte) string
	}{
		{name: "robots placeholder filled", site: "asahi", path: "/robots.txt", status: 200, contains: "Sitemap: " + sites["asahi"].URL + "/sitemap_index.xml"},
		{name: "dates relative to the clock", site: "asahi", path: "/sitemap_index.xml", status: 200, contains: "<lastmod>2026-11-29T11:57:00Z</lastmod>"},
		{name: "status route", site: "asahi", path: "/rss", status: 403},
		{name: "missing file", site: "asahi", path: "/feed.xml", status: 404},
		{name: "manifest not served", site: "asahi", path: "/site.json", status: 404},
		{name: "companion site", site: "itmedia", path: "/", status: 200, contains: sites["itmedia-rss"].URL + "/rss/2.0/itmedia_all.xml"},
		{name: "redirect to companion", site: "redirect", path: "/", status: 301, header: "Location", value: sites["redirect-target"].URL + "/"},
		{name: "refused homepage", site: "apnews", path: "/", status: 403},
		{name: "gzip body", site: "gzip", path: "/sitemap-news.xml.gz", status: 200, contains: "<news:title>Story number 0</news:title>",
			decode: func(b []byte) string {
				zr, err := gzip.NewReader(bytes.NewReader(b))
				if err != nil {
					return "not gzip: " + err.Error()
				}
				out, _ := io.ReadAll(zr)
				return string(out)
			}},
		{name: "shift_jis body", site: "sjis", path: "/", status: 200, contains: "\x92\x6e\x95\xfb", // 地方 in Shift_JIS
			decode: func(b []byte) string { return string(b) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := get(t, sites[tt.site].URL+tt.path)
			if got, want := resp.StatusCode, tt.status; got != want {
				t.Errorf("status = %d, want %d", got, want)
			}
			text := string(body)
			if tt.decode != nil {
				text = tt.decode(body)
			}
			if tt.contains != "" && !strings.Contains(text, tt.contains) {
				t.Errorf("body does not contain %q:\n%.400s", tt.contains, text)
			}
			if tt.header != "" {
				if got, want := resp.Header.Get(tt.header), tt.value; got != want {
					t.Errorf("%s = %q, want %q", tt.header, got, want)
				}
			}
		})
	}
}

func TestLog(t *testing.T) {
	s := Start(t, "theverge")
	get(t, s.URL+"/robots.txt")
	get(t, s.URL+"/?feed=rss2")
	log := s.Log()
	if got, want := len(log), 2; got != want {
		t.Fatalf("len(Log()) = %d, want %d", got, want)
	}
	if got, want := strings.Join(s.Paths(), " "), "/robots.txt /?feed=rss2"; got != want {
		t.Errorf("Paths() = %q, want %q", got, want)
	}
	if got, want := log[0].UserAgent, "sitetest-probe"; got != want {
		t.Errorf("UserAgent = %q, want %q", got, want)
	}
	s.ResetLog()
	if got := len(s.Log()); got != 0 {
		t.Errorf("after ResetLog, len(Log()) = %d, want 0", got)
	}
}

// getNamed fetches url with a client that resolves names through LookupHost.
func getNamed(t *testing.T, url string) (*http.Response, []byte) {
	t.Helper()
	client := &http.Client{
		CheckRedirect: keepRedirect,
		Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			host, port, err := net.SplitHostPort(addr)
			if err != nil {
				return nil, err
			}
			addrs, err := LookupHost(ctx, host)
			if err != nil {
				return nil, err
			}
			var d net.Dialer
			return d.DialContext(ctx, network, net.JoinHostPort(addrs[0].String(), port))
		}},
	}
	return getWith(t, client, url)
}

func TestNamed(t *testing.T) {
	sites := StartAll(t, "nikkei", "apnews", "redirect")
	tests := []struct {
		name, site, path  string
		wantBase          string // NamedURL the site should have
		contains, lacks   string
		header, wantValue string
	}{
		{name: "placeholders filled with the name", site: "nikkei", path: "/robots.txt", wantBase: "http://www.nikkei.test:",
			contains: "Sitemap: " + sites["nikkei"].NamedURL + "/", lacks: sites["nikkei"].URL},
		{name: "name without www", site: "apnews", path: "/robots.txt", wantBase: "http://apnews.test:"},
		{name: "companion by its name", site: "redirect", path: "/", wantBase: "http://www.redirect.test:",
			header: "Location", wantValue: sites["redirect-target"].NamedURL + "/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sites[tt.site]
			if !strings.HasPrefix(s.NamedURL, tt.wantBase) {
				t.Errorf("NamedURL = %q, want it to start %q", s.NamedURL, tt.wantBase)
			}
			resp, body := getNamed(t, s.NamedURL+tt.path)
			if tt.contains != "" && !strings.Contains(string(body), tt.contains) {
				t.Errorf("body does not contain %q:\n%.400s", tt.contains, body)
			}
			if tt.lacks != "" && strings.Contains(string(body), tt.lacks) {
				t.Errorf("body contains the address %q, want the name only:\n%.400s", tt.lacks, body)
			}
			if tt.header != "" {
				if got := resp.Header.Get(tt.header); got != tt.wantValue {
					t.Errorf("%s = %q, want %q", tt.header, got, tt.wantValue)
				}
			}
		})
	}
	// The same site by address still links by address.
	_, body := get(t, sites["nikkei"].URL+"/robots.txt")
	if got, want := string(body), "Sitemap: "+sites["nikkei"].URL+"/"; !strings.Contains(got, want) {
		t.Errorf("robots.txt by address does not contain %q:\n%s", want, got)
	}
}

func TestLookupHost(t *testing.T) {
	tests := []struct {
		host    string
		wantErr bool
	}{
		{"www.nikkei.test", false},
		{"WWW.Reuters.TEST.", false},
		{"www.nikkei.com", true},
		{"test", true},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			addrs, err := LookupHost(context.Background(), tt.host)
			if gotErr := err != nil; gotErr != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if err == nil && (len(addrs) != 1 || !addrs[0].IsLoopback()) {
				t.Errorf("addrs = %v, want [127.0.0.1]", addrs)
			}
		})
	}
}

// TestBecome checks that a running site can be switched to another fixture at the same address, and
// that a fixture built on a base serves the base's files where it has none, with its own answers.
func TestBecome(t *testing.T) {
	site := Start(t, "movingfeed")
	steps := []struct {
		become   string
		path     string
		status   int
		location string
		contains string
	}{
		{"", "/rss/index.xml", 200, "", "<title>The Daily Planet</title>"},
		{"movingfeed-301", "/rss/index.xml", 301, site.URL + "/feeds/all.xml", ""},
		{"movingfeed-301", "/feeds/all.xml", 200, "", "Snow closes the mountain pass"},
		{"movingfeed-link", "/rss/index.xml", 404, "", ""},
		{"movingfeed-link", "/", 200, "", `href="/feeds/all.xml"`},
		// Two bases down: movingfeed-403 is built on movingfeed-link, itself built on movingfeed.
		{"movingfeed-403", "/rss/index.xml", 403, "", ""},
		{"movingfeed-403", "/", 200, "", `href="/feeds/all.xml"`},
		{"movingfeed-403", "/feeds/all.xml", 200, "", "Snow closes the mountain pass"},
		{"movingfeed", "/rss/index.xml", 200, "", "<title>The Daily Planet</title>"},
	}
	for _, st := range steps {
		if st.become != "" {
			site.Become(t, st.become)
		}
		resp, body := get(t, site.URL+st.path)
		if resp.StatusCode != st.status {
			t.Errorf("%s %s: status %d, want %d", st.become, st.path, resp.StatusCode, st.status)
		}
		if got := resp.Header.Get("Location"); got != st.location {
			t.Errorf("%s %s: Location %q, want %q", st.become, st.path, got, st.location)
		}
		if !strings.Contains(string(body), st.contains) {
			t.Errorf("%s %s: body does not contain %q:\n%s", st.become, st.path, st.contains, body)
		}
	}
	if got, want := len(site.Log()), len(steps); got != want {
		t.Errorf("log holds %d requests, want %d: the log goes on across Become", got, want)
	}
}
