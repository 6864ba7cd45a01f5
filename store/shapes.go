package store

import (
	"context"
	"database/sql"
	"time"
)

// ShapeCount is one shape of a site's article addresses and how many times an article of that shape
// was found.
type ShapeCount struct {
	Shape    string
	Seen     int
	LastSeen time.Time // when an article of this shape was last found
}

// SiteShapes returns what a site's article addresses look like, the most seen shape first; an
// empty list when nothing was learnt of the site yet.
func (s *Store) SiteShapes(ctx context.Context, site string) ([]ShapeCount, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT shape, seen, last_seen FROM site_shapes WHERE site = ?
		ORDER BY seen DESC, shape`, site)
	if err != nil {
		return nil, wrapErr("reading the article shapes of "+site, err)
	}
	defer rows.Close()
	var out []ShapeCount
	for rows.Next() {
		var c ShapeCount
		var last int64
		if err := rows.Scan(&c.Shape, &c.Seen, &last); err != nil {
			return nil, wrapErr("reading the article shapes of "+site, err)
		}
		c.LastSeen = fromDB(last)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr("reading the article shapes of "+site, err)
	}
	return out, nil
}

// The statements of SaveSiteShapes, which every refresh with headlines runs (prepared.go).
const (
	deleteShapesSQL = `DELETE FROM site_shapes WHERE site = ?`
	saveShapeSQL    = `INSERT INTO site_shapes (site, shape, seen, last_seen) VALUES (?, ?, ?, ?)
				ON CONFLICT (site, shape) DO UPDATE SET seen = excluded.seen, last_seen = excluded.last_seen`
)

// SaveSiteShapes replaces what is known of a site's article addresses with shapes, in one
// transaction: a shape not in the list is forgotten. An empty list forgets them all.
func (s *Store) SaveSiteShapes(ctx context.Context, site string, shapes []ShapeCount) error {
	return s.write(ctx, "saving the article shapes of "+site, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, deleteShapesSQL, site); err != nil {
			return err
		}
		for _, c := range shapes {
			if _, err := s.exec(ctx, tx, saveShapeSQL, site, c.Shape, c.Seen, toDB(c.LastSeen)); err != nil {
				return err
			}
		}
		return nil
	})
}
