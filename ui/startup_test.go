package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

func TestRowFromKey(t *testing.T) {
	for _, r := range []sideRow{
		{kind: rowAll}, {kind: rowUnread}, {kind: rowStarred},
		{kind: rowSite, site: "www.nikkei.com"}, {kind: rowSource, source: app.Source{ID: 42}},
	} {
		got, ok := rowFromKey(r.key())
		if !ok || got.key() != r.key() || got.query() != r.query() {
			t.Errorf("rowFromKey(%q) = %+v, %v; want the row back", r.key(), got, ok)
		}
	}
	for _, key := range []string{"", "view:", "view:3", "view:-1", "view:x", "site:", "source:", "source:0", "source:x", "sites:a", "what"} {
		if r, ok := rowFromKey(key); ok {
			t.Errorf("rowFromKey(%q) = %+v, want no row", key, r)
		}
	}
}

// The view kept from last time is the window's view from the start, before the sidebar is read, and
// the sidebar and a first page read ahead for it are shown at once, and not read again.
func TestKeptViewFirstPageReadAhead(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "blog", "nikkei")
	a := openApp(t, "")
	followAll(t, a, sites["blog"].NamedURL)
	followAll(t, a, sites["nikkei"].NamedURL)
	refreshAll(t, a)
	failOnThreadWarnings(t)
	fa := test.NewTempApp(t)
	blog := sitetest.HostName("blog")
	key := sideRow{kind: rowSite, site: blog}.key()
	fa.Preferences().SetString(prefView, key)

	u := newWindow(t.Context(), fa, a, fixedNow)
	defer u.w.Close()
	queueResults(u)
	if u.query.Site != blog {
		t.Fatalf("before the sidebar is read the window shows %+v, want the headlines of %s", u.query, blog)
	}
	first := readFirstPage(t.Context(), a, key)
	<-first.done
	<-first.sidebarDone
	if first.err != nil || len(first.rows) == 0 {
		t.Fatalf("first page: %d rows, %v", len(first.rows), first.err)
	}
	u.startWith(first)
	if len(u.rows) != len(first.rows) {
		t.Fatalf("right after start the list has %d rows, want the %d read ahead", len(u.rows), len(first.rows))
	}
	if len(u.sources) < 2 || u.sidePick.key() != key || u.side.Length() < 5 {
		t.Fatalf("right after start the sidebar has %d sources and %d rows, picking %q; want the sources of both sites, %s picked",
			len(u.sources), u.side.Length(), u.sidePick.key(), key)
	}
	gen := u.listGen
	u.settle()
	if u.listGen != gen {
		t.Errorf("the headlines were read again after the sidebar came in")
	}
	if got := u.sidePick.key(); got != key {
		t.Errorf("sidebar picks %q, want %q", got, key)
	}
	for _, h := range u.rows {
		if h.Site != blog {
			t.Fatalf("the list shows a headline of %s in the view of %s", h.Site, blog)
		}
	}
}

// A first page read for another view than the window's is not shown.
func TestFirstPageOfAnotherViewIsNotShown(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "blog")
	a := openApp(t, "")
	followAll(t, a, sites["blog"].NamedURL)
	refreshAll(t, a)
	u := newTestWindow(t, a)
	first := readFirstPage(t.Context(), a, sideRow{kind: rowStarred}.key())
	<-first.done
	u.startWith(first)
	u.settle()
	if len(u.rows) == 0 {
		t.Fatalf("the list of All is empty: the empty page of Starred was shown")
	}
}

// A kept view whose source is gone gives way to All once the sidebar is read.
func TestKeptViewGone(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "blog")
	a := openApp(t, "")
	followAll(t, a, sites["blog"].NamedURL)
	refreshAll(t, a)
	failOnThreadWarnings(t)
	fa := test.NewTempApp(t)
	fa.Preferences().SetString(prefView, "source:9999")
	u := newWindow(t.Context(), fa, a, fixedNow)
	defer u.w.Close()
	queueResults(u)
	u.start()
	u.settle()
	if got := u.sidePick.key(); got != "view:0" {
		t.Errorf("sidebar picks %q, want All", got)
	}
	if u.query != (app.HeadlineQuery{}) || len(u.rows) == 0 {
		t.Errorf("the window shows %+v with %d rows, want All with the blog's headlines", u.query, len(u.rows))
	}
}

func refreshAll(t *testing.T, a *app.App) {
	t.Helper()
	if _, err := a.RefreshAll(t.Context(), nil); err != nil {
		t.Fatalf("refresh: %v", err)
	}
}
