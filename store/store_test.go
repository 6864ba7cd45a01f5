package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// openTemp opens a new store in a temporary folder and closes it when the test ends.
func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(t.Context(), filepath.Join(t.TempDir(), "sub", "broadsheet.db"))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// addSource adds one feed source and returns it.
func addSource(t *testing.T, s *Store, url, site string) Source {
	t.Helper()
	got, err := s.AddSources(t.Context(), []Source{{Kind: KindFeed, URL: url, Site: site, Title: "Feed " + site}})
	if err != nil {
		t.Fatalf("AddSources: %v", err)
	}
	return got[0]
}

func TestOpenMigratesAndReopens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", "broadsheet.db")
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open on a missing file: %v", err)
	}
	src := addSource(t, s, "https://example.test/feed", "example.test")
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}

	s, err = Open(t.Context(), path)
	if err != nil {
		t.Fatalf("re-Open: %v", err)
	}
	defer s.Close()
	var version int
	if err := s.r.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		t.Fatal(err)
	}
	if got, want := version, SchemaVersion(); got != want {
		t.Errorf("user_version = %d, want %d", got, want)
	}
	var mode string
	if err := s.r.QueryRow("PRAGMA journal_mode").Scan(&mode); err != nil {
		t.Fatal(err)
	}
	if got, want := mode, "wal"; got != want {
		t.Errorf("journal_mode = %q, want %q", got, want)
	}
	var fk int
	if err := s.w.QueryRow("PRAGMA foreign_keys").Scan(&fk); err != nil {
		t.Fatal(err)
	}
	if got, want := fk, 1; got != want {
		t.Errorf("foreign_keys = %d, want %d", got, want)
	}
	got, err := s.Source(t.Context(), src.ID)
	if err != nil {
		t.Fatalf("Source after re-open: %v", err)
	}
	if got.URL != src.URL {
		t.Errorf("source URL after re-open = %q, want %q", got.URL, src.URL)
	}
}

func TestOpenAnEmptyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "empty.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open on an empty file: %v", err)
	}
	s.Close()
}

func TestOpenRefusesFilesNotOurs(t *testing.T) {
	foreign := func(t *testing.T, path string) {
		db, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, err := db.Exec(`CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices VALUES (1, 9.5)`); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name    string
		make    func(t *testing.T, path string)
		wantMsg string
	}{
		{"text file", func(t *testing.T, path string) {
			if err := os.WriteFile(path, []byte("Dear diary, today I wrote a feed reader.\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "not an SQLite database"},
		{"short file", func(t *testing.T, path string) {
			if err := os.WriteFile(path, []byte("SQL"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "not an SQLite database"},
		{"foreign SQLite database", foreign, "another program"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "x.db")
			tt.make(t, path)
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Open(t.Context(), path)
			if err == nil {
				s.Close()
				t.Fatalf("Open = nil error, want ErrNotOurs")
			}
			if !errors.Is(err, ErrNotOurs) {
				t.Errorf("Open error = %v, want ErrNotOurs", err)
			}
			if !strings.Contains(err.Error(), tt.wantMsg) || !strings.Contains(err.Error(), path) {
				t.Errorf("Open error = %q, want it to name %s and say %q", err, path, tt.wantMsg)
			}
			after, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if string(after) != string(before) {
				t.Errorf("the file changed: %d bytes before, %d after", len(before), len(after))
			}
			for _, suffix := range []string{"-wal", "-shm", "-journal"} {
				if _, err := os.Stat(path + suffix); err == nil {
					t.Errorf("Open left %s behind", filepath.Base(path+suffix))
				}
			}
		})
	}
}

// holdLock opens path as another program would and takes the write lock with begin ("BEGIN
// IMMEDIATE" or "BEGIN EXCLUSIVE") until the test ends.
func holdLock(t *testing.T, path, begin string) {
	t.Helper()
	other, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { other.Close() })
	conn, err := other.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.ExecContext(t.Context(), begin); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.ExecContext(context.Background(), "ROLLBACK") })
}

// TestLocked checks that while another program holds the write lock of the database (in WAL mode, as
// the store makes it), the store opens and reads, and a change fails with ErrLocked after the busy
// timeout, in words that say why.
func TestLocked(t *testing.T) {
	for _, begin := range []string{"BEGIN IMMEDIATE", "BEGIN EXCLUSIVE"} {
		t.Run(begin, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "broadsheet.db")
			opt := options{busyTimeout: 100 * time.Millisecond}
			s, err := open(t.Context(), path, opt)
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			defer s.Close()
			src := addSource(t, s, "https://example.test/feed", "example.test")
			if _, err := s.IngestItems(t.Context(), src.ID, []NewItem{{URL: "https://example.test/a", Title: "A"}}, time.Now()); err != nil {
				t.Fatal(err)
			}
			holdLock(t, path, begin)

			s2, err := open(t.Context(), path, opt)
			if err != nil {
				t.Fatalf("opening a second time while another program writes: %v", err)
			}
			defer s2.Close()
			reads := []struct {
				name string
				do   func(s *Store) error
			}{
				{"sources", func(s *Store) error { _, err := s.Sources(t.Context()); return err }},
				{"items", func(s *Store) error {
					items, err := s.Items(t.Context(), ItemQuery{})
					if err == nil && len(items) != 1 {
						err = fmt.Errorf("%d items, want 1", len(items))
					}
					return err
				}},
				{"unread totals", func(s *Store) error { _, _, err := s.UnreadTotals(t.Context()); return err }},
				{"setting", func(s *Store) error {
					if _, err := s.Setting(t.Context(), "k"); !errors.Is(err, ErrNotFound) {
						return err
					}
					return nil
				}},
			}
			for _, r := range reads {
				t.Run("read "+r.name, func(t *testing.T) {
					if err := r.do(s2); err != nil {
						t.Errorf("while locked: %v", err)
					}
				})
			}
			writes := []struct {
				name string
				do   func(s *Store) error
			}{
				{"ingest", func(s *Store) error {
					_, err := s.IngestItems(t.Context(), src.ID, []NewItem{{URL: "https://example.test/b", Title: "B"}}, time.Now())
					return err
				}},
				{"set setting", func(s *Store) error { return s.SetSetting(t.Context(), "k", "v") }},
			}
			for _, w := range writes {
				for _, st := range []struct {
					name  string
					store *Store
				}{{"first", s}, {"second", s2}} {
					t.Run("write "+w.name+" through the "+st.name+" store", func(t *testing.T) {
						err := w.do(st.store)
						if !errors.Is(err, ErrLocked) {
							t.Fatalf("error = %v, want ErrLocked", err)
						}
						if !strings.Contains(err.Error(), "locked by another program") {
							t.Errorf("error = %q, want words saying another program holds the lock", err)
						}
					})
				}
			}
		})
	}
}

// TestLockedBeforeMigrating checks that a database that needs a migration while another program
// holds its write lock is not opened: the migration waits the busy timeout and gives ErrLocked.
func TestLockedBeforeMigrating(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	opt := options{busyTimeout: 100 * time.Millisecond}
	s, err := open(t.Context(), path, opt)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	// As if written by a Broadsheet one schema version older: the last migration is still to apply.
	if _, err := s.w.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion()-1)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	holdLock(t, path, "BEGIN IMMEDIATE")
	s2, err := open(t.Context(), path, opt)
	if err == nil {
		s2.Close()
	}
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("Open of a database to migrate while locked: error = %v, want ErrLocked", err)
	}
}

func TestDiskFullLosesNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	s, err := open(t.Context(), path, options{busyTimeout: time.Second})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
	src := addSource(t, s, "https://example.test/feed", "example.test")
	first := []NewItem{{URL: "https://example.test/first", Title: "First"}}
	if _, err := s.IngestItems(t.Context(), src.ID, first, time.Now()); err != nil {
		t.Fatal(err)
	}
	// Cap the file at its current size plus a little, as a full disk would.
	var pages int
	if err := s.w.QueryRow("PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := s.w.Exec(fmt.Sprintf("PRAGMA max_page_count = %d", pages+2)); err != nil {
		t.Fatal(err)
	}
	var many []NewItem
	for i := range 3000 {
		many = append(many, NewItem{URL: "https://example.test/many/" + strings.Repeat("x", 200) + string(rune('a'+i%26)) + time.Duration(i).String(), Title: strings.Repeat("headline ", 30)})
	}
	_, err = s.IngestItems(t.Context(), src.ID, many, time.Now())
	if !errors.Is(err, ErrDiskFull) {
		t.Fatalf("IngestItems on a full disk: error = %v, want ErrDiskFull", err)
	}
	if !strings.Contains(err.Error(), "disk is full") {
		t.Errorf("error = %q, want it to say the disk is full", err)
	}
	n, err := s.CountItems(t.Context(), ItemQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := n, 1; got != want {
		t.Errorf("items after the failed ingest = %d, want %d (the batch rolled back, the first kept)", got, want)
	}
	var check string
	if err := s.w.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil {
		t.Fatal(err)
	}
	if check != "ok" {
		t.Errorf("integrity_check = %q, want ok", check)
	}
}

func TestOpenRefusesANewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.w.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion()+1)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = Open(t.Context(), path)
	if err == nil {
		s.Close()
		t.Fatal("Open = nil error, want ErrTooNew")
	}
	if !errors.Is(err, ErrTooNew) {
		t.Errorf("Open error = %v, want ErrTooNew", err)
	}
}
