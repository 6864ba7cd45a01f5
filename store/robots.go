package store

import (
	"context"
	"database/sql"
	"time"
)

// RobotsCopy is the robots.txt last fetched from one origin, with what is needed to revalidate it.
// The store keeps whatever it is given; deciding whether a copy may still be used (its HTTP caching,
// at most 24 hours) is the caller's.
type RobotsCopy struct {
	Origin       string // scheme://host[:port]
	Status       int    // the HTTP status of the answer
	Body         []byte
	ETag         string
	LastModified string
	Fetched      time.Time
	FreshUntil   time.Time // when the copy must be revalidated
}

// Robots returns the stored robots.txt of origin, or ErrNotFound.
func (s *Store) Robots(ctx context.Context, origin string) (RobotsCopy, error) {
	rc := RobotsCopy{Origin: origin}
	var fetched, fresh int64
	err := s.r.QueryRowContext(ctx, `SELECT status, body, etag, last_modified, fetched, fresh_until
		FROM robots WHERE origin = ?`, origin).Scan(&rc.Status, &rc.Body, &rc.ETag, &rc.LastModified, &fetched, &fresh)
	if err != nil {
		return RobotsCopy{}, wrapErr("robots.txt of "+origin, err)
	}
	rc.Fetched, rc.FreshUntil = fromDB(fetched), fromDB(fresh)
	return rc, nil
}

// SaveRobots stores the robots.txt of an origin, replacing the copy it had.
func (s *Store) SaveRobots(ctx context.Context, rc RobotsCopy) error {
	body := rc.Body
	if body == nil {
		body = []byte{}
	}
	return s.write(ctx, "saving robots.txt of "+rc.Origin, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO robots (origin, status, body, etag, last_modified, fetched, fresh_until)
			VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (origin) DO UPDATE SET status = excluded.status, body = excluded.body, etag = excluded.etag,
				last_modified = excluded.last_modified, fetched = excluded.fetched, fresh_until = excluded.fresh_until`,
			rc.Origin, rc.Status, body, rc.ETag, rc.LastModified, toDB(rc.Fetched), toDB(rc.FreshUntil))
		return err
	})
}
