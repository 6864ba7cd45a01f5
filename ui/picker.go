package ui

import (
	"net/url"
	"sort"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// Orders of the section picker, in English (picker.activity and picker.name are their words).
const (
	byActivity = "Recent activity"
	byName     = "Name"
)

// picker is a checklist of candidates (a site's sections or a news sitemap's desks) with a filter
// box, a count of what is shown, select all or none of what is shown, and two orders.
type picker struct {
	noun string // "sections", "desks"
	// activity and name are the orders' words in the language spoken.
	activity, name string
	now            func() time.Time
	all            []app.Candidate
	shown          []int // indexes into all, in the order shown
	checked        map[string]bool
	followed       map[string]bool // candidates followed already, by URL: shown ticked, not chosen again
	onChange       func()          // called when the choice changes

	filter *escEntry
	count  *widget.Label
	order  *widget.RadioGroup
	list   *widget.List
	box    fyne.CanvasObject
}

func newPicker(noun string, candidates []app.Candidate, now func() time.Time, onChange func()) *picker {
	p := &picker{noun: noun, now: now, all: append([]app.Candidate(nil), candidates...), checked: map[string]bool{},
		onChange: onChange}
	p.filter = newEscEntry(nil)
	p.activity, p.name = lang.L("Recent activity"), lang.L("Name")
	if noun == "desks" {
		p.filter.SetPlaceHolder(lang.L("Filter desks"))
	} else {
		p.filter.SetPlaceHolder(lang.L("Filter sections"))
	}
	p.filter.OnChanged = func(string) { p.apply() }
	p.count = widget.NewLabel("")
	p.order = widget.NewRadioGroup([]string{p.activity, p.name}, func(string) { p.apply() })
	p.order.Horizontal = true
	p.order.Required = true
	all := widget.NewButton(lang.L("Select Shown"), func() { p.setShown(true) })
	none := widget.NewButton(lang.L("Select None"), func() { p.setShown(false) })
	checks := map[fyne.CanvasObject]*pickerItem{}
	p.list = widget.NewList(
		func() int { return len(p.shown) },
		func() fyne.CanvasObject {
			it := &pickerItem{check: widget.NewCheck("", nil), title: widget.NewLabel(lang.L("Section title")), note: widget.NewLabel(lang.L("updated 2 h ago"))}
			it.title.Truncation = fyne.TextTruncateEllipsis
			it.note.SizeName = theme.SizeNameCaptionText
			it.note.Alignment = fyne.TextAlignTrailing
			it.box = container.NewBorder(nil, nil, it.check, it.note, it.title)
			checks[it.box] = it
			return it.box
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			it := checks[o]
			if it == nil || id >= len(p.shown) {
				return
			}
			c := p.all[p.shown[id]]
			it.check.OnChanged = nil
			it.check.SetChecked(p.checked[c.URL] || p.followed[c.URL])
			it.check.OnChanged = func(on bool) { p.set(c.URL, on) }
			it.title.SetText(readableTitle(c))
			if p.followed[c.URL] {
				it.check.Disable()
				it.note.SetText(lang.L("followed"))
			} else {
				it.check.Enable()
				it.note.SetText(candidateNote(c, p.now()))
			}
		},
	)
	p.list.OnSelected = func(id widget.ListItemID) {
		p.list.UnselectAll()
		if id < len(p.shown) {
			u := p.all[p.shown[id]].URL
			p.set(u, !p.checked[u])
			p.list.RefreshItem(id)
		}
	}
	hasDates := false
	for _, c := range p.all {
		hasDates = hasDates || !c.LastMod.IsZero()
	}
	if hasDates {
		p.order.SetSelected(p.activity)
	} else {
		p.order.SetSelected(p.name)
	}
	top := container.NewBorder(nil, nil, nil, container.NewHBox(all, none), p.filter)
	bottom := container.NewBorder(nil, nil, nil, p.order, p.count)
	p.box = container.NewBorder(top, bottom, nil, nil, p.list)
	p.apply()
	return p
}

type pickerItem struct {
	box   *fyne.Container
	check *widget.Check
	title *widget.Label
	note  *widget.Label
}

func (p *picker) set(u string, on bool) {
	if p.followed[u] {
		return
	}
	if on {
		p.checked[u] = true
	} else {
		delete(p.checked, u)
	}
	p.updateCount()
	if p.onChange != nil {
		p.onChange()
	}
}

// setShown checks or unchecks every candidate the filter shows.
func (p *picker) setShown(on bool) {
	for _, i := range p.shown {
		if p.followed[p.all[i].URL] {
			continue
		}
		if on {
			p.checked[p.all[i].URL] = true
		} else {
			delete(p.checked, p.all[i].URL)
		}
	}
	p.list.Refresh()
	p.updateCount()
	if p.onChange != nil {
		p.onChange()
	}
}

// apply sorts and filters the candidates.
func (p *picker) apply() {
	if p.order == nil || p.list == nil {
		return
	}
	if p.order.Selected == p.activity {
		sort.SliceStable(p.all, func(i, j int) bool {
			a, b := p.all[i].LastMod, p.all[j].LastMod
			if !a.Equal(b) {
				return a.After(b)
			}
			return strings.ToLower(readableTitle(p.all[i])) < strings.ToLower(readableTitle(p.all[j]))
		})
	} else {
		sort.SliceStable(p.all, func(i, j int) bool {
			return strings.ToLower(readableTitle(p.all[i])) < strings.ToLower(readableTitle(p.all[j]))
		})
	}
	words := strings.Fields(strings.ToLower(p.filter.Text))
	p.shown = p.shown[:0]
	for i, c := range p.all {
		hay := strings.ToLower(readableTitle(c) + " " + c.URL)
		match := true
		for _, w := range words {
			match = match && strings.Contains(hay, w)
		}
		if match {
			p.shown = append(p.shown, i)
		}
	}
	p.list.Refresh()
	p.updateCount()
}

func (p *picker) updateCount() {
	shown := args{"Shown": countWords(len(p.shown)), "Count": countWords(len(p.all))}
	s := lang.N("Showing {{.Shown}} of {{.Count}} sections", len(p.all), shown)
	if p.noun == "desks" {
		s = lang.N("Showing {{.Shown}} of {{.Count}} desks", len(p.all), shown)
	}
	if n := len(p.checked); n > 0 {
		s += " · " + lang.N("{{.Count}} chosen", n, counted(n))
	}
	if n := len(p.followed); n > 0 {
		s += " · " + lang.N("{{.Count}} followed already", n, counted(n))
	}
	p.count.SetText(s)
}

// chosen returns the checked candidates in the order shown.
func (p *picker) chosen() []app.Candidate {
	var out []app.Candidate
	for _, c := range p.all {
		if p.checked[c.URL] {
			out = append(out, c)
		}
	}
	return out
}

// candidateNote is the short note at the right of a checklist row: "updated 2 h ago", "340 articles".
func candidateNote(c app.Candidate, now time.Time) string {
	var parts []string
	if !c.LastMod.IsZero() {
		parts = append(parts, lang.L("updated {{.When}}", args{"When": relativeTime(now, c.LastMod)}))
	}
	if c.Entries > 0 {
		parts = append(parts, lang.N("{{.Count}} articles", c.Entries, counted(c.Entries)))
	}
	if len(parts) == 0 {
		if u, err := url.Parse(c.URL); err == nil {
			return u.Path
		}
	}
	return strings.Join(parts, " · ")
}

// readableTitle is a candidate's title, or one made from its address: "/business/markets/" reads
// "Business › Markets".
func readableTitle(c app.Candidate) string {
	if t := strings.TrimSpace(c.Title); t != "" {
		return t
	}
	u, err := url.Parse(c.URL)
	if err != nil {
		return c.URL
	}
	var words []string
	for _, seg := range strings.Split(strings.Trim(u.Path, "/"), "/") {
		seg = strings.TrimSuffix(seg, ".html")
		seg = strings.NewReplacer("-", " ", "_", " ").Replace(seg)
		if seg == "" {
			continue
		}
		r := []rune(seg)
		r[0] = unicode.ToUpper(r[0])
		words = append(words, string(r))
	}
	if len(words) == 0 {
		return u.Host
	}
	return strings.Join(words, " › ")
}
