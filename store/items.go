package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// Title qualities, as stored in items.title_quality: a better title replaces a worse one.
const (
	titleNone    = 0 // no title
	titleFromURL = 1 // made from the URL slug
	titleGiven   = 2 // given by the source
)

// NewItem is an item as a source delivered it.
type NewItem struct {
	URL       string // already normalised by the caller (no fragment, no tracking parameters)
	Title     string
	Summary   string // plain text; may be empty
	Published time.Time
	// TitleFromURL says Title was made from the URL slug; any title a source gives replaces it.
	TitleFromURL bool
}

// Item is a stored item (a headline).
type Item struct {
	ID        int64
	URL       string
	Title     string
	Summary   string
	Published time.Time // zero when the source gave none
	FirstSeen time.Time
	// SortTime is the listing key: Published when known, else FirstSeen. Pass the last item's
	// SortTime and ID as ItemQuery.AfterTime and AfterID to get the next page.
	SortTime time.Time
	Read     bool
	Starred  bool
	// SourceID, SourceTitle and Site describe the first source that brought the item (the next one
	// when that source was deleted).
	SourceID    int64
	SourceTitle string
	Site        string
}

// ItemQuery selects items, newest first. Zero fields select everything.
type ItemQuery struct {
	SourceID int64  // items that came through this source
	Site     string // items that came through a source of this site
	Unread   bool   // unread items only
	Starred  bool   // starred items only
	Search   string // full-text search over titles and summaries; all words must match
	Limit    int    // at most this many items (200 when zero); Items only
	// AfterTime and AfterID continue a listing after the item with this SortTime and ID (keyset
	// pagination: no gaps or repeats while items arrive). Zero AfterID starts from the newest.
	AfterTime time.Time
	AfterID   int64
}

// DefaultLimit is the page size when ItemQuery.Limit is zero.
const DefaultLimit = 200

// titleQuality grades the title of a new item.
func titleQuality(it NewItem) int {
	switch {
	case strings.TrimSpace(it.Title) == "":
		return titleNone
	case it.TitleFromURL:
		return titleFromURL
	}
	return titleGiven
}

// IngestItems stores what a source delivered, in one transaction, and returns how many items were
// new. An item whose URL is already stored is not duplicated: it gains this source as one more
// provenance, and a better title (one given by a source over one made from the URL), a summary or a
// publication time it lacked. Items with an empty URL are skipped. A source that does not exist
// gives ErrNotFound.
func (s *Store) IngestItems(ctx context.Context, sourceID int64, items []NewItem, seen time.Time) (added int, err error) {
	if seen.IsZero() {
		seen = time.Now()
	}
	seenNS := seen.UnixNano()
	err = s.write(ctx, fmt.Sprintf("storing items of source %d", sourceID), func(tx *sql.Tx) error {
		added = 0
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM sources WHERE id = ?`, sourceID).Scan(&one); err != nil {
			if err == sql.ErrNoRows {
				return fmt.Errorf("%w (source %d)", ErrNotFound, sourceID)
			}
			return err
		}
		ing, err := prepareIngest(ctx, tx)
		if err != nil {
			return err
		}
		defer ing.close()
		for _, it := range items {
			if it.URL == "" {
				continue
			}
			isNew, err := ing.one(ctx, sourceID, it, seenNS)
			if err != nil {
				return err
			}
			if isNew {
				added++
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return added, nil
}

// ingester holds the statements of one IngestItems transaction.
type ingester struct {
	find, insert, insertFTS, deleteFTS, update, provenance, resort *sql.Stmt
}

func prepareIngest(ctx context.Context, tx *sql.Tx) (*ingester, error) {
	ing := &ingester{}
	for _, p := range []struct {
		stmt **sql.Stmt
		sql  string
	}{
		{&ing.find, `SELECT id, title_quality, summary, published, first_seen, title FROM items WHERE url = ?`},
		{&ing.insert, `INSERT INTO items (url, title, title_quality, summary, published, first_seen, sort_time, source_id)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`},
		{&ing.insertFTS, `INSERT INTO items_fts (rowid, title, summary) VALUES (?, ?, ?)`},
		{&ing.deleteFTS, `DELETE FROM items_fts WHERE rowid = ?`},
		{&ing.update, `UPDATE items SET title = ?, title_quality = ?, summary = ?, published = ?, sort_time = ?
			WHERE id = ?`},
		{&ing.provenance, `INSERT INTO item_sources (source_id, item_id, sort_time, first_seen) VALUES (?, ?, ?, ?)
			ON CONFLICT DO NOTHING`},
		{&ing.resort, `UPDATE item_sources SET sort_time = ? WHERE item_id = ?`},
	} {
		st, err := tx.PrepareContext(ctx, p.sql)
		if err != nil {
			ing.close()
			return nil, err
		}
		*p.stmt = st
	}
	return ing, nil
}

func (ing *ingester) close() {
	for _, st := range []*sql.Stmt{ing.find, ing.insert, ing.insertFTS, ing.deleteFTS, ing.update, ing.provenance, ing.resort} {
		if st != nil {
			st.Close()
		}
	}
}

// one stores one item and its provenance, reporting whether the item was new.
func (ing *ingester) one(ctx context.Context, sourceID int64, it NewItem, seenNS int64) (bool, error) {
	quality := titleQuality(it)
	title := strings.TrimSpace(it.Title)
	summary := strings.TrimSpace(it.Summary)
	published := toDB(it.Published)

	var (
		id                         int64
		oldQuality                 int
		oldSummary, oldTitle       string
		oldPublished, oldFirstSeen int64
	)
	err := ing.find.QueryRowContext(ctx, it.URL).Scan(&id, &oldQuality, &oldSummary, &oldPublished, &oldFirstSeen, &oldTitle)
	switch {
	case err == sql.ErrNoRows:
		sortTime := published
		if sortTime == 0 {
			sortTime = seenNS
		}
		res, err := ing.insert.ExecContext(ctx, it.URL, title, quality, summary, published, seenNS, sortTime, sourceID)
		if err != nil {
			return false, err
		}
		if id, err = res.LastInsertId(); err != nil {
			return false, err
		}
		if _, err := ing.insertFTS.ExecContext(ctx, id, indexText(title), indexText(summary)); err != nil {
			return false, err
		}
		if _, err := ing.provenance.ExecContext(ctx, sourceID, id, sortTime, seenNS); err != nil {
			return false, err
		}
		return true, nil
	case err != nil:
		return false, err
	}

	// The item is known: keep the better of what is stored and what came.
	newTitle, newQuality, newSummary, newPublished := oldTitle, oldQuality, oldSummary, oldPublished
	if quality > oldQuality {
		newTitle, newQuality = title, quality
	}
	if oldSummary == "" && summary != "" {
		newSummary = summary
	}
	if oldPublished == 0 && published != 0 {
		newPublished = published
	}
	sortTime := newPublished
	if sortTime == 0 {
		sortTime = oldFirstSeen
	}
	if newTitle != oldTitle || newSummary != oldSummary || newPublished != oldPublished {
		if _, err := ing.update.ExecContext(ctx, newTitle, newQuality, newSummary, newPublished, sortTime, id); err != nil {
			return false, err
		}
		if newTitle != oldTitle || newSummary != oldSummary {
			if _, err := ing.deleteFTS.ExecContext(ctx, id); err != nil {
				return false, err
			}
			if _, err := ing.insertFTS.ExecContext(ctx, id, indexText(newTitle), indexText(newSummary)); err != nil {
				return false, err
			}
		}
		if newPublished != oldPublished {
			if _, err := ing.resort.ExecContext(ctx, sortTime, id); err != nil {
				return false, err
			}
		}
	}
	if _, err := ing.provenance.ExecContext(ctx, sourceID, id, sortTime, seenNS); err != nil {
		return false, err
	}
	return false, nil
}

// itemFilter is the WHERE clause and arguments of a query, for the items table aliased i (and, with
// a source, item_sources aliased p).
func itemFilter(q ItemQuery) (from, where string, args []any, empty bool) {
	var conds []string
	if q.SourceID != 0 {
		from = `item_sources p CROSS JOIN items i ON i.id = p.item_id`
		conds = append(conds, `p.source_id = ?`)
		args = append(args, q.SourceID)
	} else {
		from = `items i`
	}
	if q.Site != "" {
		conds = append(conds, `EXISTS (SELECT 1 FROM item_sources ps JOIN sources ss ON ss.id = ps.source_id
			WHERE ps.item_id = i.id AND ss.site = ?)`)
		args = append(args, q.Site)
	}
	if q.Unread {
		conds = append(conds, `i.read = 0`)
	}
	if q.Starred {
		conds = append(conds, `i.starred = 1`)
	}
	if strings.TrimSpace(q.Search) != "" {
		expr := matchExpr(q.Search)
		if expr == "" {
			return "", "", nil, true
		}
		conds = append(conds, `i.id IN (SELECT rowid FROM items_fts WHERE items_fts MATCH ?)`)
		args = append(args, expr)
	}
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	return from, where, args, false
}

// Items returns one page of the items q selects, newest first (by SortTime, then ID).
func (s *Store) Items(ctx context.Context, q ItemQuery) ([]Item, error) {
	from, where, args, empty := itemFilter(q)
	if empty {
		return nil, nil
	}
	limit := q.Limit
	if limit <= 0 {
		limit = DefaultLimit
	}
	sortCol, idCol := "i.sort_time", "i.id"
	if q.SourceID != 0 {
		sortCol, idCol = "p.sort_time", "p.item_id"
	}
	if q.AfterID != 0 {
		if where == "" {
			where = " WHERE "
		} else {
			where += " AND "
		}
		where += "(" + sortCol + ", " + idCol + ") < (?, ?)"
		args = append(args, toDB(q.AfterTime), q.AfterID)
	}
	query := `SELECT i.id, i.url, i.title, i.summary, i.published, i.first_seen, i.sort_time, i.read, i.starred,
			coalesce(i.source_id, 0), coalesce(src.title, ''), coalesce(src.site, '')
		FROM ` + from + ` LEFT JOIN sources src ON src.id = i.source_id` + where +
		` ORDER BY ` + sortCol + ` DESC, ` + idCol + ` DESC LIMIT ?`
	args = append(args, limit)
	rows, err := s.r.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, wrapErr("listing items", err)
	}
	defer rows.Close()
	out := make([]Item, 0, min(limit, 256))
	for rows.Next() {
		var (
			it                            Item
			published, firstSeen, sortKey int64
		)
		if err := rows.Scan(&it.ID, &it.URL, &it.Title, &it.Summary, &published, &firstSeen, &sortKey,
			&it.Read, &it.Starred, &it.SourceID, &it.SourceTitle, &it.Site); err != nil {
			return nil, wrapErr("listing items", err)
		}
		it.Published, it.FirstSeen, it.SortTime = fromDB(published), fromDB(firstSeen), fromDB(sortKey)
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr("listing items", err)
	}
	return out, nil
}

// CountItems returns how many items q selects, ignoring Limit, AfterTime and AfterID.
func (s *Store) CountItems(ctx context.Context, q ItemQuery) (int, error) {
	from, where, args, empty := itemFilter(q)
	if empty {
		return 0, nil
	}
	var n int
	if err := s.r.QueryRowContext(ctx, `SELECT count(*) FROM `+from+where, args...).Scan(&n); err != nil {
		return 0, wrapErr("counting items", err)
	}
	return n, nil
}

// UnreadCounts returns the number of unread items of every source, by source ID.
func (s *Store) UnreadCounts(ctx context.Context) (map[int64]int, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT id, unread FROM sources`)
	if err != nil {
		return nil, wrapErr("counting unread items", err)
	}
	defer rows.Close()
	counts := make(map[int64]int)
	for rows.Next() {
		var id int64
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, wrapErr("counting unread items", err)
		}
		counts[id] = n
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr("counting unread items", err)
	}
	return counts, nil
}

// SetRead marks an item read or unread. An item that does not exist gives ErrNotFound.
func (s *Store) SetRead(ctx context.Context, id int64, read bool) error {
	return s.setFlag(ctx, id, "read", read)
}

// SetStarred stars or unstars an item. An item that does not exist gives ErrNotFound.
func (s *Store) SetStarred(ctx context.Context, id int64, starred bool) error {
	return s.setFlag(ctx, id, "starred", starred)
}

// setFlag sets column (read or starred, never a caller's text) of one item.
func (s *Store) setFlag(ctx context.Context, id int64, column string, on bool) error {
	what := fmt.Sprintf("setting %s on item %d", column, id)
	return s.write(ctx, what, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE items SET `+column+` = ? WHERE id = ?`, boolInt(on), id)
		if err != nil {
			return err
		}
		return mustAffect(res, fmt.Sprintf("item %d", id))
	})
}

// MarkRead marks every unread item q selects (ignoring Limit, AfterTime and AfterID) read and
// returns how many changed.
func (s *Store) MarkRead(ctx context.Context, q ItemQuery) (int, error) {
	q.Unread = true
	from, where, args, empty := itemFilter(q)
	if empty {
		return 0, nil
	}
	var n int64
	err := s.write(ctx, "marking items read", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE items SET read = 1 WHERE read = 0 AND id IN (SELECT i.id FROM `+from+where+`)`, args...)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}
