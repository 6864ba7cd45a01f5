package store

import (
	"context"
	"database/sql"
	"strconv"
)

// maxPictureBytes is the most bytes of pictures the store keeps; saving more forgets the pictures
// of the articles read longest ago. A variable so that tests can lower it.
var maxPictureBytes int64 = 256 << 20

// Statuses of an ArticlePicture.
const (
	PictureOK     = "ok"     // Data holds the picture
	PictureHidden = "hidden" // a tracking pixel or an advertisement: nothing is drawn
	PictureFailed = "failed" // it could not be had; Reason says why
)

// ArticlePicture is one picture of an article kept for a headline.
type ArticlePicture struct {
	ItemID int64
	URL    string // the picture's address, as the article's blocks give it
	Status string // PictureOK, PictureHidden or PictureFailed
	Reason string // of PictureFailed: "refused", "too-large" or "failed"
	Format string // of PictureOK: "jpeg", "png", "gif" or "webp"
	Width  int    // in pixels
	Height int
	Data   []byte
}

// ArticlePicture returns the picture at url kept with an item's article, or ErrNotFound when none is.
func (s *Store) ArticlePicture(ctx context.Context, itemID int64, url string) (ArticlePicture, error) {
	p := ArticlePicture{ItemID: itemID, URL: url}
	err := s.r.QueryRowContext(ctx, `SELECT status, reason, format, width, height, data FROM article_pictures
		WHERE item_id = ? AND url = ?`, itemID, url).Scan(&p.Status, &p.Reason, &p.Format, &p.Width, &p.Height, &p.Data)
	if err != nil {
		return ArticlePicture{}, wrapErr("reading a picture of headline "+strconv.FormatInt(itemID, 10), err)
	}
	return p, nil
}

// SaveArticlePicture keeps a picture with an item's article, replacing the one kept at its address.
// The article must be kept (SaveArticleText) first: a picture of an article not kept gives
// ErrNotFound. When the pictures kept then hold more than maxPictureBytes, those of the articles
// read longest ago are forgotten (never those of this item).
func (s *Store) SaveArticlePicture(ctx context.Context, p ArticlePicture) error {
	if p.Data == nil {
		p.Data = []byte{}
	}
	return s.write(ctx, "keeping a picture of headline "+strconv.FormatInt(p.ItemID, 10), func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM article_texts WHERE item_id = ?`, p.ItemID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return ErrNotFound
		}
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO article_pictures (item_id, url, status, reason,
				format, width, height, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			p.ItemID, p.URL, p.Status, p.Reason, p.Format, p.Width, p.Height, p.Data); err != nil {
			return err
		}
		return evictPictures(ctx, tx, p.ItemID)
	})
}

// evictPictures forgets the pictures of the articles read longest ago, other than keep's, while all
// pictures kept hold more than maxPictureBytes.
func evictPictures(ctx context.Context, tx *sql.Tx, keep int64) error {
	total, err := pictureBytes(ctx, tx)
	if err != nil {
		return err
	}
	if total <= maxPictureBytes {
		return nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT p.item_id, sum(length(p.data)) FROM article_pictures p
		JOIN article_texts a ON a.item_id = p.item_id WHERE p.item_id != ?
		GROUP BY p.item_id ORDER BY min(a.fetched), p.item_id`, keep)
	if err != nil {
		return err
	}
	var old []int64
	for rows.Next() && total > maxPictureBytes {
		var id, size int64
		if err := rows.Scan(&id, &size); err != nil {
			rows.Close()
			return err
		}
		old = append(old, id)
		total -= size
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range old {
		if _, err := tx.ExecContext(ctx, `DELETE FROM article_pictures WHERE item_id = ?`, id); err != nil {
			return err
		}
	}
	return nil
}

// pictureBytes returns how many bytes of pictures db (a write's transaction, or the readers) sees kept.
func pictureBytes(ctx context.Context, db queryRower) (int64, error) {
	var n int64
	err := db.QueryRowContext(ctx, `SELECT coalesce(sum(length(data)), 0) FROM article_pictures`).Scan(&n)
	return n, err
}
