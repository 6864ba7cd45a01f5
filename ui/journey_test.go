package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestJourney goes through what a person does on the first day: add a site, watch the requests,
// pick three sections, follow, see the headlines, open one and mark it read.
func TestJourney(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei")
	site := sites["nikkei"]
	a := openApp(t, "")
	u := newTestWindow(t, a)

	u.w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(shortcutAdd)
	if u.add == nil {
		t.Fatal("Ctrl+N did not open the add dialog")
	}
	shown := 0 // requests the log had shown, counted as each one arrived
	u.add.afterEvent = func() {
		shown++
		if got := u.add.log.Length(); got != shown {
			t.Errorf("log rows while discovering = %d, want %d", got, shown)
		}
	}
	u.discover(t, site.NamedURL)

	add := u.add
	if add.finding == nil {
		t.Fatalf("no finding; hint says %q", add.hint.Text)
	}
	if got, want := add.finding.Outcome, "sections"; got != want {
		t.Fatalf("outcome = %q, want %q", got, want)
	}
	sent := len(site.Log())
	if got := add.log.Length(); got != sent || got == 0 {
		t.Errorf("request log rows = %d, want %d (the requests the site received)", got, sent)
	}
	if shown != sent {
		t.Errorf("requests shown live = %d, want %d", shown, sent)
	}
	if got, want := add.events[0].Step, "robots"; got != want {
		t.Errorf("first request step = %q, want %q", got, want)
	}
	if add.follow.Disabled() == false {
		t.Errorf("Follow is enabled before anything is chosen")
	}
	p := add.picker
	if p == nil {
		t.Fatal("no section picker")
	}
	for i := range 3 {
		p.list.Select(i)
	}
	if got, want := len(p.chosen()), 3; got != want {
		t.Fatalf("chosen = %d, want %d", got, want)
	}
	if got, want := add.follow.Text, "Follow 3"; got != want {
		t.Errorf("follow button = %q, want %q", got, want)
	}
	test.Tap(add.follow)
	u.settle()

	if u.add != nil {
		t.Errorf("the add dialog is still open after Follow")
	}
	sources, err := a.Sources(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(sources), 3; got != want {
		t.Fatalf("sources after follow = %d, want %d", got, want)
	}
	if got, want := len(u.sideRows), 3+1+3; got != want {
		t.Errorf("sidebar rows = %d, want %d (views, the site, its three sections)", got, want)
	}
	if len(u.rows) == 0 {
		t.Fatalf("no headlines after the refresh; status says %q", u.status.Text)
	}
	if !strings.HasPrefix(u.status.Text, "Refreshed 3 sources") {
		t.Errorf("status = %q, want it to start with %q", u.status.Text, "Refreshed 3 sources")
	}
	unread := countUnread(t, a)

	test.Type(u.list, "j")
	if got, want := u.selectedRow(), 0; got != want {
		t.Fatalf("selected row after j = %d, want %d", got, want)
	}
	opened := u.rows[0]
	if got, want := u.detail.title.Text, opened.Title; got != want {
		t.Errorf("detail title = %q, want %q", got, want)
	}
	test.Tap(u.detail.copy)
	if got, want := u.fa.Clipboard().Content(), opened.URL; got != want {
		t.Errorf("copied link = %q, want %q", got, want)
	}
	test.Type(u.list, "o")
	u.settle()
	if !u.rows[0].Read {
		t.Errorf("the opened headline is not read in the list")
	}
	if got, want := countUnread(t, a), unread-1; got != want {
		t.Errorf("unread in the store after opening = %d, want %d", got, want)
	}
	test.Type(u.list, "m")
	u.settle()
	if u.rows[0].Read {
		t.Errorf("m did not mark the headline unread")
	}
	test.Type(u.list, "s")
	u.settle()
	if !u.rows[0].Starred {
		t.Errorf("s did not star the headline")
	}
	u.list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if got, want := u.selectedRow(), 1; got != want {
		t.Errorf("selected row after Down = %d, want %d", got, want)
	}

	// A refresh keeps the selection where it is.
	selected := u.selected
	test.Type(u.list, "r")
	u.settle()
	if got := u.selected; got != selected || u.selectedRow() != 1 {
		t.Errorf("after refresh selected = %d at row %d, want %d at row 1", got, u.selectedRow(), selected)
	}

	// The window as rendered, with the fixture server's random port made stable.
	markup := strings.ReplaceAll(test.RenderToMarkup(u.w.Canvas()), strings.TrimPrefix(site.NamedURL, "http://"), sitetest.HostName("nikkei"))
	assertGolden(t, "journey-main.xml", markup)
}

func countUnread(t testing.TB, a *app.App) int {
	t.Helper()
	hs, err := a.Headlines(t.Context(), app.HeadlineQuery{Unread: true, Limit: 10000})
	if err != nil {
		t.Fatal(err)
	}
	return len(hs)
}

// TestRefusal checks that a site whose robots.txt refuses is explained and nothing can be followed.
func TestRefusal(t *testing.T) {
	tests := []struct {
		name, site, want string
	}{
		{"robots.txt", "reuters", `www.reuters.test asks programs like Broadsheet not to visit (robots.txt: "Disallow: /"). Broadsheet respects that.`},
		{"forbidden homepage", "apnews", "apnews.test refused Broadsheet's visit (HTTP 403). Broadsheet respects that."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, tt.site)[tt.site]
			a := openApp(t, "")
			u := newTestWindow(t, a)
			u.showAddDialog()
			u.discover(t, site.NamedURL)
			f := u.add.finding
			if f == nil {
				t.Fatalf("no finding; hint says %q", u.add.hint.Text)
			}
			if got, want := f.Outcome, "refused"; got != want {
				t.Fatalf("outcome = %q, want %q", got, want)
			}
			if got := app.RefusalWords(f); !strings.HasSuffix(got, tt.want) {
				t.Errorf("refusal = %q, want it to end %q", got, tt.want)
			}
			if !u.add.follow.Disabled() {
				t.Errorf("Follow is enabled on a refusal")
			}
			if got := u.add.log.Length(); got != len(site.Log()) {
				t.Errorf("request log rows = %d, want %d", got, len(site.Log()))
			}
			test.AssertObjectRendersToImage(t, "refusal-"+tt.site+".png", u.add.outcome)
		})
	}
}

// TestOutcomes drives the add dialog to each kind of outcome and follows what it offers first.
func TestOutcomes(t *testing.T) {
	tests := []struct {
		site, outcome string
		choose        func(t *testing.T, a *addDialog) // picks something, if the outcome offers anything
		wantSources   int
	}{
		{"theverge", "feed", func(t *testing.T, a *addDialog) {
			if a.feeds == nil || a.feeds.Selected == "" {
				t.Fatal("no feed chosen by default")
			}
		}, 1},
		{"asahi", "news-sitemap", func(t *testing.T, a *addDialog) {
			if a.picker == nil || a.picker.noun != "desks" {
				t.Fatal("no checklist of desks")
			}
			a.picker.setShown(true)
		}, 6},
		{"yomiuri", "news-sitemap", func(t *testing.T, a *addDialog) {
			if a.picker != nil {
				t.Fatal("a single news sitemap is offered as a checklist")
			}
		}, 1},
		{"empty", "nothing", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, tt.site)[tt.site]
			a := openApp(t, "")
			u := newTestWindow(t, a)
			u.showAddDialog()
			u.discover(t, site.NamedURL)
			add := u.add
			if add.finding == nil {
				t.Fatalf("no finding; hint says %q", add.hint.Text)
			}
			if got := add.finding.Outcome; got != tt.outcome {
				t.Fatalf("outcome = %q, want %q", got, tt.outcome)
			}
			if tt.choose == nil {
				if !add.follow.Disabled() {
					t.Errorf("Follow is enabled with nothing to follow")
				}
				return
			}
			tt.choose(t, add)
			if add.follow.Disabled() {
				t.Fatalf("Follow is disabled after choosing")
			}
			test.Tap(add.follow)
			u.settle()
			if got := len(u.sources); got != tt.wantSources {
				t.Errorf("sources = %d, want %d", got, tt.wantSources)
			}
		})
	}
}
