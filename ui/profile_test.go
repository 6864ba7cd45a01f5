package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestCPUProfileWrittenWhenAsked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.pprof")
	t.Setenv("BROADSHEET_CPUPROFILE", path)
	stop := startCPUProfile()
	for i := 0; i < 1e6; i++ {
		_ = bytes.Repeat([]byte{byte(i)}, 1)
	}
	stop()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b { // pprof's profiles are gzipped
		t.Fatalf("profile of %d bytes does not start as a gzipped pprof profile: % x", len(b), b[:min(len(b), 8)])
	}

	t.Setenv("BROADSHEET_CPUPROFILE", "")
	startCPUProfile()() // nothing asked, nothing written, no panic
}
