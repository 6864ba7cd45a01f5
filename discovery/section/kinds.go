package section

// This file holds the words that name, in an address, a page of a kind that is not the section's
// news: a desk of paid-for or press-release pages, the site's own services (its app, its
// newsletter, its privacy policy, its job ads) and folders of other kinds of page (polls, events,
// prices, tags). Each list holds kinds that sites in several languages gave to such pages, with
// the same kind's words in neighbouring languages; a word that also names a desk of stories on
// some site ("produkte", "player", "pressemitteilungen", "trend") is left out.

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// sponsoredDesks are folder names, in lower case, under which a news site files reports that others
// paid for ("/news/mehr/publireportage/…").
var sponsoredDesks = map[string]bool{"publirreportaje": true, "publireportage": true, "publireportages": true}

// pressDesks are folder names, in lower case, under which a site files press releases: its own, on
// an organisation's site, where they are its news; others', on a news site, where they are not
// the newsroom's stories ("/news/press-release/…", "/pr/…"). rulePressRelease tells the two apart
// by the page.
// The German "Pressemitteilungen" is left out: the sites that file under it, among pages no rule
// was written from, were all organisations (a union, a ministry, the customs, an association)
// whose press releases are their news, whatever page links them.
var pressDesks = map[string]bool{
	"pr": true, "press-release": true, "press-releases": true, "pressrelease": true, "pressreleases": true,
}

// pressRelease reports whether path p is filed under a desk of press releases (pressDesks): one of
// its folders names one, or, when whole is set, any of its segments (a page that lists them).
func pressRelease(p string, whole bool) bool {
	folders, last := lastSegment(p)
	if whole && pressDesks[strings.ToLower(last)] {
		return true
	}
	for rest := folders; rest != ""; {
		var s string
		s, rest, _ = strings.Cut(rest, "/")
		if pressDesks[strings.ToLower(s)] {
			return true
		}
	}
	return false
}

// rulePressRelease drops a link filed under a desk of press releases (pressRelease) on a page whose
// news is not filed there: an Indian portal's "/news/press-release/…" or a Hungarian daily's
// "/pr/…" beside its own stories. A page that is itself filed under such a desk, or whose links
// are mostly press releases, is an organisation's newsroom: its press releases are its news.
func rulePressRelease(p *pageLinks, c *linkCandidate) verdict {
	if !pressRelease(c.path, false) || p.pressReleasesAreNews() {
		return undecided
	}
	return drop
}

// pressReleasesAreNews reports whether the page's own address is filed under a desk of press
// releases, or more than half its candidates are; read once when first asked.
func (p *pageLinks) pressReleasesAreNews() bool {
	if p.pressRead == 0 {
		p.pressRead = 1
		n := 0
		for _, c := range p.cands {
			if pressRelease(c.path, false) {
				n++
			}
		}
		if n*2 > len(p.cands) || slices.ContainsFunc(p.ownPaths, func(o string) bool { return pressRelease(o, true) }) {
			p.pressRead = 2
		}
	}
	return p.pressRead == 2
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
	var buf [folderWordsRoom]string
	for _, w := range wordsOf(s, buf[:0]) {
		for _, p := range sponsoredDeskWords {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

// folderWordsRoom is the room, in words, kept on the stack for the words of one segment: most
// have fewer, and a longer one only costs an allocation.
const folderWordsRoom = 16

// wordsOf appends to words the words of s, the runs of its letters and digits, and returns them.
func wordsOf(s string, words []string) []string {
	start := -1
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			words = append(words, s[start:i])
			start = -1
		}
	}
	if start >= 0 {
		words = append(words, s[start:])
	}
	return words
}

// lastSegment cuts a path into its folders and its last segment, a trailing slash aside.
func lastSegment(p string) (folders, last string) {
	p = strings.TrimRight(p, "/")
	i := strings.LastIndexByte(p, '/')
	if i < 0 {
		return "", p
	}
	return p[:i], p[i+1:]
}

// servicePhrases name, as the words of an address's last segment, a page about one of the site's
// own services rather than a story: its app, its newsletter, its privacy policy, its terms, its
// subscriptions, its job ads, its call for readers' news, its help and its editorial policies. Each is a run of words, lower
// case, as a slug spells it (without accents); a word ending in "*" stands for any word it begins
// (German compounds: "datenschutzerklaerung", "stellenanzeigen"). They are phrases, not single
// words: "app", "privacy", "policy" and "service" alone stand in many headlines.
var servicePhrases = [][]string{
	// the site's app
	{"app", "download"}, {"download", "app"}, {"download", "the", "app"}, {"download", "our", "app"},
	{"applis", "mobiles"}, {"nos", "applis"}, {"apps", "mobiles"}, {"unduh", "aplikasi"},
	// its newsletter
	{"newsletter*"},
	// its privacy policy
	{"privacy", "policy"}, {"privacy", "notice"}, {"cookie", "policy"}, {"cookie", "erkl*"},
	{"datenschutzerkl*"}, {"donnees", "personnelles"}, {"protection", "des", "donnees"},
	{"politica", "de", "privacidad"}, {"kebijakan", "privasi"}, {"konfidencijjnosti"},
	{"personalnikh", "danikh"},
	// its terms
	{"terms", "of", "use"}, {"terms", "and", "conditions"}, {"nutzungsbedingungen"}, {"teilnahmeb*"},
	{"conditions", "generales"},
	// its subscriptions
	{"subscriptor"}, {"suscriptor"}, {"become", "a", "subscriber"}, {"abonnez", "vous"},
	// its job ads
	{"stellenanzeige*"}, {"stellenangebot*"}, {"offres", "d", "emploi"},
	// its call for readers' news and tips
	{"send", "us", "your", "news"}, {"send", "us", "your", "story"}, {"send", "us", "your", "stories"},
	{"submit", "your", "news"}, {"submit", "your", "story"}, {"news", "tips"}, {"leserreporter*"},
	// its help and the page about the site
	{"presentation", "du", "site"}, {"help", "center"}, {"about", "this", "site"},
	// its editorial policies
	{"code", "of", "ethics"}, {"ethics", "policy"}, {"reviews", "policy"}, {"editorial", "policy"},
	{"editorial", "standards"},
	// its rules for comments
	{"comments", "policy"}, {"comment", "policy"}, {"commenting", "policy"},
	{"community", "guidelines"}, {"community", "standards"},
}

// servicePage reports whether the last segment of a path names a page about one of the site's own
// services (servicePhrases): "/amar-ujala-app-download", "/services/nos-applis-mobiles",
// "/news/sign-up-newsletter-download-app-17985964", "/politique-de-protection-des-donnees-personnelles".
func servicePage(p string) bool {
	_, last := lastSegment(p)
	var buf [folderWordsRoom]string
	words := wordsOf(withoutAccents(strings.ToLower(trimExtension(last))), buf[:0])
	for i, w := range words {
		for _, ph := range servicePhraseStarts[w] {
			if phraseAt(words[i:], ph) {
				return true
			}
		}
		for _, ph := range servicePhraseStems {
			if phraseAt(words[i:], ph) {
				return true
			}
		}
	}
	return false
}

// servicePhraseStarts are the servicePhrases by their first word, and servicePhraseStems those
// whose first word is a stem ("datenschutzerkl*"), so that each word of a slug is checked against
// the few phrases it may begin.
var servicePhraseStarts, servicePhraseStems = indexPhrases(servicePhrases)

// indexPhrases files phrases by their first word, those beginning with a stem apart.
func indexPhrases(phrases [][]string) (map[string][][]string, [][]string) {
	starts := map[string][][]string{}
	var stems [][]string
	for _, ph := range phrases {
		if strings.HasSuffix(ph[0], "*") {
			stems = append(stems, ph)
		} else {
			starts[ph[0]] = append(starts[ph[0]], ph)
		}
	}
	return starts, stems
}

// withoutAccents is s with the marks taken off its letters ("données" is "donnees"), as most slugs
// spell words and as servicePhrases does; s itself when it is all ASCII.
func withoutAccents(s string) string {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < utf8.RuneSelf
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// phraseAt reports whether words begin with the phrase ph (servicePhrases).
func phraseAt(words, ph []string) bool {
	if len(words) < len(ph) {
		return false
	}
	for j, w := range ph {
		if stem, ok := strings.CutSuffix(w, "*"); ok {
			if !strings.HasPrefix(words[j], stem) {
				return false
			}
		} else if words[j] != w {
			return false
		}
	}
	return true
}

// serviceLabels are labels that name, whole, a page about the site itself or one of its services,
// never a story: its legal notices and policies, its help, its contact and advertising pages, its
// site map and feeds, its apps, its events calendar and quizzes. Each is written lower case, Latin
// letters without accents, its words parted by single spaces (labelKey), in the languages of the sample,
// the development pages and Broadsheet's readers (English, German, French, Spanish, Portuguese,
// Italian, Indonesian, Japanese, Hindi), one to a line. A headline that holds such words says more than
// them: "Privacy policy changes anger users" is a story, and only a label that is the name alone
// counts.
var serviceLabels = lines2set(`
	privacy
	privacy policy
	privacy notice
	privacy statement
	cookie policy
	cookies
	cookie settings
	terms
	terms of service
	terms of use
	terms and conditions
	accessibility
	corrections
	help
	faq
	faqs
	site map
	sitemap
	rss
	rss feeds
	advertise
	advertise with us
	advertising
	about us
	contact
	contact us
	careers
	newsletters
	widgets
	apps
	mobile apps
	podcasts
	events
	calendar
	quizzes
	impressum
	datenschutz
	datenschutzerklarung
	kontakt
	mediadaten
	agb
	nutzungsbedingungen
	barrierefreiheit
	werbung
	uber uns
	hilfe
	mentions legales
	contactez nous
	nous contacter
	politique de confidentialite
	plan du site
	publicite
	qui sommes nous
	aviso legal
	contacto
	contactanos
	politica de privacidad
	politica de privacidade
	terminos y condiciones
	quienes somos
	quem somos
	fale conosco
	publicidad
	publicidade
	mapa del sitio
	chi siamo
	contatti
	note legali
	pubblicita
	kebijakan privasi
	tentang kami
	hubungi kami
	pedoman media siber
	syarat dan ketentuan
	karir
	info iklan
	disclaimer
	プライバシーポリシー
	お問い合わせ
	お問い合せ
	利用規約
	会社概要
	サイトマップ
	広告掲載
	個人情報保護方針
	ヘルプ
	よくある質問
	गोपनीयता नीति
	संपर्क करें
	हमसे संपर्क करें
	हमारे बारे में
	अस्वीकरण
	नियम और शर्तें
	साइटमैप
`)

// serviceLabel reports whether a link's label, whole, names a page about the site itself
// (serviceLabels): "Privacy Policy", "Impressum", "AGB", "Terms of Service", "Site Map".
func serviceLabel(label string) bool {
	if label == "" || len(label) > 64 {
		return false
	}
	key := labelKey(strings.ToLower(label))
	return serviceLabels[key] || serviceLabels[withoutAccents(key)]
}

// labelKey is a label's words parted by single spaces, its punctuation left out. A word holds
// letters, digits and the marks that join them (a Devanagari vowel sign, a Japanese sound mark),
// and withoutAccents, which takes marks off, is for Latin letters only: "プライバシー" loses its
// sound marks under it.
func labelKey(label string) string {
	return strings.Join(strings.FieldsFunc(label, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r)
	}), " ")
}

// ruleServicePage drops a link whose address names a page about one of the site's own services
// (servicePage): an app to download, a newsletter to sign up for, a privacy policy, terms, a
// subscription, a job ad, a page about the site. Such pages are named like headlines, sit among a
// section's stories and are none of them. So does a link labelled, whole, by a service's name
// (serviceLabel), whatever its address: a site whose addresses are IDs alone ("/node/2000160" for
// "Impressum", "/id/15837339" for "Privacy Policy") files its own pages as it files its stories.
func ruleServicePage(_ *pageLinks, c *linkCandidate) verdict {
	if servicePage(c.path) || serviceLabel(c.text) {
		return drop
	}
	return undecided
}

// otherKindFolderWords name, as a word of a folder of an address (a segment before its last, read
// whole or as words between hyphens and underscores), a kind of page that is not a story, in the languages
// the development pages gave them in and the neighbouring ones: polls and quizzes, an events
// calendar and its events (seminars, concerts, dates), price comparisons and market figures, the
// pages of a tag or an author, a writer, a contributor or a columnist ("kose-yazari", "penulis",
// "/contributor/ami_producer"; the English "author" is a list word: listWords), small ads
// (classifieds), the e-paper's issues and the readers' forum and its threads, which every news
// site has. Words that also name a
// desk of stories are left out: "produkte" (a magazine's reviews), "player" (a broadcaster's videos).
// English list and shop words ("tags", "products") are told by listWords and shopSegments.
var otherKindFolderWords = words2set(`
	poll polls umfrage umfragen enquete enquetes encuesta encuestas sondage sondages quiz quizzes kviz
	calendar kalender events event evenements eventos veranstaltung veranstaltungen termine
	preisvergleich marketstats
	etiqueta etiquetas tudo-sobre schlagwort schlagworte stichwort autor auteur
	autores autore autori yazar yazari yazarlar etiket penulis contributor contributors
	classifieds clasificados classificados kleinanzeigen
	epaper e-paper
	forum forums
	issue issues ausgabe ausgaben heft hefte heftarchiv edicao edicoes edicion ediciones
`)

// specialFolderWords name, as the first folder of an address (after a language's code), a site's
// pages of special coverage, a sponsor's spotlight or a microsite: a hub of other pages, not a story.
var specialFolderWords = words2set(`spotlight special specials microsite microsites`)

// specialPage reports whether path is filed under a first folder, or one after a language's code,
// that names a page of special coverage (specialFolderWords): "/spotlight/greatmanagerawards2021.cms",
// "/es/spotlight/elecciones-2020", "/de/specials/dazn/…", "/microsite/infosec-insiders-community",
// "/special/2016gjbz/" (a portal's special topic), "/special/nasa/". A
// column of that name deeper in a desk ("/column/spotlight/20231031-OYT8T50055") is the desk's.
func specialPage(p string) bool {
	folders, _ := lastSegment(p)
	first, rest, _ := strings.Cut(strings.TrimPrefix(folders, "/"), "/")
	if languageCode(first) {
		first, _, _ = strings.Cut(rest, "/")
	}
	return specialFolderWords[strings.ToLower(first)]
}

// languageCode reports whether a segment is a language's or an edition's code: two letters,
// alone or with a region after a hyphen ("de", "pt-br", "pt-002").
func languageCode(s string) bool {
	lang, region, hasRegion := strings.Cut(s, "-")
	letters := func(s string) bool {
		return strings.IndexFunc(s, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
	}
	if len(lang) != 2 || !letters(lang) {
		return false
	}
	return !hasRegion || len(region) >= 2 && len(region) <= 3 &&
		strings.IndexFunc(region, func(r rune) bool { return (r < 'a' || r > 'z') && !isDigit(r) }) < 0
}

// issueWords name an issue of the print edition, as the first word of a last segment followed by
// its number (issuePage).
var issueWords = words2set(`issue ausgabe heft heftarchiv edicao edicion`)

// issueStarts are the first three letters of each of issueWords, which issuePage checks before it
// reads a segment's words ("edição" begins as "edicao" does).
var issueStarts = func() map[string]bool {
	starts := map[string]bool{}
	for w := range issueWords {
		starts[w[:3]] = true
	}
	return starts
}()

// issuePage reports whether the last segment of path names an issue of the print edition by a word
// and its number: "/edicao-1170-do-dia-09-de-outubro-de-2020", "/heftarchiv/heftarchiv_9354007.html",
// "/ausgabe-22022". An issue is a list of its stories, however its address is dated or numbered.
func issuePage(p string) bool {
	_, last := lastSegment(p)
	if len(last) < 6 {
		return false
	}
	if !issueStarts[strings.ToLower(last[:3])] {
		return false // most segments begin as no issue's word and are read no further
	}
	var buf [folderWordsRoom]string
	words := wordsOf(withoutAccents(strings.ToLower(last)), buf[:0])
	return len(words) >= 2 && issueWords[words[0]] && allDigits(words[1])
}

// folderNameWords is the most words a folder's name has; a longer segment before the last is a
// story's slug.
const folderNameWords = 3

// otherKindFolder reports whether a folder of path p names a kind of page that is not a story
// (otherKindFolderWords): "/enquetes/a-menos-de-um-mes-do-prazo", "/community-calendar-event/…",
// "/preisvergleich/…", "/etiquetas/cultura-vallenca".
func otherKindFolder(p string) bool {
	folders, _ := lastSegment(p)
	var buf [folderWordsRoom]string
	for rest := folders; rest != ""; {
		var s string
		s, rest, _ = strings.Cut(rest, "/")
		if s == "" {
			continue
		}
		s = strings.ToLower(s)
		if otherKindFolderWords[s] {
			return true
		}
		words := wordsOf(s, buf[:0])
		if len(words) > folderNameWords {
			continue // a headline's slug with the story's ID after it ("…-quiz-december-4-2020/articleshow/…")
		}
		for _, w := range words {
			if otherKindFolderWords[w] {
				return true
			}
		}
	}
	return false
}

// ruleOtherKindFolder drops a link filed under a folder that names a kind of page other than a
// story (otherKindFolder): a poll, a quiz, an event, a price comparison or market figures, a tag's
// page, an issue of the print edition; and one whose last segment names an issue by its number
// (issuePage) or that is filed under a site's special coverage (specialPage). Their addresses are
// dated or numbered and their labels read like headlines, as stories' do; their folder alone says
// what they are.
func ruleOtherKindFolder(_ *pageLinks, c *linkCandidate) verdict {
	if otherKindFolder(c.path) || issuePage(c.path) || specialPage(c.path) {
		return drop
	}
	return undecided
}
