package app

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
	"github.com/broadsheet/broadsheet/store"
)

// followReader follows the reader fixture site's feed, refreshes it and returns its headlines by
// the path of their address.
func followReader(t *testing.T, a *App, site *sitetest.Site) map[string]Headline {
	t.Helper()
	byPath := followSite(t, a, site)
	if len(byPath) < 9 {
		t.Fatalf("%d headlines, want the feed's 9: %v", len(byPath), byPath)
	}
	return byPath
}

// followSite follows what a fixture site offers, refreshes it and returns its headlines by the path
// of their address.
func followSite(t *testing.T, a *App, site *sitetest.Site) map[string]Headline {
	t.Helper()
	ctx := t.Context()
	f, err := a.Discover(ctx, site.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Follow(ctx, f, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := a.RefreshAll(ctx, nil); err != nil {
		t.Fatal(err)
	}
	hs, err := a.Headlines(ctx, HeadlineQuery{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	byPath := map[string]Headline{}
	for _, h := range hs {
		byPath[strings.TrimPrefix(h.URL, site.URL)] = h
	}
	return byPath
}

func TestReadHeadline(t *testing.T) {
	site := sitetest.Start(t, "reader")
	a := openTestApp(t, nil)
	ctx := t.Context()
	hs := followReader(t, a, site)
	tests := []struct {
		path    string
		status  string
		text    string // in the text, or in the message when the status is not ok
		kept    bool
		wantErr bool
	}{
		{"/article.html", ReadOK, "numbering every stone", true, false},
		{"/tokyo.html", ReadOK, "都内に残る唯一の路面電車", true, false},
		{"/cafe.html", ReadOK, "crêpes", true, false},
		{"/empty.html", ReadEmpty, "too little text", true, false},
		{"/paywalled.html", ReadPaywalled, "subscribers", true, false},
		{"/private/letters.html", ReadRefused, "robots.txt asks Broadsheet not to read this page", false, true},
		{"/forbidden.html", ReadRefused, "The site refused Broadsheet (403 Forbidden)", false, true},
		{"/report.pdf", ReadFailed, "PDF document", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			h := hs[tt.path]
			before := site.Hits(tt.path)
			r, err := a.ReadHeadline(ctx, h.ID)
			if r == nil {
				t.Fatalf("no reading: %v", err)
			}
			if (err != nil) != tt.wantErr {
				t.Errorf("error = %v, want one: %v", err, tt.wantErr)
			}
			if r.Status != tt.status || r.Cached {
				t.Errorf("status %q cached %v, want %q not cached", r.Status, r.Cached, tt.status)
			}
			where := r.Text
			if tt.status != ReadOK {
				where = r.Message
				if !strings.Contains(r.Message, "browser") {
					t.Errorf("message %q does not offer the browser", r.Message)
				}
			}
			if !strings.Contains(where, tt.text) {
				t.Errorf("%q lacks %q", where, tt.text)
			}

			// The second open costs the site nothing when the article was kept, and asks again when not.
			mid := site.Hits(tt.path)
			r2, _ := a.ReadHeadline(ctx, h.ID)
			after := site.Hits(tt.path)
			if tt.kept {
				if after != mid || !r2.Cached || r2.Text != r.Text || r2.Status != r.Status || len(r2.Blocks) != len(r.Blocks) {
					t.Errorf("second open: %d requests, cached %v, same text %v; want none, cached, the same",
						after-mid, r2.Cached, r2.Text == r.Text)
				}
			} else if tt.status != ReadRefused && after == mid {
				t.Errorf("a failure was kept: the second open sent no request")
			}
			if tt.path == "/private/letters.html" && (before != 0 || after != 0) {
				t.Errorf("the page robots.txt disallows was requested")
			}
		})
	}

	// The articles kept are searchable with the headlines.
	found, err := a.Headlines(ctx, HeadlineQuery{Search: "granite"})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 || found[0].ID != hs["/article.html"].ID {
		t.Errorf("search for a word of an article found %v", found)
	}
	found, err = a.Headlines(ctx, HeadlineQuery{Search: "百年"})
	if err != nil || len(found) != 1 {
		t.Errorf("search for a Japanese word of an article found %v, %v", found, err)
	}

	// Its requests are in the site's request log.
	rep, err := a.SiteReport(ctx, hs["/article.html"].Site)
	if err != nil {
		t.Fatal(err)
	}
	var logged bool
	for _, r := range rep.Requests {
		logged = logged || (r.Step == "article" && strings.HasSuffix(r.URL, "/article.html"))
	}
	if !logged {
		t.Errorf("the article's request is not in the site's request log")
	}

	if _, err := a.ReadHeadline(ctx, 999999); !errors.Is(err, ErrUnknownHeadline) {
		t.Errorf("ReadHeadline of a missing headline: error = %v, want ErrUnknownHeadline", err)
	}
}

func TestReadHeadlineOnceAtATime(t *testing.T) {
	site := sitetest.Start(t, "reader")
	a := openTestApp(t, nil)
	hs := followReader(t, a, site)
	id := hs["/article.html"].ID
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := a.ReadHeadline(t.Context(), id); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if n := site.Hits("/article.html"); n != 1 {
		t.Errorf("four reads at once sent %d requests for the page, want 1", n)
	}
}

func TestAutoReadIsPerSite(t *testing.T) {
	a := openTestApp(t, nil)
	ctx := t.Context()
	if on, err := a.AutoRead(ctx, "www.reader.test"); err != nil || on {
		t.Fatalf("AutoRead before any choice = %v, %v", on, err)
	}
	if err := a.SetAutoRead(ctx, "www.reader.test", true); err != nil {
		t.Fatal(err)
	}
	if on, _ := a.AutoRead(ctx, "www.reader.test"); !on {
		t.Error("AutoRead did not stick")
	}
	if on, _ := a.AutoRead(ctx, "www.other.test"); on {
		t.Error("another site reads by itself too")
	}
}

func TestReadHeadlineJudgesTheLinkAsItsSourcesOwn(t *testing.T) {
	// A public source (an address literal, so that no name is looked up) whose headline links into
	// loopback: the link is the site's, and a public site may not lead Broadsheet into a private
	// network.
	site := sitetest.Start(t, "reader")
	a := openTestApp(t, nil)
	ctx := t.Context()
	h := headlineFrom(t, a, store.Source{Kind: store.KindFeed, URL: "https://203.0.113.7/feed.xml",
		Site: "203.0.113.7", Title: "News"}, site.URL+"/article.html")
	r, err := a.ReadHeadline(ctx, h.ID)
	var pe *fetch.PrivateAddressError
	if !errors.As(err, &pe) || r == nil || r.Status != ReadFailed {
		t.Fatalf("ReadHeadline = %+v, %v; want a failure for the private address", r, err)
	}
	if !strings.Contains(r.Message, "private network") {
		t.Errorf("message = %q, want it to name the private network", r.Message)
	}
	if n := len(site.Log()); n != 0 {
		t.Errorf("the loopback site received %d requests", n)
	}
}

func TestReadHeadlineReachesPrivateOnlyOnTheTypedHost(t *testing.T) {
	// A source on loopback that was not followed from its own host (typed elsewhere, or nothing
	// typed at all) is refused by its refreshes; its headlines' links are judged by the same typed
	// address, not by the source's own, so the reader view cannot reach loopback either.
	site := sitetest.Start(t, "reader")
	tests := []struct {
		name, typed string
		wantRead    bool
	}{
		{"typed nothing", "", false},
		{"typed a public site", "https://www.paper.example/", false},
		{"typed this very host", site.URL + "/", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := openTestApp(t, nil)
			ctx := t.Context()
			h := headlineFrom(t, a, store.Source{Kind: store.KindFeed, URL: site.URL + "/feed.xml",
				Site: "127.0.0.1", Title: "News", Typed: tt.typed}, site.URL+"/article.html")
			before := site.Hits("/article.html")
			r, err := a.ReadHeadline(ctx, h.ID)
			read := site.Hits("/article.html") > before
			if read != tt.wantRead {
				t.Fatalf("article read: %v, want %v (reading %+v, %v)", read, tt.wantRead, r, err)
			}
			var pe *fetch.PrivateAddressError
			if !tt.wantRead && (!errors.As(err, &pe) || r == nil || r.Status != ReadFailed) {
				t.Errorf("ReadHeadline = %+v, %v; want a failure for the private address", r, err)
			}
			if tt.wantRead && (err != nil || r.Status != ReadOK) {
				t.Errorf("ReadHeadline = %+v, %v; want the article", r, err)
			}
		})
	}
}

// headlineFrom stores src and one headline of it at link, and returns the headline as the list gives it.
func headlineFrom(t *testing.T, a *App, src store.Source, link string) Headline {
	t.Helper()
	ctx := t.Context()
	srcs, err := a.store.AddSources(ctx, []store.Source{src})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.store.IngestItems(ctx, srcs[0].ID, []store.NewItem{{URL: link,
		Title: "Harbour town rebuilds its lighthouse"}}, a.now()); err != nil {
		t.Fatal(err)
	}
	hs, err := a.Headlines(ctx, HeadlineQuery{})
	if err != nil || len(hs) != 1 {
		t.Fatalf("headlines = %v, %v", hs, err)
	}
	return hs[0]
}

// TestReadLogTroubleIsSeen reads an article while the request log cannot be written: the article is
// read all the same, and the log's trouble is said in the words of the source that brought the
// headline, which a site's details show.
func TestReadLogTroubleIsSeen(t *testing.T) {
	site := sitetest.Start(t, "reader")
	a := openTestApp(t, nil)
	ctx := t.Context()
	h := followReader(t, a, site)["/article.html"]
	alterDatabase(t, a, refusing("nolog", "requests", "1", "no request is logged here"))
	r, err := a.ReadHeadline(ctx, h.ID)
	if err != nil || r.Status != ReadOK {
		t.Fatalf("ReadHeadline = %+v, %v; want the article read", r, err)
	}
	src, err := a.Source(ctx, h.SourceID)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(src.Reason, keepingWords) || !strings.Contains(src.Err, "no request is logged here") {
		t.Errorf("the source says %q (%q), want the request log's trouble in its words", src.Reason, src.Err)
	}
}
