package store

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"
)

// readState is what a test compares before and after: which items are unread, and every counter.
type readState struct {
	unread   []string // URLs
	bySource map[int64]int
	all      int
	bySite   map[string]int
}

func stateOf(t *testing.T, s *Store) readState {
	t.Helper()
	ctx := t.Context()
	items, err := s.Items(ctx, ItemQuery{Unread: true, Limit: 10_000})
	if err != nil {
		t.Fatal(err)
	}
	var st readState
	for _, it := range items {
		if it.Read {
			t.Errorf("unread view lists %s as read", it.URL)
		}
		st.unread = append(st.unread, it.URL)
	}
	slices.Sort(st.unread)
	if st.bySource, err = s.UnreadCounts(ctx); err != nil {
		t.Fatal(err)
	}
	if st.all, st.bySite, err = s.UnreadTotals(ctx); err != nil {
		t.Fatal(err)
	}
	return st
}

func sameState(t *testing.T, what string, got, want readState) {
	t.Helper()
	if !slices.Equal(got.unread, want.unread) {
		t.Errorf("%s: unread items %v, want %v", what, got.unread, want.unread)
	}
	if got.all != want.all || !maps.Equal(got.bySource, want.bySource) || !maps.Equal(got.bySite, want.bySite) {
		t.Errorf("%s: counters %d %v %v, want %d %v %v", what, got.all, got.bySource, got.bySite,
			want.all, want.bySource, want.bySite)
	}
}

// fillForMarking stores 12 items over three sources of two sites, some through two sources, a few
// read, and returns the sources.
func fillForMarking(t *testing.T, s *Store) []Source {
	t.Helper()
	ctx := t.Context()
	srcs, err := s.AddSources(ctx, []Source{
		{Kind: KindSection, URL: "https://n.test/world/", Site: "n.test", Title: "World"},
		{Kind: KindSection, URL: "https://n.test/asia/", Site: "n.test", Title: "Asia"},
		{Kind: KindFeed, URL: "https://o.test/feed", Site: "o.test", Title: "Feed"},
	})
	if err != nil {
		t.Fatal(err)
	}
	item := func(site string, n int, title string) NewItem {
		return NewItem{URL: fmt.Sprintf("https://%s/a/%d", site, n), Title: title, Published: t0.Add(time.Duration(n) * time.Minute)}
	}
	batches := [][]NewItem{
		{item("n.test", 1, "Storm hits coast"), item("n.test", 2, "Election called"), item("n.test", 3, "Storm moves north"),
			item("n.test", 4, "Markets calm")},
		{item("n.test", 3, "Storm moves north"), item("n.test", 4, "Markets calm"), item("n.test", 5, "Rail strike ends")},
		{item("n.test", 4, "Markets calm"), item("o.test", 1, "Storm warning"), item("o.test", 2, "Budget vote"),
			item("o.test", 3, "Museum opens"), item("o.test", 4, "Cup final"), item("o.test", 5, "Storm over")},
	}
	for i, b := range batches {
		if _, err := s.IngestItems(ctx, srcs[i].ID, b, t0.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	for _, url := range []string{"https://n.test/a/2", "https://o.test/a/3"} {
		setReadByURL(t, s, url, true)
	}
	return srcs
}

func setReadByURL(t *testing.T, s *Store, url string, read bool) {
	t.Helper()
	items, err := s.Items(t.Context(), ItemQuery{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if it.URL == url {
			if err := s.SetRead(t.Context(), it.ID, read); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no item %s", url)
}

// TestMarkReadAndUndo marks what each view shows read, checks that exactly its unread items turned
// read with every counter right, then undoes it and checks that everything is as before.
func TestMarkReadAndUndo(t *testing.T) {
	tests := []struct {
		name   string
		q      func(srcs []Source) ItemQuery
		marked int
	}{
		{"everything", func([]Source) ItemQuery { return ItemQuery{} }, 8},
		{"one source", func(srcs []Source) ItemQuery { return ItemQuery{SourceID: srcs[1].ID} }, 3},
		{"one site", func([]Source) ItemQuery { return ItemQuery{Site: "n.test"} }, 4},
		{"a search", func([]Source) ItemQuery { return ItemQuery{Search: "storm"} }, 4},
		{"starred", func([]Source) ItemQuery { return ItemQuery{Starred: true} }, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			ctx := t.Context()
			srcs := fillForMarking(t, s)
			before := stateOf(t, s)
			q := tt.q(srcs)
			wantLeft, err := s.CountItems(ctx, ItemQuery{Unread: true})
			if err != nil {
				t.Fatal(err)
			}
			inView, err := s.CountItems(ctx, ItemQuery{SourceID: q.SourceID, Site: q.Site, Search: q.Search, Starred: q.Starred, Unread: true})
			if err != nil {
				t.Fatal(err)
			}
			wantLeft -= inView
			m, err := s.MarkRead(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			if m.Items != tt.marked || m.Items != inView {
				t.Errorf("MarkRead marked %d, want %d (%d unread in the view)", m.Items, tt.marked, inView)
			}
			checkUnreadCounters(t, s)
			if left, err := s.CountItems(ctx, q); err != nil || left == 0 && tt.marked > 0 {
				t.Errorf("the view lists %d items after marking, %v; want them still listed", left, err)
			}
			if got := stateOf(t, s).all; got != wantLeft {
				t.Errorf("unread after marking = %d, want %d", got, wantLeft)
			}
			if tt.marked == 0 {
				if m.ID != 0 {
					t.Errorf("a marking of nothing has ID %d, want 0", m.ID)
				}
				return
			}
			n, err := s.UndoMarking(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			if n != m.Items {
				t.Errorf("UndoMarking restored %d, want %d", n, m.Items)
			}
			sameState(t, "after undo", stateOf(t, s), before)
			checkUnreadCounters(t, s)
			if _, err := s.UndoMarking(ctx, m.ID); !errors.Is(err, ErrNotFound) {
				t.Errorf("a second undo: error = %v, want ErrNotFound", err)
			}
		})
	}
}

// TestUndoAfterChanges undoes a marking of everything after the items it marked changed: one read
// again by hand, one unread by hand, one brought by one more source, a source deleted. Undo restores
// the marked items still stored and read, and every counter counts them right.
func TestUndoAfterChanges(t *testing.T) {
	tests := []struct {
		name     string
		change   func(t *testing.T, s *Store, srcs []Source)
		restored int
	}{
		{"nothing", func(*testing.T, *Store, []Source) {}, 8},
		{"one unread again", func(t *testing.T, s *Store, _ []Source) { setReadByURL(t, s, "https://n.test/a/4", false) }, 7},
		{"one read before and unread since", func(t *testing.T, s *Store, _ []Source) {
			setReadByURL(t, s, "https://n.test/a/2", false)
		}, 8},
		{"a marked item through one more source", func(t *testing.T, s *Store, srcs []Source) {
			if _, err := s.IngestItems(t.Context(), srcs[2].ID, []NewItem{{URL: "https://n.test/a/1", Title: "Storm hits coast",
				Published: t0.Add(time.Minute)}}, t0.Add(2*time.Hour)); err != nil {
				t.Fatal(err)
			}
		}, 8},
		{"a source deleted", func(t *testing.T, s *Store, srcs []Source) {
			if err := s.DeleteSource(t.Context(), srcs[0].ID); err != nil {
				t.Fatal(err)
			}
		}, 7}, // the first alone brought n.test/a/1 (marked) and n.test/a/2 (read before)
		{"a new item since", func(t *testing.T, s *Store, srcs []Source) {
			if _, err := s.IngestItems(t.Context(), srcs[1].ID, []NewItem{{URL: "https://n.test/a/9", Title: "Late news",
				Published: t0.Add(time.Hour)}}, t0.Add(2*time.Hour)); err != nil {
				t.Fatal(err)
			}
		}, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			ctx := t.Context()
			srcs := fillForMarking(t, s)
			m, err := s.MarkRead(ctx, ItemQuery{})
			if err != nil {
				t.Fatal(err)
			}
			tt.change(t, s, srcs)
			checkUnreadCounters(t, s)
			n, err := s.UndoMarking(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			if n != tt.restored {
				t.Errorf("UndoMarking restored %d, want %d", n, tt.restored)
			}
			checkUnreadCounters(t, s)
		})
	}
}

// TestOnlyTheLastMarkingUndoes checks that a new marking replaces the one before, and that marking
// nothing keeps it.
func TestOnlyTheLastMarkingUndoes(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	srcs := fillForMarking(t, s)
	first, err := s.MarkRead(ctx, ItemQuery{SourceID: srcs[2].ID})
	if err != nil {
		t.Fatal(err)
	}
	second, err := s.MarkRead(ctx, ItemQuery{SourceID: srcs[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	none, err := s.MarkRead(ctx, ItemQuery{SourceID: srcs[0].ID})
	if err != nil || none.ID != 0 || none.Items != 0 {
		t.Fatalf("marking a view with nothing unread = %+v, %v; want nothing", none, err)
	}
	if _, err := s.UndoMarking(ctx, first.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("undo of a marking followed by another: error = %v, want ErrNotFound", err)
	}
	if n, err := s.UndoMarking(ctx, second.ID); err != nil || n != second.Items {
		t.Errorf("undo of the last marking = %d, %v; want %d", n, err, second.Items)
	}
	checkUnreadCounters(t, s)
	var rows int
	if err := s.r.QueryRow(`SELECT count(*) FROM marking_items`).Scan(&rows); err != nil || rows != 0 {
		t.Errorf("marking_items keeps %d rows after the undo, %v; want 0", rows, err)
	}
}

// TestReadStateCarriedOver opens a database of the schema before the unread table, whose items
// were read by a column of their own, and checks that the same items are unread after.
func TestReadStateCarriedOver(t *testing.T) {
	s := openFromVersion(t, 3,
		`INSERT INTO sources (id, kind, url, site, unread) VALUES (1, 'feed', 'https://a.test/feed', 'a.test', 2)`,
		`UPDATE site_unread SET unread = 2 WHERE site = 'a.test'`,
		`UPDATE unread_total SET unread = 2`,
		`INSERT INTO items (id, url, title, first_seen, sort_time, read, source_id) VALUES
			(1, 'https://a.test/1', 'One', 1, 1000000000, 0, 1),
			(2, 'https://a.test/2', 'Two', 1, 2000000000, 1, 1),
			(3, 'https://a.test/3', 'Three', 1, 3000000000, 0, 1)`,
		`INSERT INTO item_sources (item_id, source_id, sort_time, first_seen) VALUES
			(1, 1, 1000000000, 1), (2, 1, 2000000000, 1), (3, 1, 3000000000, 1)`,
	)
	items, err := s.Items(t.Context(), ItemQuery{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, it := range items {
		got[it.URL] = it.Read
	}
	want := map[string]bool{"https://a.test/1": false, "https://a.test/2": true, "https://a.test/3": false}
	if !maps.Equal(got, want) {
		t.Errorf("read after the migration = %v, want %v", got, want)
	}
	checkUnreadCounters(t, s)
	if m, err := s.MarkRead(t.Context(), ItemQuery{}); err != nil || m.Items != 2 {
		t.Errorf("MarkRead after the migration = %+v, %v; want 2 marked", m, err)
	}
	checkUnreadCounters(t, s)
}

// TestSiteListingSaysRead checks the read flag of a site's listing, which is asked for the page only.
func TestSiteListingSaysRead(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	fillForMarking(t, s)
	items, err := s.Items(ctx, ItemQuery{Site: "n.test"})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, it := range items {
		got[it.URL] = it.Read
	}
	want := map[string]bool{"https://n.test/a/1": false, "https://n.test/a/2": true, "https://n.test/a/3": false,
		"https://n.test/a/4": false, "https://n.test/a/5": false}
	if !maps.Equal(got, want) {
		t.Errorf("site listing read = %v, want %v", got, want)
	}
	for i := 1; i < len(items); i++ {
		if items[i].SortTime.After(items[i-1].SortTime) {
			t.Errorf("site listing not newest first at %d: %v after %v", i, items[i].SortTime, items[i-1].SortTime)
		}
	}
}

// rootPage is the first page of table name's B-tree: the same page under another name is the same
// rows, not a copy of them.
func rootPage(t *testing.T, s *Store, name string) int {
	t.Helper()
	var page int
	if err := s.w.QueryRow(`SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = ?`, name).Scan(&page); err != nil {
		t.Fatalf("root page of %s: %v", name, err)
	}
	return page
}

// TestMarkingEverythingHandsOver checks that marking everything read hands the unread table over as
// the kept marking, rows and all, and that the store goes on as before after it: the triggers that
// name unread act on the unread items, a marking of a subset, a marking after new items came, and
// the undo of each, also when provenance changed since.
func TestMarkingEverythingHandsOver(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	srcs := fillForMarking(t, s)
	before := stateOf(t, s)
	unreadPage := rootPage(t, s, "unread")
	m, err := s.MarkRead(ctx, ItemQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if m.Items != 8 {
		t.Errorf("MarkRead marked %d, want 8", m.Items)
	}
	if got := rootPage(t, s, "marking_items"); got != unreadPage {
		t.Errorf("the kept marking starts at page %d, want %d, where the unread items were: they were copied", got, unreadPage)
	}
	var legacy int
	if err := s.w.QueryRow(`PRAGMA legacy_alter_table`).Scan(&legacy); err != nil || legacy != 0 {
		t.Errorf("legacy_alter_table = %d, %v after marking; want 0", legacy, err)
	}
	checkUnreadCounters(t, s)

	t.Run("undo, then a subset marking and its undo", func(t *testing.T) {
		if n, err := s.UndoMarking(ctx, m.ID); err != nil || n != 8 {
			t.Fatalf("UndoMarking = %d, %v; want 8", n, err)
		}
		sameState(t, "after the undo", stateOf(t, s), before)
		if got := rootPage(t, s, "unread"); got != unreadPage {
			t.Errorf("the unread items start at page %d after the undo, want %d: they were copied back", got, unreadPage)
		}
		sub, err := s.MarkRead(ctx, ItemQuery{Site: "n.test"})
		if err != nil || sub.Items != 4 {
			t.Fatalf("MarkRead of a site = %+v, %v; want 4 marked", sub, err)
		}
		checkUnreadCounters(t, s)
		if n, err := s.UndoMarking(ctx, sub.ID); err != nil || n != 4 {
			t.Fatalf("UndoMarking of the site's marking = %d, %v; want 4", n, err)
		}
		sameState(t, "after the site's undo", stateOf(t, s), before)
	})

	t.Run("a subset marking after everything, with items unread since", func(t *testing.T) {
		m, err := s.MarkRead(ctx, ItemQuery{})
		if err != nil {
			t.Fatal(err)
		}
		setReadByURL(t, s, "https://n.test/a/1", false)
		setReadByURL(t, s, "https://n.test/a/5", false)
		setReadByURL(t, s, "https://o.test/a/1", false)
		mid := stateOf(t, s)
		sub, err := s.MarkRead(ctx, ItemQuery{Site: "n.test"})
		if err != nil || sub.Items != 2 {
			t.Fatalf("MarkRead of a site = %+v, %v; want 2 marked", sub, err)
		}
		if _, err := s.UndoMarking(ctx, m.ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("undo of the marking of everything after another: error = %v, want ErrNotFound", err)
		}
		checkUnreadCounters(t, s)
		if n, err := s.UndoMarking(ctx, sub.ID); err != nil || n != 2 {
			t.Fatalf("UndoMarking of the site's marking = %d, %v; want 2", n, err)
		}
		sameState(t, "after the site's undo", stateOf(t, s), mid)
		for _, url := range []string{"https://n.test/a/1", "https://n.test/a/5", "https://o.test/a/1"} {
			setReadByURL(t, s, url, true)
		}
		// Everything is read now: make what was unread at the start unread again.
		for _, url := range before.unread {
			setReadByURL(t, s, url, false)
		}
		sameState(t, "set back", stateOf(t, s), before)
	})

	t.Run("marking everything after new items came", func(t *testing.T) {
		first, err := s.MarkRead(ctx, ItemQuery{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.IngestItems(ctx, srcs[1].ID, []NewItem{{URL: "https://n.test/a/9", Title: "Late news",
			Published: t0.Add(time.Hour)}}, t0.Add(2*time.Hour)); err != nil {
			t.Fatal(err)
		}
		checkUnreadCounters(t, s)
		second, err := s.MarkRead(ctx, ItemQuery{})
		if err != nil || second.Items != 1 {
			t.Fatalf("marking everything again = %+v, %v; want the new item alone", second, err)
		}
		if _, err := s.UndoMarking(ctx, first.ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("undo of the first marking after the second: error = %v, want ErrNotFound", err)
		}
		if n, err := s.UndoMarking(ctx, second.ID); err != nil || n != 1 {
			t.Fatalf("UndoMarking of the second marking = %d, %v; want 1", n, err)
		}
		if got := stateOf(t, s); !slices.Equal(got.unread, []string{"https://n.test/a/9"}) || got.all != 1 {
			t.Errorf("unread after the undo = %v (%d), want the new item alone", got.unread, got.all)
		}
		checkUnreadCounters(t, s)
		setReadByURL(t, s, "https://n.test/a/9", true)
		for _, url := range before.unread {
			setReadByURL(t, s, url, false)
		}
	})

	t.Run("a source deleted after the handing over", func(t *testing.T) {
		s := openTemp(t) // one handing over: an even number of them would hide triggers that follow the names
		srcs := fillForMarking(t, s)
		m, err := s.MarkRead(ctx, ItemQuery{})
		if err != nil {
			t.Fatal(err)
		}
		// The first source alone brought n.test/a/1 (marked) and n.test/a/2 (read before): the
		// triggers that name unread must take nothing off the counters for them.
		setReadByURL(t, s, "https://o.test/a/5", false)
		if err := s.DeleteSource(ctx, srcs[0].ID); err != nil {
			t.Fatal(err)
		}
		checkUnreadCounters(t, s)
		var orphans int
		if err := s.r.QueryRow(`SELECT count(*) FROM unread WHERE item_id NOT IN (SELECT id FROM items)`).Scan(&orphans); err != nil || orphans != 0 {
			t.Errorf("the unread table keeps %d rows of deleted items, %v; want 0", orphans, err)
		}
		if got := stateOf(t, s); !slices.Equal(got.unread, []string{"https://o.test/a/5"}) || got.all != 1 {
			t.Errorf("unread after deleting the source = %v (%d), want o.test/a/5 alone", got.unread, got.all)
		}
		n, err := s.UndoMarking(ctx, m.ID)
		if err != nil || n != 6 {
			t.Fatalf("UndoMarking after deleting a source = %d, %v; want 6 (7 marked still stored, one unread already)", n, err)
		}
		checkUnreadCounters(t, s)
		want := slices.DeleteFunc(slices.Clone(before.unread), func(u string) bool { return u == "https://n.test/a/1" })
		if got := stateOf(t, s); !slices.Equal(got.unread, want) {
			t.Errorf("unread after the undo = %v, want %v", got.unread, want)
		}
	})
}

// TestUndoAfterAnUnreadItemMoved undoes a marking one of whose items was made unread by hand and
// then moved in the list (a later refresh gave it the date it lacked): the undo restores the others,
// the item stays unread once, and every counter is right.
func TestUndoAfterAnUnreadItemMoved(t *testing.T) {
	for _, tt := range []struct {
		name string
		q    ItemQuery
	}{{"everything", ItemQuery{}}, {"one site", ItemQuery{Site: "n.test"}}} {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			ctx := t.Context()
			srcs := fillForMarking(t, s)
			undated := "https://n.test/a/7"
			if _, err := s.IngestItems(ctx, srcs[1].ID, []NewItem{{URL: undated, Title: "Undated story"}}, t0.Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
			before := stateOf(t, s)
			m, err := s.MarkRead(ctx, tt.q)
			if err != nil {
				t.Fatal(err)
			}
			setReadByURL(t, s, undated, false)
			if _, err := s.IngestItems(ctx, srcs[1].ID, []NewItem{{URL: undated, Title: "Undated story",
				Published: t0.Add(30 * time.Minute)}}, t0.Add(2*time.Hour)); err != nil {
				t.Fatal(err)
			}
			checkUnreadCounters(t, s)
			n, err := s.UndoMarking(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			if n != m.Items-1 {
				t.Errorf("UndoMarking restored %d, want %d (all marked but the one unread again)", n, m.Items-1)
			}
			checkUnreadCounters(t, s)
			sameState(t, "after the undo", stateOf(t, s), before)
			var rows int
			if err := s.r.QueryRow(`SELECT count(*) FROM unread u JOIN items i ON i.id = u.item_id WHERE i.url = ?`, undated).Scan(&rows); err != nil || rows != 1 {
				t.Errorf("the unread table holds %d rows of the moved item, %v; want 1", rows, err)
			}
		})
	}
}

// TestMarkingCarriedOver opens a database of the schema before the kept marking had unread's shape,
// with a marking kept, and checks that the marking can still be undone, exactly.
func TestMarkingCarriedOver(t *testing.T) {
	s := openFromVersion(t, 7,
		`INSERT INTO sources (id, kind, url, site, unread) VALUES (1, 'feed', 'https://a.test/feed', 'a.test', 1)`,
		`UPDATE site_unread SET unread = 1 WHERE site = 'a.test'`,
		`UPDATE unread_total SET unread = 1`,
		`INSERT INTO items (id, url, title, first_seen, sort_time, source_id) VALUES
			(1, 'https://a.test/1', 'One', 1, 1000000000, 1),
			(2, 'https://a.test/2', 'Two', 1, 2000000000, 1),
			(3, 'https://a.test/3', 'Three', 1, 3000000000, 1)`,
		`INSERT INTO item_sources (item_id, source_id, sort_time, first_seen) VALUES
			(1, 1, 1000000000, 1), (2, 1, 2000000000, 1), (3, 1, 3000000000, 1)`,
		`INSERT INTO unread (sort_time, item_id) VALUES (3000000000, 3)`,
		// The marking kept: items 1 and 2 marked read, one from the source and the site each.
		`INSERT INTO markings (id, made, items) VALUES (5, 1, 2)`,
		`INSERT INTO marking_items (marking_id, sort_time, item_id) VALUES (5, 1000000000, 1), (5, 2000000000, 2)`,
		`INSERT INTO marking_sources (marking_id, source_id, unread) VALUES (5, 1, 2)`,
		`INSERT INTO marking_sites (marking_id, site, unread) VALUES (5, 'a.test', 2)`,
	)
	checkUnreadCounters(t, s)
	n, err := s.UndoMarking(t.Context(), 5)
	if err != nil || n != 2 {
		t.Fatalf("UndoMarking of the marking carried over = %d, %v; want 2", n, err)
	}
	checkUnreadCounters(t, s)
	got := stateOf(t, s)
	want := []string{"https://a.test/1", "https://a.test/2", "https://a.test/3"}
	if !slices.Equal(got.unread, want) || got.all != 3 || got.bySite["a.test"] != 3 || got.bySource[1] != 3 {
		t.Errorf("after the undo: unread %v, counters %d %v %v; want all three unread", got.unread, got.all, got.bySource, got.bySite)
	}
	if m, err := s.MarkRead(t.Context(), ItemQuery{}); err != nil || m.Items != 3 {
		t.Errorf("MarkRead after the migration = %+v, %v; want 3 marked", m, err)
	}
	checkUnreadCounters(t, s)
}
