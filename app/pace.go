package app

// This file carries the pause between two requests to one host across processes. The polite client
// paces the requests of one process; but `broadsheet add` and then `broadsheet refresh`, or two
// refreshes in a row, are separate processes that share only the database. Its request log says
// when a host was last asked for something; the client asks it (lastRequestTo) before its first
// request to a host and waits until the pause has passed since then. A command that ends without logging what it sent (a
// discovery nothing was followed from) waits out the pause before it exits instead, with
// WaitOutPause.
//
// Processes running at the same time (the window and `refresh --watch`, or several `refresh`) share
// more: each host's turn, taken in the database before every request (sharedWork, the client's
// fetch.HostTurns), so that one request at a time goes to a host from all of them, the pause after
// the last one any of them sent; and the claims of the sources they refresh (scheduler.go).

import (
	"context"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/store"
)

// sharedWork is what an App shares with the other processes of Broadsheet on its database, through
// the database: the turn of each host (it is the polite client's fetch.HostTurns), and the claims of
// the sources being refreshed (scheduler.go). Leases are on the real clock, which every process on
// the machine shares, not on the app's clock. It is safe for concurrent use.
type sharedWork struct {
	st    *store.Store
	owner string // this App's name in claims and turns: process ID and a random number
}

func newSharedWork(st *store.Store) *sharedWork {
	return &sharedWork{st: st, owner: fmt.Sprintf("%d-%016x", os.Getpid(), rand.Uint64())}
}

// TakeTurn takes host's turn in the database when no other process holds it (fetch.HostTurns).
func (w *sharedWork) TakeTurn(ctx context.Context, host string, lease time.Duration) (bool, time.Time, error) {
	return w.st.TakeHostTurn(ctx, w.owner, host, time.Now(), lease)
}

// EndTurn gives back host's turn in the database (fetch.HostTurns). A turn that cannot be given
// back expires with its lease.
func (w *sharedWork) EndTurn(ctx context.Context, host string, sent bool, end time.Time) {
	if err := w.st.EndHostTurn(ctx, w.owner, host, sent, end); err != nil {
		w.noteTrouble("giving back the turn of "+host, err)
	}
}

// noteTrouble says on standard error that a claim or a turn could not be renewed or given back.
// Nothing is lost: the lease expires, and the other processes wait that much longer for it.
func (w *sharedWork) noteTrouble(what string, err error) {
	log.Printf("broadsheet: %s (it expires with its lease): %v", what, err)
}

// WaitOutPause waits until the pause has passed since the end of the last request this App sent, or
// until ctx ends. A command calls it before it exits, so that the next command, another process that
// cannot know what this one sent, never reaches the same host sooner than the pause allows.
func (a *App) WaitOutPause(ctx context.Context) {
	a.pauses.WaitOutPause(ctx, a.client.Pause())
}

// paceLookBack is how many of a site's newest logged requests are searched for the last one to a host.
const paceLookBack = 100

// lastRequestTo answers the polite client's question (fetch.Config.LastRequest): when did the last
// request to host end, as the request log that every process of Broadsheet writes remembers it? The
// log is dated by the app's clock and the answer is on the real clock the client paces by. A log
// that cannot be read knows nothing and holds no request back.
func (a *App) lastRequestTo(ctx context.Context, host string) time.Time {
	reqs, err := a.store.Requests(ctx, hostOf("//"+host), paceLookBack)
	if err != nil {
		return time.Time{}
	}
	var last time.Time
	for _, r := range reqs {
		if fetch.HostKey(r.URL) != host {
			continue
		}
		if end := r.Time.Add(r.Duration); end.After(last) {
			last = end
		}
	}
	if last.IsZero() {
		return time.Time{}
	}
	return time.Now().Add(last.Sub(a.now()))
}

// Pause returns the least time between two requests to one host that this App keeps: the one it was
// opened with, else the saved setting. A refresh cycle of n pages of one site takes at least n times it.
func (a *App) Pause() time.Duration {
	return a.client.Pause()
}
