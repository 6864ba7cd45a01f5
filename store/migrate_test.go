package store

import (
	"regexp"
	"testing"
)

// TestSchemaDigest checks that the digest names the schema's text, not only its version: a
// migration edited in place gives another digest under the same version.
func TestSchemaDigest(t *testing.T) {
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := SchemaDigest(), digestOf(ms); got != want {
		t.Errorf("SchemaDigest() = %q, want %q", got, want)
	}
	if got := SchemaDigest(); !regexp.MustCompile(`^s[0-9]+-[0-9a-f]{8}$`).MatchString(got) {
		t.Errorf("SchemaDigest() = %q, want s<version>-<8 hex digits>", got)
	}
	edited := append([]migration(nil), ms...)
	last := &edited[len(edited)-1]
	last.sql += "\nCREATE TABLE later (id INTEGER PRIMARY KEY);"
	tests := []struct {
		name string
		ms   []migration
		same bool
	}{
		{"unchanged", append([]migration(nil), ms...), true},
		{"edited in place", edited, false},
		{"one more migration", append(append([]migration(nil), ms...), migration{version: len(ms) + 1, name: "9999_more.sql", sql: "SELECT 1;"}), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := digestOf(tt.ms) == SchemaDigest(), tt.same; got != want {
				t.Errorf("digest %q equals SchemaDigest() %q: got %v, want %v", digestOf(tt.ms), SchemaDigest(), got, want)
			}
		})
	}
}
