package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"
)

// ClaimSources claims for owner, until now+lease, those of the sources ids that no other owner holds
// (or whose claim has expired), and returns their IDs; a source owner already holds is renewed and
// returned too. IDs of sources that do not exist are left out. It runs in one IMMEDIATE transaction,
// so that of several processes claiming the same source at once exactly one gets it.
func (s *Store) ClaimSources(ctx context.Context, owner string, ids []int64, now time.Time, lease time.Duration) ([]int64, error) {
	var got []int64
	err := s.write(ctx, "claiming sources", func(tx *sql.Tx) error {
		got = got[:0]
		nowNS, until := toDB(now), toDB(now.Add(lease))
		for _, id := range ids {
			var claimed int64
			err := tx.QueryRowContext(ctx, `INSERT INTO source_claims (source_id, owner, expires)
				SELECT id, ?2, ?3 FROM sources WHERE id = ?1
				ON CONFLICT (source_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
					WHERE source_claims.owner = excluded.owner OR source_claims.expires <= ?4
				RETURNING source_id`, id, owner, until, nowNS).Scan(&claimed)
			if err == sql.ErrNoRows {
				continue
			}
			if err != nil {
				return err
			}
			got = append(got, claimed)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return got, nil
}

// RenewSourceClaims extends owner's claims on ids until now+lease. Claims owner does not hold are
// left alone.
func (s *Store) RenewSourceClaims(ctx context.Context, owner string, ids []int64, now time.Time, lease time.Duration) error {
	list, err := json.Marshal(ids)
	if err != nil {
		return fmt.Errorf("store: renewing source claims: %w", err)
	}
	return s.write(ctx, "renewing source claims", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE source_claims SET expires = ?1
			WHERE owner = ?2 AND source_id IN (SELECT value FROM json_each(?3))`, toDB(now.Add(lease)), owner, string(list))
		return err
	})
}

// ReleaseSourceClaims gives up owner's claims on ids.
func (s *Store) ReleaseSourceClaims(ctx context.Context, owner string, ids []int64) error {
	list, err := json.Marshal(ids)
	if err != nil {
		return fmt.Errorf("store: releasing source claims: %w", err)
	}
	return s.write(ctx, "releasing source claims", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM source_claims
			WHERE owner = ?1 AND source_id IN (SELECT value FROM json_each(?2))`, owner, string(list))
		return err
	})
}

// TakeHostTurn takes host's turn for owner until now+lease when no other owner holds it (or its
// hold has expired), in one IMMEDIATE transaction. It reports whether the turn was taken and, when it
// was, when the last request to host ended as EndHostTurn recorded it (zero when none did).
func (s *Store) TakeHostTurn(ctx context.Context, owner, host string, now time.Time, lease time.Duration) (bool, time.Time, error) {
	var (
		taken   bool
		lastEnd int64
	)
	err := s.write(ctx, "taking the turn of "+host, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `INSERT INTO host_turns (host, owner, expires) VALUES (?1, ?2, ?3)
			ON CONFLICT (host) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
				WHERE host_turns.owner = excluded.owner OR host_turns.expires <= ?4
			RETURNING last_end`, host, owner, toDB(now.Add(lease)), toDB(now)).Scan(&lastEnd)
		if err == sql.ErrNoRows {
			return nil
		}
		taken = err == nil
		return err
	})
	if err != nil {
		return false, time.Time{}, err
	}
	return taken, fromDB(lastEnd), nil
}

// EndHostTurn gives back owner's turn of host. When sent, a request went out that ended at end, and
// the host's last request is then end (unless a later one is recorded).
func (s *Store) EndHostTurn(ctx context.Context, owner, host string, sent bool, end time.Time) error {
	return s.write(ctx, "ending the turn of "+host, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE host_turns SET owner = '', expires = 0,
				last_end = CASE WHEN ?3 THEN max(last_end, ?4) ELSE last_end END
			WHERE host = ?1 AND owner = ?2`, host, owner, sent, toDB(end))
		return err
	})
}
