package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestMarkAllReadWithUndo marks everything read: the rows turn read at once, the status says how
// many were marked and offers Undo, and Ctrl+Z makes exactly those unread again, counts and all. Once
// the offer has run out, Ctrl+Z does nothing.
func TestMarkAllReadWithUndo(t *testing.T) {
	u, a := followedWindow(t)
	var expire []func()
	u.later = func(d time.Duration, f func()) {
		if d != undoFor {
			t.Errorf("undo offered for %v, want %v", d, undoFor)
		}
		expire = append(expire, f)
	}
	u.list.Select(1)
	unread := countUnread(t, a)
	if unread < 2 || u.unread != unread {
		t.Fatalf("unread before = %d (window says %d), want at least 2 and the same", unread, u.unread)
	}
	undo := func() {
		u.w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(shortcutUndo)
		u.settle()
	}

	u.markAllRead()
	for _, h := range u.rows {
		if !h.Read {
			t.Errorf("row %q still unread right after Mark All Read", h.Title)
		}
	}
	if got, want := u.detail.read.Text, "Mark Unread"; got != want {
		t.Errorf("detail button = %q right after Mark All Read, want %q", got, want)
	}
	if got, want := u.status.Text, "Marking the headlines read…"; got != want {
		t.Errorf("status while marking = %q, want %q", got, want)
	}
	u.settle()
	if got, want := u.status.Text, fmt.Sprintf("Marked %d headlines read.", unread); got != want {
		t.Errorf("status = %q, want %q", got, want)
	}
	if !u.undo.Visible() {
		t.Error("no Undo offered after Mark All Read")
	}
	if got := countUnread(t, a); got != 0 || u.unread != 0 {
		t.Errorf("unread after Mark All Read = %d (window says %d), want 0", got, u.unread)
	}

	undo()
	if got := countUnread(t, a); got != unread || u.unread != unread {
		t.Errorf("unread after Ctrl+Z = %d (window says %d), want %d", got, u.unread, unread)
	}
	if got, want := u.status.Text, fmt.Sprintf("Marked %d headlines unread again.", unread); got != want {
		t.Errorf("status after undo = %q, want %q", got, want)
	}
	for _, h := range u.rows {
		if h.Read {
			t.Errorf("row %q read after the undo", h.Title)
		}
	}
	if u.undo.Visible() {
		t.Error("Undo still offered after undoing")
	}

	// Tapping Undo works as Ctrl+Z does; an offer that ran out undoes nothing.
	u.markAllRead()
	u.settle()
	test.Tap(u.undo)
	u.settle()
	if got := countUnread(t, a); got != unread {
		t.Errorf("unread after tapping Undo = %d, want %d", got, unread)
	}
	u.markAllRead()
	u.settle()
	for _, f := range expire {
		f()
	}
	if u.undo.Visible() {
		t.Error("Undo still offered after its time ran out")
	}
	undo()
	if got := countUnread(t, a); got != 0 {
		t.Errorf("unread after Ctrl+Z once the offer ran out = %d, want 0", got)
	}
}

// TestSearchStartsFromTheTop checks that a new search shows its matches from the first, with no
// headline selected and the detail pane empty, rather than the headline read before it.
func TestSearchStartsFromTheTop(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei", "theverge")
	a := openApp(t, "")
	for _, name := range []string{"nikkei", "theverge"} {
		followAll(t, a, sites[name].NamedURL)
	}
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	u.w.Resize(fyne.NewSize(900, 300))
	last := len(u.rows) - 1
	u.list.Select(last)
	u.list.ScrollToBottom()
	if !u.detail.content.Visible() || u.selected == 0 {
		t.Fatal("the detail pane shows no headline after selecting one")
	}
	if u.list.GetScrollOffset() == 0 {
		t.Fatalf("the list did not scroll down: %d rows, list %v", len(u.rows), u.list.Size())
	}
	word := strings.Fields(u.rows[0].Title)[0]
	test.Type(u.search, word)
	u.settle()
	if len(u.rows) == 0 {
		t.Fatalf("no row matches %q", word)
	}
	if u.selected != 0 || u.selectedRow() != -1 {
		t.Errorf("selected headline %d after a new search, want none", u.selected)
	}
	if u.detail.content.Visible() || !u.detail.empty.Visible() {
		t.Error("the detail pane still shows a headline after a new search")
	}
	if got := u.list.GetScrollOffset(); got != 0 {
		t.Errorf("list scrolled to %v after a new search, want the top", got)
	}
}
