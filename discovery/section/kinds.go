package section

// This file holds the words that name, in an address, a page of a kind that is not the section's
// news: a desk of paid-for or press-release pages, and the site's own services (its app, its
// newsletter, its privacy policy, its job ads). Each word is one that several sites, in several
// languages, gave to such pages; none of them is a word a news story's folder is named with.

import "strings"

// sponsoredDesks are folder names, in lower case, under which a site files what others paid for or
// wrote: press releases and partners' announcements ("/news/press-release/…", "/pr/…").
var sponsoredDesks = map[string]bool{
	"pr": true, "press-release": true, "press-releases": true, "pressrelease": true, "pressreleases": true,
	"pressemitteilung": true, "pressemitteilungen": true, "communiques": true, "comunicados": true,
	"siaran-pers": true, "publirreportaje": true, "publireportage": true,
}

// sponsoredDeskWords begin a word of a folder name that marks what is filed under it as paid for:
// the word "sponsor" in its forms ("Sponsoreret-Ugeaviser", "sponsorise", "sponsorowane") and
// the German "gesponsert".
var sponsoredDeskWords = []string{"sponsor", "gesponsert", "advertorial"}

// sponsoredDesk reports whether a folder of an address (a segment before its last) files pages that
// are paid for or are others' announcements rather than the newsroom's stories.
func sponsoredDesk(seg string) bool {
	s := strings.ToLower(seg)
	if sponsoredDesks[s] {
		return true
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		for _, p := range sponsoredDeskWords {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}
