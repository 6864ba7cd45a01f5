package fetch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
)

// BenchmarkGetGzipSitemap fetches a sitemap of 1 MiB sent gzipped, through the polite fetcher
// (robots.txt cached, no pause) and, for comparison, through a plain net/http client with its
// transparent gzip and no cap.
func BenchmarkGetGzipSitemap(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		fmt.Fprintf(&sb, "<url><loc>https://example.test/news/2026/11/29/article-%d</loc><lastmod>2026-11-29T10:00:00Z</lastmod></url>\n", i)
	}
	plain := []byte(sb.String())
	s := newSite(b, map[string]http.HandlerFunc{
		"/robots.txt":  allowAll,
		"/sitemap.xml": raw(gzipped(b, plain), "Content-Encoding", "gzip"),
	})
	url := s.URL + "/sitemap.xml"

	b.Run("fetch", func(b *testing.B) {
		job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
		b.SetBytes(int64(len(plain)))
		for b.Loop() {
			res, err := job.Get(context.Background(), Request{Step: "sitemap", URL: url, MaxBytes: SitemapBytes})
			if err != nil || len(res.Body) != len(plain) {
				b.Fatalf("Get: %v", err)
			}
		}
	})
	b.Run("net-http", func(b *testing.B) {
		client := &http.Client{Transport: &http.Transport{}}
		b.SetBytes(int64(len(plain)))
		for b.Loop() {
			resp, err := client.Get(url)
			if err != nil {
				b.Fatal(err)
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil || len(body) != len(plain) {
				b.Fatalf("read: %v", err)
			}
		}
	})
}

// BenchmarkGzipBomb fetches 1 GiB of zeros sent as about 1 MiB of gzip, with the HTML cap of 8 MiB: the
// fetch fails with *TooLargeError after decompressing just over the cap, whatever the bomb's size.
func BenchmarkGzipBomb(b *testing.B) {
	bomb := bytes.Repeat(gzipped(b, make([]byte, 1<<20)), 1<<10)
	s := newSite(b, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/bomb":       raw(bomb, "Content-Encoding", "gzip"),
	})
	job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
	for b.Loop() {
		_, err := job.Get(context.Background(), Request{Step: "homepage", URL: s.URL + "/bomb", MaxBytes: HTMLBytes})
		var tooLarge *TooLargeError
		if !errors.As(err, &tooLarge) {
			b.Fatalf("err = %v, want *TooLargeError", err)
		}
	}
}

// BenchmarkRevalidateRobots settles the robots.txt of an origin in a job that revalidates it, against a
// 500 KiB robots.txt. "not-modified": the server has an ETag and answers 304, so the Client keeps the
// copy and its parsed rules; "refetch": the server gives no validator, so every revalidation fetches and
// parses the file again, as a plain re-download would.
func BenchmarkRevalidateRobots(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("User-agent: broadsheet\n")
	for i := 0; sb.Len() < 500<<10-100; i++ { // just under robots.MaxBytes
		fmt.Fprintf(&sb, "Disallow: /section-%d/private/\nAllow: /section-%d/*.html$\n", i, i)
	}
	text := []byte(sb.String())
	for _, bm := range []struct {
		name string
		etag string
	}{
		{"not-modified", `"r1"`},
		{"refetch", ""},
	} {
		b.Run(bm.name, func(b *testing.B) {
			s := newSite(b, map[string]http.HandlerFunc{
				"/robots.txt": func(w http.ResponseWriter, r *http.Request) {
					if bm.etag != "" {
						if r.Header.Get("If-None-Match") == bm.etag {
							w.WriteHeader(http.StatusNotModified)
							return
						}
						w.Header().Set("ETag", bm.etag)
					}
					_, _ = w.Write(text)
				},
			})
			c := New(Config{})
			if _, err := c.NewJob(JobOptions{Typed: s.URL}).Robots(context.Background(), s.URL+"/"); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				job := c.NewJob(JobOptions{Typed: s.URL, RevalidateRobots: true})
				rules, err := job.Robots(context.Background(), s.URL+"/")
				if err != nil || job.Sent() != 1 {
					b.Fatalf("Robots: %v, %d requests sent", err, job.Sent())
				}
				if rules.Test(ProductToken, s.URL+"/section-7/private/x").Allowed {
					b.Fatal("rules lost")
				}
			}
		})
	}
}
