package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"time"
)

// ClaimSources claims for owner, until now+lease, those of the sources ids that no other owner holds
// (or whose claim has expired), and returns their IDs in order; a source owner already holds is
// renewed and returned too. IDs of sources that do not exist are left out. It runs in one IMMEDIATE transaction,
// so that of several processes claiming the same source at once exactly one gets it.
func (s *Store) ClaimSources(ctx context.Context, owner string, ids []int64, now time.Time, lease time.Duration) ([]int64, error) {
	var got []int64
	err := s.write(ctx, "claiming sources", func(tx *sql.Tx) error {
		var err error
		got, err = s.claimSources(ctx, tx, owner, ids, now, lease)
		return err
	})
	if err != nil {
		return nil, err
	}
	return got, nil
}

// ClaimSourcesRefreshed claims sources as ClaimSources does and, in the same transaction, returns
// when each source it claimed was last refreshed (the zero time for never), by ID: what a refresh of
// a host's sources needs before it starts, to tell those another process has refreshed since they
// were listed, in one transaction however many sources the host has.
func (s *Store) ClaimSourcesRefreshed(ctx context.Context, owner string, ids []int64, now time.Time, lease time.Duration) (map[int64]time.Time, error) {
	got := map[int64]time.Time{}
	err := s.write(ctx, "claiming sources", func(tx *sql.Tx) error {
		clear(got)
		claimed, err := s.claimSources(ctx, tx, owner, ids, now, lease)
		if err != nil || len(claimed) == 0 {
			return err
		}
		list, err := json.Marshal(claimed)
		if err != nil {
			return err
		}
		rows, err := s.query(ctx, tx, claimedRefreshedSQL, string(list))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id, last int64
			if err := rows.Scan(&id, &last); err != nil {
				return err
			}
			got[id] = fromDB(last)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	return got, nil
}

// The statements of claims and turns that every refresh runs (prepared.go).
const (
	// "WHERE true" tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.
	claimSourcesSQL = `INSERT INTO source_claims (source_id, owner, expires)
		SELECT id, ?2, ?3 FROM sources WHERE id IN (SELECT value FROM json_each(?1)) AND true
		ON CONFLICT (source_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
			WHERE source_claims.owner = excluded.owner OR source_claims.expires <= ?4
		RETURNING source_id`
	claimedRefreshedSQL = `SELECT id, last_refreshed FROM sources
			WHERE id IN (SELECT value FROM json_each(?1))`
	renewClaimsSQL = `UPDATE source_claims SET expires = ?1
			WHERE owner = ?2 AND source_id IN (SELECT value FROM json_each(?3))`
	releaseClaimsSQL = `DELETE FROM source_claims
			WHERE owner = ?1 AND source_id IN (SELECT value FROM json_each(?2))`
	takeTurnSQL = `INSERT INTO host_turns (host, owner, expires) VALUES (?1, ?2, ?3)
			ON CONFLICT (host) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
				WHERE host_turns.owner = excluded.owner OR host_turns.expires <= ?4
			RETURNING last_end`
	endTurnSQL = `UPDATE host_turns SET owner = '', expires = 0,
				last_end = CASE WHEN ?3 THEN max(last_end, ?4) ELSE last_end END
			WHERE host = ?1 AND owner = ?2`
)

// claimSources claims ids for owner within tx, in one statement, and returns the IDs claimed.
func (s *Store) claimSources(ctx context.Context, tx *sql.Tx, owner string, ids []int64, now time.Time, lease time.Duration) ([]int64, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	list, err := json.Marshal(ids)
	if err != nil {
		return nil, err
	}
	rows, err := s.query(ctx, tx, claimSourcesSQL, string(list), owner, toDB(now.Add(lease)), toDB(now))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var got []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		got = append(got, id)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	slices.Sort(got)
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
		_, err := s.exec(ctx, tx, renewClaimsSQL, toDB(now.Add(lease)), owner, string(list))
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
		_, err := s.exec(ctx, tx, releaseClaimsSQL, owner, string(list))
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
		err := s.queryRow(ctx, tx, takeTurnSQL, host, owner, toDB(now.Add(lease)), toDB(now)).Scan(&lastEnd)
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
		_, err := s.exec(ctx, tx, endTurnSQL, host, owner, sent, toDB(end))
		return err
	})
}
