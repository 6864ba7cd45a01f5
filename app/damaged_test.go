package app

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDamagedDatabaseIsToldSo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	a, err := Open(t.Context(), Config{DBPath: path, Pause: -1})
	if err != nil {
		t.Fatal(err)
	}
	a.Close()
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, whole[:len(whole)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Open(t.Context(), Config{DBPath: path, Pause: -1})
	if !errors.Is(err, ErrDamaged) {
		t.Fatalf("Open = %v, want ErrDamaged", err)
	}
	if words := Explain(err); !strings.Contains(words, "damaged") || strings.Contains(words, "not Broadsheet's") {
		t.Errorf("Explain = %q, want it to say the file is damaged", words)
	}
}
