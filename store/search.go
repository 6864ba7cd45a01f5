package store

import (
	"strings"
	"unicode"
)

// Full-text search uses FTS5's unicode61 tokenizer, which splits text at spaces and punctuation and
// folds case and diacritics. Chinese, Japanese and Korean are written without spaces, so unicode61
// alone would make a whole sentence one token and "東京" would never match "東京都で地震". The trigram
// tokenizer handles that, but cannot match a query shorter than three characters (most Japanese
// words are two: 東京, 政府, 株価) and makes the index several times larger. So the store cuts every
// run of these scripts into overlapping pairs of characters before indexing ("東京都" becomes
// "東京 京都 都"), and cuts queries the same way: a word of any length is then found. Latin words
// match whole; a word typed with a trailing "*" matches as a prefix ("elect*" finds "election").
// Prefixes are not implied: a prefix as common as "gov" costs several times a whole-word search.

// isCJK reports whether r belongs to a script written without spaces between words.
func isCJK(r rune) bool {
	if r < 0x1100 { // below Hangul Jamo: Latin, Greek, Cyrillic and the rest
		return false
	}
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) ||
		unicode.Is(unicode.Hangul, r) || r == 'ー' || r == '々' || r == '〆'
}

// foldWidth turns full-width Latin letters, digits and signs (Ａ, １) into their ASCII forms, so that
// "Ｇ７" finds "G7", and control characters (NUL would end an FTS5 query early) into spaces.
func foldWidth(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == 0x3000 || unicode.IsControl(r):
		return ' '
	}
	return r
}

// indexText is the text the search index holds for s: s with every CJK run cut into overlapping
// pairs, the run's last character added on its own so that a one-character query finds it.
func indexText(s string) string {
	if !needsCutting(s) {
		return s // most text: nothing to cut or fold, so no copy
	}
	var b strings.Builder
	b.Grow(len(s) * 2)
	var run []rune
	flush := func() {
		if len(run) == 0 {
			return
		}
		b.WriteByte(' ')
		for i := 0; i+1 < len(run); i++ {
			b.WriteRune(run[i])
			b.WriteRune(run[i+1])
			b.WriteByte(' ')
		}
		b.WriteRune(run[len(run)-1])
		b.WriteByte(' ')
		run = run[:0]
	}
	for _, r := range s {
		r = foldWidth(r)
		if isCJK(r) {
			run = append(run, r)
			continue
		}
		flush()
		b.WriteRune(r)
	}
	flush()
	return b.String()
}

// needsCutting reports whether indexText would change s: whether it holds a CJK, full-width or
// control character.
func needsCutting(s string) bool {
	for _, r := range s {
		if r >= 0x1100 || unicode.IsControl(r) {
			return true
		}
	}
	return false
}

// matchExpr turns what a person typed into an FTS5 query: every word must match; a CJK run must
// match as its chain of pairs, a lone CJK character as the start of a pair; a word ending in "*"
// matches as a prefix. It returns "" when the text holds nothing to search for.
func matchExpr(q string) string {
	var parts []string
	for _, word := range strings.Fields(strings.Map(foldWidth, q)) {
		prefix := strings.HasSuffix(word, "*")
		word = strings.TrimRight(word, "*")
		runs := splitRuns(word)
		for i, run := range runs {
			if !hasWordChar(run.text) {
				continue
			}
			if run.cjk {
				rs := []rune(run.text)
				if len(rs) == 1 {
					parts = append(parts, quote(run.text)+"*")
					continue
				}
				pairs := make([]string, 0, len(rs)-1)
				for i := 0; i+1 < len(rs); i++ {
					pairs = append(pairs, string(rs[i:i+2]))
				}
				parts = append(parts, quote(strings.Join(pairs, " ")))
				continue
			}
			part := quote(run.text)
			if prefix && i == len(runs)-1 {
				part += "*"
			}
			parts = append(parts, part)
		}
	}
	if len(parts) > maxSearchTerms {
		parts = parts[:maxSearchTerms]
	}
	return strings.Join(parts, " AND ")
}

// maxSearchTerms bounds the words a search uses, so that pasting a page into the search box costs
// no more than a long query.
const maxSearchTerms = 32

// textRun is a stretch of a word that is all CJK or all not.
type textRun struct {
	text string
	cjk  bool
}

// splitRuns cuts a word where it passes between CJK and other characters.
func splitRuns(word string) []textRun {
	var runs []textRun
	start := 0
	cur := false
	for i, r := range word {
		c := isCJK(r)
		if i > start && c != cur {
			runs = append(runs, textRun{word[start:i], cur})
			start = i
		}
		if i == start {
			cur = c
		}
	}
	if start < len(word) {
		runs = append(runs, textRun{word[start:], cur})
	}
	return runs
}

// hasWordChar reports whether s holds a letter or digit, the only characters the tokenizer keeps.
func hasWordChar(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// quote makes s an FTS5 string.
func quote(s string) string {
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}
