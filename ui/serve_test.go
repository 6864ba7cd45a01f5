package ui

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

var serveFixtures = flag.Duration("serve-fixtures", 0, "serve the fixture sites on loopback this long, for trying the real window by hand")

// TestServeFixtures serves the fixture sites on loopback, printing their addresses, for as long as
// -serve-fixtures says; the real window can then add them by address (FIXTURES names the sites, the
// four of the screenshots by default). Without the flag it has nothing to do. For example:
//
//	go test ./ui -run TestServeFixtures -v -timeout 0 -args -serve-fixtures=30m
func TestServeFixtures(t *testing.T) {
	if *serveFixtures == 0 {
		t.Skip("serves the fixture sites only with -serve-fixtures=DURATION")
	}
	names := strings.Fields(os.Getenv("FIXTURES"))
	if len(names) == 0 {
		names = []string{"nikkei", "theverge", "yomiuri", "blog"}
	}
	sites := sitetest.StartWith(t, sitetest.Config{Now: time.Now}, names...)
	for _, n := range names {
		fmt.Printf("%s %s\n", n, sites[n].URL)
	}
	time.Sleep(*serveFixtures)
}
