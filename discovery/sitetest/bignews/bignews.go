// Package bignews generates a large news site for tests, benchmarks and measurements of Broadsheet:
// a homepage that announces no feed, a robots.txt that lists one news sitemap, and that sitemap of
// up to 50,000 URLs and about 50 MB, written as it is served rather than stored. Nothing it makes is
// ever kept in the repository. It is for tests and measurements only and must not be linked into
// the program.
package bignews

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Site describes the generated site.
type Site struct {
	// URLs is how many URLs the news sitemap lists; at most 50,000, the protocol's limit.
	URLs int
	// Now is the clock the publication dates count back from: one entry a minute, newest first,
	// so that the first 1,440 are within the last 24 hours. time.Now when nil.
	Now func() time.Time
}

// SitemapPath is where the news sitemap is served.
const SitemapPath = "/news-sitemap.xml"

// Handler serves the site: "/", "/robots.txt" and SitemapPath; everything else is 404. The sitemap
// is generated once for each host name it is asked under and then served from memory, so that what
// is measured is the client, not the writing of the sitemap.
func (s Site) Handler() http.Handler {
	var (
		mu       sync.Mutex
		sitemaps = map[string][]byte{}
	)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		base := "http://" + r.Host
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!DOCTYPE html><html><head><title>The Big Daily</title></head><body>`+
				`<a href="/world/">World</a> <a href="/business/">Business</a></body></html>`)
		case "/robots.txt":
			w.Header().Set("Content-Type", "text/plain")
			fmt.Fprintf(w, "User-agent: *\nAllow: /\n\nSitemap: %s%s\n", base, SitemapPath)
		case SitemapPath:
			mu.Lock()
			body, ok := sitemaps[base]
			if !ok {
				var buf bytes.Buffer
				if err := s.WriteSitemap(&buf, base); err != nil {
					mu.Unlock()
					http.Error(w, err.Error(), http.StatusInternalServerError) // the reader under test says it
					return
				}
				body = buf.Bytes()
				sitemaps[base] = body
			}
			mu.Unlock()
			w.Header().Set("Content-Type", "application/xml")
			w.Header().Set("Content-Length", strconv.Itoa(len(body)))
			w.Write(body) // a client that hangs up early is the reader's to notice
		default:
			http.NotFound(w, r)
		}
	})
}

// desks are the sections the generated articles are filed under.
var desks = []string{"world", "business", "politics", "technology", "science", "sport", "culture", "health"}

// words make up the generated headlines and keywords.
var words = strings.Fields(`harbour council budget strike storm rail bridge market election court
	vaccine satellite museum festival drought river port energy school hospital ferry summit treaty
	league final record inquiry tariff merger startup grid reactor glacier harvest`)

// WriteSitemap writes the news sitemap of the site at base (such as "http://127.0.0.1:8080") to w:
// about 1 KB an entry, as a large newsroom's sitemap with keywords and images is.
func (s Site) WriteSitemap(w io.Writer, base string) error {
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	t0 := now().UTC().Truncate(time.Minute)
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">` + "\n")
	for i := range min(s.URLs, 50000) {
		desk := desks[i%len(desks)]
		when := t0.Add(-time.Duration(i) * time.Minute)
		title := headline(i)
		slug := strings.ToLower(strings.ReplaceAll(title, " ", "-"))
		loc := fmt.Sprintf("%s/%s/%s/%s-%d", base, desk, when.Format("2006/01/02"), slug, 1000000+i)
		fmt.Fprintf(bw, "<url><loc>%s</loc><lastmod>%s</lastmod>"+
			"<news:news><news:publication><news:name>The Big Daily</news:name><news:language>en</news:language></news:publication>"+
			"<news:publication_date>%s</news:publication_date><news:title>%s</news:title>"+
			"<news:keywords>%s</news:keywords></news:news>"+
			"<image:image><image:loc>%s/images/%d/%s-large.jpg</image:loc><image:caption>%s, as our photographer saw it on the day; the picture is the newsroom's own and may not be used elsewhere without leave. Photograph by the staff of The Big Daily, all rights kept.</image:caption></image:image>"+
			"</url>\n",
			loc, when.Format(time.RFC3339), when.Format(time.RFC3339), title, keywords(i), base, 1000000+i, slug, title)
	}
	bw.WriteString("</urlset>\n")
	return bw.Flush()
}

// headline makes the i-th headline: five words, different for each i.
func headline(i int) string {
	h := make([]string, 5)
	for k := range h {
		h[k] = words[(i/pow(len(words), k)+k*7)%len(words)]
	}
	h[0] = strings.ToUpper(h[0][:1]) + h[0][1:]
	return strings.Join(h, " ")
}

// keywords makes the i-th keyword list, about 200 bytes.
func keywords(i int) string {
	k := make([]string, 0, 24)
	for n := range 24 {
		k = append(k, words[(i+n*5)%len(words)])
	}
	return strings.Join(k, ", ")
}

func pow(b, e int) int {
	r := 1
	for range e {
		r *= b
	}
	return r
}
