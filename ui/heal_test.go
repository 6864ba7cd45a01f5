package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// proposedWindow follows the movingfeed fixture, makes its feed answer 404 with only a common feed
// path left, refreshes on a clock moved past the back-off until a replacement is proposed, and opens
// the window on it with the site's details shown.
func proposedWindow(t *testing.T) (*window, *app.App, *sitetest.Site, app.Source) {
	t.Helper()
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "movingfeed")["movingfeed"]
	var (
		mu  sync.Mutex
		now = testNow.Add(-3 * time.Hour)
	)
	clock := func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return now
	}
	a, err := app.Open(t.Context(), app.Config{DBPath: filepath.Join(t.TempDir(), "broadsheet.db"), Pause: -1,
		Now: clock, LookupHost: sitetest.LookupHost})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	followAll(t, a, site.NamedURL)
	if _, err := a.RefreshAll(t.Context(), nil); err != nil {
		t.Fatal(err)
	}
	if n := countUnread(t, a); n != 3 {
		t.Fatalf("%d unread headlines before the feed moved, want 3", n)
	}
	site.Become(t, "movingfeed-guess")
	for range 3 {
		if _, err := a.RefreshAll(t.Context(), nil); err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		now = now.Add(time.Hour)
		mu.Unlock()
	}
	srcs, err := a.Sources(t.Context())
	if err != nil || len(srcs) != 1 {
		t.Fatalf("Sources = %+v, %v; want one", srcs, err)
	}
	u := newTestWindow(t, a)
	for i, r := range u.sideRows {
		if r.kind == rowSite {
			u.side.Select(i)
		}
	}
	u.settle()
	u.showSiteDetails()
	u.settle()
	return u, a, site, srcs[0]
}

// shootWindow writes the window as it looks now, in the light theme, to a PNG file (make
// screenshots), and fails the test when the picture looks empty.
func shootWindow(t *testing.T, u *window, path string) {
	t.Helper()
	u.fa.Settings().SetTheme(lightTheme{theme.DefaultTheme()})
	img := u.w.Canvas().Capture()
	if colours := countColours(img); colours < 8 {
		t.Errorf("%s has %d colours: it looks empty", filepath.Base(path), colours)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// buttonIn finds the button labelled text among o and what it holds, nil when there is none.
func buttonIn(o fyne.CanvasObject, text string) *widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		if x.Text == text {
			return x
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			if b := buttonIn(c, text); b != nil {
				return b
			}
		}
	case *container.AppTabs:
		for _, it := range x.Items {
			if b := buttonIn(it.Content, text); b != nil {
				return b
			}
		}
	case *container.Scroll:
		return buttonIn(x.Content, text)
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			if b := buttonIn(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// siteDetailsButton finds a button of the open site details.
func (u *window) siteDetailsButton(t *testing.T, text string) *widget.Button {
	t.Helper()
	top := u.w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the site details are not open")
	}
	b := buttonIn(top, text)
	if b == nil {
		t.Fatalf("no %s button in the site details:\n%s", text, test.RenderObjectToMarkup(top))
	}
	return b
}

// TestSwitchInSiteDetails checks that a proposed replacement is shown in the site's details in words,
// and that Switch moves the source there, refreshes it and keeps its headlines.
func TestSwitchInSiteDetails(t *testing.T) {
	u, a, site, src := proposedWindow(t)
	want := "The Daily Planet's feed moved to " + site.NamedURL + "/feed.xml: switch?"
	if markup := test.RenderObjectToMarkup(u.w.Canvas().Overlays().Top()); !strings.Contains(markup, want) {
		t.Errorf("the site details do not ask %q:\n%s", want, markup)
	}
	if *screenshots != "" {
		shootWindow(t, u, filepath.Join(*screenshots, "proposal.png"))
	}
	before := countUnread(t, a)
	test.Tap(u.siteDetailsButton(t, "Switch"))
	u.settle()
	got, err := a.Source(t.Context(), src.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.URL != site.NamedURL+"/feed.xml" || got.Status != app.StatusOK {
		t.Errorf("after Switch: %s %s, want %s/feed.xml ok", got.URL, got.Status, site.NamedURL)
	}
	if after := countUnread(t, a); after != before+1 {
		t.Errorf("unread headlines %d, want %d: the old ones kept and the new one read from the new address", after, before+1)
	}
	if u.w.Canvas().Overlays().Top() != nil {
		t.Errorf("the site details are still open after Switch")
	}
	if !strings.HasPrefix(u.status.Text, "Refreshed 1 source") {
		t.Errorf("status = %q, want the refresh of the switched source", u.status.Text)
	}
	if ps, _ := a.Proposals(t.Context()); len(ps) != 0 {
		t.Errorf("proposals after Switch: %+v, want none", ps)
	}

	// The site's details now say where the source moved and when.
	u.showSiteDetails()
	u.settle()
	markup := test.RenderObjectToMarkup(u.w.Canvas().Overlays().Top())
	if !strings.Contains(markup, "Moved to "+site.NamedURL+"/feed.xml on 29 Nov 2026: you chose it") {
		t.Errorf("the site details do not say where the source moved:\n%s", markup)
	}
}

// TestDismissInSiteDetails checks that Dismiss turns the proposal down and leaves the source alone.
func TestDismissInSiteDetails(t *testing.T) {
	u, a, _, src := proposedWindow(t)
	test.Tap(u.siteDetailsButton(t, "Dismiss"))
	u.settle()
	if ps, _ := a.Proposals(t.Context()); len(ps) != 0 {
		t.Errorf("proposals after Dismiss: %+v, want none", ps)
	}
	got, err := a.Source(t.Context(), src.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.URL != src.URL {
		t.Errorf("after Dismiss the source is at %s, want %s", got.URL, src.URL)
	}
	if !strings.HasPrefix(u.status.Text, "Dismissed") {
		t.Errorf("status = %q, want it to say the proposal was dismissed", u.status.Text)
	}
	u.showSiteDetails()
	u.settle()
	if b := buttonIn(u.w.Canvas().Overlays().Top(), "Switch"); b != nil {
		t.Errorf("the site details still offer Switch after Dismiss")
	}
}
