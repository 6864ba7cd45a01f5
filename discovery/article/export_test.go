package article

import "io"

// ExtractWithoutLead is Extract without the lead picture a page names, to tell what adding it
// changes.
func ExtractWithoutLead(r io.Reader, pageURL, contentType string) (*Article, error) {
	return extract(r, pageURL, contentType, false)
}
