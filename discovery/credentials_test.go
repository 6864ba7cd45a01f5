package discovery

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/section"
)

func TestWithholdUserInfo(t *testing.T) {
	res := &Result{
		Site:     "https://news.test/",
		Outcome:  OutcomeSections,
		Message:  "news.test has sections, and http://u:hunter2@news.test/x",
		Feeds:    []Feed{{URL: "https://u:hunter2@news.test/feed.xml"}},
		Sitemaps: []Sitemap{{URL: "https://news.test/sitemap.xml"}, {URL: "https://u:hunter2@news.test/desk.xml"}},
		Sections: []Section{{URL: "https://news.test/world/"}, {URL: "https://token@news.test/business/"}},
		Articles: []section.Article{{URL: "https://news.test/2026/11/29/a"}},
		Tried:    []string{"sitemap https://u:hunter2@news.test/s.xml: not read"},
		Requests: []Request{{URL: "https://news.test/", Error: "fetch: https://u:hunter2@news.test/ was not sent"}},
	}
	withholdUserInfo(res)
	out, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{"hunter2", "token"} {
		if strings.Contains(string(out), secret) {
			t.Errorf("result says %q: %s", secret, out)
		}
	}
	if got, want := len(res.Feeds)+len(res.Sitemaps)+len(res.Sections)+len(res.Articles), 3; got != want {
		t.Errorf("%d addresses kept, want %d: %s", got, want, out)
	}
	if got, want := res.Tried[len(res.Tried)-1], "3 addresses left out: their addresses carry a user name or password, such as https://u:***@news.test/feed.xml"; got != want {
		t.Errorf("last note %q, want %q", got, want)
	}
	// The window says the same line from its note, in its language.
	want := Note{Kind: TriedUserInfoAddresses, URL: "https://u:***@news.test/feed.xml", Count: 3}
	if len(res.Notes) != 1 || res.Notes[0].Kind != want.Kind || res.Notes[0].URL != want.URL || res.Notes[0].Count != want.Count {
		t.Errorf("notes %+v, want [%+v]", res.Notes, want)
	}
}
