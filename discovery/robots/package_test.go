package robots

import (
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// TestStaysAPureParser guards the package comment's promise: robots never fetches anything and
// depends on no other part of Broadsheet.
func TestStaysAPureParser(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		switch {
		case dep == "net" || strings.HasPrefix(dep, "net/"):
			t.Errorf("robots depends on %s; it must not talk to the network", dep)
		case strings.HasPrefix(dep, "github.com/broadsheet/broadsheet/") && !strings.HasSuffix(dep, "/discovery/robots"):
			t.Errorf("robots depends on %s; it must depend on no other Broadsheet package", dep)
		}
	}
}

// TestConcurrentUse asks one parsed file many questions at once; run with -race it shows that a
// *Robots needs no locking.
func TestConcurrentUse(t *testing.T) {
	r := Parse([]byte("User-agent: broadsheet\nDisallow: /private\nCrawl-delay: 2\nSitemap: https://example.com/s.xml\n"))
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for i := range 8 {
		wg.Go(func() {
			for j := range 200 {
				target := "/private/" + strings.Repeat("x", (i+j)%7)
				if d := r.Test("broadsheet", target); d.Allowed {
					errs <- "Test(" + target + ") allowed, want disallowed"
					return
				}
				if len(r.Sitemaps()) != 1 || r.CrawlDelay("broadsheet") == 0 {
					errs <- "Sitemaps or CrawlDelay changed under concurrent use"
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
