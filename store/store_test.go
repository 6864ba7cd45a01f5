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

func TestLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	opt := options{busyTimeout: 100 * time.Millisecond}
	s, err := open(t.Context(), path, opt)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
	src := addSource(t, s, "https://example.test/feed", "example.test")

	// Another program takes the write lock and keeps it.
	other, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, err := other.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(t.Context(), "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(context.Background(), "ROLLBACK")

	tests := []struct {
		name string
		do   func() error
	}{
		{"ingest", func() error {
			_, err := s.IngestItems(t.Context(), src.ID, []NewItem{{URL: "https://example.test/a", Title: "A"}}, time.Now())
			return err
		}},
		{"set setting", func() error { return s.SetSetting(t.Context(), "k", "v") }},
		{"open a second time", func() error {
			s2, err := open(t.Context(), path, opt)
			if err == nil {
				s2.Close()
			}
			return err
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.do()
			if !errors.Is(err, ErrLocked) {
				t.Fatalf("error = %v, want ErrLocked", err)
			}
			if !strings.Contains(err.Error(), "locked by another program") {
				t.Errorf("error = %q, want words saying another program holds the lock", err)
			}
		})
	}
	// Reading still works in WAL mode while another program writes.
	if _, err := s.Sources(t.Context()); err != nil {
		t.Errorf("Sources while locked: %v", err)
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
