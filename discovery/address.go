package discovery

import (
	"fmt"
	"net"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"golang.org/x/net/idna"
)

// AddressError reports that what a person typed is not a web address Broadsheet can visit. Problem
// says what is wrong in words for that person; nothing was fetched.
type AddressError struct {
	Input   string // what was typed
	Problem string // "is not a web address: a site's name has a dot in it, like nikkei.com"
}

// Error returns the problem with the typed text quoted: `discovery: "nikkei" is not a web address...`.
func (e *AddressError) Error() string {
	return fmt.Sprintf("discovery: %q %s", e.Input, e.Problem)
}

var schemePrefix = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9+.-]*):`)

// ParseAddress turns an address as people type it ("nikkei.com", "www.nikkei.com/",
// "HTTP://Example.COM", an IDN host) into an absolute http or https URL: https:// is added when no
// scheme is given, scheme and host are lowercased, an IDN host becomes punycode, the fragment is
// dropped and a bare host gets the path "/". Anything that is not such an address gives an
// *AddressError that says what is wrong.
func ParseAddress(s string) (*url.URL, error) {
	// What was typed is said back with any password in it as "***", never whole.
	in := fetch.RedactTyped(s)
	bad := func(format string, args ...any) (*url.URL, error) {
		return nil, &AddressError{Input: in, Problem: fmt.Sprintf(format, args...)}
	}
	withUserInfo := func() (*url.URL, error) {
		return bad("has a user name or password in it: Broadsheet never sends one; type the site's address without it")
	}
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return bad("is empty: type a site's address, like nikkei.com")
	case strings.IndexFunc(s, unicode.IsSpace) >= 0:
		return bad("contains spaces: a web address has none")
	case strings.HasPrefix(s, "//"):
		s = "https:" + s
	case strings.HasPrefix(s, "/") || strings.HasPrefix(s, "?") || strings.HasPrefix(s, "#"):
		return bad("is a path without a site: type the site's name too, like nikkei.com%s", s)
	}
	if i := strings.Index(s, "://"); i >= 0 {
		scheme := strings.ToLower(s[:i])
		if scheme != "http" && scheme != "https" {
			return bad("is not a web address: Broadsheet reads http and https sites, not %s", scheme)
		}
		s = scheme + s[i:]
	} else if m := schemePrefix.FindStringSubmatch(s); m != nil {
		// "mailto:x", "javascript:x"; but "localhost:8080" and "example.com:8443/news" are a host and
		// port, and "user:password@example.com" is a site's address with a password in it.
		rest := s[len(m[0]):]
		scheme := strings.ToLower(m[1])
		switch {
		case startsWithPort(rest):
		case !otherSchemes[scheme] && hasUserInfo(s):
			return withUserInfo()
		default:
			return bad("is not a web address: Broadsheet reads http and https sites, not %s", scheme)
		}
		s = "https://" + s
	} else {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil {
		return bad("is not a web address: %s", plainURLError(err))
	}
	if u.User != nil {
		return withUserInfo()
	}
	host := u.Hostname()
	if host == "" {
		return bad("has no site name after %s://", u.Scheme)
	}
	port := u.Port()
	if port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return bad("has a port that is not a number from 1 to 65535")
		}
	} else if strings.HasSuffix(u.Host, ":") {
		return bad("ends its site name with a colon but gives no port")
	}
	if ip := net.ParseIP(host); ip == nil {
		host = strings.TrimSuffix(strings.ToLower(host), ".")
		ascii, err := idna.Lookup.ToASCII(host)
		if err != nil {
			return bad("has a site name that cannot be a host name (%s)", host)
		}
		host = ascii
		if !strings.Contains(host, ".") && host != "localhost" {
			return bad("is not a web address: a site's name has a dot in it, like %s.com", host)
		}
		if strings.HasPrefix(host, ".") || strings.Contains(host, "..") {
			return bad("has a site name with an empty part between dots")
		}
	} else if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port != "" {
		host = host + ":" + port
	}
	u.Host = host
	u.Fragment, u.RawFragment = "", ""
	if u.Path == "" {
		u.Path, u.RawPath = "/", ""
	}
	return u, nil
}

// otherSchemes are schemes, other than http and https, that people paste in front of addresses that
// are no web pages; "user:password@host" is read as a host with a password, not as one of these.
var otherSchemes = map[string]bool{
	"mailto": true, "javascript": true, "data": true, "tel": true, "sms": true, "file": true,
	"about": true, "news": true, "urn": true, "geo": true, "magnet": true, "xmpp": true,
}

// hasUserInfo reports whether s, an address typed without a scheme, has an "@" before its path,
// query and fragment: what stands before it is a user name and password.
func hasUserInfo(s string) bool {
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		s = s[:i]
	}
	return strings.Contains(s, "@")
}

// startsWithPort reports whether s, what follows "name:", begins with a port number.
func startsWithPort(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && (i == len(s) || s[i] == '/' || s[i] == '?' || s[i] == '#')
}

// plainURLError drops the Go-specific prefix from a url.Parse error.
func plainURLError(err error) string {
	if ue, ok := err.(*url.Error); ok {
		return ue.Err.Error()
	}
	return err.Error()
}
