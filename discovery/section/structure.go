package section

// readMenuEntry reports whether a link r, read by collectAt, is an entry of the page's own
// navigation (a <nav>, a page-level header or footer, a breadcrumb trail: page.Link.Nav) that names
// its page by a label rather than a headline: not a heading, not "Read more", and its text does not
// read like a headline (headlineLike). heading says the link is, or holds, a heading.
func readMenuEntry(r linkRead, heading bool) bool {
	return r.nav && !heading && !r.more && r.text != "" && !r.headline
}

// ruleMenuEntry drops a candidate that the page's navigation names by a label (readMenuEntry): the
// site's menu, header, footer and breadcrumbs carry its standing pages (a desk, a dossier, a
// service, the e-paper, the newsletter), named in a word or two, whatever the content says of the
// same page beside them; a story the menu carries is named by its headline.
func ruleMenuEntry(_ *pageLinks, c *linkCandidate) verdict {
	if c.menuEntry && !c.readsAsStory() && !c.storyUnderShortLabel() && !c.numberedStoryOfLabel() {
		return drop
	}
	return undecided
}

// numberedStoryOfLabel reports whether c's address numbers or dates a story (isNumbered) and spells
// it in more words than its label, at least storySlugWords: "Live Cricket Score" to
// "/live-cricket-score-india-vs-australia-2020-2nd-t20i/liveblog/79589981.cms".
func (c *linkCandidate) numberedStoryOfLabel() bool {
	return c.lastSlug() >= storySlugWords && c.lastSlug() > wordCount(c.text) && c.isNumbered()
}
