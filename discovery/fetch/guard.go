package fetch

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
)

// PrivateAddressError reports that a host resolved only to loopback, private or link-local addresses
// and is not the host the person typed: a site may not lead Broadsheet into such space, not even a
// site that is itself on a private address.
type PrivateAddressError struct {
	Host string     // the host name or address literal of the request
	Addr netip.Addr // the first refused address
}

func (e *PrivateAddressError) Error() string {
	return fmt.Sprintf("fetch: %s resolves to %s, a private address, and is not the address typed", e.Host, e.Addr)
}

// privateRanges are the address blocks a public site may not lead Broadsheet into.
var privateRanges = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("127.0.0.0/8"),
	netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("172.16.0.0/12"),
	netip.MustParsePrefix("192.168.0.0/16"),
	netip.MustParsePrefix("169.254.0.0/16"),
	netip.MustParsePrefix("100.64.0.0/10"),
	netip.MustParsePrefix("198.18.0.0/15"), // benchmarking, often routed to test networks
	netip.MustParsePrefix("224.0.0.0/4"),   // multicast
	netip.MustParsePrefix("240.0.0.0/4"),   // reserved, and the broadcast address
	netip.MustParsePrefix("::/128"),
	netip.MustParsePrefix("::1/128"),
	netip.MustParsePrefix("fc00::/7"),
	netip.MustParsePrefix("fe80::/10"),
	netip.MustParsePrefix("fec0::/10"),    // site-local, deprecated but still routed by some
	netip.MustParsePrefix("ff00::/8"),     // multicast
	netip.MustParsePrefix("64:ff9b::/96"), // NAT64: a gateway to any IPv4 address
	netip.MustParsePrefix("2002::/16"),    // 6to4: a gateway to any IPv4 address
}

// isPrivate reports whether a is loopback, private, link-local, multicast, reserved or unspecified.
// IPv6 addresses that carry an IPv4 address (IPv4-mapped, NAT64, 6to4) are private whatever they
// carry: a public site has no reason to name one, and through a gateway they may reach any IPv4
// address.
func isPrivate(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range privateRanges {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// lookup returns the addresses of host, a name or an address literal.
func (c *Client) lookup(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return []netip.Addr{a.WithZone("")}, nil
	}
	if c.cfg.LookupHost != nil {
		return c.cfg.LookupHost(ctx, host)
	}
	return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
}

// guardedDial returns the DialContext of a transport: it resolves the host itself, drops the private
// addresses unless allowPrivate, and dials the first address that answers.
func (c *Client) guardedDial(allowPrivate bool) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, portText, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, fmt.Errorf("fetch: dial %s: %w", addr, err)
		}
		port, err := netip.ParseAddrPort("0.0.0.0:" + portText)
		if err != nil {
			return nil, fmt.Errorf("fetch: dial %s: bad port: %w", addr, err)
		}
		addrs, err := c.lookup(ctx, host)
		if err != nil {
			return nil, fmt.Errorf("fetch: look up %s: %w", host, err)
		}
		var allowed []netip.Addr
		var refused *PrivateAddressError
		for _, a := range addrs {
			if !allowPrivate && isPrivate(a) {
				if refused == nil {
					refused = &PrivateAddressError{Host: host, Addr: a}
				}
				continue
			}
			allowed = append(allowed, a)
		}
		if len(allowed) == 0 {
			if refused != nil {
				return nil, refused
			}
			return nil, fmt.Errorf("fetch: look up %s: no address", host)
		}
		var firstErr error
		for _, a := range allowed {
			conn, err := c.dialAddr(ctx, network, netip.AddrPortFrom(a, port.Port()))
			if err == nil {
				return conn, nil
			}
			if firstErr == nil {
				firstErr = err
			}
			if ctx.Err() != nil {
				break
			}
		}
		return nil, firstErr
	}
}

func (c *Client) dialAddr(ctx context.Context, network string, addr netip.AddrPort) (net.Conn, error) {
	if c.cfg.Dial != nil {
		return c.cfg.Dial(ctx, network, addr)
	}
	var d net.Dialer
	return d.DialContext(ctx, network, addr.String())
}

// ErrUserInfo means a URL carries a user name or password (http://user:pass@host/). Broadsheet never
// sends credentials a site or a file put in an address; the error names the address without them.
var ErrUserInfo = errors.New("fetch: addresses with a user name or password are not fetched")

// checkUserInfo returns an error wrapping ErrUserInfo when u carries user information.
func checkUserInfo(u *url.URL) error {
	if u.User == nil {
		return nil
	}
	bare := *u
	bare.User = nil
	return fmt.Errorf("%w: %s", ErrUserInfo, bare.String())
}

// sameHost reports whether u is on the host typed names: the same host name and the same port,
// where a port left out counts as the default port of either scheme, so that http and https of one
// name count as one host.
func sameHost(u *url.URL, typed string) bool {
	t := parseTyped(typed)
	if t == nil || u == nil {
		return false
	}
	return strings.EqualFold(strings.TrimSuffix(u.Hostname(), "."), strings.TrimSuffix(t.Hostname(), ".")) &&
		portOf(u) == portOf(t)
}

// portOf returns u's port, or "" when it is left out or is its scheme's default port.
func portOf(u *url.URL) string {
	p := u.Port()
	if (p == "80" && u.Scheme == "http") || (p == "443" && u.Scheme == "https") {
		return ""
	}
	return p
}

// parseTyped parses a typed address, with http:// in front when it has no scheme; nil when it names
// no host.
func parseTyped(typed string) *url.URL {
	if typed == "" {
		return nil
	}
	if !strings.Contains(typed, "://") {
		typed = "http://" + typed
	}
	u, err := url.Parse(typed)
	if err != nil || u.Hostname() == "" {
		return nil
	}
	return u
}

// typedIsPrivate reports whether the address a person typed is itself loopback or private: an address
// literal in those ranges, "localhost", or a name that resolves only to such addresses.
func (c *Client) typedIsPrivate(ctx context.Context, typed string) bool {
	u := parseTyped(typed)
	if u == nil {
		return false
	}
	host := strings.ToLower(u.Hostname())
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	addrs, err := c.lookup(ctx, host)
	if err != nil || len(addrs) == 0 {
		return false
	}
	for _, a := range addrs {
		if !isPrivate(a) {
			return false
		}
	}
	return true
}

// privateSuffixes are name endings kept for local networks.
var privateSuffixes = []string{".localhost", ".local", ".internal", ".home.arpa", ".lan"}

// IsPrivateURL reports, without a look-up, whether rawURL's host is loopback or private by its name
// alone: an address literal in those ranges, "localhost", or a name under a suffix kept for local
// networks (.localhost, .local, .internal, .home.arpa, .lan). A name that resolves to such an
// address is not known here; the guard refuses it at the connection unless it is the typed host. It
// is for lists of many addresses, such as an OPML file, where a look-up each would cost too much.
func IsPrivateURL(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if a, err := netip.ParseAddr(host); err == nil {
		return isPrivate(a.WithZone(""))
	}
	if host == "localhost" {
		return true
	}
	for _, s := range privateSuffixes {
		if strings.HasSuffix(host, s) {
			return true
		}
	}
	return false
}
