package app

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// lockWithPython has python3's sqlite3, another program, take the write lock of the database at
// path with begin and keep it until the test ends.
func lockWithPython(t *testing.T, path, begin string) {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: no other program to hold the lock; store's TestLocked holds it from a second connection instead")
	}
	script := `import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute(sys.argv[2])
print("locked", flush=True)
sys.stdin.read()
db.execute("ROLLBACK")
`
	cmd := exec.Command(python, "-c", script, path, begin)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stdin.Close()
		cmd.Wait()
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if strings.TrimSpace(line) != "locked" {
		t.Fatalf("python3 did not take the lock: %v %s", err, stderr.String())
	}
}

// TestReadWhileAnotherProgramWrites checks that while another program holds the database's write
// lock, Broadsheet opens it and lists sources and headlines and exports OPML.
func TestReadWhileAnotherProgramWrites(t *testing.T) {
	for _, begin := range []string{"BEGIN IMMEDIATE", "BEGIN EXCLUSIVE"} {
		t.Run(begin, func(t *testing.T) {
			ctx := t.Context()
			path := filepath.Join(t.TempDir(), "broadsheet.db")
			a, err := Open(ctx, Config{DBPath: path, Pause: -1})
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			opml := `<?xml version="1.0"?><opml version="2.0"><body>
				<outline type="rss" text="Feed" xmlUrl="https://a.test/feed.xml"/></body></opml>`
			if _, err := a.ImportOPML(ctx, strings.NewReader(opml), ImportOptions{}); err != nil {
				t.Fatal(err)
			}
			a.Close()
			lockWithPython(t, path, begin)

			a, err = Open(ctx, Config{DBPath: path, Pause: -1})
			if err != nil {
				t.Fatalf("Open while another program writes: %v", err)
			}
			defer a.Close()
			srcs, err := a.Sources(ctx)
			if err != nil || len(srcs) != 1 {
				t.Errorf("Sources = %d sources, %v; want 1, nil", len(srcs), err)
			}
			if _, err := a.Headlines(ctx, HeadlineQuery{Unread: true}); err != nil {
				t.Errorf("Headlines: %v", err)
			}
			var out bytes.Buffer
			if err := a.ExportOPML(ctx, &out); err != nil || !strings.Contains(out.String(), "https://a.test/feed.xml") {
				t.Errorf("ExportOPML = %q, %v; want the feed", out.String(), err)
			}
		})
	}
}

// TestOpenReadOnlyDatabase checks that a database in a read-only folder, itself read-only, is
// reported as one that cannot be written, not as a file that is not Broadsheet's. Root writes
// whatever the modes say, so root makes the file and folder immutable instead (chattr +i), which
// binds root too; only root may do that.
func TestOpenReadOnlyDatabase(t *testing.T) {
	ctx := t.Context()
	dir := filepath.Join(t.TempDir(), "data")
	path := filepath.Join(dir, "broadsheet.db")
	a, err := Open(ctx, Config{DBPath: path, Pause: -1})
	if err != nil {
		t.Fatal(err)
	}
	a.Close()
	if os.Geteuid() == 0 {
		for _, p := range []string{path, dir} {
			if out, err := exec.Command("chattr", "+i", p).CombinedOutput(); err != nil {
				t.Skipf("running as root, which file modes do not bind, and chattr +i %s failed (%v: %s)", p, err, out)
			}
			t.Cleanup(func() { exec.Command("chattr", "-i", p).Run() })
		}
	} else {
		if err := os.Chmod(path, 0o444); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(dir, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755); os.Chmod(path, 0o644) })
	}
	a, err = Open(ctx, Config{DBPath: path, Pause: -1})
	if err == nil {
		a.Close()
	}
	if !errors.Is(err, ErrNotWritable) || errors.Is(err, ErrNotOurs) {
		t.Fatalf("Open = %v, want ErrNotWritable and not ErrNotOurs", err)
	}
}
