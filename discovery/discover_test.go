package discovery

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// fixedNow is the clock of the golden-file runs: fixture sitemaps are dated relative to it.
var fixedNow = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

func clock() time.Time { return fixedNow }

// testOptions discovers with no pause against the fixture sites.
func testOptions() Options { return Options{Pause: -1, Now: clock} }

// totalHits counts the requests all sites received.
func totalHits(sites map[string]*sitetest.Site) int {
	n := 0
	for _, s := range sites {
		n += len(s.Log())
	}
	return n
}

func TestDiscover(t *testing.T) {
	tests := []struct {
		site      string
		outcome   string
		reason    string
		hits      int // requests the site itself received
		maxHits   int // when hits is 0: at most this many
		feeds     int
		via       string
		sitemaps  int
		sections  int
		articles  int
		notAsked  []string // paths the site must never see
		otherHits map[string]int
	}{
		{site: "theverge", outcome: OutcomeFeed, hits: 2, feeds: 1, via: ViaLink},
		{site: "techcrunch", outcome: OutcomeFeed, hits: 2, feeds: 2, via: ViaLink},
		{site: "itmedia", outcome: OutcomeFeed, hits: 2, feeds: 1, via: ViaLink, otherHits: map[string]int{"itmedia-rss": 0}},
		{site: "yomiuri", outcome: OutcomeNewsSitemap, maxHits: 5, sitemaps: 1, articles: 340, notAsked: []string{"/feed", "/rss"}},
		{site: "asahi", outcome: OutcomeNewsSitemap, maxHits: 5, sitemaps: 6, articles: 61, notAsked: []string{"/rss"}},
		{site: "deskindex", outcome: OutcomeNewsSitemap, hits: 4, sitemaps: 3, articles: 4},
		{site: "nikkei", outcome: OutcomeSections, maxHits: 5, sitemaps: 1, sections: 185, notAsked: []string{"/feed"}},
		{site: "apnews", outcome: OutcomeRefused, reason: ReasonHTTP403, hits: 2},
		{site: "reuters", outcome: OutcomeRefused, reason: ReasonRobots, hits: 1},
		{site: "blog", outcome: OutcomeFeed, hits: 3, feeds: 1, via: ViaGuess},
		{site: "blogcats", outcome: OutcomeFeed, hits: 5, feeds: 1, via: ViaGuess},
		{site: "archive", outcome: OutcomeArticleSitemap, hits: 12, sitemaps: 1, articles: 6},
		{site: "gzip", outcome: OutcomeNewsSitemap, hits: 3, sitemaps: 1, articles: 12},
		{site: "truncated", outcome: OutcomeNewsSitemap, hits: 3, sitemaps: 1, articles: 12},
		{site: "robotsfeed", outcome: OutcomeFeed, hits: 3, feeds: 1, via: ViaGuess, notAsked: []string{"/feed"}},
		{site: "sjis", outcome: OutcomeFeed, hits: 2, feeds: 1, via: ViaLink},
		{site: "eucjp", outcome: OutcomeSections, hits: 12, sections: 4},
		{site: "smallpaper", outcome: OutcomeSections, hits: 12, sections: 4},
		{site: "frontdoor", outcome: OutcomeSections, hits: 12, sections: 5},
		{site: "housepages", outcome: OutcomeSections, hits: 12, sections: 6},
		// Both sites are on loopback: the typed one may not lead to the other.
		{site: "redirect", outcome: OutcomeNothing, reason: "private-address", hits: 2, otherHits: map[string]int{"redirect-target": 0}},
		{site: "loop", outcome: OutcomeNothing, reason: "redirect-loop", maxHits: 1 + fetch.MaxRedirects + 1},
		{site: "robots5xx", outcome: OutcomeRefused, reason: ReasonRobots, hits: 1},
		{site: "robotsmoved", outcome: OutcomeRefused, reason: ReasonRobots, hits: 2},
		{site: "closed", outcome: OutcomeRefused, reason: ReasonRobots, hits: 1},
		{site: "busy", outcome: OutcomeRefused, reason: ReasonHTTP429, hits: 2},
		{site: "private", outcome: OutcomeRefused, reason: ReasonHTTP401, hits: 2},
		{site: "empty", outcome: OutcomeNothing, reason: "no-feed", hits: 12},
		{site: "wpplain", outcome: OutcomeFeed, hits: 12, feeds: 1, via: ViaGuess},
		{site: "sprawl", outcome: OutcomeFeed, hits: 17, feeds: 1, via: ViaGuess},
		{site: "guarded", outcome: OutcomeFeed, hits: 6, feeds: 1, via: ViaGuess, notAsked: []string{"/rss", "/rss.xml", "/rss/index.xml"}},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			sites := sitetest.StartWith(t, sitetest.Config{Now: clock}, tt.site)
			site := sites[tt.site]
			var events []fetch.Event
			res, err := Discover(context.Background(), site.URL, testOptions(), func(e fetch.Event) { events = append(events, e) })
			if err != nil {
				t.Fatalf("Discover: %v", err)
			}
			checkNotes(t, res)
			if got, want := res.Outcome, tt.outcome; got != want {
				t.Errorf("outcome = %q, want %q (%s)", got, want, res.Message)
			}
			if got, want := res.Reason, tt.reason; got != want {
				t.Errorf("reason = %q, want %q", got, want)
			}
			if res.Message == "" {
				t.Error("message is empty")
			}
			hits := len(site.Log())
			switch {
			case tt.hits > 0 && hits != tt.hits:
				t.Errorf("site received %d requests, want %d: %v", hits, tt.hits, site.Paths())
			case tt.hits == 0 && hits > tt.maxHits:
				t.Errorf("site received %d requests, want at most %d: %v", hits, tt.maxHits, site.Paths())
			}
			for name, want := range tt.otherHits {
				if got := len(sites[name].Log()); got != want {
					t.Errorf("%s received %d requests, want %d: %v", name, got, want, sites[name].Paths())
				}
			}
			if got, want := len(res.Requests), totalHits(sites); got != want {
				t.Errorf("result lists %d requests, the servers received %d", got, want)
			}
			if got, want := len(events), len(res.Requests); got != want {
				t.Errorf("onEvent called %d times, want %d", got, want)
			}
			for _, s := range sites {
				for _, h := range s.Log() {
					if h.UserAgent != fetch.UserAgent {
						t.Errorf("%s %s sent with User-Agent %q", s.Name, h.Path, h.UserAgent)
					}
				}
				if s == site && len(s.Log()) > 0 && s.Log()[0].Path != "/robots.txt" {
					t.Errorf("first request was %s, want /robots.txt", s.Log()[0].Path)
				}
			}
			for _, p := range tt.notAsked {
				for _, got := range site.Paths() {
					if got == p {
						t.Errorf("site was asked for %s, which the procedure should not need", p)
					}
				}
			}
			if got, want := len(res.Feeds), tt.feeds; got != want {
				t.Errorf("%d feeds, want %d: %+v", got, want, res.Feeds)
			}
			if len(res.Feeds) > 0 && res.Feeds[0].Via != tt.via {
				t.Errorf("feed via %q, want %q", res.Feeds[0].Via, tt.via)
			}
			if got, want := len(res.Sitemaps), tt.sitemaps; got != want {
				t.Errorf("%d sitemaps, want %d: %+v", got, want, res.Sitemaps)
			}
			if got, want := len(res.Sections), tt.sections; got != want {
				t.Errorf("%d sections, want %d", got, want)
			}
			if got, want := len(res.Articles), tt.articles; got != want {
				t.Errorf("%d articles, want %d", got, want)
			}
			for _, a := range res.Articles {
				if a.Title == "" || a.Published.IsZero() {
					t.Errorf("article %s lacks a title or a date: %+v", a.URL, a)
				}
			}
			if problems := contractProblems(res, resultFields); len(problems) > 0 {
				t.Errorf("discover --json breaks the contract:\n%s", strings.Join(problems, "\n"))
			}
			checkGolden(t, tt.site, sites, res)
		})
	}
}

// checkGolden compares res, with the servers' addresses replaced by NAME.test and request times
// zeroed, with testdata/golden/NAME.json.
func checkGolden(t *testing.T, name string, sites map[string]*sitetest.Site, res *Result) {
	t.Helper()
	norm := *res
	norm.Requests = nil
	for _, r := range res.Requests {
		r.MS = 0
		norm.Requests = append(norm.Requests, r)
	}
	b, err := json.MarshalIndent(norm, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	// Longest names first, so that "redirect-target" is replaced before "redirect".
	var names []string
	for n := range sites {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return len(sites[names[i]].URL) > len(sites[names[j]].URL) || names[i] < names[j] })
	for _, n := range names {
		b = bytes.ReplaceAll(b, []byte(sites[n].URL), []byte("http://"+n+".test"))
	}
	b = append(b, '\n')
	path := filepath.Join("testdata", "golden", name+".json")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if !bytes.Equal(b, want) {
		t.Errorf("result differs from %s (run go test -update and review the diff):\n%s", path, firstDiff(string(b), string(want)))
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n got: %s\nwant: %s", i+1, gl, wl)
		}
	}
	return ""
}

func TestDiscoverDetails(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: clock}, "itmedia", "asahi", "nikkei", "yomiuri", "sjis", "redirect", "techcrunch")
	discover := func(t *testing.T, name string) *Result {
		t.Helper()
		res, err := Discover(context.Background(), sites[name].URL, testOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	t.Run("feed on another host is trusted without fetching", func(t *testing.T) {
		res := discover(t, "itmedia")
		if got, want := res.Feeds[0].URL, sites["itmedia-rss"].URL+"/rss/2.0/itmedia_all.xml"; got != want {
			t.Errorf("feed = %q, want %q", got, want)
		}
		if got, want := res.Feeds[0].Title, "ITmedia 総合記事一覧"; got != want {
			t.Errorf("title = %q, want %q", got, want)
		}
	})
	t.Run("comments feed ranked last", func(t *testing.T) {
		res := discover(t, "techcrunch")
		if got, want := res.Feeds[0].URL, sites["techcrunch"].URL+"/feed/"; got != want {
			t.Errorf("first feed = %q, want %q", got, want)
		}
	})
	t.Run("shift_jis homepage", func(t *testing.T) {
		res := discover(t, "sjis")
		if got, want := res.Feeds[0].Title, "地方新聞 最新ニュース"; got != want {
			t.Errorf("title = %q, want %q", got, want)
		}
	})
	t.Run("redirect to another loopback port is refused", func(t *testing.T) {
		res := discover(t, "redirect")
		if got, want := res.Reason, "private-address"; got != want {
			t.Errorf("reason = %q, want %q (%s)", got, want, res.Message)
		}
		if got := sites["redirect-target"].Log(); len(got) != 0 {
			t.Errorf("the other loopback site received %v, want nothing", got)
		}
		var steps []string
		for _, r := range res.Requests {
			steps = append(steps, r.Step)
		}
		if got, want := strings.Join(steps, " "), "robots homepage"; got != want {
			t.Errorf("steps = %q, want %q", got, want)
		}
	})
	t.Run("asahi desks", func(t *testing.T) {
		res := discover(t, "asahi")
		var desks []string
		for _, s := range res.Sitemaps {
			desks = append(desks, s.Desk)
		}
		if got, want := strings.Join(desks, ","), "National,Business,Politics,International,Sports,Culture"; got != want {
			t.Errorf("desks = %q, want %q", got, want)
		}
		if got, want := res.Sitemaps[0].Entries, 61; got != want {
			t.Errorf("national entries = %d, want %d", got, want)
		}
		recent := 0
		for _, a := range res.Articles {
			if fixedNow.Sub(a.Published) <= 24*time.Hour {
				recent++
			}
		}
		if got, want := recent, 36; got != want {
			t.Errorf("%d national articles within 24 h, want %d", got, want)
		}
	})
	t.Run("yomiuri articles all within 24 h, newest first", func(t *testing.T) {
		res := discover(t, "yomiuri")
		for i, a := range res.Articles {
			if fixedNow.Sub(a.Published) > 24*time.Hour {
				t.Errorf("article %s published %v, more than 24 h ago", a.URL, a.Published)
			}
			if i > 0 && a.Published.After(res.Articles[i-1].Published) {
				t.Errorf("article %d is newer than article %d", i, i-1)
			}
		}
	})
	t.Run("nikkei sections", func(t *testing.T) {
		res := discover(t, "nikkei")
		if got, want := res.Sections[0].URL, sites["nikkei"].URL+"/"; got != want {
			t.Errorf("first section = %q, want the homepage %q", got, want)
		}
		titles := map[string]string{}
		for _, s := range res.Sections {
			titles[strings.TrimPrefix(s.URL, sites["nikkei"].URL)] = s.Title
			if strings.Contains(s.URL, "/article/") {
				t.Errorf("article %s listed as a section", s.URL)
			}
		}
		for path, want := range map[string]string{
			"/business/startups/": "スタートアップ",     // homepage anchor text
			"/economy/":           "経済",          // homepage anchor text
			"/asia/data/":         "Asia / Data", // no anchor: the path
		} {
			if got := titles[path]; got != want {
				t.Errorf("title of %s = %q, want %q", path, got, want)
			}
		}
		if got, want := res.Sitemaps[0].Entries, 187; got != want {
			t.Errorf("sitemap entries = %d, want %d", got, want)
		}
	})
}

// TestDiscoverRobotsRefusalWords shows that a robots.txt that could not be read is told apart from one
// whose rules refuse Broadsheet, whatever redirects came before the answer.
func TestDiscoverRobotsRefusalWords(t *testing.T) {
	tests := []struct {
		site  string
		steps string
		says  string
	}{
		{site: "robots5xx", steps: "robots", says: "robots.txt could not be read: it answered 503."},
		{site: "robotsmoved", steps: "robots redirect", says: "robots.txt could not be read: it redirects to {{site}}/maintenance/robots.txt, which answered 503."},
		{site: "closed", steps: "robots", says: `asks programs like Broadsheet not to visit (robots.txt: "Disallow: /")`},
		{site: "reuters", steps: "robots", says: `asks programs like Broadsheet not to visit (robots.txt: "Disallow: /")`},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			site := sitetest.Start(t, tt.site)
			res, err := Discover(context.Background(), site.URL, testOptions(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := res.Outcome+" "+res.Reason, OutcomeRefused+" "+ReasonRobots; got != want {
				t.Errorf("outcome = %q, want %q (%s)", got, want, res.Message)
			}
			var steps []string
			for _, r := range res.Requests {
				steps = append(steps, r.Step)
			}
			if got, want := strings.Join(steps, " "), tt.steps; got != want {
				t.Errorf("steps = %q, want %q", got, want)
			}
			if want := strings.ReplaceAll(tt.says, "{{site}}", site.URL); !strings.Contains(res.Message, want) {
				t.Errorf("message = %q, want it to say %q", res.Message, want)
			}
		})
	}
}

func TestDiscoverTypedFeed(t *testing.T) {
	site := sitetest.Start(t, "theverge")
	res, err := Discover(context.Background(), site.URL+"/rss/index.xml", testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.Outcome, OutcomeFeed; got != want {
		t.Fatalf("outcome = %q, want %q (%s)", got, want, res.Message)
	}
	if got, want := res.Feeds[0].URL, site.URL+"/rss/index.xml"; got != want {
		t.Errorf("feed = %q, want %q", got, want)
	}
	if got, want := strings.Join(site.Paths(), " "), "/robots.txt /rss/index.xml"; got != want {
		t.Errorf("requests = %q, want %q", got, want)
	}
}

func TestDiscoverUnknownHost(t *testing.T) {
	client := fetch.New(fetch.Config{LookupHost: func(ctx context.Context, host string) ([]netip.Addr, error) {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}})
	res, err := Discover(context.Background(), "https://no-such-paper.example/", Options{Client: client, Now: clock}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.Outcome+" "+res.Reason, OutcomeNothing+" unresolved"; got != want {
		t.Errorf("outcome = %q, want %q (%s)", got, want, res.Message)
	}
	if !strings.Contains(res.Message, "no-such-paper.example does not resolve: check the address") || strings.Contains(res.Message, "lookup") {
		t.Errorf("message %q does not say in words that the host does not resolve", res.Message)
	}
}

func TestDiscoverTimeout(t *testing.T) {
	site := sitetest.Start(t, "slow")
	client := fetch.New(fetch.Config{Timeout: 50 * time.Millisecond})
	res, err := Discover(context.Background(), site.URL, Options{Client: client, Now: clock}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.Outcome+" "+res.Reason, OutcomeNothing+" timeout"; got != want {
		t.Errorf("outcome = %q, want %q (%s)", got, want, res.Message)
	}
	if got, want := len(res.Requests), 2; got != want {
		t.Errorf("%d requests listed, want %d", got, want)
	}
}

func TestDiscoverAddressError(t *testing.T) {
	for _, in := range []string{"nikkei", "ftp://x", "http://", "/news", "two words.com"} {
		t.Run(in, func(t *testing.T) {
			res, err := Discover(context.Background(), in, testOptions(), nil)
			var ae *AddressError
			if !errors.As(err, &ae) || res != nil {
				t.Errorf("Discover(%q) = %v, %v; want nil, *AddressError", in, res, err)
			}
		})
	}
}

func TestDiscoverCancelled(t *testing.T) {
	site := sitetest.Start(t, "empty")
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	_, err := Discover(ctx, site.URL, testOptions(), func(fetch.Event) {
		if n++; n == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	if got := len(site.Log()); got > 4 {
		t.Errorf("site received %d requests after cancelling at the third, want at most 4", got)
	}
}

func TestDiscoverBudget(t *testing.T) {
	tests := []struct {
		site     string
		budget   int
		outcome  string
		reason   string
		notTried []string // what the message must name as not tried
	}{
		{site: "empty", budget: 4, outcome: OutcomeNothing, reason: "budget",
			notTried: []string{"/feed.xml", "and 3 more", "/sitemap.xml"}},
		{site: "smallpaper", budget: 6, outcome: OutcomeSections,
			notTried: []string{"/feed.xml, /atom.xml, /index.xml, /feeds/posts/default and 1 more, or the sitemap http://"}},
		{site: "empty", budget: 11, outcome: OutcomeNothing, reason: "budget",
			notTried: []string{"the sitemap http://"}},
		{site: "empty", budget: 1, outcome: OutcomeNothing, reason: "budget",
			notTried: []string{"before the homepage of 127.0.0.1 could be read"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s in %d requests", tt.site, tt.budget), func(t *testing.T) {
			site := sitetest.Start(t, tt.site)
			opts := testOptions()
			opts.MaxRequests = tt.budget
			res, err := Discover(context.Background(), site.URL, opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkNotes(t, res)
			if got, want := len(site.Log()), tt.budget; got != want {
				t.Errorf("site received %d requests, want %d", got, want)
			}
			if got, want := res.Outcome+" "+res.Reason, tt.outcome+" "+tt.reason; got != want {
				t.Errorf("outcome = %q, want %q", got, want)
			}
			if strings.Contains(res.Message, "has no feed") {
				t.Errorf("message says the site has no feed, though not every feed path was tried: %s", res.Message)
			}
			want := fmt.Sprintf("stopped at its limit of %d requests", tt.budget)
			if tt.budget == 1 {
				want = "stopped at its limit of 1 request "
			}
			if !strings.Contains(res.Message, want) {
				t.Errorf("message = %q, want it to say %q", res.Message, want)
			}
			for _, want := range tt.notTried {
				if !strings.Contains(res.Message, want) {
					t.Errorf("message = %q, want it to name %q as not tried", res.Message, want)
				}
			}
			if !slices.ContainsFunc(res.Tried, func(s string) bool { return strings.HasPrefix(s, "request limit:") }) {
				t.Errorf("tried does not say the search stopped at the limit: %q", res.Tried)
			}
		})
	}
}

func TestFetchSection(t *testing.T) {
	site := sitetest.Start(t, "nikkei")
	sp, err := FetchSection(context.Background(), site.URL+"/business/startups/", testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(sp.Articles), 20; got != want {
		t.Fatalf("%d articles, want %d", got, want)
	}
	if sp.Total != len(sp.Articles) {
		t.Errorf("total %d, want %d: FetchSection lists every article the page links to", sp.Total, len(sp.Articles))
	}
	for _, a := range sp.Articles {
		if !strings.HasPrefix(a.URL, site.URL+"/article/DGX") {
			t.Errorf("article %s is not a /article/DGX... link", a.URL)
		}
		if a.Title == "" || strings.HasPrefix(a.Title, "/") {
			t.Errorf("article %s has no headline title: %q", a.URL, a.Title)
		}
	}
	if got, want := strings.Join(site.Paths(), " "), "/robots.txt /business/startups/"; got != want {
		t.Errorf("requests = %q, want %q", got, want)
	}
	if got, want := len(sp.Requests), 2; got != want {
		t.Errorf("%d requests listed, want %d", got, want)
	}
	if problems := contractProblems(sp, sectionFields); len(problems) > 0 {
		t.Errorf("section --json breaks the contract:\n%s", strings.Join(problems, "\n"))
	}
}

// TestFetchSectionOfCopy reads a copy of a section page served on loopback, as a saved page or a
// mirror is: the page's stories are written with the host it names as its own (its canonical link),
// or, without one, with the host most of its links lead to, and are its stories all the same.
func TestFetchSectionOfCopy(t *testing.T) {
	var stories strings.Builder
	for i := range 6 {
		fmt.Fprintf(&stories, `<li><h3><a href="https://www.daily.example.com/2024/05/%02d/harbour-plan-%d/">Harbour plan part %d goes to the council</a></h3></li>`, i+1, i, i)
	}
	pages := map[string]string{
		"/news/":    `<html><head><link rel="canonical" href="https://www.daily.example.com/news/"></head><body><ul>` + stories.String() + `</ul></body></html>`,
		"/sport/":   `<html><body><ul>` + stories.String() + `</ul><a href="https://social.example.net/share?u=1">Share</a></body></html>`,
		"/weather/": `<html><body><a href="https://www.daily.example.com/2024/05/01/harbour-plan-0/">Harbour plan</a></body></html>`,
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, body)
	}))
	defer srv.Close()
	for path, want := range map[string]int{"/news/": 6, "/sport/": 6, "/weather/": 0} {
		t.Run(path, func(t *testing.T) {
			sp, err := FetchSection(context.Background(), srv.URL+path, testOptions(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(sp.Articles) != want {
				t.Fatalf("%d articles, want %d: %v", len(sp.Articles), want, sp.Articles)
			}
			for _, a := range sp.Articles {
				if !strings.HasPrefix(a.URL, "https://www.daily.example.com/2024/05/") {
					t.Errorf("article %s is not one of the page's stories", a.URL)
				}
			}
		})
	}
}

func TestFetchSectionRefused(t *testing.T) {
	site := sitetest.Start(t, "apnews")
	sp, err := FetchSection(context.Background(), site.URL+"/", testOptions(), nil)
	var he *fetch.HTTPError
	if !errors.As(err, &he) || he.Status != 403 {
		t.Fatalf("err = %v, want a *fetch.HTTPError with status 403", err)
	}
	if sp == nil || len(sp.Requests) != 2 {
		t.Errorf("page = %+v, want the two requests listed", sp)
	}
}

// TestDiscoverLivingSectionsByClock shows that "changed within the last 24 hours" is measured from
// Options.Now, not from the machine's clock: the sectionsdated site's section sitemap carries fixed
// dates, 20 of its 26 URLs within the 24 hours before 2025-03-14 12:00 UTC.
func TestDiscoverLivingSectionsByClock(t *testing.T) {
	dated := time.Date(2025, 3, 14, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		now     time.Time
		maxHits int
		guessed bool // the search went on to the common feed paths
		recent  int  // sitemap URLs changed within 24 h of now
	}{
		{name: "dates within 24 hours stop the search", now: dated.Add(30 * time.Minute), maxHits: 5, recent: 22},
		{name: "dates a year old do not", now: dated.AddDate(1, 0, 0), maxHits: 3 + len(guessPaths), guessed: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site := sitetest.Start(t, "sectionsdated")
			opts := testOptions()
			opts.Now = func() time.Time { return tt.now }
			res, err := Discover(context.Background(), site.URL, opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := res.Outcome, OutcomeSections; got != want {
				t.Fatalf("outcome = %q, want %q (%s)", got, want, res.Message)
			}
			if got, want := len(res.Sections), 25; got != want {
				t.Errorf("%d sections, want %d (24 from the sitemap and the homepage)", got, want)
			}
			if got := len(site.Log()); got > tt.maxHits {
				t.Errorf("site received %d requests, want at most %d: %v", got, tt.maxHits, site.Paths())
			}
			if got, want := slices.Contains(site.Paths(), "/feed"), tt.guessed; got != want {
				t.Errorf("/feed asked: %v, want %v: %v", got, want, site.Paths())
			}
			wantRecent := fmt.Sprintf("(%d of its 26 pages changed in the last 24 hours)", tt.recent)
			if !strings.Contains(res.Message, wantRecent) {
				t.Errorf("message %q does not say %q", res.Message, wantRecent)
			}
			tried := strings.Join(res.Tried, "\n")
			if got, want := strings.Contains(tried, "not a living section list"), tt.guessed; got != want {
				t.Errorf("tried says the list is not living: %v, want %v:\n%s", got, want, tried)
			}
		})
	}
}

func TestDiscoverRetryAfterWords(t *testing.T) {
	retryAt := fixedNow.Add(3 * time.Hour).Truncate(time.Second)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Retry-After", retryAt.Format(http.TimeFormat))
		w.WriteHeader(http.StatusTooManyRequests)
	}))
	defer srv.Close()
	tests := []struct {
		name string
		now  time.Time
		want string
	}{
		{"less than a second", retryAt.Add(-400 * time.Millisecond), "It asks for a pause of 1s."},
		{"hours, rounded up to the second", retryAt.Add(-(2*time.Hour + 22*time.Minute + 35400*time.Millisecond)), "It asks for a pause of 2h22m36s."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := testOptions()
			opts.Now = func() time.Time { return tt.now }
			res, err := Discover(context.Background(), srv.URL, opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.Reason != ReasonHTTP429 || !strings.Contains(res.Message, tt.want) {
				t.Errorf("got %s: %q, want %s saying %q", res.Reason, res.Message, ReasonHTTP429, tt.want)
			}
		})
	}
}

func TestHomepageSections(t *testing.T) {
	const home = "https://www.example.com/"
	article := page.Link{URL: home + "news/2026/11/29/bridge-reopens-after-repairs/", Text: "Bridge reopens"}
	section := func(p string) page.Link { return page.Link{URL: home + p, Text: p} }
	tests := []struct {
		name     string
		links    []page.Link
		want     []string // section paths, the homepage as "/"
		withHome bool
	}{
		{name: "articles and one section link: the homepage and that section", links: []page.Link{article, section("news/")},
			want: []string{"/", "/news/"}, withHome: true},
		{name: "articles and no section link: nothing", links: []page.Link{article}},
		{name: "no articles, a navigation bar of sections", links: []page.Link{section("world/"), section("business/"), section("sport/")},
			want: []string{"/world/", "/business/", "/sport/"}},
		{name: "no articles, two section links: no list", links: []page.Link{section("world/"), section("business/")}},
		{name: "no articles, links that are no sections do not count", links: []page.Link{
			section("world/"), section("business/"), section("business/#top"), section("about/"), section("search/"),
			section("sport/?page=2"), {URL: "https://elsewhere.example/culture/"}, {URL: home}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse(home)
			d := &discoverer{home: u, page: &page.Page{URL: home, Title: "Example", Links: tt.links}, anchors: map[string]string{}}
			secs, withHome := d.homepageSections()
			var got []string
			for _, s := range secs {
				su, _ := url.Parse(s.URL)
				got = append(got, su.Path)
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") || withHome != tt.withHome {
				t.Errorf("got %v (homepage included: %v), want %v (%v)", got, withHome, tt.want, tt.withHome)
			}
		})
	}
}

func TestDiscoverDesksOfManyWords(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: clock}, "deskindex")
	res, err := Discover(context.Background(), sites["deskindex"].URL, testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range res.Sitemaps {
		got = append(got, s.Desk+" "+strings.TrimPrefix(s.URL, sites["deskindex"].URL))
	}
	want := []string{"National /sitemap_national.xml", "Tech Science /sitemap_tech_science.xml", "Business /sitemap_business.xml"}
	if !slices.Equal(got, want) {
		t.Errorf("desks = %q, want %q", got, want)
	}
	if !strings.Contains(res.Message, "3 desks (National, Tech Science, Business)") {
		t.Errorf("message does not name the three desks: %s", res.Message)
	}
}

func TestDesksOf(t *testing.T) {
	now := fixedNow
	entry := func(name string, age time.Duration) sitemap.Entry {
		return sitemap.Entry{Loc: "https://paper.test/maps/" + name, LastMod: now.Add(-age)}
	}
	tests := []struct {
		name     string
		self     string
		children []sitemap.Entry
		want     []string
	}{
		{"desks of one and two words", "sitemap_national.xml",
			[]sitemap.Entry{entry("sitemap_national.xml", time.Hour), entry("sitemap_tech_science.xml", time.Hour), entry("sitemap_world-news.xml", time.Hour)},
			[]string{"National", "Tech Science", "World News"}},
		{"a desk of two words is itself the news sitemap", "sitemap_tech_science.xml",
			[]sitemap.Entry{entry("sitemap_national.xml", time.Hour), entry("sitemap_tech_science.xml", time.Hour), entry("sitemap_tech_gadgets.xml", time.Hour)},
			[]string{"National", "Tech Science", "Tech Gadgets"}},
		{"pages, kinds and old desks are no desks", "news_sitemap_politics.xml",
			[]sitemap.Entry{entry("news_sitemap_politics.xml", time.Hour), entry("news_sitemap_video.xml", time.Hour), entry("news_sitemap_2.xml", time.Hour),
				entry("news_sitemap_sport.xml", 30*24*time.Hour), entry("news_sitemap_arts.xml", time.Hour)},
			[]string{"Politics", "Arts"}},
		{"no shared start, no desks", "news.xml",
			[]sitemap.Entry{entry("news.xml", time.Hour), entry("pages.xml", time.Hour)},
			[]string{""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			desks := desksOf("https://paper.test/maps/"+tt.self, SitemapJudgement{Kind: SitemapNews}, tt.children, map[string]bool{}, now)
			var got []string
			for _, d := range desks {
				got = append(got, d.Desk)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("desks = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestHomepageSectionsLeaveHousePages(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: clock}, "housepages")
	res, err := Discover(context.Background(), sites["housepages"].URL, testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range res.Sections {
		got = append(got, strings.TrimPrefix(s.URL, sites["housepages"].URL)+" "+s.Title)
	}
	want := []string{"/ The Harbour Gazette", "/news/ News", "/business/ Business", "/economy/jobs/ Labour market", "/sport/ Sport", "/culture/ Culture"}
	if !slices.Equal(got, want) {
		t.Errorf("sections =\n%q\nwant\n%q", got, want)
	}
}

// checkNotes fails when res's Notes are not its Tried as data: one note for each line, of a kind.
func checkNotes(t *testing.T, res *Result) {
	t.Helper()
	if len(res.Notes) != len(res.Tried) {
		t.Fatalf("%d notes for %d lines tried: %+v for %q", len(res.Notes), len(res.Tried), res.Notes, res.Tried)
	}
	for i, n := range res.Notes {
		if n.Kind == "" {
			t.Errorf("the note of %q has no kind", res.Tried[i])
		}
	}
}
