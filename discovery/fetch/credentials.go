package fetch

import (
	"bytes"
	"net/url"
	"regexp"
	"strings"
)

// This file keeps the user names and passwords that addresses may carry (http://user:pass@host/)
// out of everything Broadsheet says or keeps. Such an address is never fetched (ErrUserInfo); these
// functions are for the words and copies that name one.

// HasUserInfo reports whether rawURL carries a user name or password: http://user:pass@host/,
// http://user@host/ or http://:pass@host/.
func HasUserInfo(rawURL string) bool {
	if !strings.Contains(rawURL, "@") {
		return false
	}
	if u, err := url.Parse(strings.TrimSpace(rawURL)); err == nil && u.User != nil {
		return true
	}
	return userInfoIn.MatchString(rawURL)
}

// userInfoIn finds the user information of URLs within text: a scheme, "://", and what stands
// before an "@" that comes ahead of the path, query and fragment.
var userInfoIn = regexp.MustCompile(`(?i)([a-z][a-z0-9+.-]*:)//([^/?#\s"'<>@]*)@`)

// RedactUserInfo returns text, which may be a URL or words that name URLs, with the password of every
// URL in it replaced by "***" ("http://user:***@host/"), and a user name that stands alone, which
// may well be a token, by "***" too ("http://***@host/"). Text that names no such URL comes back
// unchanged.
func RedactUserInfo(text string) string {
	if !strings.Contains(text, "@") {
		return text
	}
	return userInfoIn.ReplaceAllStringFunc(text, func(m string) string {
		sub := userInfoIn.FindStringSubmatch(m)
		return sub[1] + "//" + redactedUserInfo(sub[2]) + "@"
	})
}

// redactedUserInfo returns the user information of a URL (what stands before its "@") as it may be
// shown: the user name with the password as "***", or "***" for a user name alone.
func redactedUserInfo(info string) string {
	if user, _, ok := strings.Cut(info, ":"); ok {
		return user + ":***"
	}
	return "***"
}

// RedactTyped returns an address as a person typed it, with or without a scheme, with its user
// information redacted as RedactUserInfo redacts it: "user:pass@example.com:8080/news" becomes
// "user:***@example.com:8080/news".
func RedactTyped(s string) string {
	start := 0
	if i := strings.Index(s, "://"); i >= 0 {
		start = i + 3
	} else if strings.HasPrefix(s, "//") {
		start = 2
	}
	end := len(s)
	if i := strings.IndexAny(s[start:], "/?#"); i >= 0 {
		end = start + i
	}
	at := strings.LastIndex(s[start:end], "@")
	if at < 0 {
		return RedactUserInfo(s)
	}
	at += start
	return s[:start] + redactedUserInfo(s[start:at]) + RedactUserInfo(s[at:])
}

// redactURLError returns err, a url.Parse error, with the address it quotes redacted by RedactTyped.
func redactURLError(err error) error {
	if ue, ok := err.(*url.Error); ok {
		return &url.Error{Op: ue.Op, URL: RedactTyped(ue.URL), Err: ue.Err}
	}
	return err
}

// redactBody returns body with the user information of every URL in it redacted by RedactUserInfo,
// or body itself when it names none.
func redactBody(body []byte) []byte {
	if !bytes.Contains(body, []byte("@")) || !userInfoIn.Match(body) {
		return body
	}
	return []byte(RedactUserInfo(string(body)))
}
