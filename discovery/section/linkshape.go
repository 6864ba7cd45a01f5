package section

// This file reads what one link's address says about the page behind it: whether it names one
// article (a date, an ID, a slug), a list of them (a category, a tag, a page of results), or
// nothing either way; and its shape, the address with its variable parts abstracted, so that the
// links of one page, or of one site over time, can be compared by shape.

import (
	"iter"
	"net/url"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// evidence is what an address says about whether it names an article.
type evidence int

const (
	evList   evidence = iota - 1 // a list of articles, an account page or the like: never an article
	evNone                       // nothing that names one item
	evWeak                       // an item of some kind (a short number, a short slug): an article when its siblings agree
	evStrong                     // an article by its address alone: a date, a long ID, a long slug, an ID in the query
)

// articleWords name, in a path, the kind of page that holds one article ("/article/20880/",
// "/p/12345", "/news/123456"): a short number after one of them is an article's ID.
var articleWords = map[string]bool{
	"article": true, "articles": true, "story": true, "stories": true, "news": true, "post": true,
	"posts": true, "entry": true, "entries": true, "item": true, "items": true, "detail": true,
	"details": true, "review": true, "reviews": true, "blog": true, "p": true, "a": true, "n": true,
	"artikel": true, "noticia": true, "noticias": true, "nachricht": true, "articolo": true,
}

// listWords name, as a path segment, a query key, or the first word of a last segment
// ("cat_103646.html", "list_48_3.html"), a page that lists articles rather than one article: the
// words that only sort articles (sortingWords), and those that also name desks where stories live.
var listWords = wordSet(sortingWordList, []string{
	"topic", "topics", "page", "paged", "archive", "archives", "list", "lists", "date", "series",
	"section", "sections", "index", "tema", "temas",
})

// pagingKeys are query keys that page through a list.
var pagingKeys = map[string]bool{
	"page": true, "paged": true, "pg": true, "start": true, "offset": true, "sort": true, "order": true,
	"orderby": true, "ipp": true, "limit": true, "s": true, "q": true, "query": true, "m": true,
}

// indexFiles are the file names a server gives a folder's page: "/world/story/index.html" is the
// page of "/world/story/".
var indexFiles = map[string]bool{
	"index.html": true, "index.htm": true, "index.shtml": true, "index.php": true, "index.asp": true,
	"index.aspx": true, "default.asp": true, "default.aspx": true, "index.jsp": true,
}

// pathParts is a path cut for reading: its segments without an index file at the end, the kind
// of each, and the file extension of the last one (".html"), which is cut from it.
type pathParts struct {
	segs  []string
	kinds []segmentKind // kinds[i] is the kind of segs[i], read after the one before it (kindOf)
	ext   string
	index bool // an index file was cut from the end
}

func splitPath(p string) pathParts {
	var pp pathParts
	pp.segs = segments(p)
	if n := len(pp.segs); n > 0 && indexFiles[strings.ToLower(pp.segs[n-1])] {
		pp.segs, pp.index = pp.segs[:n-1], true
	}
	if n := len(pp.segs); n > 0 {
		last := pp.segs[n-1]
		if i := strings.LastIndexByte(last, '.'); i > 0 && isExtension(last[i+1:]) {
			pp.ext = strings.ToLower(last[i:])
			pp.segs = append(pp.segs[:n-1:n-1], trimHTMLExt(last[:i]))
		}
	}
	pp.kinds = make([]segmentKind, len(pp.segs))
	prev := segmentKind(0)
	for i, s := range pp.segs {
		pp.kinds[i] = kindOf(s, prev)
		prev = pp.kinds[i]
	}
	return pp
}

// fileExtensions are the extensions of files that are never an article page: images, documents,
// audio, video, archives.
var fileExtensions = map[string]bool{
	"jpg": true, "jpeg": true, "png": true, "gif": true, "webp": true, "avif": true, "svg": true, "bmp": true,
	"tif": true, "tiff": true, "ico": true, "heic": true, "pdf": true, "doc": true, "docx": true, "xls": true,
	"xlsx": true, "ppt": true, "pptx": true, "odt": true, "ods": true, "rtf": true, "txt": true, "csv": true,
	"epub": true, "mp3": true, "m4a": true, "aac": true, "ogg": true, "oga": true, "opus": true, "wav": true,
	"flac": true, "mp4": true, "m4v": true, "mov": true, "webm": true, "mkv": true, "avi": true, "wmv": true,
	"zip": true, "gz": true, "tgz": true, "rar": true, "7z": true, "dmg": true, "exe": true, "apk": true,
	"ics": true, "xml": true, "json": true, "js": true, "css": true,
}

// uploadFolders are path segments under which sites keep uploaded files, not pages.
var uploadFolders = map[string]bool{"wp-content": true, "wp-includes": true, "uploads": true, "upload": true}

// isFileLink reports whether a path names a file rather than a page: an image, a PDF, an audio or
// video file, or anything in an upload folder (/wp-content/uploads/2016/03/x). A file is never an
// article, however dated its folder.
func isFileLink(p string) bool {
	segs := segments(p)
	if len(segs) == 0 {
		return false
	}
	for _, s := range segs[:len(segs)-1] {
		if uploadFolders[strings.ToLower(s)] {
			return true
		}
	}
	last := segs[len(segs)-1]
	i := strings.LastIndexByte(last, '.')
	return i > 0 && fileExtensions[strings.ToLower(last[i+1:])]
}

// isExtension reports whether s is a file extension of a page ("html", "php", "shtml", "aspx").
func isExtension(s string) bool {
	switch strings.ToLower(s) {
	case "html", "htm", "shtml", "php", "asp", "aspx", "jsp", "cms", "ece", "phtml":
		return true
	}
	return false
}

// segmentKind is what one path segment holds.
type segmentKind byte

const (
	segWord   segmentKind = 'W' // letters only: "world", "story", "経済"
	segNumber segmentKind = 'N' // digits only, not a date
	segYear   segmentKind = 'Y' // 1990 to 2099
	segMonth  segmentKind = 'M' // 01 to 12 after a year; or a month and day together ("0422")
	segDay    segmentKind = 'D' // 01 to 31 after a month
	segDate   segmentKind = 'T' // a whole date: 20140828
	segID     segmentKind = 'I' // letters and digits mixed: "DGXZQO26TI0S6A", "news042"
	segSlug   segmentKind = 'S' // words joined by - _ or +
)

// kindOf classifies a segment; prev is the kind of the segment before it.
func kindOf(s string, prev segmentKind) segmentKind {
	if allDigits(s) {
		switch {
		case len(s) == 4 && (s[:2] == "19" || s[:2] == "20") && prev != segYear:
			return segYear
		case prev == segYear && len(s) <= 2 && atoi(s) >= 1 && atoi(s) <= 12:
			return segMonth
		case prev == segYear && len(s) == 4 && atoi(s[:2]) >= 1 && atoi(s[:2]) <= 12 && atoi(s[2:]) <= 31:
			return segMonth // "/2016/0422/": month and day in one
		case prev == segMonth && len(s) <= 2 && atoi(s) >= 1 && atoi(s) <= 31:
			return segDay
		case isDate8(s):
			return segDate
		}
		return segNumber
	}
	if strings.ContainsAny(s, "-_+ ") || dottedSlug(s) {
		return segSlug
	}
	if hasDigit(s) {
		return segID
	}
	return segWord
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s) && i < 9; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// isDate8 reports whether s starts with a date written YYYYMMDD.
func isDate8(s string) bool {
	if len(s) < 8 || !allDigits(s[:8]) || (s[:2] != "19" && s[:2] != "20") {
		return false
	}
	m, d := atoi(s[4:6]), atoi(s[6:8])
	return m >= 1 && m <= 12 && d >= 1 && d <= 31
}

// dateHead is the head of a segment where a date would be, its dashes cut: "20261129" of
// "2026-11-29-closing-prices" and of "20261129-the-man-who...", for isDate8.
func dateHead(s string) string {
	return strings.ReplaceAll(s[:min(len(s), 10)], "-", "")
}

// startsWithDate reports whether a segment starts with a date, written YYYYMMDD or YYYY-MM-DD.
func startsWithDate(s string) bool {
	return isDate8(dateHead(s))
}

// slugWords splits a slug into its words.
func slugWords(s string) []string {
	if dottedSlug(s) {
		return strings.FieldsFunc(s, func(r rune) bool { return r == '.' })
	}
	return strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '+' || r == ' ' })
}

// dottedSlug reports whether a segment is words joined by dots alone, as some publishing systems
// write a headline into an address ("tni.au.berduka.atas.meninggalnya..kolone"): no other
// separator, and at least three words of letters. A file's name ("index.html") or a version
// ("1.2.3") is not.
func dottedSlug(s string) bool {
	if strings.Count(s, ".") < 2 || strings.ContainsAny(s, "-_+ ") {
		return false
	}
	words := 0
	for w := range strings.SplitSeq(s, ".") {
		if strings.ContainsFunc(w, unicode.IsLetter) {
			words++
		}
	}
	return words >= 3
}

// idPrefix returns the letters before the digits of an ID segment ("article" of "article251370982"),
// or "" when the segment is not letters followed by digits.
func idPrefix(s string) string {
	i := 0
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	if i == 0 || i == len(s) || !allDigits(s[i:]) {
		return ""
	}
	return strings.ToLower(s[:i])
}

// linkEvidence reads what the path and query of u say about the page behind it. See evidence.
func linkEvidence(u *url.URL) evidence {
	if isFileLink(u.Path) {
		return evList // never an article, whatever its name says
	}
	pe := pathEvidence(u.Path)
	if pe == evList {
		return evList
	}
	q := u.Query()
	if qe, ok := queryEvidence(q); ok {
		return qe
	}
	if pe < evStrong && showsArticle(u.Path) && numberedQuery(q) {
		// "/news/articleView.html?idxno=520736": a script that shows an article, by its number.
		return evStrong
	}
	return pe
}

// showsArticle reports whether a path's last segment is a script named for showing an article: a
// word of articleWords among its words (nameWords: "articleView.html", "news_view.php",
// "ShowStory.aspx"). A board's "view.html" is not one.
func showsArticle(p string) bool {
	_, last := lastSegment(p)
	if !strings.Contains(last, ".") {
		return false
	}
	for w := range nameWords(trimExtension(last)) {
		if articleWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// nameWords yields the words of a script's name or a query's key as they are written: parted by
// "_", "-" or ".", or where a lower-case letter meets a capital ("pk_no", "ArtNr", "articleView").
// A separator at either end yields an empty word there.
func nameWords(name string) iter.Seq[string] {
	return func(yield func(string) bool) {
		start := 0
		for i := 0; i < len(name); i++ {
			switch c := name[i]; {
			case c == '_' || c == '-' || c == '.':
				if !yield(name[start:i]) {
					return
				}
				start = i + 1
			case i > 0 && c >= 'A' && c <= 'Z' && name[i-1] >= 'a' && name[i-1] <= 'z':
				if !yield(name[start:i]) {
					return
				}
				start = i
			}
		}
		yield(name[start:])
	}
}

// numberedQuery reports whether a query names an item by a number: a parameter, not one of
// tracking, whose value is three digits or more and not a year.
func numberedQuery(q url.Values) bool {
	for k, vs := range q {
		if len(vs) == 0 || len(vs[0]) < 3 || !allDigits(vs[0]) || page.TrackingParam(strings.ToLower(k)) {
			continue
		}
		if y := atoi(vs[0]); len(vs[0]) == 4 && y >= 1900 && y < 2100 {
			continue // a year picks a list's year
		}
		return true
	}
	return false
}

// queryEvidence reads a query: an ID of an item ("?p=128290", "news.php?cat=1&newid=13168") makes
// an article, unless the query also pages through a list; a query that only picks a category, a tag
// or a page of a list makes a list. ok is false when the query says nothing either way (none, or
// only parameters such as a language).
func queryEvidence(q url.Values) (ev evidence, ok bool) {
	if len(q) == 0 {
		return evNone, false
	}
	hasID, hasList := false, false
	for k, vs := range q {
		key := strings.ToLower(k)
		if page.TrackingParam(key) || len(vs) == 0 {
			continue
		}
		v := vs[0]
		switch {
		case pagingKeys[key] || strings.HasPrefix(key, "page"):
			return evList, true
		case listWords[key] || strings.HasPrefix(key, "cat") || strings.HasPrefix(key, "tag"):
			hasList = true
		case (key == "p" || key == "a" || key == "n") && allDigits(v) && len(v) >= 3,
			strings.HasSuffix(key, "id") && allDigits(v) && len(v) >= 2,
			namesItemNumber(k) && allDigits(v) && len(v) >= 3,
			articleWords[key] && v != "":
			hasID = true
		}
	}
	switch {
	case hasID:
		return evStrong, true
	case hasList:
		return evList, true
	}
	return evNone, false
}

// numberKeyWords are the last words of a query key that name a number ("pk_no", "ArtNr", "news_num").
var numberKeyWords = map[string]bool{"no": true, "nr": true, "num": true, "number": true}

// namesItemNumber reports whether a query key, as written, names the number of an item: its last
// word, after an underscore, a dash, a dot or a capital ("pk_no", "ArtNr", "articleNo", "news-num"),
// is a word for number. Where a script shows every article ("mnews.asp?pk_no=1412212",
// "news_lang.php?ArtNr=335851"), that number is the article's ID, as "newid" or "?p=" is. A key
// that only ends in those letters ("ano", "casino") is not one.
func namesItemNumber(key string) bool {
	last := ""
	for w := range nameWords(key) {
		last = w
	}
	return numberKeyWords[strings.ToLower(last)]
}

// pathEvidence reads a path (decoded, as url.URL.Path holds it). See LooksLikeArticle for what makes
// one strong evidence of an article.
func pathEvidence(p string) evidence {
	pp := splitPath(p)
	segs := pp.segs
	if len(segs) == 0 {
		return evNone
	}
	listAt := -1 // the last segment that names a list
	for i, s := range segs {
		w := strings.ToLower(s)
		if blockedSegments[w] || houseOrDesk[w] || shopSegments[w] {
			return evList
		}
		if (i < len(segs)-1 || len(segs) == 1) && listWords[w] {
			listAt = i
		}
	}
	last := segs[len(segs)-1]
	lastWords := slugWords(strings.ToLower(last))
	if len(lastWords) > 1 && listWords[lastWords[0]] && !hasLetterWord(lastWords[1:]) {
		return evList // "cat_103646", "list_48_3", "page-2"
	}
	if namesListOrInfo(lastWords) {
		return evList // "archive-of-news-and-events", "about-the-paper", "products"
	}
	kinds := pp.kinds
	datedAt := -1 // the segment where a date ends
	for i, s := range segs {
		switch {
		case kinds[i] == segMonth && i > 0 && kinds[i-1] == segYear, kinds[i] == segDate:
			datedAt = i
		case kinds[i] == segSlug && startsWithDate(s):
			datedAt = i // "2026-11-29-closing-prices" or "20140828-the-man-who..."
		}
	}
	lk := kinds[len(kinds)-1]
	if listAt >= 0 && (datedAt <= listAt && !itemAfterList(segs, listAt) && !archivedPost(segs, kinds, listAt) || lk == segYear || lk == segMonth || lk == segDay) {
		// A list ("/category/apps/...", "/date/2016/03"), unless an item follows the list's name
		// ("/sections/health/2024/01/05/1223123/slug", "/topic/politics/no-need-to-panic") or is
		// numbered in an archive ("/archives/2145049").
		return evList
	}
	dated := datedAt >= 0
	n := utf8.RuneCountInString(last)
	afterArticleWord := len(segs) >= 2 && articleWords[strings.ToLower(segs[len(segs)-2])]
	switch lk {
	case segYear, segMonth, segDay:
		return evNone // an archive of a year, month or day: "/2016/03/"
	case segNumber:
		switch {
		case len(last) >= 7, dated && len(segs) > 2, afterArticleWord && len(last) >= 3:
			return evStrong
		case len(last) >= 4 && len(segs) >= 2:
			return evWeak
		}
		return evNone
	case segDate:
		if len(last) > 8 {
			return evStrong
		}
		return evNone
	case segID:
		if n >= 8 && digitCount(last) >= 2 || afterArticleWord && n >= 4 {
			return evStrong
		}
		if dated || idPrefix(last) != "" && digitCount(last) >= 5 {
			return evStrong // "/2016/0422/106a", "article8000221"
		}
		return evWeak
	case segSlug:
		words := len(lastWords)
		switch {
		case words >= 4, dated, len(segs) >= 2 && namesID(segs[len(segs)-2]):
			return evStrong
		case endsInID(lastWords) || startsWithID(lastWords) || isWordAndID(lastWords):
			return evStrong // "anytrans-435177", "12345-budget-vote", "post-1937"
		case n >= 6:
			return evWeak
		}
		return evNone
	}
	// A word: an article's name when it is dated ("/2015/05/sneakers"), else a section's
	// ("/news/business").
	if dated && n >= 3 {
		return evStrong
	}
	return evNone
}

// itemAfterList reports whether the segments after a list's word (segs[listAt]) and the list's
// name that follows it name an item filed in the list, not a list within it:
//   - a number of five digits or more, alone or in a segment ("/topics/domestic/0214/16565.html",
//     "/topic/world/story-2906105"), or a date ("/sections/health/2024/01/05/slug"), after any list
//     word; the list's own name may be a number ("/tag/12345", "/tags/3782/1/name"): it is not the
//     item's;
//   - a slug of three words or more after the name of a list that a site also uses as a desk, a
//     topic, a section or a series ("/en/topic/politics/no-need-to-panic", "/topics/tech/are-smart-
//     guns-ready-market"): sites file their stories so (deutschland, marketplace). Under a word that
//     only sorts, a category, a tag, an author, a label or a keyword, such a slug is a list within the
//     list ("/category/themen/krieg-konflikt-und-die-folgen", "/category/news/court-and-crime"), and
//     so it is after a list named by a number ("/tags/1209140715/israel-hamas-war").
func itemAfterList(segs []string, listAt int) bool {
	if listAt+2 >= len(segs) {
		return false
	}
	if datedOrNumbered("/" + strings.Join(segs[listAt+2:], "/")) {
		return true
	}
	return !sortingWords[strings.ToLower(segs[listAt])] && !allDigits(segs[listAt+1]) &&
		len(slugWords(strings.ToLower(segs[len(segs)-1]))) >= 3
}

// sortingWords are the list words that only sort a site's articles, never file them: under one, a
// path names a list however long its last slug. The other list words (topic, section, series,
// archive, ...) also name desks where stories live.
var sortingWords = wordSet(sortingWordList)

// sortingWordList holds sortingWords, in English and in the languages of the web's news.
var sortingWordList = []string{
	"category", "categories", "cat", "tag", "tags", "author", "authors", "label", "labels", "keyword",
	"keywords", "categoria", "categorias", "categorie", "kategorie", "kategorien", "kategori",
	"kategoria", "etiqueta", "etiquetas", "autor", "autores", "auteur", "auteurs", "penulis",
}

// wordSet is the set of the words of lists.
func wordSet(lists ...[]string) map[string]bool {
	set := map[string]bool{}
	for _, l := range lists {
		for _, w := range l {
			set[w] = true
		}
	}
	return set
}

// archivedPost reports whether a path is one post of a site's archive, named by its number alone
// right after the archive's word ("/archives/2145049", "/archives/000123.html"), as publishing
// systems write a post's address (WordPress's numeric links, Movable Type's and livedoor Blog's
// archives). A year, or a year and a month, after the word is the archive of that time, a list.
func archivedPost(segs []string, kinds []segmentKind, listAt int) bool {
	if listAt != len(segs)-2 || !archiveWords[strings.ToLower(segs[listAt])] || kinds[len(kinds)-1] != segNumber {
		return false
	}
	n := segs[len(segs)-1]
	yearMonth := len(n) == 6 && (n[:2] == "19" || n[:2] == "20") && atoi(n[4:]) >= 1 && atoi(n[4:]) <= 12
	return len(n) >= 3 && !yearMonth
}

// archiveWords name a site's archive.
var archiveWords = map[string]bool{"archive": true, "archives": true}

// namesID reports whether a segment is an article's ID that a slug may follow
// ("/article251370982/Khan-wiedergewaehlt.html", "/24310001/apple-vision-pro"): a number of five
// digits or more, or letters then five digits or more.
func namesID(s string) bool {
	return allDigits(s) && len(s) >= 5 && !isDate8(s) || idPrefix(s) != "" && digitCount(s) >= 5
}

// endsInID reports whether a slug's last word is a number of four digits or more that is not a year
// ("anytrans-435177"; not "coronavirus-2026").
func endsInID(words []string) bool {
	if len(words) < 2 {
		return false
	}
	w := words[len(words)-1]
	return allDigits(w) && len(w) >= 4 && !(len(w) == 4 && (w[:2] == "19" || w[:2] == "20"))
}

// isWordAndID reports whether a slug is a word that says article followed by a number of three
// digits or more ("post-1937", "article-20880", "story_512"): an ID, even when the number could be
// a year, for a year is a date only beside a month or a day.
func isWordAndID(words []string) bool {
	return len(words) == 2 && articleWords[words[0]] && allDigits(words[1]) && len(words[1]) >= 3
}

// listOrInfoWords name, as the first word of a last segment, a page that lists articles or tells
// about the site or its shop rather than one article: "archive-of-news-and-events",
// "about-the-paper", "contact-the-newsroom", "products".
var listOrInfoWords = map[string]bool{
	"archive": true, "archives": true, "index": true, "sitemap": true, "category": true, "categories": true,
	"tag": true, "tags": true, "about": true, "contact": true, "imprint": true, "impressum": true,
	"privacy": true, "terms": true, "faq": true, "help": true, "advertise": true, "subscribe": true,
	"newsletter": true, "login": true, "register": true, "catalog": true, "catalogue": true,
	"product": true, "products": true, "shop": true, "store": true, "cart": true,
}

// shopSegments name, anywhere in a path, a shop's catalogue: its pages are products, not articles.
// A shop's "shop", "store", "cart" and "checkout" are blockedSegments already.
var shopSegments = map[string]bool{"catalog": true, "catalogue": true, "product": true, "products": true}

// namesListOrInfo reports whether the words of a last segment name a list, an information page or
// a product rather than an article: the first word is one of listOrInfoWords. A list's own name
// ("/archive/", "/tags/") is told by listWords already; this is for names with more words.
func namesListOrInfo(words []string) bool {
	return len(words) > 1 && listOrInfoWords[words[0]]
}

// startsWithID reports whether a slug's first word is a number of five digits or more.
func startsWithID(words []string) bool {
	return len(words) >= 2 && allDigits(words[0]) && len(words[0]) >= 5
}

func hasLetterWord(words []string) bool {
	for _, w := range words {
		if !allDigits(w) {
			return true
		}
	}
	return false
}

func digitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			n++
		}
	}
	return n
}

// linkShape is an address with its variable parts abstracted: "/story/S", "/Y/M/D/W/S/index.html",
// "/W/W/article#/S.html", "/?p=N". Words that say what a page is (article, story, news, category,
// tag...) stay as they are, other words become W, and numbers, dates, IDs and slugs become a letter
// each; a word at the end counts as a slug. Links of one site with the same shape are the same kind
// of page.
func linkShape(u *url.URL) string {
	pp := splitPath(u.Path)
	var b strings.Builder
	for i, s := range pp.segs {
		k := pp.kinds[i]
		b.WriteByte('/')
		switch {
		case k == segWord && i == len(pp.segs)-1:
			// A name at the end is a slug of one word ("/2015/05/sneakers", a slug cut short).
			b.WriteByte(byte(segSlug))
		case k == segWord:
			if w := strings.ToLower(s); articleWords[w] || listWords[w] {
				b.WriteString(w)
			} else {
				b.WriteByte('W')
			}
		case k == segID:
			if p := idPrefix(s); p != "" && utf8.RuneCountInString(p) <= 12 {
				b.WriteString(p)
				b.WriteByte('#')
			} else {
				b.WriteByte('I')
			}
		default:
			b.WriteByte(byte(k))
		}
	}
	if len(pp.segs) == 0 {
		b.WriteByte('/')
	}
	if pp.ext != "" {
		b.WriteString(pp.ext)
	}
	if pp.index {
		b.WriteString("/index")
	}
	if u.RawQuery != "" {
		var keys []string
		for k := range u.Query() {
			if lk := strings.ToLower(k); !page.TrackingParam(lk) {
				keys = append(keys, lk)
			}
		}
		sort.Strings(keys)
		if len(keys) > 0 {
			b.WriteString("?" + strings.Join(keys, "&"))
		}
	}
	return b.String()
}

// denseLetter reports whether r is a letter of a script written without spaces between words
// (Chinese, Japanese, Korean, Thai), where a headline is counted in letters rather than words.
func denseLetter(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai)
}

// namesList reports whether an anchor text is a list of names joined by slashes ("Windows / Linux /
// OS", "サーバ / ストレージ / ネットワーク", "Steuern/Abgaben", "Arts/Culture"), as a menu labels a
// category of several topics: two names or more, each of at most three words, or of at most eight
// letters of a script written without spaces, of letters alone (and "&", "-", "."). A headline is a
// sentence: a date or a count ("(6/27)", "39/2023"), quotes or a colon ("Por: Phillip Butters /
// “Candidatitis”") or a name longer than that ("宜蘭輕旅行_冬山河生態綠舟/蘇澳煙波大飯店") make it none.
func namesList(text string) bool {
	if !strings.ContainsAny(text, "/／") {
		return false
	}
	names := strings.FieldsFunc(text, func(r rune) bool { return r == '/' || r == '／' })
	if len(names) < 2 || strings.Count(text, "/")+strings.Count(text, "／") != len(names)-1 {
		return false
	}
	for _, n := range names {
		n = strings.TrimSpace(n)
		dense := 0
		for _, r := range n {
			switch {
			case denseLetter(r):
				dense++
			case unicode.IsLetter(r), unicode.IsSpace(r), r == '&', r == '-', r == '.':
			default:
				return false
			}
		}
		if w := len(strings.Fields(n)); w == 0 || w > 3 || dense > 8 {
			return false
		}
	}
	return true
}

// headlineLike reports whether an anchor text reads like a headline rather than a menu entry or a
// button: four words or more, or at least twelve characters of a script written without spaces
// (Chinese, Japanese, Korean, Thai), or at least 25 letters.
func headlineLike(text string) bool {
	if namesList(text) {
		return false
	}
	words, dense, letters := 0, 0, 0
	inWord := false
	for _, r := range text {
		if unicode.IsSpace(r) {
			inWord = false
			continue
		}
		if !inWord {
			inWord = true
			if words++; words >= 4 {
				return true
			}
		}
		switch {
		case denseLetter(r):
			dense++
			letters++
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			letters++
		}
	}
	return dense >= 12 || letters >= 25
}
