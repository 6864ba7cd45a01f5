package section

// headlineListRun is how many different stories of one shape make a block of the navigation a
// list of headlines (markHeadlineLists).
const headlineListRun = storyRun

// markHeadlineLists counts as content the links of the navigation that stand in a list of
// headlines: at least headlineListRun different addresses, each naming an article by itself
// (a date, an ID, a long slug) behind a headline, all of one shape (linkShape), at most storyGap
// other links between two of them (a comment count, a picture, a date) and at least half of the
// block's links, when the page confirms that shape as its stories' outside the block: the page's
// own address has it (a story's page, whose sidebar lists the latest stories), or its content
// links at least two addresses of that shape by a headline or a heading. A theme's sidebar of
// "Recent posts", an <aside> of the latest news, a header strip of top stories: what a block
// holds says it is a list of stories, not the tag around it, and sites that name their stories
// by a slug alone, neither dated nor numbered, list them so too (a radio station's sidebar, a
// sports site's "Neueste News", a daily's ticker of the latest stories). A menu of desks, of a
// site's services or of its programmes is named by labels, not headlines, and its addresses do
// not name articles by themselves; a menu of pages whose shape the page never gives a story of
// stays the menu's.
func markHeadlineLists(reads []linkRead, h homes) {
	var confirmed map[string]bool // read when a block first asks: most pages have none
	var block []*linkCandidate    // the headlines of the block being read, of its first shape
	first, last := 0, 0
	closeBlock := func() {
		stories, long := blockStories(block)
		if stories >= headlineListRun && 2*len(block) >= last-first+1 && 2*long >= stories {
			if confirmed == nil {
				confirmed = storyShapesOutsideNav(reads, h.shapes())
			}
			if confirmed[block[0].shape] {
				for _, c := range block {
					c.body = true
				}
			}
		}
		block = block[:0]
	}
	for i, r := range reads {
		listed := r.nav && r.c != nil && r.headline && r.c.evidence == evStrong
		switch {
		case listed && len(block) > 0 && i-last-1 <= storyGap && r.c.shape == block[0].shape:
			block, last = append(block, r.c), i
		case listed:
			closeBlock()
			block, first, last = append(block, r.c), i, i
		case len(block) > 0 && (!r.nav || i-last > storyGap):
			closeBlock()
		}
	}
	closeBlock()
}

// blockStories counts the different candidates of a block, which may link a story twice (its
// picture and its headline), and how many of them have headlines of a sentence's length
// (sentenceLength): at least half must, for a block to be a list of headlines.
func blockStories(block []*linkCandidate) (stories, long int) {
	for i, c := range block {
		if i > 0 && block[i-1] == c {
			continue
		}
		stories++
		if sentenceLength(c.text) {
			long++
		}
	}
	return stories, long
}

// listSentenceWords is how many words (or twice as many letters of a script written without
// spaces) a headline needs to read as a sentence in a list of headlines (sentenceLength): fewer than a
// single link needs (sentenceWords), for a whole list of them is evidence too, more than a menu's
// names of people, desks or programmes ("Staatsminister Dr. Markus Söder", "Affairs of the Heart").
const listSentenceWords = 6

// sentenceLength reports whether a headline has at least listSentenceWords words, or twice as many
// letters of a script written without spaces between words (denseLetter).
func sentenceLength(text string) bool {
	if letterWords(text) >= listSentenceWords {
		return true
	}
	dense := 0
	for _, r := range text {
		if denseLetter(r) {
			dense++
		}
	}
	return dense >= 2*listSentenceWords
}

// storyShapesOutsideNav returns the shapes the page gives stories of outside its navigation: the
// shapes of its own addresses (ownShapes), and the shapes of at least two addresses that name an
// article by themselves and that the content links by a headline or a heading.
func storyShapesOutsideNav(reads []linkRead, ownShapes []string) map[string]bool {
	confirmed := map[string]bool{}
	for _, s := range ownShapes {
		confirmed[s] = true
	}
	seen := map[*linkCandidate]bool{}
	count := map[string]int{}
	for _, r := range reads {
		c := r.c
		if c == nil || r.nav || !r.headline || c.evidence != evStrong || seen[c] {
			continue
		}
		seen[c] = true
		if count[c.shape]++; count[c.shape] >= 2 {
			confirmed[c.shape] = true
		}
	}
	return confirmed
}

// shapes returns the shapes (linkShape) of the page's own addresses.
func (h homes) shapes() []string {
	s := make([]string, 0, len(h.pages))
	for _, o := range h.pages {
		s = append(s, linkShape(o.base))
	}
	return s
}
