package store

import (
	"strings"
	"testing"
	"time"
)

// TestStoredTextIsClean checks that titles, summaries and a source's words are kept without the
// control characters and direction overrides that would reach a terminal raw, and that a summary
// keeps its lines.
func TestStoredTextIsClean(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	srcs, err := s.AddSources(ctx, []Source{{Kind: KindFeed, URL: "https://a.test/feed", Site: "a.test",
		Title: "\x1b]0;owned\x07Paper\u202Egnp.exe"}})
	if err != nil {
		t.Fatal(err)
	}
	src := srcs[0]
	if got, want := src.Title, "]0;ownedPapergnp.exe"; got != want {
		t.Errorf("source title = %q, want %q", got, want)
	}
	src.Reason = "The site said \x1b[2Jno"
	if err := s.UpdateSource(ctx, src); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Source(ctx, src.ID); err != nil || strings.ContainsRune(got.Reason, 0x1b) {
		t.Errorf("reason = %q, %v; want it without ESC", got.Reason, err)
	}
	_, err = s.IngestItems(ctx, src.ID, []NewItem{{URL: "https://a.test/a/1", Title: "Red\x1b[31m alert\x00\x07",
		Summary: "First line\r\nsecond\x1b[0m line", Published: time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)}}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	items, err := s.Items(ctx, ItemQuery{SourceID: src.ID})
	if err != nil || len(items) != 1 {
		t.Fatalf("Items = %d, %v; want 1", len(items), err)
	}
	if got, want := items[0].Title, "Red[31m alert"; got != want {
		t.Errorf("title = %q, want %q", got, want)
	}
	if got, want := items[0].Summary, "First line\nsecond[0m line"; got != want {
		t.Errorf("summary = %q, want %q", got, want)
	}
}

// TestStoredArticleIsClean checks that an article kept for the reader view loses controls and
// direction overrides as a headline does, its text keeping its lines, whatever handed it over.
func TestStoredArticleIsClean(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	src := addSource(t, s, "https://a.test/feed", "a.test")
	it := ingestOne(t, s, src, NewItem{URL: "https://a.test/a/1", Title: "Harbour news", Published: t0})
	if err := s.SaveArticleText(ctx, ArticleText{ItemID: it.ID, URL: it.URL, Status: "ok",
		Title: "\x1b]0;owned\x07The lighthouse", Byline: "By \u202Eeno", Site: "Paper\x00", Lang: "en\x1b",
		Text: "First line\r\nsecond\x1b[2J line", Words: 4, Fetched: t0}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ArticleText(ctx, it.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := ArticleText{ItemID: it.ID, URL: it.URL, Status: "ok", Title: "]0;ownedThe lighthouse", Byline: "By eno",
		Site: "Paper", Lang: "en", Text: "First line\nsecond[2J line", Blocks: "[]", Words: 4, Fetched: got.Fetched}
	if got != want {
		t.Errorf("article kept = %+v, want %+v", got, want)
	}
}
