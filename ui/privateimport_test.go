package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestImportAsksBeforePrivateAddresses checks that the window follows the sources of an OPML file
// at loopback or private addresses only once the person confirms them, and that it refreshes them.
func TestImportAsksBeforePrivateAddresses(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "blog")["blog"]
	a := openApp(t, "")
	u := newTestWindow(t, a)
	opml := filepath.Join(t.TempDir(), "private.opml")
	body := `<?xml version="1.0"?><opml version="2.0"><body>
		<outline type="rss" text="Blog" xmlUrl="` + site.URL + `/feed.xml"/></body></opml>`
	if err := os.WriteFile(opml, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := storage.Reader(storage.NewFileURI(opml))
	if err != nil {
		t.Fatal(err)
	}
	u.importOPML(r, nil)
	u.settle()
	if got := len(u.sources); got != 0 {
		t.Fatalf("sources before confirming = %d, want none", got)
	}
	if u.privateImport == nil {
		t.Fatal("no confirmation asked for the source at a loopback address")
	}
	u.privateImport.Confirm()
	u.settle()
	if got := len(u.sources); got != 1 {
		t.Fatalf("sources after confirming = %d, want 1", got)
	}
	if got := u.sources[0].Status; got != "ok" {
		t.Errorf("the confirmed source is %q after its refresh (%s), want ok", got, u.status.Text)
	}
	if !strings.HasPrefix(u.status.Text, "Refreshed 1 source") {
		t.Errorf("status = %q, want the confirmed source refreshed", u.status.Text)
	}
}
