package ui

// This file shows tooltips: Fyne has none, so a button of ours says what it does in a small box
// under itself when the pointer rests on it. The box lives in a layer above the window's content
// that takes no clicks.

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tipDelay is how long the pointer rests on a button before its tooltip shows.
const tipDelay = 600 * time.Millisecond

// tipLayer shows one tooltip at a time above the window's content. Its methods run on the UI
// goroutine.
type tipLayer struct {
	do    func(func()) // hands the delayed showing to the UI goroutine
	layer *fyne.Container
	box   *fyne.Container
	bg    *canvas.Rectangle
	text  *canvas.Text
	gen   int // bumped whenever the pointer moves on; a delayed showing of an older one is dropped
	owner *tipButton
}

func newTipLayer(do func(func())) *tipLayer {
	t := &tipLayer{do: do}
	t.bg = canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	t.bg.StrokeColor = theme.Color(theme.ColorNameShadow)
	t.bg.StrokeWidth = 1
	t.bg.CornerRadius = theme.InputRadiusSize()
	t.text = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	t.text.TextSize = theme.CaptionTextSize()
	t.box = container.NewStack(t.bg, container.NewPadded(t.text))
	t.box.Hide()
	t.layer = container.NewWithoutLayout(t.box)
	return t
}

// showSoon shows b's tooltip after tipDelay unless the pointer has moved on by then.
func (t *tipLayer) showSoon(b *tipButton) {
	t.gen++
	gen := t.gen
	time.AfterFunc(tipDelay, func() {
		t.do(func() {
			if gen == t.gen {
				t.show(b)
			}
		})
	})
}

// show puts b's tooltip under b, inside the window.
func (t *tipLayer) show(b *tipButton) {
	if b.tip == "" || !b.Visible() {
		return
	}
	t.owner = b
	t.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	t.bg.StrokeColor = theme.Color(theme.ColorNameShadow)
	t.text.Color = theme.Color(theme.ColorNameForeground)
	t.text.Text = b.tip
	t.text.Refresh()
	size := t.box.MinSize()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	pos = pos.AddXY(0, b.Size().Height+theme.Padding())
	if room := t.layer.Size().Width; room > 0 && pos.X+size.Width > room {
		pos.X = max(0, room-size.Width)
	}
	t.box.Move(pos)
	t.box.Resize(size)
	t.box.Show()
	t.layer.Refresh()
}

// hide takes any tooltip away.
func (t *tipLayer) hide() {
	t.gen++
	t.owner = nil
	t.box.Hide()
}

// shown is the words of the tooltip on show, "" when none is.
func (t *tipLayer) shown() string {
	if !t.box.Visible() {
		return ""
	}
	return t.text.Text
}

// tipButton is an icon button with a tooltip.
type tipButton struct {
	widget.Button
	tip  string
	tips *tipLayer
}

func newTipButton(icon fyne.Resource, tip string, tips *tipLayer, tapped func()) *tipButton {
	b := &tipButton{tip: tip, tips: tips}
	b.Icon = icon
	b.OnTapped = tapped
	b.Importance = widget.LowImportance
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn starts the wait for the tooltip.
func (b *tipButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.tips.showSoon(b)
}

// MouseOut takes the tooltip away.
func (b *tipButton) MouseOut() {
	b.Button.MouseOut()
	b.tips.hide()
}

// Tapped takes the tooltip away and does what the button does.
func (b *tipButton) Tapped(e *fyne.PointEvent) {
	b.tips.hide()
	b.Button.Tapped(e)
}

// toolbarButton puts a tipButton in a widget.Toolbar.
type toolbarButton struct{ b *tipButton }

// ToolbarObject is the button.
func (t toolbarButton) ToolbarObject() fyne.CanvasObject { return t.b }
