package app

// This file is the one place where something that went wrong becomes words for a person: the errors
// App's methods return (Explain) and why a followed source is paused, failing or gone (troubleWords,
// sourceReason). The window and the command line show these words as they are; the technical error
// stays available beside them (Source.Err, the request log). Each sentence is written in English
// as a template (say, sayCount), which the Words set by SetWords says in the window's language; the
// command line speaks English. Reasons kept in the database are kept so that they can be said again
// in any language (keep, keptReason).

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync/atomic"
	"syscall"
	"text/template"
	"time"
	"unicode"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/section"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
	"github.com/broadsheet/broadsheet/store"
)

// robotsWords is the reason of a source paused because robots.txt disallows it.
const robotsWords = "robots.txt asks Broadsheet not to read this page."

// keepingWords begins the words a source's details show for a refresh that could not keep all it
// learnt (trouble.go).
const keepingWords = "Broadsheet could not keep all its last refresh learnt:"

// Words says Broadsheet's sentences in a language. Each text is an English sentence and the key of
// its translations: a text/template over data ("{{.Host}} refused Broadsheet's visit."). SayCount
// chooses the plural form for n of a text whose English forms are one and other, keyed by other;
// data holds Count, n written in the language's digits. Both may be called from any goroutine.
type Words interface {
	Say(text string, data map[string]any) string
	SayCount(one, other string, n int, data map[string]any) string
}

// English is the Words of the command line: the English texts themselves, with data filled in.
type English struct{}

// Say fills text's template with data.
func (English) Say(text string, data map[string]any) string {
	t, err := template.New("").Option("missingkey=zero").Parse(text)
	if err != nil {
		return text
	}
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return text
	}
	return b.String()
}

// SayCount fills one's template when n is 1, else other's.
func (e English) SayCount(one, other string, n int, data map[string]any) string {
	if _, ok := data["Count"]; !ok {
		data = withCount(data, n)
	}
	if n == 1 {
		return e.Say(one, data)
	}
	return e.Say(other, data)
}

// withCount is data with Count set to n.
func withCount(data map[string]any, n int) map[string]any {
	d := map[string]any{"Count": n}
	for k, v := range data {
		d[k] = v
	}
	return d
}

// spoken is the Words set by SetWords.
var spoken atomic.Pointer[Words]

// SetWords makes App's sentences (Explain, RefusalWords, ReadingWords, a source's reason) be said in
// w's language from now on, in this process. The window sets it once, before it shows anything.
func SetWords(w Words) {
	spoken.Store(&w)
}

// say is text said in the language set by SetWords, English when none was set.
func say(text string, data map[string]any) string {
	if w := spoken.Load(); w != nil {
		return (*w).Say(text, data)
	}
	return English{}.Say(text, data)
}

// sayCount is a plural text said in the language set by SetWords.
func sayCount(one, other string, n int, data map[string]any) string {
	if w := spoken.Load(); w != nil {
		return (*w).SayCount(one, other, n, data)
	}
	return English{}.SayCount(one, other, n, data)
}

// data is the data of a sentence's template.
type data = map[string]any

// statusText names the HTTP statuses a site commonly answers with. app sends no request itself, so it
// keeps its own names rather than importing net/http.
var statusText = map[int]string{
	400: "Bad Request",
	401: "Unauthorized",
	402: "Payment Required",
	403: "Forbidden",
	404: "Not Found",
	405: "Method Not Allowed",
	406: "Not Acceptable",
	408: "Request Timeout",
	410: "Gone",
	429: "Too Many Requests",
	451: "Unavailable For Legal Reasons",
	500: "Internal Server Error",
	502: "Bad Gateway",
	503: "Service Unavailable",
	504: "Gateway Timeout",
}

// statusWords writes an HTTP status as a site's answer: "404 Not Found", its number with its name in
// the language set by SetWords ("404 見つかりません"), or "599" when unnamed.
func statusWords(status int) string {
	if text, ok := statusText[status]; ok {
		return fmt.Sprintf("%d %s", status, say(text, nil))
	}
	return fmt.Sprint(status)
}

// RefusalWords says in plain words why the site of a refused finding cannot be followed, as
// discovery worded it ("www.reuters.com asks programs like Broadsheet not to visit (robots.txt).
// Broadsheet respects that."), or from its reason when there is no such message. The window and the
// command line both show refusals through it.
func RefusalWords(f *Finding) string {
	host := data{"Host": hostOf(f.Site)}
	switch {
	case f.Reason == "robots" && f.robots != nil:
		return robotsRefusalWords(f.robots)
	case f.Reason == "robots" && f.Message == "":
		return say("{{.Host}} asks programs like Broadsheet not to visit (robots.txt). Broadsheet respects that.", host)
	case f.Reason == "http-401":
		return say("{{.Host}} asks visitors to sign in (HTTP 401). Broadsheet does not sign in to sites.", host)
	case f.Reason == "http-403":
		return say("{{.Host}} refused Broadsheet's visit (HTTP 403). Broadsheet respects that.", host)
	case f.Reason == "http-429":
		return say("{{.Host}} asked Broadsheet to slow down (HTTP 429). Try again later.", host)
	case f.Message != "":
		return f.Message
	}
	return say("{{.Host}} cannot be followed: {{.Reason}}.", data{"Host": host["Host"], "Reason": f.Reason})
}

// robotsRefusalWords says robots.txt's refusal r in the language set by SetWords: the rule that refused, and
// the address when it is not the whole site, or why robots.txt could not be read.
func robotsRefusalWords(r *discovery.RobotsRefusal) string {
	d := data{"Host": r.Host, "URL": r.URL, "Rule": r.Rule}
	if r.Unread {
		switch {
		case r.RedirectedTo != "":
			d["URL"], d["Status"] = r.RedirectedTo, statusWords(r.Status)
			return say("{{.Host}}'s robots.txt could not be read: it redirects to {{.URL}}, which answered {{.Status}}. Until it can be, the whole site is off limits, so Broadsheet stops here; try again later.", d)
		case r.Status != 0:
			d["Status"] = statusWords(r.Status)
			return say("{{.Host}}'s robots.txt could not be read: it answered {{.Status}}. Until it can be, the whole site is off limits, so Broadsheet stops here; try again later.", d)
		case r.Cause != nil:
			d["Why"] = Explain(r.Cause)
			return say("{{.Host}}'s robots.txt could not be read. {{.Why}} Until it can be, the whole site is off limits, so Broadsheet stops here; try again later.", d)
		}
		return say("{{.Host}}'s robots.txt could not be read. Until it can be, the whole site is off limits, so Broadsheet stops here; try again later.", d)
	}
	switch {
	case r.URL == "" && r.Rule == "":
		return say("{{.Host}} asks programs like Broadsheet not to visit (robots.txt). Broadsheet respects that.", d)
	case r.URL == "":
		return say("{{.Host}} asks programs like Broadsheet not to visit (robots.txt: \"{{.Rule}}\"). Broadsheet respects that.", d)
	case r.Rule == "":
		return say("{{.Host}} asks programs like Broadsheet not to read {{.URL}} (robots.txt). Broadsheet respects that.", d)
	}
	return say("{{.Host}} asks programs like Broadsheet not to read {{.URL}} (robots.txt: \"{{.Rule}}\"). Broadsheet respects that.", d)
}

// NothingWords says in plain words why discovery found nothing to follow on the site of f, from the
// reason discovery gave ("no-feed", "timeout", "http-404", ...), in the language set by SetWords. A
// reason it does not know gives discovery's own message, in English. The window shows a finding
// with nothing to follow through it; the command line shows discovery's message.
func NothingWords(f *Finding) string {
	host := data{"Host": hostOf(f.Site)}
	var status int
	if _, err := fmt.Sscanf(f.Reason, "http-%d", &status); err == nil && status > 0 {
		return say("{{.Host}}'s homepage answered {{.Status}}, so there is nothing to read there.",
			data{"Host": host["Host"], "Status": statusWords(status)})
	}
	switch f.Reason {
	case "no-feed":
		return say("{{.Host}} announces no feed, answers at none of the common feed paths, and has no sitemap of news, articles or sections. There is nothing Broadsheet can follow there.", host)
	case "budget":
		return say("The search of {{.Host}} stopped at its request limit before anything to follow was found.", host)
	case "redirect-loop":
		return say("{{.Host}} redirects in a loop, so it cannot be read.", host)
	case "too-many-redirects":
		return say("{{.Host}} redirects too many times, so it cannot be read.", host)
	case "timeout":
		return say("{{.Host}} did not answer in time.", host)
	case "unresolved":
		return say("{{.Host}} does not resolve: check the address. No site answers to that name.", host)
	case "private-address":
		return say("{{.Host}} leads to a private network address, which Broadsheet reaches only at the address typed.", host)
	case "too-large":
		return say("A page of {{.Host}} is larger than Broadsheet reads.", host)
	case "connection-refused":
		return say("{{.Host}} refused the connection: no web server answers there. Check the address, or try again later.", host)
	case "certificate":
		return say("{{.Host}}'s certificate could not be verified. Broadsheet reads a site over https only with a valid certificate, and does not fall back to http for it.", host)
	case "no-tls":
		return say("{{.Host}} does not speak https there. To read it without encryption, type the address with http:// in front.", host)
	case "unreachable":
		return say("{{.Host}} could not be reached; the requests below say why.", host)
	}
	if f.Message != "" {
		return f.Message
	}
	return say("Broadsheet found nothing to follow on {{.Host}}.", host)
}

// triedWords says what discovery tried that came to nothing, a line for each of its notes, in the
// language set by SetWords; english holds discovery's own lines, said for a note of a kind it does
// not know.
func triedWords(notes []discovery.Note, english []string) []string {
	if len(notes) != len(english) {
		return english
	}
	out := make([]string, len(notes))
	for i, n := range notes {
		d := data{"URL": n.URL, "Count": n.Count, "Of": n.Of, "Names": strings.Join(n.Names, ", ")}
		if n.Err != nil {
			d["Reason"] = strings.TrimSuffix(explain(say, n.Err), ".")
		}
		switch n.Kind {
		case discovery.TriedRequestLimit:
			if len(n.Names) > 0 {
				out[i] = say("Request limit: stopped at {{.Count}} requests; not tried: {{.Names}}", d)
			} else {
				out[i] = say("Request limit: stopped at {{.Count}} requests", d)
			}
		case discovery.TriedNoFeedLink:
			out[i] = say("Homepage: announces no feed", d)
		case discovery.TriedFeedPaths:
			out[i] = say("Common feed paths, with no feed: {{.Names}}", d)
		case discovery.TriedHomepageNotHTML:
			out[i] = say("Homepage: could not be read as HTML ({{.Reason}})", d)
		case discovery.TriedOverHTTPNoTLS:
			out[i] = say("{{.URL}}: https cannot be spoken there, so the site was read over http", d)
		case discovery.TriedOverHTTPRefused:
			out[i] = say("{{.URL}}: port 443 refused the connection, so the site was read over http", d)
		case discovery.TriedRobotsNoSitemaps:
			out[i] = say("robots.txt: lists no sitemaps", d)
		case discovery.TriedRobotsSitemaps:
			out[i] = say("robots.txt: lists {{.Count}} sitemaps; the first {{.Of}} were read", d)
		case discovery.TriedUserInfoLinks:
			out[i] = sayCount("Homepage: 1 link left out: its address carries a user name or password",
				"Homepage: {{.Count}} links left out: their addresses carry a user name or password", n.Count, d)
		case discovery.TriedUserInfoAddresses:
			out[i] = sayCount("1 address left out: it carries a user name or password ({{.URL}})",
				"{{.Count}} addresses left out: they carry a user name or password, such as {{.URL}}", n.Count, d)
		case discovery.TriedUserInfoEntries:
			out[i] = sayCount("Sitemap {{.URL}}: 1 entry left out: its address carries a user name or password",
				"Sitemap {{.URL}}: {{.Count}} entries left out: their addresses carry a user name or password", n.Count, d)
		case discovery.TriedSitemapSkipped:
			out[i] = say("Sitemap {{.URL}}: not read, to keep requests for the common feed paths", d)
		case discovery.TriedSitemapFailed:
			out[i] = say("Sitemap {{.URL}}: {{.Reason}}", d)
		case discovery.TriedSitemapStatus:
			d["Status"] = statusWords(n.Count)
			out[i] = say("Sitemap {{.URL}}: answered {{.Status}}", d)
		case discovery.TriedSitemapCut:
			out[i] = say("Sitemap {{.URL}}: broken off ({{.Reason}}); the {{.Count}} entries before the fault are kept", d)
		case discovery.TriedSitemapNotFeed:
			out[i] = say("Sitemap {{.URL}}: neither a sitemap nor a feed", d)
		case discovery.TriedSitemapBad:
			out[i] = say("Sitemap {{.URL}}: could not be read ({{.Reason}})", d)
		case discovery.TriedSitemapIndex:
			out[i] = say("Sitemap index {{.URL}}: {{.Count}} sitemaps; at most {{.Of}} read, news-named and newest first", d)
		case discovery.TriedNestedIndex:
			out[i] = say("Sitemap {{.URL}}: an index inside an index; not followed", d)
		case discovery.TriedStillSections:
			out[i] = say("Sitemap {{.URL}}: {{.Count}} sections, {{.Of}} changed in the last 24 hours: not a living list of sections, so the search went on", d)
		case discovery.TriedUntitledArticles:
			out[i] = say("Sitemap {{.URL}}: {{.Count}} dated articles without titles; a feed would be better, so the search went on", d)
		case discovery.TriedUselessSitemap:
			d["Articles"], d["Sections"] = int(100*n.ArticleShare+0.5), int(100*n.SectionShare+0.5)
			out[i] = say("Sitemap {{.URL}}: {{.Count}} addresses, {{.Articles}} % article-shaped, {{.Sections}} % section-shaped: of no use", d)
		default:
			out[i] = english[i]
		}
	}
	return out
}

// Explain turns an error returned by App's methods into one sentence for a person: "Stopped.", "The
// site did not answer in time.", "The database is locked by another program." and so on. A nil error
// gives "".
func Explain(err error) string { return explain(say, err) }

// keptExplanation is Explain(err) as a reason keeps it (keep), to be said again in the language spoken
// when it is shown.
func keptExplanation(err error) string { return explain(keep, err) }

// explain is Explain, said through say.
func explain(say func(string, map[string]any) string, err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, context.Canceled):
		return say("Stopped.", nil)
	case errors.Is(err, ErrLocked):
		return say("Another program is using Broadsheet's database; close it and try again.", nil)
	case errors.Is(err, ErrNotOurs):
		return say("The database file is not Broadsheet's; it was left as it was.", nil)
	case errors.Is(err, ErrDamaged):
		return say("The database file is damaged (cut short or garbled, as a copy or a disk that failed halfway leaves it); it was left as it was. Restore it from a backup, or move it away to start afresh.", nil)
	case errors.Is(err, context.DeadlineExceeded):
		return say("The site did not answer in time.", nil)
	case errors.Is(err, ErrMarkingGone):
		return say("That can no longer be undone: headlines were marked read since.", nil)
	}
	if words, ok := fetchWords(say, err); ok {
		return words
	}
	return sentence(err.Error())
}

// troubleWords says, for a person, why the refresh of a source of this kind failed: the reason stored
// with the source, as keep writes it (keptReason says it in the language set by SetWords).
func troubleWords(kind string, err error) string {
	if words, ok := fetchWords(keep, err); ok {
		return words
	}
	switch {
	case errors.Is(err, feed.ErrNotFeed):
		return "The page is no longer a feed Broadsheet can read."
	case errors.Is(err, sitemap.ErrNotSitemap):
		return "The page is no longer a sitemap Broadsheet can read."
	case errors.Is(err, context.DeadlineExceeded):
		switch kind {
		case KindFeed:
			return "The feed took too long to read."
		case KindNewsSitemap, KindArticleSitemap:
			return "The sitemap took too long to read."
		case KindSection:
			return "The section page took too long to read."
		}
		return "The page took too long to read."
	}
	switch kind {
	case KindFeed:
		return "The feed could not be read."
	case KindNewsSitemap, KindArticleSitemap:
		return "The sitemap could not be read."
	case KindSection:
		return "The section page could not be read."
	}
	return "The page could not be read."
}

// reasonKeys are the reasons troubleWords, fetchWords and addTrouble keep that take no data: the
// sentences a kept reason is looked up among to be said in the window's language.
var reasonKeys = map[string]bool{
	keepingWords: true,
	"The page is no longer a feed Broadsheet can read.":    true,
	"The page is no longer a sitemap Broadsheet can read.": true,
	"The feed took too long to read.":                      true,
	"The sitemap took too long to read.":                   true,
	"The section page took too long to read.":              true,
	"The page took too long to read.":                      true,
	"The feed could not be read.":                          true,
	"The sitemap could not be read.":                       true,
	"The section page could not be read.":                  true,
	"The page could not be read.":                          true,
	robotsWords:                                            true,
	"The site's robots.txt could not be read, so Broadsheet reads nothing there for now.": true,
	"The site did not answer in time.":                                              true,
	"The address holds a user name or password, which Broadsheet never sends.":      true,
	"The page redirects in a loop.":                                                 true,
	"The page redirects too many times.":                                            true,
	"The site's name could not be found.":                                           true,
	"The site refused the connection.":                                              true,
	"The site's certificate could not be verified, so Broadsheet does not read it.": true,
	"The site could not be reached.":                                                true,
	"The site refused Broadsheet.":                                                  true,
	"The last refresh failed.":                                                      true,
	"The page is gone (410).":                                                       true,
}

// fetchWords says in words what went wrong with a request, when err says so, through say.
func fetchWords(say func(string, map[string]any) string, err error) (string, bool) {
	var (
		refused *fetch.DisallowedError
		httpErr *fetch.HTTPError
		large   *fetch.TooLargeError
		private *fetch.PrivateAddressError
		dnsErr  *net.DNSError
		netErr  *net.OpError
		// A certificate that failed to verify, however crypto/tls and crypto/x509 say it.
		certErr    *tls.CertificateVerificationError
		authErr    x509.UnknownAuthorityError
		hostErr    x509.HostnameError
		invalidErr x509.CertificateInvalidError
	)
	switch {
	case errors.As(err, &refused) && refused.Cause == nil:
		return say(robotsWords, nil), true
	case errors.As(err, &refused):
		return say("The site's robots.txt could not be read, so Broadsheet reads nothing there for now.", nil), true
	case errors.As(err, &httpErr):
		return answerWords(say, httpErr.Status), true
	case errors.Is(err, fetch.ErrTimeout):
		return say("The site did not answer in time.", nil), true
	case errors.As(err, &large):
		return say("{{.URL}} is larger than the {{.Limit}} MiB Broadsheet reads.", data{"URL": large.URL, "Limit": large.Limit >> 20}), true
	case errors.As(err, &private):
		return say("{{.Host}} is on a private network address ({{.Addr}}), which Broadsheet reaches only at the address typed.",
			data{"Host": private.Host, "Addr": private.Addr}), true
	case errors.Is(err, fetch.ErrUserInfo):
		return say("The address holds a user name or password, which Broadsheet never sends.", nil), true
	case errors.Is(err, fetch.ErrRedirectLoop):
		return say("The page redirects in a loop.", nil), true
	case errors.Is(err, fetch.ErrTooManyRedirects):
		return say("The page redirects too many times.", nil), true
	case errors.As(err, &dnsErr):
		return say("The site's name could not be found.", nil), true
	case errors.Is(err, syscall.ECONNREFUSED):
		return say("The site refused the connection.", nil), true
	case errors.As(err, &certErr) || errors.As(err, &authErr) || errors.As(err, &hostErr) || errors.As(err, &invalidErr):
		return say("The site's certificate could not be verified, so Broadsheet does not read it.", nil), true
	case errors.As(err, &netErr):
		return say("The site could not be reached.", nil), true
	}
	return "", false
}

// answerWords says through say what a site's answer with an error status means. Its data hold the
// status as words (Status) and as a number (Code), from which keep and keptReason write Status anew.
func answerWords(say func(string, map[string]any) string, status int) string {
	answer := data{"Status": statusWords(status), "Code": status}
	switch {
	case status == statusUnauthorized:
		return say("The site asks for a login ({{.Status}}).", answer)
	case status == statusForbidden:
		return say("The site refused ({{.Status}}).", answer)
	case status == statusGone:
		return say("The page is gone (410).", nil)
	case status == statusTooManyRequests:
		return say("The site asked Broadsheet to slow down ({{.Status}}).", answer)
	case status >= 500:
		return say("The site had a problem ({{.Status}}).", answer)
	}
	return say("The page answered {{.Status}}.", answer)
}

// sourceReason says why a source is paused, failing or gone, for a person, or "" when it is fine.
// A failing source's reason says when it was last checked and when it is tried again.
func sourceReason(s store.Source, now time.Time) string {
	words := keptReason(s.Reason)
	switch {
	case s.State == store.StateGone:
		if words == "" {
			words = answerWords(say, statusGone)
		}
		return words
	case pausedByRobots(s):
		if strings.HasPrefix(s.Reason, robotsWords) && s.Reason != robotsWords {
			return words // with what its last refresh could not keep, if anything
		}
		return say(robotsWords, nil)
	case s.State == store.StatePaused:
		if words == "" {
			words = say("The site refused Broadsheet.", nil)
		}
		return words
	case s.Failures == 0:
		return words // "" when fine, or what its last refresh could not keep (trouble.go)
	}
	if words == "" {
		// Written before reasons were kept in words: the technical error is all there is.
		words = say("The last refresh failed.", nil)
	}
	if !s.LastRefreshed.IsZero() {
		checked := clockWords(now, s.LastRefreshed)
		if strings.HasSuffix(words, ").") {
			words = say("{{.Reason}}, checked {{.Clock}}).", data{"Reason": strings.TrimSuffix(words, ")."), "Clock": checked})
		} else {
			words = say("{{.Reason}} (checked {{.Clock}}).", data{"Reason": strings.TrimSuffix(words, "."), "Clock": checked})
		}
	}
	if s.RetryUntil.After(now) {
		words = say("{{.Reason}} Trying again at {{.Clock}}.", data{"Reason": words, "Clock": clockWords(now, s.RetryUntil)})
	}
	return words
}

// A reason is kept in the database as sentences, one a line, each as keep wrote it: a sentence that
// takes no data as its English text (one of reasonKeys), a sentence with data as a keptSentence in
// JSON. Reasons kept before were English sentences on one line; those that are reasonKeys are still
// said in the window's language, the others as they were kept.

// keptSentence is a sentence with data as it is kept: its English template, which is the key of its
// translations, and its data.
type keptSentence struct {
	Say  string         `json:"say"`
	Data map[string]any `json:"data"`
}

// keep is a say that writes a sentence as a reason keeps it, to be said in the language spoken when
// it is shown: the text itself when it takes no data, else a keptSentence in JSON. An HTTP status is
// kept as its number (Code), not in words.
func keep(text string, d map[string]any) string {
	if len(d) == 0 {
		return text
	}
	kept := keptSentence{Say: text, Data: map[string]any{}}
	for k, v := range d {
		kept.Data[k] = v
	}
	if _, ok := kept.Data["Code"]; ok {
		delete(kept.Data, "Status")
	}
	b, err := json.Marshal(kept)
	if err != nil {
		return English{}.Say(text, d) // the English words, at least
	}
	return string(b)
}

// keptReason is a reason kept in the database said in the language set by SetWords: each of its
// sentences that keep wrote, or that is one of reasonKeys; else as it was kept. Its sentences are
// joined as the language joins them.
func keptReason(reason string) string {
	var words string
	for _, line := range strings.Split(reason, "\n") {
		said := keptLine(line)
		if words == "" {
			words = said
		} else if said != "" {
			words = say("{{.First}} {{.Next}}", data{"First": words, "Next": said})
		}
	}
	return words
}

// keptLine says one sentence of a kept reason.
func keptLine(line string) string {
	if reasonKeys[line] {
		return say(line, nil)
	}
	var kept keptSentence
	if !strings.HasPrefix(line, `{"say":`) || json.Unmarshal([]byte(line), &kept) != nil || kept.Say == "" {
		return line
	}
	d := data{}
	for k, v := range kept.Data {
		d[k] = v
	}
	if code, ok := d["Code"].(float64); ok {
		d["Status"] = statusWords(int(code))
	}
	return say(kept.Say, d)
}

// clockWords writes a moment near now in local time: "10:30" on the same day, "28 Nov 10:30"
// otherwise (its translations may write the month's number, MonthNumber).
func clockWords(now, t time.Time) string {
	t, now = t.Local(), now.Local()
	y, m, d := t.Date()
	ny, nm, nd := now.Date()
	if y == ny && m == nm && d == nd {
		return t.Format("15:04")
	}
	return say("{{.Day}} {{.Month}} {{.Time}}", data{"Day": d, "Month": MonthWords(m), "MonthNumber": int(m), "Time": t.Format("15:04")})
}

// shapeParts are the parts of an article address's shape that section.ShapeWords names, each
// said in the language set by SetWords where it stands: "/<year>/<month>/<slug>.html".
var shapeParts = []string{"<word>", "<number>", "<year>", "<month>", "<day>", "<date>", "<id>", "<slug>"}

// articleShapeWords says what a site's article addresses look like, each shape with how many
// articles of that shape were seen: "/story/<slug> (42 seen), /<year>/<id>.html (7 seen)"; "" when
// nothing is known yet.
func articleShapeWords(shape *section.Shape) string {
	if shape == nil {
		return ""
	}
	var words string
	for _, p := range shape.Patterns {
		if !shape.Matches(p.Shape) {
			continue
		}
		address := section.ShapeWords(p.Shape)
		for _, part := range shapeParts {
			address = strings.ReplaceAll(address, part, say(part, nil))
		}
		seen := sayCount("{{.Shape}} ({{.Count}} seen)", "{{.Shape}} ({{.Count}} seen)", p.Seen, data{"Shape": address})
		if words == "" {
			words = seen
		} else {
			words = say("{{.First}}, {{.Next}}", data{"First": words, "Next": seen})
		}
	}
	return words
}

// monthText names the months in MonthWords, January first.
var monthText = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// MonthWords names a month, short, in the language set by SetWords: "Jan", "1月", "जन॰". The window
// writes its own dates with it too.
func MonthWords(m time.Month) string {
	return say(monthText[m-1], nil)
}

// dayWords writes the day of t in local time: "29 Nov 2026", in the language set by SetWords.
func dayWords(t time.Time) string {
	y, m, d := t.Local().Date()
	return say("{{.Day}} {{.Month}} {{.Year}}", data{"Day": d, "Month": MonthWords(m), "Year": y})
}

// sentence makes an error's text read as a sentence: no package prefix, a capital letter first and a
// full stop at the end.
func sentence(msg string) string {
	for _, prefix := range []string{"app: ", "discovery: ", "store: ", "fetch: "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	if msg == "" {
		return say("Something went wrong.", nil)
	}
	r := []rune(msg)
	r[0] = unicode.ToUpper(r[0])
	msg = string(r)
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	return msg
}

// ReadingWords says why the reader view has no text to show for an article, offering the browser
// instead: the page held too little text (words of it), kept its text for subscribers, was refused
// (robots.txt, 401, 403, 429) or could not be read (err). It gives "" for an article read whole.
// The window and `broadsheet read` both say it through here.
func ReadingWords(status string, words int, err error) string {
	browser := " " + say("Open it in the browser to read it there.", nil)
	var (
		refused *fetch.DisallowedError
		httpErr *fetch.HTTPError
		notPage *article.NotPageError
	)
	switch {
	case status == ReadOK:
		return ""
	case status == ReadEmpty:
		return sayCount("This page holds too little text to read here ({{.Count}} word).",
			"This page holds too little text to read here ({{.Count}} words).", words, nil) + browser
	case status == ReadPaywalled:
		return say("This article is for the site's subscribers; the page shows only its beginning.", nil) + browser
	case errors.As(err, &refused) && refused.Cause == nil:
		return say("robots.txt asks Broadsheet not to read this page, so Broadsheet does not.", nil) + browser
	case errors.As(err, &httpErr) && httpErr.Status == statusUnauthorized:
		return say("The site asks for a login to read this page ({{.Status}}).", data{"Status": statusWords(httpErr.Status)}) + browser
	case errors.As(err, &httpErr) && httpErr.Status == statusForbidden:
		return say("The site refused Broadsheet ({{.Status}}), and Broadsheet respects that.", data{"Status": statusWords(httpErr.Status)}) + browser
	case errors.As(err, &httpErr) && httpErr.Status == statusTooManyRequests:
		return say("The site asked Broadsheet to slow down ({{.Status}}). Try again later, or open it in the browser.",
			data{"Status": statusWords(httpErr.Status)})
	case errors.As(err, &notPage) && notPage.ContentType == "application/pdf":
		return say("This is a PDF document, not a web page.", nil) + browser
	case errors.As(err, &notPage):
		return say("This is not a web page ({{.Type}}).", data{"Type": notPage.ContentType}) + browser
	case errors.Is(err, article.ErrAddress):
		return say("This headline's address is not a web address Broadsheet can read.", nil)
	case err != nil:
		return Explain(err) + browser
	}
	return say("Broadsheet could not read this article.", nil) + browser
}
