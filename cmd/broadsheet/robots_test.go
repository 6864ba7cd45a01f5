package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeRobots writes body to a robots.txt in a fresh temporary folder and returns its path.
func writeRobots(t *testing.T, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "robots.txt")
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestRobotsCommand(t *testing.T) {
	file := writeRobots(t, "User-agent: *\nDisallow: /\n\nUser-agent: broadsheet\nDisallow: /private\nAllow: /private/open$\n")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"disallow names the rule", []string{"--agent", "broadsheet", "--robots", file, "https://example.com/private/x"},
			"disallow https://example.com/private/x Disallow: /private\n"},
		{"allow names the rule", []string{"--agent", "broadsheet", "--robots", file, "https://example.com/private/open"},
			"allow https://example.com/private/open Allow: /private/open$\n"},
		{"allow without a rule", []string{"--agent", "broadsheet", "--robots", file, "https://example.com/news/"},
			"allow https://example.com/news/\n"},
		{"one line per URL in order", []string{"--agent", "Broadsheet", "--robots", file, "/news/", "/private/a"},
			"allow /news/\ndisallow /private/a Disallow: /private\n"},
		{"flags after the URLs", []string{"/news/", "--agent", "broadsheet", "/private/a", "--robots", file},
			"allow /news/\ndisallow /private/a Disallow: /private\n"},
		{"other agents get the star group", []string{"--agent", "otherbot", "--robots", file, "/news/"},
			"disallow /news/ Disallow: /\n"},
		{"robots.txt always allowed", []string{"--agent", "otherbot", "--robots", file, "/robots.txt"},
			"allow /robots.txt\n"},
		{"explicit 200 reads the file", []string{"--agent", "broadsheet", "--robots", file, "--status", "200", "/private"},
			"disallow /private Disallow: /private\n"},
		{"404 allows all without a file", []string{"--agent", "broadsheet", "--status", "404", "/private"},
			"allow /private\n"},
		{"403 allows all", []string{"--agent", "broadsheet", "--status", "403", "/private"},
			"allow /private\n"},
		{"503 disallows all without a file", []string{"--agent", "broadsheet", "--status", "503", "/news/"},
			"disallow /news/\n"},
		{"429 disallows all", []string{"--agent", "broadsheet", "--status", "429", "/news/"},
			"disallow /news/\n"},
		{"status other than 2xx ignores the file", []string{"--agent", "otherbot", "--robots", file, "--status", "404", "/news/"},
			"allow /news/\n"},
		{"status other than 2xx ignores a missing file", []string{"--agent", "broadsheet", "--robots", "/no/such/robots.txt", "--status", "500", "/news/"},
			"disallow /news/\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := runMain(append([]string{"robots"}, tc.args...), &stdout, &stderr)
			if code != 0 {
				t.Fatalf("exit status = %d, want 0; stderr:\n%s", code, stderr.String())
			}
			if got := stdout.String(); got != tc.want {
				t.Errorf("stdout = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestRobotsCommandUsageErrors(t *testing.T) {
	file := writeRobots(t, "User-agent: *\nDisallow: /\n")
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{"missing file", []string{"--agent", "broadsheet", "--robots", "/no/such/robots.txt", "/"}, "cannot read the robots.txt file"},
		{"no file and status 200", []string{"--agent", "broadsheet", "/"}, "--robots is required"},
		{"no URL", []string{"--agent", "broadsheet", "--robots", file}, "no URL"},
		{"no agent", []string{"--robots", file, "/"}, "--agent is required"},
		{"unknown flag", []string{"--agent", "broadsheet", "--robots", file, "--colour", "/"}, "flag provided but not defined"},
		{"status not a number", []string{"--agent", "broadsheet", "--status", "soon", "/"}, "not an HTTP status code"},
		{"status too small", []string{"--agent", "broadsheet", "--status", "99", "/"}, "not an HTTP status code"},
		{"status too large", []string{"--agent", "broadsheet", "--status", "600", "/"}, "not an HTTP status code"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := runMain(append([]string{"robots"}, tc.args...), &stdout, &stderr)
			if code != 2 {
				t.Errorf("exit status = %d, want 2", code)
			}
			if got := stderr.String(); !strings.Contains(got, tc.wantStderr) || !strings.Contains(got, "usage: broadsheet robots") {
				t.Errorf("stderr = %q, want it to contain %q and the usage line", got, tc.wantStderr)
			}
			// The flag package prints the help on an unknown flag (through newFlagSet's Usage), so
			// only the verdict lines must be absent.
			if got := stdout.String(); strings.HasPrefix(got, "allow ") || strings.HasPrefix(got, "disallow ") {
				t.Errorf("stdout = %q, want no verdicts", got)
			}
		})
	}
}

func TestRobotsCommandHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := runMain([]string{"robots", "--help"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit status = %d, want 0; stderr:\n%s", code, stderr.String())
	}
	for _, want := range []string{"usage: broadsheet robots --agent TOKEN --robots FILE [--status CODE] URL...", "-agent", "-robots", "-status"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("help = %q, want it to contain %q", stdout.String(), want)
		}
	}
}

// TestRobotsCommandCorpus runs RFC 9309's own example (section 5.1, from the crawler-commons
// collection) end to end through the command.
func TestRobotsCommandCorpus(t *testing.T) {
	file := filepath.Join("..", "..", "..", "shared", "corpus", "crawler-commons", "robots", "rfc9309-example-simple-robots.txt")
	if _, err := os.Stat(file); os.IsNotExist(err) {
		t.Skipf("corpus file %s is missing", file)
	}
	tests := []struct {
		agent string
		url   string
		want  string
	}{
		{"foobot", "https://www.example.com/example/page.html", "allow https://www.example.com/example/page.html Allow: /example/page.html"},
		{"foobot", "https://www.example.com/example/allowed.gif", "allow https://www.example.com/example/allowed.gif Allow: /example/allowed.gif"},
		{"foobot", "https://www.example.com/", "disallow https://www.example.com/ Disallow: /"},
		{"barbot", "https://www.example.com/example/page.html", "disallow https://www.example.com/example/page.html Disallow: /example/page.html"},
		{"quxbot", "https://www.example.com/example/page.html", "allow https://www.example.com/example/page.html"},
		{"broadsheet", "https://www.example.com/publications/doc1.html", "allow https://www.example.com/publications/doc1.html Allow: /publications/"},
		{"broadsheet", "https://www.example.com/example.gif", "disallow https://www.example.com/example.gif Disallow: *.gif$"},
	}
	for _, tc := range tests {
		t.Run(tc.agent+" "+tc.url, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := runMain([]string{"robots", "--agent", tc.agent, "--robots", file, tc.url}, &stdout, &stderr); code != 0 {
				t.Fatalf("exit status = %d, want 0; stderr:\n%s", code, stderr.String())
			}
			if got := strings.TrimSuffix(stdout.String(), "\n"); got != tc.want {
				t.Errorf("stdout = %q, want %q", got, tc.want)
			}
		})
	}
}
