package assets

import (
	"encoding/xml"
	"os"
	"regexp"
	"strings"
	"testing"
)

// fyneApp reads the fields of ../FyneApp.toml the desktop files repeat: a key's first string value.
func fyneApp(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	fields := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^(\w+)\s*=\s*"([^"]*)"`).FindAllStringSubmatch(string(b), -1) {
		if _, seen := fields[m[1]]; !seen {
			fields[m[1]] = m[2]
		}
	}
	return fields
}

// TestDesktopFilesAgreeWithFyneApp checks that the .desktop file and the AppStream metainfo of the
// Debian package say what FyneApp.toml says (name, app ID, summary), and that the metainfo lists a
// release of FyneApp.toml's version, so that a new version cannot be packaged without one.
func TestDesktopFilesAgreeWithFyneApp(t *testing.T) {
	app := fyneApp(t)
	id := app["ID"]
	if id == "" || app["Version"] == "" {
		t.Fatalf("FyneApp.toml lacks ID or Version: %v", app)
	}

	t.Run("desktop", func(t *testing.T) {
		b, err := os.ReadFile("linux/" + id + ".desktop")
		if err != nil {
			t.Fatal(err)
		}
		entry := map[string]string{}
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, "="); ok {
				entry[k] = v
			}
		}
		for _, c := range []struct{ key, want string }{
			{"Name", app["Name"]},
			{"GenericName", app["GenericName"]},
			{"Comment", app["Comment"]},
			{"Icon", id},
			{"Exec", "broadsheet"},
		} {
			if got := entry[c.key]; got != c.want {
				t.Errorf("%s = %q, want %q", c.key, got, c.want)
			}
		}
		for _, key := range []string{"GenericName", "Comment", "Keywords"} {
			for _, l := range []string{"ja", "id", "hi"} {
				if entry[key+"["+l+"]"] == "" {
					t.Errorf("no %s[%s]", key, l)
				}
			}
		}
	})

	t.Run("metainfo", func(t *testing.T) {
		b, err := os.ReadFile("linux/" + id + ".metainfo.xml")
		if err != nil {
			t.Fatal(err)
		}
		var component struct {
			ID        string `xml:"id"`
			Name      string `xml:"name"`
			Summaries []struct {
				Lang string `xml:"http://www.w3.org/XML/1998/namespace lang,attr"`
				Text string `xml:",chardata"`
			} `xml:"summary"`
			Launchable string `xml:"launchable"`
			Releases   []struct {
				Version string `xml:"version,attr"`
			} `xml:"releases>release"`
		}
		if err := xml.Unmarshal(b, &component); err != nil {
			t.Fatal(err)
		}
		// The summary in English is FyneApp.toml's, and the window's other languages have theirs.
		summaries := map[string]string{}
		for _, s := range component.Summaries {
			summaries[s.Lang] = s.Text
		}
		for _, l := range []string{"ja", "id", "hi"} {
			if summaries[l] == "" {
				t.Errorf("no summary in %s", l)
			}
		}
		for _, c := range []struct{ what, got, want string }{
			{"id", component.ID, id},
			{"name", component.Name, app["Name"]},
			{"summary", summaries[""], app["Comment"]},
			{"launchable", component.Launchable, id + ".desktop"},
		} {
			if c.got != c.want {
				t.Errorf("%s = %q, want %q", c.what, c.got, c.want)
			}
		}
		listed := false
		for _, r := range component.Releases {
			listed = listed || r.Version == app["Version"]
		}
		if !listed {
			t.Errorf("no <release> of version %s, FyneApp.toml's; add one to the metainfo", app["Version"])
		}
	})
}
