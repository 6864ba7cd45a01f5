package section

// This file reads the words around a section page's links that say what a link is: a label that
// marks it as paid for, a "Read more" that is no headline, and which of its words are the
// headline of its article.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// sponsoredWords are labels that mark a link as paid for, in the languages of the web's news, in
// lower case. A label counts when the link's text or its item starts with it, or when it stands as
// a word of its own in the item ("Anzeige", "広告").
var sponsoredWords = []string{
	"sponsored", "sponsor", "advertisement", "advertorial", "promoted", "paid post", "paid content",
	"partner content", "anzeige", "inserat", "werbung", "publicidad", "patrocinado", "contenido patrocinado",
	"publicité", "sponsorisé", "publieke", "iklan", "konten bersponsor", "विज्ञापन", "प्रायोजित",
	"広告", "[pr]", "【pr】", "(pr)", "pr:", "pr：", "pr |", "pr｜", "プロモーション", "提供",
	"partnered material", "partnered content", "partner material", "in partnership with", "paid partnership",
	"brand content", "branded content", "sponsorizzato", "contenuto sponsorizzato", "gesponsert",
	"publireportage", "publirreportaje", "contenu partenaire", "konten sponsor", "タイアップ", "광고", "협찬",
	"广告", "推广",
}

// sponsoredStems are labels that mark a link as paid for whatever follows them, as words run
// together in Japanese: "スポンサード枠" (a sponsored slot), "スポンサードコンテンツ".
var sponsoredStems = []string{"スポンサード"}

// sponsoredLabel reports whether a link's text or its item's text is labelled as paid for.
func sponsoredLabel(text string) bool {
	if text == "" {
		return false
	}
	t := strings.ToLower(text)
	for _, w := range sponsoredWords {
		// A word that ends in a letter must end where a word of the text ends: "PR:" labels
		// "PR:Neue Konten", "広告" does not label "広告業界".
		last, _ := utf8.DecodeLastRuneInString(w)
		if strings.HasPrefix(t, w) && (len(t) == len(w) || !isLetterAt(t, len(w)) || !unicode.IsLetter(last)) {
			return true
		}
	}
	for _, w := range sponsoredStems {
		if strings.HasPrefix(t, w) {
			return true
		}
	}
	for _, f := range strings.FieldsFunc(t, func(r rune) bool {
		return unicode.IsSpace(r) || r == '|' || r == '｜' || r == '·' || r == '•' || r == ':' || r == '：'
	}) {
		if f == "pr" && strings.ContainsFunc(t, cjk) {
			return true // a badge among words in Japanese, Chinese or Korean: "PR 美人睡眠プロが教える…"
		}
		switch f {
		case "sponsored", "advertisement", "advertorial", "anzeige", "inserat", "werbung", "publicidad", "patrocinado",
			"iklan", "विज्ञापन", "प्रायोजित", "広告", "[pr]", "【pr】", "[広告]", "【広告】":
			return true
		}
	}
	return false
}

// maxSponsoredBoxWords is how many words a box's heading has at most to label its links as paid
// for: "PR", "Sponsored Stories", "Contenido patrocinado", not a headline that speaks of advertising.
const maxSponsoredBoxWords = 3

// sponsoredBox reports whether the heading of the box a link stands in (page.Link.Box) labels what
// it holds as paid for: "PR" over a daily's promotions, "Sponsored Content", "Anzeige", "Publicidad".
func sponsoredBox(heading string) bool {
	if heading == "" || wordCount(heading) > maxSponsoredBoxWords {
		return false
	}
	return strings.EqualFold(heading, "pr") || sponsoredLabel(heading)
}

// cjk reports whether r is written in Chinese, Japanese or Korean script, where a Latin word
// such as "PR" stands apart from the words around it.
func cjk(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// isLetterAt reports whether s holds a letter at byte i.
func isLetterAt(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	for _, r := range s[i:] {
		return unicode.IsLetter(r)
	}
	return false
}

// sponsoredSegments name, as a path segment, a page that is paid for.
var sponsoredSegments = map[string]bool{
	"sponsored": true, "sponsor": true, "sponsors": true, "advertorial": true, "advertorials": true,
	"promoted": true, "paid-post": true, "paidpost": true, "brandcontent": true, "brand-content": true,
	"partner-content": true, "anzeige": true, "anzeigen": true, "iklan": true, "publicidad": true,
	"publicite": true, "werbung": true,
}

// sponsoredPath reports whether a path names a page that is paid for ("/sponsored/..."), or files
// it under a desk of such pages (sponsoredDesk).
func sponsoredPath(p string) bool {
	segs := segments(p)
	for i, s := range segs {
		if sponsoredSegments[strings.ToLower(s)] || i < len(segs)-1 && sponsoredDesk(s) {
			return true
		}
	}
	return false
}

// moreLinks are the texts of links that lead on to an article without naming it, in lower case.
var moreLinks = map[string]bool{
	"read more": true, "read": true, "read on": true, "more": true, "continue reading": true, "read the full story": true, "full story": true,
	"weiterlesen": true, "mehr": true, "mehr lesen": true, "leer más": true, "leer mas": true, "seguir leyendo": true,
	"ver más": true, "lire la suite": true, "en savoir plus": true, "leia mais": true, "saiba mais": true,
	"selengkapnya": true, "baca selengkapnya": true, "baca juga": true, "और पढ़ें": true, "आगे पढ़ें": true,
	"続きを読む": true, "もっと見る": true, "詳しくはこちら": true, "続き": true, "leggi tutto": true, "leggi di più": true,
	"lees meer": true, "czytaj więcej": true, "читать далее": true, "подробнее": true,
}

// isMoreLink reports whether a link's text only says "read more": no headline, whatever it links to.
func isMoreLink(text string) bool {
	t := strings.ToLower(strings.TrimRight(strings.TrimSpace(text), ".…»›>→ "))
	return moreLinks[t]
}

// leadingClock matches a time of day, or a short date, that a list writes before its headlines
// ("08:45 ", "12.05. 14:30 ", "3/23 "), or a whole date with its time ("2019-08-06 11:53:24 "):
// the list's, not the headline's.
var leadingClock = regexp.MustCompile(`^(?:(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[./]\d{1,2}\.?)\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*(?:uhr|h))?\s+`)

// headlineText is a link's text without the time of day a list writes before it, the date it
// writes after it (trimTrailingDate), or a "Previous post" label (trimSequenceLabels).
func headlineText(text string) string {
	if loc := leadingClock.FindStringIndex(strings.ToLower(text)); loc != nil && loc[1] < len(text) {
		text = text[loc[1]:]
	}
	return trimTrailingDate(trimSequenceLabels(text))
}

// sequenceLabels are the labels of the links to the previous and next article that a story page
// writes before or after their headlines, in lower case, in the product's languages and a few more.
var sequenceLabels = []string{
	"previous post", "next post", "previous article", "next article", "previous story", "next story",
	"vorheriger beitrag", "nächster beitrag", "vorheriger artikel", "nächster artikel",
	"article précédent", "article suivant", "artículo anterior", "artículo siguiente",
	"entrada anterior", "entrada siguiente", "siguiente entrada",
	"artikel sebelumnya", "artikel selanjutnya", "berita sebelumnya", "berita selanjutnya",
	"前の記事", "次の記事", "पिछला लेख", "अगला लेख", "पिछली खबर", "अगली खबर", "पिछली ख़बर", "अगली ख़बर",
}

// sequenceMarks are the marks a link to the previous or next article writes around its label
// ("« Article précédent", "Next story →").
const sequenceMarks = " :：-–—|»›«‹<>←→…"

// bylineLabels begin, lower case, a byline that a teaser links to its story beside the headline
// ("Penulis: Khoiruddin Bashori P", "Author: Jane Doe"): a label ending in a colon, in the
// languages of the web's news.
var bylineLabels = []string{
	"by:", "author:", "written by:", "penulis:", "oleh:", "reporter:", "wartawan:", "autor:", "autora:",
	"von:", "par :", "par:", "por:", "auteur:", "लेखक:", "著者：", "著者:", "記者：", "記者:", "文：", "文:", "作者：", "作者:",
}

// maxBylineWords is how many words a byline has at most after its label ("Penulis: Khoiruddin
// Bashori P" has three): more make a headline that begins so.
const maxBylineWords = 5

// onlyByline reports whether a link's words are only a byline (bylineLabels and a name): it names
// the writer, not the story.
func onlyByline(text string) bool {
	if len(text) > 80 {
		return false
	}
	for _, l := range bylineLabels {
		if len(text) > len(l) && strings.EqualFold(text[:len(l)], l) {
			rest := text[len(l):]
			n := wordCount(rest)
			return n >= 1 && n <= maxBylineWords && !strings.ContainsFunc(rest, notInName)
		}
	}
	return false
}

// notInName reports whether r is no character of a person's name as a byline writes it: a name
// has letters, spaces, dots, hyphens, apostrophes and commas between names, not a slash or a
// quotation mark before a column's title ("Por: Phillip Butters / “Candidatitis”").
func notInName(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsMark(r) && !unicode.IsSpace(r) && !strings.ContainsRune(".-'’,&", r)
}

// onlySequenceLabel reports whether a link's words are only the label of a link to the previous or
// next article ("Article précédent", "Next post →"): it names no headline, but the article it links
// is one.
func onlySequenceLabel(text string) bool {
	if len(text) > 40 {
		return false
	}
	t := strings.Trim(text, sequenceMarks)
	for _, l := range sequenceLabels {
		if len(t) == len(l) && strings.EqualFold(t, l) {
			return true
		}
	}
	return false
}

// trimSequenceLabels cuts from a link's text the labels of a link to the previous or next article
// ("Vorheriger Beitrag Previous post: Verschlüsseln Terroristen …", "Apple iMessage Flaw Allows
// Remote Attackers to Read iPhone MessagesNext article"): they say where the article stands, not
// what it is. The text is kept when nothing else would be left.
func trimSequenceLabels(text string) string {
	t := text
	for changed := true; changed; {
		changed = false
		for _, l := range sequenceLabels {
			if len(t) < len(l) {
				continue
			}
			switch {
			case strings.EqualFold(t[:len(l)], l):
				t = strings.TrimLeft(t[len(l):], " :：-–—|»›")
				changed = true
			case strings.EqualFold(t[len(t)-len(l):], l):
				t = strings.TrimRight(t[:len(t)-len(l)], " :：-–—|«‹")
				changed = true
			}
			if changed {
				break
			}
		}
	}
	if strings.TrimSpace(t) == "" {
		return text
	}
	return t
}

// trailingDate matches a date at the end of a link's text, after the headline: "7 April 2020",
// "14 septembre 2019", "April 7, 2020", "7. Mai 2024", "07.04.2020", "2020-04-07", "2020年4月7日", each
// with a time of day or not, and with a label that says published or updated before it or not
// ("Publié le 8 juillet", "Diperbarui 4 Mei 2024"). Month names are checked against monthByName.
var trailingDate = regexp.MustCompile(`(?i)[\s,;|·•–—-]+` +
	`(?:(publié|publiée|published|posted|updated|mis à jour|veröffentlicht|aktualisiert|publicado|actualizado|diterbitkan|diperbarui|प्रकाशित|अपडेट|公開|更新)(?:\s+(?:le|on|am|el|pada|:))?\s*)?` +
	`(?:(\d{1,2})\.?\s+(?:de\s+)?([\p{L}\p{M}]+)\.?(?:,?\s+(?:de\s+)?(\d{4}))?` +
	`|([\p{L}\p{M}]+)\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?` +
	`|\d{1,2}[./]\d{1,2}[./](\d{4})` +
	`|(\d{4})(?:[-/]\d{1,2}[-/]\d{1,2}|年\d{1,2}月\d{1,2}日))` +
	`(?:,?\s*(?:um\s+|à\s+|at\s+)?\d{1,2}[:h.]\d{2}(?:\s*(?:uhr|h|am|pm))?)?\s*$`)

// trailingDateSpan is the most bytes a date at the end of a link's text takes with its label
// ("veröffentlicht am 14. September 2019, 14:30 Uhr", "प्रकाशित 7 अप्रैल 2020").
const trailingDateSpan = 96

// trimTrailingDate cuts the date a list writes after a headline ("Coronavirus wreaks havoc in
// African American neighbourhoods 7 April 2020", "… délinquants 14 septembre 2019", "… à partir de
// 13h30 Publié le 8 juillet"): the date is the item's, the headline is what comes before it. A date
// written with a month's name counts with a year or after a label that says published; a day and a
// month alone at the end ("Vote moved to May 4") may be the headline's own words. The text is kept
// whole when little of a headline would be left.
func trimTrailingDate(text string) string {
	// A date and its label take at most trailingDateSpan bytes: only the text's end is searched, and
	// only when it holds a digit (every form of a date has one).
	from := max(0, len(text)-trailingDateSpan)
	for from > 0 && !utf8.RuneStart(text[from]) {
		from--
	}
	if !strings.ContainsAny(text[from:], "0123456789") {
		return text
	}
	m := trailingDate.FindStringSubmatchIndex(text[from:])
	if m == nil {
		return text
	}
	for i := range m {
		if m[i] >= 0 {
			m[i] += from
		}
	}
	group := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return text[m[2*i]:m[2*i+1]]
	}
	label := group(1) != ""
	switch {
	case group(3) != "": // day, month's name
		if _, ok := monthByName[strings.ToLower(group(3))]; !ok || group(4) == "" && !label {
			return text
		}
	case group(5) != "": // month's name, day
		if _, ok := monthByName[strings.ToLower(group(5))]; !ok || group(7) == "" && !label {
			return text
		}
	}
	rest := strings.TrimSpace(text[:m[0]])
	if !headlineLike(rest) || endsInLinkWord(rest) {
		return text
	}
	return rest
}

// endsInLinkWord reports whether text ends in a word of at most three lower-case letters ("per",
// "on", "by", "le", "am", "vom"): a date after it is governed by it, and so the headline's own
// ("Harga BBM turun per 1 November 2023"). Scripts without case have no such words.
func endsInLinkWord(text string) bool {
	w := text[strings.LastIndexFunc(text, unicode.IsSpace)+1:]
	n := 0
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
		n++
	}
	return n > 0 && n <= 3
}

// titleRank is how far what a link says may be believed as its article's headline: a heading's
// words before an anchor's, an anchor's before a picture's caption, which are before nothing.
type titleRank int8

const (
	titleNone     titleRank = iota // no title yet, or a "Read more"
	titleWordless                  // the alt text of a picture, or an aria-label: a caption
	titleText                      // the words an anchor shows
	titleHeading                   // the words of a heading
)

// linkHeadline is the headline a link gives its article, and its rank, from text (the link's
// words, headlineText) and what the link says of its markup. A teaser's anchor often holds more
// than its headline: a kicker, a lead, a byline, a date, a counter. The headline is then
//
//   - the text of the element the anchor's markup names its headline (page.Link.Headline: a
//     heading, or an element whose class names a title, without a kicker inside it), when it
//     reads like a headline or ends the anchor's words after others (afterKicker: "Lewis Hamilton
//     Der Überflieger", a kicker over a short headline); a short one before other words is a
//     kicker written as a heading ("<h3>Legende</h3><p>22. September …</p>"), and the anchor's
//     words are kept;
//   - and of these, the whole headline its title attribute (page.Link.Title) gives when the words
//     are that headline cut short with an ellipsis (cutShort: "Rincian Harga Emas Hari Ini di...");
//   - or the part its title attribute names, when that reads like a
//     headline and the words hold it whole with others around it ("[ October 24, 2020 ] Sunday
//     Snows May See Accumulation Audio", "Mastercard-Leak Zweite Datei … aufgetaucht"), or when
//     the words do not read like a headline themselves and are not part of the title ("Weiter", a
//     desk's name, a picture's file name; not the "Permalink to" of a title that holds them).
func linkHeadline(l page.Link, text string, more bool) (string, titleRank) {
	if more || text == "" {
		return "", titleNone
	}
	t, rank := linkHeadlineOf(l, text)
	if !strings.ContainsFunc(t, letterOrDigit) || onlyDate(t) || onlySequenceLabel(t) || onlyByline(t) {
		// Marks alone (the arrow left of "← Previous story"), only when the post was written (its
		// permalink "an hour ago", a day's page "Friday, June 28, 2019"), or only where it stands
		// ("Article suivant", when no title attribute names it): no headline.
		return "", titleNone
	}
	return t, rank
}

// linkHeadlineOf is linkHeadline of a link with words that is no "Read more".
func linkHeadlineOf(l page.Link, text string) (string, titleRank) {
	text = trimReadAlso(text)
	rank := titleText
	switch {
	case l.Wordless:
		rank = titleWordless
	case l.Heading:
		rank = titleHeading
	}
	if l.Headline != "" && l.Headline != l.Text {
		if h := trimReadAlso(headlineText(l.Headline)); h != "" && (headlineLike(h) || afterKicker(l.Text, l.Headline)) {
			text, rank = h, titleHeading
		}
	}
	title := withoutLinkTo(l.Title)
	if title == "" || title == text || title == l.Text {
		return text, rank
	}
	t := headlineText(title)
	if cutShort(text, t) || t != "" && headlineLike(t) &&
		(holdsHeadline(text, t) || !headlineLike(text) && !holdsHeadline(t, text)) {
		return t, max(rank, titleText)
	}
	return text, rank
}

// linkToWords are the words a publishing system's theme writes before a headline in a link's title
// attribute ("Permalink to …", "Lien vers …"), lower case, in the languages of the pages and of
// Broadsheet's readers, longest first where one begins another.
var linkToWords = []string{
	"permanent link to", "permalink to", "link to",
	"permalink zu", "permalink auf", "link zu",
	"lien permanent vers", "lien vers",
	"enlace permanente a", "enlace a",
	"link permanente para", "link permanente a", "link para",
	"tautan permanen ke", "tautan ke", "permalink ke",
}

// withoutLinkTo is a link's title attribute without the words a theme writes before the headline
// it holds (linkToWords): "Permalink to Sunday Snows May See Accumulation" holds "Sunday Snows May
// See Accumulation", as do "Lien vers …" and "Permalink zu …". A title that is only those words
// stays as it is.
func withoutLinkTo(title string) string {
	for _, w := range linkToWords {
		if len(title) <= len(w)+1 || !strings.EqualFold(title[:len(w)], w) {
			continue
		}
		if c := title[len(w)]; c == ' ' || c == ':' {
			if rest := strings.TrimLeft(title[len(w):], " :"); rest != "" {
				return rest
			}
		}
	}
	return title
}

// cutShort reports whether text is whole cut short: it ends with an ellipsis ("…", "...") after at
// least cutShortLetters letters, and whole begins with the words before it, whatever their case
// and spacing, and goes on. A teaser's list cuts its headlines so, and the link's title attribute
// gives them whole ("Paramount Triumphs In ‘La Dolce Vita’ Copyright …").
func cutShort(text, whole string) bool {
	if end := strings.TrimRightFunc(text, unicode.IsSpace); !strings.HasSuffix(end, "…") && !strings.HasSuffix(end, "...") {
		return false // most words end without an ellipsis: nothing is lowered or joined for them
	}
	head, ok := cutEllipsis(text)
	if !ok {
		return false
	}
	whole, _ = cutEllipsis(whole) // a longer cut is still more of the headline
	return utf8.RuneCountInString(head) >= cutShortLetters && len(whole) > len(head) && strings.HasPrefix(whole, head)
}

// cutEllipsis gives s in lower case, its spaces collapsed, without an ellipsis at its end and the
// punctuation before it, and whether it had one.
func cutEllipsis(s string) (string, bool) {
	s = strings.Join(strings.Fields(strings.ToLower(s)), " ")
	head, ok := strings.CutSuffix(s, "…")
	if !ok {
		head, ok = strings.CutSuffix(s, "...")
	}
	if !ok {
		return s, false
	}
	return strings.TrimRight(head, " ,;:-–"), true
}

// cutShortLetters is how many characters a headline cut short keeps at least (cutShort): fewer
// say too little to tell it from another.
const cutShortLetters = 12

// holdsHeadline reports whether text holds headline whole, as words of its own, with other words
// around it (a kicker, a date, a lead, a desk), whatever their case: not a headline cut within a
// word ("Arrestation d'un terroriste conda" of "… condamné à 36 ans"), nor one cut at a word that
// the text goes on in the same sentence, with a word in lower case ("Al Karama Holding lance un
// avis de" of "… un avis de vente par négociation directe …"). A headline that ends with a colon
// only leads in to what follows it ("Neue Brücke in Genua:"). A date run into the headline ("22
// сентября 2021«Настоящий» Роналдо …", "2021Серия А. …") is a word apart: a cut within a word
// has letters on both sides.
func holdsHeadline(text, headline string) bool {
	if headline == "" || len(headline) >= len(text) || strings.HasSuffix(headline, ":") || strings.HasSuffix(headline, "：") {
		return false
	}
	lt, lh := strings.ToLower(text), strings.ToLower(headline)
	first, _ := utf8.DecodeRuneInString(lh)
	last, _ := utf8.DecodeLastRuneInString(lh)
	for from := 0; ; {
		i := strings.Index(lt[from:], lh)
		if i < 0 {
			return false
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(lt[:i])
		after, _ := utf8.DecodeRuneInString(lt[i+len(lh):])
		if (!sameWord(before, first) || runInto(text, lt, i)) && !sameWord(last, after) &&
			!goesOn(text[i+len(lh):]) {
			return true
		}
		from = i + 1
	}
}

// runInto reports whether the headline found at byte i of lt, text in lower case, begins with a
// capital right after a small letter of text: a kicker set apart by the page's style and run into
// the headline by its words ("Business AviationFerryflug endet …"), as a date run into it is.
func runInto(text, lt string, i int) bool {
	if len(lt) != len(text) || i == 0 {
		return false // a letter changed its length in lower case: the offsets are not text's
	}
	b, _ := utf8.DecodeLastRuneInString(text[:i])
	f, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLower(b) && unicode.IsUpper(f)
}

// goesOn reports whether rest, the words after a headline, go on with its sentence: its first
// letter is in lower case ("… un avis de vente par …"), where a lead, a byline or a desk would start
// with a capital and a date with a digit.
func goesOn(rest string) bool {
	for _, r := range rest {
		switch {
		case unicode.IsLower(r):
			return true
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			return false
		}
	}
	return false
}

// sameWord reports whether two runes side by side are of one word: letters both, or digits both
// (utf8.RuneError stands for the text's edge).
func sameWord(a, b rune) bool {
	letter := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsMark(r) }
	return letter(a) && letter(b) || unicode.IsDigit(a) && unicode.IsDigit(b)
}

// offerTitle gives c the headline a link of it offers (linkHeadline) when it ranks higher than the
// title c has from its earlier links (readsBetter): a heading's words before an anchor's, an
// anchor's before a picture's caption. Among links that rank alike, the first one's words are kept
// unless they do not read as a headline and the later one's do.
func (c *linkCandidate) offerTitle(l page.Link, text string, more bool) {
	if t, r := linkHeadline(l, text, more); readsBetter(c.article.Title, c.titled, t, r) {
		t = keepSlugDate(t, []string{l.Text, l.Headline, l.Title}, c.path)
		t = trimTrailingTime(trimBracketedDate(cutLeadingDate(t)))
		c.article.Title, c.titled = trimListMarks(trimBadge(trimInvisible(t))), r
	}
}

// listMarks are the bullets and arrows a list writes before its headlines; none of them opens a
// quotation, as "«", "»" and "„" do.
const listMarks = "•‣◦▪■□▶►▸▹◆◇●○→⇒>"

// trimListMarks cuts the bullets and arrows a list writes before a headline ("•MH17 crash: …",
// "> GPA flags govt’s obsession …", ">>> Zulieferer FACC …", "→ Article suivant …"): they mark the list's
// item, not the story's words. The text is kept whole when what is left would not read like a
// headline.
func trimListMarks(text string) string {
	t := strings.TrimLeft(text, listMarks+" ")
	if t == text || !headlineLike(t) {
		return text
	}
	return t
}

// readAlsoLabels lead in, in lower case, to a link to another story that a page sets among its own
// words or lists: "MORE: …", "Zie ook: …", "Te puede interesar: …".
var readAlsoLabels = []string{
	"more", "read more", "read also", "see also", "related", "also read", "read next",
	"lesen sie auch", "lesen sie mehr", "mehr zum thema", "auch interessant", "zie ook", "lees ook", "lees meer",
	"te puede interesar", "lee también", "lea también", "ver también", "leia também", "veja também",
	"lire aussi", "à lire aussi", "voir aussi", "leggi anche", "czytaj też", "czytaj także", "zobacz też",
	"читайте также", "читайте також", "baca juga", "baca selengkapnya", "यह भी पढ़ें", "ये भी पढ़ें",
	"あわせて読みたい", "関連記事", "관련기사",
}

// trimReadAlso cuts from the head of a link's text a label that leads in to another story ("MORE:
// Haley spars with Republican rivals …", "Zie ook: Vijf vragen over GP Rusland", "Te puede
// interesar: Israel advirtió …"): the label says why the link is there, not what the story is. It
// counts followed by a colon, a full stop or a dash; the text is kept when nothing would be left.
func trimReadAlso(text string) string {
	for _, l := range readAlsoLabels {
		if len(text) <= len(l) || !strings.EqualFold(text[:len(l)], l) {
			continue
		}
		rest := strings.TrimLeft(text[len(l):], " ")
		r, size := utf8.DecodeRuneInString(rest)
		switch r {
		case ':', '：', '.', '-', '–', '—', '|':
			if t := strings.TrimLeft(rest[size:], " :：.-–—|"); t != "" {
				return t
			}
		}
	}
	return text
}

// letterOrDigit reports whether r is a letter or a digit of any script.
func letterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// afterKicker reports whether a link's words end with the headline its heading holds, after
// other words: a kicker above the headline ("Lewis Hamilton" over "Der Überflieger"), whose
// headline is the heading's however short.
func afterKicker(text, headline string) bool {
	rest, ok := strings.CutSuffix(text, headline)
	return ok && strings.TrimSpace(rest) != "" && strings.HasSuffix(rest, " ")
}

// seeAllVerbs ask, as a link's first word, to see something: "See all", "Compare all", "Voir
// tous", "Lihat semua". allWords are the words for "all" after them, or alone before a list's
// name ("All topics", "Todas las noticias"), and allArticles the articles a language writes after
// "all" ("tous les", "todas las").
var (
	seeAllVerbs = words2set(`see view show browse compare explore discover voir ver veja vedi lihat bekijk bekijken`)
	allWords    = words2set(`all alle tous toutes todos todas tutti tutte semua सभी`)
	allArticles = words2set(`les los las os as gli le the`)
)

// seeAllLimit is how many words a call to see all of something has at most: "Compare all savings
// accounts", "View all featured blog posts", "Alle Meldungen vom 28.04.2020 zeigen". A headline
// that begins so says more ("See all 43,634 foreclosed Detroit homes in one place").
const seeAllLimit = 6

// seeAll reports whether a link's words ask to see all of something, which leads to a list: a
// verb to see and "all" ("See all", "Compare all credit cards", "Voir toutes les vidéos", "Lihat
// semua"), "all" and a list's name alone ("All topics", "Tous les pays", "Alle Artikel"), or, in
// German, "alle" … "anzeigen" ("Alle Meldungen vom 28.04.2020 zeigen"); in Japanese, a name and
// "一覧" ("記事一覧", "ニュース一覧を見る").
func seeAll(text string) bool {
	t := strings.TrimRight(strings.TrimSpace(text), ".…»›>→ ")
	if strings.HasSuffix(t, "一覧") || strings.HasSuffix(t, "一覧を見る") || strings.HasSuffix(t, "一覧へ") {
		return utf8.RuneCountInString(t) <= 12
	}
	// Most links begin with neither word: the first is read before the others are split.
	first, _, _ := strings.Cut(t, " ")
	var buf [16]byte
	if len(first) > len(buf) {
		return false
	}
	w := cleantext.AppendLowerASCII(buf[:0], first)
	verb, all := seeAllVerbs[string(w)], allWords[string(w)]
	if !verb && !all {
		return false
	}
	words := strings.Fields(strings.ToLower(t))
	if len(words) > seeAllLimit {
		return false
	}
	if verb {
		return len(words) >= 2 && allWords[words[1]]
	}
	if last := words[len(words)-1]; last == "anzeigen" || last == "zeigen" {
		return true
	}
	rest := words[1:]
	if len(rest) > 1 && allArticles[rest[0]] {
		rest = rest[1:]
	}
	return len(rest) == 1
}
