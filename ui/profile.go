package ui

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// startCPUProfile writes a CPU profile of the window to the file BROADSHEET_CPUPROFILE names, from
// now until the returned function is called (when the window quits); it does nothing when the
// variable is empty. `go tool pprof FILE` reads it.
func startCPUProfile() (stop func()) {
	path := os.Getenv("BROADSHEET_CPUPROFILE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "broadsheet: no CPU profile: %v\n", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintf(os.Stderr, "broadsheet: no CPU profile: %v\n", err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(os.Stderr, "broadsheet: CPU profile %s: %v\n", path, err)
		}
	}
}
