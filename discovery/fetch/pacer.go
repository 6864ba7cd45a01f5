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
	turn chan struct{} // holds one token while a request to the host is under way
	last time.Time     // when the last request to the host ended; zero before the first
}

// hostKey names the host a request goes to for pacing: lower-case host and port, the port filled in
// from the scheme when the URL has none.
func hostKey(u *url.URL) string {
	port := u.Port()
	if port == "" {
		port = "80"
		if u.Scheme == "https" {
			port = "443"
		}
	}
	return net.JoinHostPort(strings.ToLower(u.Hostname()), port)
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

// acquire waits for the host's turn and then until gap has passed since its last request ended. It
// returns ctx's error, without the turn, when ctx ends first.
func (g *hostGate) acquire(ctx context.Context, gap time.Duration) error {
	select {
	case g.turn <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
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
