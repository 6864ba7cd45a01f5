package fetch

import (
	"context"
	"net/http"
)

// Hop is one redirect a Get followed: the address that answered with it and its status.
type Hop struct {
	URL    string
	Status int // 301, 302, 303, 307 or 308
}

// MovedPermanently reports whether the answer was reached through redirects that were all permanent
// (301 or 308), at least one: the site says the address asked for has moved for good to r.URL. A
// single temporary hop (302, 303, 307) says nothing of the kind.
func (r *Response) MovedPermanently() bool {
	if len(r.Redirects) == 0 {
		return false
	}
	for _, h := range r.Redirects {
		if h.Status != http.StatusMovedPermanently && h.Status != http.StatusPermanentRedirect {
			return false
		}
	}
	return true
}

// IsPrivate reports whether the host of rawURL is loopback or private as the guard judges a typed
// address: an address literal in those ranges, "localhost", or a name that resolves only to such
// addresses. It sends no request; a name that does not resolve is not private.
func (j *Job) IsPrivate(ctx context.Context, rawURL string) bool {
	return j.c.typedIsPrivate(ctx, rawURL)
}
