package store

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenWithSetsTheReadersPageCache checks the page cache each read connection gets, by default
// and when asked for, on connections taken from the pool at once (so several are opened).
func TestOpenWithSetsTheReadersPageCache(t *testing.T) {
	for _, tc := range []struct {
		name string
		kib  int
		want int // PRAGMA cache_size: negative means KiB
	}{
		{"default", 0, -defaultReadCacheKiB},
		{"window", 2048, -2048},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := OpenWith(t.Context(), filepath.Join(t.TempDir(), "b.db"), Options{ReadCacheKiB: tc.kib})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var conns []interface{ Close() error }
			for range readConns {
				c, err := s.r.Conn(t.Context())
				if err != nil {
					t.Fatal(err)
				}
				conns = append(conns, c)
				var got int
				if err := c.QueryRowContext(t.Context(), "PRAGMA cache_size").Scan(&got); err != nil {
					t.Fatal(err)
				}
				if got != tc.want {
					t.Errorf("reader %d: cache_size = %d, want %d", len(conns), got, tc.want)
				}
			}
			for _, c := range conns {
				c.Close()
			}
		})
	}
}

func TestOpenWithRefusesANegativeCache(t *testing.T) {
	_, err := OpenWith(t.Context(), filepath.Join(t.TempDir(), "b.db"), Options{ReadCacheKiB: -1})
	if err == nil || !strings.Contains(err.Error(), "not a size") {
		t.Fatalf("err = %v, want it to say -1 KiB is not a size", err)
	}
}

// TestOpenWithSetsTheWritersPageCache checks the writer's page cache, by default and when asked for.
func TestOpenWithSetsTheWritersPageCache(t *testing.T) {
	for _, tc := range []struct {
		kib, want int
	}{{0, -defaultWriteCacheKiB}, {2048, -2048}} {
		s, err := OpenWith(t.Context(), filepath.Join(t.TempDir(), "b.db"), Options{WriteCacheKiB: tc.kib})
		if err != nil {
			t.Fatal(err)
		}
		var got int
		if err := s.w.QueryRowContext(t.Context(), "PRAGMA cache_size").Scan(&got); err != nil {
			t.Fatal(err)
		}
		s.Close()
		if got != tc.want {
			t.Errorf("WriteCacheKiB %d: writer cache_size = %d, want %d", tc.kib, got, tc.want)
		}
	}
	if _, err := OpenWith(t.Context(), filepath.Join(t.TempDir(), "c.db"), Options{WriteCacheKiB: -5}); err == nil || !strings.Contains(err.Error(), "-5 KiB is not a size") {
		t.Fatalf("err = %v, want it to say -5 KiB is not a size", err)
	}
}
