package app

// This file refreshes one source: fetch through discovery, then write what was learnt (items,
// validators, schedule, state) and the requests it cost. The requests are logged in the same
// transaction as the source's new state (keepRefresh), so that a refresh of a source that answered
// 304 costs one write and one with new headlines two.

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/store"
)

// The HTTP statuses a refresh branches on. app sends no request itself, so it keeps its own names
// rather than importing net/http.
const (
	statusUnauthorized       = 401
	statusForbidden          = 403
	statusGone               = 410
	statusTooManyRequests    = 429
	statusServiceUnavailable = 503
)

// legacyRefusalRobots begins the reason of a source paused by robots.txt as earlier versions stored it.
const legacyRefusalRobots = "robots.txt of the site does not allow Broadsheet to read this address"

// pausedByRobots reports whether a source is paused because robots.txt disallowed it. Its reason may
// go on to say what the refresh could not keep (trouble.go).
func pausedByRobots(s store.Source) bool {
	return s.State == store.StatePaused && (strings.HasPrefix(s.Reason, robotsWords) || strings.HasPrefix(s.Reason, legacyRefusalRobots))
}

// Back-off limits after failed refreshes.
const (
	firstBackoff = MinInterval
	// maxBackoff is also the longest wait a Retry-After is taken to ask for: fetch caps it there.
	maxBackoff = fetch.MaxRetryAfter
)

// refreshBudget is the most requests one source's refresh may send: robots.txt, the source, and the
// desks of a sitemap index, with their redirects.
const refreshBudget = 4 + 2*discovery.MaxChildSitemaps

// backoff is the wait after the n-th failure in a row: doubling from firstBackoff up to maxBackoff.
func backoff(n int) time.Duration {
	d := firstBackoff
	for i := 1; i < n && d < maxBackoff; i++ {
		d *= 2
	}
	if d > maxBackoff {
		d = maxBackoff
	}
	return d
}

// refreshSource refreshes one source and stores the outcome. phase is the source's place in its
// site's spread of refreshes (see nextDue); plan, when not nil, is its site's section-sitemap plan
// for this cycle.
func (a *App) refreshSource(ctx context.Context, src store.Source, phase time.Duration, plan *sitePlan) RefreshResult {
	interval := boundInterval(src.Interval)
	if plan != nil && plan.skip(src) {
		now := a.now()
		src.NextDue = nextDue(now, interval, phase)
		src.LastRefreshed = now
		if err := a.store.UpdateSource(context.WithoutCancel(ctx), src); err != nil {
			return RefreshResult{SourceID: src.ID, Status: sourceStatus(src), Err: err.Error()}
		}
		return RefreshResult{SourceID: src.ID, Status: StatusNotModified}
	}

	sent := a.requestLog(src.Site, src.ID)
	job := a.client.NewJob(fetch.JobOptions{
		Budget: refreshBudget,
		Typed:  src.Typed,
		// A source robots.txt kept out is judged by the rules the site states now, not by a copy
		// that may be up to a day old.
		RevalidateRobots: pausedByRobots(src),
		OnEvent:          sent.note,
	})
	v := discovery.Validators{ETag: src.ETag, LastModified: src.LastModified}
	var (
		up  *discovery.Update
		err error
		// troubles are Broadsheet's own, not the site's: what the refresh could not read from the
		// store or keep there. The refresh stands; they are said with it (trouble.go).
		troubles []error
	)
	switch string(src.Kind) {
	case KindFeed:
		up, err = discovery.RefreshFeed(ctx, job, src.URL, v)
	case KindNewsSitemap, KindArticleSitemap:
		up, err = discovery.RefreshSitemap(ctx, job, src.URL, v)
	case KindSection:
		shape, serr := a.siteShape(ctx, src.Site)
		troubles = append(troubles, serr)
		up, err = discovery.RefreshSectionKnowing(ctx, job, src.URL, v, shape)
	default:
		err = fmt.Errorf("app: source %d has unknown kind %q", src.ID, src.Kind)
	}
	if ctx.Err() != nil && (err != nil || up == nil) {
		// Cancelled halfway: the source keeps its state and is refreshed next time. What was sent
		// is logged all the same.
		res := RefreshResult{SourceID: src.ID, Status: sourceStatus(src), Err: ctx.Err().Error(), cancelled: true}
		if lerr := sent.save(ctx); lerr != nil {
			res.Err = joinWords(res.Err, fmt.Errorf("app: logging requests: %w", lerr).Error(), "; ")
		}
		return res
	}
	// From here on what the refresh learnt is stored even if ctx ends meanwhile: the requests were
	// spent, and the validators and items must not be lost or half written.
	ctx = context.WithoutCancel(ctx)

	now := a.now()
	res := RefreshResult{SourceID: src.ID}
	src.LastRefreshed = now
	if up != nil {
		src.LastStatus = up.Status
	}
	var (
		refused *fetch.DisallowedError
		httpErr *fetch.HTTPError
	)
	switch {
	case err == nil:
		src.State, src.Reason = store.StateActive, ""
		src.Failures, src.LastError, src.RetryUntil = 0, "", time.Time{}
		src.ETag, src.LastModified = up.Validators.ETag, up.Validators.LastModified
		src.NextDue = nextDue(now, interval, phase)
		if up.Title != "" && src.Title == discovery.TitleFromURL(src.URL) {
			src.Title = up.Title
		}
		if up.NotModified {
			res.Status = StatusNotModified
			plan.observe(src, false)
			src.SitemapLastMod = plan.lastMod(src)
			break
		}
		added, ierr := a.store.IngestItems(ctx, src.ID, newItems(up.Items), now)
		if ierr != nil {
			// The source keeps its state; what was sent is logged all the same.
			if lerr := sent.save(ctx); lerr != nil {
				ierr = joinTroubles(ierr, fmt.Errorf("app: logging requests: %w", lerr))
			}
			return RefreshResult{SourceID: src.ID, Status: sourceStatus(src), Err: joinTroubles(append(troubles, ierr)...).Error()}
		}
		troubles = append(troubles, a.learnShape(ctx, src.Site, freshURLs(up.Items)))
		res.Status, res.New = StatusOK, added
		plan.observe(src, added > 0)
		src.SitemapLastMod = plan.lastMod(src)
	case errors.As(err, &refused) && refused.Cause == nil:
		// robots.txt said no. When it could not be read at all (the site is down, or answered 5xx),
		// everything is disallowed for now, but the site refused nothing: that is a failure, below,
		// which backs off and tries again.
		src.State = store.StatePaused
		src.Reason = robotsWords
		src.LastError = err.Error()
		src.NextDue = nextDue(now, interval, phase)
	case errors.As(err, &httpErr) && (httpErr.Status == statusUnauthorized || httpErr.Status == statusForbidden):
		src.State = store.StatePaused
		src.Reason = troubleWords(string(src.Kind), err)
		src.Failures++
		src.LastError = err.Error()
		src.RetryUntil = now.Add(backoff(src.Failures))
		src.NextDue = later(src.RetryUntil, nextDue(now, interval, phase))
	case errors.As(err, &httpErr) && httpErr.Status == statusGone:
		src.State = store.StateGone
		src.Reason = troubleWords(string(src.Kind), err)
		src.LastError = err.Error()
	default:
		src.State = store.StateActive
		src.Failures++
		src.Reason = troubleWords(string(src.Kind), err)
		src.LastError = err.Error()
		// The back-off, or the wait the site asked for with a 429 or 503: it knows best when to come
		// back, up to the longest back-off (fetch.RetryAfter caps it, so a wait of years cannot
		// overflow and lose the source).
		wait := backoff(src.Failures)
		if errors.As(err, &httpErr) && httpErr.RetryAfter > 0 &&
			(httpErr.Status == statusTooManyRequests || httpErr.Status == statusServiceUnavailable) {
			wait = httpErr.RetryAfter
		}
		src.RetryUntil = now.Add(wait)
		src.NextDue = later(src.RetryUntil, now.Add(interval))
	}
	if res.Status == "" {
		res.Status = sourceStatus(src)
		res.Err = err.Error()
	}
	troubles = append(troubles, a.troubles.take(src.Site)...) // its site's, from this and earlier refreshes
	addTrouble(&src, &res, joinTroubles(troubles...))
	// Stored with the requests not logged yet, moved where the site moved it for good, and healed
	// when it keeps failing (heal.go).
	return a.keepRefresh(ctx, src, phase, up, err, res, sent)
}

// newItems maps what a refresh found to the store's new items, last first. Sites list the newest
// first; undated headlines seen at the same moment are listed by the order the store took them in,
// latest first, so taking them last first keeps the site's own order in the listing.
func newItems(fresh []discovery.FreshItem) []store.NewItem {
	out := make([]store.NewItem, 0, len(fresh))
	for i := len(fresh) - 1; i >= 0; i-- {
		it := fresh[i]
		out = append(out, store.NewItem{
			URL:          it.URL,
			Title:        it.Title,
			Summary:      it.Summary,
			Published:    it.Published,
			TitleFromURL: it.TitleFromURL,
		})
	}
	return out
}

// later returns the later of two times.
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
