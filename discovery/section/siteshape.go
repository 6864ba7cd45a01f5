package section

// This file keeps what a site's article addresses look like, learnt from the articles read from
// its pages and sitemaps, so that a later read of a thin or changed page still knows its articles.

import (
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// Shape is what a site's article addresses look like: the shapes of the addresses of the articles
// found on the site so far (each an address with its variable parts abstracted, "/W/N" or
// "/Y/M/D/S.html", as ShapeWords says them), with how many of each were seen. The zero value, or
// nil, knows nothing.
type Shape struct {
	Patterns []Pattern // the most seen first
}

// Pattern is one shape of a site's article addresses and how many times an article of that
// shape was found (an article found by several reads counts once per read).
type Pattern struct {
	Shape string
	Seen  int
}

// Shape thresholds: a shape is trusted once it was seen at least minShapeSeen times and makes at
// least minShapeShare of all the articles seen; a site keeps its maxShapePatterns most seen shapes.
const (
	minShapeSeen     = 3
	minShapeShare    = 0.05
	maxShapePatterns = 8
)

// Matches reports whether shape (an address's shape, as in Pattern) is one the site's articles are known to have. A nil
// Shape matches nothing.
func (s *Shape) Matches(shape string) bool {
	if s == nil {
		return false
	}
	total := s.total()
	for _, p := range s.Patterns {
		if p.Shape == shape {
			return p.Seen >= minShapeSeen && float64(p.Seen) >= minShapeShare*float64(total)
		}
	}
	return false
}

func (s *Shape) total() int {
	n := 0
	for _, p := range s.Patterns {
		n += p.Seen
	}
	return n
}

// LearnShape returns the shape of a site's articles once the articles at urls were found on it too:
// prev's counts plus those of urls' shapes, keeping the maxShapePatterns most seen. URLs that are not
// absolute http(s) addresses, or that do not name an item (lists, account pages), are left out.
func LearnShape(prev Shape, urls []string) Shape {
	counts := map[string]int{}
	for _, p := range prev.Patterns {
		counts[p.Shape] += p.Seen
	}
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			continue
		}
		if linkEvidence(u) < evWeak {
			continue
		}
		counts[linkShape(u)]++
	}
	var next Shape
	for shape, n := range counts {
		next.Patterns = append(next.Patterns, Pattern{Shape: shape, Seen: n})
	}
	sort.Slice(next.Patterns, func(i, j int) bool {
		a, b := next.Patterns[i], next.Patterns[j]
		if a.Seen != b.Seen {
			return a.Seen > b.Seen
		}
		return a.Shape < b.Shape
	})
	if len(next.Patterns) > maxShapePatterns {
		next.Patterns = next.Patterns[:maxShapePatterns]
	}
	return next
}

// Words describes the trusted shapes for a person, the most seen first: "/story/<slug> (42 seen),
// /<year>/<month>/<slug> (3 seen)"; "" when none is trusted yet.
func (s *Shape) Words() string {
	if s == nil {
		return ""
	}
	var parts []string
	for _, p := range s.Patterns {
		if s.Matches(p.Shape) {
			parts = append(parts, fmt.Sprintf("%s (%d seen)", ShapeWords(p.Shape), p.Seen))
		}
	}
	return strings.Join(parts, ", ")
}

// shapeLetters names the letters of a linkShape for a person.
var shapeLetters = map[string]string{
	"W": "<word>", "N": "<number>", "Y": "<year>", "M": "<month>", "D": "<day>", "T": "<date>",
	"I": "<id>", "S": "<slug>",
}

// ShapeWords writes an address's shape (as in Pattern) for a person: "/Y/M/D/S.html" becomes
// "/<year>/<month>/<day>/<slug>.html", "/W/article#/S.html" becomes
// "/<word>/article<number>/<slug>.html", "/?p" becomes "/?p=<id>".
func ShapeWords(shape string) string {
	path, query, _ := strings.Cut(shape, "?")
	var b strings.Builder
	for i, seg := range strings.Split(path, "/") {
		if i > 0 {
			b.WriteByte('/')
		}
		name, ext := seg, ""
		if j := strings.IndexByte(seg, '.'); j > 0 {
			name, ext = seg[:j], seg[j:]
		}
		switch {
		case shapeLetters[name] != "":
			b.WriteString(shapeLetters[name])
		case strings.HasSuffix(name, "#"):
			b.WriteString(strings.TrimSuffix(name, "#") + "<number>")
		default:
			b.WriteString(name)
		}
		b.WriteString(ext)
	}
	if query != "" {
		keys := strings.Split(query, "&")
		for i, k := range keys {
			keys[i] = k + "=<id>"
		}
		b.WriteString("?" + strings.Join(keys, "&"))
	}
	return b.String()
}
