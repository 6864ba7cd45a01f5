package ui

import (
	"context"
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// Kinds of sidebar rows.
const (
	rowAll = iota
	rowUnread
	rowStarred
	rowSite
	rowSource
)

// sideRow is one line of the sidebar: a fixed view, a site heading or a followed source.
type sideRow struct {
	kind   int
	site   string // rowSite and rowSource
	source app.Source
	unread int
}

// key identifies the row across reloads.
func (r sideRow) key() string {
	switch r.kind {
	case rowSite:
		return "site:" + r.site
	case rowSource:
		return "source:" + strconv.FormatInt(r.source.ID, 10)
	}
	return "view:" + strconv.Itoa(r.kind)
}

func (r sideRow) label() string {
	switch r.kind {
	case rowAll:
		return "All"
	case rowUnread:
		return "Unread"
	case rowStarred:
		return "Starred"
	case rowSite:
		return r.site
	}
	if r.source.Title != "" {
		return r.source.Title
	}
	return r.source.URL
}

// query is the headline query the row selects.
func (r sideRow) query() app.HeadlineQuery {
	switch r.kind {
	case rowUnread:
		return app.HeadlineQuery{Unread: true}
	case rowStarred:
		return app.HeadlineQuery{Starred: true}
	case rowSite:
		return app.HeadlineQuery{Site: r.site}
	case rowSource:
		return app.HeadlineQuery{SourceID: r.source.ID}
	}
	return app.HeadlineQuery{}
}

// sideRows lays out the sidebar: the three views, then each site with its sources. unread is the
// number of unread headlines and bySite the number of each site's: a headline reached through two
// sources of a site counts once, so neither is the sum of the sources' counts.
func sideRows(sources []app.Source, unread int, bySite map[string]int) []sideRow {
	rows := []sideRow{{kind: rowAll}, {kind: rowUnread, unread: unread}, {kind: rowStarred}}
	for i := 0; i < len(sources); {
		site := sources[i].Site
		rows = append(rows, sideRow{kind: rowSite, site: site, unread: bySite[site]})
		for ; i < len(sources) && sources[i].Site == site; i++ {
			rows = append(rows, sideRow{kind: rowSource, site: site, source: sources[i]})
		}
	}
	return rows
}

// statusIcon is the icon of a source that is not well, nil when it is.
func statusIcon(status string) fyne.Resource {
	switch status {
	case app.StatusPaused, app.StatusGone:
		return theme.ErrorIcon()
	case app.StatusFailing:
		return theme.WarningIcon()
	}
	return nil
}

// sideItem is the template of a sidebar row.
type sideItem struct {
	box    *fyne.Container
	indent *indentSpacer
	icon   *widget.Icon
	name   *widget.Label
	count  *widget.Label // unread count, or the trouble of a source in red
}

// indentSpacer is a fixed-width spacer that indents sources under their site.
type indentSpacer struct {
	widget.BaseWidget
	width float32
}

func newIndent() *indentSpacer {
	c := &indentSpacer{}
	c.ExtendBaseWidget(c)
	return c
}

func (c *indentSpacer) MinSize() fyne.Size { return fyne.NewSize(c.width, 1) }

func (c *indentSpacer) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}

func (u *window) buildSidebar() *keyList {
	items := map[fyne.CanvasObject]*sideItem{}
	l := newKeyList(
		func() int { return len(u.sideRows) },
		func() fyne.CanvasObject {
			it := &sideItem{indent: newIndent(), icon: widget.NewIcon(theme.HomeIcon()), name: widget.NewLabel("Site name"),
				count: widget.NewLabel("0000")}
			it.name.Truncation = fyne.TextTruncateEllipsis
			it.count.Alignment = fyne.TextAlignTrailing
			it.box = container.NewBorder(nil, nil, container.NewHBox(it.indent, it.icon), it.count, it.name)
			items[it.box] = it
			return it.box
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			it := items[o]
			if it == nil || id >= len(u.sideRows) {
				return
			}
			u.updateSideItem(it, u.sideRows[id])
		},
	)
	l.onRune = u.typedRune
	l.OnSelected = func(id widget.ListItemID) { u.pickView(id) }
	return l
}

func (u *window) updateSideItem(it *sideItem, r sideRow) {
	it.indent.width = 0
	it.name.TextStyle = fyne.TextStyle{}
	it.count.Importance = widget.MediumImportance
	count := r.unread
	switch r.kind {
	case rowAll:
		it.icon.SetResource(theme.ListIcon())
	case rowUnread:
		it.icon.SetResource(theme.MailComposeIcon())
	case rowStarred:
		it.icon.SetResource(theme.NewThemedResource(starIcon))
	case rowSite:
		it.icon.SetResource(theme.StorageIcon())
		it.name.TextStyle = fyne.TextStyle{Bold: true}
	case rowSource:
		it.indent.width = theme.Padding() * 4
		count = r.source.Unread
		it.icon.SetResource(kindIcon(r.source.Kind))
		if ic := statusIcon(r.source.Status); ic != nil {
			it.icon.SetResource(ic)
		}
	}
	it.indent.Refresh()
	it.name.SetText(r.label())
	switch {
	case r.kind == rowSource && statusIcon(r.source.Status) != nil:
		it.count.Importance = widget.DangerImportance
		it.count.SetText(r.source.Status)
	case count > 0:
		it.count.SetText(strconv.Itoa(count))
	default:
		it.count.SetText("")
	}
	it.box.Refresh()
}

// sourceTrouble says what is wrong with a source that is paused, failing or gone, and why.
func sourceTrouble(s app.Source) string {
	if s.Reason != "" {
		return s.Reason
	}
	switch s.Status {
	case app.StatusPaused:
		return "Paused: the site refused"
	case app.StatusFailing:
		return "Failing: retrying later"
	case app.StatusGone:
		return "Gone: the site removed it"
	}
	return ""
}

func kindIcon(kind string) fyne.Resource {
	switch kind {
	case app.KindFeed:
		return theme.NewThemedResource(feedIcon)
	case app.KindSection:
		return theme.GridIcon()
	}
	return theme.DocumentIcon()
}

// reloadSources loads the followed sources and rebuilds the sidebar, keeping its selection.
func (u *window) reloadSources() {
	u.background(func(ctx context.Context) {
		sources, err := u.app.Sources(ctx)
		var unread int
		var bySite map[string]int
		if err == nil {
			unread, bySite, err = u.app.UnreadTotals(ctx)
		}
		u.do(func() {
			if err != nil {
				u.setStatus("Could not list the sources: " + app.Explain(err))
				return
			}
			u.sources = sources
			u.sideRows = sideRows(sources, unread, bySite)
			u.side.Refresh()
			keep := u.sidePick.key()
			for i, r := range u.sideRows {
				if r.key() == keep {
					u.sidePick = r
					u.side.Select(i)
					break
				}
			}
			u.updateSiteAction()
			if u.status.Text == "" {
				u.setStatus(followingWords(sources))
			}
			if len(sources) == 0 && len(u.rows) == 0 {
				u.showEmptyNote()
			}
		})
	})
}

// pickView shows the headlines of sidebar row id.
func (u *window) pickView(id widget.ListItemID) {
	if id < 0 || id >= len(u.sideRows) {
		return
	}
	r := u.sideRows[id]
	same := r.key() == u.sidePick.key()
	u.sidePick = r
	u.updateSiteAction()
	if same {
		return
	}
	q := r.query()
	q.Search = u.query.Search
	u.query = q
	u.selected = 0
	u.rows = nil
	u.list.UnselectAll()
	u.list.ScrollToTop()
	u.detail.show(nil)
	u.reloadHeadlines()
}

// pickedSite is the site of the selected sidebar row, "" for the fixed views.
func (u *window) pickedSite() string {
	return u.sidePick.site
}

func (u *window) updateSiteAction() {
	if u.pickedSite() == "" {
		u.siteAction.Disable()
	} else {
		u.siteAction.Enable()
	}
}

// followingWords says what is followed: "Following 7 sources on 3 sites."
func followingWords(sources []app.Source) string {
	if len(sources) == 0 {
		return "Following nothing yet."
	}
	sites := map[string]bool{}
	for _, s := range sources {
		sites[s.Site] = true
	}
	return fmt.Sprintf("Following %d %s on %d %s.", len(sources), plural(len(sources), "source", "sources"),
		len(sites), plural(len(sites), "site", "sites"))
}
