package ui

// This file announces new headlines that background refreshes brought, one desktop notification per
// site, gathered over the same short wait as the reload that shows them. Settings can turn it off.

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/broadsheet/broadsheet/app"
)

// maxNotices is the most notifications one reload sends; more sites are told in one.
const maxNotices = 3

// noteNew counts the new headlines of a background refresh toward its site's next notification.
func (u *window) noteNew(r app.RefreshResult) {
	if r.New <= 0 {
		return
	}
	site := ""
	for _, s := range u.sources {
		if s.ID == r.SourceID {
			site = s.Site
		}
	}
	if site == "" {
		return
	}
	if u.newBySite == nil {
		u.newBySite = map[string]int{}
	}
	u.newBySite[site] += r.New
}

// notifyNew sends the notifications gathered since the last call.
func (u *window) notifyNew() {
	gathered := u.newBySite
	u.newBySite = nil
	if len(gathered) == 0 || !u.notifyOn() {
		return
	}
	sites := make([]string, 0, len(gathered))
	for s := range gathered {
		sites = append(sites, s)
	}
	sort.Slice(sites, func(i, j int) bool {
		return gathered[sites[i]] > gathered[sites[j]] || gathered[sites[i]] == gathered[sites[j]] && sites[i] < sites[j]
	})
	for i, s := range sites {
		if i == maxNotices-1 && len(sites) > maxNotices {
			rest := 0
			for _, r := range sites[i:] {
				rest += gathered[r]
			}
			u.notify("Broadsheet", lang.N("{{.Count}} new headlines on {{.Sites}} more sites", rest, args{"Count": countWords(rest), "Sites": countWords(len(sites) - i)}))
			return
		}
		n := gathered[s]
		u.notify(s, lang.N("{{.Count}} new headlines", n, counted(n)))
	}
}

// notify sends one notification; u.notices keeps the last few for tests.
func (u *window) notify(title, content string) {
	u.notices = append(u.notices[max(0, len(u.notices)-9):], title+": "+content)
	u.fa.SendNotification(fyne.NewNotification(title, content))
}
