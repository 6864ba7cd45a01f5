package section

import (
	"encoding/json"
	"net"
	"net/url"
	"path"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/page"
	"golang.org/x/net/publicsuffix"
)

// Article is one article link. In JSON, "published" is always present: null when the date is
// unknown (a section page's links, an article sitemap entry without lastmod).
type Article struct {
	URL       string    `json:"url"`
	Title     string    `json:"title"`
	Published time.Time `json:"published"` // zero when unknown
}

// MarshalJSON writes a with "published" as null when the date is unknown, rather than dropping it or
// writing the year 1. (time.Time reads a null back as the zero time.)
func (a Article) MarshalJSON() ([]byte, error) {
	var published *time.Time
	if !a.Published.IsZero() {
		published = &a.Published
	}
	return json.Marshal(struct {
		URL       string     `json:"url"`
		Title     string     `json:"title"`
		Published *time.Time `json:"published"`
	}{a.URL, a.Title, published})
}

// linkCandidate is one address a page links to, with what its links say about it.
type linkCandidate struct {
	article   Article
	text      string    // the longest anchor text of its links
	headline  bool      // text reads like a headline (headlineLike)
	heading   bool      // one of its links is, or holds, a heading
	titled    titleRank // how far its title is to be believed (offerTitle)
	moreLink  bool      // one of its links only says "Read more"
	body      bool      // at least one of its links is in the page's content, not its navigation
	sponsored bool      // a link, its item or its box is labelled as paid for ("PR:", "Anzeige", "広告")
	listBox   bool      // a link stands in a box headed as a list of series, topics or desks (listBox)
	sequence  bool      // a link is labelled as the previous or next article ("Next post: ...")
	menuEntry bool      // a link of the page's navigation names it by a label, not a headline (readMenuEntry)
	topic     bool      // a link stands in a row of topics named by their labels (markTopicRows)
	permalink bool      // a link is marked as a post's permalink (rel="bookmark": rulePermalink)
	leaves    bool      // a link is marked as leaving the site (rel="nofollow" or "external": markPermalinks)
	redirect  bool      // its headline is another address's permalink's, and a link leaves by it (markPermalinks)
	folder    string    // the folder of its address (folderOf)
	names     int8      // the words of its last segment (addressNameWords) plus 2, 0 when not read yet
	slugWords int8      // the words of the last slug of its path (lastSlugWords) plus 1, 0 when not read yet
	path      string    // the path of its address
	form      string    // the page.CanonicalURL of its first link; others may write its address otherwise (articleKey)
	numbered  int8      // whether its address dates or numbers it: 0 not read yet (see isNumbered), 1 no, 2 yes
	evidence  evidence
	shape     string
	time      string // the datetime of a <time> in the item of one of its links
	context   string // the text of the item of one of its links

	// kind counts the page's candidates of its kind of address (addressKind).
	kind *shapeGroup
}

// isNumbered reports whether c's address dates or numbers it (datedOrNumbered), read once when
// first asked: most candidates are never asked.
func (c *linkCandidate) isNumbered() bool {
	if c.numbered == 0 {
		c.numbered = 1
		if datedOrNumbered(c.path) {
			c.numbered = 2
		}
	}
	return c.numbered == 2
}

// nameWords is addressNameWords of c's path, read once when first asked.
func (c *linkCandidate) nameWords() int {
	if c.names == 0 {
		c.names = int8(min(addressNameWords(c.path), 100) + 2)
	}
	return int(c.names) - 2
}

// shapeGroup counts the candidates of a page that share one linkShape.
type shapeGroup struct{ size, strong, headlines, body int }

// pageLinks is what the rules of Links read: the candidates of one page, their groups
// by shape, and what is known of the site.
type pageLinks struct {
	cands        []*linkCandidate
	groups       map[string]*shapeGroup
	folders      map[string]*shapeGroup        // the candidates of each folder (folderOf), by size and headlines
	kinds        map[kindOfAddress]*shapeGroup // the candidates of each kind of address (addressKind), by size and headlines
	known        *Shape
	numberedRead int8     // numberedShare: 0 not read yet, 1 no, 2 yes
	pressRead    int8     // pressReleasesAreNews: 0 not read yet, 1 no, 2 yes
	ownPaths     []string // the paths of the page's own addresses
	host         string   // the host the page was served from, whose registered domain names the site (siteBrand)
}

// verdict is what a rule says of one candidate.
type verdict int8

const (
	undecided verdict = iota // the rule has no word on it: the next rule decides
	take                     // an article of the page
	drop                     // not one
)

// linkRule is one named rule of the section reader.
type linkRule struct {
	name  string
	judge func(p *pageLinks, c *linkCandidate) verdict
}

// kindRules drop a link whose label or address says its page is of another kind than the
// section's news, whatever else the page says of it; they are asked first.
var kindRules = []linkRule{
	{"sponsored links are not the section's news", ruleSponsored},
	{"press releases beside a newsroom's stories are not its news", rulePressRelease},
	{"a page about the site's own services is not a story", ruleServicePage},
	{"a folder of another kind of page than stories", ruleOtherKindFolder},
	{"an address named by its query alone and linked without words is a counter", ruleQueryCounter},
	{"a day's page linked by its date is an archive", ruleDayPage},
	{"a link that asks to see all of something leads to a list", ruleSeeAll},
	{"a link named weakly in a box of series or topics leads to a list", ruleListBox},
}

// articleRules are the rules of Links, in the order they are asked; the first that
// decides wins, and a candidate no rule takes is dropped.
var articleRules = append(slices.Clip(kindRules), []linkRule{
	{"the previous and next articles are articles", ruleSequence},
	{"a post's permalink is a story", rulePermalink},
	{"a page the site's menu names by a label is a standing page", ruleMenuEntry},
	{"a known shape counts with the page's own evidence", ruleKnownShape},
	{"an address named after its label is a topic", ruleNamedByItsLabel},
	{"a kind of address the page only labels by names is a topic", ruleKindNamedByLabels},
	{"an address without a date or number among numbered articles", ruleUnnumberedAmongNumbered},
	{"a live blog linked from the content", ruleLiveBlog},
	{"an article by its address", ruleArticleAddress},
	{"an item among articles of its shape", ruleItemAmongArticles},
	{"an item in a group of headlines", ruleItemGroup},
}...)

// ruleSponsored drops a link labelled as paid for, by its text or its item ("PR:", "Sponsored",
// "Anzeige", "広告", "Publicidad"), by the heading of its box ("PR", "Sponsored Stories",
// "スポンサード枠": sponsoredBox) or by its address (/sponsored/...): it is the advertiser's, not the
// section's news.
func ruleSponsored(_ *pageLinks, c *linkCandidate) verdict {
	if c.sponsored {
		return drop
	}
	return undecided
}

// ruleDayPage drops a link whose words are only a date and whose address names that day and no
// words ("Friday, June 28, 2019" to "/news/190628.html", "2019年6月28日" to "/daily/20190628/"): a
// list of a site's daily issues or of an archive's days, not a story. A post linked by its date
// keeps the words of its slug ("/2019/06/28/tour-de-france-preview"), and a time ago names no day.
func ruleDayPage(_ *pageLinks, c *linkCandidate) verdict {
	if day, ok := dayOf(c.text); ok && namesDay(c.path, day) && c.lastSlug() == 0 {
		return drop
	}
	return undecided
}

// dayLayouts are the ways an address writes a day: "20190628", "190628", "2019/06/28",
// "2019-06-28", "2019_06_28", "2019/6/28".
var dayLayouts = []string{"20060102", "060102", "2006/01/02", "2006-01-02", "2006_01_02", "2006/1/2"}

// namesDay reports whether path writes day (dayLayouts).
func namesDay(path string, day time.Time) bool {
	for _, l := range dayLayouts {
		if strings.Contains(path, day.Format(l)) {
			return true
		}
	}
	return false
}

// ruleSequence takes a link labelled as the previous or next article ("Previous post:",
// "Nächster Beitrag", "Article suivant", "Artikel sebelumnya", "次の記事", "अगला लेख"): a story page's
// links to the stories before and after it are stories, wherever they sit and whatever the form
// of their address, so long as it names an item (a candidate's address always does).
func ruleSequence(_ *pageLinks, c *linkCandidate) verdict {
	if c.sequence {
		return take
	}
	return undecided
}

// ruleKnownShape takes an address whose shape the site's articles are known to have (learnt from
// earlier reads of the site and its sitemaps) when the page backs it: linked from the content, by
// a headline, a heading, a picture, a "Read more", or an address that names an article by itself.
// A thin page, or one whose layout changed, still gives its articles; a menu's link of that shape,
// or one labelled as something else ("Weather"), does not, so that a shape learnt from a mistake
// does not feed on itself.
func ruleKnownShape(p *pageLinks, c *linkCandidate) verdict {
	if !p.known.Matches(c.shape) || !c.body {
		return undecided
	}
	if c.headline || c.heading || c.evidence == evStrong || c.text == "" || c.moreLink {
		return take
	}
	return undecided
}

// ruleNamedByItsLabel drops a link labelled by a name, not a headline, whose address says no more
// than its label: a club, a player, a town or a tag ("Borussia Dortmund" to
// "/club/126-borussia-dortmund.html", "Rohit Sharma" to
// "/cricket/players/857-rohit-sharma-playerprofile", "Суспільство" to "/suspilstvo_tag52456") is a
// page about a topic, though its address carries an ID and a slug as a story's does. A story a menu
// labels by its topic ("Coronavirus in India") keeps a long slug of its own, and a dated address, a
// picture without words and a heading are left to the next rules.
func ruleNamedByItsLabel(p *pageLinks, c *linkCandidate) verdict {
	if f := p.folders[c.folder]; c.topic && !c.headline && !c.heading && f.headlines*2 < f.size {
		return drop
	}
	return undecided
}

// ruleKindNamedByLabels drops a link labelled by a name, not a headline, when the page links to
// at least kindRun addresses of its kind (addressKind: its folder, and the letters of its ID) and
// labels every one of them by a name: a kind of page that a page only ever names is a topic, a
// tag, a town or a player, however its address is written, and wherever its link sits (a party's
// tag in a story's text, "PiS" to "/pis-prawo-i-sprawiedliwosc-6032701425284225c" where the
// site's stories end in "…-6958097417857536a"; "Суспільство" to "/suspilstvo_tag52456"; a region's
// page, "महाराष्ट्र" to "/local/maharashtra-news-hindi.html"; "Jom Kippur" to "/thema/jom-kippur").
// A dated address is a story of its day whatever its label ("permalink", a name in a live blog).
func ruleKindNamedByLabels(_ *pageLinks, c *linkCandidate) verdict {
	if c.kind.size >= kindRun && c.kind.headlines == 0 && c.text != "" && !c.headline && !c.heading && !c.moreLink && !pathDated(c.path) {
		return drop
	}
	return undecided
}

// kindRun is how many addresses of one kind, each labelled by a name, make it a kind of page the
// page only names (ruleKindNamedByLabels).
const kindRun = 3

// groupKinds sorts the candidates by their kind of address (addressKind). Addresses whose ID of
// digits follows the same first word ("channel_26916", "channel_25950", "channel_25951" beside
// "newsDetail_forward_4569900") are a kind of their own when at least kindRun of them share it: a
// site names its desks, its stories and its forums each by a word of its own. A first word fewer
// share is a story's or a topic's own ("/themen/agrarreform-10108473", "/themen/cem-oezdemir-12755951"),
// and those addresses stay one kind.
func (p *pageLinks) groupKinds() {
	kinds := make([]kindOfAddress, len(p.cands))
	var leads map[kindOfAddress]int
	for i, c := range p.cands {
		kinds[i] = addressKind(c.folder, c.path)
		if kinds[i].lead != "" {
			if leads == nil {
				leads = map[kindOfAddress]int{}
			}
			leads[kinds[i]]++
		}
	}
	for i, c := range p.cands {
		kind := kinds[i]
		if kind.lead != "" && leads[kind] < kindRun {
			kind.lead = ""
		}
		k := p.kinds[kind]
		if k == nil {
			k = &shapeGroup{}
			p.kinds[kind] = k
		}
		c.kind = k
		k.size++
		if c.headline {
			k.headlines++
		}
	}
}

// addressKind is the kind of an address on its page: its folder (folderOf) and the letters around
// the digits of the last word of its last segment that holds one ("c" of
// "…-6032708102169729c" beside a story's "a" of "…-6958097417857536a", "tag" of "suspilstvo_tag52456"
// beside "n" of "…_n1503303", none of "3-11141395"), or a mark that it has no ID at all; and,
// before an ID of digits alone, the first word of its last segment ("channel" of "channel_26916"),
// which groupKinds keeps only when several addresses share it.
func addressKind(folder, p string) kindOfAddress {
	last := strings.TrimSuffix(p, "/")
	last = last[strings.LastIndexByte(last, '/')+1:]
	last = trimExtension(last)
	for last != "" {
		w := last
		if i := strings.LastIndexAny(last, "-_+ "); i >= 0 {
			w, last = last[i+1:], last[:i]
		} else {
			last = ""
		}
		if first := strings.IndexFunc(w, isDigit); first >= 0 {
			end := strings.LastIndexFunc(w, isDigit) + 1
			k := kindOfAddress{folder: folder, id: true, before: w[:first], after: w[end:]}
			if first == 0 && end == len(w) && last != "" {
				// An ID of digits alone after words: the first word may name the kind
				// (groupKinds).
				lead := last
				if i := strings.IndexAny(lead, "-_+ "); i >= 0 {
					lead = lead[:i]
				}
				if !strings.ContainsFunc(lead, isDigit) {
					k.lead = lead
				}
			}
			return k
		}
	}
	return kindOfAddress{folder: folder}
}

// kindOfAddress is what addressKind reads of an address.
type kindOfAddress struct {
	folder        string
	id            bool   // its last segment has a word with a digit
	before, after string // the letters before and after the digits of that word
	lead          string // the first word of the last segment, before an ID of digits alone
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// pathDated reports whether a path holds a date: a year and a month, a whole date, or a slug that
// starts with one.
func pathDated(p string) bool {
	return splitPath(p).dated()
}

// dated reports whether the path's segments hold a date (pathDated).
func (pp pathParts) dated() bool {
	for i, k := range pp.kinds {
		if k == segMonth || k == segDate || k == segSlug && startsWithDate(pp.segs[i]) {
			return true
		}
	}
	return false
}

// folderOf is the folder of a path, its numbers made one: "/reviews/N" of
// "/reviews/6811/evoken-atra-mors", "/club" of "/club/118-bayern.html", "" of
// "/suspilstvo_tag52456".
func folderOf(p string) string {
	dir := strings.TrimSuffix(p, "/")
	if i := strings.LastIndexByte(dir, '/'); i >= 0 {
		dir = dir[:i]
	} else {
		dir = ""
	}
	if !hasDigit(dir) {
		return strings.TrimSuffix(dir, "/")
	}
	var b strings.Builder
	for _, s := range segments(dir) {
		b.WriteByte('/')
		if allDigits(s) {
			b.WriteByte('N')
		} else {
			b.WriteString(s)
		}
	}
	return b.String()
}

// labelNamesAddress reports whether the last segment of path, numbers and IDs set aside, has at
// least one word and no more than one word beyond the label's, and path holds no date: the address
// is named after its label, not after a story.
func labelNamesAddress(label, p string) bool {
	return namedAfter(label, addressNameWords(p))
}

// namedAfter reports whether an address whose last segment has words words (addressNameWords)
// is named after label.
func namedAfter(label string, words int) bool {
	return words >= 1 && words <= wordCount(label)+1
}

// addressNameWords counts the words of the last segment of path without a digit, or gives -1 when
// path has no segment or holds a date. A last segment that is an ID after a word that says article
// (namedID: "story-2w3cQAz9Ka5qzaPlmYUeEL") names no page: the segment before it does.
func addressNameWords(p string) int {
	pp := splitPath(p)
	if len(pp.segs) == 0 {
		return -1
	}
	if pp.dated() || slices.Contains(pp.kinds, segYear) {
		return -1
	}
	last := len(pp.segs) - 1
	if last > 0 && namedID(pp.segs[last]) {
		last-- // "…/pm-modi-to-interact-with-sarpanches/story-2w3cQAz9Ka5qzaPlmYUeEL.html": the slug names it
	}
	words := 0
	for _, w := range slugWords(pp.segs[last]) {
		if !hasDigit(w) {
			words++
		}
	}
	return words
}

// wordCount counts the words of a text, as strings.Fields splits them.
func wordCount(s string) int {
	n, in := 0, false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			in = false
		case !in:
			in = true
			n++
		}
	}
	return n
}

// ruleUnnumberedAmongNumbered drops an address without a digit when nearly all the addresses of
// the page's content that name an article by themselves date or number it (numberedShare): where a
// newsroom's stories are "/2023/11/02/…" or "…-4534886", its "/corrections-policy",
// "/politique-de-protection-des-donnees-personnelles", "/programas/el-pais-que-queremos" or
// "/etiqueta/partido-comunista-de-cuba" is a page of another kind, whatever its words say. A
// blog whose posts are slugs alone is not asked: its addresses are not numbered.
func ruleUnnumberedAmongNumbered(p *pageLinks, c *linkCandidate) verdict {
	if !hasDigit(c.path) && !queryHoldsNumber(c.article.URL) && p.numberedShare() {
		return drop
	}
	return undecided
}

// queryHoldsNumber reports whether an address's query holds a number of queryIDDigits digits or
// more, an item's ID: "/news/article.html?id=20180220000037" numbers its story there, as a path
// would. A list's short number ("opinion_list.html?id=1893") is not one.
func queryHoldsNumber(u string) bool {
	i := strings.IndexByte(u, '?')
	if i < 0 {
		return false
	}
	run := 0
	for _, c := range []byte(u[i:]) {
		if '0' <= c && c <= '9' {
			if run++; run >= queryIDDigits {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// queryIDDigits is how many digits in a row a query's number has at least to be an item's ID
// (queryHoldsNumber).
const queryIDDigits = 5

// numberedShare reports whether at least numberedRun of the page's content addresses that name
// an article by themselves date or number it (datedOrNumbered), and at most one in numberedOdd
// does not. It is read once for the page, when first asked.
func (p *pageLinks) numberedShare() bool {
	if p.numberedRead == 0 {
		p.numberedRead = 1
		n, all := 0, 0
		for _, c := range p.cands {
			if c.evidence == evStrong && c.body {
				all++
				if c.isNumbered() || queryHoldsNumber(c.article.URL) {
					n++
				}
			}
		}
		if n >= numberedRun && (all-n)*numberedOdd <= all {
			p.numberedRead = 2
		}
	}
	return p.numberedRead == 2
}

// numberedRun and numberedOdd are how many numbered addresses, and how few others among them, make
// a page's articles numbered (numberedShare).
const (
	numberedRun = 5
	numberedOdd = 10
)

// ruleLiveBlog takes a live blog linked from the content: an address a folder of which names a
// live blog ("/india/farmers-protest-live-updates/liveblog/79575574.cms",
// "/liveblogs/news/coronavirus-outbreak-updates", "/newsticker/liveblog-coronavirus-mittwoch-121.html"),
// the story a newsroom keeps running through a day, is a story however its link is labelled (a
// kicker, "Sensex today", a banner's picture) and however few of its shape the page holds. A menu's
// link to the newsroom's list of live blogs ("/live-blogs") names no item and is no candidate.
func ruleLiveBlog(_ *pageLinks, c *linkCandidate) verdict {
	if c.body && namesLiveBlog(c.path) {
		return take
	}
	return undecided
}

// liveBlogWords name a live blog, as a segment of an address or the first word of its last one.
var liveBlogWords = map[string]bool{"liveblog": true, "liveblogs": true, "live-blog": true, "live-blogs": true}

// namesLiveBlog reports whether a path is a live blog's: a segment before its last is a word of
// liveBlogWords, or its last segment starts with one and goes on ("liveblog-coronavirus-mittwoch-121").
func namesLiveBlog(p string) bool {
	lp := strings.ToLower(p)
	if !strings.Contains(lp, "liveblog") && !strings.Contains(lp, "live-blog") {
		return false // most addresses, read without cutting them
	}
	segs := segments(lp)
	for i, s := range segs {
		s = trimExtension(s)
		if i < len(segs)-1 && liveBlogWords[s] {
			return true
		}
		if i == len(segs)-1 {
			for w := range liveBlogWords {
				if strings.HasPrefix(s, w+"-") || strings.HasPrefix(s, w+"_") {
					return true
				}
			}
		}
	}
	return false
}

// ruleArticleAddress decides on an address that names an article by itself (a date, a long ID, a
// long slug, an ID in the query): linked from the content, it counts with a sibling of its shape
// there, a headline of its own or a short label of the story its address spells
// (storyUnderShortLabel); linked only from the navigation, it counts when the content links to its
// siblings, at least as many of its shape as the navigation does, and its link is no menu label (a
// headline, a heading, a picture or a "Read more": readsAsStory) or only a short label of the story
// its address spells, as a footer's "Popular Topics" names its stories ("Zombies" to
// "/article_15643_5-scientific-reasons-zombie-apocalypse-could-actually-happen.html"), unless that
// address names the site itself: a page about its own services ("So-empfangen-Sie-den-WELT-
// Nachrichtensender-im-TV", namesBrand). A menu of many pages of one shape, two of which the
// content also links to, is still a menu.
func ruleArticleAddress(p *pageLinks, c *linkCandidate) verdict {
	if c.evidence != evStrong {
		return undecided
	}
	g := p.groups[c.shape]
	if c.body && (g.body >= 2 || c.headline || c.storyUnderShortLabel()) ||
		!c.body && g.body >= 2 && g.body*2 >= g.size && (c.readsAsStory() || c.storyUnderShortLabel() && !namesBrand(c.path, siteBrand(p.host))) {
		return take
	}
	return drop
}

// readsAsStory reports whether c's links read as a story's rather than a menu's label: a headline,
// a heading however short ("Pandemia e mosleximit", "Überlastetes Gehirn"), a picture without
// words, or a "Read more" ("Leggi tutto..."), the evidence a known shape asks of the page too
// (ruleKnownShape).
func (c *linkCandidate) readsAsStory() bool {
	return c.text == "" || c.headline || c.heading || c.moreLink
}

// storyUnderShortLabel reports whether c's address spells a headline its label only names: the
// slug that names its page has at least storySlugWords words, at least storyLabelGap more than the
// label. A story linked by a kicker, a place or a topic ("Zee Sony Merger" to
// "/sony-comes-to-zees-rescue-signs-term-sheet-…/articleshow/86415933.cms", "القاهرة" to
// "/news/202003171044891982-الحكومة-المصرية-تتخذ-قرارات-…", "Libano" to
// "/esteri/2023/10/28/diretta/israele_-_hamas_le_news_dalla_guerra_…") is a story, not a topic: a
// topic's address says no more than its label (namedAfter). It is read when asked, for few
// candidates are.
func (c *linkCandidate) storyUnderShortLabel() bool {
	return c.spellsStoryOf(c.text, c.moreLink)
}

// spellsStoryOf reports whether text, the words of a link to c that are not a "Read more" (more),
// is a short label of the story c's address spells (storyBehindLabel).
func (c *linkCandidate) spellsStoryOf(text string, more bool) bool {
	return text != "" && !more && storyBehindLabel(text, c.lastSlug())
}

// lastSlug is how many words the slug that names c's page has (lastSlugWords), read once when
// first asked.
func (c *linkCandidate) lastSlug() int {
	if c.slugWords == 0 {
		c.slugWords = int8(min(lastSlugWords(c.path), 100) + 1)
	}
	return int(c.slugWords) - 1
}

// storySlugWords and storyLabelGap are how many words a slug needs, and how many more than its
// label, to spell a headline its label only names (storyBehindLabel).
const (
	storySlugWords = 5
	storyLabelGap  = 4
)

// storyBehindLabel reports whether an address whose page is named by a slug of slug words
// (lastSlugWords) spells a headline that label only names: at least storySlugWords words, at
// least storyLabelGap more than the label's.
func storyBehindLabel(label string, slug int) bool {
	return slug >= storySlugWords && slug >= wordCount(label)+storyLabelGap
}

// lastSlugWords is how many words without a digit the slug that names a path's page has (its
// nameSegment: its last segment, or the one before an ID and the word naming it);
// 0 when that is no slug. A date, an ID or a list's parameters in a slug ("pid-0,pageno-1,sortby-…")
// spell no headline, and the slug of a folder the page sits in (a post, under which its pictures'
// pages are) is not the page's name.
func lastSlugWords(p string) int {
	seg := nameSegment(p)
	if !strings.ContainsAny(seg, "-_+") {
		return 0
	}
	n := 0
	for _, w := range slugWords(seg) {
		if !hasDigit(w) {
			n++
		}
	}
	return n
}

// namedID reports whether a segment is an item's ID after a word that says article, in one
// segment: "story-2w3cQAz9Ka5qzaPlmYUeEL", "article-20880", "post_1937". Like "/articleshow/79559256.cms",
// it names no page in words; the slug before it does.
func namedID(s string) bool {
	i := strings.IndexAny(s, "-_+")
	if i <= 0 || strings.ContainsAny(s[i+1:], "-_+") {
		return false
	}
	return articleWords[strings.ToLower(s[:i])] && hasDigit(s[i+1:])
}

// ruleItemAmongArticles takes an address that only names an item (a short slug, a short number)
// when its shape is the shape of articles on the page: a blog's "/blog/fiesta-verano" beside its
// "/blog/disfraces-de-carnaval-para-ninos". It must be linked from the content with a headline or a
// heading of its own (a shop's "/Lazialita-Store" beside one-segment slugs is neither), and at
// least as many of its group must name articles by their address as not.
func ruleItemAmongArticles(p *pageLinks, c *linkCandidate) verdict {
	g := p.groups[c.shape]
	if c.body && (c.headline || c.heading) && g.strong >= 1 && g.strong*2 >= g.size {
		return take
	}
	return undecided
}

// ruleItemGroup takes an address that only names an item when at least two others of the page
// share its shape, at least half of them read like headlines and are in the content, and it is
// linked from the content itself.
func ruleItemGroup(p *pageLinks, c *linkCandidate) verdict {
	g := p.groups[c.shape]
	if c.body && g.size >= 3 && g.headlines*2 >= g.size && g.body*2 >= g.size {
		return take
	}
	return undecided
}

// judge asks the rules about c in order; a candidate no rule takes is not an article.
func (p *pageLinks) judge(c *linkCandidate) bool {
	for _, r := range articleRules {
		switch r.judge(p, c) {
		case take:
			return true
		case drop:
			return false
		}
	}
	return false
}

// ofAnotherKind reports whether a rule of kindRules drops c.
func (p *pageLinks) ofAnotherKind(c *linkCandidate) bool {
	for _, r := range kindRules {
		if r.judge(p, c) == drop {
			return true
		}
	}
	return false
}

// Links picks the articles among the links of a page at pageURL, as a person reading it would:
// links to the same site (www. or not; another host of the same organisation is another site, a
// desk's subdomain, a national edition's host on a regional page), other than the page itself or
// the page in another view (isViewOfPage), each article once however its links write its address
// (articleKey), in the order of its first link. What an address says decides first (see
// LooksLikeArticle and linkEvidence): a file, a list (category, tag, archive, page of results), a
// shop's product or an account or information page never counts. Then the page decides, by
// articleRules in order (each named, with its reasons in its doc comment): sponsored links are
// dropped, and so are a newsroom's press releases, pages about the site's own services and pages
// in a folder of another kind; links to the previous and next article count, and so does a post's
// permalink (rel="bookmark"), while an address that only leads out to it does not; a page the
// site's navigation names by a label is dropped (ruleMenuEntry); a known shape counts with the
// page's own evidence; a row of topics named by their labels is dropped, and so are a kind of
// address the page only labels by names and an address without a digit among numbered articles; a
// live blog linked from the content counts; an address that names an article by itself counts with
// a sibling or a headline; an item counts among articles of its shape or in a group of headlines.
//
// A link counts as content unless it sits in the page's navigation, or as content anyway when it
// is a heading with a headline's text (a post's own <header> is not the site's) or stands in a block
// of stories (markStoryBlocks): navigation is told by what a block holds, not by one link's text, for
// a menu's entry may read like a headline. When nothing counts
// by these rules but some addresses name articles by themselves in the page's content, those are
// taken unless a rule of kindRules drops them: a page with a single story still gives it.
//
// Each article is titled by the headline its links give (offerTitle, linkHeadline): a heading's
// before an anchor's words, and those before a picture's caption, never a "Read more"; else a title
// read from its slug, else its path; and dated, when the page says when
// it was published, by articleDate, never later than now (when the page came: its relative dates,
// "2 hours ago", count back from it).
//
// known is what earlier reads taught of the site's article addresses (LearnShape); nil knows
// nothing. A pageURL that does not parse gives no article.
func Links(pageURL string, links []page.Link, known *Shape, now time.Time) []Article {
	base, err := url.Parse(pageURL)
	if err != nil {
		return []Article{}
	}
	return pick(collectCandidates(base, links, known), now)
}

// Articles is Links for a parsed page, which also knows where the page says it lives: the host of
// its <base href> and of the address it gives as its own (page.Page.Own: its canonical link, else
// its og:url) count as its site beside the host it was served from, and those addresses are the page
// itself. A page fetched from a mirror, a cache or a site's former name links its stories on the
// host it names; they are the site's stories all the same. A page served from an address rather
// than a name (an IP address, localhost: a copy kept on one's own machine) that says nothing of
// where it lives has no site of its own to tell its links by; the host that most of its links lead
// to is its site then (linkedHome). A
// page kept by an archive, and each of its links, is read as the address its path holds
// (heldAddress).
func Articles(p *page.Page, known *Shape, now time.Time) []Article {
	links := readPage(p, known)
	if links == nil {
		return []Article{}
	}
	links.readAdjacent(p.Adjacent)
	return pick(links, now)
}

// readAdjacent reads the posts before and after the page that its head names (page.Page.Adjacent):
// each is an article wherever the page links it, as a link labelled as the previous or next article
// is (ruleSequence), and is titled by the headline the head gives it when its links on the page
// give none of their own (a blog's "Article précédent" and "Article suivant" buttons, a picture).
func (p *pageLinks) readAdjacent(posts []page.AdjacentPost) {
	for _, a := range posts {
		canon := page.CanonicalURL(a.URL)
		for _, c := range p.cands {
			if c.form != canon && c.article.URL != canon {
				continue
			}
			c.sequence = true
			if c.titled < titleText {
				c.offerTitle(page.Link{URL: a.URL, Text: a.Title}, headlineText(a.Title), false)
			}
		}
	}
}

// readPage reads the candidates of a parsed page (collectAt): the page lives where it was served
// from and where it says it lives, and a page served from an address (an IP, localhost) lives where
// most of its links lead (linkedHome). It is nil when the page's address does not parse.
func readPage(p *page.Page, known *Shape) *pageLinks {
	base, err := url.Parse(p.URL)
	if err != nil {
		return nil
	}
	var own, baseHref *url.URL
	if u, err := url.Parse(p.Own); err == nil && p.Own != "" {
		own = u
	}
	if u, err := url.Parse(p.Base); err == nil && p.Base != p.URL {
		baseHref = u
	}
	h := readHomes(base, baseHref, own)
	if own == nil && baseHref == nil && isAddress(base.Hostname()) {
		if u := linkedHome(h, p.Links); u != nil {
			h.addSite(u)
		}
	}
	return collectAt(h, p.Links, known)
}

// minLinkedHome is how many links that may lead to articles a host needs to be the home of a page
// served from an address (linkedHome).
const minLinkedHome = 3

// linkedHome returns the host that holds more of the page's links that may lead to articles
// (linkEvidence: not a file, a list or an account) than any other host and than the page's homes
// together, with at least minLinkedHome of them; nil when there is none or two hosts hold as many.
// A page's own stories outnumber what it links elsewhere, and its share buttons name no article.
func linkedHome(h homes, links []page.Link) *url.URL {
	counts := map[string]int{}
	first := map[string]*url.URL{}
	home := 0
	for _, l := range links {
		u, err := url.Parse(l.URL)
		if err != nil || u.Host == "" {
			continue
		}
		if held := heldAddress(u); held != nil {
			u = held
		}
		if linkEvidence(u) < evWeak {
			continue
		}
		if h.onSite(u) {
			home++
			continue
		}
		s := page.Site(u)
		counts[s]++
		if first[s] == nil {
			first[s] = u
		}
	}
	best, tied := "", false
	for s, n := range counts {
		switch {
		case n > counts[best]:
			best, tied = s, false
		case n == counts[best]:
			tied = true
		}
	}
	if best == "" || tied || counts[best] < minLinkedHome || counts[best] <= home {
		return nil
	}
	return first[best]
}

// fallback reports whether pick gives c when no rule takes any candidate of the page: its address
// names an article by itself, a link of the content leads to it, and it is of no other kind.
func (p *pageLinks) fallback(c *linkCandidate) bool {
	return c.evidence == evStrong && c.body && !p.ofAnotherKind(c)
}

// pick asks the rules about each candidate of a page and makes the articles of those taken; when
// none is taken, those fallback gives.
func pick(p *pageLinks, now time.Time) []Article {
	var picked []*linkCandidate
	for _, c := range p.cands {
		if p.judge(c) {
			picked = append(picked, c)
		}
	}
	if len(picked) == 0 {
		for _, c := range p.cands {
			if p.fallback(c) {
				picked = append(picked, c)
			}
		}
	}
	zone := pageZone(p.cands)
	articles := make([]Article, 0, len(picked))
	for _, c := range picked {
		a := c.article
		if a.Title == "" {
			a.Title = TitleFromSlug(&url.URL{Path: c.path})
			if a.Title == "" {
				a.Title = c.path
			}
		}
		a.Published = articleDate(c, zone, now)
		articles = append(articles, a)
	}
	return articles
}

// linkRead is what collectCandidates read of one link, for the marks that read the page's links in
// their order (markStoryBlocks, markTopicRows): its candidate, nil when it has none, and its
// headline text (headlineText) with whether that reads like a headline (headlineLike) or only says
// "Read more" (isMoreLink), each read once.
type linkRead struct {
	c              *linkCandidate
	nav            bool // the link sits in the page's navigation (page.Link.Nav)
	text           string
	headline, more bool
	otherStory     bool // without a candidate: a headline to another site's dated or numbered story
}

// topicRow is how many links named after their labels make a row of topics (markTopicRows).
const topicRow = 4

// markTopicRows marks the candidates whose links stand in a row of at least topicRow links, each
// labelled by a name rather than a headline and leading to an address named after that label or
// naming nothing itself (labelNames), at most one other link between two of them: a row of clubs,
// players, towns or tags, or a menu of desks whose addresses are IDs alone. A story whose headline
// is short stands among headlines, not in such a row.
func markTopicRows(reads []linkRead) {
	var row []*linkCandidate
	last := 0
	closeRow := func() {
		if len(row) >= topicRow {
			for _, c := range row {
				c.topic = true
			}
		}
		row = row[:0]
	}
	for i, r := range reads {
		c := r.c
		named := c != nil && r.text != "" && !r.headline && !r.more && c.labelNames(r.text)
		switch {
		case named && len(row) > 0 && i-last <= 2:
			row, last = append(row, c), i
		case named:
			closeRow()
			row, last = append(row, c), i
		case len(row) > 0 && i-last > 1:
			closeRow()
		}
	}
	closeRow()
}

// labelNames reports whether label, a link's words that are no headline, names c's page as a
// topic's label does: its address is named after the label (namedAfter), or spells no word at all
// (an ID, a hash: "/id/15839121" for "MARKETS", a desk's page at a business channel whose stories
// have the same shape), so that nothing but the label says what the page is, and the label holds no
// digit (a date or a count, "釈迦ヶ岳 （４/１１）", is an item's, a post's of that day). An ID filed
// under a word that says article ("/article/362" for "小星系，大黑洞", filedAsArticle) is a story's,
// however short its headline.
func (c *linkCandidate) labelNames(label string) bool {
	if namedAfter(label, c.nameWords()) {
		return true
	}
	return c.lastSlug() == 0 && c.nameWords() <= 0 && !strings.ContainsFunc(label, unicode.IsDigit) && !filedAsArticle(c.path)
}

// filedAsArticle reports whether an address files its page under a word that says article, right
// before its last segment ("/article/362", "/story/4199.htm", "/news/1353811"): the address says
// what the page is, so a short label does not make it a topic's.
func filedAsArticle(p string) bool {
	folders, _ := lastSegment(p)
	_, folder := lastSegment(folders)
	return articleWords[strings.ToLower(folder)]
}

// storyRun is how many stories make a block of the navigation a list of stories (markStoryBlocks).
const storyRun = 5

// storyGap is how many other links (a desk's name, a picture, a "More") may stand between two
// stories of one block of the navigation.
const storyGap = 2

// markStoryBlocks counts as content the links of the navigation that stand in a block of stories:
// at least storyRun links that each read like a headline, or name by a short label a story their
// address spells (storyBehindLabel: a strip of trending stories, "Salman Khan" to
// "/…/throwback-when-salman-khan-nailed-a-perfect-backflip-dive-into-the-pool/articleshow/79559256.cms"),
// and whose addresses name an article by themselves with a date or a number, or behind a headline
// that is a sentence (storyInMenu), at most storyGap other links between two of them, and at least
// half of the block's links. A list of the latest stories is a list of stories, whatever its
// container is called: a local paper's sidebar, an agenda, a newsroom's menu that shows each desk's
// latest stories under the desk's name. A story of another site (another host of the newsroom,
// which the page does not give: a desk on its own host beside the main one), a headline to an
// address dated or numbered (otherStory), still stands in the block: it counts towards the block
// and keeps it whole, though only the page's own stories become content. A menu's own pages (a
// portal's offices, a campaign's pages) are named by a few words, neither dated nor numbered, and
// a menu of numbered topics or towns is labelled by names, not headlines: both stay the menu's, as
// does a lone headline-like entry between labels.
func markStoryBlocks(reads []linkRead) {
	var block []*linkCandidate // the stories of the block being read
	first, last := 0, 0        // the indexes of its first and last story
	closeBlock := func() {
		if len(block) >= storyRun && 2*len(block) >= last-first+1 {
			for _, c := range block {
				if c != nil {
					c.body = true
				}
			}
		}
		block = block[:0]
	}
	for i, r := range reads {
		c := r.c
		story := storyInMenu(r)
		switch {
		case story && len(block) > 0 && i-last-1 <= storyGap:
			block, last = append(block, c), i
		case story:
			closeBlock()
			block, first, last = append(block, c), i, i
		case len(block) > 0 && (!r.nav || i-last > storyGap):
			closeBlock()
		}
	}
	closeBlock()
}

// otherStory reports whether the text of a link to another site's story, dated or numbered by its
// address, reads like a headline: a story of a block of stories (markStoryBlocks), though not the
// page's own.
func otherStory(text string) bool {
	return headlineLike(headlineText(trimSequenceLabels(cleantext.Words(text))))
}

// sentenceWords is how many words make a link's text a sentence, a story's headline, rather than
// the name of a page (storyInMenu). A civics site's menu of its lessons names them in up to eight
// words ("Das viergeteilte Land – Österreich während der alliierten Besatzung").
const sentenceWords = 9

// storyInMenu reports whether a link of the navigation may be a story of a block of stories
// (markStoryBlocks): its address names an article by itself, with a date or a number
// (datedOrNumbered) behind a headline or a short label of the story the address spells
// (storyBehindLabel), or behind a headline that is a sentence of at least sentenceWords words, or
// a headline its address, a post at the site's root, spells (postSpellsHeadline).
// Sites that name their stories by a slug alone list their latest stories in sidebars too ("Según
// el fiscal del Robo del Siglo, sus autores no fueron Robin Hood" at
// /segun-el-fiscal-del-robo-del-siglo-sus-autores-no-fueron-robin-hood/), while a menu's own pages
// are named in a few words ("Conseil d'administration ComUE", "Droit fondamental et liberté
// publique").
func storyInMenu(r linkRead) bool {
	c := r.c
	if r.nav && c == nil {
		return r.otherStory
	}
	if !r.nav || c.evidence != evStrong {
		return false
	}
	if c.isNumbered() && (r.headline || c.spellsStoryOf(r.text, r.more)) {
		return true
	}
	return r.headline && (letterWords(r.text) >= sentenceWords || postSpellsHeadline(r.text, c.path))
}

// letterWords counts the words of a text that hold a letter or a digit: a dash or a quotation mark
// standing alone is no word.
func letterWords(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.ContainsFunc(f, letterOrDigit) {
			n++
		}
	}
	return n
}

// homes is where a page lives, read once for all its links: the address it was served from, and the
// addresses it gives as its own (see Articles), each with what its address says of the links that
// lead back to it. Another host of the same organisation is another site (a desk's subdomain, a
// national edition's host on a regional edition's page), as the sample's same-host rule has it.
type homes struct {
	sites []string  // the page.Site of the served address, its <base href> and its own addresses
	pages []ownPage // the served address's first, then its own addresses'
	self  []string  // the page.CanonicalURL of the served address and of its own addresses
}

// readHomes reads the homes of a page served at base, with its <base href> and the address it gives
// as its own, each nil when it has none; the address an archive's copy holds (heldAddress) is its
// own too.
func readHomes(base, baseHref, own *url.URL) homes {
	h := homes{sites: []string{page.Site(base)}, pages: []ownPage{readOwnPage(base)}, self: []string{page.CanonicalURL(base.String())}}
	if baseHref != nil {
		h.addSite(baseHref)
	}
	if own != nil {
		h.addOwn(own)
	}
	for _, u := range []*url.URL{base, own} {
		if u == nil {
			continue
		}
		if held := heldAddress(u); held != nil {
			h.addOwn(held)
		}
	}
	return h
}

// addOwn adds u to the addresses the page gives as its own.
func (h *homes) addOwn(u *url.URL) {
	h.addSite(u)
	h.pages = append(h.pages, readOwnPage(u))
	h.self = append(h.self, page.CanonicalURL(u.String()))
}

// heldAddress returns the whole address that u's path holds, as an archive writes the copy it keeps
// of a page ("/web/20130307194448/http://the-pain.net/kontakt" on web.archive.org), with u's query;
// nil when its path holds none, or an address of u's own site (a link written wrongly,
// "/trojmiasto/https://trojmiasto.wyborcza.pl/…", leads nowhere else). A page kept in an archive
// links the copies of its site's pages and of other sites' alike, all on the archive's host and
// each numbered by the time it was kept: the address a copy holds says which site and which page it
// is.
func heldAddress(u *url.URL) *url.URL {
	p := u.Path
	i := strings.Index(p, "/http:/")
	if j := strings.Index(p, "/https:/"); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i < 0 {
		return nil
	}
	scheme, rest, _ := strings.Cut(p[i+1:], ":")
	raw := scheme + "://" + strings.TrimLeft(rest, "/")
	if u.RawQuery != "" {
		raw += "?" + u.RawQuery
	}
	held, err := url.Parse(raw)
	if err != nil || !strings.Contains(held.Hostname(), ".") || page.Site(held) == page.Site(u) {
		return nil // no address, or a link of the site written wrongly, not an archive's copy
	}
	return held
}

// redirectTarget returns the address a click counter's query sends the reader on to
// ("/tools/redirect_log.html?url=http://post.naver.com/viewer/postView.nhn?volumeNo=12182737"), or
// nil when its query holds no whole address.
func redirectTarget(u *url.URL) *url.URL {
	if !strings.Contains(u.RawQuery, "http") {
		return nil
	}
	for _, vs := range u.Query() {
		for _, v := range vs {
			if !strings.HasPrefix(v, "http://") && !strings.HasPrefix(v, "https://") {
				continue
			}
			if t, err := url.Parse(v); err == nil && strings.Contains(t.Hostname(), ".") {
				return t
			}
		}
	}
	return nil
}

// addSite adds u's site to the page's, once.
func (h *homes) addSite(u *url.URL) {
	if s := page.Site(u); !slices.Contains(h.sites, s) {
		h.sites = append(h.sites, s)
	}
}

// onSite reports whether u is on one of the page's sites (page.Site).
func (h homes) onSite(u *url.URL) bool {
	return slices.Contains(h.sites, page.Site(u))
}

// isPage reports whether canon, a page.CanonicalURL, is the page itself or u the page in another
// view (isViewOfPage), under any of its addresses.
func (h homes) isPage(canon string, u *url.URL) bool {
	return slices.Contains(h.self, canon) || slices.ContainsFunc(h.pages, func(o ownPage) bool { return o.isView(u) })
}

// isAddress reports whether a host is an address rather than a name: an IP address, or a name
// under no public suffix ("localhost"), which no one registered.
func isAddress(host string) bool {
	if net.ParseIP(host) != nil {
		return true
	}
	_, err := registeredDomain(host)
	return err != nil
}

// registeredDomain is the domain a host's owner registered, under its public suffix.
func registeredDomain(host string) (string, error) {
	return publicsuffix.EffectiveTLDPlusOne(strings.ToLower(strings.TrimSuffix(host, ".")))
}

// datedOrNumbered reports whether a path dates its page or numbers it: a date (/2023/11/02/,
// 20231102, 2023-11-02-...) or a number of five digits or more, alone or in a segment
// (/d-7005570/, 1581335096_567549.html, article251370982). A newsroom's stories on its other hosts
// have one; its other hosts' games, shops and advertisers' pages, named by a slug alone, do not.
func datedOrNumbered(p string) bool {
	pp := splitPath(p)
	if pp.dated() {
		return true
	}
	for _, s := range pp.segs {
		for _, w := range numberWords(s) {
			if allDigits(w) && len(w) >= 5 || idPrefix(w) != "" && digitCount(w) >= 5 {
				return true
			}
		}
	}
	return false
}

// numberWords splits a segment into the words where datedOrNumbered looks for a number: a slug's
// words (slugWords), a comma parting them as a dash does. Newsrooms write an article's ID between
// commas ("news-ligue-1-boateng,nId,5225342", "7,114883,27025667,ziemniaki",
// "eurocash-rusza,198264", "8156148,dezubekizacja"): the number is the ID all the same.
func numberWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '+' || r == ' ' || r == ',' })
}

// isViewOfPage reports whether u is the page at base itself in another view: the same path with a
// query of its own ("?replytocom=2058226", "?view=print", "?page=2", "?nb=10"), when the page's path
// names an item by itself. An article page's own address with a query is its comments, its print
// view or its next page, not another article. A list's path ("/", "/news.php") is left alone: its
// articles may be its own path with an ID in the query ("/?p=128290"). A view keeps the page's own
// query and adds to it: where the page's query names its item ("news_lang.php?ArtNr=335853",
// "article.php?id=4411"), its path is the script that shows every article, and the same path with
// another value of the page's own parameters is another article.
//
// The page's own item under another path is the page in another view too (ownPage.elsewhere), and
// so is a part of it under its own address (ownPage.part) or under its own slug continued
// (ownPage.continued: a reader's comment, a print view).
func isViewOfPage(base, u *url.URL) bool {
	return readOwnPage(base).isView(u)
}

// ownPage is what a page's own address says of the links that may lead back to it, read once for
// all its links.
type ownPage struct {
	base         *url.URL
	query        url.Values
	item         bool   // its path names an item by itself
	itemEnd      string // "/" and its last segment, when that names its article by itself (a slug or an ID)
	itemPath     string // its path without a trailing slash, when itemEnd is set
	slug         string // its last segment without an extension, when that is a slug of ownSlugWords words or more
	unnamed      bool   // its last segment, which names its article, has no word without a digit ("c1013-31153719")
	numericQuery bool   // its query names its item by numbers alone
}

func readOwnPage(base *url.URL) ownPage {
	o := ownPage{base: base, query: base.Query()}
	ev := pathEvidence(base.Path)
	o.item = ev >= evWeak || base.RawQuery != "" && linkEvidence(base) == evStrong
	o.numericQuery = base.RawQuery != "" && numbersOnly(o.query)
	if pp := splitPath(base.Path); ev == evStrong && !pp.index && len(pp.segs) > 0 {
		last := pp.segs[len(pp.segs)-1]
		if k := kindOf(last, 0); (k == segSlug || k == segID) && utf8.RuneCountInString(last) >= 8 {
			trimmed := strings.TrimSuffix(base.Path, "/")
			o.itemEnd = trimmed[strings.LastIndexByte(trimmed, '/'):]
			o.itemPath = trimmed
			switch n := lastSlugWords(trimmed); {
			case n >= ownSlugWords:
				o.slug = trimExtension(o.itemEnd[1:])
			case n == 0:
				o.unnamed = true
			}
		}
	}
	return o
}

// isView reports whether u is the page itself in another view (see isViewOfPage).
func (o ownPage) isView(u *url.URL) bool {
	if page.Site(u) != page.Site(o.base) {
		return false
	}
	if strings.TrimSuffix(u.Path, "/") != strings.TrimSuffix(o.base.Path, "/") {
		return o.elsewhere(u) || o.part(u)
	}
	if u.RawQuery == o.base.RawQuery {
		// The page itself under the site's other name, with "www." or without.
		return !strings.EqualFold(u.Host, o.base.Host)
	}
	return u.RawQuery != "" && o.item && keepsQuery(o.query, u.Query())
}

// elsewhere reports whether u, on the page's site at another path, names the article of the page
// itself: its comments, a copy to share, its print view or its translation. Either u's path ends in
// the page's own last segment when that names the article by itself (a slug or an ID:
// "/komentar/2023/11/02/213419026/menhub-bocorkan-harga-tiket" beside "/read/2023/11/02/...",
// "/uk/news/1906059-parlament-moldovi" beside "/ru/news/1906059-parlament-moldovi"), or u is a
// script beside the page's with the page's own query, whose values are all numbers
// ("news_lang_druck.php?ArtNr=335853" beside "news_lang.php?ArtNr=335853").
func (o ownPage) elsewhere(u *url.URL) bool {
	if o.base.RawQuery != "" {
		return o.numericQuery && u.RawQuery == o.base.RawQuery && path.Dir(u.Path) == path.Dir(o.base.Path)
	}
	return o.itemEnd != "" && strings.HasSuffix(strings.TrimSuffix(u.Path, "/"), o.itemEnd)
}

// part reports whether u, on the page's site, is a part of the page's own article: its address
// continued by a segment of its own (a post's pictures, each on a page of its own,
// "/2018/05/24/barbour-coastal/barbourxiloveponys2/"; its comments or trackback,
// "…/silkroad-roc-mountain-quests-und-npcs.html/trackback"; "…/comment-page-2"), or by a page
// number after a letter ("…-izmirden-goruntuler-2196g-p22.htm" of "…-izmirden-goruntuler-2196g.htm",
// "…_p3"). A story's pieces are the story, not other stories, however many of them its page links.
// A bare number after the page's own slug is left alone: a blog gives "-2" to a later post of the
// same name. So is an address under the page that names a story by itself (a date, a long slug): a
// section may have a slug for its name, "/world/middle-east-crisis-latest-news/2024/05/04/…". After
// an address that names its article by numbers alone ("c1013-31153719.html"), a number of one or
// two digits is a page of it ("c1013-31153719-2.html"): there is no name to share.
func (o ownPage) part(u *url.URL) bool {
	if o.itemPath == "" {
		return false
	}
	p := strings.TrimSuffix(u.Path, "/")
	if rest, ok := strings.CutPrefix(p, o.itemPath); ok && len(rest) > 1 && rest[0] == '/' {
		// A story of its own under the page (a date, a long slug) says the page is a list.
		return pathEvidence(rest) != evStrong
	}
	if o.continued(p) {
		return true
	}
	rest, ok := strings.CutPrefix(trimExtension(p), trimExtension(o.itemPath))
	if !ok || len(rest) < 2 || rest[0] != '-' && rest[0] != '_' {
		return false
	}
	if o.unnamed && len(rest) <= 3 && allDigits(rest[1:]) {
		return true // "c1013-31153719-2.html" of "c1013-31153719.html": no name for a later post to share
	}
	return len(rest) >= 3 && (rest[1] == 'p' || rest[1] == 'P') && allDigits(rest[2:])
}

// ownSlugWords is how many words of a slug the page's own last segment needs for an address that
// continues it to be a part of the page (ownPage.continued).
const ownSlugWords = 4

// viewWords name, as the first word after the page's own slug, a view of the page: its print
// version, its next page, its comments.
var viewWords = words2set(`print druck drucken imprimir imprimer stampa page seite pagina comments comment kommentare amp`)

// continued reports whether the last segment of path p goes on from the page's own, when that is a
// slug of ownSlugWords words or more: in another folder, by words with a number ("/social/NAME/<the
// page's slug>_111734027.html", a reader's comment; "/region/<the page's slug>_box--1088467669.html",
// a box of it), and in the page's own folder by a word that names a view of it (viewWords: "<the
// page's slug>,PRINT", "<the page's slug>_page_2"). Other words after the slug make another story
// ("council-approves-the-budget-draft" beside "council-approves-the-budget"), and a bare number after
// it in the page's own folder is a later post of the same name, as in part.
func (o ownPage) continued(p string) bool {
	if o.slug == "" {
		return false
	}
	_, last := lastSegment(p)
	seg := trimExtension(last)
	if len(seg) < len(o.slug)+2 || !strings.EqualFold(seg[:len(o.slug)], o.slug) || !strings.ContainsRune("-_,", rune(seg[len(o.slug)])) {
		return false
	}
	rest := strings.ToLower(seg[len(o.slug):])
	if path.Dir(p) != path.Dir(o.itemPath) {
		return hasDigit(rest)
	}
	words := numberWords(rest)
	return len(words) > 0 && viewWords[words[0]]
}

// trimExtension is p without a page's extension (isExtension) at its end.
func trimExtension(p string) string {
	if i := strings.LastIndexByte(p, '.'); i > strings.LastIndexByte(p, '/') && isExtension(p[i+1:]) {
		return p[:i]
	}
	return p
}

// numbersOnly reports whether a query has parameters and each of them, tracking aside, holds a
// number: an item's ID, not a list's choices.
func numbersOnly(q url.Values) bool {
	n := 0
	for k, vs := range q {
		if page.TrackingParam(strings.ToLower(k)) {
			continue
		}
		for _, v := range vs {
			if !allDigits(v) {
				return false
			}
		}
		n++
	}
	return n > 0
}

// keepsQuery reports whether query q holds every parameter of own, the page's query, with the same
// value: q is the page's address with more parameters, not another item of its script.
func keepsQuery(own, q url.Values) bool {
	for k, vs := range own {
		if page.TrackingParam(strings.ToLower(k)) {
			continue
		}
		if !slices.Equal(q[k], vs) {
			return false
		}
	}
	return true
}

// articleKey is what two addresses of one article share, so that a page's article is given once
// however its links write it (u is a page.CanonicalURL, parsed): the site and the path without a
// trailing slash ("/story/shotspotter-leak" and "/story/shotspotter-leak/"), and the query's
// parameters in their order ("news.php?lang=173&cat=155&newid=13177" and
// "news.php?lang=173&newid=13177&cat=155"). When the path names an article by itself (a date, an
// ID, a long slug), the query is no part of it: it says where the link was placed
// ("?from=today01", "?ref=veja-tambem", "?ntype=RANKING", "?fm=entry_awc", "?rel=mas"), not which
// article it leads to.
func articleKey(u *url.URL) articleID {
	key := articleID{site: page.Site(u), path: strings.TrimSuffix(u.Path, "/")}
	if u.RawQuery == "" || pathEvidence(u.Path) == evStrong {
		return key
	}
	pairs := strings.Split(u.RawQuery, "&")
	slices.Sort(pairs)
	key.query = strings.Join(pairs, "&")
	return key
}

// articleID is what articleKey reads of an address.
type articleID struct{ site, path, query string }

// collectCandidates gathers the addresses of a page served at base that may be articles, each once
// with what its links say, and groups them by shape.
func collectCandidates(base *url.URL, links []page.Link, known *Shape) *pageLinks {
	return collectAt(readHomes(base, nil, nil), links, known)
}

// collectAt is collectCandidates for a page that lives at h.
func collectAt(h homes, links []page.Link, known *Shape) *pageLinks {
	p := &pageLinks{groups: map[string]*shapeGroup{}, folders: map[string]*shapeGroup{}, kinds: map[kindOfAddress]*shapeGroup{}, known: known}
	seen := map[string]*linkCandidate{} // by page.CanonicalURL
	same := map[articleID]*linkCandidate{}
	elsewhere := map[string]bool{} // another site's addresses that name a story with a date or a number
	reads := make([]linkRead, len(links))
	permalinks := map[string]bool{} // the headlines of the page's permalinks (namePermalink)
	own := map[string]bool{}        // the page's own addresses among its links
	var box boxHeading              // the heading of the box the last links stood in, judged once
	for _, o := range h.pages {
		p.ownPaths = append(p.ownPaths, o.base.Path)
	}
	p.host = h.pages[0].base.Hostname()
	for i, l := range links {
		reads[i].nav = l.Nav
		canon := page.CanonicalURL(l.URL)
		c, ok := seen[canon]
		if !ok {
			// First time: judge the address. Those of no use are remembered as nil.
			seen[canon] = nil
			cu, err := url.Parse(canon)
			if err != nil || (cu.Scheme != "http" && cu.Scheme != "https") {
				continue
			}
			// An archive's copy of a page is read as the address it holds (heldAddress).
			ju := cu
			if held := heldAddress(cu); held != nil {
				ju = held
				if h.isPage(page.CanonicalURL(held.String()), held) {
					continue
				}
			}
			if !h.onSite(ju) {
				// Another site's, another host of the page's organisation among them; its stories still
				// stand in the page's blocks of stories (markStoryBlocks).
				if l.Nav && hasDigit(ju.Path) && linkEvidence(ju) == evStrong && datedOrNumbered(ju.Path) {
					elsewhere[canon] = true
					reads[i].otherStory = otherStory(l.Text)
				}
				continue
			}
			if t := redirectTarget(ju); t != nil && !h.onSite(t) {
				continue // a click counter that sends the reader on to another site
			}
			if h.isPage(canon, cu) {
				own[canon] = true
				readOwnPermalink(l, permalinks)
				continue
			}
			ev := linkEvidence(ju)
			if ev < evWeak {
				continue
			}
			key := articleKey(ju)
			if c = same[key]; c != nil {
				// The article again under another form of its address: one article, given once, by
				// its plainest address.
				seen[canon] = c
				if cu.RawQuery == "" && strings.Contains(c.article.URL, "?") {
					c.article.URL = canon
				}
			} else {
				c = &linkCandidate{article: Article{URL: canon}, form: canon, evidence: ev, path: ju.Path, shape: linkShape(ju), sponsored: sponsoredPath(ju.Path)}
				seen[canon], same[key] = c, c
				p.cands = append(p.cands, c)
			}
		}
		if c == nil {
			if l.Nav && elsewhere[canon] {
				reads[i].otherStory = otherStory(l.Text)
			}
			if own[canon] {
				readOwnPermalink(l, permalinks)
			}
			continue
		}
		words := cleantext.Words(l.Text)
		untagged := trimSequenceLabels(words)
		text := headlineText(untagged)
		// A link that is only the label of a link to the previous or next article ("Article
		// suivant") is read as a "Read more" is: no headline, but its article is one.
		more, seqOnly := isMoreLink(text), onlySequenceLabel(words)
		r := linkRead{c: c, nav: l.Nav, text: text, headline: headlineLike(text), more: more || seqOnly}
		reads[i] = r
		c.sequence = c.sequence || untagged != words || seqOnly
		if canon == c.form || c.article.Title == "" {
			// Another form of the address (a referral's teaser) titles the article only when the
			// links of its first form give it no title.
			c.offerTitle(l, text, more)
		}
		if len(text) > len(c.text) {
			c.text = text
		}
		c.heading = c.heading || l.Heading
		if l.Rel != 0 {
			c.readRel(l, text, permalinks)
		}
		c.moreLink = c.moreLink || r.more
		c.menuEntry = c.menuEntry || readMenuEntry(r, l.Heading)
		c.body = c.body || !l.Nav || r.headline && l.Heading
		box.read(l.Box)
		c.sponsored = c.sponsored || sponsoredLabel(text) || sponsoredLabel(l.Context) || box.sponsored
		c.listBox = c.listBox || box.lists
		if c.time == "" {
			c.time = l.Time
		}
		if c.context == "" {
			c.context = l.Context
		}
	}
	markStoryBlocks(reads)
	markTopicRows(reads)
	markPermalinks(p.cands, permalinks)
	p.cutSharedTails()
	p.cutSharedBadges()
	p.cutRankNumbers()
	for _, c := range p.cands {
		c.headline = headlineLike(c.text)
		g := p.groups[c.shape]
		if g == nil {
			g = &shapeGroup{}
			p.groups[c.shape] = g
		}
		g.size++
		if c.evidence == evStrong {
			g.strong++
		}
		if c.headline {
			g.headlines++
		}
		c.folder = folderOf(c.path)
		f := p.folders[c.folder]
		if f == nil {
			f = &shapeGroup{}
			p.folders[c.folder] = f
		}
		f.size++
		if c.headline {
			f.headlines++
		}
		if c.body {
			g.body++
		}
	}
	p.groupKinds()
	markHeadlineLists(reads, h) // after the groups: a list of headlines confirms no other link of its shape
	return p
}

// ruleSeeAll drops a link whose words ask to see all of something (seeAll): "Compare all credit
// cards", "All topics", "Alle Meldungen vom 28.04.2020 zeigen" lead to a list, however their
// address is written.
func ruleSeeAll(_ *pageLinks, c *linkCandidate) verdict {
	if seeAll(c.text) {
		return drop
	}
	return undecided
}

// boxHeading is what the heading of a box says of the links in it, judged once for the run of
// links that stand in the box rather than for each of them.
type boxHeading struct {
	words            string // the heading (page.Link.Box)
	sponsored, lists bool   // it labels the box as paid for (sponsoredBox), or as a list of hubs (listBox)
}

// read judges the heading of the box a link stands in, unless it is the one judged last.
func (b *boxHeading) read(words string) {
	if words != b.words {
		*b = boxHeading{words: words, sponsored: sponsoredBox(words), lists: listBox(words)}
	}
}

// listBoxHeadings are the headings, lower case, of a box that lists a site's series, topics or
// desks rather than stories: "連載" over a business site's columns, "Themen", "Topics".
var listBoxHeadings = map[string]bool{
	"連載": true, "連載一覧": true, "連載・コラム": true, "シリーズ": true, "series": true, "all series": true,
	"topics": true, "all topics": true, "themen": true, "dossiers": true, "tags": true, "categories": true,
	"kategorien": true, "rubriken": true, "ressorts": true, "sections": true, "temas": true,
	"kategori": true, "topik": true, "rubriques": true, "thèmes": true, "专题": true, "专栏": true,
}

// listBox reports whether the heading of a link's box (page.Link.Box) lists series, topics or
// desks (listBoxHeadings).
func listBox(heading string) bool {
	return heading != "" && len(heading) < 40 && listBoxHeadings[strings.ToLower(heading)]
}

// ruleListBox drops a link that stands in a box headed as a list of series, topics or desks
// (listBox: "連載" over "/cio/sp_19_win10migration") when its address does not name an article by
// itself: the box's entries are the hubs of those series. An entry with a date or a long number in
// its address is an installment, and the next rules weigh it.
func ruleListBox(_ *pageLinks, c *linkCandidate) verdict {
	if c.listBox && c.evidence < evStrong {
		return drop
	}
	return undecided
}

// siteBrand is the name a site's registered domain gives it, lower case: "welt" of www.welt.de,
// "sueddeutsche" of projekte.sueddeutsche.de; "" for an address.
func siteBrand(host string) string {
	d, err := registeredDomain(host)
	if err != nil {
		return ""
	}
	name, _, _ := strings.Cut(d, ".")
	return name
}

// namesBrand reports whether a path's words name the site itself, as one word or as words run
// together ("/mediathek/article163230255/So-empfangen-Sie-den-WELT-Nachrichtensender-im-TV.html",
// "/decouvrir-le-point/…" of lepoint.fr): a page about the site's own services, not a story.
func namesBrand(p, brand string) bool {
	if len(brand) < 3 {
		return false
	}
	words := strings.FieldsFunc(strings.ToLower(p), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for i := range words {
		run := ""
		for j := i; j < len(words) && len(run) < len(brand); j++ {
			run += words[j]
			if run == brand {
				return true
			}
		}
	}
	return false
}
