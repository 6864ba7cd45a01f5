package store

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"regexp"
	"testing"
)

// TestSchemaDigest checks that the digest names the schema's text, not only its version: a
// migration edited in place gives another digest under the same version.
func TestSchemaDigest(t *testing.T) {
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := SchemaDigest(), digestOf(ms); got != want {
		t.Errorf("SchemaDigest() = %q, want %q", got, want)
	}
	if got := SchemaDigest(); !regexp.MustCompile(`^s[0-9]+-[0-9a-f]{8}$`).MatchString(got) {
		t.Errorf("SchemaDigest() = %q, want s<version>-<8 hex digits>", got)
	}
	edited := append([]migration(nil), ms...)
	last := &edited[len(edited)-1]
	last.sql += "\nCREATE TABLE later (id INTEGER PRIMARY KEY);"
	tests := []struct {
		name string
		ms   []migration
		same bool
	}{
		{"unchanged", append([]migration(nil), ms...), true},
		{"edited in place", edited, false},
		{"one more migration", append(append([]migration(nil), ms...), migration{version: len(ms) + 1, name: "9999_more.sql", sql: "SELECT 1;"}), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := digestOf(tt.ms) == SchemaDigest(), tt.same; got != want {
				t.Errorf("digest %q equals SchemaDigest() %q: got %v, want %v", digestOf(tt.ms), SchemaDigest(), got, want)
			}
		})
	}
}

// writeAtVersion writes at path a database as a Broadsheet of schema version v left it: the first v
// migrations applied, none after. Tests of a migration start from it, so that they hold however many
// migrations come later.
func writeAtVersion(t *testing.T, path string, v int) {
	t.Helper()
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, m := range ms[:v] {
		if _, err := db.Exec(m.sql); err != nil {
			t.Fatalf("applying %s: %v", m.name, err)
		}
	}
	if _, err := db.Exec(fmt.Sprintf("PRAGMA user_version = %d", v)); err != nil {
		t.Fatal(err)
	}
}

// openFromVersion writes a database of schema version v, runs stmts on it as that version's program
// would have written them, and opens it with the store, which migrates it; the store is closed when
// the test ends.
func openFromVersion(t *testing.T, v int, stmts ...string) *Store {
	t.Helper()
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	writeAtVersion(t, path, v)
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			db.Close()
			t.Fatalf("%s: %v", q, err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open of a version %d database: %v", v, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestEveryMigrationFromEveryVersion opens a database of each older schema version and checks that
// it reaches the current one.
func TestEveryMigrationFromEveryVersion(t *testing.T) {
	for v := 1; v < SchemaVersion(); v++ {
		t.Run(fmt.Sprint("version ", v), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "broadsheet.db")
			writeAtVersion(t, path, v)
			s, err := Open(t.Context(), path)
			if err != nil {
				t.Fatalf("Open of a version %d database: %v", v, err)
			}
			defer s.Close()
			var got int
			if err := s.r.QueryRow("PRAGMA user_version").Scan(&got); err != nil || got != SchemaVersion() {
				t.Errorf("user_version = %d, %v; want %d", got, err, SchemaVersion())
			}
		})
	}
}
