package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// How a source came to move, as Move.How names it.
const (
	MovedByRedirect = "redirect" // every redirect to the new address was permanent (301, 308)
	MovedAsNamed    = "named"    // the site named the new address: a feed it announces, a sitemap robots.txt lists
	MovedByChoice   = "accepted" // the person accepted a proposed replacement
)

// ErrTaken means another source already follows the address a source was to move to; nothing was
// changed.
var ErrTaken = errors.New("store: another source already follows that address")

// Move is one change of a followed source's address.
type Move struct {
	ID       int64
	SourceID int64
	FromKind SourceKind
	From     string
	ToKind   SourceKind
	To       string
	How      string // MovedByRedirect, MovedAsNamed or MovedByChoice
	Why      string // how the new address was found, in words; may be empty
	Moved    time.Time
}

// MoveSource moves a source to a new address in one transaction: src is written as UpdateSource
// writes it, with its kind and URL changed to src.Kind and src.URL (its ID, site, headlines and their
// read state stay), the move m is recorded (m.SourceID, m.ToKind and m.To are taken from src), the
// source's waiting proposal is dropped and its count of failures for healing starts again. It gives
// ErrTaken when another source already follows src.Kind at src.URL, and ErrNotFound when src does not
// exist; nothing is changed then.
func (s *Store) MoveSource(ctx context.Context, src Source, m Move) error {
	if !validKind(src.Kind) || !validKind(m.FromKind) {
		return fmt.Errorf("%w: source kind %q or %q", errInvalid, src.Kind, m.FromKind)
	}
	if src.URL == "" {
		return fmt.Errorf("%w: a move to no URL", errInvalid)
	}
	m.SourceID, m.ToKind, m.To = src.ID, src.Kind, src.URL
	return s.write(ctx, fmt.Sprintf("moving source %d", src.ID), func(tx *sql.Tx) error {
		var other int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM sources WHERE kind = ? AND url = ? AND id <> ?`,
			string(src.Kind), src.URL, src.ID).Scan(&other)
		switch {
		case err == nil:
			return fmt.Errorf("%w: source %d follows %s", ErrTaken, other, src.URL)
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE sources SET kind = ?, url = ? WHERE id = ?`,
			string(src.Kind), src.URL, src.ID)
		if err != nil {
			return err
		}
		if err := mustAffect(res, fmt.Sprintf("source %d", src.ID)); err != nil {
			return err
		}
		if err := s.updateSource(ctx, tx, src); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO source_moves (source_id, from_kind, from_url, to_kind,
			to_url, how, why, moved) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, m.SourceID, string(m.FromKind), m.From,
			string(m.ToKind), m.To, m.How, m.Why, toDB(m.Moved)); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM source_proposals WHERE source_id = ? AND dismissed = 0`,
			src.ID); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE source_healing SET misses = 0 WHERE source_id = ?`, src.ID)
		return err
	})
}

// Moves returns the moves of the sources of site, newest first.
func (s *Store) Moves(ctx context.Context, site string) ([]Move, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT m.id, m.source_id, m.from_kind, m.from_url, m.to_kind, m.to_url,
		m.how, m.why, m.moved FROM source_moves m JOIN sources s ON s.id = m.source_id
		WHERE s.site = ? ORDER BY m.moved DESC, m.id DESC`, site)
	if err != nil {
		return nil, wrapErr("listing the moves of "+site, err)
	}
	defer rows.Close()
	var out []Move
	for rows.Next() {
		var (
			m              Move
			fromKind, kind string
			moved          int64
		)
		if err := rows.Scan(&m.ID, &m.SourceID, &fromKind, &m.From, &kind, &m.To, &m.How, &m.Why, &moved); err != nil {
			return nil, wrapErr("listing the moves of "+site, err)
		}
		m.FromKind, m.ToKind, m.Moved = SourceKind(fromKind), SourceKind(kind), fromDB(moved)
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr("listing the moves of "+site, err)
	}
	return out, nil
}
