package discovery

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// TestDiscoverWithoutScheme types addresses without http:// or https:// at loopback servers: one
// that speaks only plain HTTP, one that speaks TLS with a certificate Broadsheet cannot verify, and
// a port where nothing listens.
func TestDiscoverWithoutScheme(t *testing.T) {
	t.Run("a site that speaks no TLS is read over http", func(t *testing.T) {
		site := sitetest.Start(t, "theverge")
		typed := strings.TrimPrefix(site.URL, "http://")
		res, err := Discover(context.Background(), typed, testOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := res.Outcome, OutcomeFeed; got != want {
			t.Fatalf("outcome = %q, want %q (%s)", got, want, res.Message)
		}
		if got, want := res.Site, site.URL+"/"; got != want {
			t.Errorf("site = %q, want %q", got, want)
		}
		if got, want := res.Requests[0].URL, "https://"+typed+"/robots.txt"; got != want {
			t.Errorf("first request = %q, want %q", got, want)
		}
		if !containsText(res.Tried, "read over http") || !containsText(res.Tried, "TLS") {
			t.Errorf("tried does not say the site was read over http and why: %q", res.Tried)
		}
		if got, want := res.OverHTTP, "TLS cannot be spoken there"; got != want {
			t.Errorf("over_http = %q, want %q", got, want)
		}
	})
	t.Run("an address with a scheme is not changed", func(t *testing.T) {
		site := sitetest.Start(t, "theverge")
		res, err := Discover(context.Background(), "https://"+strings.TrimPrefix(site.URL, "http://"), testOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Outcome != OutcomeNothing || len(site.Log()) != 0 {
			t.Errorf("outcome %q with %d requests over http; https typed must stay https (%s)", res.Outcome, len(site.Log()), res.Message)
		}
		if strings.Contains(res.Message, "tls:") || strings.Contains(res.Message, "dial tcp") {
			t.Errorf("message speaks Go, not words: %s", res.Message)
		}
	})
	t.Run("a certificate that fails to verify never steps down to http", func(t *testing.T) {
		var plain int
		srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			plain++
			w.Write([]byte("<html><title>x</title></html>"))
		}))
		srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the failed handshakes
		srv.StartTLS()
		t.Cleanup(srv.Close)
		typed := strings.TrimPrefix(srv.URL, "https://")
		res, err := Discover(context.Background(), typed, testOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := res.Outcome+" "+res.Reason, OutcomeNothing+" certificate"; got != want {
			t.Errorf("outcome = %q, want %q (%s)", got, want, res.Message)
		}
		for _, r := range res.Requests {
			if strings.HasPrefix(r.URL, "http://") {
				t.Errorf("stepped down to http: %s", r.URL)
			}
		}
		if plain != 0 {
			t.Errorf("the server answered %d requests; none should get past the handshake", plain)
		}
		if !strings.Contains(res.Message, "certificate") || strings.Contains(res.Message, "x509") {
			t.Errorf("message = %q, want the certificate problem in words", res.Message)
		}
	})
	t.Run("a port where nothing listens refused the connection", func(t *testing.T) {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		typed := l.Addr().String()
		l.Close()
		res, err := Discover(context.Background(), typed, testOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := res.Outcome+" "+res.Reason, OutcomeNothing+" connection-refused"; got != want {
			t.Errorf("outcome = %q, want %q (%s)", got, want, res.Message)
		}
		if !strings.Contains(res.Message, "refused the connection") || strings.Contains(res.Message, "dial tcp") {
			t.Errorf("message = %q, want the refusal in words", res.Message)
		}
		if got, want := len(res.Requests), 1; got != want {
			t.Errorf("%d requests, want %d (https only: a port typed that refuses is no port 443): %+v", got, want, res.Requests)
		}
	})
}

// containsText reports whether one of lines holds s.
func containsText(lines []string, s string) bool {
	for _, l := range lines {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

func TestMayStepDown(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}
	noTLS := fmt.Errorf("fetch: GET: %w", tls.RecordHeaderError{Msg: "first record does not look like a TLS handshake"})
	badCert := fmt.Errorf("fetch: GET: %w", &tls.CertificateVerificationError{Err: x509.UnknownAuthorityError{}})
	tests := []struct {
		typed string
		cause error
		want  bool
	}{
		{"paper.example", refused, true},
		{"paper.example:443", refused, true},
		{"paper.example:8443", refused, false},
		{"paper.example:8443", noTLS, true},
		{"paper.example", noTLS, true},
		{"paper.example", badCert, false},
		{"https://paper.example", refused, false},
		{"https://paper.example", noTLS, false},
		{"paper.example", &net.DNSError{Err: "no such host", IsNotFound: true}, false},
	}
	for _, tt := range tests {
		u, err := ParseAddress(tt.typed)
		if err != nil {
			t.Fatal(err)
		}
		d := &discoverer{typed: u, schemeless: !strings.Contains(tt.typed, "://")}
		if got := d.mayStepDown(tt.cause); got != tt.want {
			t.Errorf("%s after %v: step down = %v, want %v", tt.typed, tt.cause, got, tt.want)
		}
	}
}

// TestTriedSaysWhyInWords has robots.txt list a sitemap on the typed host, which stops listening once
// it has served the homepage: the note in Tried says the connection was refused, not Go's dial error.
// (A sitemap on another loopback port would be refused as a private address that was not typed.)
func TestTriedSaysWhyInWords(t *testing.T) {
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprintf(w, "User-agent: *\nAllow: /\nSitemap: %s/sitemap.xml\n", srv.URL)
		case "/":
			w.Header().Set("Connection", "close")
			fmt.Fprint(w, "<html><head><title>Quiet Gazette</title></head><body>Nothing yet.</body></html>")
			w.(http.Flusher).Flush()
			srv.Listener.Close()
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	closed := srv.URL + "/sitemap.xml"
	res, err := Discover(context.Background(), srv.URL, testOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "sitemap " + closed + ": the connection was refused"
	if !slices.Contains(res.Tried, want) {
		t.Errorf("tried = %q, want it to hold %q", res.Tried, want)
	}
	for _, line := range res.Tried {
		if strings.Contains(line, "dial tcp") {
			t.Errorf("tried speaks Go: %q", line)
		}
	}
}
