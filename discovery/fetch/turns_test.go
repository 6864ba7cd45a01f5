package fetch

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"
)

// memoryTurns is HostTurns shared by the Clients of one test, as the database shares it between
// processes: one owner at a time per host, leased, with the end of the last request kept.
type memoryTurns struct {
	mu          sync.Mutex
	owner       map[string]string
	expires     map[string]time.Time
	lastEnd     map[string]time.Time
	takes, ends int
}

func newMemoryTurns() *memoryTurns {
	return &memoryTurns{owner: map[string]string{}, expires: map[string]time.Time{}, lastEnd: map[string]time.Time{}}
}

// as returns the HostTurns of one owner.
func (m *memoryTurns) as(owner string) HostTurns { return ownedTurns{m, owner} }

type ownedTurns struct {
	m     *memoryTurns
	owner string
}

func (o ownedTurns) TakeTurn(ctx context.Context, host string, lease time.Duration) (bool, time.Time, error) {
	m := o.m
	m.mu.Lock()
	defer m.mu.Unlock()
	now := time.Now()
	if h := m.owner[host]; h != "" && h != o.owner && now.Before(m.expires[host]) {
		return false, time.Time{}, nil
	}
	m.takes++
	m.owner[host], m.expires[host] = o.owner, now.Add(lease)
	return true, m.lastEnd[host], nil
}

func (o ownedTurns) EndTurn(ctx context.Context, host string, sent bool, end time.Time) {
	m := o.m
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.owner[host] != o.owner {
		return
	}
	m.ends++
	m.owner[host], m.expires[host] = "", time.Time{}
	if sent && end.After(m.lastEnd[host]) {
		m.lastEnd[host] = end
	}
}

func (m *memoryTurns) counts() (takes, ends int, held bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, o := range m.owner {
		held = held || o != ""
	}
	return m.takes, m.ends, held
}

// TestTurnsKeptForRequestsInARow checks that a Client keeps a host's shared turn for the requests it
// sends there one after the other, takes it once for them, and gives it back when it has nothing
// more to send there, or at once when asked to.
func TestTurnsKeptForRequestsInARow(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/a": text("a")})
	turns := newMemoryTurns()
	c := New(Config{Turns: turns.as("one")})
	job := c.NewJob(JobOptions{Typed: s.URL})
	for range 5 {
		if _, err := job.Get(t.Context(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
			t.Fatal(err)
		}
	}
	if takes, ends, held := turns.counts(); takes != 1 || ends != 0 || !held {
		t.Errorf("after 6 requests in a row: %d takes, %d ends, held %v; want 1 take, the turn still held", takes, ends, held)
	}
	time.Sleep(turnLinger + 200*time.Millisecond)
	if takes, ends, held := turns.counts(); takes != 1 || ends != 1 || held {
		t.Errorf("after a pause: %d takes, %d ends, held %v; want the turn given back once", takes, ends, held)
	}
	if _, err := job.Get(t.Context(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
		t.Fatal(err)
	}
	c.GiveBackTurns()
	if takes, ends, held := turns.counts(); takes != 2 || ends != 2 || held {
		t.Errorf("after GiveBackTurns: %d takes, %d ends, held %v; want the turn given back", takes, ends, held)
	}
}

// TestTurnsSharedBetweenClients runs two Clients, as two processes would, on one host with a pause:
// their requests never overlap and come at least the pause apart, whichever sent them.
func TestTurnsSharedBetweenClients(t *testing.T) {
	const pause = 60 * time.Millisecond
	s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/a": text("a")})
	turns := newMemoryTurns()
	var wg sync.WaitGroup
	for _, owner := range []string{"one", "two"} {
		c := New(Config{Pause: pause, Turns: turns.as(owner)})
		wg.Add(1)
		go func() {
			defer wg.Done()
			job := c.NewJob(JobOptions{Typed: s.URL})
			for range 8 {
				if _, err := job.Get(t.Context(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
					t.Error(err)
					return
				}
			}
			c.GiveBackTurns()
		}()
	}
	wg.Wait()
	log := s.arrivals()
	if len(log) != 18 { // each Client's robots.txt, and 8 pages each
		t.Fatalf("%d requests, want 18", len(log))
	}
	for i := 1; i < len(log); i++ {
		if gap := log[i].At.Sub(log[i-1].At); gap < pause {
			t.Errorf("requests %d and %d came %v apart, want at least %v", i-1, i, gap, pause)
		}
	}
	if _, _, held := turns.counts(); held {
		t.Error("a turn is still held after both gave theirs back")
	}
}
