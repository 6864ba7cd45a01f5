package discovery

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// Network failures, told apart for the words of a discovery and for reading an address typed
// without a scheme over http.

// connectionRefused reports whether err is a host's refusal of the connection: nothing listens on
// the port.
func connectionRefused(err error) bool {
	return errors.Is(err, syscall.ECONNREFUSED)
}

// noTLS reports whether err says TLS cannot be spoken with the server: what it answered to the
// handshake is no TLS (a plain HTTP server), or it ended the handshake with an alert. A certificate
// that fails to verify is not such a failure (badCertificate).
func noTLS(err error) bool {
	var (
		record tls.RecordHeaderError
		alert  tls.AlertError
	)
	return !badCertificate(err) && (errors.As(err, &record) || errors.As(err, &alert))
}

// badCertificate reports whether err is a server certificate that failed to verify: expired, for
// another name, or signed by an authority the system does not trust.
func badCertificate(err error) bool {
	var (
		verify    *tls.CertificateVerificationError
		authority x509.UnknownAuthorityError
		hostname  x509.HostnameError
		invalid   x509.CertificateInvalidError
	)
	return errors.As(err, &verify) || errors.As(err, &authority) || errors.As(err, &hostname) || errors.As(err, &invalid)
}

// unresolved reports whether err says the host's name does not resolve.
func unresolved(err error) bool {
	var dns *net.DNSError
	return errors.As(err, &dns)
}

// certificateWords says what is wrong with a certificate that failed to verify, for a person.
func certificateWords(err error) string {
	var (
		authority x509.UnknownAuthorityError
		hostname  x509.HostnameError
		invalid   x509.CertificateInvalidError
	)
	switch {
	case errors.As(err, &hostname):
		return "it is made out for another name"
	case errors.As(err, &invalid) && invalid.Reason == x509.Expired:
		return "it has expired or is not valid yet"
	case errors.As(err, &authority):
		return "no authority this computer trusts has signed it"
	}
	return "it is not valid"
}

// requestWords says why a request that got no usable answer failed, for a note in Tried: in words for
// the failures a person can act on, else the error without its package prefixes.
func requestWords(err error) string {
	var (
		large *fetch.TooLargeError
		dis   *fetch.DisallowedError
	)
	switch {
	case errors.As(err, &dis) && dis.Cause == nil:
		return "robots.txt disallows it"
	case connectionRefused(err):
		return "the connection was refused"
	case unresolved(err):
		return "the host name does not resolve"
	case badCertificate(err):
		return "its certificate could not be verified: " + certificateWords(err)
	case noTLS(err):
		return "https cannot be spoken there"
	case errors.Is(err, fetch.ErrTimeout):
		return "no answer in time"
	case errors.As(err, &large):
		return fmt.Sprintf("larger than the %d MB Broadsheet reads", large.Limit>>20)
	}
	return connectionWords(err)
}

// connectionWords says why a request got no answer, for a person rather than in Go's words.
func connectionWords(err error) string {
	var op *net.OpError
	switch {
	case errors.Is(err, syscall.ECONNRESET):
		return "the site reset the connection"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "the site closed the connection before it answered"
	case errors.Is(err, syscall.ENETUNREACH), errors.Is(err, syscall.EHOSTUNREACH):
		return "this computer's network cannot reach it"
	case errors.As(err, &op):
		return "the connection failed"
	}
	msg := err.Error()
	for _, prefix := range []string{"discovery: ", "fetch: "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	return msg
}
