package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBinaryOutsideADesktop runs the built binary the way a server or a container would: no display
// and the POSIX locale written C.UTF-8. Subcommands must print only their own output, and the bare
// command must say in words that it needs a display instead of crashing.
func TestBinaryOutsideADesktop(t *testing.T) {
	bin := buildBinary(t)
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "XDG_CONFIG_HOME=" + t.TempDir()}
	tests := []struct {
		name       string
		locale     []string
		args       []string
		wantCode   int
		wantStdout string // a substring
		wantStderr string // a substring; "" means stderr must be empty
	}{
		{"subcommand, C.UTF-8 in LANG", []string{"LANG=C.UTF-8"}, []string{"robots", "--agent", "broadsheet", "--status", "503", "https://example.test/"}, 0, "disallow https://example.test/", ""},
		{"subcommand, C.UTF-8 in LC_ALL", []string{"LC_ALL=C.UTF-8", "LANG=ja_JP.UTF-8"}, []string{"robots", "--agent", "broadsheet", "--status", "404", "https://example.test/"}, 0, "allow https://example.test/", ""},
		{"help, no locale at all", nil, []string{"help"}, 0, "broadsheet discover", ""},
		{"window without a display", []string{"LANG=C.UTF-8"}, nil, 1, "", "no display"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(bin, tc.args...)
			cmd.Env = append(append([]string{}, env...), tc.locale...)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			code := 0
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tc.wantCode {
				t.Errorf("exit code = %d, want %d; stderr:\n%s", code, tc.wantCode, stderr.String())
			}
			if !strings.Contains(stdout.String(), tc.wantStdout) {
				t.Errorf("stdout = %q, want it to contain %q", stdout.String(), tc.wantStdout)
			}
			if tc.wantStderr == "" && stderr.Len() > 0 {
				t.Errorf("stderr = %q, want nothing", stderr.String())
			}
			if tc.wantStderr != "" && !strings.Contains(stderr.String(), tc.wantStderr) {
				t.Errorf("stderr = %q, want it to contain %q", stderr.String(), tc.wantStderr)
			}
		})
	}
}
