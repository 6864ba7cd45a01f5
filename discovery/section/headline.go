package section

// This file reads an article's headline as a person reads it among the several texts a page gives
// one address: the one that reads as a headline before a navigation word, without the characters
// no one sees, and without the number of a ranked list written before it.

import (
	"strings"
	"unicode"
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
