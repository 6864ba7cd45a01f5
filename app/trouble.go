package app

// This file keeps the troubles of a refresh that are Broadsheet's own rather than the site's: what a
// refresh learnt but could not store or read back (a healing count, a site's article shapes, what
// its section sitemap's lastmod proved). The refresh itself stands. Each trouble is returned with
// the refresh's result (RefreshResult.Err) and recorded with the source (its Reason, which a site's
// details show, and its LastError), until a refresh of the source goes through without one.

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/broadsheet/broadsheet/store"
)

// addTrouble adds err, a trouble of src's refresh, to src (its Reason and LastError, which the caller
// stores) and to res.
func addTrouble(src *store.Source, res *RefreshResult, err error) {
	if err == nil {
		return
	}
	src.LastError = joinWords(src.LastError, err.Error(), "; ")
	words := keptExplanation(err)
	if !strings.Contains(src.Reason, keepingWords) {
		words = keepingWords + "\n" + words
	}
	src.Reason = joinWords(src.Reason, words, "\n") // a sentence a line, as keptReason says them
	res.Err = joinWords(res.Err, err.Error(), "; ")
}

// recordTrouble adds err, a trouble of the refresh of src that keepRefresh already stored, to res and
// stores it with src. When it cannot be stored, that is said in res too, and returned.
func (a *App) recordTrouble(ctx context.Context, src store.Source, res *RefreshResult, err error) error {
	if err == nil {
		return nil
	}
	addTrouble(&src, res, err)
	if uerr := a.store.UpdateSource(context.WithoutCancel(ctx), src); uerr != nil {
		uerr = fmt.Errorf("app: recording that trouble with source %d: %w", src.ID, uerr)
		res.Err = joinWords(res.Err, uerr.Error(), "; ")
		return uerr
	}
	return nil
}

// recordSiteTrouble records err, a trouble of a site's refreshes that is no one source's, with the
// source sourceID of that site as it is stored now. When that cannot be done the trouble waits, with
// siteTroubles, for the next refresh of a source of the site.
func (a *App) recordSiteTrouble(ctx context.Context, site string, sourceID int64, err error) {
	if err == nil {
		return
	}
	if a.recordTroubleOf(context.WithoutCancel(ctx), sourceID, &RefreshResult{}, err) != nil {
		a.troubles.add(site, err)
	}
}

// recordTroubleOf is recordTrouble for the source sourceID as it is stored now, read again because
// something (a move, another refresh) changed it since. When it cannot be read, that is said in res
// too, and returned.
func (a *App) recordTroubleOf(ctx context.Context, sourceID int64, res *RefreshResult, err error) error {
	if err == nil {
		return nil
	}
	src, rerr := a.store.Source(ctx, sourceID)
	if rerr != nil {
		rerr = storeTrouble(rerr)
		res.Err = joinWords(res.Err, joinTroubles(err, rerr).Error(), "; ")
		return rerr
	}
	return a.recordTrouble(ctx, src, res, err)
}

// siteTroubles holds, per site, troubles of the site's refreshes that are no one source's (a section
// sitemap's lastmod, a robots.txt copy that could not be kept) and wait for the next refresh of one of
// its sources to be returned and recorded with it. The zero value is ready to use.
type siteTroubles struct {
	mu     sync.Mutex
	bySite map[string][]error
}

// add keeps err for site, unless a trouble of the same words waits for it already: a store that
// cannot be read fails each time a refresh asks it (the robots.txt copy is asked twice), and the
// trouble is said once.
func (t *siteTroubles) add(site string, err error) {
	if err == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.bySite == nil {
		t.bySite = map[string][]error{}
	}
	for _, kept := range t.bySite[site] {
		if kept.Error() == err.Error() {
			return
		}
	}
	t.bySite[site] = append(t.bySite[site], err)
}

// take returns what waits for site and forgets it.
func (t *siteTroubles) take(site string) []error {
	t.mu.Lock()
	defer t.mu.Unlock()
	errs := t.bySite[site]
	delete(t.bySite, site)
	return errs
}

// joinWords joins two texts with sep, leaving out an empty one.
func joinWords(a, b, sep string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + sep + b
}

// storeTrouble is err, an error of the store, as app returns it; nil when err is nil.
func storeTrouble(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("app: %w", err)
}

// joinTroubles joins the errors that are not nil into one, nil when there are none. Its text is
// theirs on one line, "; " between them; errors.Is and errors.As see each.
func joinTroubles(errs ...error) error {
	var list troubleList
	for _, err := range errs {
		if err != nil {
			list = append(list, err)
		}
	}
	switch len(list) {
	case 0:
		return nil
	case 1:
		return list[0]
	}
	return list
}

// troubleList is several errors as one.
type troubleList []error

func (l troubleList) Error() string {
	words := make([]string, len(l))
	for i, err := range l {
		words[i] = err.Error()
	}
	return strings.Join(words, "; ")
}

func (l troubleList) Unwrap() []error { return l }
