package discovery

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestRefreshSeesPermanentMoves checks that a refresh says where a source moved when every redirect
// on the way was permanent, and only then.
func TestRefreshSeesPermanentMoves(t *testing.T) {
	tests := []struct {
		variant   string
		wantMoved string // path, "" for none
	}{
		{"movingfeed", ""},
		{"movingfeed-301", "/feeds/all.xml"},
		{"movingfeed-308", "/feeds/all.xml"},
		{"movingfeed-302", ""},
	}
	for _, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			site := sitetest.Start(t, tt.variant)
			job := fetch.New(fetch.Config{}).NewJob(fetch.JobOptions{Typed: site.URL})
			up, err := RefreshFeed(t.Context(), job, site.URL+"/rss/index.xml", Validators{})
			if err != nil {
				t.Fatal(err)
			}
			want := ""
			if tt.wantMoved != "" {
				want = site.URL + tt.wantMoved
			}
			if up.MovedTo != want {
				t.Errorf("MovedTo = %q, want %q", up.MovedTo, want)
			}
			if len(up.Items) < 3 {
				t.Errorf("got %d items, want the feed read at its address either way", len(up.Items))
			}
		})
	}
}

// TestMovable checks which new addresses a source may be moved to on a site's word alone.
func TestMovable(t *testing.T) {
	client := fetch.New(fetch.Config{LookupHost: func(ctx context.Context, host string) ([]netip.Addr, error) {
		switch host {
		case "www.public.test", "feeds.public.test":
			return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
		case "intranet.test":
			return []netip.Addr{netip.MustParseAddr("192.168.1.20")}, nil
		}
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}})
	job := client.NewJob(fetch.JobOptions{})
	tests := []struct {
		from, to string
		want     bool
	}{
		{"https://www.public.test/rss", "https://www.public.test/feed.xml", true},
		{"https://www.public.test/rss", "https://feeds.public.test/all.xml", true},
		{"http://www.public.test/rss", "https://www.public.test/rss", true},
		{"https://www.public.test/rss", "http://www.public.test/rss", false}, // never down to plain http
		{"https://www.public.test/rss", "https://intranet.test/rss", false},  // a public site into a private network
		{"https://www.public.test/rss", "http://127.0.0.1:8080/rss", false},
		{"http://127.0.0.1:8080/rss", "http://127.0.0.1:9090/feed.xml", true}, // the very host typed, whatever its address
		{"http://localhost:8080/rss", "http://intranet.test/rss", false},
		{"https://www.public.test/rss", "ftp://www.public.test/rss", false},
	}
	for _, tt := range tests {
		if got := movable(t.Context(), job, tt.from, tt.to); got != tt.want {
			t.Errorf("movable(%s, %s) = %v, want %v", tt.from, tt.to, got, tt.want)
		}
	}
}

// TestRefreshDoesNotMoveIntoAPrivateNetwork checks that a source on a private name of its own is
// neither read at nor moved to another name that leads to a private address: loopback is allowed to
// the job only on the followed name itself.
func TestRefreshDoesNotMoveIntoAPrivateNetwork(t *testing.T) {
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			w.Write([]byte("User-agent: *\nAllow: /\n"))
		case "/rss":
			_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
			http.Redirect(w, r, "http://feeds.elsewhere.test:"+port+"/all.xml", http.StatusMovedPermanently)
		case "/all.xml":
			w.Header().Set("Content-Type", "application/rss+xml")
			w.Write([]byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title>A story here</title><link>http://www.paper.test/2026/11/29/a-story-here</link></item></channel></rss>`))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	client := fetch.New(fetch.Config{LookupHost: sitetest.LookupHost})
	from := "http://www.paper.test:" + port + "/rss"
	job := client.NewJob(fetch.JobOptions{Typed: from})
	up, err := RefreshFeed(t.Context(), job, from, Validators{})
	var refused *fetch.PrivateAddressError
	if !errors.As(err, &refused) {
		t.Fatalf("RefreshFeed = %+v, %v; want *fetch.PrivateAddressError", up, err)
	}
	if up != nil && up.MovedTo != "" {
		t.Errorf("MovedTo = %q, want none: another name on a private address", up.MovedTo)
	}
}

func TestFindReplacement(t *testing.T) {
	tests := []struct {
		name      string
		start     string // the fixture followed
		become    string // what it becomes
		kind      string
		path      string // the followed address
		title     string
		avoid     []string // paths
		wantPath  string   // the replacement's address; "" for none
		wantKind  string
		wantNamed bool
		wantWhy   string // for none, words the error must hold
		wantItems int    // of a named replacement
	}{
		{name: "feed announced on the homepage", start: "movingfeed", become: "movingfeed-link", kind: KindFeed, path: "/rss/index.xml",
			wantPath: "/feeds/all.xml", wantKind: KindFeed, wantNamed: true, wantWhy: "the homepage announces it", wantItems: 4},
		{name: "feed at a common address", start: "movingfeed", become: "movingfeed-guess", kind: KindFeed, path: "/rss/index.xml",
			wantPath: "/feed.xml", wantKind: KindFeed, wantWhy: "it answers at a common feed address"},
		{name: "the guess was turned down", start: "movingfeed", become: "movingfeed-guess", kind: KindFeed, path: "/rss/index.xml",
			avoid: []string{"/feed.xml"}, wantWhy: "offers nothing new"},
		{name: "the homepage still names the old feed", start: "movingfeed", become: "movingfeed", kind: KindFeed, path: "/rss/index.xml",
			wantWhy: "still announces"},
		{name: "section page announces its feed", start: "movingdesk", become: "movingdesk-link", kind: KindSection, path: "/world/", title: "World",
			wantPath: "/world/feed.xml", wantKind: KindFeed, wantNamed: true, wantWhy: "the section page announces it", wantItems: 3},
		{name: "section of the same name elsewhere", start: "movingdesk", become: "movingdesk-renamed", kind: KindSection, path: "/world/", title: "World",
			wantPath: "/international/", wantKind: KindSection, wantWhy: "the site lists a section of the same name there"},
		{name: "news sitemap listed anew in robots.txt", start: "movingnews", become: "movingnews-moved", kind: KindNewsSitemap, path: "/sitemaps/news.xml",
			wantPath: "/news-sitemap.xml", wantKind: KindNewsSitemap, wantNamed: true, wantWhy: "robots.txt lists it", wantItems: 6},
		{name: "a site that refuses offers nothing", start: "closed", become: "closed", kind: KindFeed, path: "/rss",
			wantWhy: "Broadsheet respects that"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site := sitetest.Start(t, tt.start)
			client := fetch.New(fetch.Config{})
			// The client read robots.txt before the site changed, as the refreshes of a followed
			// source would have.
			if _, err := client.NewJob(fetch.JobOptions{Typed: site.URL}).Robots(t.Context(), site.URL+"/"); err != nil {
				t.Fatal(err)
			}
			site.Become(t, tt.become)
			site.ResetLog()
			old := Followed{Kind: tt.kind, URL: site.URL + tt.path, Title: tt.title, Site: site.URL + "/", Typed: site.URL + "/"}
			for _, p := range tt.avoid {
				old.Avoid = append(old.Avoid, site.URL+p)
			}
			var events int
			r, err := FindReplacement(t.Context(), old, Options{Client: client}, func(fetch.Event) { events++ })
			if got := len(site.Log()); got != events || got > fetch.DefaultBudget {
				t.Errorf("the site received %d requests, %d were reported; want the same, at most %d", got, events, fetch.DefaultBudget)
			}
			if tt.wantPath == "" {
				if !errors.Is(err, ErrNoReplacement) || !strings.Contains(err.Error(), tt.wantWhy) {
					t.Fatalf("got %+v, %v; want ErrNoReplacement saying %q", r, err, tt.wantWhy)
				}
				return
			}
			if err != nil {
				t.Fatalf("FindReplacement: %v", err)
			}
			if r.URL != site.URL+tt.wantPath || r.Kind != tt.wantKind || r.Named != tt.wantNamed || r.Why != tt.wantWhy {
				t.Errorf("got %s %s named=%v (%s), want %s %s named=%v (%s)", r.Kind, r.URL, r.Named, r.Why,
					tt.wantKind, site.URL+tt.wantPath, tt.wantNamed, tt.wantWhy)
			}
			switch {
			case tt.wantNamed && (r.Update == nil || len(r.Update.Items) != tt.wantItems):
				t.Errorf("a named replacement's update: %+v, want %d items read", r.Update, tt.wantItems)
			case !tt.wantNamed && r.Update != nil:
				t.Errorf("a proposal came with an update: %+v, want none", r.Update)
			}
		})
	}
}

// TestFindReplacementReachesPrivateOnlyOnTheTypedHost checks that a new discovery of a followed
// site keeps to the address typed when it was followed, as its refreshes do: a site on loopback
// followed from another host (or from nothing typed) is not asked at all.
func TestFindReplacementReachesPrivateOnlyOnTheTypedHost(t *testing.T) {
	for _, typed := range []string{"", "https://www.paper.example/", "http://127.0.0.1:1/"} {
		t.Run(typed, func(t *testing.T) {
			site := sitetest.Start(t, "movingfeed-link")
			old := Followed{Kind: KindFeed, URL: site.URL + "/rss/index.xml", Site: site.URL + "/", Typed: typed}
			r, err := FindReplacement(t.Context(), old, Options{Client: fetch.New(fetch.Config{})}, nil)
			if !errors.Is(err, ErrNoReplacement) || !strings.Contains(err.Error(), "a private address") {
				t.Errorf("got %+v, %v; want ErrNoReplacement naming the private address", r, err)
			}
			if n := len(site.Log()); n != 0 {
				t.Errorf("the loopback site received %d requests: %v", n, site.Paths())
			}
		})
	}
}
