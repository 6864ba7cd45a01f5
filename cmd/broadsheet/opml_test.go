package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestExportOPMLThroughLinksAndPipes checks that an export follows a symbolic link instead of
// replacing it, keeps the permissions of the file it replaces, and writes straight into a pipe.
func TestExportOPMLThroughLinksAndPipes(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "broadsheet.db")
	if code, _, errOut := run(t, "--db", db, "sources"); code != 0 {
		t.Fatalf("sources: exit %d: %s", code, errOut)
	}

	t.Run("symbolic link", func(t *testing.T) {
		real := filepath.Join(dir, "real.opml")
		if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
		link := filepath.Join(dir, "link.opml")
		if err := os.Symlink("real.opml", link); err != nil {
			t.Fatal(err)
		}
		if code, _, errOut := run(t, "--db", db, "export-opml", link); code != 0 {
			t.Fatalf("export-opml: exit %d: %s", code, errOut)
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Fatalf("the link is now %v (%v), want it still a symbolic link", fi.Mode(), err)
		}
		fi, err := os.Stat(real)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != 0o600 {
			t.Errorf("the file the link leads to has mode %v, want 0600 kept", got)
		}
		if body, _ := os.ReadFile(real); !strings.Contains(string(body), "<opml") {
			t.Errorf("the file the link leads to holds %q, want the export", body)
		}
	})

	t.Run("dangling symbolic link", func(t *testing.T) {
		link := filepath.Join(dir, "new-link.opml")
		if err := os.Symlink("new.opml", link); err != nil {
			t.Fatal(err)
		}
		if code, _, errOut := run(t, "--db", db, "export-opml", link); code != 0 {
			t.Fatalf("export-opml: exit %d: %s", code, errOut)
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("the link is now %v (%v), want it still a symbolic link", fi.Mode(), err)
		}
		if body, _ := os.ReadFile(filepath.Join(dir, "new.opml")); !strings.Contains(string(body), "<opml") {
			t.Errorf("the new file holds %q, want the export", body)
		}
	})

	t.Run("named pipe", func(t *testing.T) {
		fifo := filepath.Join(dir, "pipe")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatalf("making a named pipe: %v", err)
		}
		got := make(chan string, 1)
		go func() {
			f, err := os.Open(fifo)
			if err != nil {
				got <- err.Error()
				return
			}
			defer f.Close()
			b, _ := io.ReadAll(f)
			got <- string(b)
		}()
		if code, _, errOut := run(t, "--db", db, "export-opml", fifo); code != 0 {
			t.Fatalf("export-opml: exit %d: %s", code, errOut)
		}
		if body := <-got; !strings.Contains(body, "<opml") {
			t.Errorf("the pipe carried %q, want the export", body)
		}
		if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("the pipe is now %v (%v), want it still a named pipe", fi.Mode(), err)
		}
	})
}
