package ui

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// requestBudget is the most requests one discovery sends (discovery's default); the progress bar
// counts against it.
const requestBudget = 25

// addDialog is the add-site dialog: an address field, the live request log of the discovery, then
// what was found, to choose from and follow.
type addDialog struct {
	u *window
	d *dialog.CustomDialog

	address  *escEntry
	hint     *widget.Label
	find     *widget.Button
	progress *widget.ProgressBar
	events   []app.RequestEvent
	log      *widget.List
	content  *fyne.Container // everything inside the dialog
	center   *fyne.Container
	outcome  fyne.CanvasObject // what was found, once the discovery is done
	logBox   fyne.CanvasObject
	logTitle *widget.Label

	follow    *widget.Button
	cancelBtn *widget.Button

	cancel context.CancelFunc // stops the running discovery; nil when none runs
	// afterEvent, when set, is called on the UI goroutine after each request is shown.
	afterEvent func()
	finding    *app.Finding
	choose     func() []app.Candidate // what the outcome view has chosen
	picker     *picker                // the checklist of sections or desks, when the outcome has one
	feeds      *widget.RadioGroup     // the feed choice, when the outcome is feeds
	already    map[string]bool        // the addresses followed already, as app.FollowedAddress writes them
}

// showAddDialog opens the add-site dialog with the address field focused.
func (u *window) showAddDialog() {
	a := &addDialog{u: u}
	a.address = newEscEntry(func() { a.d.Hide() })
	a.address.SetPlaceHolder(lang.L("Site address, like www.nikkei.com"))
	a.address.OnSubmitted = func(string) { a.start() }
	a.address.OnChanged = func(s string) { a.validate(s) }
	a.hint = widget.NewLabel(lang.L("Broadsheet looks for a feed, a news sitemap or the site's sections, politely and from this computer."))
	a.hint.Wrapping = fyne.TextWrapWord
	a.find = widget.NewButtonWithIcon(lang.L("Find"), theme.SearchIcon(), func() { a.start() })
	a.progress = widget.NewProgressBar()
	a.progress.Max = requestBudget
	a.progress.TextFormatter = func() string {
		return lang.N("{{.Count}} requests sent", len(a.events), counted(len(a.events)))
	}
	a.log = newRequestList(func() []app.RequestEvent { return a.events }) // the live request log
	a.logTitle = boldLabel(lang.L("Requests"))
	a.logBox = container.NewBorder(container.NewVBox(a.progress, a.logTitle), nil, nil, nil, a.log)
	a.center = container.NewStack(a.logBox)
	a.logBox.Hide()

	a.follow = widget.NewButtonWithIcon(lang.L("Follow"), theme.ConfirmIcon(), func() { a.followChosen() })
	a.follow.Importance = widget.HighImportance
	a.follow.Disable()
	a.cancelBtn = widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), func() { a.cancelOrClose() })

	top := container.NewVBox(container.NewBorder(nil, nil, nil, a.find, a.address), a.hint)
	a.content = container.NewBorder(top, nil, nil, nil, a.center)
	a.d = dialog.NewCustomWithoutButtons(lang.L("Add Site"), a.content, u.w)
	a.d.SetButtons([]fyne.CanvasObject{a.cancelBtn, a.follow})
	a.d.Resize(fyne.NewSize(820, 620))
	a.d.SetOnClosed(func() { a.closed() })
	u.add = a
	a.d.Show()
	u.w.Canvas().Focus(a.address)
}

func boldLabel(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// validate shows what is wrong with the typed address as it is typed; an empty field is not a
// mistake yet.
func (a *addDialog) validate(s string) {
	if strings.TrimSpace(s) == "" {
		return
	}
	if p := addressProblem(s); p != "" {
		a.setHint(p, widget.DangerImportance)
	} else {
		a.setHint(lang.L("Press Enter to look at {{.Site}}.", args{"Site": hostOf(withScheme(s))}), widget.MediumImportance)
	}
}

func (a *addDialog) setHint(s string, imp widget.Importance) {
	a.hint.Importance = imp
	a.hint.SetText(s)
	a.content.Refresh() // the hint may now wrap to more lines
}

// start runs the discovery of the typed address, showing each request as it is sent.
func (a *addDialog) start() {
	if a.cancel != nil {
		return
	}
	if p := addressProblem(a.address.Text); p != "" {
		a.setHint(p, widget.DangerImportance)
		return
	}
	address := strings.TrimSpace(a.address.Text)
	ctx, cancel := context.WithCancel(a.u.ctx)
	a.cancel = cancel
	a.events = nil
	a.outcome = nil
	a.finding, a.choose, a.picker, a.feeds = nil, nil, nil, nil
	a.follow.Disable()
	a.find.Disable()
	a.cancelBtn.SetText(lang.L("Stop"))
	a.setHint(lang.L("Looking at {{.Site}}…", args{"Site": hostOf(withScheme(address))}), widget.MediumImportance)
	a.center.Objects = []fyne.CanvasObject{a.logBox}
	a.logBox.Show()
	a.progress.Show()
	a.logTitle.SetText(lang.L("Requests"))
	a.progress.SetValue(0)
	a.log.Refresh()
	a.center.Refresh()
	a.u.background(func(context.Context) {
		f, err := a.u.app.Discover(ctx, address, func(e app.RequestEvent) {
			a.u.do(func() { a.addEvent(e) })
		})
		a.u.do(func() { a.done(f, err) })
	})
}

func (a *addDialog) addEvent(e app.RequestEvent) {
	a.events = append(a.events, e)
	a.progress.SetValue(float64(min(len(a.events), requestBudget)))
	a.log.Refresh()
	a.log.ScrollToBottom()
	if a.afterEvent != nil {
		a.afterEvent()
	}
}

// closed stops a running discovery when the dialog closes.
func (a *addDialog) closed() {
	a.stop()
	if a.u.add == a {
		a.u.add = nil
	}
}

// stop cancels a running discovery.
func (a *addDialog) stop() {
	if a.cancel != nil {
		a.cancel()
	}
}

func (a *addDialog) cancelOrClose() {
	if a.cancel != nil {
		a.stop()
		return
	}
	a.d.Hide()
}

// done shows the outcome of the discovery.
func (a *addDialog) done(f *app.Finding, err error) {
	a.cancel = nil
	a.find.Enable()
	a.cancelBtn.SetText(lang.L("Cancel"))
	if err != nil {
		a.setHint(app.Explain(err), widget.DangerImportance)
		return
	}
	a.finding = f
	a.choose, a.picker, a.feeds = nil, nil, nil
	a.already = a.u.followedURLs()
	if f.Outcome == "refused" || f.Outcome == "nothing" {
		a.cancelBtn.SetText(lang.L("Close"))
	}
	if len(f.Requests) > len(a.events) {
		a.events = append([]app.RequestEvent(nil), f.Requests...)
		a.log.Refresh()
	}
	a.progress.Hide()
	a.logTitle.SetText(lang.N("Requests: {{.Count}} sent", len(a.events), counted(len(a.events))))
	a.outcome = a.outcomeView(f)
	split := container.NewVSplit(a.outcome, a.logBox)
	split.Offset = 0.78
	switch f.Outcome {
	case "refused":
		split.Offset = 0.3 // a line of words; the requests tell the rest
	case "nothing":
		split.Offset = 0.6 // the words and what was tried
	}
	a.center.Objects = []fyne.CanvasObject{split}
	a.center.Refresh()
	a.updateFollow()
}

func (a *addDialog) updateFollow() {
	if a.choose != nil && len(a.choose()) > 0 {
		a.follow.Enable()
		n := len(a.choose())
		if n > 1 {
			a.setFollowText(lang.N("Follow {{.Count}}", n, counted(n)))
		} else {
			a.setFollowText(lang.L("Follow"))
		}
		return
	}
	a.setFollowText(lang.L("Follow"))
	a.follow.Disable()
}

// setFollowText names the Follow button s and lays the dialog's buttons out anew when s is wider
// than the button: a button's SetText does not grow the button, whose words ("3 件をフォロー") were
// then cut off at its edge.
func (a *addDialog) setFollowText(s string) {
	a.follow.SetText(s)
	if min := a.follow.MinSize(); a.d != nil && a.follow.Size().Width < min.Width {
		a.d.Refresh()
	}
}

// outcomeView builds the part of the dialog that shows what was found.
func (a *addDialog) outcomeView(f *app.Finding) fyne.CanvasObject {
	host := hostOf(f.Site)
	switch f.Outcome {
	case "feed":
		return a.feedView(f, host)
	case "news-sitemap", "article-sitemap":
		if len(f.Sitemaps) > 1 {
			a.setHint(lang.N("{{.Site}} publishes a news sitemap with {{.Count}} desks. Choose the desks to follow.", len(f.Sitemaps), args{"Site": host, "Count": countWords(len(f.Sitemaps))}), widget.MediumImportance)
			a.picker = newPicker("desks", f.Sitemaps, a.u.now, a.updateFollow)
			a.markFollowedInPicker()
			a.choose = a.picker.chosen
			return a.picker.box
		}
		return a.sitemapView(f, host)
	case "sections":
		a.setHint(lang.L("Broadsheet found no feed or news sitemap on {{.Site}}. Choose the sections to follow; Broadsheet reads their pages for new headlines.", args{"Site": host}), widget.MediumImportance)
		a.picker = newPicker("sections", f.Sections, a.u.now, a.updateFollow)
		a.markFollowedInPicker()
		a.choose = a.picker.chosen
		return a.picker.box
	case "refused":
		a.setHint(lang.N("Broadsheet stopped after {{.Count}} requests. Nothing was stored.", len(a.events), counted(len(a.events))), widget.MediumImportance)
		return outcomeMessage(theme.ErrorIcon(), app.RefusalWords(f), nil)
	}
	a.setHint(lang.L("Nothing was stored."), widget.MediumImportance)
	msg := app.NothingWords(f)
	var tried []string
	if len(f.Tried) > 0 {
		tried = append(tried, lang.L("What Broadsheet tried:"))
		for _, t := range f.Tried {
			tried = append(tried, "• "+t)
		}
	}
	return outcomeMessage(theme.InfoIcon(), msg, tried)
}

// outcomeMessage shows an outcome that has nothing to follow: an icon, the message in bold and
// further lines under it.
func outcomeMessage(icon fyne.Resource, msg string, lines []string) fyne.CanvasObject {
	words := widget.NewLabel(msg)
	words.Wrapping = fyne.TextWrapWord
	words.TextStyle = fyne.TextStyle{Bold: true}
	text := container.NewVBox(words)
	for _, l := range lines {
		label := widget.NewLabel(l)
		label.Wrapping = fyne.TextWrapWord
		text.Add(label)
	}
	side := container.NewVBox(container.NewGridWrap(fyne.NewSquareSize(36), widget.NewIcon(icon)))
	return container.NewBorder(nil, nil, side, nil, container.NewVScroll(text))
}

// feedView offers the feeds found, one to choose.
func (a *addDialog) feedView(f *app.Finding, host string) fyne.CanvasObject {
	if len(f.Feeds) == 1 {
		a.setHint(lang.L("{{.Site}} publishes a feed.", args{"Site": host}), widget.MediumImportance)
	} else {
		a.setHint(lang.N("{{.Site}} publishes {{.Count}} feeds. Choose one.", len(f.Feeds), args{"Site": host, "Count": countWords(len(f.Feeds))}), widget.MediumImportance)
	}
	labels := make([]string, len(f.Feeds))
	byLabel := map[string]app.Candidate{}
	for i, c := range f.Feeds {
		l := readableTitle(c)
		if c.Detail != "" {
			l += " (" + c.Detail + ")"
		}
		if a.isFollowed(c) {
			l += " — " + lang.L("followed")
		}
		if _, dup := byLabel[l]; dup {
			l += " " + c.URL
		}
		labels[i] = l
		byLabel[l] = c
	}
	a.feeds = widget.NewRadioGroup(labels, func(string) { a.updateFollow() })
	a.feeds.Required = true
	if len(labels) > 0 {
		a.feeds.SetSelected(labels[0])
	}
	a.choose = func() []app.Candidate {
		if c, ok := byLabel[a.feeds.Selected]; ok && !a.isFollowed(c) {
			return []app.Candidate{c}
		}
		return nil
	}
	a.sayFollowed(host, f.Feeds)
	return container.NewVScroll(a.feeds)
}

// sitemapView shows a news or article sitemap with a preview of its latest headlines.
func (a *addDialog) sitemapView(f *app.Finding, host string) fyne.CanvasObject {
	hint := lang.L("Broadsheet found no feed on {{.Site}}, but it publishes a news sitemap. Its latest headlines:", args{"Site": host})
	if f.Outcome == "article-sitemap" {
		hint = lang.L("Broadsheet found no feed on {{.Site}}, but it publishes an article sitemap. Its latest headlines:", args{"Site": host})
	}
	a.setHint(hint, widget.MediumImportance)
	a.choose = func() []app.Candidate { return a.notFollowed(f.Sitemaps) }
	a.sayFollowed(host, f.Sitemaps)
	preview := widget.NewList(
		func() int { return len(f.Preview) },
		func() fyne.CanvasObject {
			t := widget.NewLabel(lang.L("Headline"))
			t.Truncation = fyne.TextTruncateEllipsis
			when := widget.NewLabel(lang.L("3 min ago"))
			return container.NewBorder(nil, nil, nil, when, t)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			c := o.(*fyne.Container)
			c.Objects[0].(*widget.Label).SetText(f.Preview[id].Title)
			c.Objects[1].(*widget.Label).SetText(relativeTime(a.u.now(), f.Preview[id].Published))
		},
	)
	return preview
}

// followChosen follows what the outcome view chose, closes the dialog and refreshes at once.
func (a *addDialog) followChosen() {
	if a.choose == nil || a.finding == nil {
		return
	}
	chosen, f := a.choose(), a.finding
	if len(chosen) == 0 {
		return
	}
	a.follow.Disable()
	a.u.background(func(ctx context.Context) {
		sources, err := a.u.app.Follow(ctx, f, chosen)
		a.u.do(func() { a.followed(sources, err) })
	})
}

func (a *addDialog) followed(sources []app.Source, err error) {
	if err != nil {
		a.setHint(lang.L("Could not follow: {{.Reason}}", args{"Reason": app.Explain(err)}), widget.DangerImportance)
		a.follow.Enable()
		return
	}
	a.d.Hide()
	a.u.add = nil
	a.u.setStatus(lang.N("Following {{.Count}} sources on {{.Site}}.", len(sources), args{"Count": countWords(len(sources)), "Site": hostOf(a.finding.Site)}))
	ids := make([]int64, len(sources))
	for i, s := range sources {
		ids[i] = s.ID
	}
	a.u.refreshSome(ids)
	a.u.reloadSources()
}

// newRequestList lists requests: step, status, size, time and address.
func newRequestList(events func() []app.RequestEvent) *widget.List {
	return widget.NewList(
		func() int { return len(events()) },
		func() fyne.CanvasObject {
			cells := make([]fyne.CanvasObject, 5)
			for i := range cells {
				l := widget.NewLabel("")
				l.Truncation = fyne.TextTruncateEllipsis
				cells[i] = l
			}
			cells[1].(*widget.Label).Alignment = fyne.TextAlignTrailing
			cells[2].(*widget.Label).Alignment = fyne.TextAlignTrailing
			cells[3].(*widget.Label).Alignment = fyne.TextAlignTrailing
			return container.New(&columns{widths: []float32{90, 54, 84, 76}}, cells...)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			evs := events()
			if id >= len(evs) {
				return
			}
			e := evs[id]
			cells := o.(*fyne.Container).Objects
			status := "—"
			if e.Status != 0 {
				status = strconv.Itoa(e.Status)
			}
			addr := e.URL
			if e.Err != "" {
				addr += " — " + e.Err
			}
			cells[0].(*widget.Label).SetText(stepWords(e.Step))
			st := cells[1].(*widget.Label)
			st.Importance = statusImportance(e)
			st.SetText(status)
			cells[2].(*widget.Label).SetText(sizeWords(e.Bytes))
			cells[3].(*widget.Label).SetText(lang.L("{{.Count}} ms", args{"Count": countWords(int(e.Duration.Milliseconds()))}))
			cells[4].(*widget.Label).SetText(addr)
		},
	)
}

func statusImportance(e app.RequestEvent) widget.Importance {
	switch {
	case e.Err != "" || e.Status == 0 || e.Status >= 500:
		return widget.DangerImportance
	case e.Status >= 400:
		return widget.WarningImportance
	case e.Status >= 300:
		return widget.LowImportance
	}
	return widget.MediumImportance
}

// columns lays objects out in a row: the first ones at fixed widths, the last one takes the rest.
type columns struct{ widths []float32 }

func (c *columns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objects {
		m := o.MinSize()
		if i < len(c.widths) {
			s.Width += c.widths[i]
		} else {
			s.Width += m.Width
		}
		s.Height = max(s.Height, m.Height)
	}
	return s
}

func (c *columns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for i, o := range objects {
		w := size.Width - x
		if i < len(c.widths) {
			w = c.widths[i]
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w
	}
}
