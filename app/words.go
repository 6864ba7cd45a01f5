package app

// This file is the one place where something that went wrong becomes words for a person: the errors
// App's methods return (Explain) and why a followed source is paused, failing or gone (troubleWords,
// sourceReason). The window and the command line show these words as they are; the technical error
// stays available beside them (Source.Err, the request log).

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"strings"
	"syscall"
	"time"
	"unicode"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
	"github.com/broadsheet/broadsheet/store"
)

// robotsWords is the reason of a source paused because robots.txt disallows it.
const robotsWords = "robots.txt asks Broadsheet not to read this page."

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

// statusWords writes an HTTP status as a site's answer: "404 Not Found", or "599" when unnamed.
func statusWords(status int) string {
	if text, ok := statusText[status]; ok {
		return fmt.Sprintf("%d %s", status, text)
	}
	return fmt.Sprint(status)
}

// RefusalWords says in plain words why the site of a refused finding cannot be followed, as
// discovery worded it ("www.reuters.com asks programs like Broadsheet not to visit (robots.txt).
// Broadsheet respects that."), or from its reason when there is no such message. The window and the
// command line both show refusals through it.
func RefusalWords(f *Finding) string {
	if f.Message != "" {
		return f.Message
	}
	host := hostOf(f.Site)
	switch f.Reason {
	case "robots":
		return host + " asks programs like Broadsheet not to visit (robots.txt). Broadsheet respects that."
	case "http-401":
		return host + " asks visitors to sign in (HTTP 401). Broadsheet does not sign in to sites."
	case "http-403":
		return host + " refused Broadsheet's visit (HTTP 403). Broadsheet respects that."
	case "http-429":
		return host + " asked Broadsheet to slow down (HTTP 429). Try again later."
	}
	return host + " cannot be followed: " + f.Reason + "."
}

// Explain turns an error returned by App's methods into one sentence for a person: "Stopped.", "The
// site did not answer in time.", "The database is locked by another program." and so on. A nil error
// gives "".
func Explain(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, context.Canceled):
		return "Stopped."
	case errors.Is(err, ErrLocked):
		return "Another program is using Broadsheet's database; close it and try again."
	case errors.Is(err, ErrNotOurs):
		return "The database file is not Broadsheet's; it was left as it was."
	case errors.Is(err, ErrDamaged):
		return "The database file is damaged (cut short or garbled, as a copy or a disk that failed halfway leaves it); it was left as it was. Restore it from a backup, or move it away to start afresh."
	case errors.Is(err, context.DeadlineExceeded):
		return "The site did not answer in time."
	case errors.Is(err, ErrMarkingGone):
		return "That can no longer be undone: headlines were marked read since."
	}
	if words, ok := fetchWords(err); ok {
		return words
	}
	return sentence(err.Error())
}

// troubleWords says, for a person, why the refresh of a source of this kind failed: the reason stored
// with the source.
func troubleWords(kind string, err error) string {
	if words, ok := fetchWords(err); ok {
		return words
	}
	what := map[string]string{
		KindFeed:           "feed",
		KindNewsSitemap:    "sitemap",
		KindArticleSitemap: "sitemap",
		KindSection:        "section page",
	}[kind]
	if what == "" {
		what = "page"
	}
	switch {
	case errors.Is(err, feed.ErrNotFeed):
		return "The page is no longer a feed Broadsheet can read."
	case errors.Is(err, sitemap.ErrNotSitemap):
		return "The page is no longer a sitemap Broadsheet can read."
	case errors.Is(err, context.DeadlineExceeded):
		return "The " + what + " took too long to read."
	}
	return "The " + what + " could not be read."
}

// fetchWords says in words what went wrong with a request, when err says so.
func fetchWords(err error) (string, bool) {
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
		return robotsWords, true
	case errors.As(err, &refused):
		return "The site's robots.txt could not be read, so Broadsheet reads nothing there for now.", true
	case errors.As(err, &httpErr):
		return answerWords(httpErr.Status), true
	case errors.Is(err, fetch.ErrTimeout):
		return "The site did not answer in time.", true
	case errors.As(err, &large):
		return fmt.Sprintf("%s is larger than the %d MiB Broadsheet reads.", large.URL, large.Limit>>20), true
	case errors.As(err, &private):
		return fmt.Sprintf("%s is on a private network address (%s), which Broadsheet reaches only at the address typed.",
			private.Host, private.Addr), true
	case errors.Is(err, fetch.ErrUserInfo):
		return "The address holds a user name or password, which Broadsheet never sends.", true
	case errors.Is(err, fetch.ErrRedirectLoop):
		return "The page redirects in a loop.", true
	case errors.Is(err, fetch.ErrTooManyRedirects):
		return "The page redirects too many times.", true
	case errors.As(err, &dnsErr):
		return "The site's name could not be found.", true
	case errors.Is(err, syscall.ECONNREFUSED):
		return "The site refused the connection.", true
	case errors.As(err, &certErr) || errors.As(err, &authErr) || errors.As(err, &hostErr) || errors.As(err, &invalidErr):
		return "The site's certificate could not be verified, so Broadsheet does not read it.", true
	case errors.As(err, &netErr):
		return "The site could not be reached.", true
	}
	return "", false
}

// answerWords says what a site's answer with an error status means.
func answerWords(status int) string {
	switch {
	case status == statusUnauthorized:
		return fmt.Sprintf("The site asks for a login (%s).", statusWords(status))
	case status == statusForbidden:
		return fmt.Sprintf("The site refused (%s).", statusWords(status))
	case status == statusGone:
		return "The page is gone (410)."
	case status == statusTooManyRequests:
		return fmt.Sprintf("The site asked Broadsheet to slow down (%s).", statusWords(status))
	case status >= 500:
		return fmt.Sprintf("The site had a problem (%s).", statusWords(status))
	}
	return fmt.Sprintf("The page answered %s.", statusWords(status))
}

// sourceReason says why a source is paused, failing or gone, for a person, or "" when it is fine.
// A failing source's reason says when it was last checked and when it is tried again.
func sourceReason(s store.Source, now time.Time) string {
	words := s.Reason
	switch {
	case s.State == store.StateGone:
		if words == "" {
			words = answerWords(statusGone)
		}
		return words
	case pausedByRobots(s):
		if strings.HasPrefix(words, robotsWords) {
			return words // with what its last refresh could not keep, if anything
		}
		return robotsWords
	case s.State == store.StatePaused:
		if words == "" {
			words = "The site refused Broadsheet."
		}
		return words
	case s.Failures == 0:
		return s.Reason // "" when fine, or what its last refresh could not keep (trouble.go)
	}
	if words == "" {
		// Written before reasons were kept in words: the technical error is all there is.
		words = "The last refresh failed."
	}
	if !s.LastRefreshed.IsZero() {
		checked := "checked " + clockWords(now, s.LastRefreshed)
		if strings.HasSuffix(words, ").") {
			words = strings.TrimSuffix(words, ").") + ", " + checked + ")."
		} else {
			words = strings.TrimSuffix(words, ".") + " (" + checked + ")."
		}
	}
	if s.RetryUntil.After(now) {
		words += " Trying again at " + clockWords(now, s.RetryUntil) + "."
	}
	return words
}

// clockWords writes a moment near now in local time: "10:30" on the same day, "28 Nov 10:30"
// otherwise.
func clockWords(now, t time.Time) string {
	t, now = t.Local(), now.Local()
	y, m, d := t.Date()
	ny, nm, nd := now.Date()
	if y == ny && m == nm && d == nd {
		return t.Format("15:04")
	}
	return t.Format("2 Jan 15:04")
}

// sentence makes an error's text read as a sentence: no package prefix, a capital letter first and a
// full stop at the end.
func sentence(msg string) string {
	for _, prefix := range []string{"app: ", "discovery: ", "store: ", "fetch: "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	if msg == "" {
		return "Something went wrong."
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
	const browser = " Open it in the browser to read it there."
	var (
		refused *fetch.DisallowedError
		httpErr *fetch.HTTPError
		notPage *article.NotPageError
	)
	switch {
	case status == ReadOK:
		return ""
	case status == ReadEmpty:
		return fmt.Sprintf("This page holds too little text to read here (%s).", countWords(words)) + browser
	case status == ReadPaywalled:
		return "This article is for the site's subscribers; the page shows only its beginning." + browser
	case errors.As(err, &refused) && refused.Cause == nil:
		return "robots.txt asks Broadsheet not to read this page, so Broadsheet does not." + browser
	case errors.As(err, &httpErr) && httpErr.Status == statusUnauthorized:
		return fmt.Sprintf("The site asks for a login to read this page (%s)."+browser, statusWords(httpErr.Status))
	case errors.As(err, &httpErr) && httpErr.Status == statusForbidden:
		return fmt.Sprintf("The site refused Broadsheet (%s), and Broadsheet respects that."+browser, statusWords(httpErr.Status))
	case errors.As(err, &httpErr) && httpErr.Status == statusTooManyRequests:
		return fmt.Sprintf("The site asked Broadsheet to slow down (%s). Try again later, or open it in the browser.",
			statusWords(httpErr.Status))
	case errors.As(err, &notPage) && notPage.ContentType == "application/pdf":
		return "This is a PDF document, not a web page." + browser
	case errors.As(err, &notPage):
		return fmt.Sprintf("This is not a web page (%s)."+browser, notPage.ContentType)
	case errors.Is(err, article.ErrAddress):
		return "This headline's address is not a web address Broadsheet can read."
	case err != nil:
		return Explain(err) + browser
	}
	return "Broadsheet could not read this article." + browser
}

// countWords writes a count of words: "1 word", "12 words".
func countWords(n int) string {
	if n == 1 {
		return "1 word"
	}
	return fmt.Sprintf("%d words", n)
}
