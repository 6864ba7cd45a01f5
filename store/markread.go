package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// An item is unread while the unread table holds a row for it (see 0004_unread.sql). The counters
// (sources.unread, site_unread, unread_total) are kept true here and in ingest, in a few statements
// per change however many items it touches, where a trigger per item made marking a million
// headlines read take most of a minute.

// Marking is one marking of many items read, which UndoMarking can take back.
type Marking struct {
	ID    int64 // 0 when nothing was marked
	Items int   // how many items turned read
}

// SetRead marks an item read or unread. An item that does not exist gives ErrNotFound.
func (s *Store) SetRead(ctx context.Context, id int64, read bool) error {
	return s.write(ctx, fmt.Sprintf("setting read on item %d", id), func(tx *sql.Tx) error {
		var sortTime int64
		err := tx.QueryRowContext(ctx, `SELECT sort_time FROM items WHERE id = ?`, id).Scan(&sortTime)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w (item %d)", ErrNotFound, id)
		}
		if err != nil {
			return err
		}
		c, err := setCounts(ctx, tx, `SELECT ?1 AS id`, id)
		if err != nil {
			return err
		}
		var res sql.Result
		sign := 1
		if read {
			sign = -1
			res, err = tx.ExecContext(ctx, `DELETE FROM unread WHERE sort_time = ? AND item_id = ?`, sortTime, id)
		} else {
			res, err = tx.ExecContext(ctx, `INSERT INTO unread (sort_time, item_id) VALUES (?, ?) ON CONFLICT DO NOTHING`, sortTime, id)
		}
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err // already as asked
		}
		return applyCounts(ctx, tx, c, sign)
	})
}

// MarkRead marks every unread item q selects (ignoring Limit, AfterTime and AfterID) read, and
// keeps what it marked so that UndoMarking can take it back; the marking before it can then no
// longer be undone. Marking everything unread hands the unread table over whole as the kept
// marking (swapUnread), whatever the number of items.
func (s *Store) MarkRead(ctx context.Context, q ItemQuery) (Marking, error) {
	q.Unread = true
	var m Marking
	err := s.write(ctx, "marking items read", func(tx *sql.Tx) error {
		p, err := planSearch(ctx, tx, q)
		if err != nil || p.empty {
			return err
		}
		// The marking's row is written first, also when there is nothing to mark, so that a marking
		// of nothing takes the write lock and fails on a database that cannot be written (what
		// app's CheckWritable relies on); it is then taken out again.
		res, err := tx.ExecContext(ctx, `INSERT INTO markings (made, items) VALUES (?, 0)`, time.Now().UnixNano())
		if err != nil {
			return err
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		keys, args := markingKeys(q, p)
		var some bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (`+keys+`)`, args...).Scan(&some); err != nil || !some {
			if err == nil {
				// Nothing to mark: the marking before stays the one to undo.
				_, err = tx.ExecContext(ctx, `DELETE FROM markings WHERE id = ?`, id)
			}
			return err
		}
		if err := forgetMarkings(ctx, tx); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO markings (id, made, items) VALUES (?, ?, 0)`, id, time.Now().UnixNano()); err != nil {
			return err
		}
		m.ID = id
		var c counts
		if isEverything(q, p) {
			// Every unread item goes: each counter loses all it counts, the unread table as it is
			// becomes the kept marking, and the kept marking, emptied above, the unread table.
			if c, err = currentCounts(ctx, tx); err != nil {
				return err
			}
			// The total counter, not count(*): counting walks every page of the table, a third of a
			// second for a million items not in the cache.
			if err := tx.QueryRowContext(ctx, `SELECT unread FROM unread_total`).Scan(&m.Items); err != nil {
				return err
			}
			if err := swapUnread(ctx, tx); err != nil {
				return err
			}
		} else {
			res, err = tx.ExecContext(ctx, `INSERT INTO marking_items (sort_time, item_id)
				SELECT * FROM (`+keys+`) ORDER BY 1, 2 ON CONFLICT DO NOTHING`, args...)
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			m.Items = int(n)
			if c, err = setCounts(ctx, tx, `SELECT item_id AS id FROM marking_items`); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM unread WHERE (sort_time, item_id) IN
				(SELECT sort_time, item_id FROM marking_items)`); err != nil {
				return err
			}
		}
		c.total = m.Items
		if err := keepCounts(ctx, tx, m.ID, c); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE markings SET items = ? WHERE id = ?`, m.Items, m.ID); err != nil {
			return err
		}
		return applyCounts(ctx, tx, c, -1)
	})
	if err != nil {
		return Marking{}, err
	}
	return m, nil
}

// swapUnread swaps the names of the unread table and of marking_items, which have the same columns
// and key (0008_marking_handover.sql): the rows of each become the other's where they are, with no
// row copied, in a few writes of the schema. The triggers that name unread must go on naming the
// table called unread, so the renames run with legacy_alter_table on, which leaves the bodies of
// triggers as they are (otherwise ALTER TABLE RENAME makes them follow the table renamed).
func swapUnread(ctx context.Context, tx *sql.Tx) (err error) {
	if _, err := tx.ExecContext(ctx, `PRAGMA legacy_alter_table = ON`); err != nil {
		return err
	}
	defer func() {
		// The setting belongs to the connection, which outlives the transaction: it is set back
		// also when ctx is cancelled.
		if _, e := tx.ExecContext(context.WithoutCancel(ctx), `PRAGMA legacy_alter_table = OFF`); err == nil {
			err = e
		}
	}()
	for _, q := range []string{
		`ALTER TABLE unread RENAME TO unread_handed_over`,
		`ALTER TABLE marking_items RENAME TO unread`,
		`ALTER TABLE unread_handed_over RENAME TO marking_items`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}

// isEverything says whether q, planned as p, selects every unread item.
func isEverything(q ItemQuery, p *itemPlan) bool {
	return q.SourceID == 0 && q.Site == "" && !q.Starred && p.unreadJoined
}

// markingKeys is the query of the sort keys and IDs of the unread items q selects, planned as p,
// with its arguments. It reads the narrow tables alone where it can: a search matching half a
// million items would otherwise read half a million wide rows.
func markingKeys(q ItemQuery, p *itemPlan) (string, []any) {
	switch {
	case isEverything(q, p):
		return `SELECT sort_time, item_id FROM unread`, nil
	case p.narrowFrom != "":
		conds := p.narrowConds
		if !p.unreadJoined {
			conds = append(conds, `EXISTS (SELECT 1 FROM unread ur WHERE ur.sort_time = `+p.keySort+
				` AND ur.item_id = `+p.keyID+`)`)
		}
		where := ""
		if len(conds) > 0 {
			where = " WHERE " + strings.Join(conds, " AND ")
		}
		return `SELECT ` + p.keySort + `, ` + p.keyID + ` FROM ` + p.narrowFrom + where, p.narrowArgs
	}
	return `SELECT i.sort_time, i.id FROM ` + p.from + p.where(), p.args
}

// UndoMarking makes unread again the items marking id marked that are still stored and read, gives
// their counters back and forgets the marking; it returns how many items turned unread. A marking
// that is not the last, or was undone already, gives ErrNotFound.
func (s *Store) UndoMarking(ctx context.Context, id int64) (int, error) {
	var restored int
	err := s.write(ctx, fmt.Sprintf("undoing marking %d", id), func(tx *sql.Tx) error {
		var items int
		var stale bool
		err := tx.QueryRowContext(ctx, `SELECT items, stale FROM markings WHERE id = ?`, id).Scan(&items, &stale)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w (marking %d)", ErrNotFound, id)
		}
		if err != nil {
			return err
		}
		var c counts
		if stale {
			// Provenance changed since: count what each counter gains from the items to restore,
			// and restore those still stored, under their sort keys of now.
			c, err = setCounts(ctx, tx, `SELECT i.id FROM marking_items m CROSS JOIN items i ON i.id = m.item_id
				WHERE NOT `+isUnread)
			if err == nil {
				restored, err = execCount(ctx, tx, `INSERT INTO unread (sort_time, item_id)
					SELECT i.sort_time, i.id FROM marking_items m CROSS JOIN items i ON i.id = m.item_id
					WHERE true ORDER BY 1, 2 ON CONFLICT DO NOTHING`)
			}
		} else {
			// Unless stale, no marked item went (only deleting a source deletes items) or moved in
			// the list, so that marking_items, a narrow table, is all the undo needs to read, and
			// what the marking took off, less what the items made unread since gave back already, is
			// what the counters gain.
			var since counts
			c, err = storedCounts(ctx, tx, id)
			if err == nil {
				since, err = unreadSince(ctx, tx, items)
				c.subtract(since)
			}
			if err == nil {
				restored, err = restoreMarked(ctx, tx, items, since.total)
			}
		}
		if err != nil {
			return err
		}
		c.total = restored
		if err := applyCounts(ctx, tx, c, 1); err != nil {
			return err
		}
		return forgetMarkings(ctx, tx)
	})
	if err != nil {
		return 0, err
	}
	return restored, nil
}

// restoreMarked makes the kept marking's items unread again and returns how many turned unread:
// items were marked, and unread of them are unread already. When fewer items are unread than
// were marked (after everything was marked read, the unread items are the few that came since),
// the unread items join the marking, which is then handed back whole as the unread table;
// otherwise the marked items join the unread.
func restoreMarked(ctx context.Context, tx *sql.Tx, items, unread int) (int, error) {
	var all int
	if err := tx.QueryRowContext(ctx, `SELECT unread FROM unread_total`).Scan(&all); err != nil {
		return 0, err
	}
	if all >= items {
		return execCount(ctx, tx, `INSERT INTO unread (sort_time, item_id)
			SELECT sort_time, item_id FROM marking_items WHERE true ON CONFLICT DO NOTHING`)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO marking_items (sort_time, item_id)
		SELECT sort_time, item_id FROM unread WHERE true ON CONFLICT DO NOTHING`); err != nil {
		return 0, err
	}
	if err := swapUnread(ctx, tx); err != nil {
		return 0, err
	}
	return items - unread, nil
}

// execCount runs a statement and returns how many rows it changed.
func execCount(ctx context.Context, tx *sql.Tx, query string, args ...any) (int, error) {
	res, err := tx.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// unreadSince counts the items of the kept marking (which marked items) that are unread again. It
// walks the smaller of the marking and the unread items, and counts nothing more when there are
// none: after everything was marked read, the unread items are the few that came since.
func unreadSince(ctx context.Context, tx *sql.Tx, items int) (counts, error) {
	var unread int
	if err := tx.QueryRowContext(ctx, `SELECT unread FROM unread_total`).Scan(&unread); err != nil {
		return counts{}, err
	}
	set := `SELECT m.item_id AS id FROM marking_items m
		WHERE EXISTS (SELECT 1 FROM unread ur WHERE ur.sort_time = m.sort_time AND ur.item_id = m.item_id)`
	if unread < items {
		set = `SELECT ur.item_id AS id FROM unread ur CROSS JOIN marking_items m
			ON m.sort_time = ur.sort_time AND m.item_id = ur.item_id`
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM (`+set+`)`).Scan(&n); err != nil {
		return counts{}, err
	}
	if n == 0 {
		return counts{bySource: map[int64]int{}, bySite: map[string]int{}}, nil
	}
	return setCounts(ctx, tx, set)
}

// forgetMarkings forgets the marking kept. The tables are emptied whole (no WHERE clause), which
// SQLite does by freeing their pages: deleting a million rows one by one took seconds.
func forgetMarkings(ctx context.Context, tx *sql.Tx) error {
	for _, q := range []string{
		`DELETE FROM marking_items`,
		`DELETE FROM marking_sources`,
		`DELETE FROM marking_sites`,
		`DELETE FROM markings`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}

// staleMarkings records that provenance rows of items read came or went, so that an undo counts
// again what it gives back.
func staleMarkings(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `UPDATE markings SET stale = 1 WHERE stale = 0`)
	return err
}

// counts is what a set of items adds to (or takes off) the unread counters.
type counts struct {
	bySource map[int64]int
	bySite   map[string]int
	total    int
}

// subtract takes o off c.
func (c *counts) subtract(o counts) {
	for id, n := range o.bySource {
		c.bySource[id] -= n
	}
	for site, n := range o.bySite {
		c.bySite[site] -= n
	}
	c.total -= o.total
}

// setCounts counts a set of items, given as a query of their IDs (column id) with its arguments:
// per source the items that came through it, per site the items that came through at least one of
// its sources, and the items.
func setCounts(ctx context.Context, tx *sql.Tx, set string, args ...any) (counts, error) {
	var c counts
	var err error
	if c.bySource, err = countBy[int64](ctx, tx, `SELECT p.source_id, count(*) FROM (`+set+`) x
		CROSS JOIN item_sources p ON p.item_id = x.id GROUP BY p.source_id`, args...); err != nil {
		return c, err
	}
	if c.bySite, err = countBy[string](ctx, tx, `SELECT s.site, count(DISTINCT p.item_id) FROM (`+set+`) x
		CROSS JOIN item_sources p ON p.item_id = x.id CROSS JOIN sources s ON s.id = p.source_id GROUP BY s.site`, args...); err != nil {
		return c, err
	}
	err = tx.QueryRowContext(ctx, `SELECT count(*) FROM (`+set+`)`, args...).Scan(&c.total)
	return c, err
}

// countBy runs a query of (key, count) rows and returns them as a map.
func countBy[K comparable](ctx context.Context, tx *sql.Tx, query string, args ...any) (map[K]int, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	m := map[K]int{}
	for rows.Next() {
		var k K
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			return nil, err
		}
		m[k] = n
	}
	return m, rows.Err()
}

// currentCounts reads the counters themselves: what marking every unread item read takes off.
func currentCounts(ctx context.Context, tx *sql.Tx) (counts, error) {
	return readCounts(ctx, tx, `SELECT id, unread FROM sources WHERE unread <> 0`,
		`SELECT site, unread FROM site_unread WHERE unread <> 0`)
}

// storedCounts reads what marking id took off the counters.
func storedCounts(ctx context.Context, tx *sql.Tx, id int64) (counts, error) {
	return readCounts(ctx, tx, `SELECT source_id, unread FROM marking_sources WHERE marking_id = ?1`,
		`SELECT site, unread FROM marking_sites WHERE marking_id = ?1`, id)
}

// readCounts reads counts from a query of (source ID, count) rows and one of (site, count) rows.
func readCounts(ctx context.Context, tx *sql.Tx, bySource, bySite string, args ...any) (counts, error) {
	c := counts{bySource: map[int64]int{}, bySite: map[string]int{}}
	rows, err := tx.QueryContext(ctx, bySource, args...)
	if err != nil {
		return c, err
	}
	for rows.Next() {
		var id int64
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			rows.Close()
			return c, err
		}
		c.bySource[id] = n
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return c, err
	}
	rows, err = tx.QueryContext(ctx, bySite, args...)
	if err != nil {
		return c, err
	}
	defer rows.Close()
	for rows.Next() {
		var site string
		var n int
		if err := rows.Scan(&site, &n); err != nil {
			return c, err
		}
		c.bySite[site] = n
	}
	return c, rows.Err()
}

// keepCounts records what marking id takes off the counters.
func keepCounts(ctx context.Context, tx *sql.Tx, id int64, c counts) error {
	src, site, err := countsJSON(c)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO marking_sources (marking_id, source_id, unread)
		SELECT ?, value ->> 0, value ->> 1 FROM json_each(?)`, id, src); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO marking_sites (marking_id, site, unread)
		SELECT ?, value ->> 0, value ->> 1 FROM json_each(?)`, id, site)
	return err
}

// applyCounts adds c, times sign, to the counters, in one statement each.
func applyCounts(ctx context.Context, tx *sql.Tx, c counts, sign int) error {
	src, site, err := countsJSON(c)
	if err != nil {
		return err
	}
	if len(c.bySource) > 0 {
		if _, err := tx.ExecContext(ctx, `UPDATE sources SET unread = unread + ?1 * (j.value ->> 1)
			FROM json_each(?2) j WHERE sources.id = j.value ->> 0`, sign, src); err != nil {
			return err
		}
	}
	if len(c.bySite) > 0 {
		if _, err := tx.ExecContext(ctx, `UPDATE site_unread SET unread = unread + ?1 * (j.value ->> 1)
			FROM json_each(?2) j WHERE site_unread.site = j.value ->> 0`, sign, site); err != nil {
			return err
		}
	}
	if c.total == 0 {
		return nil
	}
	_, err = tx.ExecContext(ctx, `UPDATE unread_total SET unread = unread + ?`, sign*c.total)
	return err
}

// countsJSON is c's counts by source and by site as JSON arrays of pairs.
func countsJSON(c counts) (bySource, bySite string, err error) {
	srcs := make([][2]any, 0, len(c.bySource))
	for id, n := range c.bySource {
		if n != 0 {
			srcs = append(srcs, [2]any{id, n})
		}
	}
	sites := make([][2]any, 0, len(c.bySite))
	for site, n := range c.bySite {
		if n != 0 {
			sites = append(sites, [2]any{site, n})
		}
	}
	a, err := json.Marshal(srcs)
	if err != nil {
		return "", "", err
	}
	b, err := json.Marshal(sites)
	return string(a), string(b), err
}
