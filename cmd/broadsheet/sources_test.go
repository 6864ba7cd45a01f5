package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/app"
)

// run runs the binary's main in-process and returns its exit status and output.
func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = runMain(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// feedSite serves a robots.txt that allows everything and an RSS feed of three stories at /feed.xml.
func feedSite(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprint(w, "User-agent: *\nAllow: /\n")
		case "/feed.xml":
			w.Header().Set("Content-Type", "application/rss+xml")
			fmt.Fprintf(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>Desk</title>`)
			for i := range 3 {
				fmt.Fprintf(w, `<item><title>Story %d</title><link>http://%s/2026/11/29/story-number-%d</link><pubDate>Sun, 29 Nov 2026 0%d:00:00 GMT</pubDate></item>`, i, r.Host, i, i)
			}
			fmt.Fprint(w, `</channel></rss>`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// followFeed follows the feed of srv in the database at path and returns the source's ID.
func followFeed(t *testing.T, path string, srv *httptest.Server) int64 {
	t.Helper()
	ctx := context.Background()
	a, err := app.Open(ctx, app.Config{DBPath: path})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	c := app.Candidate{Kind: app.KindFeed, URL: srv.URL + "/feed.xml", Title: "Desk"}
	srcs, err := a.Follow(ctx, &app.Finding{Site: srv.URL + "/", Outcome: "feed", Feeds: []app.Candidate{c}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return srcs[0].ID
}

// keysOf returns the sorted keys of every object of a JSON array.
func keysOf(t *testing.T, text string) []string {
	t.Helper()
	var objs []map[string]any
	if err := json.Unmarshal([]byte(text), &objs); err != nil {
		t.Fatalf("not a JSON array of objects: %v\n%s", err, text)
	}
	seen := map[string]bool{}
	for _, o := range objs {
		for k := range o {
			seen[k] = true
		}
	}
	var keys []string
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func TestStoreCommandsJSON(t *testing.T) {
	db := filepath.Join(t.TempDir(), "b.db")
	srv := feedSite(t)
	id := followFeed(t, db, srv)

	tests := []struct {
		name     string
		args     []string
		wantKeys []string // fields the contract requires
		wantLen  int
	}{
		{"sources", []string{"--db", db, "sources", "--json"}, []string{"id", "kind", "url", "title", "status"}, 1},
		{"refresh", []string{"--db", db, "refresh", "--json", "--pause", "0"}, []string{"id", "status", "new"}, 1},
		{"headlines", []string{"--db", db, "headlines", "--json"}, []string{"url", "title", "published", "source", "read"}, 3},
		{"headlines of the source", []string{"--db", db, "headlines", "--json", "--source", fmt.Sprint(id), "--limit", "2"}, []string{"url", "title", "published", "source", "read"}, 2},
		{"unread headlines found by search", []string{"--db", db, "headlines", "--json", "--unread", "--search", "Story"}, []string{"url", "title", "published", "source", "read"}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var arr []json.RawMessage
			if err := json.Unmarshal([]byte(out), &arr); err != nil {
				t.Fatalf("not a JSON array: %v\n%s", err, out)
			}
			if len(arr) != tt.wantLen {
				t.Errorf("got %d objects, want %d:\n%s", len(arr), tt.wantLen, out)
			}
			have := map[string]bool{}
			for _, k := range keysOf(t, out) {
				have[k] = true
			}
			for _, k := range tt.wantKeys {
				if !have[k] {
					t.Errorf("field %q missing from\n%s", k, out)
				}
			}
		})
	}

	var refreshed []refreshJSON
	_, out, _ := run(t, "--db", db, "refresh", "--json", "--pause", "0")
	if err := json.Unmarshal([]byte(out), &refreshed); err != nil {
		t.Fatal(err)
	}
	if len(refreshed) != 1 || refreshed[0].ID != id || refreshed[0].New != 0 {
		t.Errorf("second refresh: got %+v, want source %d with 0 new", refreshed, id)
	}
}

func TestStoreCommandsBadInput(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "b.db")
	srv := feedSite(t)
	followFeed(t, db, srv)
	foreign := filepath.Join(dir, "notes.txt")
	const notes = "my notes, not a database\n"
	if err := os.WriteFile(foreign, []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantErr  string
	}{
		{"unknown source", []string{"--db", db, "headlines", "--source", "999"}, 1, "no such source: 999; broadsheet sources lists"},
		{"limit not positive", []string{"--db", db, "headlines", "--limit", "0"}, 2, "--limit"},
		{"stray argument", []string{"--db", db, "sources", "extra"}, 2, "unexpected argument"},
		{"database not ours", []string{"--db", foreign, "sources"}, 1, "not a Broadsheet database"},
		{"refresh into a database not ours", []string{"--db", foreign, "refresh"}, 1, "not a Broadsheet database"},
		{"missing OPML file", []string{"--db", db, "import-opml", filepath.Join(dir, "none.opml")}, 1, "none.opml"},
		{"add without an address", []string{"--db", db, "add"}, 2, "address"},
		{"add with both section flags", []string{"--db", db, "add", "--all-sections", "--section", "/news/", "example.com"}, 2, "together"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := run(t, tt.args...)
			if code != tt.wantCode || !strings.Contains(errOut, tt.wantErr) {
				t.Errorf("got exit %d with %q, want exit %d with a message holding %q", code, errOut, tt.wantCode, tt.wantErr)
			}
		})
	}
	if got, _ := os.ReadFile(foreign); string(got) != notes {
		t.Errorf("the foreign file was changed to %q", got)
	}
	_, out, _ := run(t, "--db", db, "sources", "--json")
	if n := len(keysOf(t, out)); n == 0 {
		t.Errorf("the followed source is gone after bad commands:\n%s", out)
	}
}

func TestStoreCommandsForAPerson(t *testing.T) {
	db := filepath.Join(t.TempDir(), "b.db")
	if code, out, errOut := run(t, "--db", db, "sources"); code != 0 || !strings.Contains(out, "No sources") {
		t.Errorf("sources on an empty database: exit %d, %q %q", code, out, errOut)
	}
	srv := feedSite(t)
	followFeed(t, db, srv)
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"sources", []string{"sources"}, []string{"Desk", srv.URL + "/feed.xml", "feed"}},
		{"refresh", []string{"refresh", "--pause", "0"}, []string{"1 source refreshed, 3 new headlines"}},
		{"headlines", []string{"headlines", "--limit", "2"}, []string{"Story 2", "Story 1", "/2026/11/29/story-number-2"}},
		{"help", []string{"headlines", "--help"}, []string{"usage: broadsheet headlines", "-unread"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, append([]string{"--db", db}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
		})
	}
}

func TestOPMLCommandsChangeNothingOnBadFiles(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.opml")
	if err := os.WriteFile(bad, []byte("<opml version=\"2.0\"><body><outline xmlUrl=\"http://a.example/feed\"></body>"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		args     []string // after --db
		wantErr  string
		wantFile string // a file that must not exist afterwards
	}{
		{"import of a malformed file", []string{"import-opml", bad}, "nothing was imported", ""},
		{"import of a missing file", []string{"import-opml", filepath.Join(dir, "none.opml")}, "cannot read " + filepath.Join(dir, "none.opml"), ""},
		{"export onto a folder", []string{"export-opml", dir}, "cannot write " + dir + ": it is a folder", ""},
		{"export into a missing folder", []string{"export-opml", filepath.Join(dir, "no", "x.opml")}, "cannot write " + filepath.Join(dir, "no", "x.opml"), filepath.Join(dir, "no")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "b.db")
			code, out, errOut := run(t, append([]string{"--db", db}, tt.args...)...)
			if code != 1 || !strings.Contains(errOut, tt.wantErr) {
				t.Errorf("got exit %d with %q, want exit 1 with a message holding %q", code, errOut, tt.wantErr)
			}
			if out != "" {
				t.Errorf("got stdout %q, want none", out)
			}
			if _, err := os.Stat(db); err == nil {
				t.Errorf("the database %s was created, want nothing changed", db)
			}
			if tt.wantFile != "" {
				if _, err := os.Stat(tt.wantFile); err == nil {
					t.Errorf("%s was created", tt.wantFile)
				}
			}
		})
	}
}
