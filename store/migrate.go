package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"hash/fnv"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

// migrations holds the schema as numbered files: 0001_init.sql, 0002_....sql. A file, once released,
// never changes; a change of schema is a new file.
//
//go:embed migrations/*.sql
var migrations embed.FS

// migration is one numbered schema step.
type migration struct {
	version int
	name    string
	sql     string
}

// loadMigrations reads the embedded migrations in order.
func loadMigrations() ([]migration, error) {
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return nil, fmt.Errorf("store: listing migrations: %w", err)
	}
	var ms []migration
	for _, name := range names {
		base := strings.TrimPrefix(name, "migrations/")
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("store: migration %s is not named NNNN_what.sql", base)
		}
		body, err := migrations.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("store: reading migration %s: %w", base, err)
		}
		ms = append(ms, migration{version: v, name: base, sql: string(body)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i, m := range ms {
		if m.version != i+1 {
			return nil, fmt.Errorf("store: migration %s out of sequence: want number %d", m.name, i+1)
		}
	}
	return ms, nil
}

// SchemaVersion is the schema version this build of the store writes.
func SchemaVersion() int {
	ms, err := loadMigrations()
	if err != nil {
		return 0
	}
	return len(ms)
}

// SchemaDigest names the schema this build writes by its version and a digest of the migrations'
// text, e.g. "s1-0a1b2c3d". Unlike SchemaVersion it changes when an unreleased migration is edited
// in place, so a database kept between runs (a benchmark's, say) can be named by it and rebuilt
// when the schema it was made with is no longer this one.
func SchemaDigest() string {
	ms, err := loadMigrations()
	if err != nil {
		return "s0-invalid"
	}
	return digestOf(ms)
}

// digestOf is the SchemaDigest of ms.
func digestOf(ms []migration) string {
	h := fnv.New32a()
	for _, m := range ms {
		h.Write([]byte(m.name))
		h.Write([]byte{0})
		h.Write([]byte(m.sql))
		h.Write([]byte{0})
	}
	return fmt.Sprintf("s%d-%08x", len(ms), h.Sum32())
}

// migrate applies the migrations the database lacks, each in its own write transaction, recording
// the version reached in PRAGMA user_version. The version is first read without the write lock, so
// that a database already up to date opens while another program holds its write lock (in WAL mode
// readers and one writer go side by side): reading commands work then, and a change waits for the
// lock like any other write. Two programs migrating the same file at once are safe: the version is
// read again inside the transaction that holds the write lock.
func (s *Store) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return err
	}
	var current int
	if err := s.w.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
		return wrapErr("checking the schema version", err)
	}
	if current > len(ms) {
		return fmt.Errorf("%w: %s has schema version %d, this Broadsheet knows up to %d", ErrTooNew, s.path, current, len(ms))
	}
	for _, m := range ms {
		if m.version <= current {
			continue
		}
		err := s.write(ctx, "applying migration "+m.name, func(tx *sql.Tx) error {
			var v int
			if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
				return err
			}
			if v >= m.version {
				return nil // another program got there first
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.version))
			return err
		})
		if err != nil {
			return err
		}
	}
	return nil
}
