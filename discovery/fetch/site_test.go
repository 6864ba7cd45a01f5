package fetch

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"
)

// arrival is one request as the test server saw it.
type arrival struct {
	Path   string // path and query
	At     time.Time
	Header http.Header
}

// site is a loopback test server that logs every request it receives, in order of arrival.
type site struct {
	*httptest.Server
	mu  sync.Mutex
	log []arrival
}

// newSite starts a server answering the given paths; any other path, robots.txt included, is a 404.
func newSite(t testing.TB, routes map[string]http.HandlerFunc) *site {
	t.Helper()
	s := &site{}
	s.Server = httptest.NewServer(s.handler(routes))
	t.Cleanup(s.Close)
	return s
}

// newTLSSite is newSite over HTTPS, with httptest's own certificate.
func newTLSSite(t testing.TB, routes map[string]http.HandlerFunc) *site {
	t.Helper()
	s := &site{}
	s.Server = httptest.NewTLSServer(s.handler(routes))
	t.Cleanup(s.Close)
	return s
}

// handler logs each request, then answers it from routes.
func (s *site) handler(routes map[string]http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.log = append(s.log, arrival{Path: r.URL.RequestURI(), At: time.Now(), Header: r.Header.Clone()})
		s.mu.Unlock()
		if h, ok := routes[r.URL.Path]; ok {
			h(w, r)
			return
		}
		http.NotFound(w, r)
	})
}

// paths returns the paths requested so far, in order of arrival.
func (s *site) paths() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, a := range s.log {
		out = append(out, a.Path)
	}
	return out
}

// arrivals returns a copy of the log.
func (s *site) arrivals() []arrival {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]arrival(nil), s.log...)
}

// text answers with body as plain text.
func text(body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write([]byte(body))
	}
}

// status answers with an empty body and code.
func status(code int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(code) }
}

// redirect answers with a redirect to location.
func redirect(code int, location string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", location)
		w.WriteHeader(code)
	}
}

// allowAll is a robots.txt with no rules.
var allowAll = text("User-agent: *\nDisallow:\n")

// eventLog collects the events of a job.
type eventLog struct {
	mu     sync.Mutex
	events []Event
}

func (l *eventLog) add(e Event) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.events = append(l.events, e)
}

func (l *eventLog) all() []Event {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Event(nil), l.events...)
}

// steps renders the events as "step status path" lines.
func (l *eventLog) steps() []string {
	var out []string
	for _, e := range l.all() {
		path := e.URL
		if i := strings.Index(path, "://"); i >= 0 {
			if j := strings.IndexByte(path[i+3:], '/'); j >= 0 {
				path = path[i+3+j:]
			}
		}
		out = append(out, e.Step+" "+http.StatusText(e.Status)+" "+path)
	}
	return out
}

// fakeDNS makes host names resolve to chosen addresses, and sends each address to a loopback server:
// the guard sees the chosen address, the connection reaches the server.
type fakeDNS struct {
	names map[string]netip.Addr // host name -> address the guard sees
	route map[netip.Addr]*site  // address -> server the connection really reaches
}

func (d *fakeDNS) config(cfg Config) Config {
	cfg.LookupHost = func(ctx context.Context, host string) ([]netip.Addr, error) {
		a, ok := d.names[host]
		if !ok {
			return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
		}
		return []netip.Addr{a}, nil
	}
	cfg.Dial = func(ctx context.Context, network string, addr netip.AddrPort) (net.Conn, error) {
		s, ok := d.route[addr.Addr()]
		if !ok {
			var dialer net.Dialer
			return dialer.DialContext(ctx, network, addr.String())
		}
		var dialer net.Dialer
		return dialer.DialContext(ctx, network, s.Listener.Addr().String())
	}
	return cfg
}
