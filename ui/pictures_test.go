package ui

import (
	"net/url"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// picturesWindow follows the pictures fixture site, selects its article and reads it here.
func picturesWindow(t *testing.T) (*window, *sitetest.Site) {
	t.Helper()
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "pictures")["pictures"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	selectPath(t, u, "/fleet.html")
	u.readSelected()
	u.settle()
	return u, site
}

// pictureViews are the views of the pictures of the article shown, by segment: the rich text draws
// its segments in order.
func pictureViews(t *testing.T, u *window) map[*pictureSegment]*pictureView {
	t.Helper()
	r := u.detail.reader
	var segs []*pictureSegment
	for _, s := range r.rich.Segments {
		if p, ok := s.(*pictureSegment); ok {
			segs = append(segs, p)
		}
	}
	var drawn []*pictureView
	for _, o := range test.WidgetRenderer(r.rich).Objects() {
		if v, ok := o.(*pictureView); ok {
			drawn = append(drawn, v)
		}
	}
	if len(drawn) != len(segs) {
		t.Fatalf("%d picture views for %d picture segments", len(drawn), len(segs))
	}
	views := map[*pictureSegment]*pictureView{}
	for i, v := range drawn {
		if v.url != segs[i].url {
			t.Errorf("view %d shows %s, its segment is %s", i, v.url, segs[i].url)
		}
		views[segs[i]] = v
	}
	return views
}

func TestReaderPictures(t *testing.T) {
	u, site := picturesWindow(t)
	r := u.detail.reader
	if r.state != readerShown || !r.rich.Visible() {
		t.Fatalf("state %q, note %q", r.state, r.note.Text)
	}
	if want := "Ines Calder · The Harbour Pictorial · 27 Nov 2026 · "; !strings.HasPrefix(r.note.Text, want) {
		t.Errorf("note = %q, want it to start with %q", r.note.Text, want)
	}
	// Seven image blocks (the advertisement is no block of the article), the picture of the boats
	// twice: it is fetched once and shown in both places.
	if len(r.pictures) != 7 {
		t.Fatalf("%d picture segments, want 7", len(r.pictures))
	}
	views := pictureViews(t, u)
	if len(views) != 7 {
		t.Fatalf("%d picture views drawn, want 7", len(views))
	}
	column := r.pictureWidth()
	for _, seg := range r.pictures {
		v := views[seg]
		path := pathOf(seg.url)
		if seg.pic == nil {
			t.Errorf("%s: still on its way", path)
			continue
		}
		switch path {
		case "/img/harbour.jpg", "/img/boats.png":
			if !v.img.Visible() || v.img.Image == nil {
				t.Errorf("%s: not drawn", path)
				continue
			}
			size := v.img.Size()
			if size.Width > v.natural.Width || size.Width > column+0.5 || size.Width <= 0 {
				t.Errorf("%s: drawn %v wide, its own %v, the column %v", path, size.Width, v.natural.Width, column)
			}
			if got, want := size.Height/size.Width, v.natural.Height/v.natural.Width; got-want > 0.01 || want-got > 0.01 {
				t.Errorf("%s: drawn %v, out of its proportions %v", path, size, v.natural)
			}
			if !v.caption.Visible() || v.caption.Text != seg.caption || seg.caption == "" {
				t.Errorf("%s: caption %q (shown %v), want %q", path, v.caption.Text, v.caption.Visible(), seg.caption)
			}
			// The page's own caption, where it gives one, rather than the alternative text.
			if want := "The harbour at dusk."; path == "/img/harbour.jpg" && v.caption.Text != want {
				t.Errorf("%s: caption %q, want the page's %q", path, v.caption.Text, want)
			}
		case "/img/dot.gif", "/ads/banner.png":
			if h := v.MinSize().Height; h != 0 || v.img.Visible() || v.note.Visible() {
				t.Errorf("%s: takes %v of height, want nothing drawn", path, h)
			}
		case "/img/gone.jpg", "/img/chart.png", "/private/plans.png":
			if !v.note.Visible() || !strings.HasPrefix(v.note.Text, "Picture not shown: ") || !strings.Contains(v.note.Text, seg.caption) {
				t.Errorf("%s: note %q (shown %v), want a line that says why", path, v.note.Text, v.note.Visible())
			}
		default:
			t.Errorf("unexpected picture %s", path)
		}
	}
	if want := "Picture not shown: the site does not allow Broadsheet to fetch it. (Plans for the new slipway)"; !strings.Contains(
		noteOf(views, r, "/private/plans.png"), want) {
		t.Errorf("the picture robots.txt refuses says %q, want %q", noteOf(views, r, "/private/plans.png"), want)
	}
	if site.Hits("/private/plans.png") != 0 || site.Hits("/ads/banner.png") != 0 {
		t.Error("a picture refused by robots.txt, or an advertisement, was requested")
	}

	// Opened again, the article and its pictures come from the store.
	site.ResetLog()
	u.list.UnselectAll()
	u.settle()
	selectPath(t, u, "/fleet.html")
	u.readSelected()
	u.settle()
	if paths := site.Paths(); len(paths) != 0 {
		t.Errorf("opening the article again sent %d requests: %v", len(paths), paths)
	}
	shown := 0
	for _, seg := range u.detail.reader.pictures {
		if seg.pic != nil && seg.pic.Status == app.PictureShown {
			shown++
		}
	}
	if shown != 3 {
		t.Errorf("%d pictures shown on the second open, want 3", shown)
	}
}

func noteOf(views map[*pictureSegment]*pictureView, r *readerView, path string) string {
	for _, seg := range r.pictures {
		if strings.HasSuffix(seg.url, path) {
			return views[seg].note.Text
		}
	}
	return ""
}

func TestReaderMeasure(t *testing.T) {
	u, _ := picturesWindow(t)
	r := u.detail.reader
	u.outer.Offset, u.panes.wide.Offset = 0.1, 0.1
	u.w.Resize(fyne.NewSize(2400, 900))
	u.outer.Refresh()
	u.panes.wide.Refresh()
	pane := r.zoom.Size().Width
	if pane < r.measure()+100 {
		t.Fatalf("the pane is %v wide, too narrow to judge a measure of %v", pane, r.measure())
	}
	col := r.box.Size().Width
	if col > r.measure()+0.5 || col < r.measure()-0.5 {
		t.Errorf("the reading column is %v wide in a pane of %v, want the measure %v", col, pane, r.measure())
	}
	if x := r.box.Position().X; x < (pane-col)/2-1 || x > (pane-col)/2+1 {
		t.Errorf("the reading column starts at %v, want it centred at %v", x, (pane-col)/2)
	}
	// At the largest text the column is wider than the pictures: they keep their own size.
	for range textScales {
		u.zoomText(1)
	}
	views := pictureViews(t, u)
	for _, seg := range r.pictures {
		if pathOf(seg.url) == "/img/boats.png" {
			if w := views[seg].img.Size().Width; w != 640 || r.pictureWidth() <= 640 {
				t.Errorf("a picture 640 pixels wide is drawn %v wide in a column of %v", w, r.pictureWidth())
			}
		}
	}
}

func TestReaderTextSize(t *testing.T) {
	u, _ := picturesWindow(t)
	r := u.detail.reader
	press := func(s fyne.Shortcut) {
		u.w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(s)
	}
	base := theme.DefaultTheme().Size(theme.SizeNameText)
	steps := []struct {
		key   fyne.Shortcut
		scale float64
	}{
		{shortcutBigger, 1.1}, {shortcutBigger3, 1.25}, {shortcutBigger2, 1.4}, {shortcutSmaller, 1.25},
		{shortcutReset, 1}, {shortcutSmaller, 0.9}, {shortcutSmaller, 0.8}, {shortcutSmaller, 0.8},
	}
	for _, st := range steps {
		press(st.key)
		if got := textScales[r.scale]; got != st.scale {
			t.Errorf("after %s: scale %v, want %v", st.key.ShortcutName(), got, st.scale)
		}
		if got := u.fa.Preferences().Float(prefTextScale); got != st.scale {
			t.Errorf("after %s: kept %v, want %v", st.key.ShortcutName(), got, st.scale)
		}
		if got, want := r.zoom.Theme.Size(theme.SizeNameText), base*float32(st.scale); got < want-0.01 || got > want+0.01 {
			t.Errorf("after %s: the reader's text is %v, want %v", st.key.ShortcutName(), got, want)
		}
	}
	// A reader built later, as when the window opens again, reads at the size kept.
	press(shortcutBigger)
	if got := textScales[newReaderView(u, widget.NewLabel("")).scale]; got != 0.9 {
		t.Errorf("a new reader's scale = %v, want the 0.9 kept", got)
	}
}

// pathOf is the path of an address.
func pathOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	return u.Path
}

// TestReaderPicturesLazy runs the window's results one at a time: the article's text is shown
// before any picture, the pictures fill in one by one, and choosing another headline stops the
// pictures still to come from being fetched.
func TestReaderPicturesLazy(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "pictures")["pictures"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	selectPath(t, u, "/fleet.html")
	site.ResetLog()
	r := u.detail.reader
	u.readSelected()
	q := results[u]
	for r.state != readerShown {
		(<-q)()
	}
	if !r.rich.Visible() || !strings.Contains(segmentsText(r.rich.Segments), "Forty boats came in") {
		t.Fatalf("the text is not shown: note %q", r.note.Text)
	}
	for _, seg := range r.pictures {
		if seg.pic != nil {
			t.Fatalf("%s was there before the text", seg.url)
		}
	}
	// The first picture arrives; then the person leaves the article.
	for arrived := 0; arrived == 0; {
		(<-q)()
		arrived = 0
		for _, seg := range r.pictures {
			if seg.pic != nil {
				arrived++
			}
		}
	}
	u.detail.show(nil) // as choosing another view does
	u.settle()
	for _, p := range []string{"/img/boats.png", "/img/gone.jpg", "/img/chart.png"} {
		if n := site.Hits(p); n != 0 {
			t.Errorf("%s was fetched %d times after the article was left", p, n)
		}
	}
	if site.Hits("/img/harbour.jpg") != 1 {
		t.Errorf("requests: %v", site.Paths())
	}
}
