package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestReadHereTellsAMenuFromAShortArticle reads, in the window, a page whose only long text is the
// site's menu, a page of section names, and two short articles under the same menus: the first two
// say there is too little text and offer the browser, the others show the article and not the menu.
func TestReadHereTellsAMenuFromAShortArticle(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "reader-menus")["reader-menus"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	if len(u.rows) < 4 {
		t.Fatalf("%d headlines, want the feed's 4; status %q", len(u.rows), u.status.Text)
	}
	r := u.detail.reader
	menu := []string{"トップ", "マーケット", "ログイン", "Football", "Newsletters", "Privacy policy"}
	tests := []struct {
		path  string
		empty bool
		want  []string // in the article shown
	}{
		{"/menu.html", true, nil},
		{"/sections.html", true, nil},
		{"/flash.html", false, []string{"struck one of its piers in fog.", "until at least Saturday."}},
		{"/brief.html", false, []string{"市電の冬ダイヤをあすから始める", "利用者の声を受けた見直しだという。"}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			selectPath(t, u, tt.path)
			test.Tap(r.button)
			u.settle()
			text := segmentsText(r.rich.Segments)
			if tt.empty {
				if !strings.Contains(r.note.Text, "too little text") || !strings.Contains(r.note.Text, "browser") {
					t.Errorf("note = %q, want too little text and the browser offered", r.note.Text)
				}
				if !r.offer.Visible() || r.rich.Visible() {
					t.Errorf("browser button shown %v, text shown %v; want the button and no text", r.offer.Visible(), r.rich.Visible())
				}
				return
			}
			if r.state != readerShown || !r.rich.Visible() {
				t.Fatalf("state %q, text shown %v; note %q", r.state, r.rich.Visible(), r.note.Text)
			}
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("the article lacks %q:\n%s", w, text)
				}
			}
			for _, m := range menu {
				if strings.Contains(text, m) {
					t.Errorf("the article shows the menu's %q:\n%s", m, text)
				}
			}
		})
	}
}
