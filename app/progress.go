package app

// This file counts a refresh of several sources truthfully. A source asked for may already be under
// way in another refresh of this App (the scheduler takes newly followed sources as soon as they are
// due): its result then comes from that refresh, and counts here as soon as it is stored.

import (
	"context"
	"sort"
	"sync"
	"time"
)

// resultFeed passes every stored refresh result of an App to the refreshes waiting for it. Its zero
// value is ready to use; its methods may be called from several goroutines at once.
type resultFeed struct {
	mu       sync.Mutex
	next     int
	watchers map[int]func(RefreshResult)
}

// watch calls f with every result published from now on, until the returned stop is called.
func (f *resultFeed) watch(fn func(RefreshResult)) (stop func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.watchers == nil {
		f.watchers = map[int]func(RefreshResult){}
	}
	id := f.next
	f.next++
	f.watchers[id] = fn
	return func() {
		f.mu.Lock()
		delete(f.watchers, id)
		f.mu.Unlock()
	}
}

// publish hands r to every watcher.
func (f *resultFeed) publish(r RefreshResult) {
	f.mu.Lock()
	fns := make([]func(RefreshResult), 0, len(f.watchers))
	for _, fn := range f.watchers {
		fns = append(fns, fn)
	}
	f.mu.Unlock()
	for _, fn := range fns {
		fn(r)
	}
}

// refreshTally gathers the results of one refresh of several sources, each source's once, whichever
// refresh of the App produced it, and reports progress as each arrives.
type refreshTally struct {
	onProgress func(RefreshProgress)
	changed    chan struct{} // signalled after each new result

	mu      sync.Mutex
	want    map[int64]bool
	results []RefreshResult
}

func newRefreshTally(ids []int64, onProgress func(RefreshProgress)) *refreshTally {
	t := &refreshTally{onProgress: onProgress, changed: make(chan struct{}, 1), want: make(map[int64]bool, len(ids))}
	for _, id := range ids {
		t.want[id] = true
	}
	return t
}

// take counts r when it is the first result of a source asked for; it may be called from several
// goroutines at once.
func (t *refreshTally) take(r RefreshResult) {
	t.mu.Lock()
	if !t.want[r.SourceID] {
		t.mu.Unlock()
		return
	}
	delete(t.want, r.SourceID)
	t.results = append(t.results, r)
	p := RefreshProgress{Done: len(t.results), Total: len(t.results) + len(t.want), Last: r}
	t.mu.Unlock()
	if t.onProgress != nil {
		t.onProgress(p)
	}
	select {
	case t.changed <- struct{}{}:
	default:
	}
}

// waitForOthers waits until every source still without a result has been let go by the refresh
// that holds it (its result, if it has one, is taken meanwhile), or until ctx ends.
func (t *refreshTally) waitForOthers(ctx context.Context, a *App) {
	for {
		t.mu.Lock()
		held := false
		for id := range t.want {
			if a.isBusy(id) {
				held = true
				break
			}
		}
		t.mu.Unlock()
		if !held {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-t.changed:
		case <-time.After(100 * time.Millisecond): // a refresh cancelled halfway reports nothing
		}
	}
}

// sorted returns the results ordered by source ID.
func (t *refreshTally) sorted() []RefreshResult {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := append([]RefreshResult(nil), t.results...)
	sort.Slice(out, func(i, j int) bool { return out[i].SourceID < out[j].SourceID })
	return out
}

// isBusy says whether a refresh of this App holds source id now.
func (a *App) isBusy(id int64) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.busy[id]
}
