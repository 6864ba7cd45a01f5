package ui

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// intervalChoices are the refresh intervals offered, from app.MinInterval up.
var intervalChoices = []time.Duration{
	5 * time.Minute, 15 * time.Minute, 30 * time.Minute, time.Hour, 2 * time.Hour, 6 * time.Hour, 24 * time.Hour,
}

// pauseChoices are the pauses between two requests to one site that are offered: never under
// app.MinPause, as the README promises.
var pauseChoices = []time.Duration{
	time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second,
}

// durationSelect is a drop-down of durations shown in words; a current duration under the first
// choice shows as the first choice.
func durationSelect(choices []time.Duration, words func(time.Duration) string, current time.Duration) (*widget.Select, func() time.Duration) {
	labels, byLabel := durationOptions(choices, words, current)
	s := widget.NewSelect(labels, nil)
	s.SetSelected(words(max(current, choices[0])))
	return s, func() time.Duration { return byLabel[s.Selected] }
}

// durationOptions names choices in words, adding current when it is none of them, and maps each
// name back to its duration.
func durationOptions(choices []time.Duration, words func(time.Duration) string, current time.Duration) ([]string, map[string]time.Duration) {
	current = max(current, choices[0])
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
	return labels, byLabel
}

// showSettings loads the settings and opens the settings dialog.
func (u *window) showSettings() {
	u.background(func(ctx context.Context) {
		s, err := u.app.Settings(ctx)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not read the settings: {{.Reason}}", args{"Reason": app.Explain(err)}))
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
	theme    *widget.Select
	language *widget.Select
	paused   *widget.Check
	notify   *widget.Check
	submit   func(bool)
	open     bool
}

func (u *window) openSettings(s app.Settings) {
	sd := &settingsDialog{}
	var interval, pause func() time.Duration
	sd.interval, interval = durationSelect(intervalChoices, intervalWords, s.Interval)
	sd.pause, pause = durationSelect(pauseChoices, pauseWords, s.Pause)
	names := make([]string, len(themeKeys))
	for i, k := range themeKeys {
		names[i] = themeWords(k)
	}
	sd.theme = widget.NewSelect(names, nil)
	langNames := []string{languageName("")}
	for _, l := range languages {
		langNames = append(langNames, l.name)
	}
	chosenLanguage := u.fa.Preferences().String(prefLanguage)
	sd.language = widget.NewSelect(langNames, nil)
	sd.language.SetSelected(languageName(chosenLanguage))
	sd.theme.SetSelected(themeWords(u.fa.Preferences().StringWithFallback(prefTheme, themeSystem)))
	sd.paused = widget.NewCheck(lang.L("Pause background refreshing"), nil)
	sd.paused.SetChecked(s.RefreshPaused)
	sd.notify = widget.NewCheck(lang.L("Notify when new headlines arrive"), nil)
	sd.notify.SetChecked(u.notifyOn())
	items := []*widget.FormItem{
		{Text: lang.L("Refresh every"), Widget: sd.interval, HintText: lang.L("Every followed source; one site's can differ, in its details.")},
		{Text: lang.L("Pause between requests"), Widget: sd.pause, HintText: lang.L("To one site; sites are asked one request at a time.")},
		{Text: lang.L("Refreshing"), Widget: sd.paused, HintText: lang.L("Refresh All still refreshes everything when asked.")},
		{Text: lang.L("New headlines"), Widget: sd.notify},
		{Text: lang.L("Theme"), Widget: sd.theme},
		{Text: lang.L("Language"), Widget: sd.language, HintText: lang.L("Broadsheet speaks a new language when it starts again.")},
	}
	sd.submit = func(ok bool) {
		sd.open = false
		if ok {
			u.fa.Preferences().SetString(prefTheme, themeKey(sd.theme.Selected))
			u.fa.Preferences().SetBool(prefNotify, sd.notify.Checked)
			applyTheme(u.fa, themeKey(sd.theme.Selected))
			// Every widget keeps the words it was made with: a new language shows from the next start.
			languageChanged := languageCode(sd.language.Selected) != chosenLanguage
			u.fa.Preferences().SetString(prefLanguage, languageCode(sd.language.Selected))
			if languageChanged {
				defer u.setStatus(lang.L("Broadsheet speaks {{.Language}} from its next start.", args{"Language": sd.language.Selected}))
			}
			u.saveSettings(s, app.Settings{Interval: interval(), Pause: pause(), RefreshPaused: sd.paused.Checked})
		}
	}
	sd.d = dialog.NewForm(lang.L("Settings"), lang.L("Save"), lang.L("Cancel"), items, func(ok bool) { sd.submit(ok) }, u.w)
	sd.d.Resize(fyne.NewSize(600, 500))
	u.settings = sd
	sd.open = true
	sd.d.Show()
}

// saveSettings saves s, the settings old was when the dialog opened, and says what changed.
func (u *window) saveSettings(old, s app.Settings) {
	u.background(func(ctx context.Context) {
		err := u.app.SaveSettings(ctx, s)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not save the settings: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			saved := args{"Interval": intervalWords(s.Interval), "Pause": pauseWords(s.Pause)}
			words := lang.L("Settings saved: {{.Pause}} between requests.", saved)
			if s.Interval != old.Interval {
				words = lang.L("Settings saved: every source refreshed every {{.Interval}}, {{.Pause}} between requests.", saved)
			}
			if s.RefreshPaused {
				words += " " + lang.L("Background refreshing is paused.")
			}
			u.setStatus(words)
			u.reloadSources()
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
				u.setStatus(lang.L("Could not read what {{.Site}} costs: {{.Reason}}", args{"Site": site, "Reason": app.Explain(err)}))
				return
			}
			u.openSiteDetails(site, r)
		})
	})
}

// openSiteDetails shows one site: its sources (status, interval, unfollow) under what its article
// addresses look like, what it costs per day and its recent requests.
func (u *window) openSiteDetails(site string, r *app.SiteReport) {
	var d *dialog.CustomDialog
	closeDialog := func() { d.Hide() }
	about := container.NewVBox(u.autoReadCheck(site)) // reader.go
	if r.ArticleShape != "" {
		shape := widget.NewLabel(lang.L("Its articles' addresses look like {{.Shape}}.", args{"Shape": r.ArticleShape}))
		shape.Wrapping = fyne.TextWrapWord
		about.Add(shape)
	}
	if box := u.healingBox(r, closeDialog); box != nil {
		about.Add(box) // proposal.go
	}
	var ofSite []app.Source
	for _, s := range u.sources {
		if s.Site == site {
			ofSite = append(ofSite, s)
		}
	}
	sortSources(ofSite, u.sourceOrder) // as the sidebar lists them
	sources := container.NewBorder(about, nil, nil, nil, u.siteSourceList(ofSite, closeDialog))
	costs := container.NewVBox()
	if len(r.Days) == 0 {
		costs.Add(widget.NewLabel(lang.L("No requests yet.")))
	}
	for _, day := range r.Days {
		costs.Add(widget.NewLabel(dayWords(day.Day) + ": " + lang.N("{{.Count}} requests", day.Requests, counted(day.Requests)) +
			", " + sizeWords(day.Bytes) + ", " + lang.N("{{.Count}} new headlines", day.NewHeadlines, counted(day.NewHeadlines))))
	}
	requests := newRequestList(func() []app.RequestEvent { return r.Requests })
	tabs := container.NewAppTabs(
		container.NewTabItem(lang.L("Sources"), sources),
		container.NewTabItem(lang.L("Cost per day"), container.NewVScroll(costs)),
		container.NewTabItem(lang.L("Requests"), requests),
	)
	d = dialog.NewCustom(site, lang.L("Close"), tabs, u.w)
	d.Resize(fyne.NewSize(780, 520))
	d.SetOnClosed(func() {
		if u.details == d {
			u.details = nil
		}
	})
	u.details = d
	d.Show()
}

func (u *window) setInterval(id int64, d time.Duration) {
	u.background(func(ctx context.Context) {
		err := u.app.SetInterval(ctx, id, d)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not change the interval: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			u.setStatus(lang.L("Refreshing that source every {{.Interval}}.", args{"Interval": intervalWords(d)}))
			u.reloadSources()
		})
	})
}

// confirmUnfollow asks before unfollowing s; closeDialog closes the site details it was asked from.
func (u *window) confirmUnfollow(s app.Source, closeDialog func()) {
	dialog.ShowConfirm(lang.L("Unfollow?"), lang.L("Stop following {{.Source}}? Its headlines go too.", args{"Source": s.Title}),
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
	u.unfollowMany([]int64{id})
}

// opmlFilter offers only the files an OPML export is likely to be.
var opmlFilter = storage.NewExtensionFileFilter([]string{".opml", ".xml"})

// chooseImport asks for an OPML file to import.
func (u *window) chooseImport() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) { u.importOPML(r, err) }, u.w)
	d.SetFilter(opmlFilter)
	d.Show()
}

// importOPML imports the sources of an OPML file, says in a dialog what went wrong, and refreshes
// the sources it added, and only those.
func (u *window) importOPML(r fyne.URIReadCloser, err error) {
	if err != nil {
		u.showProblem(lang.L("Could not open the file"), app.Explain(err))
		return
	}
	if r == nil {
		return
	}
	name := r.URI().Name()
	u.background(func(ctx context.Context) {
		defer r.Close()
		var added []int64
		before, err := u.app.Sources(ctx)
		im := &app.Imported{}
		if err == nil {
			im, err = u.app.ImportOPML(ctx, r, app.ImportOptions{})
		}
		if err == nil {
			added, err = u.sourcesAddedSince(ctx, before)
		}
		u.do(func() {
			if err != nil {
				u.showProblem(lang.L("Could not import {{.File}}", args{"File": name}), app.Explain(err))
				return
			}
			n := im.Added
			u.setStatus(lang.N("Imported {{.Count}} sources from {{.File}}.", n, args{"Count": countWords(n), "File": name}))
			u.reloadSources()
			u.refreshSome(added)
			if private := im.Private(); len(private) > 0 {
				u.confirmPrivateImport(name, private)
			}
		})
	})
}

// confirmPrivateImport asks whether to follow the sources of an OPML file at loopback or private
// network addresses, which the import left out, and follows them when the person says yes; each is
// then read on its own address alone.
func (u *window) confirmPrivateImport(name string, private []app.Outline) {
	var list strings.Builder
	for i, o := range private {
		if i == 5 {
			list.WriteString("\n" + lang.N("and {{.Count}} more", len(private)-i, counted(len(private)-i)))
			break
		}
		list.WriteString("\n" + o.URL)
	}
	words := lang.N("{{.File}} lists {{.Count}} sources at private network addresses (this computer or a local network):", len(private),
		args{"File": name, "Count": countWords(len(private))}) + list.String() + "\n\n" + lang.L("Follow them only if you know them.")
	u.privateImport = dialog.NewConfirm(lang.L("Follow private addresses?"), words, func(ok bool) {
		if !ok {
			return
		}
		u.background(func(ctx context.Context) {
			before, err := u.app.Sources(ctx)
			var added []int64
			if err == nil {
				_, err = u.app.ImportOutlines(ctx, private, app.ImportOptions{AllowPrivate: true})
			}
			if err == nil {
				added, err = u.sourcesAddedSince(ctx, before)
			}
			u.do(func() {
				if err != nil {
					u.showProblem(lang.L("Could not import {{.File}}", args{"File": name}), app.Explain(err))
					return
				}
				u.reloadSources()
				u.refreshSome(added)
			})
		})
	}, u.w)
	u.privateImport.Show()
}

// sourcesAddedSince returns the IDs of the sources followed now that were not in before.
func (u *window) sourcesAddedSince(ctx context.Context, before []app.Source) ([]int64, error) {
	after, err := u.app.Sources(ctx)
	if err != nil {
		return nil, err
	}
	had := make(map[int64]bool, len(before))
	for _, s := range before {
		had[s.ID] = true
	}
	var added []int64
	for _, s := range after {
		if !had[s.ID] {
			added = append(added, s.ID)
		}
	}
	return added, nil
}

// showProblem tells in a dialog what went wrong; u.problem keeps it for tests.
func (u *window) showProblem(title, words string) {
	u.problem = title + ": " + words
	d := dialog.NewInformation(title, words, u.w)
	d.Show()
}

// chooseExport asks where to write the OPML export.
func (u *window) chooseExport() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { u.exportOPML(w, err) }, u.w)
	d.SetFilter(opmlFilter)
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
				u.showProblem(lang.L("Could not export"), app.Explain(err))
				return
			}
			u.setStatus(lang.L("Exported the sources to {{.File}}.", args{"File": w.URI().Name()}))
		})
	})
}
