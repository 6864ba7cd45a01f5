package store

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImports guards the architecture: the store knows nothing of the window, the use cases,
// discovery or HTTP.
func TestImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps listed %d packages, want the store's real dependencies", len(deps))
	}
	forbidden := []string{
		"fyne.io/",
		"github.com/broadsheet/broadsheet/app",
		"github.com/broadsheet/broadsheet/ui",
		"github.com/broadsheet/broadsheet/discovery",
		"net/http",
	}
	for _, dep := range deps {
		for _, bad := range forbidden {
			if dep == bad || strings.HasPrefix(dep, bad) && (strings.HasSuffix(bad, "/") || strings.HasPrefix(dep, bad+"/")) {
				t.Errorf("store depends on %s; it must not", dep)
			}
		}
	}
}
