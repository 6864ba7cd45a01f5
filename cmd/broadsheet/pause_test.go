package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

func TestParsePause(t *testing.T) {
	tests := []struct {
		in      string
		want    time.Duration
		wantErr string
	}{
		{in: "0.3", want: 300 * time.Millisecond},
		{in: "2", want: 2 * time.Second},
		{in: "0", want: 0},
		{in: ".25", want: 250 * time.Millisecond},
		{in: "300ms", want: 300 * time.Millisecond},
		{in: "1m", want: time.Minute},
		{in: "1.5s", want: 1500 * time.Millisecond},
		{in: "-1", wantErr: "cannot be negative"},
		{in: "-1s", wantErr: "cannot be negative"},
		{in: "abc", wantErr: "neither seconds"},
		{in: "NaN", wantErr: "neither seconds"},
		{in: "Inf", wantErr: "neither seconds"},
		{in: "1e300", wantErr: "too long"},
		{in: "", wantErr: "is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := parsePause(tt.in)
			switch {
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("parsePause(%q) = %v, %v; want an error holding %q", tt.in, got, err, tt.wantErr)
			case tt.wantErr == "" && (err != nil || got != tt.want):
				t.Errorf("parsePause(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			}
		})
	}
}

// TestPauseOnEverySubcommand gives --pause as seconds and as a duration to every subcommand that
// takes it, and a value that is neither.
func TestPauseOnEverySubcommand(t *testing.T) {
	site := sitetest.Start(t, "theverge")
	reader := sitetest.Start(t, "reader")
	db := filepath.Join(t.TempDir(), "b.db")
	commands := map[string][]string{
		"discover": {"discover", "--json"},
		"section":  {"section", "--json"},
		"add":      {"--db", db, "add", "--json"},
		"refresh":  {"--db", db, "refresh", "--json"},
		"read":     {"read", "--json"},
	}
	address := map[string]string{"discover": site.URL, "section": site.URL, "add": site.URL,
		"read": reader.URL + "/article.html"}
	for _, name := range []string{"discover", "section", "add", "refresh", "read"} {
		for _, pause := range []string{"0.01", "10ms", "0"} {
			t.Run(name+" "+pause, func(t *testing.T) {
				args := append(append([]string{}, commands[name]...), "--pause", pause)
				if name != "refresh" {
					args = append(args, address[name])
				}
				if code, _, stderr := run(t, args...); code != 0 {
					t.Errorf("%v: exit %d: %s", args, code, stderr)
				}
			})
		}
		t.Run(name+" rejects a pause that is no time", func(t *testing.T) {
			args := append(append([]string{}, commands[name]...), "--pause", "soon")
			if name != "refresh" {
				args = append(args, address[name])
			}
			code, _, stderr := run(t, args...)
			if code != 2 || !strings.Contains(stderr, `"soon" is neither seconds (0.3, 2) nor a duration`) {
				t.Errorf("%v: exit %d, stderr %q; want exit 2 and the problem in words", args, code, stderr)
			}
		})
	}
}
