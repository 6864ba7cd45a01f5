// Package sitetest serves Broadsheet's fixture web sites on loopback httptest servers, for the tests of
// every package that needs a site to talk to: discovery, app, the command line and the window.
//
// A site is a folder discovery/testdata/sites/NAME/ holding the files it serves, plus an optional
// site.json that gives some paths a status, a redirect, headers, an encoding, gzip or a delay before
// answering (cut short when the client gives up). Served bodies may carry placeholders that are
// filled in per request:
//
//	{{site}}          this site's base URL, without a trailing slash (http://127.0.0.1:PORT)
//	{{site:NAME}}     the base URL of another site started with this one
//	{{ago:DURATION}}  the server's clock minus DURATION (a time.ParseDuration string), RFC 3339
//
// Every site also answers under a realistic name in the reserved .test domain (Site.NamedURL,
// http://www.nikkei.test:PORT), for screens and messages that show a site's name. A client reaches it
// by resolving names with LookupHost; a request that arrives under the name gets the placeholders
// filled with names too, so that the site's links stay on the host it was reached at.
//
// A site.json may name a "base" fixture: files the site lacks are served from there, so that a variant
// of a site (its feed answering 404, its homepage announcing another feed) holds only what differs.
// Site.Become switches a running site to another fixture, at the same address, so that a test can
// change a site under a running app.
//
// Each site keeps a log of the requests it received, which tests read to count requests. The servers
// pause only where a site.json asks for it and never reach the internet; sitetest is for tests only
// and must not be linked into the program.
package sitetest

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
)

// Hit is one request a fixture site received.
type Hit struct {
	Method    string
	Path      string // path and query as requested: "/feed", "/?feed=rss2"
	Time      time.Time
	UserAgent string
}

// Site is one running fixture site.
type Site struct {
	// Name is the fixture's folder name.
	Name string
	// URL is the base URL of the server, without a trailing slash: "http://127.0.0.1:41234".
	URL string
	// NamedURL is the same server under the site's name in the .test domain, without a trailing
	// slash: "http://www.nikkei.test:41234". Only a client that resolves names with LookupHost
	// reaches it.
	NamedURL string

	srv   *httptest.Server
	group *group

	mu    sync.Mutex
	files files // what the site serves now
	log   []Hit
}

// files is what a site serves: the fixture folders its files come from, first match first, and the
// answers its site.json gives some paths.
type files struct {
	dirs   []string
	routes map[string]route
}

// Config changes how sites are served.
type Config struct {
	// Now is the servers' clock for {{ago:...}} placeholders; time.Now when nil. Golden-file tests fix
	// it so that generated dates are stable.
	Now func() time.Time
}

// route is what site.json says about one path.
type route struct {
	Status   int               `json:"status"`   // 200 when zero
	File     string            `json:"file"`     // file to serve instead of the one the path names
	Location string            `json:"location"` // Location header, placeholders allowed
	Type     string            `json:"type"`     // Content-Type, instead of the one from the extension
	Gzip     bool              `json:"gzip"`     // gzip the body, stored uncompressed (no Content-Encoding: a .gz file)
	Encode   string            `json:"encode"`   // "shift_jis" or "euc-jp": encode the UTF-8 file
	Headers  map[string]string `json:"headers"`
	Delay    string            `json:"delay"` // wait this long (a time.ParseDuration string) before answering
}

// manifest is a site's site.json.
type manifest struct {
	// With names sites to start alongside this one (a feed host, a redirect target).
	With []string `json:"with"`
	// Base names a fixture site whose files this one serves where it has none of its own.
	Base   string           `json:"base"`
	Routes map[string]route `json:"routes"`
}

// group is the sites started together; they can name each other in placeholders.
type group struct {
	cfg   Config
	sites map[string]*Site
}

// Dir returns the folder that holds the fixture sites.
func Dir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		panic("sitetest: cannot locate the fixture folder")
	}
	return filepath.Join(filepath.Dir(file), "..", "testdata", "sites")
}

// Start serves the fixture site name, and the sites its site.json names under "with", until the test
// ends. It fails the test when the site does not exist.
func Start(t testing.TB, name string) *Site {
	t.Helper()
	return StartWith(t, Config{}, name)[name]
}

// StartAll serves several fixture sites (and their companions) that may link to each other, keyed
// by name.
func StartAll(t testing.TB, names ...string) map[string]*Site {
	t.Helper()
	return StartWith(t, Config{}, names...)
}

// StartWith is StartAll with a configuration.
func StartWith(t testing.TB, cfg Config, names ...string) map[string]*Site {
	t.Helper()
	g := &group{cfg: cfg, sites: map[string]*Site{}}
	queue := append([]string(nil), names...)
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		if _, ok := g.sites[name]; ok {
			continue
		}
		s, with, err := newSite(g, name)
		if err != nil {
			t.Fatal(err)
		}
		g.sites[name] = s
		t.Cleanup(s.Close)
		queue = append(queue, with...)
	}
	return g.sites
}

func newSite(g *group, name string) (*Site, []string, error) {
	fl, m, err := loadFiles(name, 0)
	if err != nil {
		return nil, nil, err
	}
	s := &Site{Name: name, group: g, files: fl}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.URL, "http://"))
	s.NamedURL = "http://" + HostName(name) + ":" + port
	return s, m.With, nil
}

// loadFiles reads what the fixture site name serves, and its site.json; depth counts the sites built
// on it so far.
func loadFiles(name string, depth int) (files, manifest, error) {
	dir := filepath.Join(Dir(), name)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return files{}, manifest{}, fmt.Errorf("sitetest: no fixture site %q in %s", name, Dir())
	}
	var m manifest
	if b, err := os.ReadFile(filepath.Join(dir, "site.json")); err == nil {
		if err := json.Unmarshal(b, &m); err != nil {
			return files{}, manifest{}, fmt.Errorf("sitetest: %s/site.json: %w", name, err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return files{}, manifest{}, fmt.Errorf("sitetest: %w", err)
	}
	fl := files{dirs: []string{dir}, routes: m.Routes}
	if m.Base != "" {
		if depth >= maxBases {
			return files{}, manifest{}, fmt.Errorf("sitetest: %s/site.json: more than %d bases in a row", name, maxBases)
		}
		base, _, err := loadFiles(m.Base, depth+1)
		if err != nil {
			return files{}, manifest{}, fmt.Errorf("sitetest: %s/site.json: base: %w", name, err)
		}
		fl.dirs = append(fl.dirs, base.dirs...)
	}
	return fl, m, nil
}

// maxBases bounds a chain of sites built on bases, so that a loop of bases is an error.
const maxBases = 4

// Become makes the site serve the files and answers of the fixture site name from now on, at the same
// address and under the same .test name, as a real site changes under a program that follows it. The
// site keeps its Name, its log and the sites started with it; the sites name's site.json lists under
// "with" are not started. It fails the test when name does not exist.
func (s *Site) Become(t testing.TB, name string) {
	t.Helper()
	fl, _, err := loadFiles(name, 0)
	if err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	s.files = fl
	s.mu.Unlock()
}

// hostNames are the names of the fixture sites modelled on a site whose name has no "www.".
var hostNames = map[string]string{
	"apnews":     "apnews.test",
	"techcrunch": "techcrunch.test",
}

// HostName returns the name a fixture site answers under besides its address: the name of the site it
// is modelled on with .test for its top-level domain, "www.nikkei.test" for "nikkei".
func HostName(name string) string {
	if h, ok := hostNames[name]; ok {
		return h
	}
	return "www." + name + ".test"
}

// LookupHost resolves every name in the reserved .test domain to 127.0.0.1, where the fixture sites
// listen, and no other name: give it to a client (app.Config.LookupHost, fetch.Config.LookupHost) so
// that it reaches the sites by NamedURL and never the internet.
func LookupHost(ctx context.Context, host string) ([]netip.Addr, error) {
	h := strings.TrimSuffix(strings.ToLower(host), ".")
	if strings.HasSuffix(h, ".test") {
		return []netip.Addr{netip.AddrFrom4([4]byte{127, 0, 0, 1})}, nil
	}
	return nil, &net.DNSError{Err: "no such host (sitetest resolves .test names only)", Name: host, IsNotFound: true}
}

// Close stops the server. It is safe to call more than once.
func (s *Site) Close() { s.srv.Close() }

// Host returns the host:port of the server.
func (s *Site) Host() string { return strings.TrimPrefix(s.URL, "http://") }

// Other returns a site started in the same group, or nil.
func (s *Site) Other(name string) *Site { return s.group.sites[name] }

// Log returns a copy of the requests received so far, in order.
func (s *Site) Log() []Hit {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Hit(nil), s.log...)
}

// Paths returns the path (and query) of every request received so far, in order.
func (s *Site) Paths() []string {
	var paths []string
	for _, h := range s.Log() {
		paths = append(paths, h.Path)
	}
	return paths
}

// Hits returns how many of the requests received so far were for path (and query).
func (s *Site) Hits(path string) int {
	n := 0
	for _, p := range s.Paths() {
		if p == path {
			n++
		}
	}
	return n
}

// ResetLog forgets the requests received so far.
func (s *Site) ResetLog() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.log = nil
}

func (s *Site) now() time.Time {
	if s.group.cfg.Now != nil {
		return s.group.cfg.Now()
	}
	return time.Now()
}

func (s *Site) serve(w http.ResponseWriter, r *http.Request) {
	target := r.URL.EscapedPath()
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	s.mu.Lock()
	s.log = append(s.log, Hit{Method: r.Method, Path: target, Time: time.Now(), UserAgent: r.UserAgent()})
	fl := s.files
	s.mu.Unlock()
	host, _, splitErr := net.SplitHostPort(r.Host)
	if splitErr != nil {
		host = r.Host
	}
	named := strings.EqualFold(host, HostName(s.Name))

	rt, ok := fl.routes[target]
	if !ok {
		rt = fl.routes[r.URL.Path]
	}
	if d, err := time.ParseDuration(rt.Delay); err == nil && d > 0 {
		select {
		case <-time.After(d):
		case <-r.Context().Done():
			return
		}
	}
	for k, v := range rt.Headers {
		w.Header().Set(k, s.fill(v, named))
	}
	if rt.Location != "" {
		w.Header().Set("Location", s.fill(rt.Location, named))
		status := rt.Status
		if status == 0 {
			status = http.StatusMovedPermanently
		}
		w.WriteHeader(status)
		return
	}
	file := rt.File
	if file == "" {
		file = strings.TrimPrefix(r.URL.Path, "/")
		if file == "" || strings.HasSuffix(file, "/") {
			file += "index.html"
		}
	}
	file = path.Clean(file)
	var body []byte
	err := fs.ErrNotExist
	for _, dir := range fl.dirs {
		if file == "site.json" {
			break
		}
		if body, err = fs.ReadFile(os.DirFS(dir), file); err == nil {
			break
		}
	}
	if err != nil {
		if rt.Status == 0 {
			http.Error(w, "404 page not found", http.StatusNotFound)
			return
		}
		body = []byte(http.StatusText(rt.Status))
	}
	body = []byte(s.fill(string(body), named))
	if enc := encodingOf(rt.Encode); enc != nil {
		if b, err := enc.NewEncoder().Bytes(body); err == nil {
			body = b
		}
	}
	if rt.Gzip {
		var buf bytes.Buffer
		// Stored, not compressed: a compressed body's length would change with the port number
		// filled in above, and tests compare the bytes each request received.
		zw, _ := gzip.NewWriterLevel(&buf, gzip.NoCompression)
		zw.Write(body)
		zw.Close()
		body = buf.Bytes()
	}
	ctype := rt.Type
	if ctype == "" {
		ctype = mime.TypeByExtension(path.Ext(file))
		if ctype == "" {
			ctype = http.DetectContentType(body)
		}
	}
	w.Header().Set("Content-Type", ctype)
	status := rt.Status
	if status == 0 {
		status = http.StatusOK
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

func encodingOf(name string) encoding.Encoding {
	switch strings.ToLower(name) {
	case "shift_jis", "sjis":
		return japanese.ShiftJIS
	case "euc-jp":
		return japanese.EUCJP
	}
	return nil
}

var placeholder = regexp.MustCompile(`\{\{(site|site:[a-z0-9_-]+|ago:[0-9a-z.]+)\}\}`)

// fill replaces the placeholders in text, with the sites' names when named (the request came in
// under the site's name) and their addresses otherwise.
func (s *Site) fill(text string, named bool) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	now := s.now()
	return placeholder.ReplaceAllStringFunc(text, func(m string) string {
		key := m[2 : len(m)-2]
		switch {
		case key == "site":
			return s.base(named)
		case strings.HasPrefix(key, "site:"):
			if o := s.group.sites[key[len("site:"):]]; o != nil {
				return o.base(named)
			}
		case strings.HasPrefix(key, "ago:"):
			if d, err := time.ParseDuration(key[len("ago:"):]); err == nil {
				return now.Add(-d).UTC().Format(time.RFC3339)
			}
		}
		return m
	})
}

// base returns the site's NamedURL when named, its URL otherwise.
func (s *Site) base(named bool) string {
	if named {
		return s.NamedURL
	}
	return s.URL
}

// Summary returns the number of requests each site of sites received, as "name=N" sorted by name: a
// compact form for test failure messages.
func Summary(sites map[string]*Site) string {
	var parts []string
	for name, s := range sites {
		parts = append(parts, fmt.Sprintf("%s=%d", name, len(s.Log())))
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}
