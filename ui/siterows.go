package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// A site's details list its sources in a widget.List, which draws only the rows in view: a site of
// 185 sections opens its details as fast as a site of one. Each row is built once and filled again
// as the list scrolls.

// siteSourceRow is the widgets of one row: icon, title, address and state, interval and Unfollow.
type siteSourceRow struct {
	widget.BaseWidget
	icon     *widget.Icon
	title    *widget.Label
	info     *widget.Label
	interval *widget.Select
	unfollow *widget.Button
	box      fyne.CanvasObject
}

func newSiteSourceRow() *siteSourceRow {
	r := &siteSourceRow{
		icon:     widget.NewIcon(theme.FileIcon()),
		title:    boldLabel(lang.L("Section title")),
		info:     widget.NewLabel(lang.L("https://example.com/section/\nsection · OK")),
		interval: widget.NewSelect([]string{intervalWords(time.Hour)}, nil),
		unfollow: widget.NewButtonWithIcon(lang.L("Unfollow"), theme.DeleteIcon(), nil),
	}
	r.title.Truncation = fyne.TextTruncateEllipsis
	r.info.Truncation = fyne.TextTruncateEllipsis
	r.unfollow.Importance = widget.DangerImportance
	controls := container.NewCenter(container.NewHBox(widget.NewLabel(lang.L("Every")), r.interval, r.unfollow))
	r.box = container.NewBorder(nil, nil, r.icon, controls, container.New(&tightVBox{}, r.title, r.info))
	r.ExtendBaseWidget(r)
	return r
}

func (r *siteSourceRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.box) }

// show fills the row with source s.
func (r *siteSourceRow) show(u *window, s app.Source, closeDialog func()) {
	r.title.SetText(s.Title)
	if s.Title == "" {
		r.title.SetText(s.URL)
	}
	status := lang.L("OK")
	if !s.LastRefreshed.IsZero() {
		status = lang.L("OK, refreshed {{.When}}", args{"When": relativeTime(u.now(), s.LastRefreshed)})
	}
	icon := kindIcon(s.Kind)
	if i := statusIcon(s.Status); i != nil {
		icon = i
		status = sourceTrouble(s)
	} else if s.Reason != "" {
		// what its last refresh could not keep, after the status as the language joins two sentences
		status = lang.L("{{.Status}}. {{.Reason}}", args{"Status": status, "Reason": s.Reason})
	}
	r.icon.SetResource(icon)
	r.info.SetText(s.URL + "\n" + kindWords(s.Kind) + " · " + status)
	labels, byLabel := durationOptions(intervalChoices, intervalWords, s.Interval)
	r.interval.OnChanged = nil // filling the row is not a choice
	r.interval.SetOptions(labels)
	r.interval.SetSelected(intervalWords(max(s.Interval, intervalChoices[0])))
	r.interval.OnChanged = func(label string) { u.setInterval(s.ID, byLabel[label]) }
	r.unfollow.OnTapped = func() { u.confirmUnfollow(s, closeDialog) }
}

// siteSourceList lists sources, each as a siteSourceRow.
func (u *window) siteSourceList(sources []app.Source, closeDialog func()) *widget.List {
	return widget.NewList(
		func() int { return len(sources) },
		func() fyne.CanvasObject { return newSiteSourceRow() },
		func(id widget.ListItemID, o fyne.CanvasObject) { o.(*siteSourceRow).show(u, sources[id], closeDialog) },
	)
}
