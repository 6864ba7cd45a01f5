package section

// This file reads an article's headline as a person reads it among the several texts a page gives
// one address: the one that reads as a headline before a navigation word, without the characters
// no one sees, without the number of a ranked list or the kicker and date a teaser writes before
// it, without the time a list writes after it, and with the date that is its own.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// readsBetter reports whether a link's headline t, of rank r, is a better title for an article
// than the one it has, cur of rank curRank: a heading's words before an anchor's, an anchor's
// before a picture's caption; and among links that rank alike, words that read as a headline
// (headlineLike) before words that do not. A page often links one story twice, once by a word of
// its navigation ("zurück", "« Vorheriger Artikel", "Read in English", "Previous", "Следваща") and
// once by its headline; the first link's words are kept only when the later one's read no better.
func readsBetter(cur string, curRank titleRank, t string, r titleRank) bool {
	if r != curRank {
		return r > curRank
	}
	return r > titleNone && !headlineLike(cur) && headlineLike(t)
}

// trimInvisible cuts from the ends of a title the characters that format text and show nothing
// (Unicode's format characters, category Cf: a zero-width space, a byte order mark, a soft
// hyphen, a word joiner): a site's markup leaves them at a headline's end ("…Luftrecht\u200b"),
// where a person sees nothing and a title would compare otherwise than the same words typed.
// Those inside the text stay: between letters, some join or part them as the script needs.
func trimInvisible(title string) string {
	return strings.TrimFunc(title, func(r rune) bool { return unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) })
}

// subscriberBadges mark, in lower case, a story that only subscribers may read; a list writes one
// after the headline or before it, in brackets or bare ("…［有料会員限定］", "… VIP", "… premium").
var subscriberBadges = []string{"premium", "vip", "有料会員限定", "会員限定", "प्रीमियम", "subscribers only", "subscriber only"}

// trimBadge cuts from a title a subscribers' badge (subscriberBadges) that stands in brackets
// (tailBrackets: square or lenticular, not round, which hold a headline's own words) at either end, or before the headline with a colon ("Premium: …"): it says who may read the story,
// not what the story is. The title is kept when too little would be left (badgeLeaves). A bare
// badge after a headline may be its last word ("… pays a premium"), and is cut only where the
// page's lists write it after several headlines (cutSharedBadges).
func trimBadge(title string) string {
	first, _ := utf8.DecodeRuneInString(title)
	last, _ := utf8.DecodeLastRuneInString(title)
	_, closes := tailBrackets[last]
	opens := false
	for _, o := range tailBrackets {
		opens = opens || o == first
	}
	if !opens && !closes && !strings.Contains(title, ":") {
		return title // most titles: no bracket at either end, no colon
	}
	for _, b := range subscriberBadges {
		for closing, opening := range tailBrackets {
			mark := string(opening) + b + string(closing)
			if len(title) <= len(mark) {
				continue
			}
			if head := title[:len(title)-len(mark)]; strings.EqualFold(title[len(head):], mark) {
				if t := strings.TrimRight(head, " |-–—·"); badgeLeaves(t, true) {
					return t
				}
			}
			if tail := title[len(mark):]; strings.EqualFold(title[:len(mark)], mark) {
				if t := strings.TrimLeft(tail, " |-–—·:"); badgeLeaves(t, true) {
					return t
				}
			}
		}
		if mark := b + ":"; len(title) > len(mark) && strings.EqualFold(title[:len(mark)], mark) {
			if t := strings.TrimLeft(title[len(mark):], " "); badgeLeaves(t, false) {
				return t
			}
		}
	}
	return title
}

// badgeLeaves reports whether a title left without its badge is still a headline: one that reads
// as a headline (headlineLike), or, when the badge stood in brackets and so could be no word of the
// headline, one of four letters at least ("メルカリ上場、初値5000円").
func badgeLeaves(t string, bracketed bool) bool {
	if headlineLike(t) {
		return true
	}
	letters := 0
	for _, r := range t {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return bracketed && letters >= 4
}

// minRankRun is how many of a page's titles at least must begin with numbers that count on one by
// one, in the page's order, before those numbers are read as a ranked list's (cutRankNumbers).
const minRankRun = 3

// maxRank is the highest number read as a place in a ranked list: a most-read list counts to ten
// or so, where a number of two digits more ("2020…", "250 …") is the headline's own.
const maxRank = 99

// leadingRank is the number a title begins with, of at most two digits, and the title after it,
// spaces cut; ok is false when the title begins with no such number, or when the number goes on
// with a digit, a point or a sign that makes it part of the headline's words ("1.000 Meilen",
// "2-0", "3/4", "5%", "10,5"). A letter may follow the number without a space: a list's number set
// in an element of its own runs into the headline in the anchor's words ("1Randles Absturz …").
func leadingRank(title string) (n int, rest string, ok bool) {
	i := 0
	for i < len(title) && i < 3 && title[i] >= '0' && title[i] <= '9' {
		n = n*10 + int(title[i]-'0')
		i++
	}
	if i == 0 || i > 2 || n == 0 || n > maxRank {
		return 0, "", false
	}
	r, _ := utf8.DecodeRuneInString(title[i:])
	if i < len(title) && !unicode.IsSpace(r) && !unicode.IsLetter(r) {
		return 0, "", false
	}
	return n, strings.TrimSpace(title[i:]), true
}

// rankRuns finds, in titles in the page's order, the runs of at least minRankRun titles that begin
// with numbers counting on one by one (1, 2, 3 …; a title without such a number between two of
// them breaks the run): a ranked list's places. It reports, for each title, whether it stands in
// such a run. A headline that begins with a number of its own ("25 dead in …", "3 Fragen an …")
// stands among others that do not count on from it.
func rankRuns(titles []string) []bool {
	in := make([]bool, len(titles))
	start, prev := -1, 0
	closeRun := func(end int) {
		if start >= 0 && end-start >= minRankRun {
			for i := start; i < end; i++ {
				in[i] = true
			}
		}
	}
	for i, t := range titles {
		n, _, ok := leadingRank(t)
		switch {
		case ok && start >= 0 && n == prev+1:
			prev = n
		case ok:
			closeRun(i)
			start, prev = i, n
		default:
			closeRun(i)
			start = -1
		}
	}
	closeRun(len(titles))
	return in
}

// cutRankNumbers cuts from titles the numbers of a ranked list written before its headlines (a
// most-read list's "1Randles Absturz …", "2Fiete Arp …", "3Kommentar: …"; "1 Hanks’ sweet letter …";
// "5 검찰 특활비 …"): the number says where the story stands in the list, not what it is. A title is
// kept whole when what is left would be no headline (a number alone, a word or two).
func cutRankNumbers(titles []string) []string {
	in := rankRuns(titles)
	out := make([]string, len(titles))
	for i, t := range titles {
		out[i] = t
		if !in[i] {
			continue
		}
		if _, rest, ok := leadingRank(t); ok && headlineLike(rest) {
			out[i] = rest
		}
	}
	return out
}

// cutRankNumbers cuts the numbers of a ranked list from the titles of the page's articles, in the
// order the page first links them (cutRankNumbers).
func (p *pageLinks) cutRankNumbers() {
	titles := make([]string, len(p.cands))
	for i, c := range p.cands {
		titles[i] = c.article.Title
	}
	for i, t := range cutRankNumbers(titles) {
		p.cands[i].article.Title = t
	}
}

// keepSlugDate gives back to a title the date that headlineText cut from its end (trimTrailingDate)
// when the article's address spells that date, its month by name, among the words of its slug
// ("COVID-19 Clinical Management Summary for Monday, April 25, 2022" at
// "/covid-19-clinical-management-summary-for-monday-april-25-2022/", "Covid-19 update: Grenada
// Dashboard 20 April 2022", "Horóscopo do dia: previsões para 1 de novembro de 2020"): a slug is
// made from the headline, so a date in both is the headline's own words, where a list's date
// after its headlines is the list's. A date in figures alone is left cut: many sites write the
// day they publish into the slug. sources are the link's texts the title may have been read from
// (its words, its heading's, its title attribute), path the article's address's path.
func keepSlugDate(title string, sources []string, path string) string {
	if title == "" {
		return title
	}
	for _, src := range sources {
		i := strings.Index(src, title)
		if i < 0 {
			continue
		}
		whole := strings.TrimSpace(src[i:])
		if whole == title || trimTrailingDate(whole) != title {
			continue
		}
		date := foldWords(whole[len(title):])
		if !hasLetter(date) || !holdsRun(foldWords(nameSegment(path)), date) {
			continue
		}
		return whole
	}
	return title
}

// hasLetter reports whether one of words holds a letter.
func hasLetter(words []string) bool {
	for _, w := range words {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			return true
		}
	}
	return false
}

// holdsRun reports whether words hold run, one word after the other.
func holdsRun(words, run []string) bool {
	for i := 0; i+len(run) <= len(words); i++ {
		j := 0
		for j < len(run) && words[i+j] == run[j] {
			j++
		}
		if j == len(run) {
			return true
		}
	}
	return false
}

// trailingClock matches a time of day at the end of a link's text, after the headline, with the
// short date a list writes before it or not, or in brackets: "… 11:24", "… 3/9(木) 15:47",
// "…verstorben14.10.2021 - 11:49" (a date set in an element of its own runs into the headline's
// last word), "… 平年より９日早く （19:10）".
var trailingClock = regexp.MustCompile(`[\s,;|·•–—-]*(?:[(（]\s*\d{1,2}:\d{2}\s*[)）]|(?:\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\.?\s*(?:[(（][^)）]{1,6}[)）])?\s*[-–—,]?\s*)?\d{1,2}:\d{2}(?:\s*(?:uhr|h|am|pm))?)\s*$`)

// trimTrailingTime cuts from a title the time a list writes after its headline: how long ago the
// story was posted ("25 dead in South Korea warehouse fire 5 minutes ago", "… 인정했다 2일전": a form
// of relativeDates) or a time of day with or without a short date ("… заява уряду Німеччини 11:24",
// "… 3/9(木) 15:47", "Offener Zimmerbrand09.09.2021 - 11:24"). The time says when the list saw the
// story, which the article's date keeps; the headline is what comes before it. The title is kept
// whole when what is left would not read like a headline, or ends in a word that governs the
// time: a word of at most three letters in lower case before any time ("Kick-off at 15:30":
// endsInLinkWord), any word in lower case before a time of day alone ("… σήμερα Τετάρτη στις
// 19:00").
func trimTrailingTime(title string) string {
	cut := -1
	if loc := trailingClock.FindStringIndex(strings.ToLower(title)); loc != nil {
		if clockAlone(title[loc[0]:]) && lastWordLower(title[:loc[0]]) {
			return title // "… σήμερα Τετάρτη στις 19:00", "… beginnt um 20:15"
		}
		cut = loc[0]
	} else if strings.ContainsAny(title, "0123456789") {
		lower := strings.ToLower(title)
		for _, r := range relativeDates {
			if !strings.Contains(lower, r.word) {
				continue
			}
			for _, m := range r.form.FindAllStringIndex(title, -1) {
				if strings.TrimSpace(title[m[1]:]) == "" {
					cut = m[0]
				}
			}
		}
	}
	if cut <= 0 {
		return title
	}
	rest := strings.TrimRight(title[:cut], " ,;|·•–—-")
	if !headlineLike(rest) || endsInLinkWord(rest) {
		return title
	}
	return rest
}

// bracketedDate matches a date in brackets at the end of a link's text, after the headline: a
// month and a day, or a whole date, with a few words after it, a weekday, an edition or a time
// ("… （3月17日 夕刊）", "… (3/19)", "… (2018.03.17 15:47)").
var bracketedDate = regexp.MustCompile(`[\s,;|·•–—-]*[(（]\s*(?:\d{1,2}月\d{1,2}日|\d{1,2}/\d{1,2}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}\.\d{1,2}\.)[^()（）]{0,16}[)）]\s*$`)

// trimBracketedDate cuts from a title the date a list writes in brackets after its headline
// (bracketedDate): the date is the item's, the headline is what comes before it. The title is
// kept whole when what is left would not read like a headline.
func trimBracketedDate(title string) string {
	if !strings.ContainsAny(title, ")）") {
		return title
	}
	loc := bracketedDate.FindStringIndex(title)
	if loc == nil || loc[0] == 0 {
		return title
	}
	if rest := strings.TrimSpace(title[:loc[0]]); headlineLike(rest) {
		return rest
	}
	return title
}

// clockAlone reports whether a time matched by trailingClock is a time of day without a date:
// every date it matches is written with a point, a slash or a weekday in brackets.
func clockAlone(m string) bool {
	return !strings.ContainsAny(m, "./(（")
}

// lastWordLower reports whether text ends in a word that begins in lower case.
func lastWordLower(text string) bool {
	text = strings.TrimRight(text, " ")
	r, _ := utf8.DecodeRuneInString(text[strings.LastIndexFunc(text, unicode.IsSpace)+1:])
	return unicode.IsLower(r)
}

// cutLeadingDate cuts from the head of a title the date a list writes before its headline, with
// the kicker before the date when there is one: a date with its month by name and its year, or how
// long ago the story was posted ("Легенда 22 сентября 2021\"Настоящий\" Роналдо: …", "Анализ 05
// сентября 2021Великолепный первый тайм …", "21 hours ago Don’t legalize marijuana"). A teaser sets
// its kicker, its date and its headline in elements of their own, which the anchor's words run
// together; the headline is what follows the date. The title is kept whole when the words before
// the date read as a headline themselves (the date is then the headline's, or a lead's), or when
// what follows the date does not begin a headline's words: a sign (", 17:10 …", ": what we
// know"), a word in lower case that goes on with the date's sentence ("… um 17:21 Uhr", "… at 4:11
// am", "Seit dem 1. August 2016 trägt …"), or the date again.
func cutLeadingDate(title string) string {
	if !strings.ContainsAny(title, "0123456789") {
		return title
	}
	for _, m := range leadingDates(title) {
		before, rest := strings.TrimSpace(title[:m[0]]), strings.TrimSpace(title[m[1]:])
		if headlineLike(before) {
			break
		}
		r, _ := utf8.DecodeRuneInString(rest)
		if !unicode.IsLetter(r) && !strings.ContainsRune(`"'«„“‘¿¡`, r) || unicode.IsLower(r) ||
			len(strings.Fields(rest)) < 2 || opensWithDate(rest) {
			continue
		}
		return rest
	}
	return title
}

// leadingDates are the spans of title, in the order they begin, that write a date with its month
// by name and its year (dayMonthRE, monthDayRE), or how long ago something was (relativeDates).
func leadingDates(title string) [][2]int {
	var spans [][2]int
	for _, re := range []*regexp.Regexp{dayMonthRE, monthDayRE} {
		month := 2
		if re == monthDayRE {
			month = 1
		}
		for _, m := range re.FindAllStringSubmatchIndex(title, -1) {
			if _, ok := monthByName[strings.ToLower(title[m[2*month]:m[2*month+1]])]; ok {
				spans = append(spans, [2]int{m[0], m[1]})
			}
		}
	}
	lower := strings.ToLower(title)
	for _, r := range relativeDates {
		if strings.Contains(lower, r.word) {
			for _, m := range r.form.FindAllStringIndex(title, -1) {
				spans = append(spans, [2]int{m[0], m[1]})
			}
		}
	}
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	return spans
}

// opensWithDate reports whether text begins with a date written with its month by name (leadingDates).
func opensWithDate(text string) bool {
	spans := leadingDates(text)
	return len(spans) > 0 && spans[0][0] == 0
}
