package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// readerWindow follows the reader fixture site and shows its headlines.
func readerWindow(t *testing.T) (*window, *app.App, *sitetest.Site) {
	t.Helper()
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "reader")["reader"]
	a := openApp(t, "")
	followAll(t, a, site.NamedURL)
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	if len(u.rows) < 9 {
		t.Fatalf("%d headlines, want the feed's 9; status %q", len(u.rows), u.status.Text)
	}
	return u, a, site
}

// selectPath selects the headline whose address ends in path and returns its row.
func selectPath(t *testing.T, u *window, path string) int {
	t.Helper()
	for i, h := range u.rows {
		if strings.HasSuffix(h.URL, path) {
			u.list.Select(i)
			u.settle()
			return i
		}
	}
	t.Fatalf("no headline at %s", path)
	return -1
}

// segmentsText is the text of rich text segments, lists included, a line per block.
func segmentsText(segs []widget.RichTextSegment) string {
	var b strings.Builder
	for _, s := range segs {
		switch s := s.(type) {
		case *widget.ListSegment:
			for _, it := range s.Items {
				b.WriteString("- " + segmentsText(it.(*widget.ParagraphSegment).Texts) + "\n")
			}
		default:
			b.WriteString(s.Textual())
			if !s.Inline() {
				b.WriteString("\n")
			}
		}
	}
	return b.String()
}

func TestReadHere(t *testing.T) {
	u, _, site := readerWindow(t)
	r := u.detail.reader
	i := selectPath(t, u, "/article.html")
	if r.box.Visible() || !r.summary.Visible() {
		t.Fatalf("the reader shows before it was asked to")
	}
	test.Tap(r.button)
	u.settle()
	if r.state != readerShown || !r.rich.Visible() || r.summary.Visible() {
		t.Fatalf("after Read Here: state %q, text shown %v, summary shown %v; note %q", r.state, r.rich.Visible(),
			r.summary.Visible(), r.note.Text)
	}
	text := segmentsText(r.rich.Segments)
	// The picture is there with the caption the page gives it, not its alternative text.
	for _, want := range []string{"numbering every stone", "Three summers of work", "38 volunteers",
		"We knew every stone", "Fl(2) W 10s 12M", "The rebuilt tower at dusk, before its lamp was fitted."} {
		if !strings.Contains(text, want) {
			t.Errorf("the rich text lacks %q:\n%s", want, text)
		}
	}
	var list, link, heading, quote, code bool
	for _, s := range r.rich.Segments {
		switch s := s.(type) {
		case *widget.ListSegment:
			list = true
		case *widget.HyperlinkSegment:
			link = link || (s.Text == "national heritage office" && s.URL.String() == "https://heritage.example/lighthouses")
		case *widget.TextSegment:
			heading = heading || (s.Style == widget.RichTextStyleSubHeading && s.Text == "What comes next")
			quote = quote || s.Style == widget.RichTextStyleBlockquote
			code = code || s.Style == widget.RichTextStyleCodeBlock
		}
	}
	if !list || !link || !heading || !quote || !code {
		t.Errorf("segments: list %v, link %v, heading %v, quotation %v, code %v; want all", list, link, heading, quote, code)
	}
	if want := "Maren Holt · The Reader Gazette · "; !strings.HasPrefix(r.note.Text, want) {
		t.Errorf("note = %q, want it to start with %q", r.note.Text, want)
	}
	if !u.rows[i].Read {
		t.Error("reading the article here did not mark the headline read")
	}

	// Another headline drops the article; coming back and pressing v shows it again from the store.
	selectPath(t, u, "/tokyo.html")
	if r.box.Visible() {
		t.Error("another headline still shows the article")
	}
	selectPath(t, u, "/article.html")
	u.typedRune('v')
	u.settle()
	if !strings.Contains(segmentsText(r.rich.Segments), "numbering every stone") {
		t.Errorf("v did not show the article: %q", r.note.Text)
	}
	if n := site.Hits("/article.html"); n != 1 {
		t.Errorf("the page was requested %d times, want once", n)
	}

	// Japanese, from Shift_JIS.
	selectPath(t, u, "/tokyo.html")
	u.readSelected()
	u.settle()
	if !strings.Contains(segmentsText(r.rich.Segments), "都内に残る唯一の路面電車") {
		t.Errorf("the Shift_JIS article reads %q", segmentsText(r.rich.Segments))
	}
}

func TestReadHereSaysWhyThereIsNoText(t *testing.T) {
	u, _, site := readerWindow(t)
	r := u.detail.reader
	tests := []struct {
		path, want string
	}{
		{"/paywalled.html", "for the site's subscribers"},
		{"/empty.html", "too little text"},
		{"/forbidden.html", "The site refused Broadsheet (403 Forbidden)"},
		{"/private/letters.html", "robots.txt asks Broadsheet not to read this page"},
		{"/report.pdf", "PDF document"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			i := selectPath(t, u, tt.path)
			test.TapSecondary(rowAreaAt(t, u.list, i))
			menuItem(t, u, "Read Here").Action()
			u.menu.Hide()
			u.settle()
			if !strings.Contains(r.note.Text, tt.want) || !strings.Contains(r.note.Text, "browser") {
				t.Errorf("note = %q, want %q and the browser offered", r.note.Text, tt.want)
			}
			if !r.offer.Visible() || r.rich.Visible() {
				t.Errorf("browser button shown %v, text shown %v; want the button and no text", r.offer.Visible(), r.rich.Visible())
			}
		})
	}
	if n := site.Hits("/private/letters.html"); n != 0 {
		t.Errorf("a page robots.txt disallows was requested %d times", n)
	}

	// A refusal is not kept: Read Here asks the site again, once.
	selectPath(t, u, "/forbidden.html")
	test.Tap(r.button)
	u.settle()
	if r.state != readerShown || r.button.Disabled() {
		t.Fatalf("after a refusal: state %q, Read Here disabled %v; want it shown and offered again", r.state, r.button.Disabled())
	}
	test.Tap(r.button)
	u.settle()
	if n := site.Hits("/forbidden.html"); n != 3 {
		t.Errorf("the refused page was requested %d times after reading it thrice, want 3", n)
	}
	// What was read, even a paywalled page, is not asked for again.
	selectPath(t, u, "/paywalled.html")
	test.Tap(r.button)
	u.settle()
	if !r.button.Disabled() || site.Hits("/paywalled.html") != 1 {
		t.Errorf("paywalled page: Read Here offered again %v, %d requests; want neither, and 1",
			!r.button.Disabled(), site.Hits("/paywalled.html"))
	}
}

func TestHeadlinesMenuReadsHere(t *testing.T) {
	u, _, _ := readerWindow(t)
	var item *fyne.MenuItem
	for _, m := range u.w.MainMenu().Items {
		if m.Label != "Headlines" {
			continue
		}
		for _, it := range m.Items {
			if strings.HasPrefix(it.Label, "Read Here") {
				item = it
			}
		}
	}
	if item == nil {
		t.Fatal("the Headlines menu has no Read Here")
	}
	selectPath(t, u, "/cafe.html")
	item.Action()
	u.settle()
	if got := segmentsText(u.detail.reader.rich.Segments); !strings.Contains(got, "Renée Marchal") {
		t.Errorf("the windows-1252 article reads %q", got)
	}
}

func TestAutoRead(t *testing.T) {
	u, a, site := readerWindow(t)
	r := u.detail.reader
	selectPath(t, u, "/article.html")
	if r.state != readerIdle {
		t.Fatalf("the article was read before Auto-read was on")
	}
	for i, row := range u.sideRows {
		if row.kind == rowSite && row.site == sitetest.HostName("reader") {
			u.side.Select(i)
		}
	}
	u.settle()
	u.showSiteDetails()
	u.settle()
	check := r.autoCheck
	if check == nil || check.Disabled() || check.Checked {
		t.Fatalf("the site details have no Auto-read box ready and off: %v", check)
	}
	test.Tap(check)
	u.settle()
	if on, err := a.AutoRead(t.Context(), sitetest.HostName("reader")); err != nil || !on {
		t.Fatalf("Auto-read in the store = %v, %v; want on", on, err)
	}
	for _, o := range u.w.Canvas().Overlays().List() {
		u.w.Canvas().Overlays().Remove(o)
	}
	selectPath(t, u, "/osaka.html")
	if r.state != readerShown || !strings.Contains(segmentsText(r.rich.Segments), "若い店主たち") {
		t.Errorf("opening a headline with Auto-read on: state %q, text %q", r.state, segmentsText(r.rich.Segments))
	}
	if n := site.Hits("/osaka.html"); n != 1 {
		t.Errorf("the page was requested %d times, want once", n)
	}

	// A new window remembers the choice: it is in the database.
	u2 := newTestWindow(t, a)
	selectPath(t, u2, "/tokyo.html")
	if u2.detail.reader.state != readerShown {
		t.Errorf("a new window did not read the article by itself: %q", u2.detail.reader.note.Text)
	}
}

// TestReaderScreenshot renders the reader view on an article with pictures (reader.png with
// -screenshots).
func TestReaderScreenshot(t *testing.T) {
	u, _ := picturesWindow(t)
	u.fa.Settings().SetTheme(lightTheme{theme.DefaultTheme()})
	u.w.Resize(fyne.NewSize(1400, 860))
	u.outer.Offset, u.panes.wide.Offset = 0.18, 0.3
	u.outer.Refresh()
	u.panes.wide.Refresh()
	u.settle()
	dir := *screenshots
	if dir == "" {
		dir = t.TempDir()
	}
	shootWindow(t, u, filepath.Join(dir, "reader.png"))
}
