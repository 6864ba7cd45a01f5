package article_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

func TestFetchImage(t *testing.T) {
	site := sitetest.Start(t, "pictures")
	client := fetch.New(fetch.Config{})
	tests := []struct {
		name          string
		path          string
		format        string
		width, height int
		wantErr       func(error) bool
	}{
		{name: "jpeg", path: "/img/harbour.jpg", format: "jpeg", width: 960, height: 540},
		{name: "png", path: "/img/boats.png", format: "png", width: 640, height: 300},
		{name: "gif", path: "/img/dot.gif", format: "gif", width: 1, height: 1},
		{name: "404", path: "/img/gone.jpg",
			wantErr: func(err error) bool { var h *fetch.HTTPError; return errors.As(err, &h) && h.Status == 404 }},
		{name: "robots", path: "/private/plans.png",
			wantErr: func(err error) bool { var d *fetch.DisallowedError; return errors.As(err, &d) }},
		{name: "bomb", path: "/img/chart.png",
			wantErr: func(err error) bool {
				var p *article.TooManyPixelsError
				return errors.As(err, &p) && p.Width == 30000
			}},
		{name: "not a picture", path: "/fleet.html", wantErr: func(err error) bool { return errors.Is(err, article.ErrNotImage) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site.ResetLog()
			img, err := article.FetchImage(context.Background(), site.URL+tt.path, article.Options{Client: client, Typed: site.URL})
			if tt.wantErr != nil {
				if err == nil || !tt.wantErr(err) {
					t.Fatalf("err = %v, want another", err)
				}
				if tt.name == "robots" && site.Hits(tt.path) != 0 {
					t.Errorf("the picture robots.txt refuses was requested")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if img.Format != tt.format || img.Width != tt.width || img.Height != tt.height {
				t.Errorf("got %s %dx%d, want %s %dx%d", img.Format, img.Width, img.Height, tt.format, tt.width, tt.height)
			}
			decoded, err := article.DecodeImage(img.Data)
			if err != nil {
				t.Fatal(err)
			}
			if b := decoded.Bounds(); b.Dx() != tt.width || b.Dy() != tt.height {
				t.Errorf("decoded %v, want %dx%d", b, tt.width, tt.height)
			}
		})
	}
}

func TestFetchImagePrivate(t *testing.T) {
	site := sitetest.Start(t, "pictures")
	client := fetch.New(fetch.Config{})
	// Without the typed address of a source on this loopback host, the picture is not reached.
	_, err := article.FetchImage(context.Background(), site.URL+"/img/harbour.jpg", article.Options{Client: client})
	var pe *fetch.PrivateAddressError
	if !errors.As(err, &pe) {
		t.Fatalf("err = %v, want a *fetch.PrivateAddressError", err)
	}
}

func TestIsAdImage(t *testing.T) {
	tests := []struct {
		url  string
		want bool
	}{
		{"https://news.example/img/harbour.jpg", false},
		{"https://cdn.news.example/2026/12/boats-1200.webp", false},
		{"https://news.example/ads/banner.png", true},
		{"https://news.example/static/Banners/winter.jpg", true},
		{"https://securepubads.g.doubleclick.net/pagead/x.gif", true},
		{"https://tpc.googlesyndication.com/simgad/123", true},
		{"https://news.example/t/1x1.gif?u=42", true},
		{"https://ads.news.example/creative.jpg", true},
		{"https://news.example/adventures/canoe.jpg", false},
		{"https://news.example/downloads/map.png", false},
	}
	for _, tt := range tests {
		if got := article.IsAdImage(tt.url); got != tt.want {
			t.Errorf("IsAdImage(%q) = %v, want %v", tt.url, got, tt.want)
		}
	}
}

func TestIsTrackingSize(t *testing.T) {
	for _, tt := range []struct {
		w, h int
		want bool
	}{{1, 1, true}, {2, 40, true}, {9, 9, true}, {10, 10, false}, {960, 540, false}, {600, 3, true}} {
		if got := article.IsTrackingSize(tt.w, tt.h); got != tt.want {
			t.Errorf("IsTrackingSize(%d, %d) = %v, want %v", tt.w, tt.h, got, tt.want)
		}
	}
}

// FuzzDecodeImage feeds DecodeImage the fixture site's pictures, changed: it must never panic, and
// never decode a picture of more than MaxImagePixels.
func FuzzDecodeImage(f *testing.F) {
	for _, name := range []string{"img/harbour.jpg", "img/boats.png", "img/dot.gif", "img/chart.png", "ads/banner.png"} {
		b, err := os.ReadFile(filepath.Join(sitetest.Dir(), "pictures", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		img, err := article.DecodeImage(data)
		if err != nil {
			return
		}
		if b := img.Bounds(); int64(b.Dx())*int64(b.Dy()) > article.MaxImagePixels {
			t.Errorf("decoded %v, more than %d pixels", b, article.MaxImagePixels)
		}
	})
}
