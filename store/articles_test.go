package store

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

// ingestOne stores one headline through src and returns it.
func ingestOne(t *testing.T, s *Store, src Source, it NewItem) Item {
	t.Helper()
	if _, err := s.IngestItems(t.Context(), src.ID, []NewItem{it}, t0); err != nil {
		t.Fatal(err)
	}
	items, err := s.Items(t.Context(), ItemQuery{SourceID: src.ID, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range items {
		if got.URL == it.URL {
			return got
		}
	}
	t.Fatalf("%s was not stored", it.URL)
	return Item{}
}

// searchURLs returns the addresses of the headlines a search finds.
func searchURLs(t *testing.T, s *Store, q string) []string {
	t.Helper()
	items, err := s.Items(t.Context(), ItemQuery{Search: q})
	if err != nil {
		t.Fatalf("search %q: %v", q, err)
	}
	var urls []string
	for _, it := range items {
		urls = append(urls, it.URL)
	}
	return urls
}

func TestArticleTexts(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	srcs, err := s.AddSources(ctx, []Source{{Kind: KindFeed, URL: "https://a.test/feed", Site: "a.test",
		Title: "Feed a.test", Typed: "https://a.test/"}})
	if err != nil {
		t.Fatal(err)
	}
	src := srcs[0]
	it := ingestOne(t, s, src, NewItem{URL: "https://a.test/lighthouse", Title: "Harbour news",
		Published: t0.Add(-time.Hour)})

	if got, err := s.ArticleSource(ctx, it.ID); err != nil || got != (ArticleSource{URL: it.URL, Site: "a.test",
		SourceID: src.ID, Typed: "https://a.test/"}) {
		t.Errorf("ArticleSource = %+v, %v", got, err)
	}
	if _, err := s.ArticleSource(ctx, it.ID+100); !errors.Is(err, ErrNotFound) {
		t.Errorf("ArticleSource of a missing headline: error = %v, want ErrNotFound", err)
	}
	if _, err := s.ArticleText(ctx, it.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("ArticleText before any save: error = %v, want ErrNotFound", err)
	}
	want := ArticleText{ItemID: it.ID, URL: "https://a.test/lighthouse?amp=0", Status: "ok", Title: "The lighthouse",
		Byline: "Maren Holt", Site: "The Gazette", Lang: "en", Text: "Volunteers rebuilt the granite tower.",
		Blocks: `[{"kind":"paragraph"}]`, Words: 5, Fetched: t0}
	if err := s.SaveArticleText(ctx, want); err != nil {
		t.Fatal(err)
	}
	got, err := s.ArticleText(ctx, it.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Fetched.Equal(want.Fetched) {
		t.Errorf("Fetched = %v, want %v", got.Fetched, want.Fetched)
	}
	got.Fetched = want.Fetched
	if got != want {
		t.Errorf("ArticleText = %+v, want %+v", got, want)
	}

	// Searchable by its article's words, beside its title's.
	for _, q := range []string{"granite", "Harbour", "volunteer*"} {
		if urls := searchURLs(t, s, q); len(urls) != 1 || urls[0] != it.URL {
			t.Errorf("search %q = %v, want [%s]", q, urls, it.URL)
		}
	}

	// A second save replaces the first, in the index too.
	want.Text, want.Fetched = "東京の路面電車が百年を迎えた。", t0.Add(time.Minute)
	if err := s.SaveArticleText(ctx, want); err != nil {
		t.Fatal(err)
	}
	if urls := searchURLs(t, s, "granite"); len(urls) != 0 {
		t.Errorf("search for the old text found %v", urls)
	}
	for _, q := range []string{"路面電車", "百年"} {
		if urls := searchURLs(t, s, q); len(urls) != 1 {
			t.Errorf("search %q = %v, want the headline", q, urls)
		}
	}

	// A refresh that gives the headline a summary and another date keeps its article in the index.
	if _, err := s.IngestItems(ctx, src.ID, []NewItem{{URL: it.URL, Title: "Harbour news, updated",
		Summary: "A new summary", Published: t0.Add(-30 * time.Minute)}}, t0); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"路面電車", "summary"} {
		if urls := searchURLs(t, s, q); len(urls) != 1 {
			t.Errorf("after the headline changed, search %q = %v, want the headline", q, urls)
		}
	}

	// An item that does not exist has no article to keep.
	if err := s.SaveArticleText(ctx, ArticleText{ItemID: it.ID + 100, URL: "https://a.test/x", Status: "ok",
		Fetched: t0}); !errors.Is(err, ErrNotFound) {
		t.Errorf("SaveArticleText of a missing item: error = %v, want ErrNotFound", err)
	}

	// Unfollowing the source forgets the headline and its article.
	if err := s.DeleteSource(ctx, src.ID); err != nil {
		t.Fatal(err)
	}
	if n, err := s.CountArticleTexts(ctx); err != nil || n != 0 {
		t.Errorf("CountArticleTexts after the source went = %d, %v; want 0", n, err)
	}
}

func TestArticleTextsEvictTheOldest(t *testing.T) {
	defer func(n int) { maxArticleTexts = n }(maxArticleTexts)
	maxArticleTexts = 3
	s := openTemp(t)
	ctx := t.Context()
	src := addSource(t, s, "https://a.test/feed", "a.test")
	var items []Item
	for i := range 5 {
		it := ingestOne(t, s, src, NewItem{URL: fmt.Sprintf("https://a.test/%d", i), Title: fmt.Sprintf("Headline %d", i),
			Published: t0.Add(time.Duration(i) * time.Minute)})
		items = append(items, it)
		if err := s.SaveArticleText(ctx, ArticleText{ItemID: it.ID, URL: it.URL, Status: "ok",
			Text: fmt.Sprintf("word%d", i), Fetched: t0.Add(time.Duration(i) * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := s.CountArticleTexts(ctx); err != nil || n != 3 {
		t.Fatalf("CountArticleTexts = %d, %v; want 3", n, err)
	}
	for i, it := range items {
		_, err := s.ArticleText(ctx, it.ID)
		kept := i >= 2
		if kept && err != nil {
			t.Errorf("article %d: %v, want it kept", i, err)
		}
		if !kept && !errors.Is(err, ErrNotFound) {
			t.Errorf("article %d: error = %v, want it forgotten", i, err)
		}
		urls := searchURLs(t, s, fmt.Sprintf("word%d", i))
		if kept != (len(urls) == 1) {
			t.Errorf("search for article %d's text = %v, kept %v", i, urls, kept)
		}
		if urls := searchURLs(t, s, fmt.Sprintf(`"Headline %d"`, i)); len(urls) != 1 {
			t.Errorf("search for headline %d's title = %v, want it found", i, urls)
		}
	}
}

func TestAutoRead(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	if on, err := s.AutoRead(ctx, "a.test"); err != nil || on {
		t.Fatalf("AutoRead of a site never set = %v, %v; want false", on, err)
	}
	for _, on := range []bool{true, false, true} {
		if err := s.SetAutoRead(ctx, "a.test", on); err != nil {
			t.Fatal(err)
		}
		if got, err := s.AutoRead(ctx, "a.test"); err != nil || got != on {
			t.Errorf("AutoRead = %v, %v; want %v", got, err, on)
		}
	}
	if on, _ := s.AutoRead(ctx, "b.test"); on {
		t.Error("another site reads by itself too")
	}
}
