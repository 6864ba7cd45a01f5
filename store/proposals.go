package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Proposal is a replacement found for a source that stopped working, for the person to accept or
// turn down.
type Proposal struct {
	SourceID int64
	Kind     SourceKind // the kind the source would become
	URL      string
	Title    string // the title the site gives the replacement; may be empty
	Why      string // where it was found, in words: "it answers at a common feed address"
	Proposed time.Time
	// Dismissed is when the person turned the proposal down; zero while it waits for them.
	Dismissed time.Time
}

const proposalColumns = `source_id, url, kind, title, why, proposed, dismissed`

// scanProposal reads one row selected with proposalColumns.
func scanProposal(row interface{ Scan(...any) error }) (Proposal, error) {
	var (
		p                   Proposal
		kind                string
		proposed, dismissed int64
	)
	if err := row.Scan(&p.SourceID, &p.URL, &kind, &p.Title, &p.Why, &proposed, &dismissed); err != nil {
		return Proposal{}, err
	}
	p.Kind, p.Proposed, p.Dismissed = SourceKind(kind), fromDB(proposed), fromDB(dismissed)
	return p, nil
}

// Propose stores p as the proposal waiting for the person about source p.SourceID, in place of the
// one it had; an address the person turned down before waits again. ErrNotFound when the source does
// not exist.
func (s *Store) Propose(ctx context.Context, p Proposal) error {
	if !validKind(p.Kind) || p.URL == "" {
		return fmt.Errorf("%w: proposal of kind %q at %q", errInvalid, p.Kind, p.URL)
	}
	return s.write(ctx, fmt.Sprintf("proposing a replacement for source %d", p.SourceID), func(tx *sql.Tx) error {
		var id int64
		if err := tx.QueryRowContext(ctx, `SELECT id FROM sources WHERE id = ?`, p.SourceID).Scan(&id); err != nil {
			return wrapErr(fmt.Sprintf("source %d", p.SourceID), err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM source_proposals WHERE source_id = ? AND dismissed = 0`,
			p.SourceID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO source_proposals (`+proposalColumns+`) VALUES (?, ?, ?, ?, ?, ?, 0)
			ON CONFLICT (source_id, url) DO UPDATE SET kind = excluded.kind, title = excluded.title,
				why = excluded.why, proposed = excluded.proposed, dismissed = 0`,
			p.SourceID, p.URL, string(p.Kind), p.Title, p.Why, toDB(p.Proposed))
		return err
	})
}

// Proposals returns the proposals waiting for the person, by source ID.
func (s *Store) Proposals(ctx context.Context) ([]Proposal, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT `+proposalColumns+` FROM source_proposals
		WHERE dismissed = 0 ORDER BY source_id`)
	if err != nil {
		return nil, wrapErr("listing proposals", err)
	}
	defer rows.Close()
	var out []Proposal
	for rows.Next() {
		p, err := scanProposal(rows)
		if err != nil {
			return nil, wrapErr("listing proposals", err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr("listing proposals", err)
	}
	return out, nil
}

// Proposal returns the proposal waiting for the person about a source, or ErrNotFound.
func (s *Store) Proposal(ctx context.Context, sourceID int64) (Proposal, error) {
	p, err := scanProposal(s.r.QueryRowContext(ctx, `SELECT `+proposalColumns+` FROM source_proposals
		WHERE source_id = ? AND dismissed = 0`, sourceID))
	if err != nil {
		return Proposal{}, wrapErr(fmt.Sprintf("the proposal for source %d", sourceID), err)
	}
	return p, nil
}

// DismissProposal records that the person turned down the proposal waiting about a source, at the
// time at. ErrNotFound when none waits.
func (s *Store) DismissProposal(ctx context.Context, sourceID int64, at time.Time) error {
	return s.write(ctx, fmt.Sprintf("dismissing the proposal for source %d", sourceID), func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE source_proposals SET dismissed = ? WHERE source_id = ? AND dismissed = 0`,
			toDB(at), sourceID)
		if err != nil {
			return err
		}
		return mustAffect(res, fmt.Sprintf("the proposal for source %d", sourceID))
	})
}

// DismissedURLs returns the addresses the person turned down as replacements for a source.
func (s *Store) DismissedURLs(ctx context.Context, sourceID int64) ([]string, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT url FROM source_proposals WHERE source_id = ? AND dismissed <> 0
		ORDER BY url`, sourceID)
	if err != nil {
		return nil, wrapErr("listing dismissed proposals", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			return nil, wrapErr("listing dismissed proposals", err)
		}
		out = append(out, u)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr("listing dismissed proposals", err)
	}
	return out, nil
}

// WithdrawProposal drops the proposal waiting about a source, if any: the source works again and
// needs no replacement. Proposals the person turned down are kept.
func (s *Store) WithdrawProposal(ctx context.Context, sourceID int64) error {
	return s.write(ctx, fmt.Sprintf("withdrawing the proposal for source %d", sourceID), func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM source_proposals WHERE source_id = ? AND dismissed = 0`, sourceID)
		return err
	})
}
