package app

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
	"github.com/broadsheet/broadsheet/store"
)

func TestExplain(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"nil", nil, ""},
		{"cancelled", fmt.Errorf("app: discover: %w", context.Canceled), "Stopped."},
		{"package prefix", errors.New("app: no such source"), "No such source."},
		{"already a sentence", errors.New("discovery: the address has no host."), "The address has no host."},
		{"locked", fmt.Errorf("app: opening x.db: %w", ErrLocked), "Another program is using Broadsheet's database; close it and try again."},
		{"timeout", fmt.Errorf("discovery: %w", context.DeadlineExceeded), "The site did not answer in time."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Explain(tt.err); got != tt.want {
				t.Errorf("Explain = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTroubleWords(t *testing.T) {
	wrap := func(err error) error {
		return fmt.Errorf("discovery: refreshing http://www.nikkei.test/business/: %w", err)
	}
	tests := []struct {
		name string
		err  error
		want string
		kind string // KindFeed when empty
	}{
		{"404", wrap(&fetch.HTTPError{URL: "http://www.nikkei.test/business/", Status: 404}), "The page answered 404 Not Found.", ""},
		{"403", wrap(&fetch.HTTPError{Status: 403}), "The site refused (403 Forbidden).", ""},
		{"401", wrap(&fetch.HTTPError{Status: 401}), "The site asks for a login (401 Unauthorized).", ""},
		{"410", wrap(&fetch.HTTPError{Status: 410}), "The page is gone (410).", ""},
		{"429", wrap(&fetch.HTTPError{Status: 429, RetryAfter: time.Minute}), "The site asked Broadsheet to slow down (429 Too Many Requests).", ""},
		{"503", wrap(&fetch.HTTPError{Status: 503}), "The site had a problem (503 Service Unavailable).", ""},
		{"unnamed status", wrap(&fetch.HTTPError{Status: 418}), "The page answered 418.", ""},
		{"robots.txt", wrap(&fetch.DisallowedError{URL: "http://x.test/", Rule: "Disallow: /"}), "robots.txt asks Broadsheet not to read this page.", ""},
		{"robots.txt unreadable", wrap(&fetch.DisallowedError{URL: "http://x.test/", Cause: &fetch.HTTPError{Status: 503}}),
			"The site's robots.txt could not be read, so Broadsheet reads nothing there for now.", ""},
		{"timeout", wrap(fmt.Errorf("fetch: %w", fetch.ErrTimeout)), "The site did not answer in time.", ""},
		{"too large", wrap(&fetch.TooLargeError{URL: "https://www.paper.example/feed", Limit: fetch.FeedBytes}), "https://www.paper.example/feed is larger than the 16 MiB Broadsheet reads.", ""},
		{"no such host", wrap(&net.DNSError{Name: "x.test", IsNotFound: true}), "The site's name could not be found.", ""},
		{"connection refused", wrap(&net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}), "The site refused the connection.", ""},
		{"certificate", wrap(&tls.CertificateVerificationError{Err: x509.UnknownAuthorityError{}}), "The site's certificate could not be verified, so Broadsheet does not read it.", ""},
		{"refused connection", wrap(&net.OpError{Op: "dial", Err: errors.New("connection refused")}), "The site could not be reached.", ""},
		{"not a feed", wrap(feed.ErrNotFeed), "The page is no longer a feed Broadsheet can read.", ""},
		{"feed that does not parse", errors.New("feed: XML syntax error on line 1"), "The feed could not be read.", ""},
		{"section that does not parse", errors.New("page: odd"), "The section page could not be read.", KindSection},
		{"sitemap parse that outlived its deadline", fmt.Errorf("sitemap: %w", context.DeadlineExceeded), "The sitemap took too long to read.", KindNewsSitemap},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kind := tt.kind
			if kind == "" {
				kind = KindFeed
			}
			if got := keptReason(troubleWords(kind, tt.err)); got != tt.want {
				t.Errorf("troubleWords, said, = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSourceReason(t *testing.T) {
	// Reasons show local time.
	now := time.Date(2026, 11, 29, 10, 45, 0, 0, time.Local)
	checked := time.Date(2026, 11, 29, 10, 30, 0, 0, time.Local)
	tests := []struct {
		name string
		src  store.Source
		want string
	}{
		{"fine", store.Source{State: store.StateActive}, ""},
		{"failing with a status", store.Source{State: store.StateActive, Failures: 1, Reason: "The page answered 404 Not Found.", LastRefreshed: checked},
			"The page answered 404 Not Found (checked 10:30)."},
		{"failing in brackets, retried later", store.Source{State: store.StateActive, Failures: 2, Reason: "The site had a problem (503 Service Unavailable).",
			LastRefreshed: checked, RetryUntil: now.Add(time.Hour)}, "The site had a problem (503 Service Unavailable, checked 10:30). Trying again at 11:45."},
		{"checked yesterday", store.Source{State: store.StateActive, Failures: 1, Reason: "The site did not answer in time.", LastRefreshed: checked.Add(-24 * time.Hour)},
			"The site did not answer in time (checked 28 Nov 10:30)."},
		{"failing from before words", store.Source{State: store.StateActive, Failures: 1, LastError: "fetch: boom"}, "The last refresh failed."},
		{"paused by robots.txt", store.Source{State: store.StatePaused, Reason: robotsWords}, robotsWords},
		{"paused by robots.txt, stored by an earlier version", store.Source{State: store.StatePaused, Reason: legacyRefusalRobots + " (Disallow: /)"}, robotsWords},
		{"paused by 403", store.Source{State: store.StatePaused, Reason: "The site refused (403 Forbidden).", LastRefreshed: checked}, "The site refused (403 Forbidden)."},
		{"gone", store.Source{State: store.StateGone}, "The page is gone (410)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sourceReason(tt.src, now); got != tt.want {
				t.Errorf("sourceReason = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRefusalWords(t *testing.T) {
	tests := []struct {
		name    string
		reason  string
		message string
		want    string
	}{
		{"robots", "robots", "", "www.reuters.com asks programs like Broadsheet not to visit (robots.txt). Broadsheet respects that."},
		{"forbidden", "http-403", "", "www.reuters.com refused Broadsheet's visit (HTTP 403). Broadsheet respects that."},
		{"free text", "the site is down", "", "www.reuters.com cannot be followed: the site is down."},
		{"discovery's own words win", "robots", "www.reuters.com's robots.txt could not be read: it answered 503.",
			"www.reuters.com's robots.txt could not be read: it answered 503."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &Finding{Site: "https://www.reuters.com/", Outcome: "refused", Reason: tt.reason, Message: tt.message}
			if got := RefusalWords(f); got != tt.want {
				t.Errorf("RefusalWords = %q, want %q", got, tt.want)
			}
		})
	}
}

// bracketWords says each text as «text», filled in, and a plural as «other»#n: enough to see which
// sentences went through Words.
type bracketWords struct{}

func (bracketWords) Say(text string, data map[string]any) string {
	return "«" + English{}.Say(text, data) + "»"
}

func (bracketWords) SayCount(_, other string, n int, data map[string]any) string {
	return fmt.Sprintf("«%s»#%d", English{}.Say(other, withCount(data, n)), n)
}

// TestSentencesThroughWords checks that the sentences the window shows are said through the Words
// set, while the reasons kept in the database stay English (and are looked up as they are shown).
func TestSentencesThroughWords(t *testing.T) {
	SetWords(bracketWords{})
	t.Cleanup(func() { SetWords(English{}) })
	now := time.Date(2026, 11, 28, 10, 30, 0, 0, time.Local)

	if got, want := Explain(context.Canceled), "«Stopped.»"; got != want {
		t.Errorf("Explain(Canceled) = %q, want %q", got, want)
	}
	if got, want := Explain(&fetch.HTTPError{Status: 503}), "«The site had a problem (503 «Service Unavailable»).»"; got != want {
		t.Errorf("Explain(503) = %q, want %q", got, want)
	}
	if got, want := RefusalWords(&Finding{Site: "https://www.example.com/", Reason: "http-403", Message: "discovery's own words"}),
		"«www.example.com refused Broadsheet's visit (HTTP 403). Broadsheet respects that.»"; got != want {
		t.Errorf("RefusalWords(403) = %q, want %q", got, want)
	}
	if got, want := ReadingWords(ReadEmpty, 12, nil), "«This page holds too little text to read here (12 words).»#12 «Open it in the browser to read it there.»"; got != want {
		t.Errorf("ReadingWords(empty) = %q, want %q", got, want)
	}
	kept := troubleWords(KindFeed, fmt.Errorf("app: %w", feed.ErrNotFeed))
	if want := "The page is no longer a feed Broadsheet can read."; kept != want {
		t.Errorf("the reason kept is %q, want it in English: %q", kept, want)
	}
	s := store.Source{State: store.StateActive, Failures: 2, Reason: kept}
	if got, want := sourceReason(s, now), "«The page is no longer a feed Broadsheet can read.»"; got != want {
		t.Errorf("sourceReason = %q, want the kept reason said through Words: %q", got, want)
	}
}

// TestKeptReasonsAreKeys checks that every reason troubleWords keeps, whatever went wrong, is one of
// reasonKeys, so that the window can say it in its language.
func TestKeptReasonsAreKeys(t *testing.T) {
	errs := []error{
		feed.ErrNotFeed, context.DeadlineExceeded, errors.New("parse error"), fetch.ErrTimeout,
		&fetch.DisallowedError{}, fetch.ErrRedirectLoop, fetch.ErrTooManyRedirects, fetch.ErrUserInfo,
		&net.DNSError{}, syscall.ECONNREFUSED, &net.OpError{Op: "dial", Err: errors.New("x")},
	}
	for _, kind := range []string{KindFeed, KindNewsSitemap, KindArticleSitemap, KindSection, "other"} {
		for _, err := range errs {
			if r := troubleWords(kind, err); !reasonKeys[r] {
				t.Errorf("troubleWords(%s, %v) = %q, which reasonKeys lacks", kind, err, r)
			}
		}
	}
}

// TestKeptReasonSaidAnew keeps reasons that carry data (a status, a trouble after the source's own
// words) and says them through Words: each sentence is said in the language spoken when it is shown,
// not the one spoken when it was kept, and a reason kept in English before still shows.
func TestKeptReasonSaidAnew(t *testing.T) {
	status := troubleWords(KindFeed, &fetch.HTTPError{URL: "http://www.nikkei.test/rss", Status: 404})
	large := troubleWords(KindFeed, &fetch.TooLargeError{URL: "http://www.nikkei.test/rss", Limit: fetch.FeedBytes})
	var trouble store.Source
	addTrouble(&trouble, &RefreshResult{}, &fetch.HTTPError{Status: 503})
	SetWords(bracketWords{})
	t.Cleanup(func() { SetWords(English{}) })
	now := time.Date(2026, 11, 28, 10, 30, 0, 0, time.Local)
	tests := []struct {
		name string
		src  store.Source
		want string
	}{
		{"status", store.Source{State: store.StateActive, Failures: 1, Reason: status}, "«The page answered 404 «Not Found».»"},
		{"too large", store.Source{State: store.StateActive, Failures: 1, Reason: large},
			"«http://www.nikkei.test/rss is larger than the 16 MiB Broadsheet reads.»"},
		{"what a refresh could not keep", store.Source{State: store.StateActive, Reason: trouble.Reason},
			"««Broadsheet could not keep all its last refresh learnt:» «The site had a problem (503 «Service Unavailable»).»»"},
		{"kept in English before", store.Source{State: store.StateActive, Failures: 1, Reason: "The page answered 404 Not Found."},
			"The page answered 404 Not Found."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sourceReason(tt.src, now); got != tt.want {
				t.Errorf("sourceReason = %q, want %q (kept as %q)", got, tt.want, tt.src.Reason)
			}
		})
	}
}

// TestNothingWordsThroughWords checks that each reason discovery gives for finding nothing is said
// through the Words set, not left in discovery's English.
func TestNothingWordsThroughWords(t *testing.T) {
	SetWords(bracketWords{})
	t.Cleanup(func() { SetWords(English{}) })
	for _, reason := range []string{"no-feed", "budget", "redirect-loop", "too-many-redirects", "timeout", "unresolved",
		"private-address", "too-large", "connection-refused", "certificate", "no-tls", "unreachable", "http-404", "http-500"} {
		t.Run(reason, func(t *testing.T) {
			f := &Finding{Site: "https://www.example.com/", Outcome: "nothing", Reason: reason, Message: "discovery's own words"}
			if got := NothingWords(f); !strings.HasPrefix(got, "«") || !strings.Contains(got, "www.example.com") {
				t.Errorf("NothingWords(%s) = %q, want it said through Words, naming the site", reason, got)
			}
		})
	}
	if got, want := NothingWords(&Finding{Site: "https://www.example.com/", Reason: "http-404"}),
		"«www.example.com's homepage answered 404 «Not Found», so there is nothing to read there.»"; got != want {
		t.Errorf("NothingWords(http-404) = %q, want %q", got, want)
	}
}

// TestTriedWordsThroughWords checks that each kind of note discovery keeps of what it tried is said
// through the Words set, not left in discovery's English.
func TestTriedWordsThroughWords(t *testing.T) {
	SetWords(bracketWords{})
	t.Cleanup(func() { SetWords(English{}) })
	kinds := []string{discovery.TriedRequestLimit, discovery.TriedNoFeedLink, discovery.TriedFeedPaths,
		discovery.TriedHomepageNotHTML, discovery.TriedOverHTTPNoTLS, discovery.TriedOverHTTPRefused,
		discovery.TriedRobotsNoSitemaps, discovery.TriedRobotsSitemaps, discovery.TriedSitemapSkipped,
		discovery.TriedSitemapFailed, discovery.TriedSitemapStatus, discovery.TriedSitemapCut,
		discovery.TriedSitemapNotFeed, discovery.TriedSitemapBad, discovery.TriedSitemapIndex,
		discovery.TriedNestedIndex, discovery.TriedStillSections, discovery.TriedUntitledArticles,
		discovery.TriedUselessSitemap, discovery.TriedUserInfoLinks, discovery.TriedUserInfoEntries,
		discovery.TriedUserInfoAddresses}
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			notes := []discovery.Note{{Kind: kind, URL: "http://www.example.test/sitemap.xml", Count: 404, Of: 3,
				Names: []string{"/feed"}, Err: fetch.ErrTimeout}}
			got := triedWords(notes, []string{"discovery's own words"})
			if len(got) != 1 || !strings.HasPrefix(got[0], "«") {
				t.Errorf("triedWords(%s) = %q, want it said through Words", kind, got)
			}
		})
	}
	if got := triedWords([]discovery.Note{{Kind: "new"}}, []string{"discovery's own words"}); got[0] != "discovery's own words" {
		t.Errorf("a note of a kind unknown reads %q, want discovery's own words", got)
	}
}

// TestNewsSitemapNamedInWords checks that a site's one news sitemap, which has no desk to name it, is
// named "Latest news" in the language spoken when it is found, as the window lists it and the source
// is kept.
func TestNewsSitemapNamedInWords(t *testing.T) {
	site := sitetest.Start(t, "yomiuri")
	a := openTestApp(t, nil)
	SetWords(bracketWords{})
	t.Cleanup(func() { SetWords(English{}) })
	f, err := a.Discover(t.Context(), site.URL, nil)
	if err != nil {
		t.Fatalf("Discover: %v", err)
	}
	if len(f.Sitemaps) != 1 || f.Sitemaps[0].Kind != KindNewsSitemap {
		t.Fatalf("got sitemaps %+v, want one news sitemap", f.Sitemaps)
	}
	if got, want := f.Sitemaps[0].Title, "«Latest news»"; got != want {
		t.Errorf("the news sitemap is named %q, want %q", got, want)
	}
}

// TestRobotsRefusalInWords checks that robots.txt's refusal, with the rule that refused or the answer
// that kept robots.txt from being read, is said through Words, not in discovery's English.
func TestRobotsRefusalInWords(t *testing.T) {
	tests := []struct {
		site string
		want string // after the host
	}{
		{"reuters", ` asks programs like Broadsheet not to visit (robots.txt: "Disallow: /"). Broadsheet respects that.»`},
		{"robots5xx", `'s robots.txt could not be read: it answered 503 «Service Unavailable». Until it can be, the whole site is off limits, so Broadsheet stops here; try again later.»`},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			site := sitetest.Start(t, tt.site)
			a := openTestApp(t, nil)
			f, err := a.Discover(t.Context(), site.URL, nil)
			if err != nil {
				t.Fatalf("Discover: %v", err)
			}
			SetWords(bracketWords{})
			t.Cleanup(func() { SetWords(English{}) })
			if want := "«" + hostOf(f.Site) + tt.want; RefusalWords(f) != want {
				t.Errorf("RefusalWords = %q, want %q", RefusalWords(f), want)
			}
		})
	}
}
