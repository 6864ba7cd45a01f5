package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

// churningFeed serves an RSS feed of n items that are all new on every request, a little slowly, so
// that a refresh is always writing when it is killed.
func churningFeed(n int) http.HandlerFunc {
	var round atomic.Int64
	return func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			fmt.Fprint(w, "User-agent: *\nAllow: /\n")
			return
		}
		k := round.Add(1)
		time.Sleep(5 * time.Millisecond)
		w.Header().Set("Content-Type", "application/rss+xml")
		fmt.Fprint(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>Churn</title>`)
		for i := range n {
			// The same story under a tracking parameter must not become a second headline.
			fmt.Fprintf(w, `<item><title>Story %d of round %d</title><link>http://%s%s/2026/11/29/story-%d-round-%d?utm_source=feed</link></item>`,
				i, k, r.Host, r.URL.Path, i, k)
			fmt.Fprintf(w, `<item><title>Story %d of round %d</title><link>http://%s%s/2026/11/29/story-%d-round-%d</link></item>`,
				i, k, r.Host, r.URL.Path, i, k)
		}
		fmt.Fprint(w, `</channel></rss>`)
	}
}

// TestRefreshWatchSurvivesKills kills `broadsheet refresh --watch` with SIGKILL at random moments
// and checks after each kill that the database is whole, that every followed source is still there
// and that no headline was stored twice.
func TestRefreshWatchSurvivesKills(t *testing.T) {
	const (
		hosts   = 8
		perHost = 5
		kills   = 20
	)
	dir := t.TempDir()
	bin := buildBinary(t)

	ctx := context.Background()
	dbPath := filepath.Join(dir, "broadsheet.db")
	a, err := app.Open(ctx, app.Config{DBPath: dbPath})
	if err != nil {
		t.Fatal(err)
	}
	for range hosts {
		srv := httptest.NewServer(churningFeed(100))
		t.Cleanup(srv.Close)
		var cands []app.Candidate
		for j := range perHost {
			cands = append(cands, app.Candidate{Kind: app.KindFeed, URL: fmt.Sprintf("%s/feed-%d.xml", srv.URL, j)})
		}
		if _, err := a.Follow(ctx, &app.Finding{Site: srv.URL + "/", Outcome: "feed", Feeds: cands}, cands); err != nil {
			t.Fatal(err)
		}
	}
	a.Close()

	rng := rand.New(rand.NewPCG(1, 2))
	for kill := range kills {
		cmd := exec.Command(bin, "--db", dbPath, "refresh", "--watch", "--json", "--pause", "0")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(50+rng.IntN(450)) * time.Millisecond)
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()
		items := checkDatabase(t, kill, dbPath, hosts*perHost)
		if kill == kills-1 && items == 0 {
			t.Fatalf("after %d runs no headline was stored: the runs were killed before they refreshed anything", kills)
		}
	}
}

// checkDatabase checks a database left by a killed process, makes every source due again and returns
// how many headlines it holds.
func checkDatabase(t *testing.T, kill int, path string, sources int) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var integrity string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&integrity); err != nil {
		t.Fatalf("kill %d: integrity_check: %v", kill, err)
	}
	if integrity != "ok" {
		t.Fatalf("kill %d: integrity_check: got %q, want ok", kill, integrity)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM sources`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != sources {
		t.Fatalf("kill %d: got %d sources, want %d", kill, n, sources)
	}
	var dups int
	if err := db.QueryRow(`SELECT count(*) FROM (SELECT url FROM items GROUP BY url HAVING count(*) > 1)`).Scan(&dups); err != nil {
		t.Fatal(err)
	}
	if dups != 0 {
		t.Fatalf("kill %d: %d headlines stored more than once", kill, dups)
	}
	var tracked int
	if err := db.QueryRow(`SELECT count(*) FROM items WHERE url LIKE '%utm_source%'`).Scan(&tracked); err != nil {
		t.Fatal(err)
	}
	if tracked != 0 {
		t.Fatalf("kill %d: %d headlines kept a tracking parameter, so the same story is there twice", kill, tracked)
	}
	// Make every source due again, so that the next run refreshes (and is killed while it writes).
	if _, err := db.Exec(`UPDATE sources SET next_due = 0, retry_until = 0`); err != nil {
		t.Fatal(err)
	}
	// The killed process's claims on sources and turns of hosts would expire within a minute; end
	// them now, as that minute would.
	if _, err := db.Exec(`UPDATE source_claims SET expires = 0`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE host_turns SET expires = 0`); err != nil {
		t.Fatal(err)
	}
	var items int
	if err := db.QueryRow(`SELECT count(*) FROM items`).Scan(&items); err != nil {
		t.Fatal(err)
	}
	return items
}

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
	buildDir  string
)

// buildBinary builds the broadsheet binary once for the tests and benchmarks that run it as a process.
func buildBinary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "broadsheet-test-")
		if buildErr != nil {
			return
		}
		builtBin = filepath.Join(buildDir, "broadsheet")
		out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// TestRefreshWatchPrintsJSONLinesAndStopsOnSIGTERM runs `refresh --watch --json` as a process, reads
// one JSON object per refreshed source from its output, and stops it with SIGTERM.
func TestRefreshWatchPrintsJSONLinesAndStopsOnSIGTERM(t *testing.T) {
	bin := buildBinary(t)
	dbPath := filepath.Join(t.TempDir(), "b.db")
	srv := feedSite(t)
	id := followFeed(t, dbPath, srv)

	cmd := exec.Command(bin, "--db", dbPath, "refresh", "--watch", "--json", "--pause", "0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var got refreshJSON
	select {
	case line := <-lines:
		var fields map[string]any
		if err := json.Unmarshal([]byte(line), &fields); err != nil {
			t.Fatalf("line %q is not a JSON object: %v", line, err)
		}
		for _, k := range []string{"id", "status", "new"} {
			if _, ok := fields[k]; !ok {
				t.Errorf("line %q lacks %q", line, k)
			}
		}
		json.Unmarshal([]byte(line), &got)
	case <-time.After(60 * time.Second): // a hang, not a measure of speed
		cmd.Process.Kill()
		t.Fatal("no refresh was printed")
	}
	if got.ID != id || got.Status != app.StatusOK || got.New != 3 {
		t.Errorf("got %+v, want source %d ok with 3 new", got, id)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for range lines {
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("after SIGTERM: %v, want a clean exit", err)
	}
}

// TestWritingCommandsStopAtADatabaseTheyCannotWrite runs add and refresh as a process on a database
// file that process may read but not write (as another user when the tests run as root, whom file
// modes do not stop): each must fail before it sends a request, saying why.
func TestWritingCommandsStopAtADatabaseTheyCannotWrite(t *testing.T) {
	bin := buildBinary(t)
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		http.NotFound(w, r)
	}))
	t.Cleanup(srv.Close)
	dir := t.TempDir()
	db := filepath.Join(dir, "b.db")
	followFeed(t, db, srv)
	// The other user must reach the binary and the folder, and may create files there; only the
	// database file itself is read-only.
	for _, d := range []string{filepath.Dir(bin), filepath.Dir(dir)} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(db, 0o444); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
	}{
		{"refresh", []string{"refresh", "--json"}},
		{"refresh --watch", []string{"refresh", "--watch"}},
		{"add", []string{"add", srv.URL + "/"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// A command that carries on (refresh --watch) is stopped after a while: a hang, not a
			// measure of speed.
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, append([]string{"--db", db}, tt.args...)...)
			if os.Geteuid() == 0 {
				cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
			}
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Fatalf("got %v, want exit status 1\nstdout: %s\nstderr: %s", err, stdout.String(), stderr.String())
			}
			if !strings.Contains(stderr.String(), "cannot be written") {
				t.Errorf("got message %q, want it to say the database cannot be written", stderr.String())
			}
			if n := hits.Load(); n != 0 {
				t.Errorf("the site got %d requests, want none", n)
			}
		})
	}
}
