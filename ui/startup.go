package ui

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/broadsheet/broadsheet/app"
)

// loadFontsAhead loads the faces of regular and bold text, which every screen uses, on a goroutine
// of its own, and returns a function that waits until they are in. Fyne loads a style's faces (the
// theme's font, its own emoji font when built in, and the system's font for the language, each
// parsed whole) when text in that style is first measured: about a quarter of a second on the main
// goroutine before the window could draw, which loading them while the window is being made takes
// off the first frame. Nothing else may measure text until they are in: Fyne does not guard a style
// against being loaded twice at once.
func loadFontsAhead() (wait func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		size := theme.TextSize()
		fyne.MeasureText("Broadsheet", size, fyne.TextStyle{})
		fyne.MeasureText("Broadsheet", size, fyne.TextStyle{Bold: true})
	}()
	return func() { <-done }
}

// firstPage is what the window shows first, read on goroutines of their own: the sidebar, and the
// first page of headlines of a view.
type firstPage struct {
	sidebarDone chan struct{} // closed when sidebar is set
	sidebar     sidebarData

	query app.HeadlineQuery
	done  chan struct{} // closed when rows and err are set
	rows  []app.Headline
	err   error
}

// readFirstPage starts reading the sidebar and the first page of headlines of the view key names
// (the view kept from last time, All when it names none), so that they are in by the time the window
// has been made and can be in its first frame: a few tens of milliseconds on a million headlines, but
// the window read them only once it was drawn, a quarter of a second later.
func readFirstPage(ctx context.Context, a *app.App, key string) *firstPage {
	r, _ := rowFromKey(key) // All when the key names no row
	q := r.query()
	q.Limit = pageSize
	f := &firstPage{query: q, done: make(chan struct{}), sidebarDone: make(chan struct{})}
	go func() {
		defer close(f.done)
		f.rows, f.err = a.Headlines(ctx, q)
	}()
	go func() {
		defer close(f.sidebarDone)
		f.sidebar = loadSidebar(ctx, a)
	}()
	return f
}
