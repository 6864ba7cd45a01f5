package fetch

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestImports guards the architecture: the fetcher knows robots.txt and nothing else of Broadsheet,
// and nothing of SQL or the window.
func TestImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "net/http") {
		t.Fatalf("go list -deps listed %d packages without net/http, want the fetcher's real dependencies", len(deps))
	}
	const module = "github.com/broadsheet/broadsheet/"
	allowed := map[string]bool{module + "discovery/robots": true, module + "discovery/fetch": true}
	for _, dep := range deps {
		switch {
		case strings.HasPrefix(dep, module) && !allowed[dep]:
			t.Errorf("fetch depends on %s; it may use only discovery/robots of Broadsheet", dep)
		case strings.HasPrefix(dep, "fyne.io/"), dep == "database/sql", strings.HasPrefix(dep, "modernc.org/"):
			t.Errorf("fetch depends on %s; it must not", dep)
		}
	}
}
