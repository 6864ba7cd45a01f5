package store

import (
	"database/sql"
	"path/filepath"
	"testing"
	"time"
)

func TestSiteShapes(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	if got, err := s.SiteShapes(ctx, "a.test"); err != nil || len(got) != 0 {
		t.Fatalf("SiteShapes before any save = %v, %v; want none and no error", got, err)
	}
	steps := []struct {
		name  string
		site  string
		save  []ShapeCount
		wantA []ShapeCount // what a.test holds after the step, most seen first
	}{
		{
			name:  "first shapes",
			site:  "a.test",
			save:  []ShapeCount{{Shape: "/Y/M/S", Seen: 3, LastSeen: t0}, {Shape: "/story/S", Seen: 40, LastSeen: t0}},
			wantA: []ShapeCount{{Shape: "/story/S", Seen: 40, LastSeen: t0}, {Shape: "/Y/M/S", Seen: 3, LastSeen: t0}},
		},
		{
			name:  "another site leaves a.test alone",
			site:  "b.test",
			save:  []ShapeCount{{Shape: "/?p", Seen: 94, LastSeen: t0}},
			wantA: []ShapeCount{{Shape: "/story/S", Seen: 40, LastSeen: t0}, {Shape: "/Y/M/S", Seen: 3, LastSeen: t0}},
		},
		{
			name:  "a new list replaces the old one",
			site:  "a.test",
			save:  []ShapeCount{{Shape: "/story/S", Seen: 60, LastSeen: t0.Add(time.Hour)}},
			wantA: []ShapeCount{{Shape: "/story/S", Seen: 60, LastSeen: t0.Add(time.Hour)}},
		},
		{name: "an empty list forgets", site: "a.test", save: nil, wantA: nil},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			if err := s.SaveSiteShapes(ctx, st.site, st.save); err != nil {
				t.Fatal(err)
			}
			got, err := s.SiteShapes(ctx, "a.test")
			if err != nil {
				t.Fatal(err)
			}
			if !sameShapes(got, st.wantA) {
				t.Errorf("SiteShapes(a.test) = %+v, want %+v", got, st.wantA)
			}
		})
	}
	if got, err := s.SiteShapes(ctx, "b.test"); err != nil || len(got) != 1 || got[0].Seen != 94 {
		t.Errorf("SiteShapes(b.test) = %+v, %v; want the one shape saved", got, err)
	}
}

func sameShapes(got, want []ShapeCount) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i].Shape != want[i].Shape || got[i].Seen != want[i].Seen || !got[i].LastSeen.Equal(want[i].LastSeen) {
			return false
		}
	}
	return true
}

// TestSiteShapesMigration opens a database written before the site_shapes table existed (schema
// version 1) and checks that the migration adds it, keeping what the file held.
func TestSiteShapesMigration(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broadsheet.db")
	writeAtVersion(t, path, 1)
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec(`INSERT INTO sites (site, lastmod_trusted, reason, checked) VALUES ('a.test', 1, '', ?)`, toDB(t0))
	db.Close()
	if err != nil {
		t.Fatal(err)
	}

	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open of a version 1 database: %v", err)
	}
	defer s.Close()
	want := []ShapeCount{{Shape: "/article/N", Seen: 9, LastSeen: t0}}
	if err := s.SaveSiteShapes(t.Context(), "a.test", want); err != nil {
		t.Fatalf("SaveSiteShapes after the migration: %v", err)
	}
	got, err := s.SiteShapes(t.Context(), "a.test")
	if err != nil || !sameShapes(got, want) {
		t.Errorf("SiteShapes after the migration = %+v, %v; want %+v", got, err, want)
	}
	if v, err := s.SiteVerdict(t.Context(), "a.test"); err != nil || !v.LastModTrusted {
		t.Errorf("verdict kept through the migration = %+v, %v; want the trusted one saved", v, err)
	}
}
