package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/cleantext"
)

// maxArticleTexts is how many article texts the store keeps; saving one more forgets the one read
// longest ago. A variable so that tests can lower it.
var maxArticleTexts = 5000

// ArticleText is the article read for a headline in the reader view.
type ArticleText struct {
	ItemID int64
	URL    string // the page's address after redirects
	Status string // "ok", "empty" or "paywalled"
	Title  string
	Byline string
	Site   string // the site's name as the page gives it
	Lang   string
	Text   string // plain text
	Blocks string // the blocks of the text, as JSON; the store does not read it
	Words  int
	// Fetched is when the page was read.
	Fetched time.Time
}

// ArticleText returns the article kept for an item, or ErrNotFound when none is.
func (s *Store) ArticleText(ctx context.Context, itemID int64) (ArticleText, error) {
	a := ArticleText{ItemID: itemID}
	var fetched int64
	err := s.r.QueryRowContext(ctx, `SELECT url, status, title, byline, site, lang, text, blocks, words, fetched
		FROM article_texts WHERE item_id = ?`, itemID).
		Scan(&a.URL, &a.Status, &a.Title, &a.Byline, &a.Site, &a.Lang, &a.Text, &a.Blocks, &a.Words, &fetched)
	if err != nil {
		return ArticleText{}, wrapErr("reading the article of headline "+strconv.FormatInt(itemID, 10), err)
	}
	a.Fetched = fromDB(fetched)
	return a, nil
}

// SaveArticleText keeps the article read for an item, replacing the one it had, and puts its text
// into the item's search index row, so that a search finds the headline by words of its article.
// When more than maxArticleTexts are kept, the ones read longest ago are forgotten, their text
// taken out of the index again. An item that does not exist gives ErrNotFound.
func (s *Store) SaveArticleText(ctx context.Context, a ArticleText) error {
	if a.Blocks == "" {
		a.Blocks = "[]"
	}
	a = cleanArticle(a)
	return s.write(ctx, "saving the article of headline "+strconv.FormatInt(a.ItemID, 10), func(tx *sql.Tx) error {
		// The index row first: it finds the item, or says there is none.
		if err := reindexItem(ctx, tx, a.ItemID, a.Text); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO article_texts (item_id, url, status, title, byline, site,
				lang, text, blocks, words, fetched) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (item_id) DO UPDATE SET url = excluded.url, status = excluded.status,
				title = excluded.title, byline = excluded.byline, site = excluded.site, lang = excluded.lang,
				text = excluded.text, blocks = excluded.blocks, words = excluded.words, fetched = excluded.fetched`,
			a.ItemID, a.URL, a.Status, a.Title, a.Byline, a.Site, a.Lang, a.Text, a.Blocks, a.Words,
			toDB(a.Fetched)); err != nil {
			return err
		}
		return evictArticleTexts(ctx, tx)
	})
}

// cleanArticle takes controls and direction overrides out of the text of an article that is shown
// and searched, as cleanSource does for a source: its title, byline, site and language as one line
// each (cleantext.Line), its text keeping its lines (cleantext.Text).
func cleanArticle(a ArticleText) ArticleText {
	a.Title = strings.TrimSpace(cleantext.Line(a.Title))
	a.Byline = strings.TrimSpace(cleantext.Line(a.Byline))
	a.Site = strings.TrimSpace(cleantext.Line(a.Site))
	a.Lang = strings.TrimSpace(cleantext.Line(a.Lang))
	a.Text = cleantext.Text(a.Text)
	return a
}

// articleIndexText returns the article text kept for an item, "" when none is: what the item's
// search index row holds after its summary.
func articleIndexText(ctx context.Context, tx *sql.Tx, itemID int64) (string, error) {
	var text string
	err := tx.QueryRowContext(ctx, `SELECT text FROM article_texts WHERE item_id = ?`, itemID).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return text, err
}

// withArticle is the summary column of an item's search index row: its summary, then the text of
// its article when one is kept.
func withArticle(summary, article string) string {
	if article == "" {
		return summary
	}
	return summary + "\n\n" + article
}

// reindexItem rewrites the search index row of an item with its title, summary and article text.
func reindexItem(ctx context.Context, tx *sql.Tx, itemID int64, article string) error {
	var title, summary string
	var sortTime int64
	err := tx.QueryRowContext(ctx, `SELECT title, summary, sort_time FROM items WHERE id = ?`, itemID).
		Scan(&title, &summary, &sortTime)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT OR REPLACE INTO items_fts (rowid, title, summary) VALUES (?, ?, ?)`,
		ftsRowid(sortTime, itemID), indexText(title), indexText(withArticle(summary, article)))
	return err
}

// evictArticleTexts forgets the article texts beyond the newest maxArticleTexts, and takes their
// text out of the search index.
func evictArticleTexts(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT item_id FROM article_texts ORDER BY fetched DESC, item_id DESC
		LIMIT -1 OFFSET ?`, maxArticleTexts)
	if err != nil {
		return err
	}
	var old []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		old = append(old, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range old {
		if _, err := tx.ExecContext(ctx, `DELETE FROM article_texts WHERE item_id = ?`, id); err != nil {
			return err
		}
		if err := reindexItem(ctx, tx, id, ""); err != nil && !errors.Is(err, ErrNotFound) {
			return err
		}
	}
	return nil
}

// CountArticleTexts returns how many article texts are kept.
func (s *Store) CountArticleTexts(ctx context.Context) (int, error) {
	var n int
	err := s.r.QueryRowContext(ctx, `SELECT count(*) FROM article_texts`).Scan(&n)
	return n, wrapErr("counting the articles kept", err)
}

// AutoRead reports whether opening a headline of site reads its article by itself; false for a
// site never set.
func (s *Store) AutoRead(ctx context.Context, site string) (bool, error) {
	var on bool
	err := s.r.QueryRowContext(ctx, `SELECT auto_read FROM site_reading WHERE site = ?`, site).Scan(&on)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return on, wrapErr("reading whether "+site+" reads its articles by itself", err)
}

// SetAutoRead sets whether opening a headline of site reads its article by itself.
func (s *Store) SetAutoRead(ctx context.Context, site string, on bool) error {
	return s.write(ctx, "setting whether "+site+" reads its articles by itself", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO site_reading (site, auto_read) VALUES (?, ?)
			ON CONFLICT (site) DO UPDATE SET auto_read = excluded.auto_read`, site, boolInt(on))
		return err
	})
}

// ArticleSource is what reading a headline's article needs to know of the headline.
type ArticleSource struct {
	URL      string // the headline's address
	Site     string // the site of the source that brought it, as sources.site names it
	SourceID int64  // that source; 0 when it is gone
	// Typed is the address typed (or confirmed) when that source was followed, as sources.typed
	// keeps it: the link may reach a private address only on its host, as the source's refreshes do.
	Typed string
}

// ArticleSource returns where a headline's article is and which source supplied its link, or
// ErrNotFound when there is no such headline.
func (s *Store) ArticleSource(ctx context.Context, itemID int64) (ArticleSource, error) {
	var a ArticleSource
	var srcID sql.NullInt64
	var site, typed sql.NullString
	err := s.r.QueryRowContext(ctx, `SELECT i.url, s.id, s.site, s.typed FROM items i
		LEFT JOIN sources s ON s.id = coalesce(i.source_id,
			(SELECT p.source_id FROM item_sources p WHERE p.item_id = i.id ORDER BY p.first_seen LIMIT 1))
		WHERE i.id = ?`, itemID).Scan(&a.URL, &srcID, &site, &typed)
	if err != nil {
		return ArticleSource{}, wrapErr("finding headline "+strconv.FormatInt(itemID, 10), err)
	}
	a.SourceID, a.Site, a.Typed = srcID.Int64, site.String, typed.String
	return a, nil
}
