package app

import "github.com/broadsheet/broadsheet/discovery/page"

// FollowedAddress is the address a candidate at rawURL is followed under, as Source.URL says it:
// the window compares it with the followed sources to mark what is followed already. It is "" for
// what is not a web address.
func FollowedAddress(rawURL string) string {
	return page.CanonicalURL(rawURL)
}
