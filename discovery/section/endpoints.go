package section

import (
	"net/url"
	"strings"
	"unicode"
)

// This file holds the rules that tell an address that is not a page to read (a counter behind an
// advertisement, a vote, a click through) from a story, by what the address is rather than by
// what it is called.

// ruleQueryCounter drops an address whose path names no article by itself and whose query alone
// names an item ("/stats/?sid=10&bsa_pro_id=15", "/_counter_db.inc.php?ADID=2681",
// "/services/likes/like/?article_id=1044893040&value=1"), when no link of the page gives it more
// a word: a banner's picture, a count of votes. Such an address is a program that counts a
// click or a vote and sends the reader on; a story whose number sits in the query ("?p=128290",
// "news.php?newid=13168") is linked by its headline somewhere on the page, or by "Read more".
func ruleQueryCounter(_ *pageLinks, c *linkCandidate) verdict {
	if c.headline || c.heading || c.moreLink || c.sequence || c.permalink || !wordless(c.text) {
		return undecided
	}
	if queryCounter(c.form) {
		return drop
	}
	return undecided
}

// queryCounter reports whether the address raw names an item by its query alone: its path says
// nothing of an article by itself, and its query holds an item's ID (queryEvidence). An archive's
// copy is read as the address it holds (heldAddress), as every other rule reads it.
func queryCounter(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	if held := heldAddress(u); held != nil {
		u = held
	}
	if u.RawQuery == "" {
		return false
	}
	if pathEvidence(u.Path) >= evStrong {
		return false
	}
	ev, ok := queryEvidence(u.Query())
	return ok && ev == evStrong
}

// wordless reports whether a link's text holds no word of letters: a picture without words, a
// count such as "2". A story's headline may be a single word ("Zahlenfreunde"), never none.
func wordless(text string) bool {
	return !strings.ContainsFunc(text, unicode.IsLetter)
}
