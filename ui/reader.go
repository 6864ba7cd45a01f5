package ui

// This file is the reader view: the selected headline's article shown as rich text in the detail
// pane, read on the person's request (the Read Here button, the v key, the headline's menu, the
// Headlines menu) or, for a site whose Auto-read is on, as soon as a headline is opened. The article
// is read and its rich text built off the UI goroutine; the pane takes it in one u.do.

import (
	"context"
	"net/url"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// Reader states.
const (
	readerIdle    = ""        // the headline's summary is shown
	readerReading = "reading" // the article is on its way
	readerShown   = "shown"   // the article, or why there is none, is shown
)

// readerView is the detail pane's article. Only the UI goroutine touches it.
type readerView struct {
	u       *window
	button  *widget.Button // Read Here
	box     *fyne.Container
	note    *widget.Label    // "Reading…", who wrote it and its length, or why there is no text
	browser *widget.Button   // offered when there is no text to read here
	offer   *fyne.Container  // holds browser
	rich    *widget.RichText // the article
	summary fyne.CanvasObject
	column  *fyne.Container          // the summary above box, in a centred column of a comfortable measure
	layout  *measureLayout           // column's
	zoom    *container.ThemeOverride // column at the reader's text size
	body    *container.Scroll        // zoom, as the detail pane shows it
	scale   int                      // the reader's text size, an index of textScales

	pictures []*pictureSegment // the picture segments of the article shown, in the order of its blocks
	// stopPictures stops fetching the pictures of the article shown; nil when none are on their way.
	stopPictures context.CancelFunc

	id    int64     // the headline the view follows; 0 when none
	date  time.Time // that headline's date, as its feed gave it; zero when none
	state string    // readerIdle, readerReading or readerShown
	retry bool      // what is shown is a failure that Read Here may try again
	gen   int       // bumped by every read started or dropped; older answers are dropped

	autoRead  map[string]bool // per site, as last loaded or set
	autoCheck *widget.Check   // the Auto-read box of the site details last opened
}

func newReaderView(u *window, summary fyne.CanvasObject) *readerView {
	r := &readerView{u: u, summary: summary, autoRead: map[string]bool{}}
	r.button = widget.NewButtonWithIcon(lang.L("Read Here"), theme.DocumentIcon(), func() { u.readSelected() })
	r.note = widget.NewLabel("")
	r.note.Wrapping = fyne.TextWrapWord
	r.browser = widget.NewButtonWithIcon(lang.L("Open in Browser"), theme.ComputerIcon(), func() { u.openSelected() })
	r.rich = widget.NewRichText()
	r.rich.Wrapping = fyne.TextWrapWord
	r.offer = container.NewHBox(r.browser)
	r.box = container.NewVBox(r.note, r.offer, r.rich)
	r.layout = &measureLayout{width: r.measure}
	r.column = container.New(r.layout, summary, r.box)
	r.scale = nearestScale(u.fa.Preferences().FloatWithFallback(prefTextScale, 1))
	r.zoom = container.NewThemeOverride(r.column, readerTheme{base: u.fa.Settings().Theme, scale: r.readerScale()})
	r.body = container.NewVScroll(r.zoom)
	r.clear()
	return r
}

// follow is told of every headline the pane shows: another headline drops the article shown and,
// when the headline's site reads by itself, reads the new one's.
func (r *readerView) follow(h *app.Headline) {
	if h != nil && h.ID == r.id {
		return
	}
	r.clear()
	if h == nil {
		r.id = 0
		return
	}
	r.id, r.date = h.ID, h.Published
	site, id := h.Site, h.ID
	if on, known := r.autoRead[site]; known {
		if on {
			r.start(id)
		}
		return
	}
	r.u.background(func(ctx context.Context) {
		on, err := r.u.app.AutoRead(ctx, site)
		r.u.do(func() {
			if err != nil {
				return // reading stays the person's choice
			}
			r.autoRead[site] = on
			if on && r.id == id && r.state == readerIdle {
				r.start(id)
			}
		})
	})
}

// clear shows the summary again, without an article.
func (r *readerView) clear() {
	r.gen++
	r.state, r.retry = readerIdle, false
	r.stopLoadingPictures()
	r.pictures = nil
	r.box.Hide()
	r.summary.Show()
	r.button.Enable()
	r.relayout()
}

// relayout lays the pane out again after parts of it were shown or hidden, from the top.
func (r *readerView) relayout() {
	r.box.Refresh()
	r.column.Refresh()
	r.body.ScrollToTop()
}

// readSelected reads the selected headline's article into the detail pane.
func (u *window) readSelected() {
	i := u.selectedRow()
	if i < 0 {
		return
	}
	u.detail.reader.start(u.rows[i].ID)
}

// start reads headline id's article, unless it is being read or shown already (a failure may be
// tried again).
func (r *readerView) start(id int64) {
	if r.id != id || r.state == readerReading || (r.state == readerShown && !r.retry) {
		return
	}
	r.retry = false
	r.gen++
	gen := r.gen
	r.state = readerReading
	r.stopLoadingPictures()
	r.pictures = nil
	r.button.Disable()
	r.summary.Hide()
	r.note.SetText(lang.L("Reading the article…"))
	r.offer.Hide()
	r.rich.Segments = nil
	r.rich.Refresh()
	r.rich.Hide()
	r.box.Show()
	r.relayout()
	r.u.background(func(ctx context.Context) {
		reading, err := r.u.app.ReadHeadline(ctx, id)
		segs := readingSegments(reading)
		r.u.do(func() {
			if r.gen != gen || r.id != id {
				return // another headline was chosen meanwhile
			}
			r.show(reading, err, segs)
		})
	})
}

// show puts what reading a headline's article gave into the pane.
func (r *readerView) show(reading *app.Reading, err error, segs []widget.RichTextSegment) {
	r.state = readerShown
	if reading == nil || reading.Status == app.ReadRefused || reading.Status == app.ReadFailed {
		r.retry = true // the site may answer otherwise later: Read Here asks again
		r.button.Enable()
	}
	switch {
	case reading == nil:
		r.note.SetText(app.Explain(err) + " " + lang.L("Open it in the browser to read it there."))
		r.offer.Show()
		r.relayout()
	case reading.Status != app.ReadOK:
		r.note.SetText(reading.Message)
		r.offer.Show()
		r.relayout()
	default:
		r.note.SetText(aboutReading(reading, r.date))
		r.rich.Segments = segs
		r.pictures = nil
		for _, s := range segs {
			if p, ok := s.(*pictureSegment); ok {
				p.width = r.pictureWidth
				r.pictures = append(r.pictures, p)
			}
		}
		r.rich.Show()
		r.rich.Refresh()
		r.zoom.Refresh() // the pictures' views take the reader's text size
		r.loadPictures(reading, r.gen)
		defer r.relayout()
		if i := r.u.selectedRow(); i >= 0 && r.u.rows[i].ID == reading.HeadlineID && !r.u.rows[i].Read {
			r.u.setRead(reading.HeadlineID, true)
		}
	}
}

// aboutReading says who wrote an article, where, when (the headline's date), and how long it is.
func aboutReading(rd *app.Reading, date time.Time) string {
	var parts []string
	if rd.Byline != "" {
		parts = append(parts, rd.Byline)
	}
	if rd.Site != "" {
		parts = append(parts, rd.Site)
	}
	if !date.IsZero() {
		parts = append(parts, dateWords(date.Local()))
	}
	parts = append(parts, lang.N("{{.Count}} words", rd.Words, counted(rd.Words)))
	return strings.Join(parts, " · ")
}

// readingSegments builds the rich text of an article: headings, paragraphs with their links and
// emphasis, lists, quotations, code, and pictures (each filled in as it comes). It touches no widget, so that it runs off
// the UI goroutine. Nil when there is no text.
func readingSegments(rd *app.Reading) []widget.RichTextSegment {
	if rd == nil || rd.Status != app.ReadOK {
		return nil
	}
	var segs []widget.RichTextSegment
	for _, b := range rd.Blocks {
		switch b.Kind {
		case app.BlockHeading:
			style := widget.RichTextStyleSubHeading
			if b.Level > 2 {
				style = widget.RichTextStyleParagraph
				style.TextStyle.Bold = true
			}
			segs = append(segs, &widget.TextSegment{Style: style, Text: spansText(b.Spans)})
		case app.BlockList:
			list := &widget.ListSegment{Ordered: b.Ordered}
			var all []app.TextSpan
			for _, it := range b.Items {
				list.Items = append(list.Items, &widget.ParagraphSegment{Texts: inlineSegments(it)})
				all = append(all, it...)
			}
			segs = append(segs, list)
			segs = append(segs, linkLines(all)...)
		case app.BlockQuote:
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleBlockquote, Text: spansText(b.Spans)})
		case app.BlockCode:
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleCodeBlock, Text: spansText(b.Spans)})
		case app.BlockImage:
			caption := b.Caption
			if caption == "" {
				caption = b.Alt
			}
			segs = append(segs, &pictureSegment{url: b.URL, caption: caption})
		default:
			segs = append(segs, inlineSegments(b.Spans)...)
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph})
			segs = append(segs, linkLines(b.Spans)...)
		}
	}
	return segs
}

// inlineSegments turns runs of text into inline segments: links, strong, emphasis, code.
func inlineSegments(spans []app.TextSpan) []widget.RichTextSegment {
	segs := make([]widget.RichTextSegment, 0, len(spans))
	for _, s := range spans {
		style := widget.RichTextStyleInline
		switch {
		case s.URL != "":
			// In the link's colour; the link itself follows the block (see linkLines).
			style.ColorName = theme.ColorNameHyperlink
		case s.Code:
			style = widget.RichTextStyleCodeInline
		case s.Strong && s.Emphasis:
			style.TextStyle = fyne.TextStyle{Bold: true, Italic: true}
		case s.Strong:
			style = widget.RichTextStyleStrong
		case s.Emphasis:
			style = widget.RichTextStyleEmphasis
		}
		segs = append(segs, &widget.TextSegment{Style: style, Text: s.Text})
	}
	return segs
}

// linkLines are the links of a block, each on a line of its own under it: "→ national heritage
// office". Fyne's rich text does not break a line inside a link, so a link within a paragraph shows
// in the link's colour there and is tapped here.
func linkLines(spans []app.TextSpan) []widget.RichTextSegment {
	var segs []widget.RichTextSegment
	seen := map[string]bool{}
	for _, s := range spans {
		text := strings.TrimSpace(s.Text)
		if s.URL == "" || text == "" || seen[s.URL] {
			continue
		}
		seen[s.URL] = true
		segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleInline, Text: "→ "}, linkSegment(text, s.URL),
			&widget.TextSegment{Style: widget.RichTextStyleParagraph})
	}
	return segs
}

// linkSegment is a link to raw, or plain text when raw is not an address.
func linkSegment(text, raw string) widget.RichTextSegment {
	u, err := url.Parse(raw)
	if err != nil {
		return &widget.TextSegment{Style: widget.RichTextStyleInline, Text: text}
	}
	return &widget.HyperlinkSegment{Alignment: fyne.TextAlignLeading, Text: text, URL: u}
}

func spansText(spans []app.TextSpan) string {
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.Text)
	}
	return b.String()
}

// autoReadCheck is the Auto-read box of a site's details: whether opening a headline of the site
// reads its article here by itself. It is off and disabled until the site's choice is loaded.
func (u *window) autoReadCheck(site string) *widget.Check {
	check := widget.NewCheck(lang.L("Auto-read: show the article here when a headline of this site is opened"), nil)
	check.Disable()
	u.detail.reader.autoCheck = check
	u.background(func(ctx context.Context) {
		on, err := u.app.AutoRead(ctx, site)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not read the site's Auto-read choice: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			check.SetChecked(on)
			check.OnChanged = func(on bool) { u.setAutoRead(site, on) }
			check.Enable()
		})
	})
	return check
}

// setAutoRead keeps whether opening a headline of site reads its article by itself.
func (u *window) setAutoRead(site string, on bool) {
	u.background(func(ctx context.Context) {
		err := u.app.SetAutoRead(ctx, site, on)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not change Auto-read: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			u.detail.reader.autoRead[site] = on
			if on {
				u.setStatus(lang.L("Headlines of {{.Site}} now open with their article.", args{"Site": site}))
			} else {
				u.setStatus(lang.L("Headlines of {{.Site}} now open with their summary.", args{"Site": site}))
			}
		})
	})
}
