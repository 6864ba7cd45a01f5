// Package robots reads robots.txt files and answers whether a crawler may fetch a URL, as RFC 9309
// says: groups of the same product token are merged wherever they stand in the file, the `*` group
// applies only when no group names the crawler, the longest matching rule decides and Allow wins a
// tie, `*` and `$` are wildcards, and percent-encoding is normalised on both sides before paths are
// compared.
//
// The package is a pure parser and matcher: it never fetches anything, never caches and keeps no
// state between calls. Fetching robots.txt, following its redirects and deciding which HTTP answer
// to hand to ForStatus is the fetcher's job. A *Robots is immutable once built, so any number of
// goroutines may call its methods at once.
//
// Where RFC 9309 leaves room, Broadsheet's answers are:
//
//   - Directive names ignore case and a few common misspellings are accepted ("useragent",
//     "user agent", "dissallow", "disalow", "crawldelay", ...), as are whitespace before the colon
//     and a missing colon when the line is exactly two words ("disallow /tmp/"). Anything else is
//     ignored, so "Desallow" or "useg-agent" lines do nothing. Accepting Disallow misspellings can
//     only make the crawler more careful.
//   - A User-agent line names the product token made of its leading letters, digits, `-` and `_`
//     ("Wget/1.x" names "wget", "Foo Bar" names "foo", "MJ12bot" names "mj12bot"). RFC 9309's
//     identifier has no digits, but real tokens do, and cutting them off would merge distinct
//     crawlers ("bot1" and "bot2").
//   - Only Allow and Disallow lines end a run of User-agent lines; Crawl-delay, Sitemap and unknown
//     lines do not. Allow or Disallow lines before the first User-agent line are ignored.
//   - The length of a rule is the number of octets of its normalised pattern, `*` and `$` included,
//     so "Disallow: /*" (2 octets) beats "Allow: /" (1 octet).
//   - A `$` ends the pattern only as its last character; elsewhere it is a literal dollar sign.
//     A robots.txt can name a literal `*` or `$` only as %2A or %24, so in the URL a literal `*` or
//     `$` is compared as %2A or %24.
//   - A Sitemap line is kept only when it has the Sitemap: name; a bare URL on a line is ignored.
//   - When several merged groups give a Crawl-delay, the largest wins; values that are not
//     non-negative numbers of seconds are ignored and values over MaxCrawlDelay are cut to it.
//   - When the file reaches MaxBytes, the rest is ignored, and so is the line cut at the limit, so
//     that a half-read rule can never widen what is allowed.
package robots

import (
	"bytes"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxBytes is how much of a robots.txt file is parsed: the first MaxBytes bytes of the text as
// UTF-8, less the line the limit cuts in two. Whatever follows is ignored, as RFC 9309 section 2.5
// allows (a parser must read at least 500 KiB, which this is).
const MaxBytes = 500 << 10

// MaxCrawlDelay is the largest Crawl-delay that CrawlDelay reports; larger values are cut to it.
const MaxCrawlDelay = 24 * time.Hour

// Robots is a parsed robots.txt, or the verdict that stands in for one when the file could not be
// had (see ForStatus and Unreachable). The zero value and a nil *Robots allow everything.
type Robots struct {
	byToken     map[string][]*group // the groups that name each product token, in file order
	star        []*group            // the groups that name `*`
	sitemaps    []string
	disallowAll bool // a verdict that disallows every path but /robots.txt
}

// group is one run of User-agent lines and the rules and Crawl-delay that follow it.
type group struct {
	rules    []rule
	delay    time.Duration
	hasDelay bool
}

// rule is one Allow or Disallow line.
type rule struct {
	allow    bool
	pattern  string   // the normalised pattern without its final `$`
	segments []string // pattern split at each `*`, nil when it has none
	anchored bool     // the pattern ended with `$`
	length   int      // octets of the normalised pattern, `*` and `$` included
	value    string   // the pattern as written
	line     int
}

// Decision is the answer to one question: may this agent fetch this URL, and why.
type Decision struct {
	// Allowed reports whether the URL may be fetched.
	Allowed bool
	// Rule is the deciding line written as "Allow: PATTERN" or "Disallow: PATTERN", or "" when no
	// rule decided (nothing matched, the path is /robots.txt, or the verdict came from an HTTP status
	// or a network failure).
	Rule string
	// Line is the 1-based line of Rule in the file, or 0 when Rule is "".
	Line int
}

// ForStatus returns the verdict for a robots.txt request that ended with HTTP status code status
// instead of a file. A 4xx answer other than 429 means there is no robots.txt, so everything is
// allowed; so does a 3xx, which the fetcher reports only when the redirects ran out. 429, 5xx and any
// code outside 100-599 mean the site could not say, so everything is disallowed. A 1xx is treated the
// same way. A 2xx is allowed like an empty file; call Parse with the body instead.
func ForStatus(status int) *Robots {
	switch {
	case status == 429:
		return Unreachable()
	case status >= 200 && status < 500:
		return &Robots{}
	default:
		return Unreachable()
	}
}

// Unreachable returns the verdict for a robots.txt that could not be fetched at all (network
// failure, timeout, a body that could not be read): everything but /robots.txt itself is disallowed.
func Unreachable() *Robots {
	return &Robots{disallowAll: true}
}

// Parse reads a robots.txt body. It never fails: lines it does not understand are ignored. A UTF-8
// byte-order mark is skipped and a UTF-16 one (little or big endian) makes the body be decoded from
// UTF-16. Lines may end in CR, LF or CRLF, and `#` starts a comment. At most MaxBytes are parsed;
// a text of MaxBytes or more loses the line that the limit cuts, so a body that a fetcher cut at
// MaxBytes is safe to pass as it is.
func Parse(body []byte) *Robots {
	raw := decodeText(body)
	if len(body) >= MaxBytes || len(raw) >= MaxBytes {
		raw = cutAtLimit(raw)
	}
	text := string(raw) // one copy; every line and value below is a slice of it
	r := &Robots{byToken: map[string][]*group{}}
	p := parser{robots: r, seenSitemap: map[string]bool{}}
	lineNo := 0
	for len(text) > 0 {
		lineNo++
		end := strings.IndexAny(text, "\r\n")
		var line string
		if end < 0 {
			line, text = text, ""
		} else {
			line = text[:end]
			if text[end] == '\r' && end+1 < len(text) && text[end+1] == '\n' {
				end++
			}
			text = text[end+1:]
		}
		p.line(lineNo, line)
	}
	return r
}

// decodeText strips a byte-order mark and turns UTF-16 into UTF-8.
func decodeText(body []byte) []byte {
	switch {
	case bytes.HasPrefix(body, []byte{0xEF, 0xBB, 0xBF}):
		return body[3:]
	case bytes.HasPrefix(body, []byte{0xFF, 0xFE}):
		return utf16ToUTF8(body[2:], false)
	case bytes.HasPrefix(body, []byte{0xFE, 0xFF}):
		return utf16ToUTF8(body[2:], true)
	}
	return body
}

func utf16ToUTF8(b []byte, bigEndian bool) []byte {
	n := len(b) / 2
	if n > MaxBytes+1 {
		n = MaxBytes + 1 // every code unit yields at least one byte: enough to fill MaxBytes
	}
	units := make([]uint16, n)
	for i := range units {
		if bigEndian {
			units[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
		} else {
			units[i] = uint16(b[2*i+1])<<8 | uint16(b[2*i])
		}
	}
	out := make([]byte, 0, n)
	for _, r := range utf16.Decode(units) {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// cutAtLimit keeps the first MaxBytes of text, minus the line that the limit cuts in two. It is
// called for every body of MaxBytes or more, since a fetcher that kept only MaxBytes cannot say
// whether more followed; a UTF-16 body of that size may decode to less, and loses its last
// unfinished line all the same.
func cutAtLimit(text []byte) []byte {
	if len(text) > MaxBytes {
		if c := text[MaxBytes]; c == '\n' || c == '\r' {
			return text[:MaxBytes]
		}
		text = text[:MaxBytes]
	}
	if n := len(text); n > 0 && (text[n-1] == '\n' || text[n-1] == '\r') {
		return text
	}
	if i := bytes.LastIndexAny(text, "\r\n"); i >= 0 {
		return text[:i+1]
	}
	return nil
}

// parser holds the state of one Parse.
type parser struct {
	robots      *Robots
	group       *group // the group being read, nil before the first User-agent line
	agentsOpen  bool   // the group still takes User-agent lines (no rule seen yet)
	seenSitemap map[string]bool
}

// Directives, as directive returns them.
const (
	unknownDirective = iota
	userAgentDirective
	allowDirective
	disallowDirective
	sitemapDirective
	crawlDelayDirective
)

// directiveNames lists the accepted spellings of each directive, lower case.
var directiveNames = []struct {
	name      string
	directive int
}{
	{"user-agent", userAgentDirective},
	{"useragent", userAgentDirective},
	{"user agent", userAgentDirective},
	{"allow", allowDirective},
	{"disallow", disallowDirective},
	{"dissallow", disallowDirective},
	{"dissalow", disallowDirective},
	{"disalow", disallowDirective},
	{"diasllow", disallowDirective},
	{"disallaw", disallowDirective},
	{"sitemap", sitemapDirective},
	{"site-map", sitemapDirective},
	{"crawl-delay", crawlDelayDirective},
	{"crawldelay", crawlDelayDirective},
	{"crawl delay", crawlDelayDirective},
}

// directive returns which directive name spells, ignoring case.
func directive(name string) int {
	for _, d := range directiveNames {
		if len(d.name) == len(name) && strings.EqualFold(d.name, name) {
			return d.directive
		}
	}
	return unknownDirective
}

func (p *parser) line(lineNo int, line string) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimSpace(line)
	if line == "" {
		return
	}
	name, value, ok := splitRecord(line)
	if !ok {
		return
	}
	switch directive(name) {
	case userAgentDirective:
		p.userAgent(value)
	case allowDirective:
		p.rule(lineNo, true, value)
	case disallowDirective:
		p.rule(lineNo, false, value)
	case sitemapDirective:
		if value != "" && !p.seenSitemap[value] {
			p.seenSitemap[value] = true
			p.robots.sitemaps = append(p.robots.sitemaps, value)
		}
	case crawlDelayDirective:
		p.crawlDelay(value)
	}
}

// splitRecord splits "name: value". Without a colon, a line of exactly two words is read as name and
// value.
func splitRecord(line string) (name, value string, ok bool) {
	if i := strings.IndexByte(line, ':'); i >= 0 {
		return strings.TrimSpace(line[:i]), strings.TrimSpace(line[i+1:]), true
	}
	fields := strings.Fields(line)
	if len(fields) != 2 {
		return "", "", false
	}
	return fields[0], fields[1], true
}

func (p *parser) userAgent(value string) {
	if p.group == nil || !p.agentsOpen {
		p.group = &group{}
		p.agentsOpen = true
	}
	r := p.robots
	if strings.HasPrefix(value, "*") {
		if !slices.Contains(r.star, p.group) {
			r.star = append(r.star, p.group)
		}
		return
	}
	token := productToken(value)
	if token == "" {
		return
	}
	if !slices.Contains(r.byToken[token], p.group) {
		r.byToken[token] = append(r.byToken[token], p.group)
	}
}

func (p *parser) rule(lineNo int, allow bool, value string) {
	if p.group == nil {
		return
	}
	p.agentsOpen = false
	if value == "" {
		return // an empty pattern matches nothing
	}
	p.group.rules = append(p.group.rules, newRule(allow, value, lineNo))
}

func (p *parser) crawlDelay(value string) {
	if p.group == nil {
		return
	}
	secs, err := strconv.ParseFloat(value, 64)
	if err != nil || math.IsNaN(secs) || secs < 0 {
		return
	}
	d := MaxCrawlDelay
	if secs < MaxCrawlDelay.Seconds() {
		d = time.Duration(secs * float64(time.Second))
	}
	if g := p.group; !g.hasDelay || d > g.delay {
		g.delay, g.hasDelay = d, true
	}
}

func newRule(allow bool, value string, lineNo int) rule {
	pattern, anchored := strings.CutSuffix(value, "$")
	norm := normalise(pattern, true)
	r := rule{
		allow:    allow,
		pattern:  norm,
		anchored: anchored,
		length:   len(norm),
		value:    value,
		line:     lineNo,
	}
	if strings.IndexByte(norm, '*') >= 0 {
		r.segments = strings.Split(norm, "*")
	}
	if anchored {
		r.length++
	}
	return r
}

// text returns the rule as Decision.Rule shows it: "Disallow: /private".
func (r *rule) text() string {
	if r.allow {
		return "Allow: " + r.value
	}
	return "Disallow: " + r.value
}

// productToken returns the lower-cased product token at the start of s: its leading letters,
// digits, `-` and `_`.
func productToken(s string) string {
	i := 0
	for i < len(s) && isTokenByte(s[i]) {
		i++
	}
	return strings.ToLower(s[:i])
}

func isTokenByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// Test reports whether agent may fetch target. agent is the crawler's product token ("broadsheet");
// anything after its leading letters, digits, `-` and `_` is ignored, so "broadsheet/1.0" works too.
// target is a full URL ("https://example.com/a?b") or a path with its query ("/a?b"); the fragment
// is ignored. The path /robots.txt is always allowed, even by Unreachable, so that the file can be
// fetched again. A nil r allows everything.
func (r *Robots) Test(agent, target string) Decision {
	if r == nil {
		return Decision{Allowed: true}
	}
	path := normalise(pathAndQuery(target), false)
	if path == "/robots.txt" || strings.HasPrefix(path, "/robots.txt?") {
		return Decision{Allowed: true}
	}
	if r.disallowAll {
		return Decision{Allowed: false}
	}
	var best *rule
	for _, g := range r.groupsFor(agent) {
		for i := range g.rules {
			ru := &g.rules[i]
			if best != nil && (ru.length < best.length || ru.length == best.length && (best.allow || !ru.allow)) {
				continue // cannot beat the current best
			}
			if ru.matches(path) {
				best = ru
			}
		}
	}
	if best == nil {
		return Decision{Allowed: true}
	}
	return Decision{Allowed: best.allow, Rule: best.text(), Line: best.line}
}

// groupsFor returns the groups that name agent's product token, else the `*` groups, else nil.
func (r *Robots) groupsFor(agent string) []*group {
	if token := productToken(strings.TrimSpace(agent)); token != "" {
		if gs := r.byToken[token]; gs != nil {
			return gs
		}
	}
	return r.star
}

// Sitemaps returns the values of the Sitemap lines in the order they appear, each only once, as
// written (relative URLs stay relative). Sitemap lines apply to every agent wherever they stand.
func (r *Robots) Sitemaps() []string {
	if r == nil || len(r.sitemaps) == 0 {
		return nil
	}
	return append([]string(nil), r.sitemaps...)
}

// CrawlDelay returns the Crawl-delay that applies to agent (chosen the same way as the rules in
// Test), or 0 when there is none.
func (r *Robots) CrawlDelay(agent string) time.Duration {
	if r == nil {
		return 0
	}
	var d time.Duration
	for _, g := range r.groupsFor(agent) {
		if g.hasDelay && g.delay > d {
			d = g.delay
		}
	}
	return d
}

// DisallowsAll reports whether r is a verdict that forbids every URL because the robots.txt could
// not be had (see ForStatus and Unreachable). A file that disallows "/" is not such a verdict.
func (r *Robots) DisallowsAll() bool {
	return r != nil && r.disallowAll
}
