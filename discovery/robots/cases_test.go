package robots

import "strings"

// ruleCase is one question put to a robots.txt: may agent fetch target? Each case is named for the
// rule of RFC 9309 (or Broadsheet's pinned answer) that it checks.
type ruleCase struct {
	name    string
	robots  string
	agent   string
	target  string
	allowed bool
}

// padding returns at least n bytes of comment lines.
func padding(n int) string {
	line := "# " + strings.Repeat("x", 61) + "\n" // 64 bytes
	return strings.Repeat(line, (n+len(line)-1)/len(line))
}

// ruleCases is the table every matcher is held to, this package's and the libraries it was
// compared with.
var ruleCases = []ruleCase{
	// Product tokens.
	{"token/ignores case", "User-agent: BroadSheet\nDisallow: /\n", "broadsheet", "/a", false},
	{"token/agent with version", "User-agent: broadsheet\nDisallow: /\n", "broadsheet/1.0", "/a", false},
	{"token/line with version", "User-agent: Broadsheet/2.1\nDisallow: /\n", "broadsheet", "/a", false},
	{"token/line cut at first space", "User-agent: broadsheet reader\nDisallow: /\n", "broadsheet", "/a", false},
	{"token/other product not matched", "User-agent: broadsheetx\nDisallow: /\n", "broadsheet", "/a", true},
	{"token/prefix of agent not matched", "User-agent: broad\nDisallow: /\n", "broadsheet", "/a", true},
	{"token/digits are part of the token", "User-agent: broadsheet2\nDisallow: /\n", "broadsheet", "/a", true},
	{"token/several agents share a group", "User-agent: a\nUser-agent: broadsheet\nUser-agent: b\nDisallow: /\n", "broadsheet", "/a", false},

	// Groups.
	{"groups/same token merged, first group", "User-agent: broadsheet\nDisallow: /a\n\nUser-agent: other\nDisallow: /b\n\nUser-agent: broadsheet\nDisallow: /c\n", "broadsheet", "/a", false},
	{"groups/same token merged, later group", "User-agent: broadsheet\nDisallow: /a\n\nUser-agent: other\nDisallow: /b\n\nUser-agent: broadsheet\nDisallow: /c\n", "broadsheet", "/c", false},
	{"groups/other token's rules not applied", "User-agent: broadsheet\nDisallow: /a\n\nUser-agent: other\nDisallow: /b\n\nUser-agent: broadsheet\nDisallow: /c\n", "broadsheet", "/b", true},
	{"groups/merged rules use longest match across groups", "User-agent: broadsheet\nDisallow: /news/\n\nUser-agent: *\nDisallow: /\n\nUser-agent: broadsheet\nAllow: /news/today\n", "broadsheet", "/news/today/1", true},
	{"groups/star not merged with matching group", "User-agent: *\nDisallow: /x/\n\nUser-agent: broadsheet\nDisallow: /y/\n", "broadsheet", "/x/page", true},
	{"groups/matching group still applies", "User-agent: *\nDisallow: /x/\n\nUser-agent: broadsheet\nDisallow: /y/\n", "broadsheet", "/y/page", false},
	{"groups/empty matching group allows all", "User-agent: *\nDisallow: /\n\nUser-agent: broadsheet\n", "broadsheet", "/a", true},
	{"groups/star used when no group matches", "User-agent: *\nDisallow: /x/\n\nUser-agent: other\nDisallow: /y/\n", "broadsheet", "/x/page", false},
	{"groups/star groups merged", "User-agent: *\nDisallow: /a\n\nUser-agent: other\nAllow: /\n\nUser-agent: *\nDisallow: /b\n", "broadsheet", "/b", false},
	{"groups/star after other agents in one group", "User-agent: other\nUser-agent: *\nDisallow: /a\n", "broadsheet", "/a", false},
	{"groups/no group and no star allows all", "User-agent: other\nDisallow: /\n", "broadsheet", "/a", true},
	{"groups/user-agent after rules starts a group", "User-agent: broadsheet\nDisallow: /a\nUser-agent: other\nDisallow: /b\n", "broadsheet", "/b", true},
	{"groups/rules before any user-agent ignored", "Disallow: /a\nUser-agent: broadsheet\nDisallow: /b\n", "broadsheet", "/a", true},
	{"groups/blank line does not end group", "User-agent: broadsheet\n\nDisallow: /a\n", "broadsheet", "/a", false},
	{"groups/sitemap does not end agent list", "User-agent: broadsheet\nSitemap: https://example.com/s.xml\nUser-agent: other\nDisallow: /a\n", "broadsheet", "/a", false},
	{"groups/crawl-delay does not end agent list", "User-agent: broadsheet\nCrawl-delay: 5\nUser-agent: other\nDisallow: /a\n", "broadsheet", "/a", false},
	{"groups/unknown line does not end agent list", "User-agent: broadsheet\nX-Unknown: 1\nUser-agent: other\nDisallow: /a\n", "broadsheet", "/a", false},
	{"groups/empty file allows all", "", "broadsheet", "/a", true},

	// Longest match.
	{"longest/longer disallow beats shorter allow", "User-agent: broadsheet\nDisallow: /x/page.html\nAllow: /x/\n", "broadsheet", "/x/page.html", false},
	{"longest/longer allow beats shorter disallow", "User-agent: broadsheet\nAllow: /x/page.html\nDisallow: /x/\n", "broadsheet", "/x/page.html", true},
	{"longest/shorter rule applies outside the longer", "User-agent: broadsheet\nAllow: /x/page.html\nDisallow: /x/\n", "broadsheet", "/x/other.html", false},
	{"longest/order of lines does not matter", "User-agent: broadsheet\nDisallow: /x/\nAllow: /x/page.html\n", "broadsheet", "/x/page.html", true},
	{"longest/wildcard counts its octets", "User-agent: broadsheet\nAllow: /page\nDisallow: /*.html\n", "broadsheet", "/page.html", false},
	{"longest/slash star beats slash", "User-agent: broadsheet\nAllow: /\nDisallow: /*\n", "broadsheet", "/a", false},
	{"tie/allow wins, allow first", "User-agent: broadsheet\nAllow: /x\nDisallow: /x\n", "broadsheet", "/x/y", true},
	{"tie/allow wins, disallow first", "User-agent: broadsheet\nDisallow: /x\nAllow: /x\n", "broadsheet", "/x/y", true},
	{"tie/allow wins with wildcards", "User-agent: broadsheet\nDisallow: /*.gif\nAllow: /a/*.gi\n", "broadsheet", "/a/b.gif", true},

	// Special characters.
	{"wildcard/matches within path", "User-agent: broadsheet\nDisallow: /*.gif\n", "broadsheet", "/img/a.gif", false},
	{"wildcard/matches zero characters", "User-agent: broadsheet\nDisallow: /a*b\n", "broadsheet", "/ab", false},
	{"wildcard/several stars", "User-agent: broadsheet\nDisallow: /a*b*c\n", "broadsheet", "/a-x-b-y-c-z", false},
	{"wildcard/double star", "User-agent: broadsheet\nDisallow: /a**c\n", "broadsheet", "/abc", false},
	{"wildcard/no match", "User-agent: broadsheet\nDisallow: /a*b*c\n", "broadsheet", "/a-c-b", true},
	{"wildcard/pattern starting with star", "User-agent: broadsheet\nDisallow: *.gif$\n", "broadsheet", "/example.gif", false},
	{"wildcard/trailing star is redundant", "User-agent: broadsheet\nDisallow: /fish*\n", "broadsheet", "/fishheads/x", false},
	{"wildcard/reaches into query", "User-agent: broadsheet\nDisallow: /*?sort=\n", "broadsheet", "/list?sort=asc&page=2", false},
	{"anchor/matches exact end", "User-agent: broadsheet\nDisallow: /*.gif$\n", "broadsheet", "/a.gif", false},
	{"anchor/longer path not matched", "User-agent: broadsheet\nDisallow: /*.gif$\n", "broadsheet", "/a.gif?x=1", true},
	{"anchor/exact path only", "User-agent: broadsheet\nDisallow: /$\n", "broadsheet", "/a", true},
	{"anchor/root path", "User-agent: broadsheet\nDisallow: /$\n", "broadsheet", "/", false},
	{"anchor/dollar inside pattern is literal", "User-agent: broadsheet\nDisallow: /a$b\n", "broadsheet", "/a$b", false},
	{"anchor/dollar inside pattern is not an anchor", "User-agent: broadsheet\nDisallow: /a$b\n", "broadsheet", "/a", true},
	{"anchor/star then anchor", "User-agent: broadsheet\nDisallow: /a*$\n", "broadsheet", "/a/b/c", false},

	// Percent-encoding.
	{"encoding/rule escapes of unreserved decoded", "User-agent: broadsheet\nDisallow: /foo/bar/%62%61%7A\n", "broadsheet", "/foo/bar/baz", false},
	{"encoding/target escapes of unreserved decoded", "User-agent: broadsheet\nDisallow: /foo/bar/baz\n", "broadsheet", "/foo/%62ar/baz", false},
	{"encoding/tilde decoded", "User-agent: broadsheet\nDisallow: /~joe/\n", "broadsheet", "/%7Ejoe/index.html", false},
	{"encoding/raw UTF-8 rule matches escaped target", "User-agent: broadsheet\nDisallow: /foo/bar/ツ\n", "broadsheet", "/foo/bar/%E3%83%84", false},
	{"encoding/escaped rule matches raw UTF-8 target", "User-agent: broadsheet\nDisallow: /foo/bar/%E3%83%84\n", "broadsheet", "/foo/bar/ツ", false},
	{"encoding/hex digits compared without case", "User-agent: broadsheet\nDisallow: /foo/bar/%e3%83%84\n", "broadsheet", "/foo/bar/%E3%83%84", false},
	{"encoding/escaped slash distinct from slash", "User-agent: broadsheet\nDisallow: /a%2Fb\n", "broadsheet", "/a/b", true},
	{"encoding/escaped slash matches escaped slash", "User-agent: broadsheet\nDisallow: /a%2Fb\n", "broadsheet", "/a%2fb", false},
	{"encoding/escaped question mark distinct from query", "User-agent: broadsheet\nDisallow: /a%3Fb\n", "broadsheet", "/a?b", true},
	{"encoding/escaped star in rule is literal", "User-agent: broadsheet\nDisallow: /file-%2A.html\n", "broadsheet", "/file-x.html", true},
	{"encoding/escaped star in rule matches star in target", "User-agent: broadsheet\nDisallow: /file-%2A.html\n", "broadsheet", "/file-*.html", false},
	{"encoding/space in target", "User-agent: broadsheet\nDisallow: /a%20b\n", "broadsheet", "/a b", false},
	{"encoding/broken escape compared as written", "User-agent: broadsheet\nDisallow: /wiki/Talk%3Mediation/\n", "broadsheet", "/wiki/Talk%3Mediation/x", false},

	// Paths and queries.
	{"path/case sensitive", "User-agent: broadsheet\nDisallow: /X/\n", "broadsheet", "/x/y", true},
	{"path/case sensitive match", "User-agent: broadsheet\nDisallow: /x/\n", "broadsheet", "/x/y", false},
	{"path/query included", "User-agent: broadsheet\nDisallow: /search?q=\n", "broadsheet", "/search?q=news", false},
	{"path/query must match", "User-agent: broadsheet\nDisallow: /search?q=\n", "broadsheet", "/search?page=1", true},
	{"path/full URL", "User-agent: broadsheet\nDisallow: /private\n", "broadsheet", "https://example.com/private/a?b=c", false},
	{"path/full URL query", "User-agent: broadsheet\nDisallow: /*?id=\n", "broadsheet", "https://example.com/page?id=3#top", false},
	{"path/fragment ignored", "User-agent: broadsheet\nDisallow: /*#\nDisallow: /a$\n", "broadsheet", "https://example.com/a#frag", false},
	{"path/bare host is root", "User-agent: broadsheet\nDisallow: /$\n", "broadsheet", "https://example.com", false},
	{"path/empty disallow matches nothing", "User-agent: broadsheet\nDisallow:\n", "broadsheet", "/a", true},
	{"path/pattern without slash never matches", "User-agent: broadsheet\nDisallow: a\n", "broadsheet", "/a", true},
	{"path/robots.txt always allowed", "User-agent: broadsheet\nDisallow: /\n", "broadsheet", "/robots.txt", true},
	{"path/other paths still disallowed", "User-agent: broadsheet\nDisallow: /\n", "broadsheet", "/robots.txt.bak", false},

	// File format.
	{"format/directive names ignore case", "USER-AGENT: broadsheet\nDISALLOW: /a\n", "broadsheet", "/a", false},
	{"format/no space after colon", "User-agent:broadsheet\nDisallow:/a\n", "broadsheet", "/a", false},
	{"format/space before colon", "User-agent : broadsheet\nDisallow : /a\n", "broadsheet", "/a", false},
	{"format/comment after rule", "User-agent: broadsheet\nDisallow: /a # not /b\n", "broadsheet", "/a", false},
	{"format/comment is not part of the pattern", "User-agent: broadsheet\nDisallow: /a#b\n", "broadsheet", "/ab", false},
	{"format/commented rule ignored", "User-agent: broadsheet\n# Disallow: /\nDisallow: /a\n", "broadsheet", "/b", true},
	{"format/CRLF", "User-agent: broadsheet\r\nDisallow: /a\r\n", "broadsheet", "/a", false},
	{"format/CR only", "User-agent: other\rDisallow: /\rUser-agent: broadsheet\rDisallow: /a\r", "broadsheet", "/b", true},
	{"format/CR only rule", "User-agent: other\rDisallow: /\rUser-agent: broadsheet\rDisallow: /a\r", "broadsheet", "/a", false},
	{"format/UTF-8 BOM", "\uFEFFUser-agent: broadsheet\nDisallow: /a\n", "broadsheet", "/a", false},
	{"format/UTF-16LE BOM", utf16LE("User-agent: broadsheet\r\nDisallow: /a\r\n"), "broadsheet", "/a", false},
	{"format/UTF-16BE BOM", utf16BE("User-agent: broadsheet\r\nDisallow: /a\r\n"), "broadsheet", "/a", false},
	{"format/no final newline", "User-agent: broadsheet\nDisallow: /a", "broadsheet", "/a", false},
	{"format/tab as space", "User-agent:\tbroadsheet\nDisallow:\t/a\t\n", "broadsheet", "/a", false},
	{"pinned/missing colon accepted", "User-agent broadsheet\nDisallow /a\n", "broadsheet", "/a", false},
	{"pinned/missing colon with more words ignored", "User-agent: broadsheet\nDisallow /a /b\n", "broadsheet", "/a", true},
	{"pinned/disallow misspelling accepted", "User-agent: broadsheet\nDissallow: /a\n", "broadsheet", "/a", false},
	{"pinned/user-agent misspelling accepted", "Useragent: broadsheet\nDisallow: /a\n", "broadsheet", "/a", false},
	{"pinned/unknown misspelling ignored", "User-agent: broadsheet\nDesallow: /a\n", "broadsheet", "/a", true},

	// Size.
	{"size/rule before 500 KiB honoured", "User-agent: broadsheet\n" + padding(MaxBytes-100) + "Disallow: /late\n", "broadsheet", "/late", false},
	{"size/rule after the limit ignored", "User-agent: broadsheet\n" + padding(MaxBytes+100) + "Disallow: /late\n", "broadsheet", "/late", true},
	{"size/body cut at exactly the limit loses its last line", cutBody(), "broadsheet", "/" + strings.Repeat("a", 150), false},
	{"size/UTF-16 body cut at the limit loses its last line", cutBody16(), "broadsheet", "/" + strings.Repeat("a", 150), false},
	{"size/line cut by the limit ignored", "User-agent: broadsheet\nDisallow: /\n" + padding(MaxBytes-135) + "Allow: /" + strings.Repeat("a", 200) + "\n", "broadsheet", "/" + strings.Repeat("a", 150), false},
}

// cutBody returns a file of exactly MaxBytes, as a fetcher that keeps MaxBytes leaves it, whose
// last line is an Allow rule cut short: read whole, the cut rule would allow "/" and 150 a.
func cutBody() string {
	head := "User-agent: broadsheet\nDisallow: /\n" + padding(MaxBytes-135) + "Allow: /"
	return head + strings.Repeat("a", MaxBytes-len(head))
}

// cutBody16 returns a UTF-16 file of MaxBytes, cut like cutBody's: it decodes to about half as
// many bytes, and its last line is an Allow rule cut short.
func cutBody16() string {
	head := "User-agent: broadsheet\nDisallow: /\n" + padding(MaxBytes/2-200) + "Allow: /"
	return utf16LE(head + strings.Repeat("a", (MaxBytes-2)/2-len(head)))
}

// utf16LE returns s encoded as UTF-16 little endian with a byte-order mark. s must be ASCII.
func utf16LE(s string) string {
	b := []byte{0xFF, 0xFE}
	for i := 0; i < len(s); i++ {
		b = append(b, s[i], 0)
	}
	return string(b)
}

// utf16BE returns s encoded as UTF-16 big endian with a byte-order mark. s must be ASCII.
func utf16BE(s string) string {
	b := []byte{0xFE, 0xFF}
	for i := 0; i < len(s); i++ {
		b = append(b, 0, s[i])
	}
	return string(b)
}
