package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTruncatedDatabaseIsDamaged checks that a Broadsheet database cut short is called damaged, not
// another program's, and is left as it was.
func TestTruncatedDatabaseIsDamaged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	var srcs []Source
	for i := range 200 {
		srcs = append(srcs, Source{Kind: KindFeed, URL: "https://a.test/feed/" + strings.Repeat("x", i), Site: "a.test", Title: strings.Repeat("title ", 20)})
	}
	if _, err := s.AddSources(t.Context(), srcs); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(whole) < 3*4096 {
		t.Fatalf("the database is %d bytes, too small to cut", len(whole))
	}
	for _, size := range []int{50, 100, 4096, len(whole) / 2, len(whole) - 4096} {
		t.Run(fmt.Sprint(size, " bytes"), func(t *testing.T) {
			cut := filepath.Join(t.TempDir(), "broadsheet.db")
			if err := os.WriteFile(cut, whole[:size], 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Open(t.Context(), cut)
			if !errors.Is(err, ErrDamaged) || errors.Is(err, ErrNotOurs) {
				t.Fatalf("Open of a database cut to %d bytes = %v, want ErrDamaged alone", size, err)
			}
			if !strings.HasPrefix(err.Error(), "store: ") {
				t.Errorf("error %q does not start with the package name", err)
			}
			after, _ := os.ReadFile(cut)
			if !bytes.Equal(after, whole[:size]) {
				t.Errorf("the damaged file was changed")
			}
		})
	}
}
