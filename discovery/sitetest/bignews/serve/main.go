// Command serve serves the generated big news site of package bignews on loopback, for measuring
// `broadsheet discover` on a 50 MB news sitemap from outside the test binary:
//
//	go run ./discovery/sitetest/bignews/serve -addr 127.0.0.1:8765 -urls 50000
//	/usr/bin/time -f '%e s %M KB' broadsheet discover --json --pause 0 http://127.0.0.1:8765/
//
// With -write FILE it writes the sitemap to FILE instead and exits, for comparing parsers on the
// same bytes. Nothing it serves or writes belongs in the repository.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/broadsheet/broadsheet/discovery/sitetest/bignews"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8765", "loopback address to listen on")
	urls := flag.Int("urls", 50000, "URLs in the news sitemap (at most 50,000)")
	write := flag.String("write", "", "write the sitemap to this file, as served at -addr, and exit")
	flag.Parse()
	site := bignews.Site{URLs: *urls}
	if *write != "" {
		f, err := os.Create(*write)
		if err != nil {
			log.Fatal(err)
		}
		if err := site.WriteSitemap(f, "http://"+*addr); err != nil {
			log.Fatal(err)
		}
		if err := f.Close(); err != nil {
			log.Fatal(err)
		}
		return
	}
	fmt.Fprintf(os.Stderr, "serving http://%s/ (news sitemap at %s)\n", *addr, bignews.SitemapPath)
	log.Fatal(http.ListenAndServe(*addr, site.Handler()))
}
