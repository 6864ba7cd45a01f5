package app

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
	"github.com/broadsheet/broadsheet/store"
)

// healFixture is a fixture site followed by a running app whose clock the test moves.
type healFixture struct {
	t     *testing.T
	clock *clock
	site  *sitetest.Site
	a     *App
	src   Source
}

// followFixture starts the fixture site name, discovers it and follows what choose picks (the best of
// the finding when choose is nil), refreshes it once and checks that headlines came.
func followFixture(t *testing.T, name string, choose func(f *Finding) []Candidate) *healFixture {
	t.Helper()
	c := newClock()
	site := sitetest.StartWith(t, sitetest.Config{Now: c.now}, name)[name]
	a := openTestApp(t, c.now)
	f, err := a.Discover(t.Context(), site.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	var chosen []Candidate
	if choose != nil {
		chosen = choose(f)
	}
	srcs, err := a.Follow(t.Context(), f, chosen)
	if err != nil || len(srcs) != 1 {
		t.Fatalf("Follow = %+v, %v; want one source", srcs, err)
	}
	h := &healFixture{t: t, clock: c, site: site, a: a, src: srcs[0]}
	if r := h.refresh(0); r.Status != StatusOK || r.New == 0 {
		t.Fatalf("first refresh: %+v, want headlines", r)
	}
	return h
}

// refresh moves the clock on by d and refreshes everything, returning the source's result (the zero
// result when it was left alone).
func (h *healFixture) refresh(d time.Duration) RefreshResult {
	h.t.Helper()
	h.clock.advance(d)
	results, err := h.a.RefreshAll(h.t.Context(), nil)
	if err != nil {
		h.t.Fatalf("RefreshAll: %v", err)
	}
	for _, r := range results {
		if r.SourceID == h.src.ID {
			return r
		}
	}
	return RefreshResult{}
}

// source reads the followed source as it is now.
func (h *healFixture) source() Source {
	h.t.Helper()
	s, err := h.a.Source(h.t.Context(), h.src.ID)
	if err != nil {
		h.t.Fatal(err)
	}
	return s
}

// headlines returns the URLs of the source's headlines and how many are unread.
func (h *healFixture) headlines() (urls []string, unread int) {
	h.t.Helper()
	hs, err := h.a.Headlines(h.t.Context(), HeadlineQuery{SourceID: h.src.ID, Limit: 1000})
	if err != nil {
		h.t.Fatal(err)
	}
	for _, x := range hs {
		urls = append(urls, x.URL)
		if !x.Read {
			unread++
		}
	}
	return urls, unread
}

// markOneRead marks the source's newest headline read.
func (h *healFixture) markOneRead() {
	h.t.Helper()
	hs, err := h.a.Headlines(h.t.Context(), HeadlineQuery{SourceID: h.src.ID, Limit: 1})
	if err != nil || len(hs) == 0 {
		h.t.Fatalf("Headlines = %d, %v", len(hs), err)
	}
	if err := h.a.SetRead(h.t.Context(), hs[0].ID, true); err != nil {
		h.t.Fatal(err)
	}
}

// report returns the site's report: its moves and proposals.
func (h *healFixture) report() *SiteReport {
	h.t.Helper()
	r, err := h.a.SiteReport(h.t.Context(), h.src.Site)
	if err != nil {
		h.t.Fatal(err)
	}
	return r
}

// sent returns the paths the site received since its log was last reset.
func (h *healFixture) sent() []string { return h.site.Paths() }

// TestFeedMovedPermanently follows a feed, makes it redirect to a new path, and checks that a
// permanent redirect moves the source (keeping its ID, headlines and read state) while a temporary
// one does not.
func TestFeedMovedPermanently(t *testing.T) {
	tests := []struct {
		variant   string
		wantMoved bool
	}{
		{"movingfeed-301", true},
		{"movingfeed-308", true},
		{"movingfeed-302", false},
	}
	for _, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			h := followFixture(t, "movingfeed", nil)
			h.markOneRead()
			before, unreadBefore := h.headlines()
			h.site.Become(t, tt.variant)

			r := h.refresh(time.Hour)
			newAddress := h.site.URL + "/feeds/all.xml"
			if r.Status != StatusOK || r.New != 1 {
				t.Errorf("refresh through the redirect: %+v, want ok with the one new headline", r)
			}
			src := h.source()
			wantURL, wantMovedTo := h.src.URL, ""
			if tt.wantMoved {
				wantURL, wantMovedTo = newAddress, newAddress
			}
			if src.URL != wantURL || r.MovedTo != wantMovedTo || src.ID != h.src.ID {
				t.Errorf("source %d at %s (moved to %q), want %d at %s (%q)", src.ID, src.URL, r.MovedTo, h.src.ID, wantURL, wantMovedTo)
			}
			after, unread := h.headlines()
			if len(after) != len(before)+1 || unread != unreadBefore+1 {
				t.Errorf("headlines %d (%d unread), want %d (%d unread): the old ones and their read state kept, the new one added",
					len(after), unread, len(before)+1, unreadBefore+1)
			}
			moves := h.report().Moves
			switch {
			case tt.wantMoved && (len(moves) != 1 || moves[0].To != newAddress || moves[0].How != MovedByRedirect ||
				!strings.HasPrefix(moves[0].Words, "Moved to "+newAddress+" on 29 Nov 2026: the site redirects there for good.")):
				t.Errorf("moves = %+v, want the one redirect to %s, said with its date", moves, newAddress)
			case !tt.wantMoved && len(moves) != 0:
				t.Errorf("moves = %+v, want none after a temporary redirect", moves)
			}

			// From then on the feed is asked at its new address, or still at the old one.
			h.site.ResetLog()
			h.refresh(time.Hour)
			wantPaths := []string{"/rss/index.xml", "/feeds/all.xml"}
			if tt.wantMoved {
				wantPaths = []string{"/feeds/all.xml"}
			}
			if got := h.sent(); !slices.Equal(got, wantPaths) {
				t.Errorf("the next refresh asked %q, want %q", got, wantPaths)
			}
		})
	}
}

// TestFeedHealsFromTheHomepage makes a followed feed answer 404 (or 410) while the homepage announces
// a new one, and checks that the source switches on its own once the failures are enough to send the
// site through discovery again, and says so.
func TestFeedHealsFromTheHomepage(t *testing.T) {
	tests := []struct {
		variant      string
		failedBefore int // refreshes that only fail before the one that heals
	}{
		{"movingfeed-link", missesBeforeHealing - 1}, // 404: once may be a slip
		{"movingfeed-gone", 0},                       // 410: the site says it is gone
	}
	for _, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			h := followFixture(t, "movingfeed", nil)
			h.markOneRead()
			before, unreadBefore := h.headlines()
			h.site.Become(t, tt.variant)
			h.site.ResetLog()
			for i := range tt.failedBefore {
				if r := h.refresh(time.Hour); r.Status != StatusFailing || r.MovedTo != "" {
					t.Fatalf("refresh %d: %+v, want failing and not moved yet", i+1, r)
				}
			}
			if got := h.sent(); slices.Contains(got, "/") {
				t.Errorf("the site was discovered again after %d failure(s): %q", tt.failedBefore, got)
			}
			h.site.ResetLog()
			r := h.refresh(time.Hour)
			newAddress := h.site.URL + "/feeds/all.xml"
			if r.Status != StatusOK || r.MovedTo != newAddress || r.New != 1 || r.Err != "" {
				t.Fatalf("the healing refresh: %+v, want ok, moved to %s with one new headline", r, newAddress)
			}
			src := h.source()
			if src.URL != newAddress || src.Status != StatusOK || src.Reason != "" || src.Kind != KindFeed {
				t.Errorf("source after healing: %+v, want an ok feed at %s", src, newAddress)
			}
			after, unread := h.headlines()
			if len(after) != len(before)+1 || unread != unreadBefore+1 {
				t.Errorf("headlines %d (%d unread), want %d (%d unread)", len(after), unread, len(before)+1, unreadBefore+1)
			}
			if got, want := h.sent(), []string{"/rss/index.xml", "/robots.txt", "/", "/feeds/all.xml"}; !slices.Equal(got, want) {
				t.Errorf("the healing refresh asked %q, want %q", got, want)
			}
			moves := h.report().Moves
			if len(moves) != 1 || moves[0].How != MovedAsNamed || !strings.Contains(moves[0].Words, "the homepage announces it") {
				t.Errorf("moves = %+v, want one saying the homepage announces the new address", moves)
			}
			report := h.report()
			if n := len(report.Requests); n < 4 {
				t.Errorf("the site's request log holds %d requests, want the discovery's among them", n)
			}
			h.site.ResetLog()
			h.refresh(time.Hour)
			if got, want := h.sent(), []string{"/feeds/all.xml"}; !slices.Equal(got, want) {
				t.Errorf("the next refresh asked %q, want %q", got, want)
			}
		})
	}
}

// proposedFixture follows movingfeed, makes its feed answer 404 with only a common feed path left,
// and refreshes until a replacement is proposed.
func proposedFixture(t *testing.T) *healFixture {
	t.Helper()
	h := followFixture(t, "movingfeed", nil)
	h.markOneRead()
	h.site.Become(t, "movingfeed-guess")
	h.refresh(time.Hour)
	r := h.refresh(time.Hour)
	want := "The Daily Planet's feed moved to " + h.site.URL + "/feed.xml: switch?"
	if r.Status != StatusFailing || r.MovedTo != "" || r.Proposal != want {
		t.Fatalf("refresh: %+v, want failing, not moved, with the proposal %q", r, want)
	}
	return h
}

// TestProposalAccepted checks that a feed found only at a common address is proposed rather than
// switched to, that the site is not asked again within a day, and that accepting the proposal
// switches the source and keeps its headlines.
func TestProposalAccepted(t *testing.T) {
	h := proposedFixture(t)
	ctx := t.Context()
	ps, err := h.a.Proposals(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 || ps[0].SourceID != h.src.ID || ps[0].URL != h.site.URL+"/feed.xml" || ps[0].Kind != KindFeed ||
		ps[0].Why != "it answers at a common feed address" {
		t.Fatalf("Proposals = %+v, want the feed at /feed.xml for source %d", ps, h.src.ID)
	}
	if src := h.source(); src.URL != h.src.URL || src.Status != StatusFailing {
		t.Errorf("source %+v, want it left at its address, failing, until the person chooses", src)
	}
	if rp := h.report().Proposals; len(rp) != 1 || rp[0].Words != ps[0].Words {
		t.Errorf("the site report's proposals = %+v, want %+v", rp, ps)
	}

	// Within the day the site is not discovered again, however often the feed fails.
	h.site.ResetLog()
	h.refresh(time.Hour)
	h.refresh(2 * time.Hour)
	for _, p := range h.sent() {
		if p != "/rss/index.xml" {
			t.Errorf("asked %s within a day of the last discovery; want only the feed: %q", p, h.sent())
			break
		}
	}
	before, unreadBefore := h.headlines()
	src, err := h.a.AcceptProposal(ctx, h.src.ID)
	if err != nil {
		t.Fatalf("AcceptProposal: %v", err)
	}
	if src.ID != h.src.ID || src.URL != h.site.URL+"/feed.xml" || src.Status != StatusOK {
		t.Errorf("after accepting: %+v, want source %d at /feed.xml, ok", src, h.src.ID)
	}
	results, err := h.a.RefreshSources(ctx, []int64{src.ID}, nil)
	if err != nil || len(results) != 1 || results[0].Status != StatusOK || results[0].New != 1 {
		t.Fatalf("refresh after accepting: %+v, %v; want ok with the one new headline", results, err)
	}
	after, unread := h.headlines()
	if len(after) != len(before)+1 || unread != unreadBefore+1 {
		t.Errorf("headlines %d (%d unread), want %d (%d unread)", len(after), unread, len(before)+1, unreadBefore+1)
	}
	if ps, _ := h.a.Proposals(ctx); len(ps) != 0 {
		t.Errorf("proposals after accepting: %+v, want none", ps)
	}
	moves := h.report().Moves
	if len(moves) != 1 || moves[0].How != MovedByChoice || !strings.Contains(moves[0].Words, "you chose it") {
		t.Errorf("moves = %+v, want the one the person chose", moves)
	}
	if _, err := h.a.AcceptProposal(ctx, h.src.ID); !errors.Is(err, ErrNoProposal) {
		t.Errorf("accepting again: %v, want ErrNoProposal", err)
	}
}

// TestProposalDismissed checks that a dismissed replacement is not proposed again when the site is
// discovered again a day later.
func TestProposalDismissed(t *testing.T) {
	h := proposedFixture(t)
	ctx := t.Context()
	if err := h.a.DismissProposal(ctx, h.src.ID); err != nil {
		t.Fatal(err)
	}
	if err := h.a.DismissProposal(ctx, h.src.ID); !errors.Is(err, ErrNoProposal) {
		t.Errorf("dismissing again: %v, want ErrNoProposal", err)
	}
	h.site.ResetLog()
	r := h.refresh(healEvery + time.Hour)
	if !slices.Contains(h.sent(), "/feed.xml") {
		t.Errorf("a day later the site was not discovered again: %q", h.sent())
	}
	if r.Proposal != "" {
		t.Errorf("proposed %q again after it was dismissed", r.Proposal)
	}
	if ps, _ := h.a.Proposals(ctx); len(ps) != 0 {
		t.Errorf("proposals = %+v, want none", ps)
	}
	if src := h.source(); src.URL != h.src.URL {
		t.Errorf("source moved to %s, want it left where it was", src.URL)
	}
}

// TestSectionLayoutChanged follows a section page, changes its layout so that its links have no
// article shape any more, and checks what a new discovery does: the feed the section page announces
// is switched to on its own; a section of the same name elsewhere is proposed.
func TestSectionLayoutChanged(t *testing.T) {
	world := func(f *Finding) []Candidate {
		for _, c := range f.Sections {
			if c.Title == "World" {
				return []Candidate{c}
			}
		}
		t.Fatalf("no World section in %+v", f.Sections)
		return nil
	}
	t.Run("the section page announces its feed", func(t *testing.T) {
		h := followFixture(t, "movingdesk", world)
		h.site.Become(t, "movingdesk-link")
		for i := range emptyBeforeHealing - 1 {
			if r := h.refresh(time.Hour); r.Status != StatusOK || r.New != 0 || r.MovedTo != "" {
				t.Fatalf("empty refresh %d: %+v, want ok, nothing new, not moved", i+1, r)
			}
		}
		r := h.refresh(time.Hour)
		if r.MovedTo != h.site.URL+"/world/feed.xml" || r.New != 3 {
			t.Fatalf("healing refresh: %+v, want moved to the section's feed with its 3 headlines", r)
		}
		src := h.source()
		if src.Kind != KindFeed || src.Title != "World" || src.ID != h.src.ID {
			t.Errorf("source %+v, want source %d, a feed still titled World", src, h.src.ID)
		}
		moves := h.report().Moves
		if len(moves) != 1 || !strings.Contains(moves[0].Words, "a feed") || !strings.Contains(moves[0].Words, "the section page announces it") {
			t.Errorf("moves = %+v, want one saying the section page announces its feed", moves)
		}
	})
	t.Run("a section of the same name elsewhere", func(t *testing.T) {
		h := followFixture(t, "movingdesk", world)
		h.site.Become(t, "movingdesk-renamed")
		var r RefreshResult
		for range emptyBeforeHealing {
			r = h.refresh(time.Hour)
		}
		want := "The section “World” moved to " + h.site.URL + "/international/: switch?"
		if r.Proposal != want || r.MovedTo != "" {
			t.Errorf("refresh: %+v, want the proposal %q", r, want)
		}
	})
}

// TestNewsSitemapMoved checks that a news sitemap robots.txt lists at a new address is switched to.
func TestNewsSitemapMoved(t *testing.T) {
	h := followFixture(t, "movingnews", nil)
	h.site.Become(t, "movingnews-moved")
	h.refresh(time.Hour)
	r := h.refresh(time.Hour)
	if r.MovedTo != h.site.URL+"/news-sitemap.xml" || r.Status != StatusOK {
		t.Fatalf("refresh: %+v, want moved to /news-sitemap.xml", r)
	}
	if src := h.source(); src.Kind != KindNewsSitemap || src.Status != StatusOK {
		t.Errorf("source %+v, want an ok news sitemap", src)
	}
	if moves := h.report().Moves; len(moves) != 1 || !strings.Contains(moves[0].Words, "robots.txt lists it") {
		t.Errorf("moves = %+v, want one saying robots.txt lists it", moves)
	}
}

// TestRefusalsNeverRediscover makes a followed feed refuse Broadsheet while the homepage announces
// another feed, and counts in the site's own log that no refresh, however many, sends the site
// through discovery again: a refusal is respected, never worked around.
func TestRefusalsNeverRediscover(t *testing.T) {
	tests := []struct {
		variant    string
		wantStatus string
	}{
		{"movingfeed-401", StatusPaused},
		{"movingfeed-403", StatusPaused},
		{"movingfeed-429", StatusFailing},
		{"movingfeed-robots", StatusPaused},
	}
	for _, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			h := followFixture(t, "movingfeed", nil)
			h.site.Become(t, tt.variant)
			h.site.ResetLog()
			for range 4 {
				// Past any back-off, Retry-After, robots.txt freshness and the day between discoveries.
				h.refresh(healEvery + time.Hour)
			}
			for _, p := range h.sent() {
				if p != "/rss/index.xml" && p != "/robots.txt" {
					t.Errorf("asked %s after a refusal; want only robots.txt and the feed: %q", p, h.sent())
					break
				}
			}
			if n := len(h.sent()); n == 0 {
				t.Errorf("the site received nothing; want the refreshes to have asked")
			}
			src := h.source()
			if src.URL != h.src.URL || src.Status != tt.wantStatus {
				t.Errorf("source %s %s, want %s %s", src.URL, src.Status, h.src.URL, tt.wantStatus)
			}
			if ps, _ := h.a.Proposals(t.Context()); len(ps) != 0 {
				t.Errorf("proposals = %+v, want none", ps)
			}
		})
	}
}

// TestMoveToAnAddressAlreadyFollowed checks that a source redirected for good to an address another
// source follows stays where it is and goes on through the redirect.
func TestMoveToAnAddressAlreadyFollowed(t *testing.T) {
	site := newTestSite(t)
	site.set("/new.xml", withETag(`"n"`, "application/rss+xml", rss(site.url("/a/one-story-here"))))
	site.set("/old.xml", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/new.xml", http.StatusMovedPermanently)
	})
	a := openTestApp(t, nil)
	srcs := follow(t, a, site, "feed",
		Candidate{Kind: KindFeed, URL: site.url("/old.xml"), Title: "Old"},
		Candidate{Kind: KindFeed, URL: site.url("/new.xml"), Title: "New"})
	if _, err := a.Follow(t.Context(), &Finding{Site: site.url("/"), Outcome: "feed",
		Feeds: []Candidate{{Kind: KindFeed, URL: site.url("/new.xml"), Title: "New"}}}, nil); err != nil {
		t.Fatal(err)
	}
	results, err := a.RefreshAll(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	r := resultOf(t, results, srcs[0].ID)
	if r.Status != StatusOK || r.MovedTo != "" {
		t.Errorf("refresh of the old address: %+v, want ok and not moved", r)
	}
	if src, _ := a.Source(t.Context(), srcs[0].ID); src.URL != site.url("/old.xml") {
		t.Errorf("source at %s, want it left at /old.xml", src.URL)
	}
}

// TestHealingWordsThroughWords checks that a proposal, a move and why it was found are said through
// the Words set, in the window's language, not in English alone.
func TestHealingWordsThroughWords(t *testing.T) {
	SetWords(bracketWords{})
	t.Cleanup(func() { SetWords(English{}) })
	src := store.Source{Kind: KindFeed, Site: "www.planet.test", Title: "The Daily Planet", URL: "http://www.planet.test/rss"}
	moved := time.Date(2026, 11, 29, 12, 0, 0, 0, time.Local)
	tests := []struct{ name, got, want string }{
		{"proposal", proposalWords(src, store.Proposal{Kind: KindFeed, URL: "http://www.planet.test/feed"}),
			"««The Daily Planet's feed» moved to http://www.planet.test/feed: switch?»"},
		{"proposal of another kind", proposalWords(src, store.Proposal{Kind: KindNewsSitemap, URL: "http://www.planet.test/news.xml"}),
			"««The Daily Planet's feed» stopped working; www.planet.test offers «a news sitemap» at http://www.planet.test/news.xml: switch?»"},
		{"move by choice", moveWords(store.Move{FromKind: KindFeed, ToKind: KindFeed, From: src.URL, To: "http://www.planet.test/feed",
			How: store.MovedByChoice, Why: "the homepage announces it", Moved: moved}),
			"«Moved to http://www.planet.test/feed on «29 «Nov» 2026»: «you chose it («the homepage announces it»)». It was http://www.planet.test/rss.»"},
		{"why", whyWords("the site's sitemaps list it"), "«the site's sitemaps list it»"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %q, want %q", tt.got, tt.want)
			}
		})
	}
}
