package ui

import (
	"context"
	"net/url"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// headlineItem is the template of a headline row: a dot while unread, the title over the source and
// the time, and a star when starred. An unread title is bold in the text colour, a read one plain
// and grey: many CJK fonts have no bold the window can find, so the colour marks unread in every
// script.
type headlineItem struct {
	area   *rowArea
	box    *fyne.Container
	unread *widget.Icon
	title  *widget.RichText
	meta   *widget.Label
	star   *widget.Icon
}

// unreadDot is the unread mark in the theme's primary colour.
var unreadDot = theme.NewPrimaryThemedResource(unreadIcon)

func (u *window) buildHeadlineList() *keyList {
	items := map[fyne.CanvasObject]*headlineItem{}
	var l *keyList
	l = newKeyList(
		func() int { return len(u.rows) },
		func() fyne.CanvasObject {
			it := &headlineItem{title: widget.NewRichText(titleSegment("Headline", false)), meta: widget.NewLabel(lang.L("Source · 3 min ago")),
				star: widget.NewIcon(nil), unread: widget.NewIcon(readIcon)}
			it.title.Truncation = fyne.TextTruncateEllipsis
			it.meta.Truncation = fyne.TextTruncateEllipsis
			it.meta.SizeName = theme.SizeNameCaptionText
			lines := container.New(&tightVBox{}, it.title, it.meta)
			it.box = container.NewBorder(nil, nil, it.unread, it.star, lines)
			it.area = newRowArea(it.box, func(id widget.ListItemID) { u.tapRow(l, id) }, u.headlineMenu)
			items[it.area] = it
			return it.area
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			it := items[o]
			if it == nil || id >= len(u.rows) {
				return
			}
			h := u.rows[id]
			it.area.id = id
			it.title.Segments = []widget.RichTextSegment{titleSegment(h.Title, h.Read)}
			it.title.Refresh()
			if h.Read {
				it.unread.SetResource(readIcon)
			} else {
				it.unread.SetResource(unreadDot)
			}
			it.meta.SetText(headlineMeta(h, u.now()))
			if h.Starred {
				it.star.SetResource(theme.NewPrimaryThemedResource(starIcon))
			} else {
				it.star.SetResource(nil)
			}
			if id >= len(u.rows)-pageSize/4 {
				u.loadMore()
			}
		},
	)
	l.onRune = u.typedRune
	l.onKey = u.typedKey
	l.OnSelected = func(id widget.ListItemID) { u.selectHeadline(id) }
	return l
}

// titleSegment is a headline's title as its row shows it: bold in the text colour while unread,
// plain and grey once read.
func titleSegment(title string, read bool) *widget.TextSegment {
	style := widget.RichTextStyleInline
	style.TextStyle = fyne.TextStyle{Bold: !read}
	if read {
		style.ColorName = theme.ColorNamePlaceHolder
	}
	return &widget.TextSegment{Text: title, Style: style}
}

// headlineMeta is the line under a headline's title: "Markets · www.nikkei.com · 3 min ago", or
// "seen 3 min ago" for a headline the site gave no date.
func headlineMeta(h app.Headline, now time.Time) string {
	parts := make([]string, 0, 3)
	if h.SourceTitle != "" {
		parts = append(parts, h.SourceTitle)
	}
	if h.Site != "" && h.Site != h.SourceTitle {
		parts = append(parts, h.Site)
	}
	if t := relativeTime(now, h.Published); t != "" {
		parts = append(parts, t)
	} else if t := relativeTime(now, h.FirstSeen); t != "" {
		parts = append(parts, lang.L("seen {{.When}}", args{"When": t}))
	}
	return strings.Join(parts, " · ")
}

// tightVBox stacks objects vertically with no gap, so that a title and its caption read as one row.
type tightVBox struct{}

func (tightVBox) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
	}
	return s.SubtractWidthHeight(0, 2*theme.Padding()*float32(len(objects)-1))
}

func (tightVBox) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objects {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h - 2*theme.Padding()
	}
}

// reloadHeadlines loads the headlines of the current view from the top, as many as are shown now
// (at least a page), and keeps the selected headline selected.
func (u *window) reloadHeadlines() {
	u.listGen++
	gen := u.listGen
	u.loading = false
	q := u.query
	q.Limit = min(max(pageSize, len(u.rows)), keptRows)
	u.background(func(ctx context.Context) {
		rows, err := u.app.Headlines(ctx, q)
		u.do(func() { u.showRows(gen, q, rows, err) })
	})
}

// showRows shows the rows query q loaded for list generation gen, unless the list has moved on.
func (u *window) showRows(gen int, q app.HeadlineQuery, rows []app.Headline, err error) {
	if gen != u.listGen {
		return
	}
	if err != nil {
		u.setStatus(lang.L("Could not load headlines: {{.Reason}}", args{"Reason": app.Explain(err)}))
		return
	}
	u.rows = rows
	u.more = len(rows) == q.Limit
	u.afterRowsChanged()
	if len(rows) > 0 {
		u.trace.markOnce("first headlines")
	}
	if q.Search != "" {
		u.trace.mark("search", "search: "+q.Search, true)
	}
}

// loadMore loads the page after the last row shown; the list calls it as its end comes into view.
func (u *window) loadMore() {
	if u.loading || !u.more || len(u.rows) == 0 {
		return
	}
	u.loading = true
	gen := u.listGen
	q := u.query
	q.Limit = pageSize
	last := u.rows[len(u.rows)-1]
	q.After = &last
	u.background(func(ctx context.Context) {
		rows, err := u.app.Headlines(ctx, q)
		u.do(func() {
			if gen != u.listGen {
				return
			}
			u.loading = false
			if err != nil {
				u.setStatus(lang.L("Could not load more headlines: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			u.rows = append(u.rows, rows...)
			u.more = len(rows) == q.Limit
			u.list.Refresh()
		})
	})
}

// afterRowsChanged redraws the list, selects the selected headline again and updates the detail.
func (u *window) afterRowsChanged() {
	u.list.Refresh()
	if len(u.rows) == 0 {
		u.showEmptyNote()
	} else {
		u.emptyNote.Hide()
	}
	if u.selected == 0 {
		return
	}
	for i, h := range u.rows {
		if h.ID == u.selected {
			u.list.Select(i)
			u.detail.show(&u.rows[i])
			return
		}
	}
}

func (u *window) showEmptyNote() {
	switch {
	case len(u.sources) == 0 && u.runs == 0:
		u.emptyNote.SetText(lang.L("Nothing followed yet.\nAdd a site with Ctrl+N or the + button."))
	case u.runs > 0 && u.query.Search == "":
		u.emptyNote.SetText(lang.L("Reading the sources…\nHeadlines appear here as each one is read."))
	case u.query.Search != "":
		u.emptyNote.SetText(lang.L("No headline matches “{{.Search}}”.", args{"Search": u.query.Search}))
	case u.query.Unread:
		u.emptyNote.SetText(lang.L("All read."))
	case u.query.Starred:
		u.emptyNote.SetText(lang.L("No starred headlines. Star one with s."))
	default:
		u.emptyNote.SetText(lang.L("No headlines yet. Refresh with r."))
	}
	u.emptyNote.Show()
}

// selectHeadline shows row id in the detail pane.
func (u *window) selectHeadline(id widget.ListItemID) {
	if id < 0 || id >= len(u.rows) {
		return
	}
	u.selected = u.rows[id].ID
	u.detail.show(&u.rows[id])
}

// selectedRow is the index of the selected headline among the rows, -1 when none.
func (u *window) selectedRow() int {
	if u.selected == 0 {
		return -1
	}
	for i, h := range u.rows {
		if h.ID == u.selected {
			return i
		}
	}
	return -1
}

// moveSelection selects the headline delta rows below (or above) the selected one.
func (u *window) moveSelection(delta int) {
	if len(u.rows) == 0 {
		return
	}
	i := 0
	if cur := u.selectedRow(); cur >= 0 {
		i = max(0, min(cur+delta, len(u.rows)-1))
	}
	u.list.Select(i)
	u.list.ScrollTo(i)
}

// openSelected opens the selected headline in the system browser and marks it read.
func (u *window) openSelected() {
	i := u.selectedRow()
	if i < 0 {
		return
	}
	h := u.rows[i]
	if link, err := url.Parse(h.URL); err == nil {
		if err := u.fa.OpenURL(link); err != nil {
			u.setStatus(lang.L("Could not open the browser: {{.Reason}}", args{"Reason": app.Explain(err)}))
		}
	}
	if !h.Read {
		u.setRead(h.ID, true)
	}
}

func (u *window) toggleRead() {
	if i := u.selectedRow(); i >= 0 {
		u.setRead(u.rows[i].ID, !u.rows[i].Read)
	}
}

func (u *window) toggleStar() {
	if i := u.selectedRow(); i >= 0 {
		u.setStarred(u.rows[i].ID, !u.rows[i].Starred)
	}
}

// setRead marks a headline read or unread in the store, then in the list.
func (u *window) setRead(id int64, read bool) {
	u.background(func(ctx context.Context) {
		err := u.app.SetRead(ctx, id, read)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not mark the headline: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			u.updateRow(id, func(h *app.Headline) { h.Read = read })
			u.reloadSources()
		})
	})
}

// setStarred stars or unstars a headline in the store, then in the list.
func (u *window) setStarred(id int64, starred bool) {
	u.background(func(ctx context.Context) {
		err := u.app.SetStarred(ctx, id, starred)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not star the headline: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			u.updateRow(id, func(h *app.Headline) { h.Starred = starred })
		})
	})
}

// updateRow changes the loaded copy of headline id and redraws it.
func (u *window) updateRow(id int64, change func(*app.Headline)) {
	for i := range u.rows {
		if u.rows[i].ID == id {
			change(&u.rows[i])
			u.list.RefreshItem(i)
			if id == u.selected {
				u.detail.show(&u.rows[i])
			}
			return
		}
	}
}

// detailPane shows the selected headline.
type detailPane struct {
	u       *window
	box     *fyne.Container
	empty   *widget.Label
	content *fyne.Container
	title   *widget.Label
	meta    *widget.Label
	summary *widget.Label
	link    *widget.Hyperlink
	open    *widget.Button
	copy    *widget.Button
	star    *widget.Button
	read    *widget.Button
	reader  *readerView // reader.go
}

func newDetailPane(u *window) *detailPane {
	d := &detailPane{u: u}
	d.empty = widget.NewLabel(lang.L("Choose a headline to read it here."))
	d.empty.Alignment = fyne.TextAlignCenter
	d.title = widget.NewLabel("")
	d.title.Wrapping = fyne.TextWrapWord
	d.title.TextStyle = fyne.TextStyle{Bold: true}
	d.title.SizeName = theme.SizeNameSubHeadingText
	d.meta = widget.NewLabel("")
	d.meta.Wrapping = fyne.TextWrapWord
	d.summary = widget.NewLabel("")
	d.summary.Wrapping = fyne.TextWrapWord
	d.link = widget.NewHyperlink("", nil)
	d.link.Truncation = fyne.TextTruncateEllipsis
	d.link.OnTapped = func() { u.openSelected() }
	d.open = widget.NewButtonWithIcon(lang.L("Open in Browser"), theme.ComputerIcon(), func() { u.openSelected() })
	d.open.Importance = widget.HighImportance
	d.copy = widget.NewButtonWithIcon(lang.L("Copy Link"), theme.ContentCopyIcon(), func() { d.copyLink() })
	d.star = widget.NewButtonWithIcon(lang.L("Star"), theme.NewThemedResource(starOutlineIcon), func() { u.toggleStar() })
	d.read = widget.NewButtonWithIcon(lang.L("Mark Unread"), theme.MailComposeIcon(), func() { u.toggleRead() })
	buttons := container.NewGridWithColumns(2, d.open, d.copy, d.star, d.read)
	d.reader = newReaderView(u, d.summary)
	d.content = container.NewBorder(container.NewVBox(d.title, d.meta, d.link, buttons, d.reader.button, widget.NewSeparator()),
		nil, nil, nil, d.reader.body)
	d.box = container.NewStack(container.NewCenter(d.empty), d.content)
	d.show(nil)
	return d
}

// show fills the pane with h, or shows the empty note when h is nil.
func (d *detailPane) show(h *app.Headline) {
	defer d.reader.follow(h)
	if h == nil {
		d.content.Hide()
		d.empty.Show()
		return
	}
	d.empty.Hide()
	d.title.SetText(h.Title)
	meta := h.Site
	if h.SourceTitle != "" {
		meta = h.SourceTitle + " · " + h.Site
	}
	if !h.Published.IsZero() {
		meta += " · " + lang.L("{{.Date}} ({{.When}})", args{"Date": dateTimeWords(h.Published), "When": relativeTime(d.u.now(), h.Published)})
	} else if !h.FirstSeen.IsZero() {
		meta += " · " + lang.L("first seen {{.Date}} ({{.When}})", args{"Date": dateTimeWords(h.FirstSeen), "When": relativeTime(d.u.now(), h.FirstSeen)})
	}
	d.meta.SetText(meta)
	d.link.SetText(h.URL)
	d.link.SetURLFromString(h.URL)
	if h.Summary != "" {
		d.summary.SetText(h.Summary)
	} else {
		d.summary.SetText(lang.L("No summary. Read Here shows the article's text."))
	}
	if h.Starred {
		d.star.SetText(lang.L("Unstar"))
		d.star.SetIcon(theme.NewPrimaryThemedResource(starIcon))
	} else {
		d.star.SetText(lang.L("Star"))
		d.star.SetIcon(theme.NewThemedResource(starOutlineIcon))
	}
	if h.Read {
		d.read.SetText(lang.L("Mark Unread"))
	} else {
		d.read.SetText(lang.L("Mark Read"))
	}
	d.content.Show()
}

func (d *detailPane) copyLink() {
	if i := d.u.selectedRow(); i >= 0 {
		d.u.fa.Clipboard().SetContent(d.u.rows[i].URL)
		d.u.setStatus(lang.L("Link copied."))
	}
}
