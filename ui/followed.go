package ui

// This file marks, in the add dialog, what is followed already: a site added again shows its
// followed feeds, desks and sections as such, and Follow does not offer them a second time.

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// followedURLs is the set of addresses followed now.
func (u *window) followedURLs() map[string]bool {
	set := make(map[string]bool, len(u.sources))
	for _, s := range u.sources {
		set[s.URL] = true
	}
	return set
}

// isFollowed says whether candidate c is followed already.
func (a *addDialog) isFollowed(c app.Candidate) bool {
	return a.already[app.FollowedAddress(c.URL)]
}

// notFollowed returns the candidates not followed yet.
func (a *addDialog) notFollowed(cs []app.Candidate) []app.Candidate {
	var out []app.Candidate
	for _, c := range cs {
		if !a.isFollowed(c) {
			out = append(out, c)
		}
	}
	return out
}

// markFollowedInPicker shows the picker's followed candidates ticked and out of the choice.
func (a *addDialog) markFollowedInPicker() {
	p := a.picker
	p.followed = map[string]bool{}
	for _, c := range p.all {
		if a.isFollowed(c) {
			p.followed[c.URL] = true
		}
	}
	p.list.Refresh()
	p.updateCount()
	switch n := len(p.followed); {
	case n == len(p.all):
		all := args{"Count": countWords(n), "Site": hostOf(a.finding.Site)}
		if p.noun == "desks" {
			a.setHint(lang.N("You follow all {{.Count}} desks of {{.Site}} already.", n, all), widget.MediumImportance)
		} else {
			a.setHint(lang.N("You follow all {{.Count}} sections of {{.Site}} already.", n, all), widget.MediumImportance)
		}
	case n > 0:
		a.setHint(a.hint.Text+" "+lang.N("You follow {{.Count}} of them already; they are ticked and greyed.", n, counted(n)),
			widget.MediumImportance)
	}
}

// sayFollowed adds to the hint how many of the candidates offered are followed already.
func (a *addDialog) sayFollowed(host string, cs []app.Candidate) {
	n := len(cs) - len(a.notFollowed(cs))
	switch {
	case n == 0:
	case n == len(cs):
		a.setHint(lang.L("You follow this on {{.Site}} already.", args{"Site": host}), widget.MediumImportance)
	default:
		a.setHint(a.hint.Text+" "+lang.N("You follow {{.Count}} of them already.", n, counted(n)), widget.MediumImportance)
	}
}
