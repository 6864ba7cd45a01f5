package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// stackBelow is the width under which the detail pane goes under the headlines instead of beside
// them, so that a narrow window keeps the headlines readable.
const stackBelow = 620

// paneSplit shows the headlines and the selected headline's detail side by side when there is room
// and one above the other when the window is narrow, each way with its own divider.
type paneSplit struct {
	widget.BaseWidget
	wide    *container.Split // side by side
	stacked *container.Split // one above the other
	current *fyne.Container
}

func newPaneSplit(headlines, detail fyne.CanvasObject) *paneSplit {
	p := &paneSplit{
		wide:    container.NewHSplit(headlines, detail),
		stacked: container.NewVSplit(headlines, detail),
	}
	p.wide.Offset, p.stacked.Offset = defaultPanes, defaultStacked
	p.current = container.NewStack(p.wide)
	p.ExtendBaseWidget(p)
	return p
}

// isStacked says whether the detail is under the headlines now.
func (p *paneSplit) isStacked() bool { return p.current.Objects[0] == p.stacked }

func (p *paneSplit) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.current) }

// MinSize is the smaller of the two arrangements' minimums, so that the window may narrow into
// the stacked one.
func (p *paneSplit) MinSize() fyne.Size {
	w, s := p.wide.MinSize(), p.stacked.MinSize()
	return fyne.NewSize(min(w.Width, s.Width), min(w.Height, s.Height))
}

// Resize picks the arrangement for the new size.
func (p *paneSplit) Resize(size fyne.Size) {
	want := fyne.CanvasObject(p.wide)
	if size.Width < stackBelow || size.Width < p.wide.MinSize().Width {
		want = p.stacked
	}
	if p.current.Objects[0] != want {
		p.current.Objects = []fyne.CanvasObject{want}
		p.current.Refresh()
	}
	p.BaseWidget.Resize(size)
}
