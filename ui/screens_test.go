package ui

import (
	"flag"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

var screenshots = flag.String("screenshots", "", "write the screenshots as PNG files to this folder (make screenshots)")

// lightTheme is Fyne's theme in its light variant, as most desktops show it.
type lightTheme struct{ fyne.Theme }

func (t lightTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, theme.VariantLight)
}

// TestScreenshots renders the main screens from the fixture sites: the main window with headlines,
// the add dialog during a discovery, the section picker, a headline's menu, the window at 600x400, a
// refusal, settings and a site's details.
// Without -screenshots it renders them to a temporary folder and checks each has something on it.
func TestScreenshots(t *testing.T) {
	dir := *screenshots
	if dir == "" {
		dir = t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei", "theverge", "yomiuri", "blog", "reuters")
	// The app's clock: the sections are followed, and their headlines first seen, a while before the
	// window's now, as a person would have done earlier in the day.
	var clock atomic.Int64
	clock.Store(testNow.Add(-25 * time.Minute).UnixNano())
	a, err := app.Open(t.Context(), app.Config{DBPath: filepath.Join(t.TempDir(), "broadsheet.db"), Pause: -1,
		Now: func() time.Time { return time.Unix(0, clock.Load()).UTC() }, LookupHost: sitetest.LookupHost})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	u := newTestWindow(t, a)
	u.fa.Settings().SetTheme(lightTheme{theme.DefaultTheme()})

	shoot := func(name string) {
		t.Helper()
		shootWindow(t, u, filepath.Join(dir, name))
	}

	// The add dialog while the discovery of a site runs, then its section picker.
	u.showAddDialog()
	shotDuring := false
	u.add.afterEvent = func() {
		if len(u.add.events) == 4 {
			shoot("add-discovering.png")
			shotDuring = true
		}
	}
	u.discover(t, sites["nikkei"].NamedURL)
	if !shotDuring {
		t.Errorf("the discovery sent fewer than 4 requests; no screenshot of it running")
	}
	if u.add.picker == nil {
		t.Fatalf("no section picker; hint says %q", u.add.hint.Text)
	}
	test.Type(u.add.picker.filter, "business")
	for _, i := range []int{0, 1, 2} {
		u.add.picker.list.Select(i)
	}
	shoot("sections.png")
	u.add.followChosen()
	u.settle()
	clock.Store(testNow.UnixNano())

	// More sources, refreshed, and one headline open.
	for _, name := range []string{"theverge", "yomiuri", "blog"} {
		followAll(t, a, sites[name].NamedURL)
	}
	u.refreshAll()
	u.settle()
	// Show the headlines of a section, and one of them open.
	for i, r := range u.sideRows {
		if r.kind == rowSource && r.source.Kind == app.KindSection && r.source.URL == sites["nikkei"].NamedURL+"/business/" {
			u.side.Select(i)
		}
	}
	u.settle()
	if len(u.rows) < 10 {
		t.Fatalf("the business section shows %d headlines, want at least 10; status %q", len(u.rows), u.status.Text)
	}
	u.list.Select(2)
	test.Type(u.list, "m") // read: no dot, and the detail offers Mark Unread
	u.settle()
	shoot("main.png")

	// A headline's menu, then the same window at 600x400, its detail under the headlines.
	u.headlineMenu(4, fyne.NewPos(520, 330))
	shoot("menu.png")
	u.menu.Hide()
	u.w.Resize(fyne.NewSize(600, 400))
	shoot("narrow.png")
	u.w.Resize(fyne.NewSize(1100, 700))

	u.showSettings()
	u.settle()
	shoot("settings.png")
	u.settings.d.Hide()

	// The details of the site followed through three sections.
	u.showSiteDetailsOf(sitetest.HostName("nikkei"))
	shoot("site.png")
	for _, o := range u.w.Canvas().Overlays().List() {
		u.w.Canvas().Overlays().Remove(o)
	}

	u.showAddDialog()
	u.discover(t, sites["reuters"].NamedURL)
	shoot("refusal.png")
}

// followAll follows everything discovery finds at address, straight through app.
func followAll(t testing.TB, a *app.App, address string) {
	t.Helper()
	ctx := t.Context()
	f, err := a.Discover(ctx, address, nil)
	if err != nil {
		t.Fatalf("discover %s: %v", address, err)
	}
	chosen := append(append(append([]app.Candidate(nil), f.Feeds...), f.Sitemaps...), f.Sections...)
	if len(f.Feeds) > 0 {
		chosen = f.Feeds[:1]
	}
	if len(chosen) == 0 {
		t.Fatalf("discover %s: nothing to follow (%s)", address, f.Outcome)
	}
	if _, err := a.Follow(ctx, f, chosen); err != nil {
		t.Fatalf("follow %s: %v", address, err)
	}
}

func countColours(img image.Image) int {
	seen := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, al := img.At(x, y).RGBA()
			seen[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(al >> 8)}] = true
		}
	}
	return len(seen)
}

// TestScreenshotsInLanguages renders the main window and the section picker in each language the
// window speaks, to LANG/main.png and LANG/sections.png: the words, the counts and the times in that
// language, and Japanese and Devanagari drawn with fonts that have them.
// Without -screenshots it renders them to a temporary folder and checks each has something on it.
func TestScreenshotsInLanguages(t *testing.T) {
	base := *screenshots
	if base == "" {
		base = t.TempDir()
	}
	t.Cleanup(func() {
		if err := useLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			if err := useLanguage(l.code); err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(base, l.code)
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei", "yomiuri", "blog", "reuters")
			var clock atomic.Int64
			clock.Store(testNow.Add(-25 * time.Minute).UnixNano())
			a, err := app.Open(t.Context(), app.Config{DBPath: filepath.Join(t.TempDir(), "broadsheet.db"), Pause: -1,
				Now: func() time.Time { return time.Unix(0, clock.Load()).UTC() }, LookupHost: sitetest.LookupHost})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { a.Close() })
			u := newTestWindow(t, a)
			u.fa.Settings().SetTheme(lightTheme{theme.DefaultTheme()})
			shoot := func(name string) {
				t.Helper()
				shootWindow(t, u, filepath.Join(dir, name))
			}

			u.showAddDialog()
			u.discover(t, sites["nikkei"].NamedURL)
			if u.add.picker == nil {
				t.Fatalf("no section picker; hint says %q", u.add.hint.Text)
			}
			for _, i := range []int{0, 1, 2} {
				u.add.picker.list.Select(i)
			}
			if want := lang.N("{{.Count}} chosen", 3, counted(3)); !strings.Contains(u.add.picker.count.Text, want) {
				t.Errorf("the picker's count reads %q, want it to say %q", u.add.picker.count.Text, want)
			}
			shoot("sections.png")
			u.add.followChosen()
			u.settle()
			clock.Store(testNow.UnixNano())
			for _, name := range []string{"yomiuri", "blog"} {
				followAll(t, a, sites[name].NamedURL)
			}
			u.refreshAll()
			u.settle()
			for i, r := range u.sideRows {
				if r.kind == rowSource && r.source.Kind == app.KindSection && r.source.URL == sites["nikkei"].NamedURL+"/business/" {
					u.side.Select(i)
				}
			}
			u.settle()
			if len(u.rows) < 3 {
				t.Fatalf("the business section shows %d headlines; status %q", len(u.rows), u.status.Text)
			}
			u.list.Select(1)
			u.settle()
			shoot("main.png")

			u.showAddDialog()
			u.discover(t, sites["reuters"].NamedURL)
			shoot("refusal.png")
		})
	}
}
