package ui

// This file turns times, sizes and refusals into words for a person. Errors become sentences in
// package app (app.Explain, app.Source.Reason), in one place for the window and the command line.

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/broadsheet/broadsheet/app"
)

// relativeTime says how long ago t was, seen from now: "just now", "3 min ago", "2 h ago",
// "yesterday", "4 days ago", and after a week the date. A zero t says nothing.
func relativeTime(now, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%d min ago", int(d/time.Minute))
	case d < 24*time.Hour:
		return fmt.Sprintf("%d h ago", int(d/time.Hour))
	case d < 48*time.Hour:
		return "yesterday"
	case d < 7*24*time.Hour:
		return fmt.Sprintf("%d days ago", int(d/(24*time.Hour)))
	}
	return t.Local().Format("2 Jan 2006")
}

// sizeWords writes a byte count the way a person reads it: "830 B", "12.4 KB", "3.1 MB".
func sizeWords(n int64) string {
	switch {
	case n < 1000:
		return fmt.Sprintf("%d B", n)
	case n < 1000*1000:
		return fmt.Sprintf("%.1f KB", float64(n)/1000)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/1000/1000)
}

// intervalWords writes a refresh interval: "5 min", "1 h", "1 h 30 min", "6 h", "45 s".
func intervalWords(d time.Duration) string {
	d = d.Round(time.Second)
	h, m, sec := int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second)
	var parts []string
	if h > 0 {
		parts = append(parts, fmt.Sprintf("%s h", countWords(h)))
	}
	if m > 0 {
		parts = append(parts, fmt.Sprintf("%d min", m))
	}
	if sec > 0 || len(parts) == 0 {
		parts = append(parts, fmt.Sprintf("%d s", sec))
	}
	return strings.Join(parts, " ")
}

// countWords writes a count with thousands separators: "185", "12,408", "1,000,000".
func countWords(n int) string {
	if n < 0 {
		return "-" + countWords(-n)
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// pauseWords writes the pause between two requests: "0.5 s", "1 s".
func pauseWords(d time.Duration) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.1f", d.Seconds()), "0"), ".") + " s"
}

// hostOf returns the host name of an address, or the address itself when it has none.
func hostOf(address string) string {
	u, err := url.Parse(address)
	if err != nil || u.Host == "" {
		return address
	}
	return u.Hostname()
}

// kindWords names a kind of source for a person: "Feed", "News sitemap", "Section page".
func kindWords(kind string) string {
	switch kind {
	case app.KindFeed:
		return "Feed"
	case app.KindNewsSitemap:
		return "News sitemap"
	case app.KindArticleSitemap:
		return "Article sitemap"
	case app.KindSection:
		return "Section page"
	}
	return kind
}

// withScheme returns a typed address with https:// in front when it names no scheme.
func withScheme(s string) string {
	s = strings.TrimSpace(s)
	if !strings.Contains(s, "://") {
		return "https://" + s
	}
	return s
}

// addressProblem checks a typed address before anything is sent and returns what is wrong with it
// in words, or "" when it looks like a site's address.
func addressProblem(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "Type a site's address, like www.nikkei.com."
	case strings.IndexFunc(s, unicode.IsSpace) >= 0:
		return "An address has no spaces."
	}
	u, err := url.Parse(withScheme(s))
	if err != nil {
		return "That is not an address Broadsheet can read."
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return "Broadsheet follows web sites: an address starts with https://, http:// or the site's name."
	}
	host := u.Hostname()
	if host == "" {
		return "The address has no site name."
	}
	if !strings.Contains(host, ".") && host != "localhost" && !strings.Contains(host, ":") {
		return "A site's name has a dot in it, like www.example.com."
	}
	return ""
}
