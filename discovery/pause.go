package discovery

// This file carries the pause between two requests to one host past the end of a process. The
// polite client paces the requests of one process, but `broadsheet discover URL` and then
// `broadsheet add URL` are two processes: the second cannot know what the first sent. So a command
// that sent requests waits out the pause before it exits.

import (
	"context"
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// PauseKeeper remembers, from the events of the requests a process sent, when the last of them
// ended, and waits out the pause after it. The zero value is ready to use; it is safe for concurrent
// use.
type PauseKeeper struct {
	mu   sync.Mutex
	last time.Time // when the last request noted ended, on the real clock
}

// Note records that the request of ev has just ended. It is meant to be called from the onEvent
// callback of Discover or FetchSection, or a fetch.JobOptions.OnEvent, which run as a request ends:
// the end is read from the real clock then, since the pause is kept on the real clock whatever
// clock dates the events.
func (k *PauseKeeper) Note(ev fetch.Event) {
	end := time.Now()
	k.mu.Lock()
	defer k.mu.Unlock()
	if end.After(k.last) {
		k.last = end
	}
}

// WaitOutPause waits until pause has passed since the end of the last request noted, so that
// whatever runs next, another process included, never reaches a host this one asked sooner than the
// pause allows. It returns at once when nothing was noted, when pause is not positive, or when ctx
// has ended (an interrupt does not wait), and early when ctx ends during the wait.
func (k *PauseKeeper) WaitOutPause(ctx context.Context, pause time.Duration) {
	if pause <= 0 || ctx.Err() != nil {
		return
	}
	k.mu.Lock()
	latest := k.last
	k.mu.Unlock()
	if latest.IsZero() {
		return
	}
	wait := time.Until(latest.Add(pause))
	if wait <= 0 {
		return
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}
