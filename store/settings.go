package store

import (
	"context"
	"database/sql"
	"time"
)

// Setting returns the value stored under key, or ErrNotFound.
func (s *Store) Setting(ctx context.Context, key string) (string, error) {
	var v string
	if err := s.r.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&v); err != nil {
		return "", wrapErr("setting "+key, err)
	}
	return v, nil
}

// SetSetting stores value under key, replacing what was there.
func (s *Store) SetSetting(ctx context.Context, key, value string) error {
	return s.write(ctx, "saving setting "+key, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES (?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value)
		return err
	})
}

// SetDefaultInterval stores value under key and gives every source the refresh interval, in one
// transaction; a source due later than dueBy becomes due at dueBy.
func (s *Store) SetDefaultInterval(ctx context.Context, key, value string, interval time.Duration, dueBy time.Time) error {
	return s.write(ctx, "saving the refresh interval", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES (?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE sources SET interval_ns = ?, next_due = MIN(next_due, ?)`,
			int64(interval), toDB(dueBy))
		return err
	})
}
