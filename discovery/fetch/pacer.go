package fetch

import (
	"context"
	"net"
	"net/url"
	"strings"
	"time"
)

// hostGate lets one request at a time go to a host, and each at least a gap after the end of the one
// before. The goroutine holding the turn owns last.
type hostGate struct {
	turn   chan struct{} // holds one token while a request to the host is under way
	last   time.Time     // when the last request to the host ended; zero before the first
	seeded bool          // whether Config.LastRequest has been asked about the host
}

// HostKey names the host of rawURL as the Client paces it (see Config.LastRequest): the lower-case
// host name, with the port only when it is not the scheme's default. A URL without a host is its own
// key.
func HostKey(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return rawURL
	}
	return hostKey(u)
}

// hostKey names the host a request goes to for pacing: the lower-case host name, with the port only
// when it is not the default of the scheme, so that http://example.com/ and https://example.com/ share
// one turn and one pause.
func hostKey(u *url.URL) string {
	host := strings.ToLower(u.Hostname())
	if port := u.Port(); port != "" && port != defaultPort(u.Scheme) {
		return net.JoinHostPort(host, port)
	}
	if strings.Contains(host, ":") {
		return "[" + host + "]" // an IPv6 literal keeps its brackets
	}
	return host
}

// defaultPort is the port a URL of scheme means when it names none.
func defaultPort(scheme string) string {
	if scheme == "https" {
		return "443"
	}
	return "80"
}

// lastKnown returns the question acquire asks about host key the first time, or nil when the Client
// has no one to ask.
func (c *Client) lastKnown(key string) func(context.Context) time.Time {
	if c.cfg.LastRequest == nil {
		return nil
	}
	return func(ctx context.Context) time.Time { return c.cfg.LastRequest(ctx, key) }
}

func (c *Client) gate(key string) *hostGate {
	c.mu.Lock()
	defer c.mu.Unlock()
	g, ok := c.hosts[key]
	if !ok {
		g = &hostGate{turn: make(chan struct{}, 1)}
		c.hosts[key] = g
	}
	return g
}

// acquire waits for the host's turn and then until gap has passed since its last request ended. The
// first time, it asks lastKnown (when not nil) whether a request ended there before this Client
// existed. It returns ctx's error, without the turn, when ctx ends first.
func (g *hostGate) acquire(ctx context.Context, gap time.Duration, lastKnown func(context.Context) time.Time) error {
	select {
	case g.turn <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	if !g.seeded {
		g.seeded = true
		if lastKnown != nil && g.last.IsZero() {
			if t := lastKnown(ctx); !t.IsZero() {
				g.last = t
				if now := time.Now(); t.After(now) {
					g.last = now
				}
			}
		}
	}
	if g.last.IsZero() || gap <= 0 {
		return nil
	}
	wait := time.Until(g.last.Add(gap))
	if wait <= 0 {
		return nil
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		<-g.turn
		return ctx.Err()
	}
}

// release ends the holder's turn; sent says whether a request really went out, which starts the gap.
func (g *hostGate) release(sent bool) {
	if sent {
		g.last = time.Now()
	}
	<-g.turn
}
