package fetch

import (
	"context"
	"net"
	"net/url"
	"strings"
	"time"
)

// HostTurns shares the turn of each host between processes, so that one request at a time goes to a
// host from all of them together, each at least the pause after the last one ended. Hosts are named
// as HostKey names them. Its methods are called from several goroutines at once, but never twice at
// once for one host by one Client.
type HostTurns interface {
	// TakeTurn tries to take host's turn, for at most lease (a holder that dies loses it then). It
	// reports whether the turn was taken and, when it was, when the last request any process sent
	// to host ended (zero when none is known). It does not wait for a turn held elsewhere.
	TakeTurn(ctx context.Context, host string, lease time.Duration) (taken bool, lastEnd time.Time, err error)
	// EndTurn gives back host's turn; sent says a request went out, and end is when it ended.
	EndTurn(ctx context.Context, host string, sent bool, end time.Time)
}

// turnPoll is how often acquire asks again for a host's turn that another process holds.
const turnPoll = 25 * time.Millisecond

// turnSlack is how much longer than the pause and the request timeout a host's turn is leased: it
// covers the wait for the pause, which starts once the turn is held, and the request itself.
const turnSlack = 5 * time.Second

// A Client keeps a host's shared turn for the requests it sends there one after the other, rather
// than asking the database for it and giving it back around each: for turnHold after taking it,
// a turn is leased that much longer than one request needs, and serves every request to the host
// that follows within turnLinger of the one before. Then it is given back, or, when the Client has
// asked for nothing more there meanwhile, given back turnLinger after its last request. Other
// processes wait for it as they would for one request; each request still waits the pause after
// the last one any process sent.
const (
	turnHold   = 2 * time.Second
	turnLinger = 250 * time.Millisecond
)

// hostGate lets one request at a time go to a host, and each at least a gap after the end of the one
// before. The goroutine holding the turn owns last.
type hostGate struct {
	turn   chan struct{} // holds one token while a request to the host is under way
	last   time.Time     // when the last request to the host ended; zero before the first
	seeded bool          // whether Config.LastRequest has been asked about the host

	key     string        // the host, as HostKey names it
	shared  HostTurns     // the turns shared with other processes; nil when there are none
	timeout time.Duration // the Client's timeout of one request

	// The shared turn, owned by the holder of turn, or between requests by no one.
	held      bool            // whether this Client holds the shared turn
	heldSince time.Time       // when it was taken
	sent      bool            // whether a request went out while it was held
	linger    *time.Timer     // gives the held turn back turnLinger after the last request
	lingerCtx context.Context // the context of the last request, without its cancellation
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
		g = &hostGate{turn: make(chan struct{}, 1), key: key, shared: c.cfg.Turns, timeout: c.timeout}
		c.hosts[key] = g
		if g.shared != nil {
			g.linger = time.AfterFunc(time.Hour, g.giveBackIdle)
			g.linger.Stop()
		}
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
	if err := g.takeShared(ctx, gap+g.timeout+turnSlack); err != nil {
		<-g.turn
		return err
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
		g.release(ctx, false)
		return ctx.Err()
	}
}

// takeShared waits, holding the gate's own turn, until the host's turn shared with other processes
// is held for at least lease, and moves last to the end of the latest request any of them sent. A
// turn this Client took less than turnHold ago is held still (turnHold); an older one is given back
// and taken again. A turn that cannot be asked for (the database fails) is not waited for: the
// pause within this process still holds.
func (g *hostGate) takeShared(ctx context.Context, lease time.Duration) error {
	if g.shared == nil {
		return nil
	}
	g.linger.Stop()
	if g.held {
		if time.Since(g.heldSince) < turnHold {
			return nil
		}
		g.endShared(ctx)
	}
	for {
		asked := time.Now()
		taken, lastEnd, err := g.shared.TakeTurn(ctx, g.key, lease+turnHold)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return nil
		}
		if taken {
			g.held, g.heldSince, g.sent = true, asked, false
			if now := time.Now(); lastEnd.After(now) {
				lastEnd = now
			}
			if lastEnd.After(g.last) {
				g.last = lastEnd
			}
			return nil
		}
		t := time.NewTimer(turnPoll)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		}
	}
}

// endShared gives back the shared turn, when it is held, with the end of the last request sent
// under it.
func (g *hostGate) endShared(ctx context.Context) {
	if g.held {
		g.held = false
		g.shared.EndTurn(context.WithoutCancel(ctx), g.key, g.sent, g.last)
	}
}

// release ends the holder's turn; sent says whether a request really went out, which starts the gap.
// The shared turn is kept for the next request for a while (turnHold, turnLinger).
func (g *hostGate) release(ctx context.Context, sent bool) {
	if sent {
		g.last = time.Now()
		g.sent = true
	}
	if g.held {
		if time.Since(g.heldSince) < turnHold {
			g.lingerCtx = context.WithoutCancel(ctx)
			g.linger.Reset(turnLinger)
		} else {
			g.endShared(ctx)
		}
	}
	<-g.turn
}

// giveBackIdle gives back the shared turn when no request to the host is under way; one under way
// decides for itself when it ends.
func (g *hostGate) giveBackIdle() {
	select {
	case g.turn <- struct{}{}:
	default:
		return
	}
	if g.held {
		g.endShared(g.lingerCtx)
	}
	<-g.turn
}

// giveBack gives back the shared turn now, once the request to the host under way, if any, has
// ended.
func (g *hostGate) giveBack() {
	if g.shared == nil {
		return
	}
	g.turn <- struct{}{}
	g.linger.Stop()
	if g.held {
		g.endShared(g.lingerCtx) // set by the release that left the turn held
	}
	<-g.turn
}
