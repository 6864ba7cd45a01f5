package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/cleantext"
)

// SourceKind says what a source is.
type SourceKind string

// The kinds of source.
const (
	KindFeed           SourceKind = "feed"
	KindNewsSitemap    SourceKind = "news-sitemap"
	KindArticleSitemap SourceKind = "article-sitemap"
	KindSection        SourceKind = "section"
)

// Source states.
const (
	StateActive = "active" // refreshed on its interval
	StatePaused = "paused" // the site refused; Reason says why
	StateGone   = "gone"   // the site answered 410
)

// Source is a followed feed, sitemap or section page and its refresh state.
type Source struct {
	ID           int64
	Kind         SourceKind
	URL          string
	Site         string // host name, e.g. "www.nikkei.com"
	Title        string
	Interval     time.Duration
	ETag         string
	LastModified string
	NextDue      time.Time
	Failures     int
	LastStatus   int
	LastError    string
	State        string // StateActive, StatePaused or StateGone; StateActive when empty on AddSources
	// Reason says in words why the source is not refreshing as it should: why it is paused (the
	// site refused), why it is gone, or why its last refreshes failed. Empty when all is well. It is
	// kept in the column "refusal".
	Reason string
	// RetryUntil is the time before which the source must not be fetched, even on "refresh now"
	// (Retry-After or back-off).
	RetryUntil time.Time
	// SitemapLastMod is, for a section, its lastmod in the site's section sitemap when last seen.
	SitemapLastMod time.Time
	Created        time.Time
	LastRefreshed  time.Time
	Unread         int // the number of unread items that came through this source; read only
	// Typed is the address the person typed, or confirmed, when the source was followed: the one
	// host on which its refreshes may reach a loopback or private address. Empty for none. It is
	// set by AddSources and never changes.
	Typed string
}

const sourceColumns = `id, kind, url, site, title, interval_ns, etag, last_modified, next_due, failures,
	last_status, last_error, state, refusal, retry_until, sitemap_lastmod, created, last_refreshed, unread,
	typed`

// scanSource reads one row selected with sourceColumns.
func scanSource(row interface{ Scan(...any) error }) (Source, error) {
	var (
		src                                                            Source
		kind                                                           string
		interval, nextDue, retryUntil, lastmod, created, lastRefreshed int64
	)
	err := row.Scan(&src.ID, &kind, &src.URL, &src.Site, &src.Title, &interval, &src.ETag, &src.LastModified,
		&nextDue, &src.Failures, &src.LastStatus, &src.LastError, &src.State, &src.Reason, &retryUntil,
		&lastmod, &created, &lastRefreshed, &src.Unread, &src.Typed)
	if err != nil {
		return Source{}, err
	}
	src.Kind = SourceKind(kind)
	src.Interval = time.Duration(interval)
	src.NextDue = fromDB(nextDue)
	src.RetryUntil = fromDB(retryUntil)
	src.SitemapLastMod = fromDB(lastmod)
	src.Created = fromDB(created)
	src.LastRefreshed = fromDB(lastRefreshed)
	return src, nil
}

// cleanSource takes controls and direction overrides out of the text of a source that is shown:
// its title, its reason and its last error (cleantext.Line).
func cleanSource(src Source) Source {
	src.Title = strings.TrimSpace(cleantext.Line(src.Title))
	src.Reason = cleantext.Line(src.Reason)
	src.LastError = cleantext.Line(src.LastError)
	return src
}

// newSource is a source as it is added: cleaned (cleanSource), active unless it says otherwise, and
// created now unless it says when.
func newSource(src Source, now time.Time) Source {
	src = cleanSource(src)
	if src.State == "" {
		src.State = StateActive
	}
	if src.Created.IsZero() {
		src.Created = now
	}
	return src
}

// validKind reports whether k is one of the four kinds.
func validKind(k SourceKind) bool {
	switch k {
	case KindFeed, KindNewsSitemap, KindArticleSitemap, KindSection:
		return true
	}
	return false
}

// AddSources stores new sources in one transaction and returns them as stored, in the order given.
// A source whose kind and URL are already followed is returned as it is, not duplicated. Created
// defaults to now and State to StateActive.
func (s *Store) AddSources(ctx context.Context, srcs []Source) ([]Source, error) {
	for _, src := range srcs {
		if !validKind(src.Kind) {
			return nil, fmt.Errorf("%w: source kind %q", errInvalid, src.Kind)
		}
		if src.URL == "" {
			return nil, fmt.Errorf("%w: source with no URL", errInvalid)
		}
	}
	now := time.Now()
	ids := make([]int64, len(srcs))
	err := s.write(ctx, "adding sources", func(tx *sql.Tx) error {
		ins, err := tx.PrepareContext(ctx, `INSERT INTO sources (kind, url, site, title, interval_ns, etag,
			last_modified, next_due, failures, last_status, last_error, state, refusal, retry_until,
			sitemap_lastmod, created, last_refreshed, typed)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (kind, url) DO NOTHING RETURNING id`)
		if err != nil {
			return err
		}
		defer ins.Close()
		for i, src := range srcs {
			src = newSource(src, now)
			err := ins.QueryRowContext(ctx, string(src.Kind), src.URL, src.Site, src.Title, int64(src.Interval),
				src.ETag, src.LastModified, toDB(src.NextDue), src.Failures, src.LastStatus, src.LastError,
				src.State, src.Reason, toDB(src.RetryUntil), toDB(src.SitemapLastMod), toDB(src.Created),
				toDB(src.LastRefreshed), src.Typed).Scan(&ids[i])
			if err == sql.ErrNoRows {
				err = tx.QueryRowContext(ctx, `SELECT id FROM sources WHERE kind = ? AND url = ?`,
					string(src.Kind), src.URL).Scan(&ids[i])
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	out := make([]Source, len(ids))
	for i, id := range ids {
		src, err := s.sourceOn(ctx, s.w, id)
		if err != nil {
			return nil, err
		}
		out[i] = src
	}
	return out, nil
}

// ImportSources adds, in one transaction, the sources produce hands to add, one at a time as it reads
// them, and returns how many were new. A source whose address is already followed, as any kind or
// earlier in the same import, is left out (add reports false). When produce or add fails, nothing is
// added, and produce's error is returned as it is. It keeps no more than one source in memory, so that a list of any length costs the same.
// Created defaults to now and State to StateActive.
func (s *Store) ImportSources(ctx context.Context, produce func(add func(Source) (bool, error)) error) (int, error) {
	now := time.Now()
	added := 0
	var produced error // produce's own error, returned as it is
	err := s.write(ctx, "importing sources", func(tx *sql.Tx) error {
		// The (kind, url) key serves the look-up: one probe per kind.
		ins, err := tx.PrepareContext(ctx, `INSERT INTO sources (kind, url, site, title, interval_ns, next_due,
			state, created, typed)
			SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
			WHERE NOT EXISTS (SELECT 1 FROM sources
				WHERE kind IN ('feed', 'news-sitemap', 'article-sitemap', 'section') AND url = ?2)`)
		if err != nil {
			return err
		}
		defer ins.Close()
		produced = produce(func(src Source) (bool, error) {
			src = newSource(src, now)
			if !validKind(src.Kind) {
				return false, fmt.Errorf("%w: source kind %q", errInvalid, src.Kind)
			}
			if src.URL == "" {
				return false, fmt.Errorf("%w: source with no URL", errInvalid)
			}
			res, err := ins.ExecContext(ctx, string(src.Kind), src.URL, src.Site, src.Title, int64(src.Interval),
				toDB(src.NextDue), src.State, toDB(src.Created), src.Typed)
			if err != nil {
				return false, wrapErr("importing sources", err)
			}
			n, err := res.RowsAffected()
			if err != nil {
				return false, wrapErr("importing sources", err)
			}
			added += int(n)
			return n > 0, nil
		})
		return produced
	})
	if produced != nil {
		return 0, produced
	}
	if err != nil {
		return 0, err
	}
	return added, nil
}

// Sources returns every followed source with its unread count, ordered by site, then title.
func (s *Store) Sources(ctx context.Context) ([]Source, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT `+sourceColumns+` FROM sources ORDER BY site, title, id`)
	if err != nil {
		return nil, wrapErr("listing sources", err)
	}
	return collectSources(rows, "listing sources")
}

// collectSources reads every row of rows.
func collectSources(rows *sql.Rows, what string) ([]Source, error) {
	defer rows.Close()
	var out []Source
	for rows.Next() {
		src, err := scanSource(rows)
		if err != nil {
			return nil, wrapErr(what, err)
		}
		out = append(out, src)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr(what, err)
	}
	return out, nil
}

// Source returns one source, or ErrNotFound.
func (s *Store) Source(ctx context.Context, id int64) (Source, error) {
	return s.sourceOn(ctx, s.r, id)
}

func (s *Store) sourceOn(ctx context.Context, db *sql.DB, id int64) (Source, error) {
	src, err := scanSource(db.QueryRowContext(ctx, `SELECT `+sourceColumns+` FROM sources WHERE id = ?`, id))
	if err != nil {
		return Source{}, wrapErr(fmt.Sprintf("source %d", id), err)
	}
	return src, nil
}

// DueSources returns the active sources due at now: NextDue and RetryUntil both at or before now,
// the longest overdue first.
func (s *Store) DueSources(ctx context.Context, now time.Time) ([]Source, error) {
	n := toDB(now)
	rows, err := s.r.QueryContext(ctx, `SELECT `+sourceColumns+` FROM sources
		WHERE state = 'active' AND next_due <= ? AND retry_until <= ? ORDER BY next_due, id`, n, n)
	if err != nil {
		return nil, wrapErr("listing due sources", err)
	}
	return collectSources(rows, "listing due sources")
}

// UpdateSource writes a source's title, interval and refresh state (validators, due time, failures,
// last status and error, state, reason, retry time, sitemap lastmod, last refresh). Kind, URL, site,
// the typed address and creation time do not change. A source that does not exist gives ErrNotFound.
func (s *Store) UpdateSource(ctx context.Context, src Source) error {
	return s.write(ctx, fmt.Sprintf("updating source %d", src.ID), func(tx *sql.Tx) error {
		return s.updateSource(ctx, tx, src)
	})
}

// UpdateSourceAndLog is UpdateSource and LogRequests of reqs in one transaction: what a refresh of
// src leaves to keep when it found no new headlines. Either both are written or neither is.
func (s *Store) UpdateSourceAndLog(ctx context.Context, src Source, reqs []Request) error {
	return s.write(ctx, fmt.Sprintf("updating source %d", src.ID), func(tx *sql.Tx) error {
		if err := s.logRequests(ctx, tx, reqs); err != nil {
			return err
		}
		return s.updateSource(ctx, tx, src)
	})
}

// updateSourceSQL writes what a refresh changes of a source (prepared.go).
const updateSourceSQL = `UPDATE sources SET title = ?, interval_ns = ?, etag = ?,
		last_modified = ?, next_due = ?, failures = ?, last_status = ?, last_error = ?, state = ?,
		refusal = ?, retry_until = ?, sitemap_lastmod = ?, last_refreshed = ? WHERE id = ?`

// updateSource is UpdateSource within the transaction tx.
func (s *Store) updateSource(ctx context.Context, tx *sql.Tx, src Source) error {
	src = cleanSource(src)
	state := src.State
	if state == "" {
		state = StateActive
	}
	res, err := s.exec(ctx, tx, updateSourceSQL,
		src.Title, int64(src.Interval), src.ETag, src.LastModified, toDB(src.NextDue), src.Failures,
		src.LastStatus, src.LastError, state, src.Reason, toDB(src.RetryUntil), toDB(src.SitemapLastMod),
		toDB(src.LastRefreshed), src.ID)
	if err != nil {
		return err
	}
	return mustAffect(res, fmt.Sprintf("source %d", src.ID))
}

// DeleteSource removes a source. Its items go too, except those another source also brought; those
// stay, credited to the next source that brought them. A source that does not exist gives ErrNotFound.
func (s *Store) DeleteSource(ctx context.Context, id int64) error {
	return s.write(ctx, fmt.Sprintf("deleting source %d", id), func(tx *sql.Tx) error {
		// Provenance rows go before the items, so that the unread counters learn which sites the
		// items leave (see the triggers of 0001_init.sql). The items left with no provenance are
		// those this source alone brought: this source is their first.
		if _, err := tx.ExecContext(ctx, `DELETE FROM item_sources WHERE source_id = ?`, id); err != nil {
			return err
		}
		if err := staleMarkings(ctx, tx); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM items WHERE source_id = ?
				AND NOT EXISTS (SELECT 1 FROM item_sources WHERE item_id = items.id)`, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE items SET source_id = (
				SELECT min(source_id) FROM item_sources WHERE item_id = items.id AND source_id <> ?)
			WHERE source_id = ?`, id, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM sources WHERE id = ?`, id)
		if err != nil {
			return err
		}
		return mustAffect(res, fmt.Sprintf("source %d", id))
	})
}

// mustAffect turns "no row changed" into ErrNotFound.
func mustAffect(res sql.Result, what string) error {
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("%w (%s)", ErrNotFound, what)
	}
	return nil
}
