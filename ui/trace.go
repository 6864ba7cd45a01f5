package ui

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"os"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// processStart is about when Broadsheet started: package variables are set before main runs.
var processStart = time.Now()

// frameTrace writes, when the environment variable BROADSHEET_TRACE names a file, one line per
// event of the window at the first frame drawn after it: the first frame, the first headlines
// shown, a search's results, a marking. The window itself is the judge of how long an action
// takes: a line is written when the frame that shows its result is drawn, not when the result is
// ready. A line is
//
//	event <TAB> Unix time in ms <TAB> ms since the action started (or since start) <TAB> VmRSS kB <TAB> VmHWM kB
//
// A nil *frameTrace traces nothing; its methods may be called on it.
type frameTrace struct {
	probe *canvas.Raster // a 1×1 raster, redrawn at the frame after each event

	mu      sync.Mutex
	out     *os.File
	started map[string]time.Time // actions under way
	pending []tracedEvent        // events to write at the next frame
	marked  map[string]bool      // events written once (see markOnce)
}

type tracedEvent struct {
	name  string
	since time.Time
}

// newFrameTrace opens the trace BROADSHEET_TRACE names, or returns nil when it names none.
func newFrameTrace() *frameTrace {
	path := os.Getenv("BROADSHEET_TRACE")
	if path == "" {
		return nil
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "broadsheet: no trace: %v\n", err)
		return nil
	}
	t := &frameTrace{out: f, started: map[string]time.Time{}, marked: map[string]bool{}}
	t.pending = []tracedEvent{{"first frame", processStart}}
	t.probe = canvas.NewRaster(t.frame)
	return t
}

// object is what the window shows of the trace: the probe, one pixel wide, or nil.
func (t *frameTrace) object() fyne.CanvasObject {
	if t == nil {
		return nil
	}
	return container.NewGridWrap(fyne.NewSize(1, 1), t.probe)
}

// start notes that action begins now.
func (t *frameTrace) start(action string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.started[action] = time.Now()
	t.mu.Unlock()
}

// mark writes event, timed from the start of action, at the next frame; it does nothing when
// action is not under way. With end set the action is over.
func (t *frameTrace) mark(action, event string, end bool) {
	if t == nil {
		return
	}
	t.mu.Lock()
	since, ok := t.started[action]
	if ok {
		t.pending = append(t.pending, tracedEvent{event, since})
		if end {
			delete(t.started, action)
		}
	}
	t.mu.Unlock()
	if ok {
		t.probe.Refresh()
	}
}

// markOnce writes event, timed from Broadsheet's start, at the next frame, the first time only.
func (t *frameTrace) markOnce(event string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	first := !t.marked[event]
	if first {
		t.marked[event] = true
		t.pending = append(t.pending, tracedEvent{event, processStart})
	}
	t.mu.Unlock()
	if first {
		t.probe.Refresh()
	}
}

// note writes event at once, timed from Broadsheet's start to at: a step before the window could draw.
func (t *frameTrace) note(event string, at time.Time) {
	if t == nil {
		return
	}
	rss, hwm := memoryKB()
	t.mu.Lock()
	fmt.Fprintf(t.out, "%s\t%d\t%d\t%d\t%d\n", event, at.UnixMilli(), at.Sub(processStart).Milliseconds(), rss, hwm)
	t.mu.Unlock()
}

// frame is the probe's generator, which the painter calls as it draws the frame after a Refresh.
func (t *frameTrace) frame(w, h int) image.Image {
	now := time.Now()
	t.mu.Lock()
	events := t.pending
	t.pending = nil
	t.mu.Unlock()
	if len(events) > 0 {
		rss, hwm := memoryKB()
		t.mu.Lock()
		defer t.mu.Unlock()
		for _, e := range events {
			fmt.Fprintf(t.out, "%s\t%d\t%d\t%d\t%d\n", e.name, now.UnixMilli(), now.Sub(e.since).Milliseconds(), rss, hwm)
		}
	}
	return image.NewNRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
}

// memoryKB reads the process's resident memory now and at its peak from /proc (0 where there is
// no /proc).
func memoryKB() (rss, hwm int) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, 0
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		fmt.Sscanf(line, "VmRSS: %d kB", &rss)
		fmt.Sscanf(line, "VmHWM: %d kB", &hwm)
	}
	return rss, hwm
}
