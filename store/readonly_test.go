package store

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenReadOnly checks that a Broadsheet database in a folder that cannot be written, itself
// read-only, is reported as such and not as a file that is not Broadsheet's. File modes stop every
// user but root; the immutable attribute (chattr +i) stops root too, but only root may set it, so
// each user runs the way that binds it and is told why the other way is skipped.
func TestOpenReadOnly(t *testing.T) {
	tests := []struct {
		name string
		// lock makes the file and its folder unwritable, undoing it at Cleanup.
		lock func(t *testing.T, dir, path string)
	}{
		{"modes", func(t *testing.T, dir, path string) {
			if os.Geteuid() == 0 {
				t.Skip("root writes whatever the modes say; the immutable subtest covers root")
			}
			for _, p := range []struct {
				path string
				mode os.FileMode
			}{{path, 0o444}, {dir, 0o555}} {
				if err := os.Chmod(p.path, p.mode); err != nil {
					t.Fatal(err)
				}
			}
			t.Cleanup(func() { os.Chmod(dir, 0o755); os.Chmod(path, 0o644) })
		}},
		{"immutable", func(t *testing.T, dir, path string) {
			if os.Geteuid() != 0 {
				t.Skip("only root may set the immutable attribute; the modes subtest covers this user")
			}
			for _, p := range []string{path, dir} {
				if out, err := exec.Command("chattr", "+i", p).CombinedOutput(); err != nil {
					t.Skipf("chattr +i %s failed (%v: %s): the file system of the temporary folder cannot make a file unwritable for root", p, err, out)
				}
				t.Cleanup(func() { exec.Command("chattr", "-i", p).Run() })
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "data")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, "broadsheet.db")
			s, err := Open(t.Context(), path)
			if err != nil {
				t.Fatal(err)
			}
			addSource(t, s, "https://example.test/feed", "example.test")
			s.Close()
			tt.lock(t, dir, path)

			s, err = Open(t.Context(), path)
			if err == nil {
				s.Close()
			}
			if !errors.Is(err, ErrReadOnly) || errors.Is(err, ErrNotOurs) {
				t.Fatalf("Open of a read-only database in a read-only folder: error = %v, want ErrReadOnly and not ErrNotOurs", err)
			}
			if got, want := err.Error(), "cannot be written"; !strings.Contains(got, want) {
				t.Errorf("error = %q, want it to say %q", got, want)
			}
		})
	}
}
