package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// followedWindow opens the window on a fresh database that follows two feed sites, refreshed.
func followedWindow(t *testing.T) (*window, *app.App) {
	t.Helper()
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "theverge", "blog")
	a := openApp(t, "")
	for _, name := range []string{"theverge", "blog"} {
		followAll(t, a, sites[name].NamedURL)
	}
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	if len(u.rows) < 2 {
		t.Fatalf("headlines after refresh = %d, want at least 2; status %q", len(u.rows), u.status.Text)
	}
	return u, a
}

func TestSearchAndViews(t *testing.T) {
	u, a := followedWindow(t)
	all := len(u.rows)

	u.w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(shortcutSearch)
	if got := u.w.Canvas().Focused(); got != u.search {
		t.Fatalf("Ctrl+F focused %T, want the search field", got)
	}
	test.Type(u.search, "vision")
	u.settle()
	if got, want := len(u.rows), 1; got != want {
		t.Fatalf("rows matching %q = %d, want %d", "vision", got, want)
	}
	if !strings.Contains(u.rows[0].Title, "Vision Pro") {
		t.Errorf("match = %q, want the Vision Pro headline", u.rows[0].Title)
	}
	u.search.SetText("")
	u.settle()
	if got := len(u.rows); got != all {
		t.Errorf("rows after clearing the search = %d, want %d", got, all)
	}

	tests := []struct {
		name     string
		kind     int
		wantRows int
	}{
		{"unread", rowUnread, all},
		{"starred", rowStarred, 0},
		{"all", rowAll, all},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i, r := range u.sideRows {
				if r.kind == tt.kind {
					u.side.Select(i)
				}
			}
			u.settle()
			if got := len(u.rows); got != tt.wantRows {
				t.Errorf("rows = %d, want %d", got, tt.wantRows)
			}
		})
	}

	u.markAllRead()
	u.settle()
	if got := countUnread(t, a); got != 0 {
		t.Errorf("unread after Mark All Read = %d, want 0", got)
	}
	for i, r := range u.sideRows {
		if r.kind == rowUnread {
			u.side.Select(i)
		}
	}
	u.settle()
	if got, want := u.emptyNote.Text, "All read."; got != want || !u.emptyNote.Visible() {
		t.Errorf("empty note = %q (visible %v), want %q", got, u.emptyNote.Visible(), want)
	}
}

func TestSettingsAreSaved(t *testing.T) {
	a := openApp(t, "")
	u := newTestWindow(t, a)
	u.showSettings()
	u.settle()
	if u.settings == nil {
		t.Fatalf("no settings dialog; status %q", u.status.Text)
	}
	if got, want := u.settings.interval.Selected, intervalWords(app.DefaultInterval); got != want {
		t.Errorf("interval shown = %q, want %q", got, want)
	}
	u.settings.interval.SetSelected("2 h")
	u.settings.pause.SetSelected("5 s")
	u.settings.submit(true)
	u.settle()
	got, err := a.Settings(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if want := (app.Settings{Interval: 2 * time.Hour, Pause: 5 * time.Second}); got != want {
		t.Errorf("saved settings = %+v, want %+v", got, want)
	}
}

func TestUnfollowAndOPML(t *testing.T) {
	u, _ := followedWindow(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "out.opml")
	w, err := storage.Writer(storage.NewFileURI(out))
	if err != nil {
		t.Fatal(err)
	}
	u.exportOPML(w, nil)
	u.settle()
	body, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(body), "xmlUrl="); got != 2 {
		t.Errorf("exported feeds = %d, want 2; status %q", got, u.status.Text)
	}

	id := u.sources[0].ID
	u.unfollow(id)
	u.settle()
	if got, want := len(u.sources), 1; got != want {
		t.Fatalf("sources after unfollow = %d, want %d", got, want)
	}

	r, err := storage.Reader(storage.NewFileURI(out))
	if err != nil {
		t.Fatal(err)
	}
	u.importOPML(r, nil)
	u.settle()
	if got, want := len(u.sources), 2; got != want {
		t.Errorf("sources after importing the export = %d, want %d; status %q", got, want, u.status.Text)
	}
	// Only the source the import added is refreshed.
	if got, want := u.status.Text, "Refreshed 1 source"; !strings.HasPrefix(got, want) {
		t.Errorf("status after import = %q, want it to start with %q", got, want)
	}

	// A file that is not OPML is told in a dialog.
	bad := filepath.Join(dir, "bad.opml")
	if err := os.WriteFile(bad, []byte("not an outline"), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err = storage.Reader(storage.NewFileURI(bad))
	if err != nil {
		t.Fatal(err)
	}
	u.importOPML(r, nil)
	u.settle()
	if !strings.HasPrefix(u.problem, "Could not import bad.opml: ") {
		t.Errorf("problem shown = %q, want the import's", u.problem)
	}
	if !opmlFilter.Matches(storage.NewFileURI("/x/feeds.opml")) || opmlFilter.Matches(storage.NewFileURI("/x/photo.png")) {
		t.Errorf("the import offers other files than .opml and .xml")
	}
}

// TestPaging checks that the list loads a page at a time, the next one only as its end comes into
// view, and that the pages join without gaps or repeats.
func TestPaging(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "yomiuri")["yomiuri"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	if got, want := len(u.rows), pageSize; got != want || !u.more {
		t.Fatalf("rows after the first load = %d (more %v), want %d and more", got, u.more, want)
	}
	u.list.ScrollToBottom()
	u.settle()
	if got, want := len(u.rows), 2*pageSize; got != want {
		t.Fatalf("rows after scrolling to the end = %d, want %d", got, want)
	}
	want, err := a.Headlines(t.Context(), app.HeadlineQuery{Limit: 2 * pageSize})
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if u.rows[i].ID != want[i].ID {
			t.Fatalf("row %d = headline %d, want %d (the pages do not join)", i, u.rows[i].ID, want[i].ID)
		}
	}
}

// TestSourceTroubleInWords checks that a source in trouble is explained in words a person reads,
// as the site's details show it, not with the error's technical text.
func TestSourceTroubleInWords(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei")["nikkei"]
	a := openApp(t, "")
	ctx := t.Context()
	f, err := a.Discover(ctx, site.NamedURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	var missing []app.Candidate // a section the sitemap lists but the site has no page for
	for _, c := range f.Sections {
		if strings.HasSuffix(c.URL, "/business/trends/") {
			missing = append(missing, c)
		}
	}
	if len(missing) != 1 {
		t.Fatalf("no /business/trends/ among %d sections", len(f.Sections))
	}
	if _, err := a.Follow(ctx, f, missing); err != nil {
		t.Fatal(err)
	}
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	if got, want := len(u.sources), 1; got != want {
		t.Fatalf("sources = %d, want %d", got, want)
	}
	s := u.sources[0]
	if got, want := s.Status, app.StatusFailing; got != want {
		t.Fatalf("status = %q, want %q", got, want)
	}
	if got, want := sourceTrouble(s), "The page answered 404 Not Found (checked 09:30). Trying again at 09:35."; got != want {
		t.Errorf("trouble = %q, want %q", got, want)
	}
	if !strings.Contains(s.Err, "404") || strings.Contains(sourceTrouble(s), "fetch:") {
		t.Errorf("technical error = %q beside words %q, want the 404 kept apart from the words", s.Err, sourceTrouble(s))
	}
}

// TestSidebarCountsEachHeadlineOnce checks that the "Unread" row and a site's row count a headline
// reached through two sections of the site once, not once per section.
func TestSidebarCountsEachHeadlineOnce(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei", "blog")
	a := openApp(t, "")
	for _, name := range []string{"nikkei", "blog"} {
		followAll(t, a, sites[name].NamedURL)
	}
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	u.setFoldedAll(false) // nikkei's many sections start folded

	perSource := map[string]int{}
	for _, r := range u.sideRows {
		if r.kind == rowSource {
			perSource[r.site] += r.source.Unread
		}
	}
	nikkei := sitetest.HostName("nikkei")
	if got, want := perSource[nikkei], countSite(t, a, nikkei); got <= want {
		t.Fatalf("the nikkei sections' counts add up to %d, want more than its %d headlines: the fixture no longer shares headlines between sections", got, want)
	}
	for _, r := range u.sideRows {
		var want int
		switch r.kind {
		case rowUnread:
			want = countUnread(t, a)
		case rowSite:
			want = countSite(t, a, r.site)
		default:
			continue
		}
		t.Run(r.label(), func(t *testing.T) {
			if got := r.unread; got != want {
				t.Errorf("unread shown = %d, want %d", got, want)
			}
		})
	}
}

// countSite counts the unread headlines of a site.
func countSite(t testing.TB, a *app.App, site string) int {
	t.Helper()
	hs, err := a.Headlines(t.Context(), app.HeadlineQuery{Site: site, Unread: true, Limit: 10000})
	if err != nil {
		t.Fatal(err)
	}
	return len(hs)
}
