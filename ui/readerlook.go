package ui

// This file is how the reader view reads: a column of a comfortable measure centred in a wide pane,
// and a text size the person changes with Ctrl+plus and Ctrl+minus (Ctrl+0 goes back to the
// theme's), kept in the preferences.

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// prefTextScale is the preference key of the reader's text size, as a share of the theme's.
const prefTextScale = "reader.textscale"

// textScales are the reader's text sizes, as shares of the theme's, from the smallest.
var textScales = []float64{0.8, 0.9, 1, 1.1, 1.25, 1.4, 1.6, 1.8, 2}

// measureEms is the widest the reading column gets, in text sizes: about 75 characters a line.
const measureEms = 44

// nearestScale is the index of the text size nearest to f.
func nearestScale(f float64) int {
	best := 2
	for i, s := range textScales {
		if d, bd := s-f, textScales[best]-f; d*d < bd*bd {
			best = i
		}
	}
	return best
}

// readerTheme is the window's theme with its text sizes scaled for the reader view.
type readerTheme struct {
	base  func() fyne.Theme
	scale float32
}

func (t readerTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.base().Color(n, v)
}
func (t readerTheme) Font(s fyne.TextStyle) fyne.Resource     { return t.base().Font(s) }
func (t readerTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }
func (t readerTheme) Size(n fyne.ThemeSizeName) float32 {
	s := t.base().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText,
		theme.SizeNameLineSpacing:
		return s * t.scale
	}
	return s
}

// measureLayout stacks its objects as a VBox does, in a column at most width() wide, centred.
type measureLayout struct {
	width func() float32
	// seen is the width the column was last laid out at, which the pictures in it fit.
	seen float32
}

func (m *measureLayout) column(w float32) float32 {
	if max := m.width(); w > max {
		return max
	}
	return w
}

func (m *measureLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var size fyne.Size
	pad := theme.Padding()
	n := 0
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		ms := o.MinSize()
		size.Width = max(size.Width, ms.Width)
		size.Height += ms.Height
		n++
	}
	if n > 1 {
		size.Height += pad * float32(n-1)
	}
	size.Width = min(size.Width, m.width())
	return size
}

func (m *measureLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	w := m.column(size.Width)
	m.seen = w
	x := (size.Width - w) / 2
	y := float32(0)
	pad := theme.Padding()
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		h := o.MinSize().Height // a wrapped text's height follows its width
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
		y += h + pad
	}
}

// readerScale is the reader's text size, as a share of the theme's.
func (r *readerView) readerScale() float32 { return float32(textScales[r.scale]) }

// measure is the widest the reading column gets at the current text size.
func (r *readerView) measure() float32 {
	return measureEms * theme.TextSize() * r.readerScale()
}

// pictureWidth is the width a picture may take: the reading column's, inside the text's padding.
func (r *readerView) pictureWidth() float32 {
	w := r.layout.seen
	if w <= 0 {
		w = r.measure()
	}
	return max(0, w-2*theme.InnerPadding())
}

// zoomText changes the reader's text size by step sizes (0: back to the theme's), keeps it, and
// says it in the status line.
func (u *window) zoomText(step int) {
	r := u.detail.reader
	i := 2
	if step != 0 {
		i = max(0, min(len(textScales)-1, r.scale+step))
	}
	if i == r.scale && step != 0 {
		return
	}
	r.setScale(i)
	u.fa.Preferences().SetFloat(prefTextScale, textScales[i])
	u.setStatus(lang.L("Article text size: {{.Percent}}%", args{"Percent": int(textScales[i]*100 + 0.5)}))
}

// setScale applies text size i to the reader.
func (r *readerView) setScale(i int) {
	r.scale = i
	r.zoom.Theme = readerTheme{base: r.u.fa.Settings().Theme, scale: r.readerScale()}
	r.zoom.Refresh()
}

var (
	shortcutBigger  = &desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutBigger2 = &desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	shortcutBigger3 = &desktop.CustomShortcut{KeyName: fyne.KeyPlus, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSmaller = &desktop.CustomShortcut{KeyName: fyne.KeyMinus, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutReset   = &desktop.CustomShortcut{KeyName: fyne.Key0, Modifier: fyne.KeyModifierShortcutDefault}
)

// addZoomShortcuts lets Ctrl+plus (Ctrl+= and the keypad's +) and Ctrl+minus change the reader's
// text size, and Ctrl+0 reset it.
func (u *window) addZoomShortcuts(c fyne.Canvas) {
	for _, s := range []fyne.Shortcut{shortcutBigger, shortcutBigger2, shortcutBigger3} {
		c.AddShortcut(s, func(fyne.Shortcut) { u.zoomText(1) })
	}
	c.AddShortcut(shortcutSmaller, func(fyne.Shortcut) { u.zoomText(-1) })
	c.AddShortcut(shortcutReset, func(fyne.Shortcut) { u.zoomText(0) })
}
