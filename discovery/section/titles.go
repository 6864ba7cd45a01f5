package section

import (
	"strings"
	"unicode/utf8"
)

// minSharedTail is how many of a page's articles at least must end their titles with the same
// words, set apart, before those words are read as a label of the page's lists (sharedTails).
const minSharedTail = 3

// tailSeparators set a label apart after a headline: "… Sterbehilfe | mehr", "… Canberra | The
// Courier-Mail". A dash is not among them: after it a headline goes on with its own words, an
// author's name or the paper it is quoted from ("… – غسان شربل – الشرق الأوسط").
var tailSeparators = []string{" | ", " ｜ "}

// tailBrackets close a label set in square or lenticular brackets after a headline
// ("…［有料会員限定］", "… [WYWIAD]"), each beside the bracket that opens it. Round brackets are not
// among them: they hold the headline's own words ("… (Video)", "… (ВИДЕО)", a place, an age).
var tailBrackets = map[rune]rune{']': '[', '］': '［', '】': '【'}

// titleTails lists the ends of a title that may be a label set apart from its headline: each part
// from a separator (tailSeparators) to the end, and a bracketed group the title ends with. Each is
// given from its first byte, separator or bracket included.
func titleTails(title string) []string {
	var tails []string
	for _, sep := range tailSeparators {
		for from := 0; ; {
			i := strings.Index(title[from:], sep)
			if i < 0 {
				break
			}
			i += from
			tails = append(tails, title[i:])
			from = i + len(sep)
		}
	}
	last, _ := utf8.DecodeLastRuneInString(title)
	if open, ok := tailBrackets[last]; ok {
		if j := strings.LastIndex(title, string(open)); j > 0 {
			tails = append(tails, title[j:])
		}
	}
	return tails
}

// sharedTails finds the labels a page's lists write after their headlines: the ends of titles
// (titleTails) that at least minSharedTail of its articles share, word for word ("| mehr" after
// each of a public broadcaster's teasers, "| The Courier-Mail" after each headline of a daily's
// most-read list, "［有料会員限定］" after each paid story of a business daily). A headline's own
// words after a dash or in brackets differ from one story to the next; what stands after many
// says how the page lists them (a "more" link, the site's name, a paywall's mark), in any
// language. titles are the page's articles' titles, one each.
func sharedTails(titles []string) map[string]bool {
	count := map[string]int{}
	for _, t := range titles {
		seen := map[string]bool{}
		for _, tail := range titleTails(t) {
			if !seen[tail] {
				seen[tail] = true
				count[tail]++
			}
		}
	}
	shared := map[string]bool{}
	for tail, n := range count {
		if n >= minSharedTail {
			shared[tail] = true
		}
	}
	return shared
}

// cutSharedTail is title without the longest label it ends with that the page's lists share
// (sharedTails), when what is left reads like a headline; else title whole.
func cutSharedTail(title string, shared map[string]bool) string {
	best := ""
	for _, tail := range titleTails(title) {
		if shared[tail] && len(tail) > len(best) {
			if rest := strings.TrimSpace(title[:len(title)-len(tail)]); headlineLike(rest) {
				best = tail
			}
		}
	}
	if best == "" {
		return title
	}
	return strings.TrimSpace(title[:len(title)-len(best)])
}

// cutSharedTails cuts from each of the page's articles' titles the label its lists write after
// their headlines (sharedTails, cutSharedTail).
func (p *pageLinks) cutSharedTails() {
	titles := make([]string, 0, len(p.cands))
	for _, c := range p.cands {
		if c.article.Title != "" {
			titles = append(titles, c.article.Title)
		}
	}
	shared := sharedTails(titles)
	if len(shared) == 0 {
		return
	}
	for _, c := range p.cands {
		c.article.Title = cutSharedTail(c.article.Title, shared)
	}
}

// minSharedBadge is how many of a page's titles at least must end with the same bare subscribers'
// badge before it is read as the lists' mark rather than a headline's last word (cutSharedBadges).
const minSharedBadge = 2

// cutSharedBadges cuts from the page's articles' titles a bare subscribers' badge
// (subscriberBadges) that at least minSharedBadge of them end with, after a space ("Benjamin to
// visit Texas VIP", "… Flug premium"), when what is left reads like a headline. One headline that
// ends with such a word ("Buyers pay a premium") keeps it.
func (p *pageLinks) cutSharedBadges() {
	for _, b := range subscriberBadges {
		mark := " " + b
		var ending []*linkCandidate
		for _, c := range p.cands {
			if t := c.article.Title; len(t) > len(mark) && strings.EqualFold(t[len(t)-len(mark):], mark) {
				ending = append(ending, c)
			}
		}
		if len(ending) < minSharedBadge {
			continue
		}
		for _, c := range ending {
			if t := strings.TrimSpace(c.article.Title[:len(c.article.Title)-len(mark)]); headlineLike(t) {
				c.article.Title = t
			}
		}
	}
}
