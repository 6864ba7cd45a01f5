package ui

// This file holds what a click on a list row does: a click selects the row and puts the keyboard on
// its list, a right click opens the row's menu (a headline: open, copy link, mark read, star; a site
// or a source: refresh, details, unfollow).

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// rowArea is the content of a list row; it takes the row's clicks itself. Fyne's own row focuses
// the list it belongs to only when the list is a plain widget.List, so that after a click in the
// search box the keys would go on typing there.
type rowArea struct {
	widget.BaseWidget
	content fyne.CanvasObject
	id      widget.ListItemID
	onTap   func(widget.ListItemID)
	onMenu  func(widget.ListItemID, fyne.Position) // the position is the click's, in the window
}

func newRowArea(content fyne.CanvasObject, onTap func(widget.ListItemID), onMenu func(widget.ListItemID, fyne.Position)) *rowArea {
	r := &rowArea{content: content, onTap: onTap, onMenu: onMenu}
	r.ExtendBaseWidget(r)
	return r
}

func (r *rowArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.content) }

// Tapped selects the row.
func (r *rowArea) Tapped(*fyne.PointEvent) { r.onTap(r.id) }

// TappedSecondary opens the row's menu.
func (r *rowArea) TappedSecondary(e *fyne.PointEvent) { r.onMenu(r.id, e.AbsolutePosition) }

// tapRow selects row id of list l and gives l the keyboard.
func (u *window) tapRow(l *keyList, id widget.ListItemID) {
	u.w.Canvas().Focus(l)
	l.Select(id)
}

// showMenu opens menu at pos in the window; tests read u.menu.
func (u *window) showMenu(items []*fyne.MenuItem, pos fyne.Position) {
	m := widget.NewPopUpMenu(fyne.NewMenu("", items...), u.w.Canvas())
	m.ShowAtPosition(pos)
	u.menu, u.menuItems = m, items
}

// headlineMenu selects headline row id and opens its menu at pos.
func (u *window) headlineMenu(id widget.ListItemID, pos fyne.Position) {
	if id < 0 || id >= len(u.rows) {
		return
	}
	u.tapRow(u.list, id)
	h := u.rows[id]
	read := fyne.NewMenuItem(lang.L("Mark Read"), func() { u.setRead(h.ID, true) })
	if h.Read {
		read = fyne.NewMenuItem(lang.L("Mark Unread"), func() { u.setRead(h.ID, false) })
	}
	star := fyne.NewMenuItem(lang.L("Star"), func() { u.setStarred(h.ID, true) })
	if h.Starred {
		star = fyne.NewMenuItem(lang.L("Unstar"), func() { u.setStarred(h.ID, false) })
	}
	u.showMenu([]*fyne.MenuItem{
		fyne.NewMenuItem(lang.L("Open in Browser"), func() { u.openSelected() }),
		fyne.NewMenuItem(lang.L("Read Here"), func() { u.readSelected() }),
		fyne.NewMenuItem(lang.L("Copy Link"), func() { u.copyLink(h.URL) }),
		fyne.NewMenuItemSeparator(),
		read, star,
	}, pos)
}

// copyLink puts an address on the clipboard.
func (u *window) copyLink(link string) {
	u.fa.Clipboard().SetContent(link)
	u.setStatus(lang.L("Link copied."))
}

// sideMenu selects sidebar row id and opens its menu at pos.
func (u *window) sideMenu(id widget.ListItemID, pos fyne.Position) {
	if id < 0 || id >= len(u.sideRows) {
		return
	}
	u.tapRow(u.side, id)
	r := u.sideRows[id]
	var items []*fyne.MenuItem
	switch r.kind {
	case rowSource:
		s := r.source
		items = []*fyne.MenuItem{
			fyne.NewMenuItem(lang.L("Refresh"), func() { u.refreshSome([]int64{s.ID}) }),
			fyne.NewMenuItem(lang.L("Site Details…"), func() { u.showSiteDetails() }),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(lang.L("Unfollow…"), func() { u.confirmUnfollow(s, func() {}) }),
		}
	case rowSite:
		site := r.site
		toggle := fyne.NewMenuItem(lang.L("Fold"), func() { u.setFolded(site, true) })
		if u.isFolded(site, len(u.siteSourceIDs(site))) {
			toggle = fyne.NewMenuItem(lang.L("Unfold"), func() { u.setFolded(site, false) })
		}
		items = []*fyne.MenuItem{
			fyne.NewMenuItem(lang.L("Refresh Site"), func() { u.refreshSome(u.siteSourceIDs(site)) }),
			fyne.NewMenuItem(lang.L("Site Details…"), func() { u.showSiteDetails() }),
			toggle,
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(lang.L("Unfollow Site…"), func() { u.confirmUnfollowSite(site) }),
		}
	default:
		items = []*fyne.MenuItem{
			fyne.NewMenuItem(lang.L("Refresh All"), func() { u.refreshAll() }),
			fyne.NewMenuItem(lang.L("Mark All Read"), func() { u.markAllRead() }),
		}
	}
	u.showMenu(items, pos)
}

// siteSourceIDs returns the IDs of a site's followed sources.
func (u *window) siteSourceIDs(site string) []int64 {
	var ids []int64
	for _, s := range u.sources {
		if s.Site == site {
			ids = append(ids, s.ID)
		}
	}
	return ids
}

// confirmUnfollowSite asks before unfollowing every source of a site.
func (u *window) confirmUnfollowSite(site string) {
	ids := u.siteSourceIDs(site)
	msg := lang.N("Stop following {{.Site}} ({{.Count}} sources)? Their headlines go too.", len(ids),
		args{"Site": site, "Count": countWords(len(ids))})
	dialog.ShowConfirm(lang.L("Unfollow site?"), msg, func(ok bool) { u.unfollowAllIfConfirmed(ok, ids) }, u.w)
}

func (u *window) unfollowAllIfConfirmed(ok bool, ids []int64) {
	if ok {
		u.unfollowMany(ids)
	}
}

// unfollowMany unfollows these sources, stopping at the first that cannot be.
func (u *window) unfollowMany(ids []int64) {
	u.background(func(ctx context.Context) {
		var err error
		for _, id := range ids {
			if err = u.app.Unfollow(ctx, id); err != nil {
				break
			}
		}
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not unfollow: {{.Reason}}", args{"Reason": app.Explain(err)}))
			} else {
				u.setStatus(lang.N("Unfollowed {{.Count}} sources.", len(ids), counted(len(ids))))
			}
			u.reloadAll()
		})
	})
}
