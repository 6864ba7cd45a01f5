package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestTextureCacheSetBeforeFyneReadsIt checks, in the built binary, that the package setting
// FYNE_CACHE initialises before Fyne's cache package reads it (GODEBUG=inittrace=1 prints each
// package's init in the order Go runs them).
func TestTextureCacheSetBeforeFyneReadsIt(t *testing.T) {
	bin := buildBinary(t)
	cmd := exec.Command(bin, "help")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "GODEBUG=inittrace=1"}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("broadsheet help: %v\n%s", err, stderr.String())
	}
	order := map[string]int{}
	sc := bufio.NewScanner(&stderr)
	for n := 0; sc.Scan(); n++ {
		if f := strings.Fields(sc.Text()); len(f) >= 2 && f[0] == "init" {
			order[f[1]] = n
		}
	}
	ours, okOurs := order["github.com/broadsheet/broadsheet/cmd/broadsheet/internal/texturecache"]
	fyne, okFyne := order["fyne.io/fyne/v2/internal/cache"]
	if !okOurs || !okFyne {
		t.Fatalf("inittrace lacks texturecache (%v) or Fyne's cache (%v):\n%s", okOurs, okFyne, stderr.String())
	}
	if ours > fyne {
		t.Errorf("texturecache initialises after Fyne's cache (line %d > %d): FYNE_CACHE is read before it is set", ours, fyne)
	}
}
