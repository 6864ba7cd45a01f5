package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestSiteDetailsShowArticleShape opens the details of a site followed through its news sitemap and
// refreshed, and finds in them, in words, what its article addresses look like.
func TestSiteDetailsShowArticleShape(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "yomiuri")
	a := openApp(t, "")
	followAll(t, a, sites["yomiuri"].NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	for i, r := range u.sideRows {
		if r.kind == rowSite && r.site == sitetest.HostName("yomiuri") {
			u.side.Select(i)
		}
	}
	u.settle()
	u.showSiteDetails()
	u.settle()
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
