package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"sort"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

// requestLog records when each path of a loopback site was asked for.
type requestLog struct {
	mu    sync.Mutex
	times map[string][]time.Time
	all   []time.Time
}

func (l *requestLog) note(path string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	l.times[path] = append(l.times[path], now)
	l.all = append(l.all, now)
}

func (l *requestLog) count(path string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.times[path])
}

// TestProcessesShareOneRefresh runs three `refresh` and two `refresh --watch` at once on one database
// and checks that together they make exactly one polite refresh: robots.txt and each feed asked for
// once, and the requests to one host at least the pause apart, whichever process sent them; each
// `refresh` still reports every source, those another process refreshed included.
func TestProcessesShareOneRefresh(t *testing.T) {
	const (
		hosts   = 3
		perHost = 3
		pause   = 400 * time.Millisecond
	)
	bin := buildBinary(t)
	dbPath := filepath.Join(t.TempDir(), "broadsheet.db")
	ctx := context.Background()
	a, err := app.Open(ctx, app.Config{DBPath: dbPath})
	if err != nil {
		t.Fatal(err)
	}
	logs := make([]*requestLog, hosts)
	for h := range hosts {
		log := &requestLog{times: map[string][]time.Time{}}
		logs[h] = log
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			log.note(r.URL.Path)
			if r.URL.Path == "/robots.txt" {
				fmt.Fprint(w, "User-agent: *\nAllow: /\n")
				return
			}
			w.Header().Set("Content-Type", "application/rss+xml")
			fmt.Fprintf(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>Desk</title>`+
				`<item><title>A story</title><link>http://%s%s/2026/11/29/a-story</link></item></channel></rss>`, r.Host, r.URL.Path)
		}))
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

	var (
		once, watching []*exec.Cmd
		outputs        []*bytes.Buffer // of the once processes
	)
	for i := range 5 {
		args := []string{"--db", dbPath, "refresh", "--json", "--pause", pause.String()}
		if i%2 == 1 {
			args = append(args, "--watch")
		}
		cmd := exec.Command(bin, args...)
		if i%2 == 0 {
			outputs = append(outputs, &bytes.Buffer{})
			cmd.Stdout = outputs[len(outputs)-1]
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if i%2 == 1 {
			watching = append(watching, cmd)
		} else {
			once = append(once, cmd)
		}
	}
	for i, cmd := range once {
		if err := cmd.Wait(); err != nil {
			t.Errorf("refresh: %v", err)
		}
		var results []map[string]any
		if err := json.Unmarshal(outputs[i].Bytes(), &results); err != nil {
			t.Fatalf("refresh --json: %v\n%s", err, outputs[i].String())
		}
		if len(results) != hosts*perHost {
			t.Errorf("refresh %d reported %d sources, want all %d, those refreshed by another process too", i, len(results), hosts*perHost)
		}
	}
	// The watching processes may still hold a source; give them time to finish it and to send
	// anything more they would wrongly send.
	deadline := time.Now().Add(30 * time.Second)
	for h := 0; h < hosts && time.Now().Before(deadline); {
		if logs[h].count("/feed-"+fmt.Sprint(perHost-1)+".xml") > 0 {
			h++
			continue
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(2 * time.Second)
	for _, cmd := range watching {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}

	for h, log := range logs {
		paths := []string{"/robots.txt"}
		for j := range perHost {
			paths = append(paths, fmt.Sprintf("/feed-%d.xml", j))
		}
		for _, p := range paths {
			if n := log.count(p); n != 1 {
				t.Errorf("host %d: %s asked for %d times, want once", h, p, n)
			}
		}
		all := append([]time.Time(nil), log.all...)
		sort.Slice(all, func(i, j int) bool { return all[i].Before(all[j]) })
		for i := 1; i < len(all); i++ {
			if gap := all[i].Sub(all[i-1]); gap < pause {
				t.Errorf("host %d: requests %d and %d came %v apart, want at least %v", h, i-1, i, gap, pause)
			}
		}
	}
}
