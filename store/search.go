package store

import (
	"context"
	"database/sql"
	"errors"
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
// Prefixes are not implied: a prefix standing for many words (a single letter) still makes FTS5
// gather all their postings, which costs tens of milliseconds on a million headlines.

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
	return joinParts(matchParts(q), nil)
}

// matchPart is one word of a search as an FTS5 expression. prefix is set for a prefix of plain
// ASCII letters and digits, which expandPrefix may replace by the words it stands for.
type matchPart struct {
	expr   string
	prefix string
}

// matchParts cuts what a person typed into the words matchExpr joins.
func matchParts(q string) []matchPart {
	var parts []matchPart
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
					parts = append(parts, matchPart{expr: quote(run.text) + "*"})
					continue
				}
				pairs := make([]string, 0, len(rs)-1)
				for i := 0; i+1 < len(rs); i++ {
					pairs = append(pairs, string(rs[i:i+2]))
				}
				parts = append(parts, matchPart{expr: quote(strings.Join(pairs, " "))})
				continue
			}
			part := matchPart{expr: quote(run.text)}
			if prefix && i == len(runs)-1 {
				part.expr += "*"
				if lower := strings.ToLower(run.text); isPlainASCII(lower) {
					part.prefix = lower
				}
			}
			parts = append(parts, part)
		}
	}
	if len(parts) > maxSearchTerms {
		parts = parts[:maxSearchTerms]
	}
	return parts
}

// joinParts joins the parts of a search with AND, a part whose prefix has an entry in words as
// those words joined with OR.
func joinParts(parts []matchPart, words map[string][]string) string {
	exprs := make([]string, len(parts))
	for i, p := range parts {
		exprs[i] = p.expr
		ws, ok := words[p.prefix]
		if p.prefix == "" || !ok {
			continue
		}
		quoted := make([]string, len(ws))
		for j, w := range ws {
			quoted[j] = quote(w)
		}
		exprs[i] = strings.Join(quoted, " OR ")
		if len(ws) > 1 {
			exprs[i] = "(" + exprs[i] + ")"
		}
	}
	return strings.Join(exprs, " AND ")
}

// isPlainASCII reports whether s is lower-case ASCII letters and digits only: text the tokenizer
// keeps as it is, so that it compares with the index's words byte for byte.
func isPlainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return s != ""
}

// FTS5 answers a prefix query by first gathering every posting of every word with that prefix, of
// every item however old, into one list, even when a page of the newest 200 is all that is wanted:
// "gov*" took 55 ms on a million headlines that nearly all say "government". The same words asked
// for by name are read newest first and stop after the page ("government" took 0.2 ms). So a
// prefix of plain ASCII is replaced by the words the index holds that start with it, when they are
// few. The words come from the index itself (items_fts_terms, an fts5vocab table listing every
// occurrence in word order), so none is missed: each is found by asking for the first occurrence
// at or after the previous word, which skips over that word's occurrences. An FTS5 prefix index
// would answer the same without the lookups, but made every ingest a fifth slower.

// maxPrefixWords is the most words a prefix is replaced by; a prefix standing for more (as a
// single letter does) is searched as a prefix.
const maxPrefixWords = 16

// queryRower is a connection or transaction that can read one row.
type queryRower interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// expandPrefix returns the words of the index that start with prefix, and false when there are
// more than maxPrefixWords of them.
func expandPrefix(ctx context.Context, db queryRower, prefix string) ([]string, bool, error) {
	var words []string
	from := prefix
	for {
		var word string
		err := db.QueryRowContext(ctx, `SELECT term FROM items_fts_terms WHERE term >= ? LIMIT 1`, from).Scan(&word)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && !strings.HasPrefix(word, prefix)) {
			return words, true, nil
		}
		if err != nil {
			return nil, false, err
		}
		if len(words) == maxPrefixWords {
			return nil, false, nil
		}
		words = append(words, word)
		// The next word: no word holds the control character \x01, so none lies between.
		from = word + "\x01"
	}
}

// searchExpr is matchExpr for a search, with its prefixes replaced by the words they stand for
// where there are few (see expandPrefix). It returns "" when the text holds nothing to search for.
func searchExpr(ctx context.Context, db queryRower, q string) (string, error) {
	parts := matchParts(q)
	var words map[string][]string
	for _, p := range parts {
		if p.prefix == "" {
			continue
		}
		if _, done := words[p.prefix]; done {
			continue
		}
		ws, ok, err := expandPrefix(ctx, db, p.prefix)
		if err != nil {
			return "", err
		}
		if !ok || len(ws) == 0 {
			continue // many words, or none: the prefix query is as quick
		}
		if words == nil {
			words = make(map[string][]string)
		}
		words[p.prefix] = ws
	}
	return joinParts(parts, words), nil
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
