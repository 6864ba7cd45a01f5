package store

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
	"time"
)

func TestArticlePictures(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	srcs, err := s.AddSources(ctx, []Source{{Kind: KindFeed, URL: "https://a.test/feed", Site: "a.test",
		Title: "Feed a.test", Typed: "https://a.test/"}})
	if err != nil {
		t.Fatal(err)
	}
	var items []Item
	for i := range 3 {
		items = append(items, ingestOne(t, s, srcs[0], NewItem{URL: fmt.Sprintf("https://a.test/%d", i),
			Title: fmt.Sprintf("Headline %d", i), Published: t0.Add(-time.Hour)}))
	}
	pic := ArticlePicture{ItemID: items[0].ID, URL: "https://a.test/img/1.jpg", Status: PictureOK, Format: "jpeg",
		Width: 960, Height: 540, Data: bytes.Repeat([]byte{0xff}, 1000)}
	if err := s.SaveArticlePicture(ctx, pic); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a picture of an article not kept: error = %v, want ErrNotFound", err)
	}
	for i, it := range items {
		if err := s.SaveArticleText(ctx, ArticleText{ItemID: it.ID, URL: it.URL, Status: "ok",
			Fetched: t0.Add(time.Duration(i) * time.Minute)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.ArticlePicture(ctx, pic.ItemID, pic.URL); !errors.Is(err, ErrNotFound) {
		t.Fatalf("ArticlePicture before any save: error = %v, want ErrNotFound", err)
	}
	failed := ArticlePicture{ItemID: items[0].ID, URL: "https://a.test/img/gone.jpg", Status: PictureFailed, Reason: "failed"}
	for _, p := range []ArticlePicture{pic, failed} {
		if err := s.SaveArticlePicture(ctx, p); err != nil {
			t.Fatal(err)
		}
		got, err := s.ArticlePicture(ctx, p.ItemID, p.URL)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != p.Status || got.Reason != p.Reason || got.Format != p.Format || got.Width != p.Width ||
			got.Height != p.Height || len(got.Data) != len(p.Data) {
			t.Errorf("ArticlePicture = %+v, want %+v", got, p)
		}
	}

	t.Run("bounded", func(t *testing.T) {
		defer func(n int64) { maxPictureBytes = n }(maxPictureBytes)
		maxPictureBytes = 2500
		for _, it := range items[1:] {
			p := pic
			p.ItemID = it.ID
			if err := s.SaveArticlePicture(ctx, p); err != nil {
				t.Fatal(err)
			}
		}
		// Three articles of 1000 bytes each: the one read longest ago loses its pictures.
		if _, err := s.ArticlePicture(ctx, items[0].ID, pic.URL); !errors.Is(err, ErrNotFound) {
			t.Errorf("the oldest article's picture: error = %v, want ErrNotFound", err)
		}
		if n, err := pictureBytes(ctx, s.r); err != nil || n != 2000 {
			t.Errorf("pictureBytes = %d, %v; want 2000", n, err)
		}
	})

	t.Run("evicted with the article", func(t *testing.T) {
		defer func(n int) { maxArticleTexts = n }(maxArticleTexts)
		maxArticleTexts = 2
		it := ingestOne(t, s, srcs[0], NewItem{URL: "https://a.test/new", Title: "New", Published: t0})
		if err := s.SaveArticleText(ctx, ArticleText{ItemID: it.ID, URL: it.URL, Status: "ok", Fetched: t0.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		// items[1] was read longest ago of the three kept: its text and pictures go.
		if _, err := s.ArticlePicture(ctx, items[1].ID, pic.URL); !errors.Is(err, ErrNotFound) {
			t.Errorf("the picture of a forgotten article: error = %v, want ErrNotFound", err)
		}
		if _, err := s.ArticlePicture(ctx, items[2].ID, pic.URL); err != nil {
			t.Errorf("the picture of a kept article: %v", err)
		}
	})
}
