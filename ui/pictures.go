package ui

// This file draws an article's pictures in the reader view, in place among its text: each image
// block is a segment of the article's rich text that shows nothing while its picture is on its way,
// then the picture at most as wide as the reading column (scaled down, never up past its own size)
// with its alternative text as caption, or one line saying why it cannot be shown. Tracking pixels
// and advertisements take no room at all.

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// pictureSegment is an image block of an article's rich text. It is built off the UI goroutine
// with its address and caption; the UI goroutine alone gives it its picture.
type pictureSegment struct {
	url     string
	caption string         // the page's caption of the picture, else its alternative text
	width   func() float32 // the reading column's width; nil until the segment is shown
	pic     *app.Picture   // nil while the picture is on its way
}

// Inline returns false: a picture is a block of its own.
func (s *pictureSegment) Inline() bool { return false }

// Textual is the picture's caption.
func (s *pictureSegment) Textual() string { return s.caption }

// Visual returns a new view of the picture.
func (s *pictureSegment) Visual() fyne.CanvasObject {
	v := newPictureView()
	s.Update(v)
	return v
}

// Update shows the segment's picture, or why there is none, in a view made by Visual.
func (s *pictureSegment) Update(o fyne.CanvasObject) {
	o.(*pictureView).set(s)
}

// Select does nothing: a picture is not selected as text is.
func (s *pictureSegment) Select(_, _ fyne.Position) {}

// SelectedText is "": a picture has no text to copy.
func (s *pictureSegment) SelectedText() string { return "" }

// Unselect does nothing.
func (s *pictureSegment) Unselect() {}

// pictureView is a picture of an article with its caption, or the line that says it cannot be
// shown. It takes no room while the picture is on its way, or when there is nothing to draw.
type pictureView struct {
	widget.BaseWidget
	img     *canvas.Image
	caption *widget.Label
	note    *widget.Label // why the picture is not shown
	natural fyne.Size     // of the picture, in pixels; zero when none is drawn
	width   func() float32
	url     string // of the picture shown
}

func newPictureView() *pictureView {
	v := &pictureView{img: canvas.NewImageFromImage(nil), caption: widget.NewLabel(""), note: widget.NewLabel("")}
	v.img.FillMode = canvas.ImageFillContain
	v.img.ScaleMode = canvas.ImageScaleSmooth
	v.caption.Wrapping = fyne.TextWrapWord
	v.caption.Alignment = fyne.TextAlignCenter
	v.caption.TextStyle = fyne.TextStyle{Italic: true}
	v.caption.SizeName = theme.SizeNameCaptionText
	v.note.Wrapping = fyne.TextWrapWord
	v.note.Importance = widget.LowImportance
	v.ExtendBaseWidget(v)
	return v
}

// set shows what segment s holds.
func (v *pictureView) set(s *pictureSegment) {
	v.width, v.url = s.width, s.url
	v.natural = fyne.Size{}
	v.img.Image = nil
	v.img.Hide()
	v.caption.Hide()
	v.note.Hide()
	switch {
	case s.pic == nil || s.pic.Status == app.PictureHidden:
	case s.pic.Status == app.PictureShown:
		b := s.pic.Image.Bounds()
		v.natural = fyne.NewSize(float32(b.Dx()), float32(b.Dy()))
		v.img.Image = s.pic.Image
		v.img.Show()
		if s.caption != "" {
			v.caption.SetText(s.caption)
			v.caption.Show()
		}
	default:
		v.note.SetText(missingPictureWords(s.pic.Reason, s.caption))
		v.note.Show()
	}
	v.img.Refresh()
	v.Refresh()
}

// missingPictureWords says in one line why a picture is not shown.
func missingPictureWords(reason, alt string) string {
	var why string
	switch reason {
	case app.PictureRefused:
		why = lang.L("Picture not shown: the site does not allow Broadsheet to fetch it.")
	case app.PictureTooLarge:
		why = lang.L("Picture not shown: it is too large.")
	default:
		why = lang.L("Picture not shown: it could not be loaded.")
	}
	if alt != "" {
		why += " (" + alt + ")"
	}
	return why
}

// CreateRenderer lays the picture out above its caption.
func (v *pictureView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(&fyne.Container{Layout: pictureLayout{v}, Objects: []fyne.CanvasObject{v.img, v.caption, v.note}})
}

// pictureLayout places a picture at most as wide as the column and never wider than itself, centred,
// its height following its width, with its caption below.
type pictureLayout struct{ v *pictureView }

// drawn is the size the picture is drawn at in a column of width w.
func (l pictureLayout) drawn(w float32) fyne.Size {
	n := l.v.natural
	if n.Width <= 0 || n.Height <= 0 || w <= 0 {
		return fyne.Size{}
	}
	dw := min(n.Width, w)
	return fyne.NewSize(dw, n.Height*dw/n.Width)
}

func (l pictureLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	var w float32
	if l.v.width != nil {
		w = l.v.width()
	}
	h := l.drawn(w).Height
	pad := theme.Padding()
	if l.v.caption.Visible() {
		h += l.v.caption.MinSize().Height
	}
	if l.v.note.Visible() {
		h += l.v.note.MinSize().Height
	}
	if h > 0 {
		h += pad
	}
	return fyne.NewSize(0, h)
}

func (l pictureLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	d := l.drawn(size.Width)
	l.v.img.Move(fyne.NewPos((size.Width-d.Width)/2, 0))
	l.v.img.Resize(d)
	y := d.Height
	if l.v.caption.Visible() {
		l.v.caption.Move(fyne.NewPos(0, y))
		l.v.caption.Resize(fyne.NewSize(size.Width, l.v.caption.MinSize().Height))
	}
	if l.v.note.Visible() {
		l.v.note.Move(fyne.NewPos(0, 0))
		l.v.note.Resize(fyne.NewSize(size.Width, l.v.note.MinSize().Height))
	}
}

// loadPictures fetches the pictures of the article shown, one by one, off the UI goroutine, and
// puts each in its place as it comes. Choosing another headline stops it (stopPictures).
func (r *readerView) loadPictures(reading *app.Reading, gen int) {
	if len(r.pictures) == 0 {
		return
	}
	ctx, cancel := context.WithCancel(r.u.ctx)
	r.stopPictures = cancel
	r.u.background(func(context.Context) {
		defer cancel()
		err := r.u.app.ReadPictures(ctx, reading, func(p app.Picture) {
			r.u.do(func() {
				if r.gen != gen {
					return
				}
				// Every block of the picture's address shows it: it is fetched once.
				for _, seg := range r.pictures {
					if seg.url == p.URL {
						seg.pic = &p
					}
				}
				r.rich.Refresh()
			})
		})
		r.u.do(func() {
			if r.gen != gen {
				return
			}
			// Pictures still on their way (ctx ended, or a failure of the store) say so.
			for _, seg := range r.pictures {
				if seg.pic == nil {
					seg.pic = &app.Picture{Status: app.PictureMissing, Reason: app.PictureFailed}
				}
			}
			r.rich.Refresh()
			if err != nil && ctx.Err() == nil {
				r.u.setStatus(lang.L("Some pictures could not be kept:") + " " + app.Explain(err))
			}
		})
	})
}

// stopLoadingPictures stops fetching the pictures of the article shown, if any are on their way.
func (r *readerView) stopLoadingPictures() {
	if r.stopPictures != nil {
		r.stopPictures()
		r.stopPictures = nil
	}
}
