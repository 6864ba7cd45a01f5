package app

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/broadsheet/broadsheet/store"
)

// DefaultPageSize is how many headlines a page holds when the query does not say.
const DefaultPageSize = 200

// ErrUnknownHeadline is returned for a headline ID that names no headline.
var ErrUnknownHeadline = errors.New("app: no such headline")

// Headlines returns one page of headlines, newest first.
func (a *App) Headlines(ctx context.Context, q HeadlineQuery) ([]Headline, error) {
	if q.SourceID != 0 {
		if _, err := a.storeSource(ctx, q.SourceID); err != nil {
			return nil, err
		}
	}
	items, err := a.store.Items(ctx, itemQuery(q))
	if err != nil {
		return nil, fmt.Errorf("app: listing headlines: %w", err)
	}
	out := make([]Headline, 0, len(items))
	for _, it := range items {
		out = append(out, headline(it))
	}
	return out, nil
}

// SetRead marks a headline read or unread.
func (a *App) SetRead(ctx context.Context, id int64, read bool) error {
	return headlineErr(id, a.store.SetRead(ctx, id, read))
}

// SetStarred stars or unstars a headline.
func (a *App) SetStarred(ctx context.Context, id int64, starred bool) error {
	return headlineErr(id, a.store.SetStarred(ctx, id, starred))
}

// Marking is one marking of many headlines read, which UndoMarkAllRead takes back.
type Marking struct {
	ID    int64 // 0 when nothing was marked
	Count int   // how many headlines turned read
}

// ErrMarkingGone is returned for an undo of a marking that was undone already or followed by
// another.
var ErrMarkingGone = errors.New("app: that marking can no longer be undone")

// MarkAllRead marks every headline the query selects (ignoring Limit and After) read, however many,
// and returns the marking, which UndoMarkAllRead takes back until the next marking.
func (a *App) MarkAllRead(ctx context.Context, q HeadlineQuery) (Marking, error) {
	q.Limit, q.After = 0, nil
	m, err := a.store.MarkRead(ctx, itemQuery(q))
	if err != nil {
		return Marking{}, fmt.Errorf("app: marking read: %w", err)
	}
	return Marking{ID: m.ID, Count: m.Items}, nil
}

// UndoMarkAllRead makes unread again the headlines m marked read that are still stored and read,
// and returns how many. A marking followed by another, or undone already, gives ErrMarkingGone.
func (a *App) UndoMarkAllRead(ctx context.Context, m Marking) (int, error) {
	if m.ID == 0 {
		return 0, nil
	}
	n, err := a.store.UndoMarking(ctx, m.ID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return 0, ErrMarkingGone
	case err != nil:
		return 0, fmt.Errorf("app: undoing the marking: %w", err)
	}
	return n, nil
}

func headlineErr(id int64, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, store.ErrNotFound):
		return fmt.Errorf("%w: %d", ErrUnknownHeadline, id)
	}
	return fmt.Errorf("app: headline %d: %w", id, err)
}

// itemQuery maps app's query to the store's.
func itemQuery(q HeadlineQuery) store.ItemQuery {
	iq := store.ItemQuery{
		SourceID: q.SourceID,
		Site:     q.Site,
		Unread:   q.Unread,
		Starred:  q.Starred,
		Search:   strings.TrimSpace(q.Search),
		Limit:    q.Limit,
	}
	if iq.Limit <= 0 {
		iq.Limit = DefaultPageSize
	}
	if q.After != nil {
		iq.AfterTime, iq.AfterID = q.After.sortTime, q.After.ID
	}
	return iq
}

// headline maps the store's item to app's noun.
func headline(it store.Item) Headline {
	return Headline{
		ID:          it.ID,
		URL:         it.URL,
		Title:       it.Title,
		Summary:     it.Summary,
		Published:   it.Published,
		FirstSeen:   it.FirstSeen,
		SourceID:    it.SourceID,
		SourceTitle: it.SourceTitle,
		Site:        it.Site,
		Read:        it.Read,
		Starred:     it.Starred,
		sortTime:    it.SortTime,
	}
}

// sortNewestFirst orders headlines by publication time, newest first; undated ones last.
func sortNewestFirst(hs []Headline) {
	sort.SliceStable(hs, func(i, j int) bool {
		return hs[i].Published.After(hs[j].Published)
	})
}
