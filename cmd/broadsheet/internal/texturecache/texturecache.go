// Package texturecache bounds how long Fyne keeps what it drew and no longer shows, before Fyne
// reads that setting.
//
// Fyne's GL painter uploads a texture for each distinct text it draws (text, size, style, colour) and
// keeps it, as it keeps the widgets' renderers, for FYNE_CACHE after its last use (a minute by
// default). Scrolling a long headline list draws new texts all the time, so the window held the
// textures of every headline shown in the last minute, in the C heap of the GL driver
// (docs/BENCHMARKS.md). This package sets FYNE_CACHE to Duration unless the user set it. Fyne reads it
// while its internal cache package initialises; the main package imports this one for its side
// effect, and Go initialises a ready package whose import path sorts first
// (github.com/broadsheet/... before the github.com/... packages that fyne.io/fyne/v2/internal/cache
// waits for), so this init runs first.
package texturecache

import "os"

// Duration is how long Fyne keeps a texture or renderer after its last use. It bounds what scrolling
// holds: the textures of the texts drawn in the last Duration. Shorter is not better: the first frame
// after a pause longer than Duration draws every text shown again (a key pressed after 3 s took 180 ms
// to its frame with 2 s, 50 ms with 20 s), and an idle window walks its shown widgets to keep them
// alive every Duration less 10 s, on every tick of its loop below 10 s (idle CPU 2.6 times as much
// with 2 s). At 11 s it walks them once a second; scrolling a million headlines levels off at 26 MB
// over the settled window, where with 20 s it was still climbing at 40 MB (docs/BENCHMARKS.md).
const Duration = "11s"

// Variable is the environment variable Fyne reads.
const Variable = "FYNE_CACHE"

func init() { apply() }

// apply sets Variable to Duration unless the user set it.
func apply() {
	if os.Getenv(Variable) == "" {
		os.Setenv(Variable, Duration)
	}
}
