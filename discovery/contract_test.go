package discovery

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/section"
)

// contractFields are the fields DESIGN.md's command-line contract promises in `discover --json` and
// `section --json`: every one must be present, lists as [] and never null.
var (
	resultFields  = []string{"site", "outcome", "reason", "feeds", "sitemaps", "sections", "articles", "requests"}
	sectionFields = []string{"url", "articles", "requests", "total"}
	listFields    = map[string][]string{
		"feeds":    {"url", "title", "via"},
		"sitemaps": {"url", "kind", "entries"},
		"sections": {"url", "title"},
		"articles": {"url", "title", "published"},
		"requests": {"step", "url", "status", "error", "bytes", "ms"},
	}
	// nullable are the fields that may be null: an article's publication date when it is unknown.
	nullable = map[string]bool{"articles.published": true}
)

// contractProblems lists what the JSON form of v lacks of the contract: fields is the top level's.
func contractProblems(v any, fields []string) []string {
	b, err := json.Marshal(v)
	if err != nil {
		return []string{err.Error()}
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		return []string{err.Error()}
	}
	var problems []string
	for _, f := range fields {
		raw, ok := top[f]
		if !ok {
			problems = append(problems, fmt.Sprintf("lacks %q", f))
			continue
		}
		want, isList := listFields[f]
		if !isList {
			if string(raw) == "null" {
				problems = append(problems, fmt.Sprintf("%q is null", f))
			}
			continue
		}
		var items []map[string]json.RawMessage
		if string(raw) == "null" || json.Unmarshal(raw, &items) != nil {
			problems = append(problems, fmt.Sprintf("%q is %s, want a list", f, raw))
			continue
		}
		for i, item := range items {
			for _, g := range want {
				v, ok := item[g]
				switch {
				case !ok:
					problems = append(problems, fmt.Sprintf("%s[%d] lacks %q", f, i, g))
				case string(v) == "null" && !nullable[f+"."+g]:
					problems = append(problems, fmt.Sprintf("%s[%d].%s is null", f, i, g))
				}
			}
		}
	}
	return problems
}

func TestJSONContract(t *testing.T) {
	tests := []struct {
		name   string
		v      any
		fields []string
	}{
		{"empty result", &Result{}, resultFields},
		{"feed without reason text", &Result{Site: "https://example.com/", Outcome: OutcomeFeed,
			Feeds: []Feed{{URL: "https://example.com/feed", Via: ViaLink}}}, resultFields},
		{"article without a date", &Result{Articles: []section.Article{{URL: "https://example.com/2026/11/29/a-b-c-d"}}}, resultFields},
		{"empty section page", &SectionPage{}, sectionFields},
		{"section article without a date", &SectionPage{URL: "https://example.com/news/",
			Articles: []section.Article{{URL: "https://example.com/news/2026/11/29/a-b-c-d", Title: "A"}}}, sectionFields},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if problems := contractProblems(tt.v, tt.fields); len(problems) > 0 {
				t.Errorf("JSON breaks the contract:\n%s", strings.Join(problems, "\n"))
			}
		})
	}
}
