package section

import (
	"net/url"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/broadsheet/broadsheet/cleantext"
)

// blockedSegments are path segments that mark a page nobody follows for news: accounts, search,
// legal pages, the site's own feeds and sitemaps. A section path holding one is not a section.
var blockedSegments = map[string]bool{
	"search": true, "login": true, "logout": true, "signin": true, "sign-in": true, "signup": true,
	"sign-up": true, "register": true, "account": true, "accounts": true, "mypage": true, "profile": true,
	"settings": true, "user": true, "users": true, "subscribe": true, "subscription": true,
	"subscriptions": true, "newsletter": true, "newsletters": true, "about": true, "about-us": true,
	"aboutus": true, "privacy": true, "privacy-policy": true, "terms": true, "terms-of-use": true,
	"terms-of-service": true, "tos": true, "legal": true, "cookies": true, "cookie-policy": true,
	"contact": true, "contact-us": true, "help": true, "faq": true, "feedback": true, "advertise": true,
	"ads": true, "sitemap": true, "rss": true, "feed": true, "feeds": true,
	"cart": true, "checkout": true, "shop": true, "store": true, "wp-admin": true, "wp-login.php": true,
	"admin": true, "cgi-bin": true, "api": true, "amp": true, "print": true, "share": true,
	"accessibility": true, "corrections": true, "copyright": true,
	// the page about the site and its contact page in the languages of the web's news
	"acerca": true, "acerca-de": true, "quienes-somos": true, "sobre-nosotros": true, "a-propos": true,
	"qui-sommes-nous": true, "ueber-uns": true, "uber-uns": true, "chi-siamo": true, "tentang-kami": true,
	"contacto": true, "contato": true, "kontakt": true, "kontak": true, "hubungi-kami": true, "contatti": true,
}

// houseOrDesk are path segments that name a page about the site itself on most sites, but a desk on
// some newsrooms': /careers/, /jobs/, /company/. No article lives under them, so article links are
// judged as though they were blocked; whether such a page is a section is told by its link's text
// (IsHousePage).
var houseOrDesk = map[string]bool{"careers": true, "jobs": true, "company": true}

// segments splits a path into its non-empty segments.
func segments(p string) []string {
	var segs []string
	for _, s := range strings.Split(p, "/") {
		if s != "" {
			segs = append(segs, s)
		}
	}
	return segs
}

// trimHTMLExt removes trailing ".html" and ".htm" extensions.
func trimHTMLExt(s string) string {
	for {
		switch {
		case strings.HasSuffix(s, ".html"):
			s = s[:len(s)-len(".html")]
		case strings.HasSuffix(s, ".htm"):
			s = s[:len(s)-len(".htm")]
		default:
			return s
		}
	}
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func hasDigit(s string) bool {
	return strings.IndexFunc(s, isDigit) >= 0
}

// LooksLikeArticle reports whether a URL path (decoded, as url.URL.Path holds it) names one article
// by itself rather than a list of them: it holds a date (/2026/11/06/..., a slug that starts
// 20261129- or 2026-11-29-) with a name after it; or its last segment (an index.html cut off) is
// an ID (seven digits or more, eight characters or more with digits, letters then five digits
// such as article251370982, or a short number after a word that says article: /article/20880/,
// /p/4411), or a slug of four words or more, or a slug that ends or starts with an ID
// (/anytrans-435177/), or a slug after an ID (/24310001/vision-pro). A path that names a list (a
// category, tag, archive or page segment, cat_103646.html, list_48_3.html) or an account, legal or
// search page never does. A query's ID (?p=128290) is not a path's: Links reads those.
func LooksLikeArticle(p string) bool {
	return pathEvidence(p) == evStrong
}

// LooksLikeSection reports whether a URL path has the shape of a section page (a list of articles
// such as /business/startups/): not article-shaped, one to three segments, no file extension other
// than .html, not ending in a number of five or more digits (an item: /news/123456), and no segment
// that names an account, search, legal or similar page.
func LooksLikeSection(p string) bool {
	if LooksLikeArticle(p) {
		return false
	}
	segs := segments(p)
	if len(segs) == 0 || len(segs) > 3 {
		return false
	}
	last := segs[len(segs)-1]
	if strings.Contains(last, ".") && !strings.HasSuffix(last, ".html") {
		return false
	}
	if len(last) >= 5 && allDigits(last) || LooksLikeItem(p) {
		return false // an item's number (/news/123456) or name, not a list
	}
	for _, s := range segs {
		if blockedSegments[strings.ToLower(s)] {
			return false
		}
	}
	return true
}

// LooksLikeItem reports whether the last segment of a path names one item by its form, wherever it
// sits: a slug of four words or more, or a slug that ends or starts with an ID
// ("/archive/library-branch-reopens-after-two-year-6000/"). Under a list's word such a path is no
// article by LooksLikeArticle, but no section either.
func LooksLikeItem(p string) bool {
	pp := splitPath(p)
	if len(pp.segs) == 0 {
		return false
	}
	last := pp.segs[len(pp.segs)-1]
	if kindOf(last, 0) != segSlug {
		return false // a word with a number ("subject1234") may name a topic as well as an item
	}
	words := slugWords(strings.ToLower(last))
	return len(words) >= 4 && hasLetterWord(words) || endsInID(words) || startsWithID(words)
}

// words turns a slug ("tech-and-science", "local_news") into words with the first letter raised.
func words(slug string, capitalizeAll bool) string {
	parts := slugWords(slug)
	for i, w := range parts {
		if i == 0 || capitalizeAll {
			r, size := utf8.DecodeRuneInString(w)
			parts[i] = string(unicode.ToUpper(r)) + w[size:]
		}
	}
	return strings.Join(parts, " ")
}

// NameWords turns a name made of words joined by "-", "_", "+" or spaces ("tech_science",
// "local-news") into those words, each with its first letter raised ("Tech Science"), as a desk or
// a section is named for a person.
func NameWords(name string) string {
	return words(name, true)
}

// Title names a section for a person: the anchor text a page used for it when there is any,
// else a readable form of its path ("/business/startups/" becomes "Business / Startups"); the
// site's host name for its homepage.
func Title(u *url.URL, anchorText string) string {
	if t := cleantext.Words(anchorText); t != "" {
		return t
	}
	var parts []string
	for _, s := range segments(u.Path) {
		if w := cleantext.Words(words(trimHTMLExt(s), true)); w != "" {
			parts = append(parts, w)
		}
	}
	if len(parts) == 0 {
		return u.Hostname()
	}
	return strings.Join(parts, " / ")
}

// TitleFromSlug makes a readable headline from the slug of an article URL, for article sitemaps that
// carry no titles: "/2026/11/28/planting-garlic-before-the-frost/" gives "Planting garlic before the
// frost". It returns "" when the URL ends in an ID rather than words.
func TitleFromSlug(u *url.URL) string {
	segs := segments(u.Path)
	for i := len(segs) - 1; i >= 0; i-- {
		s := trimHTMLExt(segs[i])
		s = strings.TrimSuffix(s, path.Ext(s))
		parts := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '+' })
		// Drop trailing numeric IDs ("...-title-24310001").
		for len(parts) > 1 && allDigits(parts[len(parts)-1]) {
			parts = parts[:len(parts)-1]
		}
		if len(parts) < 2 {
			if allDigits(s) || s == "" {
				continue // "/2026/11/06/12345/" style: look one segment up.
			}
			return ""
		}
		letters := 0
		for _, p := range parts {
			if !hasDigit(p) {
				letters++
			}
		}
		if letters*2 < len(parts) {
			return ""
		}
		return words(strings.Join(parts, " "), false)
	}
	return ""
}
