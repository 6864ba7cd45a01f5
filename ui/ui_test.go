package ui

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// testNow is the fixed clock of the window tests and of the fixture sites.
var testNow = time.Date(2026, 11, 29, 9, 30, 0, 0, time.UTC)

func fixedNow() time.Time { return testNow }

func TestMain(m *testing.M) {
	// Fyne reads the locale from the environment; give it one it can parse. Dates are shown in
	// local time; make it the same on every machine.
	os.Setenv("LANG", "en_US.UTF-8")
	time.Local = time.UTC
	if err := useLanguage("en"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// lockedBuffer collects log output written from several goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// failOnThreadWarnings makes t fail when Fyne logs that a widget was touched off its goroutine or
// that fyne.Do was called from it.
func failOnThreadWarnings(t testing.TB) {
	var buf lockedBuffer
	prev := log.Writer()
	log.SetOutput(&buf)
	t.Cleanup(func() {
		log.SetOutput(prev)
		if s := buf.String(); strings.Contains(s, "Error in Fyne call thread") {
			t.Errorf("Fyne logged a threading error:\n%s", s)
		}
	})
}

// openApp opens a real app on a database file in a temporary folder, with no pause between requests
// and the fixture sites' .test names resolved to them.
func openApp(t testing.TB, path string) *app.App {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "broadsheet.db")
	}
	a := openAppB(t, path)
	t.Cleanup(func() { a.Close() })
	return a
}

// openAppB opens a real app on the database at path, with no pause between requests and the fixture
// sites' .test names resolved to them; the caller closes it.
func openAppB(t testing.TB, path string) *app.App {
	t.Helper()
	a, err := app.Open(t.Context(), app.Config{DBPath: path, Pause: -1, Now: fixedNow, LookupHost: sitetest.LookupHost})
	if err != nil {
		t.Fatalf("app.Open: %v", err)
	}
	return a
}

// newTestWindow opens the main window on a in a test app and waits until its first load is done.
func newTestWindow(t testing.TB, a *app.App) *window {
	t.Helper()
	failOnThreadWarnings(t)
	fa := test.NewTempApp(t)
	ctx, cancel := context.WithCancel(t.Context())
	u := newWindow(ctx, fa, a, fixedNow)
	queueResults(u)
	t.Cleanup(func() {
		cancel()
		u.settle()
		u.w.Close()
	})
	u.w.Resize(fyne.NewSize(1100, 700))
	u.start()
	u.settle()
	return u
}

// results holds, for each window of a test, the queue its background work hands results to.
var results = map[*window]chan func(){}

// queueResults makes u's background work hand its results to a queue that settle runs on the
// test's goroutine, as fyne.Do runs them on the UI goroutine: the test and the results never touch
// a widget at the same time. Each hand-over waits until its result has run, as a job that starts
// another must be counted before it ends.
func queueResults(u *window) {
	q := make(chan func())
	results[u] = q
	u.do = func(f func()) {
		ran := make(chan struct{})
		q <- func() {
			defer close(ran)
			f()
		}
		<-ran
	}
}

// settle runs the results of u's background work on the calling goroutine until no work is left.
func (u *window) settle() {
	q := results[u]
	if q == nil {
		u.jobs.Wait()
		return
	}
	idle := make(chan struct{})
	go func() {
		u.jobs.Wait()
		close(idle)
	}()
	for {
		select {
		case f := <-q:
			f()
		case <-idle:
			return
		}
	}
}

// enter types s into the add dialog's address field and presses Enter, then waits for the
// discovery to end.
func (u *window) discover(t testing.TB, address string) {
	t.Helper()
	if u.add == nil {
		t.Fatal("the add dialog is not open")
	}
	test.Type(u.add.address, address)
	u.add.address.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	u.settle()
}

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// assertGolden compares got with testdata/name, or rewrites the file with -update.
func assertGolden(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if got != string(want) {
		failed := filepath.Join("testdata", "failed", name)
		os.MkdirAll(filepath.Dir(failed), 0o755)
		os.WriteFile(failed, []byte(got), 0o644)
		t.Errorf("rendering differs from %s; got is in %s", path, failed)
	}
}

func TestEmptyWindow(t *testing.T) {
	u := newTestWindow(t, openApp(t, ""))
	if got, want := u.w.Title(), "Broadsheet"; got != want {
		t.Errorf("title = %q, want %q", got, want)
	}
	if got, want := len(u.sideRows), 3; got != want {
		t.Errorf("sidebar rows = %d, want %d (All, Unread, Starred)", got, want)
	}
	if got, want := u.emptyNote.Text, "Nothing followed yet.\nAdd a site with Ctrl+N or the + button."; got != want {
		t.Errorf("empty note = %q, want %q", got, want)
	}
}
