package fetch

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

func TestRedactUserInfo(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"password", "http://u:hunter2@example.com/feed.xml", "http://u:***@example.com/feed.xml"},
		{"user name alone", "https://token@example.com/", "https://***@example.com/"},
		{"empty user", "http://:hunter2@example.com/", "http://:***@example.com/"},
		{"in words", `feed "http://u:hunter2@a.test/x" and https://v:pw2@b.test:8080/?q=1 left out`,
			`feed "http://u:***@a.test/x" and https://v:***@b.test:8080/?q=1 left out`},
		{"an @ in the path is no user", "http://example.com/@desk/news", "http://example.com/@desk/news"},
		{"an address in an e-mail", "write to desk@example.com", "write to desk@example.com"},
		{"no address", "nothing here", "nothing here"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := RedactUserInfo(tt.in); got != tt.want {
				t.Errorf("RedactUserInfo(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestRedactTyped(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"user:hunter2@127.0.0.1:8080", "user:***@127.0.0.1:8080"},
		{"user:hunter2@example.com/a@b", "user:***@example.com/a@b"},
		{"//user:hunter2@example.com/", "//user:***@example.com/"},
		{"ftp://user:hunter2@example.com/", "ftp://user:***@example.com/"},
		{"u:p:w@d@example.com", "u:***@example.com"},
		{"example.com/news", "example.com/news"},
	}
	for _, tt := range tests {
		if got := RedactTyped(tt.in); got != tt.want {
			t.Errorf("RedactTyped(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestHasUserInfo(t *testing.T) {
	for in, want := range map[string]bool{
		"http://u:p@example.com/":     true,
		"http://u@example.com/":       true,
		"http://u:p@[::1/":            true, // does not parse, still carries one
		"http://example.com/@desk":    false,
		"http://example.com/?to=a@b":  false,
		"https://example.com/a#x@y.z": false,
	} {
		if got := HasUserInfo(in); got != want {
			t.Errorf("HasUserInfo(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestUserInfoNeverInErrors(t *testing.T) {
	// Addresses that are refused before anything is sent still say what they were, without the
	// password.
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/to-ftp":     redirect(http.StatusFound, "ftp://u:hunter2@example.com/"),
		"/to-bad":     redirect(http.StatusFound, "http://u:hunter2@[::1/"),
	})
	job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
	for _, raw := range []string{
		"ftp://u:hunter2@example.com/",
		"http://u:hunter2@[::1/",
		"http://u:hunter2@:80/",
		s.URL + "/to-ftp",
		s.URL + "/to-bad",
	} {
		_, err := job.Get(context.Background(), Request{Step: "page", URL: raw})
		if err == nil {
			t.Errorf("Get(%q) = nil error, want one", raw)
			continue
		}
		if strings.Contains(err.Error(), "hunter2") {
			t.Errorf("Get(%q) error %q repeats the password", raw, err)
		}
	}
}

func TestRobotsCopyKeepsNoPassword(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": text("User-agent: *\nDisallow: /private\nSitemap: http://u:hunter2@example.com/sitemap.xml\n"),
		"/a":          text("a"),
	})
	cache := &memoryRobots{}
	job := New(Config{Robots: cache}).NewJob(JobOptions{Typed: s.URL})
	rules, err := job.Robots(context.Background(), s.URL+"/a")
	if err != nil {
		t.Fatal(err)
	}
	saved := cache.copies[s.URL]
	if body := string(saved.Body); strings.Contains(body, "hunter2") || !strings.Contains(body, "Sitemap: http://u:***@example.com/sitemap.xml") {
		t.Errorf("saved robots.txt is %q, want its Sitemap line without the password", body)
	}
	if rules.Test(ProductToken, s.URL+"/private").Allowed {
		t.Error("/private is allowed, want the rules kept")
	}
	for _, sm := range rules.Sitemaps() {
		if _, err := job.Get(context.Background(), Request{Step: "sitemap", URL: sm}); err == nil || strings.Contains(err.Error(), "hunter2") {
			t.Errorf("Get(%q) = %v, want it refused without the password", sm, err)
		}
	}
}
