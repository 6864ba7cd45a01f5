package app

// This file carries the pause between two requests to one host across processes. The polite client
// paces the requests of one process; but `broadsheet add` and then `broadsheet refresh`, or two
// refreshes in a row, are separate processes that share only the database. Its request log says
// when a host was last asked for something, and the first request a process sends to a host waits
// until the pause has passed since then. A command that ends without logging what it sent (a
// discovery nothing was followed from) waits out the pause before it exits instead, with
// WaitOutPause.

import (
	"context"
	"time"
)

// WaitOutPause waits until the pause has passed since the end of the last request this App sent, or
// until ctx ends. A command calls it before it exits, so that the next command, another process that
// cannot know what this one sent, never reaches the same host sooner than the pause allows.
func (a *App) WaitOutPause(ctx context.Context) {
	a.pauses.WaitOutPause(ctx, a.client.Pause())
}

// paceLookBack is how many of a site's newest logged requests are searched for the last one to a host.
const paceLookBack = 100

// waitForHost waits, before the first request to rawURL's host, until the pause has passed since the
// end of the last request to that host that the request log of site holds. It returns early with
// ctx's error when ctx ends. A log that cannot be read does not hold the request back.
func (a *App) waitForHost(ctx context.Context, site, rawURL string) error {
	pause := a.client.Pause()
	if pause <= 0 {
		return nil
	}
	reqs, err := a.store.Requests(ctx, site, paceLookBack)
	if err != nil {
		return nil
	}
	key := hostKey(rawURL)
	var last time.Time
	for _, r := range reqs {
		if hostKey(r.URL) != key {
			continue
		}
		if end := r.Time.Add(r.Duration); end.After(last) {
			last = end
		}
	}
	if last.IsZero() {
		return nil
	}
	wait := last.Add(pause).Sub(a.now())
	if wait <= 0 {
		return nil
	}
	if wait > pause {
		wait = pause // a log dated ahead of the clock holds nothing back longer than one pause
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
