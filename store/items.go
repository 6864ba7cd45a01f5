package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/cleantext"
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
	// The item's Published (when not zero) or else FirstSeen gives the same place as its SortTime.
	AfterTime time.Time
	AfterID   int64
}

// defaultLimit is the page size when ItemQuery.Limit is zero.
const defaultLimit = 200

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
// publication time it lacked. Items with an empty URL are skipped. A publication time before 1970 or
// more than a day after seen is dropped, and the item is listed by the time first seen. A source that
// does not exist gives ErrNotFound.
func (s *Store) IngestItems(ctx context.Context, sourceID int64, items []NewItem, seen time.Time) (added int, err error) {
	if seen.IsZero() {
		seen = time.Now()
	}
	batch := mergeBatch(items, seen)
	err = s.writeJournalInMemory(ctx, fmt.Sprintf("storing items of source %d", sourceID), func(tx *sql.Tx) error {
		var one int
		if err := s.queryRow(ctx, tx, sourceExistsSQL, sourceID).Scan(&one); err != nil {
			if err == sql.ErrNoRows {
				return fmt.Errorf("%w (source %d)", ErrNotFound, sourceID)
			}
			return err
		}
		if len(batch) == 0 {
			return nil
		}
		var err error
		added, err = s.ingest(ctx, tx, sourceID, batch, seen.UnixNano())
		return err
	})
	if err != nil {
		return 0, err
	}
	return added, nil
}

// batchItem is one distinct URL of a batch, with the best of what the batch said about it.
type batchItem struct {
	url, title, summary string
	quality             int
	published           int64
}

// mergeBatch keeps one entry per URL, in the order URLs first appear, each with the best title,
// the first summary and the first publication time the batch gave that is believable when seen
// (see believablePublished).
func mergeBatch(items []NewItem, seen time.Time) []batchItem {
	out := make([]batchItem, 0, len(items))
	at := make(map[string]int, len(items))
	for _, it := range items {
		if it.URL == "" {
			continue
		}
		b := batchItem{url: it.URL, title: strings.TrimSpace(cleantext.Line(it.Title)), summary: strings.TrimSpace(cleantext.Text(it.Summary)),
			quality: titleQuality(it), published: toDB(believablePublished(it.Published, seen))}
		i, ok := at[it.URL]
		if !ok {
			at[it.URL] = len(out)
			out = append(out, b)
			continue
		}
		out[i] = better(out[i], b)
	}
	return out
}

// futureSlack is how far after the moment it is first seen an item may say it was published: time
// zones gone wrong put honest items some hours ahead.
const futureSlack = 24 * time.Hour

// believablePublished returns published, or the zero time when no item seen at seen can have been
// published then: before 1970 (a wrong year, or a time far outside what can be stored, such as year
// 1500) or more than futureSlack after seen. An item without a believable date is dated by the time
// it was first seen, so that a wrong date pins nothing to the top of the list or buries it.
func believablePublished(published, seen time.Time) time.Time {
	if published.IsZero() || published.Before(time.Unix(0, 0)) || published.After(seen.Add(futureSlack)) {
		return time.Time{}
	}
	return published
}

// better merges what came (b) into what is known (a): a better title replaces a worse one; a
// summary and a publication time fill in when missing.
func better(a, b batchItem) batchItem {
	if b.quality > a.quality {
		a.title, a.quality = b.title, b.quality
	}
	if a.summary == "" {
		a.summary = b.summary
	}
	if a.published == 0 {
		a.published = b.published
	}
	return a
}

// storedItem is what ingest needs to know of an item already stored.
type storedItem struct {
	id        int64
	item      batchItem
	firstSeen int64
	read      bool
}

// ingest stores a merged batch in a few statements: one lookup of every URL, one insert of the new
// items, an update per known item that learnt something, one insert of the provenance rows, one
// update of each unread counter (the source's, its site's and the total) and two statements for the
// search index. Statements per item would cost more than the work they do.
func (s *Store) ingest(ctx context.Context, tx *sql.Tx, sourceID int64, batch []batchItem, seenNS int64) (int, error) {
	urls := make([]string, len(batch))
	for i, b := range batch {
		urls[i] = b.url
	}
	urlJSON, err := json.Marshal(urls)
	if err != nil {
		return 0, err
	}
	rows, err := s.query(ctx, tx, knownItemsSQL, string(urlJSON))
	if err != nil {
		return 0, err
	}
	known := make(map[string]storedItem)
	for rows.Next() {
		var st storedItem
		if err := rows.Scan(&st.id, &st.item.url, &st.item.title, &st.item.quality, &st.item.summary,
			&st.item.published, &st.firstSeen, &st.read); err != nil {
			rows.Close()
			return 0, err
		}
		known[st.item.url] = st
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}

	index := make(map[int64][2]string) // search index rowid -> title and summary to (re)index
	var unindex []int64                // search index rowids that must go first
	type provenance struct{ item, sortTime int64 }
	var readIDs map[int64]bool // known items already read: a new provenance of one adds no unread
	provs := make([]provenance, 0, len(batch))
	var fresh [][6]any
	freshIDs := make(map[int64]struct{}) // the items this batch added
	for _, b := range batch {
		st, ok := known[b.url]
		if !ok {
			fresh = append(fresh, [6]any{b.url, b.title, b.quality, b.summary, b.published, sortKey(b.published, seenNS)})
			continue
		}
		merged := better(st.item, b)
		sortTime := sortKey(merged.published, st.firstSeen)
		oldSortTime := sortKey(st.item.published, st.firstSeen)
		if merged != st.item {
			if _, err := tx.ExecContext(ctx, `UPDATE items SET title = ?, title_quality = ?, summary = ?,
				published = ?, sort_time = ? WHERE id = ?`,
				merged.title, merged.quality, merged.summary, merged.published, sortTime, st.id); err != nil {
				return 0, err
			}
			if merged.title != st.item.title || merged.summary != st.item.summary || sortTime != oldSortTime {
				unindex = append(unindex, ftsRowid(oldSortTime, st.id))
				article, err := articleIndexText(ctx, tx, st.id)
				if err != nil {
					return 0, err
				}
				index[ftsRowid(sortTime, st.id)] = [2]string{merged.title, withArticle(merged.summary, article)}
			}
			if sortTime != oldSortTime {
				if _, err := tx.ExecContext(ctx, `UPDATE item_sources SET sort_time = ? WHERE item_id = ?`,
					sortTime, st.id); err != nil {
					return 0, err
				}
				if !st.read {
					// The kept marking's row of an item unread again moves with it, so that an undo
					// sees it unread and does not restore it under its old key.
					for _, table := range []string{"unread", "marking_items"} {
						if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET sort_time = ? WHERE sort_time = ? AND item_id = ?`,
							sortTime, oldSortTime, st.id); err != nil {
							return 0, err
						}
					}
				} else if err := staleMarkings(ctx, tx); err != nil {
					return 0, err // a marked item may have moved in the list
				}
			}
		}
		provs = append(provs, provenance{st.id, sortTime})
		if st.read {
			if readIDs == nil {
				readIDs = make(map[int64]bool)
			}
			readIDs[st.id] = true
		}
	}

	if len(fresh) > 0 {
		data, err := json.Marshal(fresh)
		if err != nil {
			return 0, err
		}
		rows, err := s.query(ctx, tx, insertItemsSQL, seenNS, sourceID, string(data))
		if err != nil {
			return 0, err
		}
		for rows.Next() {
			var id, sortTime int64
			var title, summary string
			if err := rows.Scan(&id, &title, &summary, &sortTime); err != nil {
				rows.Close()
				return 0, err
			}
			index[ftsRowid(sortTime, id)] = [2]string{title, summary}
			provs = append(provs, provenance{id, sortTime})
			freshIDs[id] = struct{}{}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return 0, err
		}
	}

	pairs := make([][2]int64, len(provs))
	for i, p := range provs {
		pairs[i] = [2]int64{p.item, p.sortTime}
	}
	data, err := json.Marshal(pairs)
	if err != nil {
		return 0, err
	}
	// The source's unread counter gains the unread items this batch newly credits to it.
	rows, err = s.query(ctx, tx, insertProvenanceSQL, sourceID, seenNS, string(data))
	if err != nil {
		return 0, err
	}
	unread := 0
	var knownUnread []int64 // unread items stored before that this source now brings too
	readGained := false     // an item read came through one more source
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return 0, err
		}
		if readIDs[id] {
			readGained = true
			continue
		}
		unread++
		if _, ok := freshIDs[id]; !ok {
			knownUnread = append(knownUnread, id)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	if unread > 0 {
		if _, err := s.exec(ctx, tx, creditSourceSQL, unread, sourceID); err != nil {
			return 0, err
		}
		if err := s.creditSite(ctx, tx, sourceID, unread-len(knownUnread), knownUnread); err != nil {
			return 0, err
		}
	}
	if readGained {
		if err := staleMarkings(ctx, tx); err != nil {
			return 0, err
		}
	}
	if len(fresh) > 0 {
		if _, err := s.exec(ctx, tx, addUnreadTotalSQL, len(fresh)); err != nil {
			return 0, err
		}
		// New items are unread.
		keys := make([][2]int64, 0, len(freshIDs))
		for _, p := range provs {
			if _, ok := freshIDs[p.item]; ok {
				keys = append(keys, [2]int64{p.sortTime, p.item})
			}
		}
		data, err := json.Marshal(keys)
		if err != nil {
			return 0, err
		}
		if _, err := s.exec(ctx, tx, insertUnreadSQL, string(data)); err != nil {
			return 0, err
		}
	}
	if err := s.writeIndex(ctx, tx, index, unindex); err != nil {
		return 0, err
	}
	return len(fresh), nil
}

// The statements of an ingest that every refresh with headlines runs (prepared.go).
const (
	sourceExistsSQL = `SELECT 1 FROM sources WHERE id = ?`
	knownItemsSQL   = `SELECT id, url, title, title_quality, summary, published, first_seen,
			NOT EXISTS (SELECT 1 FROM unread u WHERE u.sort_time = items.sort_time AND u.item_id = items.id)
		FROM items WHERE url IN (SELECT value FROM json_each(?))`
	insertItemsSQL = `INSERT INTO items (url, title, title_quality, summary, published,
				first_seen, sort_time, source_id)
			SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, ?1, value ->> 5, ?2
			FROM jsonb_each(jsonb(?3)) WHERE true
			RETURNING id, title, summary, sort_time`
	insertProvenanceSQL = `INSERT INTO item_sources (item_id, source_id, sort_time, first_seen)
		SELECT value ->> 0, ?1, value ->> 1, ?2 FROM jsonb_each(jsonb(?3)) WHERE true
		ON CONFLICT DO NOTHING RETURNING item_id`
	creditSourceSQL = `UPDATE sources SET unread = unread + ? WHERE id = ?`
	creditSiteSQL   = `UPDATE site_unread SET unread = unread + ?
		WHERE site = (SELECT site FROM sources WHERE id = ?)`
	addUnreadTotalSQL = `UPDATE unread_total SET unread = unread + ?`
	insertUnreadSQL   = `INSERT INTO unread (sort_time, item_id)
			SELECT value ->> 0, value ->> 1 FROM jsonb_each(jsonb(?)) WHERE true ON CONFLICT DO NOTHING`
	insertIndexSQL = `INSERT INTO items_fts (rowid, title, summary)
		SELECT value ->> 0, value ->> 1, value ->> 2 FROM jsonb_each(jsonb(?))`
)

// creditSite adds to the unread counter of the source's site the unread items the source newly
// brought: the fresh ones, which came through no other source, and those of known (items already
// stored) that no other source of the site brought before.
func (s *Store) creditSite(ctx context.Context, tx *sql.Tx, sourceID int64, fresh int, known []int64) error {
	n := fresh
	if len(known) > 0 {
		ids, err := json.Marshal(known)
		if err != nil {
			return err
		}
		var more int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM json_each(?1) j
			WHERE NOT EXISTS (SELECT 1 FROM item_sources p JOIN sources s ON s.id = p.source_id
				WHERE p.item_id = j.value AND p.source_id <> ?2
				AND s.site = (SELECT site FROM sources WHERE id = ?2))`, string(ids), sourceID).Scan(&more); err != nil {
			return err
		}
		n += more
	}
	if n == 0 {
		return nil
	}
	_, err := s.exec(ctx, tx, creditSiteSQL, n, sourceID)
	return err
}

// Items are listed newest first by sort key, then ID. The sort key is the publication time when
// known, else the time first seen, cut to the second and kept within [1970, 2106) so that the
// search index can carry it: a search index row's rowid is the sort key's seconds above 31 bits of
// item ID (ftsRowid). The index then lists matches newest first by itself, and a search for a
// common word stops after the first page instead of sorting every match. Item IDs must stay below
// 2^31 (two billion items).
const (
	ftsIDBits = 31
	ftsIDMask = 1<<ftsIDBits - 1
	maxSortS  = 1<<32 - 1
)

// sortKey is the stored sort key (Unix nanoseconds, whole seconds) of an item published at published
// (0 when unknown) and first seen at firstSeen.
func sortKey(published, firstSeen int64) int64 {
	t := published
	if t == 0 {
		t = firstSeen
	}
	sec := t / int64(time.Second)
	sec = max(0, min(sec, maxSortS))
	return sec * int64(time.Second)
}

// ftsRowid is the search index rowid of an item; see sortKey.
func ftsRowid(sortTime, id int64) int64 {
	return (sortTime/int64(time.Second))<<ftsIDBits | id&ftsIDMask
}

// writeIndex writes search index rows in two statements: FTS5 flushes its pending terms to disk at
// every statement savepoint and whenever a rowid comes out of order, so writing it row by row
// between other statements made every item its own index segment and ingest several times slower.
func (s *Store) writeIndex(ctx context.Context, tx *sql.Tx, index map[int64][2]string, unindex []int64) error {
	if len(unindex) > 0 {
		ids, err := json.Marshal(unindex)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM items_fts WHERE rowid IN (SELECT value FROM json_each(?))`, string(ids)); err != nil {
			return err
		}
	}
	if len(index) == 0 {
		return nil
	}
	ids := slices.Sorted(maps.Keys(index))
	rows := make([][3]any, 0, len(ids))
	for _, id := range ids {
		text := index[id]
		rows = append(rows, [3]any{id, indexText(text[0]), indexText(text[1])})
	}
	data, err := json.Marshal(rows)
	if err != nil {
		return err
	}
	_, err = s.exec(ctx, tx, insertIndexSQL, string(data))
	return err
}

// itemPlan is how a query reads items: the tables (items aliased i), the conditions and their
// arguments, and the columns that order it.
type itemPlan struct {
	from    string
	conds   []string
	args    []any
	orderBy string
	// after returns the keyset condition and arguments that continue after an item.
	after func(sortTime, id int64) (string, []any)
	// distinct says the tables can yield an item more than once (through two sources of a site).
	distinct bool
	// unreadJoined says the tables hold only unread items (read from the unread table, aliased u).
	unreadJoined bool
	// narrowFrom, when set, reads the same items without the items table: keySort and keyID are
	// their sort key and ID there, and narrowConds and narrowArgs select them but for Unread. Work
	// on many items (marking them read) then touches no wide row.
	narrowFrom, keySort, keyID string
	narrowConds                []string
	narrowArgs                 []any
	empty                      bool // the query can match nothing
}

// isUnread is the condition that item i is unread.
const isUnread = `EXISTS (SELECT 1 FROM unread ur WHERE ur.sort_time = i.sort_time AND ur.item_id = i.id)`

// where returns the WHERE clause of the plan's conditions.
func (p *itemPlan) where() string {
	if len(p.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(p.conds, " AND ")
}

// planSearch plans q (see planItems), its search turned into an FTS5 query through db, which
// looks up the words a prefix stands for (see searchExpr).
func planSearch(ctx context.Context, db queryRower, q ItemQuery) (*itemPlan, error) {
	var expr string
	if strings.TrimSpace(q.Search) != "" {
		var err error
		if expr, err = searchExpr(ctx, db, q.Search); err != nil {
			return nil, err
		}
		if expr == "" {
			return &itemPlan{empty: true}, nil
		}
	}
	sparse := false
	if expr != "" && q.SourceID != 0 {
		// A prefix left as a prefix costs the gathering of all its postings each time the index
		// is asked: once, by walking the matches, rather than once per item of the source.
		sparse = strings.Contains(expr, "*")
		if !sparse {
			var n int
			if err := db.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM items_fts WHERE items_fts MATCH ? LIMIT ?)`,
				expr, sparseMatches).Scan(&n); err != nil {
				return nil, err
			}
			sparse = n < sparseMatches
		}
	}
	return planItems(q, expr, sparse), nil
}

// sparseMatches is the number of matches under which a search within one source walks the matches
// and looks each up in the source's provenance rows (a few microseconds each), rather than walk
// the source's items and ask the index about each (tens of microseconds each). A word the source
// does not hold then costs little however many items the source has.
const sparseMatches = 5000

// planItems picks how to read what q selects, expr being its search as an FTS5 query. A source's
// items are read from its provenance rows, unless sparse says the search matches few items, which
// are then read from the search index; a search elsewhere from the search index, newest first as
// the index lists it; a site's items from the provenance rows of its sources; anything else from
// the items table by its sort index.
func planItems(q ItemQuery, expr string, sparse bool) *itemPlan {
	p := &itemPlan{}
	switch {
	case expr != "" && q.SourceID != 0 && sparse:
		p.from = fmt.Sprintf(`items_fts f CROSS JOIN item_sources p ON p.item_id = (f.rowid & %d)
			CROSS JOIN items i ON i.id = p.item_id`, ftsIDMask)
		p.narrowFrom = fmt.Sprintf(`items_fts f CROSS JOIN item_sources p ON p.item_id = (f.rowid & %d)`, ftsIDMask)
		p.keySort, p.keyID = `p.sort_time`, `p.item_id`
		p.conds = append(p.conds, `f.items_fts MATCH ?`, `p.source_id = ?`)
		p.args = append(p.args, expr, q.SourceID)
		p.orderBy = `f.rowid DESC`
		p.after = func(sortTime, id int64) (string, []any) {
			return `f.rowid < ?`, []any{ftsRowid(sortTime, id)}
		}
	case expr != "" && q.SourceID == 0:
		p.from = fmt.Sprintf(`items_fts f CROSS JOIN items i ON i.id = (f.rowid & %d)`, ftsIDMask)
		p.narrowFrom = `items_fts f`
		p.keySort = fmt.Sprintf(`((f.rowid >> %d) * %d)`, ftsIDBits, int64(time.Second))
		p.keyID = fmt.Sprintf(`(f.rowid & %d)`, ftsIDMask)
		p.conds = append(p.conds, `f.items_fts MATCH ?`)
		p.args = append(p.args, expr)
		p.orderBy = `f.rowid DESC`
		p.after = func(sortTime, id int64) (string, []any) {
			return `f.rowid < ?`, []any{ftsRowid(sortTime, id)}
		}
	case q.SourceID != 0:
		// A source holds few items next to the matches of a common word: walk the source's items
		// and ask the index about each, rather than walk the matches and ask about the source.
		p.from = `item_sources p CROSS JOIN items i ON i.id = p.item_id`
		p.narrowFrom, p.keySort, p.keyID = `item_sources p`, `p.sort_time`, `p.item_id`
		p.conds = append(p.conds, `p.source_id = ?`)
		p.args = append(p.args, q.SourceID)
		if expr != "" {
			p.conds = append(p.conds, fmt.Sprintf(`EXISTS (SELECT 1 FROM items_fts f WHERE f.items_fts MATCH ?
				AND f.rowid = ((p.sort_time / %d) << %d) | p.item_id)`, int64(time.Second), ftsIDBits))
			p.args = append(p.args, expr)
		}
		p.orderBy = `p.sort_time DESC, p.item_id DESC`
		p.after = func(sortTime, id int64) (string, []any) {
			return `(p.sort_time, p.item_id) < (?, ?)`, []any{sortTime, id}
		}
	case q.Site != "":
		// Read the site's provenance rows and sort them: far fewer than the items a scan of the
		// whole list would pass over before it found a page of one site's.
		p.from = `sources ss CROSS JOIN item_sources p ON p.source_id = ss.id CROSS JOIN items i ON i.id = p.item_id`
		p.narrowFrom, p.keySort, p.keyID = `sources ss CROSS JOIN item_sources p ON p.source_id = ss.id`, `p.sort_time`, `p.item_id`
		p.conds = append(p.conds, `ss.site = ?`)
		p.args = append(p.args, q.Site)
		p.distinct = true
		p.orderBy = `i.sort_time DESC, i.id DESC`
		p.after = func(sortTime, id int64) (string, []any) {
			return `(p.sort_time, p.item_id) < (?, ?)`, []any{sortTime, id}
		}
	case q.Unread:
		// The unread items, read in order from their own table.
		p.from = `unread u CROSS JOIN items i ON i.id = u.item_id`
		p.narrowFrom, p.keySort, p.keyID = `unread u`, `u.sort_time`, `u.item_id`
		p.orderBy = `u.sort_time DESC, u.item_id DESC`
		p.after = func(sortTime, id int64) (string, []any) {
			return `(u.sort_time, u.item_id) < (?, ?)`, []any{sortTime, id}
		}
		p.unreadJoined = true
	default:
		p.from = `items i`
		p.orderBy = `i.sort_time DESC, i.id DESC`
		p.after = func(sortTime, id int64) (string, []any) {
			return `(i.sort_time, i.id) < (?, ?)`, []any{sortTime, id}
		}
	}
	if q.Starred || q.Site != "" && !p.distinct {
		p.narrowFrom = "" // the conditions below need the items table
	}
	p.narrowConds, p.narrowArgs = slices.Clone(p.conds), slices.Clone(p.args)
	if q.Site != "" && !p.distinct {
		p.conds = append(p.conds, `EXISTS (SELECT 1 FROM item_sources ps JOIN sources ss ON ss.id = ps.source_id
			WHERE ps.item_id = i.id AND ss.site = ?)`)
		p.args = append(p.args, q.Site)
	}
	if q.Unread && !p.unreadJoined {
		p.conds = append(p.conds, isUnread)
	}
	if q.Starred {
		p.conds = append(p.conds, `i.starred = 1`)
	}
	return p
}

// Items returns one page of the items q selects, newest first (by SortTime, then ID).
func (s *Store) Items(ctx context.Context, q ItemQuery) ([]Item, error) {
	p, err := planSearch(ctx, s.r, q)
	if err != nil {
		return nil, wrapErr("listing items", err)
	}
	return s.listItems(ctx, p, q)
}

// listItems returns the page of q read as p plans.
func (s *Store) listItems(ctx context.Context, p *itemPlan, q ItemQuery) ([]Item, error) {
	if p.empty {
		return nil, nil
	}
	limit := q.Limit
	if limit <= 0 {
		limit = defaultLimit
	}
	if q.AfterID != 0 {
		// Sort keys are whole seconds; a caller passing a finer Published must land on the same key.
		cond, args := p.after(sortKey(toDB(q.AfterTime), 0), q.AfterID)
		p.conds = append(p.conds, cond)
		p.args = append(p.args, args...)
	}
	args := append(p.args, limit)
	selectWord := "SELECT"
	if p.distinct {
		selectWord = "SELECT DISTINCT"
	}
	query := selectWord + ` i.id, i.url, i.title, i.summary, i.published, i.first_seen, i.sort_time, NOT ` + isUnread + `, i.starred,
			coalesce(i.source_id, 0), coalesce(src.title, ''), coalesce(src.site, '')
		FROM ` + p.from + ` LEFT JOIN sources src ON src.id = i.source_id` + p.where() +
		` ORDER BY ` + p.orderBy + ` LIMIT ?`
	if p.distinct {
		// The rows are sorted (and made distinct) before the page is cut: ask whether each is read
		// only for the page, not for every row of the site.
		query = `SELECT id, url, title, summary, published, first_seen, sort_time,
				NOT EXISTS (SELECT 1 FROM unread ur WHERE ur.sort_time = pg.sort_time AND ur.item_id = pg.id),
				starred, source_id, source_title, site
			FROM (SELECT DISTINCT i.id, i.url, i.title, i.summary, i.published, i.first_seen, i.sort_time, i.starred,
				coalesce(i.source_id, 0) AS source_id, coalesce(src.title, '') AS source_title, coalesce(src.site, '') AS site
			FROM ` + p.from + ` LEFT JOIN sources src ON src.id = i.source_id` + p.where() +
			` ORDER BY ` + p.orderBy + ` LIMIT ?) pg ORDER BY pg.sort_time DESC, pg.id DESC`
	}
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
	p, err := planSearch(ctx, s.r, q)
	if err != nil {
		return 0, wrapErr("counting items", err)
	}
	if p.empty {
		return 0, nil
	}
	var n int
	count := "count(*)"
	if p.distinct {
		count = "count(DISTINCT i.id)"
	}
	if err := s.r.QueryRowContext(ctx, `SELECT `+count+` FROM `+p.from+p.where(), p.args...).Scan(&n); err != nil {
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

// UnreadTotals returns the number of unread items, and by site the number of unread items that came
// through at least one of its sources. An item that came through two sources of a site counts once
// for the site, where UnreadCounts counts it for each source. A site whose sources are all deleted
// may still be listed, with 0.
func (s *Store) UnreadTotals(ctx context.Context) (all int, bySite map[string]int, err error) {
	tx, err := s.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return 0, nil, wrapErr("counting unread items", err)
	}
	defer tx.Rollback()
	if err := tx.QueryRowContext(ctx, `SELECT unread FROM unread_total WHERE id = 1`).Scan(&all); err != nil {
		return 0, nil, wrapErr("counting unread items", err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT site, unread FROM site_unread`)
	if err != nil {
		return 0, nil, wrapErr("counting unread items by site", err)
	}
	defer rows.Close()
	bySite = make(map[string]int)
	for rows.Next() {
		var site string
		var n int
		if err := rows.Scan(&site, &n); err != nil {
			return 0, nil, wrapErr("counting unread items by site", err)
		}
		bySite[site] = n
	}
	if err := rows.Err(); err != nil {
		return 0, nil, wrapErr("counting unread items by site", err)
	}
	return all, bySite, nil
}

// SetStarred stars or unstars an item. An item that does not exist gives ErrNotFound.
func (s *Store) SetStarred(ctx context.Context, id int64, starred bool) error {
	return s.setFlag(ctx, id, "starred", starred)
}

// setFlag sets column (starred, never a caller's text) of one item.
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
