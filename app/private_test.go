package app

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/store"
)

// TestFollowRefusesAnotherPrivateHost checks that a site cannot have Broadsheet follow, and later
// read, an address at a loopback or private address other than the one typed.
func TestFollowRefusesAnotherPrivateHost(t *testing.T) {
	typed := newTestSite(t)
	other := newTestSite(t) // loopback too, on another port
	other.set("/feed.xml", text(rss(other.url("/a/one-story-here"))))
	tests := []struct {
		name, site, feed string
	}{
		{"public site announcing loopback", "https://www.paper.example/", "http://127.0.0.1:9090/feed.xml"},
		{"public site announcing the metadata address", "https://www.paper.example/", "http://169.254.169.254/latest/meta-data/"},
		{"loopback site announcing another loopback port", typed.url("/"), other.url("/feed.xml")},
		{"address with a password", typed.url("/"), strings.Replace(typed.url("/feed.xml"), "http://", "http://me:hunter2@", 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := openTestApp(t, nil)
			c := Candidate{Kind: KindFeed, URL: tt.feed, Title: "Planted"}
			_, err := a.Follow(t.Context(), &Finding{Site: tt.site, Outcome: "feed", Feeds: []Candidate{c}}, nil)
			var private *fetch.PrivateAddressError
			if !errors.As(err, &private) && !errors.Is(err, fetch.ErrUserInfo) {
				t.Fatalf("Follow = %v, want a private-address or user-info refusal", err)
			}
			if strings.Contains(err.Error()+Explain(err), "hunter2") {
				t.Errorf("the refusal repeats the password: %v / %s", err, Explain(err))
			}
			if srcs, _ := a.Sources(t.Context()); len(srcs) != 0 {
				t.Errorf("%d sources followed, want none", len(srcs))
			}
		})
	}
	if got := other.log(); len(got) != 0 {
		t.Errorf("the other loopback site received %v, want nothing", got)
	}
}

// TestRefreshReadsPrivateOnlyOnTheTypedHost checks that a refresh treats the source's own address
// as the site pointed to it, not as typed: a source on loopback followed from another typed host
// is refused, one followed from its own host is read.
func TestRefreshReadsPrivateOnlyOnTheTypedHost(t *testing.T) {
	site := newTestSite(t)
	site.set("/feed.xml", text(rss(site.url("/a/one-story-here"))))
	tests := []struct {
		name, typed string
		wantRead    bool
	}{
		{"typed a public site", "https://www.paper.example/", false},
		{"typed nothing", "", false},
		{"typed another loopback port", "http://127.0.0.1:1/", false},
		{"typed this very host", site.url("/"), true},
		{"typed this host over https", strings.Replace(site.url("/"), "http://", "https://", 1), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := openTestApp(t, nil)
			before := site.count("/feed.xml")
			srcs, err := a.store.AddSources(t.Context(), []store.Source{{Kind: store.KindFeed, URL: site.url("/feed.xml"),
				Site: "127.0.0.1", Title: "Feed", Typed: tt.typed}})
			if err != nil {
				t.Fatal(err)
			}
			results, err := a.RefreshAll(t.Context(), nil)
			if err != nil {
				t.Fatal(err)
			}
			res := resultOf(t, results, srcs[0].ID)
			read := site.count("/feed.xml") > before
			if read != tt.wantRead {
				t.Fatalf("feed read: %v, want %v (result %+v)", read, tt.wantRead, res)
			}
			if !tt.wantRead {
				src, err := a.store.Source(t.Context(), srcs[0].ID)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(src.Reason, "private network address") {
					t.Errorf("reason = %q, want it to name the private network address", src.Reason)
				}
			}
		})
	}
}

func TestImportOPMLPrivateNeedsConfirmation(t *testing.T) {
	const opml = `<?xml version="1.0"?><opml version="2.0"><body>
		<outline type="rss" text="Public" xmlUrl="https://www.paper.example/feed"/>
		<outline type="rss" text="Metadata" xmlUrl="http://169.254.169.254/latest/meta-data/"/>
		<outline type="rss" text="Intranet" xmlUrl="http://10.0.0.1/feed"/>
		<outline type="rss" text="Loopback" xmlUrl="http://127.0.0.1:9090/feed"/>
		<outline type="rss" text="NAS" xmlUrl="http://nas.local/feed"/>
		<outline type="rss" text="Secret" xmlUrl="https://me:hunter2@www.paper.example/private"/>
		<outline type="rss" text="Escape&#x9b;2J&#x202E;gnp.exe" xmlUrl="gopher://www.paper.example/&#x9b;]0;x&#x202E;"/>
	</body></opml>`
	privates := []string{"http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/feed", "http://127.0.0.1:9090/feed", "http://nas.local/feed"}
	ctx := t.Context()

	t.Run("without confirmation", func(t *testing.T) {
		a := openTestApp(t, nil)
		im, err := a.ImportOPML(ctx, strings.NewReader(opml), ImportOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if im.Added != 1 {
			t.Errorf("added %d, want 1 (the public feed)", im.Added)
		}
		var got []string
		for _, o := range im.Private() {
			got = append(got, o.URL)
		}
		if strings.Join(got, " ") != strings.Join(privates, " ") {
			t.Errorf("private outlines listed %q, want %q", got, privates)
		}
		var creds *Skipped
		for i, s := range im.Skipped {
			if strings.ContainsAny(s.URL+s.Title, "\u009b\u202E") {
				t.Errorf("skipped %+v keeps control characters, which import-opml would print", s)
			}
			if strings.Contains(s.URL, "hunter2") || strings.Contains(s.Reason, "hunter2") {
				t.Errorf("skipped %+v repeats the password", s)
			}
			if s.Title == "Secret" {
				creds = &im.Skipped[i]
			}
		}
		if creds == nil || creds.Private || !strings.Contains(creds.Reason, "user name or password") {
			t.Errorf("the address with a password is skipped as %+v, want it listed with its reason", creds)
		}
	})
	t.Run("confirmed", func(t *testing.T) {
		a := openTestApp(t, nil)
		im, err := a.ImportOPML(ctx, strings.NewReader(opml), ImportOptions{AllowPrivate: true})
		if err != nil {
			t.Fatal(err)
		}
		if im.Added != 1+len(privates) {
			t.Errorf("added %d, want %d", im.Added, 1+len(privates))
		}
		srcs, err := a.store.Sources(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range srcs {
			want := ""
			if s.URL != "https://www.paper.example/feed" {
				want = s.URL // each private source may reach its own host, and no other
			}
			if s.Typed != want {
				t.Errorf("%s: typed %q, want %q", s.URL, s.Typed, want)
			}
		}
	})
}
