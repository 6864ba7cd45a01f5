package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Healing is what is kept between refreshes about a source that may need a new address.
type Healing struct {
	SourceID int64
	// Misses counts the refreshes in a row that failed in a way a new discovery of the site may
	// answer: a 404 or 410, a feed that is no feed any more, a section page with no article links.
	Misses int
	// Checked is when the site was last discovered again for the source; zero when never.
	Checked time.Time
	// Note says in words what that discovery found when it found no replacement; may be empty.
	Note string
}

// Healing returns what is kept about a source's healing, or ErrNotFound when nothing is.
func (s *Store) Healing(ctx context.Context, sourceID int64) (Healing, error) {
	h := Healing{SourceID: sourceID}
	var checked int64
	err := s.r.QueryRowContext(ctx, `SELECT misses, checked, note FROM source_healing WHERE source_id = ?`,
		sourceID).Scan(&h.Misses, &checked, &h.Note)
	if err != nil {
		return Healing{}, wrapErr(fmt.Sprintf("the healing of source %d", sourceID), err)
	}
	h.Checked = fromDB(checked)
	return h, nil
}

// SaveHealing stores what is kept about a source's healing, replacing what was. ErrNotFound when the
// source does not exist.
func (s *Store) SaveHealing(ctx context.Context, h Healing) error {
	return s.write(ctx, fmt.Sprintf("saving the healing of source %d", h.SourceID), func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO source_healing (source_id, misses, checked, note)
			SELECT id, ?, ?, ? FROM sources WHERE id = ?
			ON CONFLICT (source_id) DO UPDATE SET misses = excluded.misses, checked = excluded.checked,
				note = excluded.note`, h.Misses, toDB(h.Checked), h.Note, h.SourceID)
		if err != nil {
			return err
		}
		return mustAffect(res, fmt.Sprintf("source %d", h.SourceID))
	})
}

// SiteHealingNotes returns what is kept about the healing of the sources of site whose latest new
// discovery left a note (it found no replacement), by source ID.
func (s *Store) SiteHealingNotes(ctx context.Context, site string) ([]Healing, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT h.source_id, h.misses, h.checked, h.note
		FROM sources s JOIN source_healing h ON h.source_id = s.id
		WHERE s.site = ? AND h.note <> '' ORDER BY h.source_id`, site)
	if err != nil {
		return nil, wrapErr(fmt.Sprintf("the healing notes of %s", site), err)
	}
	defer rows.Close()
	var out []Healing
	for rows.Next() {
		var (
			h       Healing
			checked int64
		)
		if err := rows.Scan(&h.SourceID, &h.Misses, &checked, &h.Note); err != nil {
			return nil, wrapErr(fmt.Sprintf("the healing notes of %s", site), err)
		}
		h.Checked = fromDB(checked)
		out = append(out, h)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr(fmt.Sprintf("the healing notes of %s", site), err)
	}
	return out, nil
}
