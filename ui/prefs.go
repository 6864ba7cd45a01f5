package ui

// This file keeps what the window looks like across restarts, in Fyne's preferences (a small file
// beside the database, owned by the window alone): its size, where the panes are divided, the view
// chosen in the sidebar, the sites folded up and the order of their sources, the theme, and whether
// new headlines are announced.

import (
	"strings"

	"fyne.io/fyne/v2"
)

// Preference keys.
const (
	prefWidth       = "window.width"
	prefHeight      = "window.height"
	prefSideSplit   = "split.sidebar"   // share of the width the sidebar takes
	prefPaneSplit   = "split.headlines" // share the headlines take beside the detail
	prefStackSplit  = "split.stacked"   // share the headlines take above the detail, in a narrow window
	prefView        = "view"            // key of the sidebar row chosen
	prefFolded      = "sidebar.folded"  // "site=1" folded, "site=0" unfolded by hand
	prefSourceOrder = "sidebar.order"   // orderByTitle or orderByUnread
	prefTheme       = "theme"           // themeSystem, themeLight or themeDark
	prefNotify      = "notify"          // announce new headlines
	defaultWidth    = 1100
	defaultHeight   = 700
	defaultSide     = 0.25
	defaultPanes    = 0.55
	defaultStacked  = 0.6
	foldAbove       = 20 // a site with more sources than this starts folded
)

// Orders of a site's sources in the sidebar.
const (
	orderByTitle  = "title"
	orderByUnread = "unread"
)

// restorePrefs applies the kept preferences to a window just built.
func (u *window) restorePrefs() {
	p := u.fa.Preferences()
	u.w.Resize(savedSize(p))
	u.outer.Offset = share(p.FloatWithFallback(prefSideSplit, defaultSide))
	u.panes.wide.Offset = share(p.FloatWithFallback(prefPaneSplit, defaultPanes))
	u.panes.stacked.Offset = share(p.FloatWithFallback(prefStackSplit, defaultStacked))
	// The window opens on the view kept from last time; the sidebar selects its row once loaded.
	if r, ok := rowFromKey(p.String(prefView)); ok && r.key() != u.sidePick.key() {
		u.restoreKey = r.key()
		u.sidePick = r
		u.query = r.query()
	}
	u.folded = map[string]bool{}
	for _, f := range p.StringList(prefFolded) {
		if site, v, ok := strings.Cut(f, "="); ok {
			u.folded[site] = v == "1"
		}
	}
	u.sourceOrder = p.StringWithFallback(prefSourceOrder, orderByTitle)
	applyTheme(u.fa, p.StringWithFallback(prefTheme, themeSystem))
}

// savedSize is the window's size when it was last closed, or the default size.
func savedSize(p fyne.Preferences) fyne.Size {
	return fyne.NewSize(float32(p.FloatWithFallback(prefWidth, defaultWidth)), float32(p.FloatWithFallback(prefHeight, defaultHeight)))
}

// share keeps a split offset where both panes stay visible.
func share(f float64) float64 { return min(max(f, 0.1), 0.9) }

// savePrefs keeps the window's size and pane divisions.
func (u *window) savePrefs() {
	p := u.fa.Preferences()
	if s := u.w.Canvas().Size(); s.Width > 0 && s.Height > 0 {
		p.SetFloat(prefWidth, float64(s.Width))
		p.SetFloat(prefHeight, float64(s.Height))
	}
	p.SetFloat(prefSideSplit, u.outer.Offset)
	p.SetFloat(prefPaneSplit, u.panes.wide.Offset)
	p.SetFloat(prefStackSplit, u.panes.stacked.Offset)
}

// saveFolded keeps which sites are folded.
func (u *window) saveFolded() {
	list := make([]string, 0, len(u.folded))
	for site, f := range u.folded {
		v := "0"
		if f {
			v = "1"
		}
		list = append(list, site+"="+v)
	}
	u.fa.Preferences().SetStringList(prefFolded, list)
}

// notifyOn says whether new headlines are announced by a desktop notification.
func (u *window) notifyOn() bool { return u.fa.Preferences().BoolWithFallback(prefNotify, true) }
