package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// rowAreaAt returns the rendered row content of list row id.
func rowAreaAt(t *testing.T, l *keyList, id int) *rowArea {
	t.Helper()
	var found *rowArea
	walk(test.WidgetRenderer(l).Objects(), func(o fyne.CanvasObject) {
		if r, ok := o.(*rowArea); ok && r.id == id && r.Visible() && found == nil {
			found = r
		}
	})
	if found == nil {
		t.Fatalf("row %d is not rendered", id)
	}
	return found
}

// walk calls f on every object under objs.
func walk(objs []fyne.CanvasObject, f func(fyne.CanvasObject)) {
	for _, o := range objs {
		f(o)
		switch c := o.(type) {
		case *fyne.Container:
			walk(c.Objects, f)
		case fyne.Widget:
			walk(test.WidgetRenderer(c).Objects(), f)
		}
	}
}

func TestSourcesFollowedAreNotCalledNothing(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "blog")
	a := openApp(t, "")
	u := newTestWindow(t, a)
	followAll(t, a, sites["blog"].NamedURL)
	u.reloadSources()
	u.settle()
	if got := u.emptyNote.Text; strings.HasPrefix(got, "Nothing followed yet") {
		t.Errorf("empty note = %q while the sidebar lists %d sources", got, len(u.sources))
	}
}

func TestClickMovesTheKeyboardOutOfTheSearch(t *testing.T) {
	u, _ := followedWindow(t)
	// Fyne's test driver finds "the" canvas of an object by taking the last window opened; another
	// window makes it miss the main one, as Fyne's real driver misses it for a list type of ours.
	u.fa.NewWindow("other")
	u.focusSearch()
	test.Tap(rowAreaAt(t, u.list, 0))
	if got := u.w.Canvas().Focused(); got != u.list {
		t.Fatalf("after a click on a headline the keyboard is on %T, want the headline list", got)
	}
	test.Type(u.w.Canvas().Focused(), "j")
	if got, want := u.selectedRow(), 1; got != want {
		t.Errorf("selected row after j = %d, want %d", got, want)
	}
	if u.search.Text != "" {
		t.Errorf("j typed into the search box: %q", u.search.Text)
	}

	u.focusSearch()
	test.Tap(rowAreaAt(t, u.side, 0))
	if got := u.w.Canvas().Focused(); got != u.side {
		t.Errorf("after a click on a site the keyboard is on %T, want the sidebar", got)
	}
}

func TestEscape(t *testing.T) {
	u, _ := followedWindow(t)
	u.focusSearch()
	test.Type(u.search, "vision")
	u.settle()
	u.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if got := u.w.Canvas().Focused(); got != u.list {
		t.Errorf("Escape in the search box left the keyboard on %T, want the headline list", got)
	}
	if u.search.Text != "vision" {
		t.Errorf("Escape changed the search to %q", u.search.Text)
	}

	u.showAddDialog()
	u.add.address.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.add != nil {
		t.Errorf("Escape in the address field did not close Add Site")
	}

	u.side.Select(3) // the first site
	u.settle()
	u.showSiteDetails()
	u.settle()
	if u.details == nil {
		t.Fatalf("no site details; status %q", u.status.Text)
	}
	u.w.Canvas().Unfocus()
	test.TypeOnCanvas(u.w.Canvas(), "")
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.details != nil {
		t.Errorf("Escape did not close the site details")
	}

	u.showSettings()
	u.settle()
	if !u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) || u.settings.open {
		t.Errorf("Escape did not close the settings")
	}
}

func TestListKeys(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "yomiuri")["yomiuri"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	page := u.rowsPerPage()
	if page < 2 {
		t.Fatalf("rows per page = %d, want several in a 700 px window", page)
	}
	tests := []struct {
		key  fyne.KeyName
		want int
	}{
		{fyne.KeyEnd, len(u.rows) - 1},
		{fyne.KeyHome, 0},
		{fyne.KeyPageDown, page},
		{fyne.KeyPageDown, 2 * page},
		{fyne.KeyPageUp, page},
	}
	for _, tt := range tests {
		u.list.TypedKey(&fyne.KeyEvent{Name: tt.key})
		if got := u.selectedRow(); got != tt.want {
			t.Errorf("after %s selected row = %d, want %d", tt.key, got, tt.want)
		}
	}
}

func TestQuitShortcut(t *testing.T) {
	u := newTestWindow(t, openApp(t, ""))
	quits := 0
	u.quit = func() { quits++ }
	u.w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(shortcutQuit)
	if quits != 1 {
		t.Errorf("Ctrl+Q quit %d times, want once", quits)
	}
	var quit *fyne.MenuItem
	for _, it := range u.w.MainMenu().Items[0].Items {
		if it.IsQuit {
			quit = it
		}
	}
	if quit == nil || quit.Shortcut != shortcutQuit {
		t.Fatalf("the File menu has no Quit with Ctrl+Q: %+v", quit)
	}
	quit.Action()
	if quits != 2 {
		t.Errorf("File > Quit quit %d times in all, want 2", quits)
	}
}

// menuItem returns the item of the open context menu labelled label.
func menuItem(t *testing.T, u *window, label string) *fyne.MenuItem {
	t.Helper()
	if u.menu == nil || !u.menu.Visible() {
		t.Fatalf("no context menu is open")
	}
	var labels []string
	for _, it := range u.menuItems {
		labels = append(labels, it.Label)
		if it.Label == label {
			return it
		}
	}
	t.Fatalf("the menu has %q, not %q", labels, label)
	return nil
}

func TestContextMenus(t *testing.T) {
	u, a := followedWindow(t)
	test.TapSecondary(rowAreaAt(t, u.list, 1))
	if got, want := u.selectedRow(), 1; got != want {
		t.Errorf("a right click selected row %d, want %d", got, want)
	}
	menuItem(t, u, "Copy Link").Action()
	if got, want := u.fa.Clipboard().Content(), u.rows[1].URL; got != want {
		t.Errorf("copied %q, want %q", got, want)
	}
	test.TapSecondary(rowAreaAt(t, u.list, 1))
	unread := countUnread(t, a)
	menuItem(t, u, "Mark Read").Action()
	u.settle()
	if !u.rows[1].Read || countUnread(t, a) != unread-1 {
		t.Errorf("Mark Read from the menu: read %v, unread %d, want read and %d", u.rows[1].Read, countUnread(t, a), unread-1)
	}
	test.TapSecondary(rowAreaAt(t, u.list, 1))
	menuItem(t, u, "Star").Action()
	u.settle()
	if !u.rows[1].Starred {
		t.Errorf("Star from the menu did not star the headline")
	}
	menuItem(t, u, "Open in Browser")

	source := -1
	for i, r := range u.sideRows {
		if r.kind == rowSource {
			source = i
			break
		}
	}
	test.TapSecondary(rowAreaAt(t, u.side, source))
	menuItem(t, u, "Site Details…")
	menuItem(t, u, "Unfollow…")
	menuItem(t, u, "Refresh").Action()
	u.settle()
	if got, want := u.status.Text, "Refreshed 1 source"; !strings.HasPrefix(got, want) {
		t.Errorf("status after Refresh from the menu = %q, want it to start with %q", got, want)
	}
	test.TapSecondary(rowAreaAt(t, u.side, source-1))
	menuItem(t, u, "Refresh Site")
	menuItem(t, u, "Unfollow Site…")
}

func TestToolbarTooltips(t *testing.T) {
	u := newTestWindow(t, openApp(t, ""))
	var buttons []*tipButton
	walk(u.w.Content().(*fyne.Container).Objects, func(o fyne.CanvasObject) {
		if b, ok := o.(*tipButton); ok {
			buttons = append(buttons, b)
		}
	})
	if len(buttons) < 5 {
		t.Fatalf("toolbar buttons with tooltips = %d, want 5", len(buttons))
	}
	for _, b := range buttons {
		if b.tip == "" {
			t.Errorf("a toolbar button has no tooltip")
		}
	}
	b := buttons[0]
	b.MouseIn(&desktop.MouseEvent{})
	u.tips.show(b) // as the delay ends
	if got, want := u.tips.shown(), "Add a site (Ctrl+N)"; got != want {
		t.Errorf("tooltip = %q, want %q", got, want)
	}
	if u.tips.box.Position().Y < b.Size().Height {
		t.Errorf("tooltip at y %v, want it under the button", u.tips.box.Position().Y)
	}
	b.MouseOut()
	if got := u.tips.shown(); got != "" {
		t.Errorf("tooltip %q still shown after the pointer left", got)
	}
}

func TestNarrowWindowKeepsHeadlinesReadable(t *testing.T) {
	u, _ := followedWindow(t)
	u.w.Resize(fyne.NewSize(600, 400))
	if !u.panes.isStacked() {
		t.Errorf("at 600x400 the detail is beside the headlines")
	}
	if got := u.list.Size().Width; got < 300 {
		t.Errorf("at 600x400 the headlines are %v px wide, want at least 300", got)
	}
	u.w.Resize(fyne.NewSize(1100, 700))
	if u.panes.isStacked() {
		t.Errorf("at 1100x700 the detail is under the headlines")
	}
}

func TestLayoutIsKept(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "blog")
	a := openApp(t, "")
	followAll(t, a, sites["blog"].NamedURL)
	failOnThreadWarnings(t)
	fa := test.NewTempApp(t)
	first := newWindow(t.Context(), fa, a, fixedNow)
	queueResults(first)
	first.start()
	first.settle()
	first.w.Resize(fyne.NewSize(900, 640))
	first.outer.Offset = 0.3
	site := -1
	for i, r := range first.sideRows {
		if r.kind == rowSite {
			site = i
		}
	}
	first.side.Select(site)
	first.settle()
	first.setFolded(first.sideRows[site].site, true)
	first.savePrefs()
	first.w.Close()

	u := newWindow(t.Context(), fa, a, fixedNow)
	queueResults(u)
	u.start()
	u.settle()
	defer u.w.Close()
	if got := u.w.Canvas().Size(); got.Width != 900 || got.Height != 640 {
		t.Errorf("size = %v, want 900x640", got)
	}
	if u.outer.Offset != 0.3 {
		t.Errorf("sidebar share = %v, want 0.3", u.outer.Offset)
	}
	if got, want := u.sidePick.key(), "site:"+sitetest.HostName("blog"); got != want {
		t.Errorf("view = %q, want %q", got, want)
	}
	if got, want := u.query.Site, sitetest.HostName("blog"); got != want {
		t.Errorf("headlines of site %q, want %q", got, want)
	}
	for _, r := range u.sideRows {
		if r.kind == rowSource {
			t.Errorf("the folded site shows its source %q", r.label())
		}
	}
}

func TestManySectionsFoldAndSort(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei")["nikkei"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	if got := len(u.sideRows); got != 4 {
		t.Fatalf("sidebar rows = %d, want 4: a site of %d sections starts folded", got, len(u.sources))
	}
	if !strings.HasSuffix(u.sideRows[3].label(), sitetest.HostName("nikkei")) || !u.sideRows[3].folded {
		t.Errorf("row 3 = %+v, want the folded site", u.sideRows[3])
	}
	u.side.Select(3)
	u.sideKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if got, want := len(u.sideRows), 4+len(u.sources); got != want {
		t.Fatalf("rows after Right = %d, want %d", got, want)
	}
	for i := 5; i < len(u.sideRows); i++ {
		prev, cur := strings.ToLower(u.sideRows[i-1].label()), strings.ToLower(u.sideRows[i].label())
		if prev > cur {
			t.Errorf("sources out of order: %q before %q", prev, cur)
			break
		}
	}
	u.sideKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if got := len(u.sideRows); got != 4 {
		t.Errorf("rows after Left = %d, want 4", got)
	}
}

func TestSettingsOfferThemePauseAndNoShortPause(t *testing.T) {
	a := openApp(t, "")
	u := newTestWindow(t, a)
	for _, d := range pauseChoices {
		if d < app.MinPause {
			t.Errorf("a pause of %v is offered", d)
		}
	}
	u.showSettings()
	u.settle()
	u.settings.theme.SetSelected(themeWords(themeDark))
	u.settings.paused.SetChecked(true)
	u.settings.notify.SetChecked(false)
	u.settings.submit(true)
	u.settle()
	if th, ok := u.fa.Settings().Theme().(fixedVariant); !ok || th.variant != theme.VariantDark {
		t.Errorf("theme = %T %+v, want the dark variant held", u.fa.Settings().Theme(), u.fa.Settings().Theme())
	}
	s, err := a.Settings(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if !s.RefreshPaused {
		t.Errorf("refreshing was not paused")
	}
	if u.notifyOn() {
		t.Errorf("notifications are still on")
	}
}

func TestNotificationsAndTitle(t *testing.T) {
	u, _ := followedWindow(t)
	if got := u.w.Title(); !strings.HasPrefix(got, "Broadsheet (") || !strings.HasSuffix(got, " unread)") {
		t.Errorf("title = %q, want the unread count in it", got)
	}
	u.noteNew(app.RefreshResult{SourceID: u.sources[0].ID, New: 1200})
	u.noteNew(app.RefreshResult{SourceID: u.sources[1].ID, New: 1})
	u.notifyNew()
	want := []string{u.sources[0].Site + ": 1,200 new headlines", u.sources[1].Site + ": 1 new headline"}
	if strings.Join(u.notices, "|") != strings.Join(want, "|") {
		t.Errorf("notifications = %q, want %q", u.notices, want)
	}
	u.fa.Preferences().SetBool(prefNotify, false)
	u.noteNew(app.RefreshResult{SourceID: u.sources[0].ID, New: 3})
	u.notifyNew()
	if len(u.notices) != 2 {
		t.Errorf("a notification was sent while they are off: %q", u.notices)
	}
}

func TestAddingAFollowedSiteMarksWhatIsFollowed(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei")["nikkei"]
	a := openApp(t, "")
	u := newTestWindow(t, a)
	u.showAddDialog()
	u.discover(t, site.NamedURL)
	u.add.picker.list.Select(0)
	first := u.add.picker.chosen()[0]
	u.add.followChosen()
	u.settle()

	u.showAddDialog()
	u.discover(t, site.NamedURL)
	p := u.add.picker
	if p == nil {
		t.Fatalf("no picker; hint %q", u.add.hint.Text)
	}
	if !p.followed[first.URL] || len(p.followed) != 1 {
		t.Errorf("followed marks = %v, want %s alone", p.followed, first.URL)
	}
	p.setShown(true)
	for _, c := range p.chosen() {
		if c.URL == first.URL {
			t.Errorf("the followed section is chosen again")
		}
	}
	if got, want := len(p.chosen()), len(p.all)-1; got != want {
		t.Errorf("chosen = %d, want %d", got, want)
	}
	if !strings.Contains(p.count.Text, "1 followed already") {
		t.Errorf("count = %q, want it to say 1 is followed already", p.count.Text)
	}
}

func TestFeedFollowedAlready(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "blog")["blog"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	u.showAddDialog()
	u.discover(t, site.NamedURL)
	if u.add.feeds == nil {
		t.Fatalf("no feed choice; hint %q", u.add.hint.Text)
	}
	if !strings.Contains(u.add.feeds.Selected, "followed") {
		t.Errorf("the followed feed reads %q, want it marked followed", u.add.feeds.Selected)
	}
	if !u.add.follow.Disabled() {
		t.Errorf("Follow is enabled for a feed followed already")
	}
}
