package section

import (
	"strings"
	"unicode"
)

// spelling is how a link's text and the slug that names its address's page read against each
// other (readSpelling): the slug's words, those of them the text holds, and the text's words.
type spelling struct{ slug, held, text int }

// readSpelling reads how far seg, a segment of an address, spells text, a link's words: each is
// folded the same way (foldWords: letters without their accents, umlauts as their base vowel, lower
// case), an apostrophe joins the words it stands in ("Don’t" is "dont", as a slug writes it), and a
// number that ends the slug (WordPress's "-2", "-3" for a second page of one name) is no word of it.
func readSpelling(text, seg string) spelling {
	slug := foldWords(trimExtension(seg))
	if n := len(slug); n > 1 && allDigits(slug[n-1]) {
		slug = slug[:n-1]
	}
	words := foldWords(text)
	have := make(map[string]bool, len(words))
	for _, w := range words {
		have[w] = true
	}
	s := spelling{slug: len(slug), text: len(words)}
	for _, w := range slug {
		if have[w] {
			s.held++
		}
	}
	return s
}

// foldWords splits s into its words of letters and digits, folded so that a slug and the text it
// was made from read alike: lower case, accents dropped ("é" is "e": withoutAccents), "ß" as
// "ss", and a vowel followed by an "e" read as the vowel, for a slug may write "ü" as "ue" or "u"
// ("Würzburg" as "wuerzburg" or "wurzburg"). An apostrophe inside a word is dropped.
func foldWords(s string) []string {
	var b strings.Builder
	for _, r := range withoutAccents(s) {
		switch {
		case r == '\'' || r == '’' || r == 'ʼ':
		case r == 'ß':
			b.WriteString("ss")
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteByte(' ')
		}
	}
	words := strings.Fields(b.String())
	for i, w := range words {
		words[i] = foldVowelE(w)
	}
	return words
}

// foldVowelE writes "ae", "oe" and "ue" as "a", "o" and "u" (foldWords).
func foldVowelE(w string) string {
	if !strings.Contains(w, "e") {
		return w
	}
	var b strings.Builder
	var prev byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c == 'e' && (prev == 'a' || prev == 'o' || prev == 'u') {
			prev = 0
			continue
		}
		b.WriteByte(c)
		prev = c
	}
	return b.String()
}

// nameSegment is the segment of a path that names its page in words: its last, or the one before
// an ID and the word naming it ("/news/<slug>/articleshow/79559256.cms", "<slug>/story-2w3cQAz9Ka5qzaPlmYUeEL.html");
// "" when there is none. lastSlugWords counts its words.
func nameSegment(p string) string {
	segs := segments(p)
	i := len(segs) - 1
	if i >= 0 && namedID(trimExtension(segs[i])) {
		i-- // "story-2w3cQAz9Ka5qzaPlmYUeEL.html", "article-20880"
	} else if i >= 0 && hasDigit(segs[i]) && !strings.ContainsAny(segs[i], "-_+") {
		i-- // an ID
		if i >= 0 && !hasDigit(segs[i]) && !strings.ContainsAny(segs[i], "-_+") {
			i-- // the word naming it
		}
	}
	if i < 0 {
		return ""
	}
	return segs[i]
}

// spelledWords is how many words a slug and a headline must share, and spelledShare how much of
// each (in tenths) the other holds, for the address to spell the headline (spellsHeadline).
// Sharing four words lets a standing page's title at the root through (a column's "Letters to the
// Editor", a region's "Pays de la Loire"). Over all the development pages' candidates with words,
// 1,929 of 4,884 stories' addresses spell them and 101 of 4,480 other links' do
// (TestSpelledShareOnDevPages).
const (
	spelledWords = 5
	spelledShare = 7
)

// spellsHeadline reports whether text, a link's words, is a headline the slug that names the
// address p's page spells (readSpelling): at least spelledWords words shared, making at least
// spelledShare tenths of the slug's words and of the headline's (a CMS drops some of a headline's
// small words, or a desk shortens the headline, but keeps most of it). "Business has never been
// better" at "/business-has-never-been-better/", "Polnische Sprungschuhe sorgen für
// Diskussionsstoff – und einen Protest" at "/polnische-sprungschuhe-sorgen-fuer-diskussionsstoff-und-einen-protest/":
// WordPress's "/%postname%/" and most CMSs name a story by its headline. A standing page's label
// ("About us" at "/about-us", "Heard on the Street" at "/news/heard-on-the-street") spells its
// address too, in fewer words than a headline's. A slug that transliterates another script (a
// Japanese headline's romaji) is not read; one in the headline's own script is.
func spellsHeadline(text, p string) bool {
	seg := nameSegment(p)
	if seg == "" || !strings.ContainsAny(seg, "-_+") {
		return false
	}
	s := readSpelling(text, seg)
	return s.held >= spelledWords && s.held*10 >= s.slug*spelledShare && s.held*10 >= s.text*spelledShare
}

// postSpellsHeadline reports whether p, a post at the site's root (one segment, as WordPress's
// "/%postname%/" writes it), spells text, its link's headline (spellsHeadline): a story of a block
// of stories in the navigation (storyInMenu), as a sidebar of a blog or a radio's latest news lists
// them ("Edward Seaga Hospitalized in the United States" at
// "/edward-seaga-hospitalized-in-the-united-states/"). A page the site files under a folder of its
// own (a lesson under its theme, a minister under the cabinet, a campaign under its desk) may spell
// its title as a story does, and is left to the other rules.
func postSpellsHeadline(text, p string) bool {
	root := strings.Trim(p, "/")
	return root != "" && !strings.Contains(root, "/") && spellsHeadline(text, p)
}
