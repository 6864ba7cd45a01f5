package app

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// followPictures follows the pictures fixture site and returns the headline of its article.
func followPictures(t *testing.T, a *App, site *sitetest.Site) Headline {
	t.Helper()
	byPath := followSite(t, a, site)
	h, ok := byPath["/fleet.html"]
	if !ok {
		t.Fatalf("no headline of /fleet.html among %v", byPath)
	}
	return h
}

func TestReadPictures(t *testing.T) {
	site := sitetest.Start(t, "pictures")
	a := openTestApp(t, nil)
	ctx := t.Context()
	h := followPictures(t, a, site)
	type want struct{ status, reason string }
	wants := map[string]want{
		"/img/harbour.jpg":   {PictureShown, ""},
		"/img/dot.gif":       {PictureHidden, ""}, // a tracking pixel, known by its size once fetched
		"/img/boats.png":     {PictureShown, ""},
		"/img/gone.jpg":      {PictureMissing, PictureFailed},
		"/img/chart.png":     {PictureMissing, PictureTooLarge}, // 30,000 by 30,000 pixels
		"/private/plans.png": {PictureMissing, PictureRefused},  // robots.txt says no
	}
	read := func() ([]Picture, *Reading) {
		r, err := a.ReadHeadline(ctx, h.ID)
		if err != nil {
			t.Fatal(err)
		}
		var got []Picture
		if err := a.ReadPictures(ctx, r, func(p Picture) { got = append(got, p) }); err != nil {
			t.Fatal(err)
		}
		return got, r
	}
	site.ResetLog()
	got, r := read()
	if len(got) != len(wants) {
		t.Fatalf("%d pictures, want %d: %+v", len(got), len(wants), got)
	}
	last := -1
	for _, p := range got {
		path := strings.TrimPrefix(p.URL, site.URL)
		w, ok := wants[path]
		if !ok {
			t.Errorf("unexpected picture %s", p.URL)
			continue
		}
		if p.Status != w.status || p.Reason != w.reason {
			t.Errorf("%s: %s %q, want %s %q", path, p.Status, p.Reason, w.status, w.reason)
		}
		if (p.Image != nil) != (p.Status == PictureShown) {
			t.Errorf("%s: image %v with status %s", path, p.Image != nil, p.Status)
		}
		if p.Block <= last || r.Blocks[p.Block].URL != p.URL {
			t.Errorf("%s: block %d out of order or not its own", path, p.Block)
		}
		last = p.Block
		if p.Cached {
			t.Errorf("%s: cached on the first read", path)
		}
	}
	if got[0].Alt != "The harbour at dusk, the lighthouse lit" {
		t.Errorf("the lead picture's caption = %q", got[0].Alt)
	}
	if b := got[0].Image.Bounds(); b.Dx() != 960 || b.Dy() != 540 {
		t.Errorf("the lead picture is %v, want it at its own 960x540", b)
	}
	for _, path := range []string{"/ads/banner.png", "/private/plans.png"} {
		if n := site.Hits(path); n != 0 {
			t.Errorf("%s was requested %d times, want never", path, n)
		}
	}

	// Opened again: everything comes from the store.
	site.ResetLog()
	again, _ := read()
	if paths := site.Paths(); len(paths) != 0 {
		t.Errorf("the second open sent %d requests: %v", len(paths), paths)
	}
	for i, p := range again {
		if p.Status != got[i].Status || p.Reason != got[i].Reason {
			t.Errorf("%s again: %s %q, want %s %q", p.URL, p.Status, p.Reason, got[i].Status, got[i].Reason)
		}
		if !p.Cached && p.Status != PictureHidden {
			t.Errorf("%s again: not from the store", p.URL)
		}
	}
}

func TestScaledDown(t *testing.T) {
	site := sitetest.Start(t, "pictures")
	a := openTestApp(t, nil)
	h := followPictures(t, a, site)
	r, err := a.ReadHeadline(t.Context(), h.ID)
	if err != nil {
		t.Fatal(err)
	}
	var first Picture
	if err := a.ReadPictures(t.Context(), r, func(p Picture) {
		if first.URL == "" {
			first = p
		}
	}); err != nil {
		t.Fatal(err)
	}
	small := scaledDown(first.Image, 480)
	if b := small.Bounds(); b.Dx() != 480 || b.Dy() != 270 {
		t.Errorf("scaled to %v, want 480x270", b)
	}
	if scaledDown(first.Image, 2000) != first.Image {
		t.Error("a picture narrower than the width was scaled")
	}
}

func TestReadPicturesStopped(t *testing.T) {
	site := sitetest.Start(t, "pictures")
	a := openTestApp(t, nil)
	h := followPictures(t, a, site)
	r, err := a.ReadHeadline(t.Context(), h.ID)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	n := 0
	err = a.ReadPictures(ctx, r, func(Picture) {
		if n++; n == 1 {
			cancel() // the person chose another headline
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if n != 1 {
		t.Errorf("%d pictures handed over after the stop, want 1", n)
	}
	// What was cut short is not kept as missing: the next open fetches it.
	site.ResetLog()
	var got []Picture
	if err := a.ReadPictures(t.Context(), r, func(p Picture) { got = append(got, p) }); err != nil {
		t.Fatal(err)
	}
	// The first was kept before the stop; the second, the tracking pixel, was never reached.
	if len(got) != 6 || got[0].Status != PictureShown || !got[0].Cached || got[1].Cached {
		t.Errorf("after a stop: %d pictures, the first %s cached %v, the second cached %v", len(got), got[0].Status,
			got[0].Cached, got[1].Cached)
	}
	if site.Hits("/img/harbour.jpg") != 0 || site.Hits("/img/boats.png") != 1 {
		t.Errorf("requests after a stop: %v", site.Paths())
	}
}
