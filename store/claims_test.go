package store

import (
	"slices"
	"testing"
	"time"
)

// TestSourceClaims checks that a source is claimed by one owner at a time, renewed by its owner,
// and taken over by another once the claim of a holder that went away has expired.
func TestSourceClaims(t *testing.T) {
	ctx := t.Context()
	s := openTemp(t)
	a := addSource(t, s, "https://a.test/feed", "a.test")
	b := addSource(t, s, "https://b.test/feed", "b.test")
	const lease = time.Minute
	claim := func(owner string, at time.Duration, ids ...int64) []int64 {
		t.Helper()
		got, err := s.ClaimSources(ctx, owner, ids, t0.Add(at), lease)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := claim("one", 0, a.ID, 9999); !slices.Equal(got, []int64{a.ID}) {
		t.Fatalf("first claim got %v, want only %d (9999 is no source)", got, a.ID)
	}
	if got := claim("two", time.Second, a.ID, b.ID); !slices.Equal(got, []int64{b.ID}) {
		t.Fatalf("second owner got %v, want only %d", got, b.ID)
	}
	if got := claim("one", 2*time.Second, a.ID); !slices.Equal(got, []int64{a.ID}) {
		t.Errorf("the holder claiming again got %v, want %d", got, a.ID)
	}
	if err := s.RenewSourceClaims(ctx, "one", []int64{a.ID}, t0.Add(50*time.Second), lease); err != nil {
		t.Fatal(err)
	}
	if got := claim("two", lease+10*time.Second, a.ID); len(got) != 0 {
		t.Errorf("after the holder renewed, another owner got %v, want nothing", got)
	}
	if got := claim("two", 50*time.Second+lease, a.ID); !slices.Equal(got, []int64{a.ID}) {
		t.Errorf("once the claim expired, another owner got %v, want %d", got, a.ID)
	}
	if err := s.ReleaseSourceClaims(ctx, "one", []int64{a.ID}); err != nil {
		t.Fatal(err)
	}
	if got := claim("three", 51*time.Second+lease, a.ID); len(got) != 0 {
		t.Errorf("the old holder's release freed the new holder's claim: got %v", got)
	}
	if err := s.ReleaseSourceClaims(ctx, "two", []int64{a.ID, b.ID}); err != nil {
		t.Fatal(err)
	}
	if got := claim("three", 52*time.Second+lease, a.ID, b.ID); !slices.Equal(got, []int64{a.ID, b.ID}) {
		t.Errorf("after release, got %v, want both", got)
	}
}

// TestHostTurns checks that one owner at a time holds a host's turn, that the end of the last
// request is kept for the next holder, and that a turn left by a holder that went away is taken over
// once it expires.
func TestHostTurns(t *testing.T) {
	ctx := t.Context()
	s := openTemp(t)
	const lease = 40 * time.Second
	take := func(owner string, at time.Duration) (bool, time.Time) {
		t.Helper()
		ok, last, err := s.TakeHostTurn(ctx, owner, "a.test", t0.Add(at), lease)
		if err != nil {
			t.Fatal(err)
		}
		return ok, last
	}
	if ok, last := take("one", 0); !ok || !last.IsZero() {
		t.Fatalf("first turn: %v, last request %v; want taken, none before", ok, last)
	}
	if ok, _ := take("two", time.Second); ok {
		t.Fatal("a second owner took a held turn")
	}
	end := t0.Add(2 * time.Second)
	if err := s.EndHostTurn(ctx, "one", "a.test", true, end); err != nil {
		t.Fatal(err)
	}
	if ok, last := take("two", 3*time.Second); !ok || !last.Equal(end) {
		t.Fatalf("after the end: %v, last request %v; want taken, %v", ok, last, end)
	}
	// "two" dies holding the turn.
	if ok, _ := take("three", 3*time.Second+lease-time.Millisecond); ok {
		t.Error("the turn was taken before its lease ran out")
	}
	if ok, last := take("three", 3*time.Second+lease); !ok || !last.Equal(end) {
		t.Errorf("after the lease: %v, last request %v; want taken, %v", ok, last, end)
	}
	if err := s.EndHostTurn(ctx, "two", "a.test", true, t0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := s.EndHostTurn(ctx, "three", "a.test", false, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if ok, last := take("four", 4*time.Second+lease); !ok || !last.Equal(end) {
		t.Errorf("a holder that lost its turn moved the last request: %v, %v; want taken, %v", ok, last, end)
	}
}

// TestClaimSourcesRefreshed checks that a host's sources are claimed in one go, with when each was
// last refreshed: those another owner holds are left out.
func TestClaimSourcesRefreshed(t *testing.T) {
	ctx := t.Context()
	s := openTemp(t)
	a := addSource(t, s, "https://a.test/feed", "a.test")
	b := addSource(t, s, "https://a.test/other", "a.test")
	c := addSource(t, s, "https://a.test/third", "a.test")
	c.LastRefreshed = t0.Add(-time.Hour)
	if err := s.UpdateSource(ctx, c); err != nil {
		t.Fatal(err)
	}
	const lease = time.Minute
	if got, err := s.ClaimSources(ctx, "other", []int64{b.ID}, t0, lease); err != nil || len(got) != 1 {
		t.Fatalf("other owner claimed %v: %v", got, err)
	}
	got, err := s.ClaimSourcesRefreshed(ctx, "one", []int64{c.ID, b.ID, a.ID, 9999}, t0.Add(time.Second), lease)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int64]time.Time{a.ID: {}, c.ID: t0.Add(-time.Hour)}
	if len(got) != len(want) || !got[a.ID].Equal(want[a.ID]) || !got[c.ID].Equal(want[c.ID]) {
		t.Errorf("claimed %v, want %v", got, want)
	}
	if got, err := s.ClaimSources(ctx, "other", []int64{a.ID, c.ID}, t0.Add(2*time.Second), lease); err != nil || len(got) != 0 {
		t.Errorf("another owner then claimed %v (%v), want nothing", got, err)
	}
	if got, err := s.ClaimSourcesRefreshed(ctx, "one", nil, t0, lease); err != nil || len(got) != 0 {
		t.Errorf("claiming nothing gave %v, %v", got, err)
	}
}
