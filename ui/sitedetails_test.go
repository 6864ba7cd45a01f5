package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// showSiteDetailsOf selects the row of the site host in the sidebar and opens its details, as a
// person does with the Site Details button.
func (u *window) showSiteDetailsOf(host string) {
	for i, r := range u.sideRows {
		if r.kind == rowSite && r.site == host {
			u.side.Select(i)
		}
	}
	u.settle()
	u.showSiteDetails()
	u.settle()
}

// TestSiteDetailsShowArticleShape opens the details of a site followed through its news sitemap and
// refreshed, and finds in them, in words, what its article addresses look like.
func TestSiteDetailsShowArticleShape(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "yomiuri")
	a := openApp(t, "")
	followAll(t, a, sites["yomiuri"].NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	u.showSiteDetailsOf(sitetest.HostName("yomiuri"))
	var texts []string
	for _, o := range u.w.Canvas().Overlays().List() {
		texts = append(texts, labelTexts(o)...)
	}
	found := ""
	for _, s := range texts {
		if strings.Contains(s, "addresses look like /") {
			found = s
		}
	}
	if found == "" {
		t.Fatalf("site details say nothing of the article addresses; labels: %q", texts)
	}
	if !strings.Contains(found, "/<word>/<slug> (") || !strings.Contains(found, "seen)") {
		t.Errorf("article shape in words = %q, want the shape of the sitemap's articles, /<word>/<slug>, with its count", found)
	}
}

// labelTexts returns the text of every label in o, tabs included.
func labelTexts(o fyne.CanvasObject) []string {
	var out []string
	switch w := o.(type) {
	case *widget.Label:
		out = append(out, w.Text)
	case *container.AppTabs:
		for _, item := range w.Items {
			out = append(out, labelTexts(item.Content)...)
		}
	case *container.Scroll:
		out = append(out, labelTexts(w.Content)...)
	case *fyne.Container:
		for _, c := range w.Objects {
			out = append(out, labelTexts(c)...)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(w)
		for _, c := range r.Objects() {
			out = append(out, labelTexts(c)...)
		}
	}
	return out
}

// TestSiteDetailsListEverySource opens the details of a site of many sections and checks that the
// list holds every source in sidebar order, and that the rows, reused as the list scrolls, act on
// their own source: an interval chosen in the last row changes that source alone.
func TestSiteDetailsListEverySource(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei")["nikkei"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	host := sitetest.HostName("nikkei")
	u.showSiteDetailsOf(host)
	top := u.w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the site details are not open")
	}
	var list *widget.List
	walk([]fyne.CanvasObject{top}, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok && list == nil {
			list = l
		}
	})
	if list == nil {
		t.Fatalf("no list of sources in the site details:\n%s", test.RenderObjectToMarkup(top))
	}
	var ofSite []app.Source
	for _, s := range u.sources {
		if s.Site == host {
			ofSite = append(ofSite, s)
		}
	}
	sortSources(ofSite, u.sourceOrder)
	if got := list.Length(); got != len(ofSite) || got < 5 {
		t.Fatalf("the list holds %d sources, want all %d of the site (at least 5)", got, len(ofSite))
	}
	last := len(ofSite) - 1
	row := newSiteSourceRow()
	list.UpdateItem(last, row)
	if !strings.Contains(row.info.Text, ofSite[last].URL) {
		t.Fatalf("row %d shows %q, want the source %s", last, row.info.Text, ofSite[last].URL)
	}
	list.UpdateItem(0, row) // reused for another source, as scrolling does
	list.UpdateItem(last, row)
	row.interval.SetSelected(intervalWords(24 * time.Hour))
	u.settle()
	after, err := a.Sources(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range after {
		want := ofSite[0].Interval
		if s.ID == ofSite[last].ID {
			want = 24 * time.Hour
		}
		if s.Site == host && s.Interval != want {
			t.Errorf("source %q refreshed every %v, want %v", s.Title, s.Interval, want)
		}
	}
}
