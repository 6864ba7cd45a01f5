package app

import (
	"bufio"
	"bytes"
	"context"
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
			ctx := context.Background()
			path := filepath.Join(t.TempDir(), "broadsheet.db")
			a, err := Open(ctx, Config{DBPath: path, Pause: -1})
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			opml := `<?xml version="1.0"?><opml version="2.0"><body>
				<outline type="rss" text="Feed" xmlUrl="https://a.test/feed.xml"/></body></opml>`
			if _, err := a.ImportOPML(ctx, strings.NewReader(opml)); err != nil {
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
