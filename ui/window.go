package ui

import (
	"context"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// pageSize is how many headlines one query loads; the list asks for the next page as it scrolls.
const pageSize = 100

// keptRows is the most headlines a reload asks for at once to keep the rows already shown.
const keptRows = 1000

// window is Broadsheet's main window. Its fields are read and written on the UI goroutine only;
// background work copies what it needs before it starts and hands results back through do.
type window struct {
	ctx context.Context // cancelled when Broadsheet quits
	fa  fyne.App
	w   fyne.Window
	app *app.App
	now func() time.Time

	// jobs counts background work still running, so that tests and Quit can wait for it.
	jobs sync.WaitGroup
	// do hands a result of background work to the UI goroutine: fyne.Do. Tests replace it with a
	// queue their own goroutine drains, so that widgets are only ever touched by one goroutine.
	do func(func())

	side     *keyList
	sideRows []sideRow
	sidePick sideRow // the view the sidebar has selected
	sources  []app.Source

	query     app.HeadlineQuery // the headlines shown, without Limit and After
	rows      []app.Headline
	more      bool // the store may hold rows after the last one loaded
	loading   bool // a next page is on its way
	listGen   int  // bumped by every reload; answers of older generations are dropped
	list      *keyList
	selected  int64 // ID of the selected headline, 0 when none
	emptyNote *widget.Label

	detail *detailPane
	search *escEntry
	status *widget.Label

	outer       *container.Split // the sidebar beside the rest
	panes       *paneSplit       // the headlines and the detail
	tips        *tipLayer
	menu        *widget.PopUpMenu // the context menu last opened
	menuItems   []*fyne.MenuItem  // its items
	details     dialog.Dialog     // the site details while they are open
	restoreKey  string            // the view kept from last time, chosen once the sidebar is loaded
	folded      map[string]bool   // sites folded (true) or unfolded (false) by hand
	sourceOrder string            // orderByTitle or orderByUnread
	unread      int               // unread headlines in all
	bySite      map[string]int    // unread headlines per site
	newBySite   map[string]int    // new headlines of background refreshes not announced yet
	notices     []string          // the last notifications sent
	quit        func()            // quits Broadsheet: fa.Quit
	runs        int               // refreshes started from the window still running
	problem     string            // the last problem shown in a dialog
	// privateImport asks whether to follow the private addresses an OPML import left out.
	privateImport *dialog.ConfirmDialog

	refreshing    bool
	reloadPending bool            // a reload after background refreshes is on its way
	add           *addDialog      // the add-site dialog while it is open
	settings      *settingsDialog // the settings dialog last opened
	siteAction    *tipButton

	marking app.Marking    // the marking the Undo button takes back; zero when none is offered
	undo    *widget.Button // the Undo button of the status bar
	// later runs f on the UI goroutine after d: time.AfterFunc with do.
	later func(d time.Duration, f func())
	trace *frameTrace // timings of actions, when BROADSHEET_TRACE names a file
}

// newWindow builds the main window of a on fa. now is the clock for relative times, time.Now when
// nil. Nothing is loaded until start is called.
func newWindow(ctx context.Context, fa fyne.App, a *app.App, now func() time.Time) *window {
	w := fa.NewWindow("Broadsheet")
	w.SetIcon(windowIcon)
	return fillWindow(ctx, fa, w, a, now, nil)
}

// fillWindow is newWindow on a window made already, which may be showing. With first it also
// starts the window (startWith) before the content goes in, so that a first page read already is
// in the first frame drawn.
func fillWindow(ctx context.Context, fa fyne.App, w fyne.Window, a *app.App, now func() time.Time, first *firstPage) *window {
	if now == nil {
		now = time.Now
	}
	u := &window{ctx: ctx, fa: fa, app: a, now: now, w: w, do: fyne.Do, trace: newFrameTrace()}
	u.quit = fa.Quit
	u.later = func(d time.Duration, f func()) { time.AfterFunc(d, func() { u.do(f) }) }
	content := u.build()
	u.restorePrefs()
	if first != nil {
		u.startWith(first)
	}
	u.w.SetContent(content)
	u.w.SetOnClosed(u.savePrefs)
	u.w.SetMainMenu(u.mainMenu())
	u.addShortcuts()
	return u
}

// start loads the sidebar and the first page of headlines.
func (u *window) start() {
	u.reloadAll()
}

// startWith is start with the sidebar and the first page of headlines read ahead (see
// readFirstPage): each is shown at once when it is in (in the first frame then), the page only when
// it is of the window's view.
func (u *window) startWith(first *firstPage) {
	q := u.query
	q.Limit = pageSize
	if first == nil || first.query != q {
		u.reloadAll()
		return
	}
	u.listGen++
	gen := u.listGen
	u.whenRead(first.done, func() { u.showRows(gen, first.query, first.rows, first.err) })
	u.whenRead(first.sidebarDone, func() { u.showSidebar(first.sidebar) })
}

// whenRead runs show at once when done is closed already, or else once it is, through u.do.
func (u *window) whenRead(done <-chan struct{}, show func()) {
	select {
	case <-done:
		show()
	default:
		u.background(func(ctx context.Context) {
			select {
			case <-done:
				u.do(show)
			case <-ctx.Done():
			}
		})
	}
}

// background runs job off the UI goroutine. The job hands its result back with u.do.
func (u *window) background(job func(ctx context.Context)) {
	u.jobs.Add(1)
	go func() {
		defer u.jobs.Done()
		job(u.ctx)
	}()
}

func (u *window) setStatus(s string) { u.status.SetText(s) }

func (u *window) build() fyne.CanvasObject {
	u.status = widget.NewLabel("")
	u.status.Truncation = fyne.TextTruncateEllipsis
	u.search = newEscEntry(func() { u.leaveSearch() })
	u.search.SetPlaceHolder(lang.L("Search headlines (Ctrl+F)"))
	u.search.ActionItem = widget.NewIcon(theme.SearchIcon())
	u.search.OnChanged = func(s string) { u.searchFor(s) }
	u.search.onDown = func() { u.leaveSearch() }

	u.tips = newTipLayer(func(f func()) { u.do(f) })
	u.siteAction = newTipButton(theme.InfoIcon(), lang.L("Site details"), u.tips, func() { u.showSiteDetails() })
	toolbar := widget.NewToolbar(
		toolbarButton{newTipButton(theme.ContentAddIcon(), lang.L("Add a site (Ctrl+N)"), u.tips, func() { u.showAddDialog() })},
		toolbarButton{newTipButton(theme.ViewRefreshIcon(), lang.L("Refresh all now (r)"), u.tips, func() { u.refreshAll() })},
		toolbarButton{newTipButton(theme.ConfirmIcon(), lang.L("Mark all shown read"), u.tips, func() { u.markAllRead() })},
		widget.NewToolbarSeparator(),
		toolbarButton{u.siteAction},
		widget.NewToolbarSpacer(),
		toolbarButton{newTipButton(theme.SettingsIcon(), lang.L("Settings"), u.tips, func() { u.showSettings() })},
	)
	searchBox := container.NewGridWrap(fyne.NewSize(320, u.search.MinSize().Height), u.search)
	top := container.NewBorder(nil, nil, nil, searchBox, toolbar)

	u.side = u.buildSidebar()
	u.list = u.buildHeadlineList()
	u.emptyNote = widget.NewLabel("")
	u.emptyNote.Alignment = fyne.TextAlignCenter
	u.emptyNote.Wrapping = fyne.TextWrapWord
	u.detail = newDetailPane(u)

	headlines := container.NewStack(u.list, container.NewVBox(layout.NewSpacer(), u.emptyNote, layout.NewSpacer()))
	u.panes = newPaneSplit(headlines, container.NewVScroll(u.detail.box))
	u.outer = container.NewHSplit(u.side, u.panes)
	u.outer.Offset = defaultSide
	u.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), func() { u.undoMarking() })
	u.undo.Hide()
	statusBar := container.NewPadded(container.NewBorder(nil, nil, u.trace.object(), u.undo, u.status))
	main := container.NewBorder(top, statusBar, nil, nil, u.outer)
	return container.NewStack(main, u.tips.layer)
}

func (u *window) mainMenu() *fyne.MainMenu {
	add := fyne.NewMenuItem(lang.L("Add Site…"), func() { u.showAddDialog() })
	add.Shortcut = shortcutAdd
	importItem := fyne.NewMenuItem(lang.L("Import OPML…"), func() { u.chooseImport() })
	exportItem := fyne.NewMenuItem(lang.L("Export OPML…"), func() { u.chooseExport() })
	settings := fyne.NewMenuItem(lang.L("Settings…"), func() { u.showSettings() })
	refresh := fyne.NewMenuItem(lang.L("Refresh All"), func() { u.refreshAll() })
	markAll := fyne.NewMenuItem(lang.L("Mark All Read"), func() { u.markAllRead() })
	undo := fyne.NewMenuItem(lang.L("Undo Mark All Read"), func() { u.undoMarking() })
	undo.Shortcut = shortcutUndo
	search := fyne.NewMenuItem(lang.L("Search"), func() { u.focusSearch() })
	search.Shortcut = shortcutSearch
	site := fyne.NewMenuItem(lang.L("Site Details…"), func() { u.showSiteDetails() })
	readHere := fyne.NewMenuItem(lang.L("Read Here (V)"), func() { u.readSelected() })
	quit := fyne.NewMenuItem(lang.L("Quit"), func() { u.quitNow() })
	quit.Shortcut = shortcutQuit
	quit.IsQuit = true
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("File"), add, fyne.NewMenuItemSeparator(), importItem, exportItem, fyne.NewMenuItemSeparator(), settings,
			fyne.NewMenuItemSeparator(), quit),
		fyne.NewMenu(lang.L("Headlines"), refresh, markAll, undo, search, readHere, fyne.NewMenuItemSeparator(), site),
		u.viewMenu(),
	)
}

var (
	shortcutAdd    = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSearch = &desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutQuit   = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutUndo   = &fyne.ShortcutUndo{} // Ctrl+Z, as the driver names it
)

func (u *window) addShortcuts() {
	c := u.w.Canvas()
	c.AddShortcut(shortcutAdd, func(fyne.Shortcut) { u.showAddDialog() })
	c.AddShortcut(shortcutSearch, func(fyne.Shortcut) { u.focusSearch() })
	c.AddShortcut(shortcutQuit, func(fyne.Shortcut) { u.quitNow() })
	c.AddShortcut(shortcutUndo, func(fyne.Shortcut) { u.undoMarking() })
	u.addZoomShortcuts(c) // readerlook.go
	c.SetOnTypedRune(u.typedRune)
	c.SetOnTypedKey(func(e *fyne.KeyEvent) { u.typedKey(e) })
}

func (u *window) focusSearch() { u.w.Canvas().Focus(u.search) }

// typedRune handles the single-key commands: j/k move, o opens, v reads here, m toggles read, s stars,
// r refreshes, Shift+A marks all shown read.
func (u *window) typedRune(r rune) {
	switch r {
	case 'j':
		u.trace.start("key")
		u.moveSelection(1)
		u.trace.mark("key", "key j", true)
	case 'k':
		u.moveSelection(-1)
	case 'o':
		u.openSelected()
	case 'v':
		u.readSelected()
	case 'm':
		u.toggleRead()
	case 's':
		u.toggleStar()
	case 'r':
		u.refreshAll()
	case 'A':
		u.markAllRead()
	}
}

// typedKey handles arrows, Home, End, Page Up and Down, Enter and Escape; it reports whether it
// used the key.
func (u *window) typedKey(e *fyne.KeyEvent) bool {
	switch e.Name {
	case fyne.KeyDown:
		u.moveSelection(1)
	case fyne.KeyUp:
		u.moveSelection(-1)
	case fyne.KeyHome:
		u.moveSelectionTo(0)
	case fyne.KeyEnd:
		u.moveSelectionTo(len(u.rows) - 1)
	case fyne.KeyPageDown:
		u.moveSelection(u.rowsPerPage())
	case fyne.KeyPageUp:
		u.moveSelection(-u.rowsPerPage())
	case fyne.KeyReturn, fyne.KeyEnter:
		u.openSelected()
	case fyne.KeyEscape:
		return u.escape()
	default:
		return false
	}
	return true
}

// keyList is a widget.List that passes typed letters and arrows to the window's commands, so that
// the keys work when the list has the focus.
type keyList struct {
	widget.List
	onRune func(rune)
	onKey  func(*fyne.KeyEvent) bool
}

func newKeyList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *keyList {
	l := &keyList{}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// FocusGained keeps Fyne's own focus mark off the rows: the selected row is where the keys act.
func (l *keyList) FocusGained() {}

// FocusLost has no mark to take away.
func (l *keyList) FocusLost() {}

// TypedRune passes the letter to the window.
func (l *keyList) TypedRune(r rune) {
	if l.onRune != nil {
		l.onRune(r)
	}
}

// TypedKey passes arrows and Enter to the window and anything else to the list.
func (l *keyList) TypedKey(e *fyne.KeyEvent) {
	if l.onKey != nil && l.onKey(e) {
		return
	}
	l.List.TypedKey(e)
}

// reloadAll reloads the sidebar and the headlines, keeping both selections.
func (u *window) reloadAll() {
	u.reloadSources()
	u.reloadHeadlines()
}

// refreshAll refreshes every followed source now, showing its progress in the status bar; it does
// nothing while a refresh of everything is under way.
func (u *window) refreshAll() {
	if u.refreshing {
		return
	}
	u.refreshing = true
	u.runs++
	u.setStatus(lang.L("Refreshing…"))
	u.background(func(ctx context.Context) {
		results, err := u.app.RefreshAll(ctx, u.refreshProgress)
		u.do(func() {
			u.refreshing = false
			u.runs--
			u.refreshDone(results, err)
		})
	})
}

// refreshSome refreshes these sources now, and only those (the ones just followed or imported, or
// one site's), showing its progress in the status bar and their headlines as each source is read.
func (u *window) refreshSome(ids []int64) {
	if len(ids) == 0 {
		return
	}
	u.runs++
	u.setStatus(lang.L("Refreshing…"))
	if len(u.rows) == 0 {
		u.showEmptyNote()
	}
	u.background(func(ctx context.Context) {
		results, err := u.app.RefreshSources(ctx, ids, u.refreshProgress)
		u.do(func() {
			u.runs--
			u.refreshDone(results, err)
		})
	})
}

// refreshProgress shows a refresh's progress and, soon after, what the source just read brought;
// app calls it from its own goroutines.
func (u *window) refreshProgress(p app.RefreshProgress) {
	u.do(func() {
		u.setStatus(lang.L("Refreshing {{.Done}} of {{.Total}}…", args{"Done": countWords(p.Done), "Total": countWords(p.Total)}))
		if p.Last.New > 0 || p.Last.Status != app.StatusNotModified {
			u.reloadSoon()
		}
	})
}

// refreshDone reports a refresh in the status bar and shows what it brought.
func (u *window) refreshDone(results []app.RefreshResult, err error) {
	if err != nil {
		u.setStatus(lang.L("Refresh stopped: {{.Reason}}", args{"Reason": app.Explain(err)}))
	} else {
		newCount, failing := 0, 0
		for _, r := range results {
			newCount += r.New
			if r.Err != "" || r.Status == app.StatusFailing {
				failing++
			}
		}
		brought := lang.N("{{.Count}} new headlines", newCount, counted(newCount))
		if failing > 0 {
			brought += lang.N(", {{.Count}} failing", failing, counted(failing))
		}
		u.setStatus(lang.N("Refreshed {{.Count}} sources at {{.Time}}: {{.New}}.", len(results), args{
			"Count": countWords(len(results)), "Time": u.now().Local().Format("15:04"), "New": brought}))
	}
	u.reloadAll()
}

// undoFor is how long the window offers to undo a marking of everything shown read.
const undoFor = 10 * time.Second

// markAllRead marks every headline of the view read: the rows turn read at once, the store marks
// them however many there are, and the status then offers to undo it for undoFor (also Ctrl+Z).
func (u *window) markAllRead() {
	q := u.query
	for i := range u.rows {
		u.rows[i].Read = true
	}
	u.list.Refresh()
	if i := u.selectedRow(); i >= 0 {
		u.detail.show(&u.rows[i])
	}
	u.hideUndo()
	u.setStatus(lang.L("Marking the headlines read…"))
	u.trace.start("mark all read")
	u.trace.mark("mark all read", "mark all read: rows", false)
	u.background(func(ctx context.Context) {
		m, err := u.app.MarkAllRead(ctx, q)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not mark all read: {{.Reason}}", args{"Reason": app.Explain(err)}))
			} else if m.Count == 0 {
				u.setStatus(lang.L("Nothing to mark read."))
			} else {
				u.setStatus(lang.N("Marked {{.Count}} headlines read.", m.Count, counted(m.Count)))
				u.offerUndo(m)
			}
			u.trace.mark("mark all read", "mark all read: done", true)
			u.reloadAll()
		})
	})
}

// offerUndo shows the Undo button of marking m for undoFor.
func (u *window) offerUndo(m app.Marking) {
	u.marking = m
	u.undo.Show()
	u.later(undoFor, func() {
		if u.marking == m {
			u.hideUndo()
		}
	})
}

// hideUndo takes the Undo offer away.
func (u *window) hideUndo() {
	u.marking = app.Marking{}
	u.undo.Hide()
}

// undoMarking makes the headlines of the marking last offered unread again.
func (u *window) undoMarking() {
	m := u.marking
	if m.ID == 0 {
		return
	}
	u.hideUndo()
	u.setStatus(lang.L("Marking them unread again…"))
	u.trace.start("undo")
	u.background(func(ctx context.Context) {
		n, err := u.app.UndoMarkAllRead(ctx, m)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not undo: {{.Reason}}", args{"Reason": app.Explain(err)}))
			} else {
				u.setStatus(lang.N("Marked {{.Count}} headlines unread again.", n, counted(n)))
			}
			u.trace.mark("undo", "undo: done", true)
			u.reloadAll()
		})
	})
}

// searchFor shows the headlines matching text from the top, with nothing selected.
func (u *window) searchFor(text string) {
	u.query.Search = text
	u.trace.start("search")
	u.clearSelection()
	u.rows = nil
	u.list.Refresh()
	u.reloadHeadlines()
}

// clearSelection selects no headline and empties the detail pane.
func (u *window) clearSelection() {
	u.selected = 0
	u.list.UnselectAll()
	u.list.ScrollToTop()
	u.detail.show(nil)
}
