package app

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/broadsheet/broadsheet/store"
)

// ErrUnknownSource is returned for a source ID that names no followed source.
var ErrUnknownSource = errors.New("app: no such source")

// Sources lists the followed sources with their unread counts, grouped by site.
func (a *App) Sources(ctx context.Context) ([]Source, error) {
	all, err := a.store.Sources(ctx)
	if err != nil {
		return nil, fmt.Errorf("app: listing sources: %w", err)
	}
	out := make([]Source, 0, len(all))
	for _, s := range all {
		out = append(out, a.source(s))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Site != out[j].Site {
			return out[i].Site < out[j].Site
		}
		return out[i].ID < out[j].ID
	})
	return out, nil
}

// UnreadTotals returns how many headlines are unread in all, and by site how many unread headlines
// came through at least one of the site's sources. A headline reached through two sections of a site
// counts once for the site and once in all, where each Source's Unread counts it for that source.
func (a *App) UnreadTotals(ctx context.Context) (all int, bySite map[string]int, err error) {
	all, bySite, err = a.store.UnreadTotals(ctx)
	if err != nil {
		return 0, nil, fmt.Errorf("app: counting unread headlines: %w", err)
	}
	return all, bySite, nil
}

// Source returns one followed source; ErrUnknownSource when there is none with that ID.
func (a *App) Source(ctx context.Context, id int64) (Source, error) {
	s, err := a.storeSource(ctx, id)
	if err != nil {
		return Source{}, err
	}
	return a.source(s), nil
}

// storeSource loads a source, turning the store's not-found into ErrUnknownSource.
func (a *App) storeSource(ctx context.Context, id int64) (store.Source, error) {
	s, err := a.store.Source(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return store.Source{}, fmt.Errorf("%w: %d", ErrUnknownSource, id)
	}
	if err != nil {
		return store.Source{}, fmt.Errorf("app: source %d: %w", id, err)
	}
	return s, nil
}

// Unfollow removes a source; its headlines go unless another source also brought them.
func (a *App) Unfollow(ctx context.Context, id int64) error {
	if err := a.store.DeleteSource(ctx, id); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("%w: %d", ErrUnknownSource, id)
		}
		return fmt.Errorf("app: unfollowing %d: %w", id, err)
	}
	return nil
}

// SetInterval changes how often a source is refreshed (at least MinInterval).
func (a *App) SetInterval(ctx context.Context, id int64, d time.Duration) error {
	s, err := a.storeSource(ctx, id)
	if err != nil {
		return err
	}
	s.Interval = clampInterval(d)
	if due := a.now().Add(s.Interval); s.NextDue.After(due) {
		s.NextDue = due
	}
	if err := a.store.UpdateSource(ctx, s); err != nil {
		return fmt.Errorf("app: setting the interval of %d: %w", id, err)
	}
	return nil
}

// clampInterval returns d, or DefaultInterval when d is zero, never less than MinInterval.
func clampInterval(d time.Duration) time.Duration {
	if d == 0 {
		return DefaultInterval
	}
	if d < MinInterval {
		return MinInterval
	}
	return d
}

// source maps the store's source to app's noun.
func (a *App) source(s store.Source) Source {
	src := Source{
		ID:            s.ID,
		Kind:          string(s.Kind),
		URL:           s.URL,
		Site:          s.Site,
		Title:         s.Title,
		Status:        sourceStatus(s),
		Reason:        sourceReason(s, a.now()),
		Interval:      clampInterval(s.Interval),
		Unread:        s.Unread,
		LastRefreshed: s.LastRefreshed,
		NextDue:       s.NextDue,
		Err:           s.LastError, // "" once a refresh worked and kept all it learnt
	}
	return src
}

// sourceStatus says in one word how a source is doing.
func sourceStatus(s store.Source) string {
	switch {
	case s.State == store.StateGone:
		return StatusGone
	case s.State == store.StatePaused:
		return StatusPaused
	case s.Failures > 0:
		return StatusFailing
	}
	return StatusOK
}

// storeKind maps app's source kind to the store's.
func storeKind(kind string) (store.SourceKind, bool) {
	switch kind {
	case KindFeed, KindNewsSitemap, KindArticleSitemap, KindSection:
		return store.SourceKind(kind), true
	}
	return "", false
}
