package app

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
	"github.com/broadsheet/broadsheet/store"
)

// BenchmarkOpenKept opens the pictures fixture's article kept in the store: its text alone (what
// opening it cost before it had pictures), then its six pictures (two drawn, 960x540 and 640x300).
func BenchmarkOpenKept(b *testing.B) {
	site := sitetest.Start(b, "pictures")
	a := openTestApp(b, nil)
	ctx := b.Context()
	f, err := a.Discover(ctx, site.URL, nil)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := a.Follow(ctx, f, nil); err != nil {
		b.Fatal(err)
	}
	if _, err := a.RefreshAll(ctx, nil); err != nil {
		b.Fatal(err)
	}
	hs, err := a.Headlines(ctx, HeadlineQuery{Limit: 1})
	if err != nil || len(hs) != 1 {
		b.Fatal(len(hs), err)
	}
	r, err := a.ReadHeadline(ctx, hs[0].ID)
	if err != nil {
		b.Fatal(err)
	}
	if err := a.ReadPictures(ctx, r, func(Picture) {}); err != nil {
		b.Fatal(err)
	}
	site.ResetLog()
	b.Run("text", func(b *testing.B) {
		for b.Loop() {
			if _, err := a.ReadHeadline(ctx, hs[0].ID); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("pictures", func(b *testing.B) {
		for b.Loop() {
			if err := a.ReadPictures(ctx, r, func(Picture) {}); err != nil {
				b.Fatal(err)
			}
		}
	})
	if n := len(site.Paths()); n != 0 {
		b.Errorf("opening the kept article sent %d requests", n)
	}
}

// BenchmarkPictureOf decodes a 3000x2000 JPEG, the size of a news photograph at full resolution, as
// the window gets it: decoded alone, then decoded and scaled down to MaxPictureWidth.
func BenchmarkPictureOf(b *testing.B) {
	src := image.NewRGBA(image.Rect(0, 0, 3000, 2000))
	for y := range 2000 {
		for x := range 3000 {
			src.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, src, &jpeg.Options{Quality: 85}); err != nil {
		b.Fatal(err)
	}
	kept := store.ArticlePicture{Status: store.PictureOK, Format: "jpeg", Width: 3000, Height: 2000, Data: buf.Bytes()}
	b.Run("decode", func(b *testing.B) {
		for b.Loop() {
			if _, err := jpeg.Decode(bytes.NewReader(kept.Data)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode+scale", func(b *testing.B) {
		for b.Loop() {
			if p := pictureOf(Picture{}, kept); p.Image.Bounds().Dx() != MaxPictureWidth {
				b.Fatal(p.Image.Bounds())
			}
		}
	})
}
