package main

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestSourcesShowProposals follows a feed with `add`, lets it stop working with only a common feed
// path left, and checks that `sources` shows the replacement found, in JSON as an extra field beside
// the contract's, and for a person in words.
func TestSourcesShowProposals(t *testing.T) {
	db := filepath.Join(t.TempDir(), "b.db")
	site := sitetest.Start(t, "movingfeed")
	if code, out, errOut := run(t, "--db", db, "add", "--pause", "0", site.URL); code != 0 {
		t.Fatalf("add: exit %d\n%s%s", code, out, errOut)
	}
	site.Become(t, "movingfeed-guess")
	// The refreshes that fail and then heal run on a clock the test moves past the back-off.
	now := time.Now()
	a, err := app.Open(t.Context(), app.Config{DBPath: db, Pause: -1, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	var proposal string
	for range 3 {
		results, err := a.RefreshAll(t.Context(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range results {
			if r.Proposal != "" {
				proposal = r.Proposal
			}
		}
		now = now.Add(time.Hour)
	}
	a.Close()
	want := "The Daily Planet's feed moved to " + site.URL + "/feed.xml: switch?"
	if proposal != want {
		t.Fatalf("refreshes proposed %q, want %q", proposal, want)
	}

	code, out, errOut := run(t, "--db", db, "sources", "--json")
	if code != 0 {
		t.Fatalf("sources --json: exit %d: %s", code, errOut)
	}
	var got []sourceJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].URL != site.URL+"/rss/index.xml" || got[0].Status != app.StatusFailing {
		t.Fatalf("sources = %+v, want the failing feed at its old address", got)
	}
	p := got[0].Proposal
	if p == nil || p.URL != site.URL+"/feed.xml" || p.Kind != "feed" || p.Words != want || p.Why == "" {
		t.Errorf("proposal = %+v, want the feed at /feed.xml asked as %q", p, want)
	}
	for _, k := range []string{"id", "kind", "url", "title", "status", "proposal"} {
		if !strings.Contains(out, `"`+k+`"`) {
			t.Errorf("field %q missing from\n%s", k, out)
		}
	}
	code, out, _ = run(t, "--db", db, "sources")
	if code != 0 || !strings.Contains(out, "proposal: "+want) {
		t.Errorf("sources for a person: exit %d, output lacks %q:\n%s", code, "proposal: "+want, out)
	}
}

// TestRefreshFollowsAFeedThatMovedForGood follows a feed with `add`, moves it with a 301 or a 308,
// and checks that one `refresh` stores the feed at its new address, where later refreshes read it.
func TestRefreshFollowsAFeedThatMovedForGood(t *testing.T) {
	for _, moved := range []string{"movingfeed-301", "movingfeed-308"} {
		t.Run(moved, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "b.db")
			site := sitetest.Start(t, "movingfeed")
			if code, out, errOut := run(t, "--db", db, "add", "--pause", "0", site.URL); code != 0 {
				t.Fatalf("add: exit %d\n%s%s", code, out, errOut)
			}
			site.Become(t, moved)
			if code, out, errOut := run(t, "--db", db, "refresh", "--json", "--pause", "0"); code != 0 {
				t.Fatalf("refresh: exit %d\n%s%s", code, out, errOut)
			}
			_, out, _ := run(t, "--db", db, "sources", "--json")
			var got []sourceJSON
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || got[0].URL != site.URL+"/feeds/all.xml" {
				t.Fatalf("sources = %+v, want the one feed at %s/feeds/all.xml", got, site.URL)
			}
			before := len(site.Log())
			if code, _, errOut := run(t, "--db", db, "refresh", "--json", "--pause", "0"); code != 0 {
				t.Fatalf("second refresh: exit %d: %s", code, errOut)
			}
			var asked []string
			for _, h := range site.Log()[before:] {
				asked = append(asked, h.Path)
			}
			if slices.Contains(asked, "/rss/index.xml") || !slices.Contains(asked, "/feeds/all.xml") {
				t.Errorf("a later refresh asked %v; want the new address and never the old one", asked)
			}
		})
	}
}
