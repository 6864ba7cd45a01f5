package ui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// intervalChoices are the refresh intervals offered, from app.MinInterval up.
var intervalChoices = []time.Duration{
	5 * time.Minute, 15 * time.Minute, 30 * time.Minute, time.Hour, 2 * time.Hour, 6 * time.Hour, 24 * time.Hour,
}

// pauseChoices are the pauses between two requests to one site that are offered.
var pauseChoices = []time.Duration{
	500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second,
}

// durationSelect is a drop-down of durations shown in words.
func durationSelect(choices []time.Duration, words func(time.Duration) string, current time.Duration) (*widget.Select, func() time.Duration) {
	labels := make([]string, len(choices))
	byLabel := map[string]time.Duration{}
	for i, d := range choices {
		labels[i] = words(d)
		byLabel[labels[i]] = d
	}
	if _, ok := byLabel[words(current)]; !ok && current > 0 {
		labels = append(labels, words(current))
		byLabel[words(current)] = current
	}
	s := widget.NewSelect(labels, nil)
	s.SetSelected(words(current))
	return s, func() time.Duration { return byLabel[s.Selected] }
}

// showSettings loads the settings and opens the settings dialog.
func (u *window) showSettings() {
	u.background(func(ctx context.Context) {
		s, err := u.app.Settings(ctx)
		u.do(func() {
			if err != nil {
				u.setStatus("Could not read the settings: " + app.Explain(err))
				return
			}
			u.openSettings(s)
		})
	})
}

// settingsDialog is the open settings dialog.
type settingsDialog struct {
	d        *dialog.FormDialog
	interval *widget.Select
	pause    *widget.Select
	submit   func(bool)
}

func (u *window) openSettings(s app.Settings) {
	sd := &settingsDialog{}
	var interval, pause func() time.Duration
	sd.interval, interval = durationSelect(intervalChoices, intervalWords, s.Interval)
	sd.pause, pause = durationSelect(pauseChoices, pauseWords, s.Pause)
	themeNote := widget.NewLabel("Light or dark, as the system is set.")
	note := widget.NewLabel("New sources are refreshed this often; change one site's interval in its details.")
	note.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{
		{Text: "Refresh every", Widget: sd.interval, HintText: "Sources that fall due are refreshed in the background."},
		{Text: "Pause between requests", Widget: sd.pause, HintText: "To one site; sites are asked one request at a time."},
		{Text: "Theme", Widget: themeNote},
	}
	sd.submit = func(ok bool) {
		if ok {
			u.saveSettings(app.Settings{Interval: interval(), Pause: pause()})
		}
	}
	sd.d = dialog.NewForm("Settings", "Save", "Cancel", items, func(ok bool) { sd.submit(ok) }, u.w)
	sd.d.Resize(fyne.NewSize(560, 320))
	u.settings = sd
	sd.d.Show()
}

func (u *window) saveSettings(s app.Settings) {
	u.background(func(ctx context.Context) {
		err := u.app.SaveSettings(ctx, s)
		u.do(func() {
			if err != nil {
				u.setStatus("Could not save the settings: " + app.Explain(err))
				return
			}
			u.setStatus(fmt.Sprintf("Settings saved: refresh every %s, %s between requests.", intervalWords(s.Interval), pauseWords(s.Pause)))
		})
	})
}

// showSiteDetails opens the details of the site selected in the sidebar.
func (u *window) showSiteDetails() {
	site := u.pickedSite()
	if site == "" {
		return
	}
	u.background(func(ctx context.Context) {
		r, err := u.app.SiteReport(ctx, site)
		u.do(func() {
			if err != nil {
				u.setStatus("Could not read what " + site + " costs: " + app.Explain(err))
				return
			}
			u.openSiteDetails(site, r)
		})
	})
}

// openSiteDetails shows one site: its sources (status, interval, unfollow), what it costs per day and
// its recent requests.
func (u *window) openSiteDetails(site string, r *app.SiteReport) {
	var d *dialog.CustomDialog
	sources := container.NewVBox()
	if box := u.healingBox(r, func() { d.Hide() }); box != nil {
		sources.Add(box) // proposal.go
	}
	for _, s := range u.sources {
		if s.Site != site {
			continue
		}
		sources.Add(u.sourceRow(s, func() { d.Hide() }))
	}
	costs := container.NewVBox()
	if len(r.Days) == 0 {
		costs.Add(widget.NewLabel("No requests yet."))
	}
	for _, day := range r.Days {
		costs.Add(widget.NewLabel(fmt.Sprintf("%s: %d %s, %s, %d new %s", day.Day.Format("Mon 2 Jan"),
			day.Requests, plural(day.Requests, "request", "requests"), sizeWords(day.Bytes),
			day.NewHeadlines, plural(day.NewHeadlines, "headline", "headlines"))))
	}
	requests := newRequestList(func() []app.RequestEvent { return r.Requests })
	tabs := container.NewAppTabs(
		container.NewTabItem("Sources", container.NewVScroll(sources)),
		container.NewTabItem("Cost per day", container.NewVScroll(costs)),
		container.NewTabItem("Requests", requests),
	)
	d = dialog.NewCustom(site, "Close", tabs, u.w)
	d.Resize(fyne.NewSize(780, 520))
	d.Show()
}

// sourceRow is one source in the site details: status, interval and Unfollow.
func (u *window) sourceRow(s app.Source, closeDialog func()) fyne.CanvasObject {
	title := boldLabel(s.Title)
	if s.Title == "" {
		title.SetText(s.URL)
	}
	status := "OK"
	if !s.LastRefreshed.IsZero() {
		status += ", refreshed " + relativeTime(u.now(), s.LastRefreshed)
	}
	var ic fyne.CanvasObject = widget.NewIcon(kindIcon(s.Kind))
	if i := statusIcon(s.Status); i != nil {
		ic = widget.NewIcon(i)
		status = sourceTrouble(s)
	}
	info := widget.NewLabel(s.URL + "\n" + kindWords(s.Kind) + " · " + status)
	info.Wrapping = fyne.TextWrapWord
	interval, chosen := durationSelect(intervalChoices, intervalWords, s.Interval)
	interval.OnChanged = func(string) { u.setInterval(s.ID, chosen()) }
	unfollow := widget.NewButtonWithIcon("Unfollow", theme.DeleteIcon(), func() { u.confirmUnfollow(s, closeDialog) })
	unfollow.Importance = widget.DangerImportance
	controls := container.NewCenter(container.NewHBox(widget.NewLabel("Every"), interval, unfollow))
	return container.NewVBox(container.NewBorder(nil, nil, ic, controls, container.New(&tightVBox{}, title, info)), widget.NewSeparator())
}

func (u *window) setInterval(id int64, d time.Duration) {
	u.background(func(ctx context.Context) {
		err := u.app.SetInterval(ctx, id, d)
		u.do(func() {
			if err != nil {
				u.setStatus("Could not change the interval: " + app.Explain(err))
				return
			}
			u.setStatus("Refreshing that source every " + intervalWords(d) + ".")
			u.reloadSources()
		})
	})
}

// confirmUnfollow asks before unfollowing s; closeDialog closes the site details it was asked from.
func (u *window) confirmUnfollow(s app.Source, closeDialog func()) {
	dialog.ShowConfirm("Unfollow?", "Stop following "+s.Title+"? Its headlines go too.",
		func(ok bool) { u.unfollowIfConfirmed(ok, s.ID, closeDialog) }, u.w)
}

// unfollowIfConfirmed closes the site details and unfollows source id when the person said yes.
func (u *window) unfollowIfConfirmed(ok bool, id int64, closeDialog func()) {
	if !ok {
		return
	}
	closeDialog()
	u.unfollow(id)
}

func (u *window) unfollow(id int64) {
	u.background(func(ctx context.Context) {
		err := u.app.Unfollow(ctx, id)
		u.do(func() {
			if err != nil {
				u.setStatus("Could not unfollow: " + app.Explain(err))
				return
			}
			u.setStatus("Unfollowed.")
			u.reloadAll()
		})
	})
}

// chooseImport asks for an OPML file to import.
func (u *window) chooseImport() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) { u.importOPML(r, err) }, u.w)
	d.Show()
}

func (u *window) importOPML(r fyne.URIReadCloser, err error) {
	if err != nil || r == nil {
		return
	}
	u.background(func(ctx context.Context) {
		defer r.Close()
		n, err := u.app.ImportOPML(ctx, r)
		u.do(func() {
			if err != nil {
				u.setStatus("Could not import " + r.URI().Name() + ": " + app.Explain(err))
				return
			}
			u.setStatus(fmt.Sprintf("Imported %d %s from %s.", n, plural(n, "source", "sources"), r.URI().Name()))
			u.reloadSources()
			u.refreshAll()
		})
	})
}

// chooseExport asks where to write the OPML export.
func (u *window) chooseExport() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { u.exportOPML(w, err) }, u.w)
	d.SetFileName("broadsheet.opml")
	d.Show()
}

func (u *window) exportOPML(w fyne.URIWriteCloser, err error) {
	if err != nil || w == nil {
		return
	}
	u.background(func(ctx context.Context) {
		err := u.app.ExportOPML(ctx, w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		u.do(func() {
			if err != nil {
				u.setStatus("Could not export: " + app.Explain(err))
				return
			}
			u.setStatus("Exported the sources to " + w.URI().Name() + ".")
		})
	})
}
