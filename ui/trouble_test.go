package ui

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestSiteDetailsSayWhatARefreshCouldNotKeep follows a site, has another program make its database
// refuse what a refresh learns of the site's article addresses, and refreshes: the refresh works, and
// the source's row in the site's details says what could not be kept.
func TestSiteDetailsSayWhatARefreshCouldNotKeep(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatal("python3 is needed to alter the test's database from another program")
	}
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "yomiuri")
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	a := openApp(t, path)
	followAll(t, a, sites["yomiuri"].NamedURL)
	script := `import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
db.executescript("""
CREATE TRIGGER refuse_shapes BEFORE INSERT ON site_shapes BEGIN SELECT RAISE(ABORT, 'the test keeps shapes out'); END;
CREATE TRIGGER refuse_old_shapes BEFORE DELETE ON site_shapes BEGIN SELECT RAISE(ABORT, 'the test keeps shapes out'); END;
""")
`
	if out, err := exec.Command(python, "-c", script, path).CombinedOutput(); err != nil {
		t.Fatalf("altering the database: %v\n%s", err, out)
	}

	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	host := sitetest.HostName("yomiuri")
	u.showSiteDetailsOf(host)
	top := u.w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the site details are not open")
	}
	var list *widget.List
	walk([]fyne.CanvasObject{top}, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok && list == nil {
			list = l
		}
	})
	if list == nil || list.Length() == 0 {
		t.Fatalf("no sources listed in the site details:\n%s", test.RenderObjectToMarkup(top))
	}
	row := newSiteSourceRow()
	list.UpdateItem(0, row)
	info := row.info.Text
	if !strings.Contains(info, "OK") || !strings.Contains(info, "could not keep") || !strings.Contains(info, "the test keeps shapes out") {
		t.Errorf("the source's row says %q, want it OK, and what its refresh could not keep", info)
	}
	srcs, err := a.Sources(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range srcs {
		if s.Status != app.StatusOK {
			t.Errorf("source %q is %s, want ok: the refresh itself worked", s.Title, s.Status)
		}
	}
}

// TestHealingBoxSaysWhyNothingWasFound checks that a site's details say, for a source that looking
// anew did not help, why.
func TestHealingBoxSaysWhyNothingWasFound(t *testing.T) {
	u := newTestWindow(t, openApp(t, ""))
	words := "The feed of example.test stopped working; looking anew on 29 Nov 2026 found nothing in its place: " +
		"the sitemap https://example.test/news-new.xml answered 503 Service Unavailable."
	box := u.healingBox(&app.SiteReport{Site: "example.test", Searches: []string{words}}, func() {})
	if box == nil {
		t.Fatal("no healing box for a site with a search that found nothing")
	}
	found := false
	for _, text := range labelTexts(box) {
		found = found || text == words
	}
	if !found {
		t.Errorf("the healing box says %q, want %q", labelTexts(box), words)
	}
}
