package app

// This file schedules refreshes: which sources are due, in what order, and how many hosts at once.
// Politeness itself (one request at a time per host, the pause) is the client's: the scheduler only
// makes sure that a host's sources are refreshed one after the other, each host by one goroutine, and
// that many hosts are refreshed side by side.

import (
	"context"
	"fmt"
	"hash/fnv"
	"math"
	"sort"
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/store"
)

// maxHostsAtOnce bounds how many hosts are refreshed side by side. A host's turn is mostly spent
// waiting out the pause, so the bound is about memory and open connections, not CPU.
const maxHostsAtOnce = 256

// pollEvery is how often Run looks for sources that fell due.
const pollEvery = time.Second

// pausedRecheckEvery is how often Run looks at paused sources (whose robots.txt or site may allow
// them again) besides the active ones.
const pausedRecheckEvery = time.Minute

// RefreshAll refreshes every source now, whatever its interval, except those waiting out a
// Retry-After or a back-off, and those gone; it does so even while refreshing is paused. A source paused because robots.txt disallowed it is
// checked again against the current robots.txt. It reports progress as each source finishes and
// returns the results ordered by source ID; a source whose refresh was cancelled halfway has none.
// The error is ctx's when it ended.
func (a *App) RefreshAll(ctx context.Context, onProgress func(RefreshProgress)) ([]RefreshResult, error) {
	all, err := a.store.Sources(ctx)
	if err != nil {
		return nil, fmt.Errorf("app: listing sources: %w", err)
	}
	return a.refreshNow(ctx, all, all, onProgress)
}

// RefreshSources refreshes the sources with these IDs now, by the rules of RefreshAll: the window
// refreshes what a person has just followed this way. It changes nothing and returns an error wrapping
// ErrUnknownSource when an ID names no followed source.
func (a *App) RefreshSources(ctx context.Context, ids []int64, onProgress func(RefreshProgress)) ([]RefreshResult, error) {
	all, err := a.store.Sources(ctx)
	if err != nil {
		return nil, fmt.Errorf("app: listing sources: %w", err)
	}
	byID := make(map[int64]store.Source, len(all))
	for _, s := range all {
		byID[s.ID] = s
	}
	var chosen []store.Source
	seen := map[int64]bool{}
	for _, id := range ids {
		s, ok := byID[id]
		if !ok {
			return nil, fmt.Errorf("%w: %d", ErrUnknownSource, id)
		}
		if !seen[id] {
			seen[id] = true
			chosen = append(chosen, s)
		}
	}
	return a.refreshNow(ctx, chosen, all, onProgress)
}

// refreshNow refreshes srcs at once, leaving out those gone or waiting out a Retry-After or a back-off;
// all is every followed source. It reports progress and returns the results ordered by source ID.
func (a *App) refreshNow(ctx context.Context, srcs, all []store.Source, onProgress func(RefreshProgress)) ([]RefreshResult, error) {
	now := a.now()
	var pick []store.Source
	for _, s := range srcs {
		if s.State == store.StateGone || s.RetryUntil.After(now) {
			continue
		}
		pick = append(pick, s)
	}
	ids := make([]int64, len(pick))
	for i, s := range pick {
		ids[i] = s.ID
	}
	tally := newRefreshTally(ids, onProgress)
	stop := a.results.watch(tally.take) // a source another refresh holds counts when that refresh stores it
	a.refreshSources(ctx, pick, all, false, tally.take)
	tally.waitForOthers(ctx, a)
	stop()
	results := tally.sorted()
	if err := ctx.Err(); err != nil {
		return results, err
	}
	return results, nil
}

// Run refreshes sources as they fall due until ctx is cancelled, reporting each refresh. While the
// person has paused refreshing (Settings.RefreshPaused) it refreshes nothing. It returns
// nil once ctx is cancelled and the refreshes under way have stopped, or an error when the database
// cannot be read.
func (a *App) Run(ctx context.Context, onRefresh func(RefreshResult)) error {
	var (
		wg             sync.WaitGroup
		lastPausedLook time.Time
	)
	defer wg.Wait()
	report := func(r RefreshResult) {
		if onRefresh != nil {
			onRefresh(r)
		}
	}
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	for {
		if paused, err := a.refreshPaused(ctx); err == nil && paused {
			select {
			case <-ctx.Done():
				return nil
			case <-tick.C:
				continue
			}
		}
		now := a.now()
		due, err := a.store.DueSources(ctx, now)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("app: listing due sources: %w", err)
		}
		due = a.notBusy(due)
		var all []store.Source
		if len(due) > 0 || now.Sub(lastPausedLook) >= pausedRecheckEvery {
			all, err = a.store.Sources(ctx)
			if err != nil {
				if ctx.Err() != nil {
					return nil
				}
				return fmt.Errorf("app: listing sources: %w", err)
			}
		}
		if now.Sub(lastPausedLook) >= pausedRecheckEvery {
			lastPausedLook = now
			for _, s := range all {
				if s.State == store.StatePaused && !s.NextDue.After(now) && !s.RetryUntil.After(now) {
					due = append(due, s)
				}
			}
		}
		if len(due) > 0 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				a.refreshSources(ctx, due, all, true, report)
			}()
		}
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}

// refreshSources refreshes sources, one goroutine per host (at most maxHostsAtOnce hosts at once),
// a host's sources one after the other. Sources already being refreshed elsewhere are left out. all
// is every followed source: it places each source in its site's spread. reuse lets a recent reading of
// a site's section sitemap serve this batch. onResult is called from several goroutines.
func (a *App) refreshSources(ctx context.Context, srcs, all []store.Source, reuse bool, onResult func(RefreshResult)) {
	listed := time.Now() // the callers have just read srcs
	srcs = a.claim(srcs)
	if len(srcs) == 0 {
		return
	}
	phases := spreadPhases(all)
	plans := newCyclePlans(a, all, srcs, reuse)
	byHost := map[string][]store.Source{}
	var hosts []string
	for _, s := range srcs {
		h := fetch.HostKey(s.URL)
		if _, ok := byHost[h]; !ok {
			hosts = append(hosts, h)
		}
		byHost[h] = append(byHost[h], s)
	}
	var wg sync.WaitGroup
	for _, h := range hosts {
		list := byHost[h]
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				for _, s := range list {
					a.release(s.ID)
				}
			}()
			select {
			case a.hostSlots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			defer func() { <-a.hostSlots }()
			a.refreshHost(ctx, list, listed, reuse, func(s store.Source) RefreshResult {
				return a.refreshSource(ctx, s, phases[s.ID], plans.forSource(ctx, s))
			}, onResult)
		}()
	}
	wg.Wait()
	plans.finish(context.WithoutCancel(ctx))
}

// sourceLease is how long a claim on a source lasts in the database unless renewed: a process that
// dies while refreshing a source loses it to the others after this long.
const sourceLease = 20 * time.Second

// rereadAfter is how old the reading of a source may be when its refresh starts: an older one is
// read again, so that what the person changed meanwhile (its interval, say) is not written over with
// what was read when the sources were listed. A refresh itself may take a request's timeout and the
// pause between the reading and the writing of its source; this is well within that.
const rereadAfter = 5 * time.Second

// claim marks sources as being refreshed by this App and returns those that were not already.
func (a *App) claim(srcs []store.Source) []store.Source {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := srcs[:0:0]
	for _, s := range srcs {
		if a.busy[s.ID] {
			continue
		}
		a.busy[s.ID] = true
		out = append(out, s)
	}
	return out
}

// claimWaitPoll is how often refreshHost asks again for sources another process holds.
const claimWaitPoll = 100 * time.Millisecond

// refreshHost refreshes list, the sources of one host read at listed, one after the other with
// refresh, each only under its claim in the database that other processes of Broadsheet share. The
// sources of list that no other process holds are claimed in one transaction, refreshed, and their
// claims given back together; a source another process has refreshed since list was read is not
// refreshed again (a refresh asked for now, !reuse, counts the result that process stored). With
// !reuse, sources another process holds are then waited for, until ctx ends, and judged again;
// the scheduler (reuse) leaves them to that process. A database that cannot be asked leaves the
// claims to this App alone.
func (a *App) refreshHost(ctx context.Context, list []store.Source, listed time.Time, reuse bool, refresh func(store.Source) RefreshResult, onResult func(RefreshResult)) {
	pending := list
	for len(pending) > 0 {
		if ctx.Err() != nil {
			return
		}
		ids := make([]int64, len(pending))
		for i, s := range pending {
			ids[i] = s.ID
		}
		claimed, err := a.store.ClaimSourcesRefreshed(ctx, a.shared.owner, ids, time.Now(), sourceLease)
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			claimed = nil // the claims are left to this App alone
		}
		held := make([]int64, 0, len(claimed))
		for id := range claimed {
			held = append(held, id)
		}
		var waiting []store.Source
		cancelled := func() bool {
			stopRenewing := a.renewClaims(ctx, held)
			defer func() {
				stopRenewing()
				a.releaseShared(ctx, held)
			}()
			for _, s := range pending {
				last, ok := claimed[s.ID]
				switch {
				case err != nil:
				case !ok:
					waiting = append(waiting, s) // another process is refreshing it now
					continue
				case last.After(s.LastRefreshed):
					if !reuse { // refreshed by another process since it was listed
						if again, rerr := a.store.Source(ctx, s.ID); rerr == nil {
							s = again
						}
						onResult(RefreshResult{SourceID: s.ID, Status: sourceStatus(s)})
					}
					continue
				}
				if ctx.Err() != nil {
					return true
				}
				if time.Since(listed) > rereadAfter {
					if again, rerr := a.store.Source(ctx, s.ID); rerr == nil {
						s = again
					}
				}
				r := refresh(s)
				if r.cancelled {
					return true // cancelled halfway: not a result worth reporting
				}
				onResult(r)
				a.results.publish(r)
			}
			return false
		}()
		if cancelled || reuse || len(waiting) == 0 {
			return
		}
		pending = waiting // as listed: read again before they are refreshed, when that is long ago
		t := time.NewTimer(claimWaitPoll)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return
		}
	}
}

// renewClaims keeps this App's claims on sources ids alive in the database until the returned stop
// is called. A renewal that fails is tried again at the next tick; the claims expire if none
// succeeds.
func (a *App) renewClaims(ctx context.Context, ids []int64) (stop func()) {
	if len(ids) == 0 {
		return func() {}
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(sourceLease / 4)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				if err := a.store.RenewSourceClaims(ctx, a.shared.owner, ids, time.Now(), sourceLease); err != nil && ctx.Err() == nil {
					a.shared.noteTrouble("renewing source claims", err)
				}
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}

// releaseShared gives up this App's claims on sources ids in the database; one that cannot be
// given up expires.
func (a *App) releaseShared(ctx context.Context, ids []int64) {
	if len(ids) == 0 {
		return
	}
	if err := a.store.ReleaseSourceClaims(context.WithoutCancel(ctx), a.shared.owner, ids); err != nil {
		a.shared.noteTrouble("releasing source claims", err)
	}
}

// notBusy returns the sources not being refreshed now.
func (a *App) notBusy(srcs []store.Source) []store.Source {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := srcs[:0]
	for _, s := range srcs {
		if !a.busy[s.ID] {
			out = append(out, s)
		}
	}
	return out
}

// release ends a source's claim in this App.
func (a *App) release(id int64) {
	a.mu.Lock()
	delete(a.busy, id)
	a.mu.Unlock()
}

// spreadPhases places the sources of each site evenly over their interval: the i-th of a site's k
// sources gets the phase i*interval/k, shifted by an offset drawn from the site's name so that sites
// do not all start together.
func spreadPhases(all []store.Source) map[int64]time.Duration {
	bySite := map[string][]store.Source{}
	for _, s := range all {
		bySite[s.Site] = append(bySite[s.Site], s)
	}
	phases := make(map[int64]time.Duration, len(all))
	for site, list := range bySite {
		sort.Slice(list, func(i, j int) bool { return list[i].ID < list[j].ID })
		h := fnv.New64a()
		h.Write([]byte(site))
		offset := h.Sum64()
		for i, s := range list {
			iv := boundInterval(s.Interval)
			p := (offset%uint64(iv) + uint64(i)*uint64(iv)/uint64(len(list))) % uint64(iv)
			phases[s.ID] = time.Duration(p)
		}
	}
	return phases
}

// maxInterval is the longest interval the scheduler keeps: a source is refreshed at least once a week,
// whatever a database says, and no due time computed from an interval can leave the range of a time.
const maxInterval = 7 * 24 * time.Hour

// boundInterval is a source's interval as the scheduler uses it: clampInterval's, at most maxInterval.
func boundInterval(d time.Duration) time.Duration {
	return min(clampInterval(d), maxInterval)
}

// Due times are computed in Unix nanoseconds, which hold 1678 to 2262; nextDue keeps its grid this far
// inside, so that neither adding an interval nor a phase can wrap.
var (
	earliestDue = time.Unix(0, math.MinInt64+4*int64(maxInterval))
	latestDue   = time.Unix(0, math.MaxInt64-4*int64(maxInterval))
)

// nextDue returns when a source refreshed at now with this interval and phase falls due again: the
// first moment at least half an interval away that sits at its phase of the interval's grid. Once on
// the grid, a source is refreshed exactly every interval, at its own place among its site's sources.
// The interval is bounded by boundInterval; a now so far out that Unix nanoseconds cannot hold it is
// taken as the nearest time they can, so the answer never wraps into another century.
func nextDue(now time.Time, interval, phase time.Duration) time.Time {
	interval = boundInterval(interval)
	iv := int64(interval)
	if now.Before(earliestDue) {
		now = earliestDue
	}
	if now.After(latestDue) {
		now = latestDue
	}
	earliest := now.Add(interval / 2).UnixNano()
	t := earliest - mod(earliest, iv) + mod(int64(phase), iv)
	if t < earliest {
		t += iv
	}
	return time.Unix(0, t)
}

// mod is the remainder of a by b, never negative.
func mod(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}
