package ui

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
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
	kind    int
	site    string // rowSite and rowSource
	source  app.Source
	unread  int
	folded  bool // rowSite: its sources are hidden
	sources int  // rowSite: how many sources it has
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

// rowFromKey is the row key names, as far as the key tells it (a source's ID, not its title), so
// that the view kept from last time can be read before the sidebar is; ok is false for a key no row
// has.
func rowFromKey(key string) (r sideRow, ok bool) {
	kind, rest, _ := strings.Cut(key, ":")
	switch kind {
	case "view":
		n, err := strconv.Atoi(rest)
		if err != nil || n < rowAll || n > rowStarred {
			return sideRow{}, false
		}
		return sideRow{kind: n}, true
	case "site":
		return sideRow{kind: rowSite, site: rest}, rest != ""
	case "source":
		id, err := strconv.ParseInt(rest, 10, 64)
		if err != nil || id <= 0 {
			return sideRow{}, false
		}
		return sideRow{kind: rowSource, source: app.Source{ID: id}}, true
	}
	return sideRow{}, false
}

func (r sideRow) label() string {
	switch r.kind {
	case rowAll:
		return lang.L("All")
	case rowUnread:
		return lang.L("Unread")
	case rowStarred:
		return lang.L("Starred")
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

// sideRows lays out the sidebar: the three views, then each site with its sources (sources grouped
// by site, as app.Sources lists them), in order (orderByTitle or orderByUnread), unless folded says
// the site of n sources is folded. unread is the number of unread headlines and bySite the number of
// each site's: a headline reached through two sources of a site counts once, so neither is the sum of
// the sources' counts.
func sideRows(sources []app.Source, unread int, bySite map[string]int, folded func(site string, n int) bool, order string) []sideRow {
	rows := []sideRow{{kind: rowAll}, {kind: rowUnread, unread: unread}, {kind: rowStarred}}
	for i := 0; i < len(sources); {
		site := sources[i].Site
		j := i
		for j < len(sources) && sources[j].Site == site {
			j++
		}
		group := append([]app.Source(nil), sources[i:j]...)
		i = j
		f := folded != nil && folded(site, len(group))
		rows = append(rows, sideRow{kind: rowSite, site: site, unread: bySite[site], folded: f, sources: len(group)})
		if f {
			continue
		}
		sortSources(group, order)
		for _, s := range group {
			rows = append(rows, sideRow{kind: rowSource, site: site, source: s})
		}
	}
	return rows
}

// sortSources orders a site's sources by title, or by unread count (most first) and then title.
func sortSources(group []app.Source, order string) {
	sort.SliceStable(group, func(i, j int) bool {
		a, b := group[i], group[j]
		if order == orderByUnread && a.Unread != b.Unread {
			return a.Unread > b.Unread
		}
		ta, tb := strings.ToLower(sideRow{kind: rowSource, source: a}.label()), strings.ToLower(sideRow{kind: rowSource, source: b}.label())
		if ta != tb {
			return ta < tb
		}
		return a.ID < b.ID
	})
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
	area   *rowArea
	box    *fyne.Container
	indent *indentSpacer
	fold   *widget.Button // folds and unfolds a site
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
	var l *keyList
	l = newKeyList(
		func() int { return len(u.sideRows) },
		func() fyne.CanvasObject {
			it := &sideItem{indent: newIndent(), icon: widget.NewIcon(theme.HomeIcon()), name: widget.NewLabel(lang.L("Site name")),
				count: widget.NewLabel("0000")}
			it.name.Truncation = fyne.TextTruncateEllipsis
			it.count.Alignment = fyne.TextAlignTrailing
			it.fold = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), nil)
			it.fold.Importance = widget.LowImportance
			it.box = container.NewBorder(nil, nil, container.NewHBox(it.indent, it.fold, it.icon), it.count, it.name)
			it.area = newRowArea(it.box, func(id widget.ListItemID) { u.tapRow(l, id) }, u.sideMenu)
			items[it.area] = it
			return it.area
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			it := items[o]
			if it == nil || id >= len(u.sideRows) {
				return
			}
			it.area.id = id
			u.updateSideItem(it, u.sideRows[id])
		},
	)
	l.onRune = u.typedRune
	l.onKey = u.sideKey
	l.OnSelected = func(id widget.ListItemID) { u.pickView(id) }
	return l
}

func (u *window) updateSideItem(it *sideItem, r sideRow) {
	it.indent.width = 0
	it.fold.Hide()
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
		site, folded := r.site, r.folded
		it.fold.SetIcon(theme.MenuDropDownIcon())
		if folded {
			it.fold.SetIcon(theme.MenuExpandIcon())
		}
		it.fold.OnTapped = func() { u.setFolded(site, !folded) }
		it.fold.Show()
	case rowSource:
		it.indent.width = theme.Padding()*2 + theme.IconInlineSize() + theme.InnerPadding()
		count = r.source.Unread
		it.icon.SetResource(kindIcon(r.source.Kind))
		if ic := statusIcon(r.source.Status); ic != nil {
			it.icon.SetResource(ic)
		}
	}
	it.indent.Refresh()
	name := r.label()
	if r.kind == rowSite && r.folded {
		name += fmt.Sprintf(" (%s)", countWords(r.sources))
	}
	it.name.SetText(name)
	switch {
	case r.kind == rowSource && statusIcon(r.source.Status) != nil:
		it.count.Importance = widget.DangerImportance
		it.count.SetText(sourceStatusWords(r.source.Status))
	case count > 0:
		it.count.SetText(countWords(count))
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
		return lang.L("Paused: the site refused")
	case app.StatusFailing:
		return lang.L("Failing: retrying later")
	case app.StatusGone:
		return lang.L("Gone: the site removed it")
	}
	return ""
}

// sourceStatusWords names a source's trouble in a word, as the sidebar shows it beside the source.
func sourceStatusWords(status string) string {
	switch status {
	case app.StatusPaused:
		return lang.L("paused")
	case app.StatusFailing:
		return lang.L("failing")
	case app.StatusGone:
		return lang.L("gone")
	}
	return status
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
		sb := loadSidebar(ctx, u.app)
		u.do(func() { u.showSidebar(sb) })
	})
}

// sidebarData is what the sidebar shows: the followed sources and the unread counts.
type sidebarData struct {
	sources []app.Source
	unread  int
	bySite  map[string]int
	err     error
}

// loadSidebar reads the followed sources and the unread counts.
func loadSidebar(ctx context.Context, a *app.App) sidebarData {
	var sb sidebarData
	sb.sources, sb.err = a.Sources(ctx)
	if sb.err == nil {
		sb.unread, sb.bySite, sb.err = a.UnreadTotals(ctx)
	}
	return sb
}

// showSidebar rebuilds the sidebar from sb, keeping its selection.
func (u *window) showSidebar(sb sidebarData) {
	if sb.err != nil {
		u.setStatus(lang.L("Could not list the sources: {{.Reason}}", args{"Reason": app.Explain(sb.err)}))
		return
	}
	u.sources, u.unread, u.bySite = sb.sources, sb.unread, sb.bySite
	u.layoutSidebar()
	u.updateSiteAction()
	u.updateTitle()
	if u.status.Text == "" {
		u.setStatus(followingWords(sb.sources))
	}
	if len(u.rows) == 0 {
		u.showEmptyNote()
	}
}

// layoutSidebar lays the sidebar out again from the sources loaded, keeping its selection, or
// choosing the view kept from last time once.
func (u *window) layoutSidebar() {
	u.sideRows = sideRows(u.sources, u.unread, u.bySite, u.isFolded, u.sourceOrder)
	u.side.Refresh()
	keep := u.sidePick.key()
	restoring := u.restoreKey != ""
	u.restoreKey = ""
	for i, r := range u.sideRows {
		if r.key() == keep {
			u.sidePick = r
			u.side.Select(i)
			return
		}
	}
	if restoring {
		// The view kept from last time is gone (its source or site was unfollowed): show All.
		u.side.Select(0)
		return
	}
	u.side.UnselectAll()
}

// isFolded says whether a site of n sources is folded: as the person left it, or folded when it
// has many sources.
func (u *window) isFolded(site string, n int) bool {
	if f, ok := u.folded[site]; ok {
		return f
	}
	return n > foldAbove
}

// setFolded folds or unfolds a site's sources in the sidebar, and keeps it so.
func (u *window) setFolded(site string, folded bool) {
	if u.folded == nil {
		u.folded = map[string]bool{}
	}
	u.folded[site] = folded
	u.saveFolded()
	u.layoutSidebar()
}

// setFoldedAll folds or unfolds every site.
func (u *window) setFoldedAll(folded bool) {
	if u.folded == nil {
		u.folded = map[string]bool{}
	}
	for _, s := range u.sources {
		u.folded[s.Site] = folded
	}
	u.saveFolded()
	u.layoutSidebar()
}

// setSourceOrder orders each site's sources by title or by unread count, and keeps it so.
func (u *window) setSourceOrder(order string) {
	u.sourceOrder = order
	u.fa.Preferences().SetString(prefSourceOrder, order)
	u.layoutSidebar()
	if m := u.w.MainMenu(); m != nil {
		u.w.SetMainMenu(u.mainMenu())
	}
}

// viewMenu orders and folds the sidebar.
func (u *window) viewMenu() *fyne.Menu {
	byTitle := fyne.NewMenuItem(lang.L("Sources by Name"), func() { u.setSourceOrder(orderByTitle) })
	byTitle.Checked = u.sourceOrder != orderByUnread
	byUnread := fyne.NewMenuItem(lang.L("Sources by Unread"), func() { u.setSourceOrder(orderByUnread) })
	byUnread.Checked = u.sourceOrder == orderByUnread
	return fyne.NewMenu(lang.L("View"), byTitle, byUnread, fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Fold All Sites"), func() { u.setFoldedAll(true) }),
		fyne.NewMenuItem(lang.L("Unfold All Sites"), func() { u.setFoldedAll(false) }))
}

// updateTitle puts the unread count in the window's title: "Broadsheet (1,204 unread)".
func (u *window) updateTitle() {
	if u.unread > 0 {
		u.w.SetTitle(lang.L("Broadsheet ({{.Count}} unread)", counted(u.unread)))
	} else {
		u.w.SetTitle("Broadsheet")
	}
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
	u.fa.Preferences().SetString(prefView, r.key())
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
		return lang.L("Following nothing yet.")
	}
	sites := map[string]bool{}
	for _, s := range sources {
		sites[s.Site] = true
	}
	onSites := lang.N("on {{.Count}} sites", len(sites), counted(len(sites)))
	return lang.N("Following {{.Count}} sources {{.Sites}}.", len(sources), args{"Count": countWords(len(sources)), "Sites": onSites})
}
