package ui

// This file holds the keys that move between the window's parts: Escape leaves the search box and
// closes a dialog, Home, End, Page Up and Page Down move in the headlines, Left and Right fold and
// unfold a site in the sidebar, and Ctrl+Q quits.

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// escEntry is an entry that does something on Escape (and, when set, on the down arrow), which a
// plain widget.Entry keeps to itself.
type escEntry struct {
	widget.Entry
	onEscape func()
	onDown   func() // nil: the entry moves its cursor as usual
}

func newEscEntry(onEscape func()) *escEntry {
	e := &escEntry{onEscape: onEscape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey runs onEscape on Escape and onDown on the down arrow; other keys edit the text.
func (e *escEntry) TypedKey(k *fyne.KeyEvent) {
	switch {
	case k.Name == fyne.KeyEscape && e.onEscape != nil:
		e.onEscape()
	case k.Name == fyne.KeyDown && e.onDown != nil:
		e.onDown()
	default:
		e.Entry.TypedKey(k)
	}
}

// leaveSearch gives the keyboard to the headlines, keeping what the search box holds.
func (u *window) leaveSearch() {
	u.w.Canvas().Focus(u.list)
	if u.selectedRow() < 0 && len(u.rows) > 0 {
		u.moveSelectionTo(0)
	}
}

// escape closes the add dialog or the site details when one is open, or leaves the search box; it
// reports whether there was something to close.
func (u *window) escape() bool {
	switch {
	case u.menu != nil && u.menu.Visible():
		u.menu.Hide()
	case u.add != nil:
		u.add.d.Hide()
	case u.details != nil:
		u.details.Hide()
	case u.settings != nil && u.settings.open:
		u.settings.open = false
		u.settings.d.Hide()
	case u.w.Canvas().Focused() == u.search:
		u.leaveSearch()
	default:
		return false
	}
	return true
}

// moveSelectionTo selects headline i (clamped to the rows loaded) and shows it.
func (u *window) moveSelectionTo(i int) {
	if len(u.rows) == 0 {
		return
	}
	i = max(0, min(i, len(u.rows)-1))
	u.list.Select(i)
	u.list.ScrollTo(i)
}

// rowsPerPage is how many headlines the list shows at once, at least one.
func (u *window) rowsPerPage() int {
	row := u.list.CreateItem().MinSize().Height + theme.SeparatorThicknessSize()
	if row <= 0 {
		return 1
	}
	return max(1, int(u.list.Size().Height/row)-1)
}

// sideKey handles Left and Right in the sidebar (fold and unfold the site of the selected row), and
// Escape; it reports whether it used the key.
func (u *window) sideKey(e *fyne.KeyEvent) bool {
	switch e.Name {
	case fyne.KeyLeft, fyne.KeyRight:
		site := u.sidePick.site
		if site == "" {
			return false
		}
		u.setFolded(site, e.Name == fyne.KeyLeft)
		return true
	case fyne.KeyEscape:
		return u.escape()
	}
	return false
}

// quitNow keeps the window's layout and quits Broadsheet, even when closing the window would only
// hide it in the system tray.
func (u *window) quitNow() {
	u.savePrefs()
	u.quit()
}
