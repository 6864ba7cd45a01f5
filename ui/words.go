package ui

// This file turns times, sizes and refusals into words for a person, in the language spoken (lang.go).
// Errors become sentences in package app (app.Explain, app.Source.Reason), in one place for the
// window and the command line; the window has them said in its language (app.SetWords).

import (
	"net/url"
	"strings"
	"sync"
	"time"
	"unicode"

	"fyne.io/fyne/v2/lang"
	"golang.org/x/text/number"

	"github.com/broadsheet/broadsheet/app"
)

// relativeTime says how long ago t was, seen from now, in the language spoken: "just now", "3 min
// ago", "2 h ago", "yesterday", "4 days ago", and after a week the date. A zero t says nothing.
func relativeTime(now, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return lang.L("just now")
	case d < time.Hour:
		return agoWords(agoMinutes, int(d/time.Minute))
	case d < 24*time.Hour:
		return agoWords(agoHours, int(d/time.Hour))
	case d < 48*time.Hour:
		return lang.L("yesterday")
	case d < 7*24*time.Hour:
		return agoWords(agoDays, int(d/(24*time.Hour)))
	}
	return dateWords(t)
}

// Units of agoWords.
const (
	agoMinutes = iota
	agoHours
	agoDays
)

// agoKey names one of the few texts relativeTime writes with a count: a unit and a count in it.
type agoKey struct{ unit, n int }

// agoCache keeps the texts agoWords wrote in the language spoken (useLanguage empties it): the list
// writes a caption for each row it shows as it scrolls, and looking one up through lang (a template
// filled in, the count written with x/text) took about 10 µs against 1 µs with fmt before the
// window spoke other languages (docs/BENCHMARKS.md). There are at most 60 + 24 + 7 of them.
var agoCache sync.Map

// agoWords writes n units ago: "25 min ago", "2 h ago", "4 days ago".
func agoWords(unit, n int) string {
	k := agoKey{unit, n}
	if s, ok := agoCache.Load(k); ok {
		return s.(string)
	}
	var s string
	switch unit {
	case agoMinutes:
		s = lang.N("{{.Count}} min ago", n, counted(n))
	case agoHours:
		s = lang.N("{{.Count}} h ago", n, counted(n))
	default:
		s = lang.N("{{.Count}} days ago", n, counted(n))
	}
	agoCache.Store(k, s)
	return s
}

// dateWords writes a day in the language spoken: "2 Jan 2006", "2006年1月2日".
func dateWords(t time.Time) string {
	t = t.Local()
	return lang.L("{{.Day}} {{.Month}} {{.Year}}", args{"Day": t.Day(), "Month": app.MonthWords(t.Month()), "Year": t.Year()})
}

// dayWords writes a day without its year: "Mon 2 Jan", "1月2日(月)".
func dayWords(t time.Time) string {
	t = t.Local()
	return lang.L("{{.Weekday}} {{.Day}} {{.Month}}", args{"Weekday": weekdayWords(t.Weekday()), "Day": t.Day(), "Month": app.MonthWords(t.Month())})
}

// dateTimeWords writes a moment: "Mon 2 Jan 2006, 15:04", "2006年1月2日(月) 15:04".
func dateTimeWords(t time.Time) string {
	t = t.Local()
	return lang.L("{{.Weekday}} {{.Day}} {{.Month}} {{.Year}}, {{.Time}}", args{
		"Weekday": weekdayWords(t.Weekday()), "Day": t.Day(), "Month": app.MonthWords(t.Month()),
		"Year": t.Year(), "Time": t.Format("15:04")})
}

// weekdayWords names a day of the week, short, in the language spoken: "Mon", "月", "Sen", "सोम".
func weekdayWords(d time.Weekday) string {
	switch d {
	case time.Monday:
		return lang.X("weekday.1", "Mon")
	case time.Tuesday:
		return lang.X("weekday.2", "Tue")
	case time.Wednesday:
		return lang.X("weekday.3", "Wed")
	case time.Thursday:
		return lang.X("weekday.4", "Thu")
	case time.Friday:
		return lang.X("weekday.5", "Fri")
	case time.Saturday:
		return lang.X("weekday.6", "Sat")
	}
	return lang.X("weekday.0", "Sun")
}

// sizeWords writes a byte count the way a person reads it: "830 B", "12.4 KB", "3.1 MB" (with the
// language's decimal mark: "12,4 KB" in Indonesian).
func sizeWords(n int64) string {
	p := numberPrinter()
	switch {
	case n < 1000:
		return lang.L("{{.Size}} B", args{"Size": p.Sprint(number.Decimal(n))})
	case n < 1000*1000:
		return lang.L("{{.Size}} KB", args{"Size": p.Sprint(number.Decimal(float64(n)/1000, number.Scale(1)))})
	}
	return lang.L("{{.Size}} MB", args{"Size": p.Sprint(number.Decimal(float64(n)/1000/1000, number.Scale(1)))})
}

// intervalWords writes a refresh interval: "5 min", "1 h", "1 h 30 min", "6 h", "45 s".
func intervalWords(d time.Duration) string {
	d = d.Round(time.Second)
	h, m, sec := int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second)
	var parts []string
	if h > 0 {
		parts = append(parts, lang.N("{{.Count}} h", h, counted(h)))
	}
	if m > 0 {
		parts = append(parts, lang.N("{{.Count}} min", m, counted(m)))
	}
	if sec > 0 || len(parts) == 0 {
		parts = append(parts, lang.N("{{.Count}} s", sec, counted(sec)))
	}
	return strings.Join(parts, " ")
}

// countWords writes a count with the language's separators: "185", "12,408", "1,000,000" in
// English, "1.000.000" in Indonesian, "10,00,000" in Hindi.
func countWords(n int) string {
	return numberPrinter().Sprint(number.Decimal(n))
}

// pauseWords writes the pause between two requests: "0.5 s", "1 s".
func pauseWords(d time.Duration) string {
	return lang.L("{{.Seconds}} s", args{"Seconds": numberPrinter().Sprint(number.Decimal(d.Seconds(), number.MaxFractionDigits(1)))})
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
		return lang.L("Feed")
	case app.KindNewsSitemap:
		return lang.L("News sitemap")
	case app.KindArticleSitemap:
		return lang.L("Article sitemap")
	case app.KindSection:
		return lang.L("Section page")
	}
	return kind
}

// stepWords names a step of discovery or refresh in the request log: "robots", "homepage", "sitemap"
// and so on, as app.RequestEvent.Step gives them, in the language spoken. A step it does not know
// is shown as it is.
func stepWords(step string) string {
	switch step {
	case "robots":
		return lang.L("robots.txt")
	case "redirect":
		return lang.L("redirect")
	case "homepage":
		return lang.L("homepage")
	case "guess":
		return lang.L("feed path")
	case "sitemap":
		return lang.L("sitemap")
	case "section":
		return lang.L("section")
	case "feed":
		return lang.L("feed")
	case "page":
		return lang.L("page")
	case "article":
		return lang.L("article")
	}
	return step
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
		return lang.L("Type a site's address, like www.nikkei.com.")
	case strings.IndexFunc(s, unicode.IsSpace) >= 0:
		return lang.L("An address has no spaces.")
	}
	u, err := url.Parse(withScheme(s))
	if err != nil {
		return lang.L("That is not an address Broadsheet can read.")
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return lang.L("Broadsheet follows web sites: an address starts with https://, http:// or the site's name.")
	}
	host := u.Hostname()
	if host == "" {
		return lang.L("The address has no site name.")
	}
	if !strings.Contains(host, ".") && host != "localhost" && !strings.Contains(host, ":") {
		return lang.L("A site's name has a dot in it, like www.example.com.")
	}
	return ""
}
