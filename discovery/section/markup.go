package section

import (
	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// This file holds the rules that read what a page's markup says of its own stories in the
// vocabularies many sites share, whatever their language: a theme's permalink (rel="bookmark", as
// WordPress, hAtom and aggregator themes write it on a post's title or beside it).

// rulePermalink takes a link the page marks as the permalink of a post (rel="bookmark"): the
// markup of WordPress and hAtom themes on a post's title ("entry-title"), and of aggregators
// beside a headline that leaves for the source's site. A theme writes it the same way on every
// site and in every language; a link of another kind of page (an event, an e-paper issue) is
// dropped before, by kindRules, and the page itself is no candidate.
//
// An address that only leads out to a story the page gives a permalink of (markPermalinks) is no
// story of the page's: the permalink is.
func rulePermalink(_ *pageLinks, c *linkCandidate) verdict {
	switch {
	case c.permalink && c.evidence == evStrong:
		return take
	case c.redirect:
		return drop
	}
	return undecided
}

// readRel reads what a link's rel attribute says of c (text is the link's headline text): a
// permalink ("bookmark") names its story (namePermalink); a link marked "nofollow" or "external"
// leaves the site by c.
func (c *linkCandidate) readRel(l page.Link, text string, permalinks map[string]bool) {
	if l.Rel.Has(page.RelNofollow) || l.Rel.Has(page.RelExternal) {
		c.leaves = true
	}
	if l.Rel.Has(page.RelBookmark) {
		c.permalink = true
		namePermalink(l, text, permalinks)
	}
}

// readOwnPermalink reads a link to the page itself, which is no candidate: when it is the page's
// permalink ("bookmark"), it names the page's own story (namePermalink).
func readOwnPermalink(l page.Link, permalinks map[string]bool) {
	if l.Rel.Has(page.RelBookmark) {
		namePermalink(l, headlineText(trimSequenceLabels(cleantext.Words(l.Text))), permalinks)
	}
}

// namePermalink adds to permalinks the names a permalink gives its story: its headline text and
// its title attribute, those of them that read like a headline.
func namePermalink(l page.Link, text string, permalinks map[string]bool) {
	for _, name := range []string{text, l.Title} {
		if headlineLike(name) {
			permalinks[name] = true
		}
	}
}

// markPermalinks marks the candidates that only lead out to a story the page gives a permalink of:
// not a permalink themselves, linked with a "nofollow" or "external" link, and named by the headline
// of another address's permalink, the page's own among them (the page of one story of an aggregator
// links that story's way out too). An aggregator links each story twice, by its headline to an
// address of its own that sends the reader on to the source's site ("/ro/s/10939628", rel="nofollow"
// target="_blank") and by a permalink to its own page of the story ("/ro/story/10939628",
// rel="bookmark"): the permalink is the story.
func markPermalinks(cands []*linkCandidate, permalinks map[string]bool) {
	if len(permalinks) == 0 {
		return
	}
	for _, c := range cands {
		if c.leaves && !c.permalink && permalinks[c.text] {
			c.redirect = true
		}
	}
}
