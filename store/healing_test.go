package store

import (
	"errors"
	"testing"
	"time"
)

func TestMoveSourceKeepsItsHeadlines(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	src := addSource(t, s, "https://a.test/rss/index.xml", "a.test")
	other := addSource(t, s, "https://a.test/other.xml", "a.test")
	if _, err := s.IngestItems(ctx, src.ID, []NewItem{{URL: "https://a.test/1"}, {URL: "https://a.test/2"}}, t0); err != nil {
		t.Fatal(err)
	}
	items, err := s.Items(ctx, ItemQuery{SourceID: src.ID})
	if err != nil || len(items) != 2 {
		t.Fatalf("Items = %d, %v; want 2", len(items), err)
	}
	if err := s.SetRead(ctx, items[0].ID, true); err != nil {
		t.Fatal(err)
	}
	if err := s.Propose(ctx, Proposal{SourceID: src.ID, Kind: KindFeed, URL: "https://a.test/guess.xml", Proposed: t0}); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveHealing(ctx, Healing{SourceID: src.ID, Misses: 2, Checked: t0, Note: "looked"}); err != nil {
		t.Fatal(err)
	}

	moved := src
	moved.URL = "https://a.test/feeds/all.xml"
	moved.Failures, moved.State, moved.Reason = 0, StateActive, ""
	moved.ETag = `"new"`
	m := Move{FromKind: src.Kind, From: src.URL, How: MovedByRedirect, Why: "301", Moved: t0.Add(time.Hour)}
	if err := s.MoveSource(ctx, moved, m); err != nil {
		t.Fatalf("MoveSource: %v", err)
	}
	got, err := s.Source(ctx, src.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.URL != moved.URL || got.ETag != `"new"` || got.Site != "a.test" {
		t.Errorf("after the move: URL %q, ETag %q, site %q; want %q, %q, a.test", got.URL, got.ETag, got.Site, moved.URL, `"new"`)
	}
	if got.Unread != 1 {
		t.Errorf("unread after the move = %d, want 1 (read state kept)", got.Unread)
	}
	items, err = s.Items(ctx, ItemQuery{SourceID: src.ID})
	if err != nil || len(items) != 2 {
		t.Errorf("headlines after the move = %d, %v; want 2", len(items), err)
	}
	moves, err := s.Moves(ctx, "a.test")
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 1 || moves[0].From != src.URL || moves[0].To != moved.URL || moves[0].How != MovedByRedirect ||
		moves[0].SourceID != src.ID || !moves[0].Moved.Equal(m.Moved) {
		t.Errorf("Moves = %+v, want the one move from %s to %s", moves, src.URL, moved.URL)
	}
	if _, err := s.Proposal(ctx, src.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("the waiting proposal after the move: %v, want ErrNotFound", err)
	}
	if h, err := s.Healing(ctx, src.ID); err != nil || h.Misses != 0 || !h.Checked.Equal(t0) {
		t.Errorf("healing after the move = %+v, %v; want no misses, checked kept", h, err)
	}

	t.Run("to an address another source follows", func(t *testing.T) {
		taken := moved
		taken.URL = other.URL
		err := s.MoveSource(ctx, taken, Move{FromKind: KindFeed, From: moved.URL, How: MovedByRedirect, Moved: t0})
		if !errors.Is(err, ErrTaken) {
			t.Fatalf("MoveSource = %v, want ErrTaken", err)
		}
		if got, _ := s.Source(ctx, src.ID); got.URL != moved.URL {
			t.Errorf("URL = %q after a refused move, want %q", got.URL, moved.URL)
		}
	})
	t.Run("a source that does not exist", func(t *testing.T) {
		ghost := moved
		ghost.ID, ghost.URL = 999, "https://a.test/ghost.xml"
		if err := s.MoveSource(ctx, ghost, Move{FromKind: KindFeed, From: "x", How: MovedByRedirect, Moved: t0}); !errors.Is(err, ErrNotFound) {
			t.Errorf("MoveSource = %v, want ErrNotFound", err)
		}
	})
	t.Run("unfollowing drops the history", func(t *testing.T) {
		if err := s.DeleteSource(ctx, src.ID); err != nil {
			t.Fatal(err)
		}
		if moves, err := s.Moves(ctx, "a.test"); err != nil || len(moves) != 0 {
			t.Errorf("Moves after unfollowing = %+v, %v; want none", moves, err)
		}
		if _, err := s.Healing(ctx, src.ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("Healing after unfollowing: %v, want ErrNotFound", err)
		}
	})
}

func TestProposals(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	src := addSource(t, s, "https://a.test/feed", "a.test")
	first := Proposal{SourceID: src.ID, Kind: KindFeed, URL: "https://a.test/feed.xml", Title: "A", Why: "guess", Proposed: t0}
	if err := s.Propose(ctx, first); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Proposal(ctx, src.ID); err != nil || got.URL != first.URL || got.Why != "guess" || !got.Dismissed.IsZero() {
		t.Errorf("Proposal = %+v, %v; want %+v", got, err, first)
	}
	second := first
	second.URL, second.Kind = "https://a.test/news.xml", KindNewsSitemap
	if err := s.Propose(ctx, second); err != nil {
		t.Fatal(err)
	}
	all, err := s.Proposals(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 1 || all[0].URL != second.URL || all[0].Kind != KindNewsSitemap {
		t.Errorf("Proposals = %+v, want only the second, in place of the first", all)
	}
	if err := s.DismissProposal(ctx, src.ID, t0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := s.DismissProposal(ctx, src.ID, t0.Add(time.Hour)); !errors.Is(err, ErrNotFound) {
		t.Errorf("dismissing twice: %v, want ErrNotFound", err)
	}
	if all, _ := s.Proposals(ctx); len(all) != 0 {
		t.Errorf("Proposals after dismissing = %+v, want none", all)
	}
	if got, err := s.DismissedURLs(ctx, src.ID); err != nil || len(got) != 1 || got[0] != second.URL {
		t.Errorf("DismissedURLs = %q, %v; want [%s]", got, err, second.URL)
	}
	if err := s.Propose(ctx, Proposal{SourceID: 999, Kind: KindFeed, URL: "https://a.test/x", Proposed: t0}); !errors.Is(err, ErrNotFound) {
		t.Errorf("proposing for no source: %v, want ErrNotFound", err)
	}
}

func TestHealingRecord(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	src := addSource(t, s, "https://a.test/feed", "a.test")
	if _, err := s.Healing(ctx, src.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("Healing before any save: %v, want ErrNotFound", err)
	}
	for _, h := range []Healing{
		{SourceID: src.ID, Misses: 1},
		{SourceID: src.ID, Misses: 3, Checked: t0, Note: "the homepage still announces it"},
	} {
		if err := s.SaveHealing(ctx, h); err != nil {
			t.Fatal(err)
		}
		got, err := s.Healing(ctx, src.ID)
		if err != nil || got.Misses != h.Misses || !got.Checked.Equal(h.Checked) || got.Note != h.Note {
			t.Errorf("Healing = %+v, %v; want %+v", got, err, h)
		}
	}
	if err := s.SaveHealing(ctx, Healing{SourceID: 999, Misses: 1}); !errors.Is(err, ErrNotFound) {
		t.Errorf("SaveHealing for no source: %v, want ErrNotFound", err)
	}
}
