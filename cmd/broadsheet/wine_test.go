//go:build wine

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// The tests in this file run the Windows build, bin/broadsheet.exe, under Wine: `make windows-test`
// builds it and names it in BROADSHEET_EXE. They are built only with the wine tag, so `make test`
// never runs them. WINEPREFIX, when set, is the Wine folder to use (it takes a while to make; the
// Makefile keeps one in .cache/wine); else each run makes one in the temporary folder.

var (
	winePrepared sync.Once
	winePrefix   string // the Wine folder, ready
	wineErr      error  // why it could not be made ready
)

// prepareWine makes the Wine folder once: WINEPREFIX or a temporary one, initialised, with the
// ProcessPrng shim of testdata/wine when the Wine release lacks bcryptprimitives.dll (Wine 8.0 does;
// Go's runtime stops at once without it).
func prepareWine() (string, error) {
	winePrepared.Do(func() {
		winePrefix = os.Getenv("WINEPREFIX")
		if winePrefix == "" {
			dir, err := os.MkdirTemp("", "broadsheet-wine-")
			if err != nil {
				wineErr = err
				return
			}
			winePrefix = dir // left behind: the test binary has no end hook here; it is in the temp folder
		}
		boot := exec.Command("wine", "wineboot", "--init")
		boot.Env = append(os.Environ(), "WINEPREFIX="+winePrefix, "WINEDEBUG=-all", "WINEDLLOVERRIDES=mscoree,mshtml=")
		if out, err := boot.CombinedOutput(); err != nil {
			wineErr = fmt.Errorf("wineboot --init in %s: %v\n%s", winePrefix, err, out)
			return
		}
		dll := filepath.Join(winePrefix, "drive_c", "windows", "system32", "bcryptprimitives.dll")
		if _, err := os.Stat(dll); err == nil {
			return
		}
		shim, err := filepath.Abs(filepath.Join("testdata", "wine", "bcryptprimitives.c"))
		if err != nil {
			wineErr = err
			return
		}
		cc := exec.Command("x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-o", dll, shim, "-ladvapi32")
		if out, err := cc.CombinedOutput(); err != nil {
			wineErr = fmt.Errorf("building the ProcessPrng shim: %v\n%s", err, out)
		}
	})
	return winePrefix, wineErr
}

// wine runs the Windows build with args under Wine and returns its exit status and outputs.
func wine(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	exe := os.Getenv("BROADSHEET_EXE")
	if exe == "" {
		t.Fatal("BROADSHEET_EXE must name the Windows build (make windows-test sets it)")
	}
	// Wine starts a Linux binary too, as a Linux binary: make sure this is a Windows one.
	head := make([]byte, 2)
	if f, err := os.Open(exe); err != nil {
		t.Fatal(err)
	} else {
		_, err := io.ReadFull(f, head)
		f.Close()
		if err != nil || string(head) != "MZ" {
			t.Fatalf("%s is not a Windows program (starts %q, %v)", exe, head, err)
		}
	}
	if _, err := exec.LookPath("wine"); err != nil {
		t.Fatalf("wine is not installed (make windows-test installs it): %v", err)
	}
	prefix, err := prepareWine()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "wine", append([]string{exe}, args...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.Env = append(os.Environ(), "WINEPREFIX="+prefix, "WINEDEBUG=-all",
		"WINEDLLOVERRIDES=mscoree,mshtml=;bcryptprimitives=n,b")
	err = cmd.Run()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("running %s under Wine: %v; stderr: %s", exe, err, stderr.String())
	}
	return code, stdout.String(), stderr.String()
}

func TestWindowsBuildHelp(t *testing.T) {
	code, stdout, stderr := wine(t, "--help")
	if code != 0 {
		t.Fatalf("broadsheet.exe --help: exit %d, want 0; stderr: %s", code, stderr)
	}
	// The same list the Linux build prints.
	var want bytes.Buffer
	printCommands(&want)
	if got := strings.ReplaceAll(stdout, "\r\n", "\n"); got != want.String() {
		t.Errorf("broadsheet.exe --help printed\n%s\nwant\n%s", got, want.String())
	}
}

func TestWindowsBuildDiscover(t *testing.T) {
	sites := sitetest.StartAll(t, "nikkei", "theverge", "reuters")
	tests := []struct {
		site, outcome string
		sections      int
		requests      int
	}{
		{"nikkei", "sections", 185, 4},
		{"theverge", "feed", 0, 2},
		{"reuters", "refused", 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			code, stdout, stderr := wine(t, "discover", "--json", "--pause", "0", sites[tt.site].URL)
			if code != 0 {
				t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
			}
			var res struct {
				Outcome  string
				Sections []struct{ URL, Title string }
				Requests []struct {
					URL    string
					Status int
				}
			}
			if err := json.Unmarshal([]byte(stdout), &res); err != nil {
				t.Fatalf("output is not JSON: %v\n%s", err, stdout)
			}
			if res.Outcome != tt.outcome {
				t.Errorf("outcome = %q, want %q", res.Outcome, tt.outcome)
			}
			if got, want := len(res.Sections), tt.sections; got != want {
				t.Errorf("%d sections, want %d", got, want)
			}
			if got, want := len(res.Requests), tt.requests; got != want {
				t.Errorf("%d requests, want %d", got, want)
			}
			// The site's own log agrees: the Windows build really asked it.
			if got, want := len(sites[tt.site].Log()), tt.requests; got != want {
				t.Errorf("the site received %d requests, want %d", got, want)
			}
			if len(res.Requests) > 0 && res.Requests[0].URL != sites[tt.site].URL+"/robots.txt" {
				t.Errorf("first request %s, want robots.txt first", res.Requests[0].URL)
			}
		})
	}
}
