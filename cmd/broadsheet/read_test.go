package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

func TestReadJSON(t *testing.T) {
	site := sitetest.Start(t, "reader")
	tests := []struct {
		path, status string
		code         int
		text         string // in the text, or in the message when there is no text
	}{
		{"/article.html", "ok", 0, "numbering every stone"},
		{"/tokyo.html", "ok", 0, "都内に残る唯一の路面電車"},
		{"/osaka.html", "ok", 0, "若い店主たち"},
		{"/cafe.html", "ok", 0, "Renée Marchal"},
		{"/empty.html", "empty", 0, "too little text"},
		// A site's menu is not an article, however many words it has; a short article under it is.
		{"/menu.html", "empty", 0, "too little text"},
		{"/sections.html", "empty", 0, "too little text"},
		{"/flash.html", "ok", 0, "struck one of its piers in fog"},
		{"/brief.html", "ok", 0, "市電の冬ダイヤをあすから始める"},
		{"/paywalled.html", "paywalled", 0, "subscribers"},
		{"/private/letters.html", "refused", 1, "robots.txt"},
		{"/forbidden.html", "refused", 1, "403 Forbidden"},
		{"/report.pdf", "failed", 1, "PDF"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			code, stdout, stderr := cliRun("read", "--json", "--pause", "0", site.URL+tt.path)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tt.code, stderr)
			}
			assertFields(t, stdout, "url", "title", "byline", "site", "text", "blocks", "words", "status")
			var res struct {
				Status, Text, Message string
				Words                 int
			}
			json.Unmarshal([]byte(stdout), &res)
			if res.Status != tt.status {
				t.Errorf("status = %q, want %q", res.Status, tt.status)
			}
			where := res.Text
			if tt.status != "ok" {
				where = res.Message
			}
			if !strings.Contains(where, tt.text) {
				t.Errorf("%q lacks %q", where, tt.text)
			}
			for _, menu := range []string{"Football", "マーケット", "[Image", "https://"} {
				if strings.Contains(res.Text, menu) {
					t.Errorf("the text holds %q:\n%s", menu, res.Text)
				}
			}
			if tt.code != 0 && !strings.Contains(stderr, tt.text) {
				t.Errorf("stderr %q does not say why", stderr)
			}
		})
	}
}

func TestReadText(t *testing.T) {
	site := sitetest.Start(t, "reader")
	code, stdout, stderr := cliRun("read", site.URL+"/article.html", "--pause", "0")
	if code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, stderr)
	}
	for _, want := range []string{"Harbour town rebuilds its lighthouse", "Maren Holt · The Reader Gazette",
		"\n38 volunteers", "words."} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "robots.txt") {
		t.Errorf("the requests are in the text:\n%s", stdout)
	}
	if code, _, stderr := cliRun("read"); code != 2 || !strings.Contains(stderr, "usage: broadsheet read") {
		t.Errorf("read without an address: exit %d, stderr %q; want 2 and the usage", code, stderr)
	}
}
