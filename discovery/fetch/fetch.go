// Package fetch is Broadsheet's polite HTTP client: every request the program sends to a web site goes
// through it. It fetches an origin's robots.txt before anything else on that origin and consults it
// before every request, redirect hops included; it sends one request at a time per host, at least a pause
// apart, within a per-job request budget, a per-request timeout covering the whole body and a size cap per
// body counted after decompression; and it refuses to let a public site lead it into loopback or private
// address space.
//
// It must not parse what it fetches (beyond robots.txt, through package robots), know about feeds,
// sitemaps or storage, or offer any way to send a request that skips robots.txt, the pacing or the
// budget: its http.Transport is private to the Client.
package fetch

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"
)

// ProductToken is the name Broadsheet answers to in robots.txt groups.
const ProductToken = "broadsheet"

// Version is the version of Broadsheet named in the User-Agent.
const Version = "0.1.0"

// UserAgent is the User-Agent header of every request.
const UserAgent = "Mozilla/5.0 (compatible; broadsheet/" + Version + "; +https://github.com/broadsheet/broadsheet)"

// Defaults for Config and JobOptions.
const (
	DefaultPause   = time.Second      // least time between two requests to one host
	DefaultTimeout = 30 * time.Second // per request, covering the whole body
	DefaultBudget  = 25               // requests per discovery
)

// Body caps, counted after decompression. A body over its cap is an error (*TooLargeError), never
// silently truncated; robots.txt is the exception, of which only the first robots.MaxBytes are kept.
const (
	HTMLBytes    = 8 << 20  // a web page
	SitemapBytes = 50 << 20 // a sitemap, the protocol's own limit
	FeedBytes    = 16 << 20 // a feed
	// TypedBytes is the least cap of the address the person typed, whatever the request asks for:
	// a typed address may be a feed as well as a homepage, and a feed refreshes are allowed to read
	// must not be refused when typed.
	TypedBytes = 16 << 20
)

// MaxRedirects is the most redirect hops followed for one request, robots.txt included (RFC 9309 2.3.1.2).
const MaxRedirects = 5

// MaxCrawlDelay bounds how long a robots.txt Crawl-delay may stretch the pause between two requests.
const MaxCrawlDelay = time.Minute

// Config is what New needs. The zero value is usable: it means no pause, the default timeout, robots.txt
// copies kept in memory only, the real clock and the real DNS.
type Config struct {
	// Pause is the least time between the end of one request to a host and the start of the next one
	// to the same host, across all jobs of the Client. Zero means none (for tests); a robots.txt
	// Crawl-delay for Broadsheet is honoured only when Pause is not zero.
	Pause time.Duration
	// Timeout bounds each request, from sending it to the last byte of its body. DefaultTimeout when 0.
	Timeout time.Duration
	// Robots, when set, keeps copies of robots.txt files between runs. Nil keeps them in memory only.
	Robots RobotsCache
	// Now returns the current time; time.Now when nil. It dates events and robots.txt copies and
	// decides whether a copy is still fresh; the pacing uses the real clock.
	Now func() time.Time
	// LastRequest, when set, says when the last request to a host ended as far as anything outside
	// this Client knows (another process of Broadsheet, through a shared request log); zero when it
	// does not know. host is named as HostKey names it. The Client asks once per host, before its own
	// first request there, and keeps the pause after that time too. Times ahead of the real clock
	// count as now.
	LastRequest func(ctx context.Context, host string) time.Time
	// Turns, when set, shares each host's turn with other processes of Broadsheet (through the
	// database they share): a request goes out only while this Client holds the host's turn there
	// too, and at least the pause after the last request any of them sent to the host ended.
	Turns HostTurns

	// LookupHost, when set, replaces DNS: it returns the addresses of a host name. The private-address
	// guard judges these addresses. Tests use it to make "public.test" look public.
	LookupHost func(ctx context.Context, host string) ([]netip.Addr, error)
	// Dial, when set, replaces the TCP dial to an address the guard has accepted. Tests use it to send
	// a public-looking address to a loopback httptest server.
	Dial func(ctx context.Context, network string, addr netip.AddrPort) (net.Conn, error)
	// TLS, when set, replaces the TLS settings of HTTPS requests (the system's roots when nil). Tests
	// use it to trust an httptest TLS server's certificate.
	TLS *tls.Config
}

// Client sends every request of Broadsheet. A process has one, shared by all jobs: it owns the
// per-host pacing and the in-memory robots.txt cache. It is safe for concurrent use.
type Client struct {
	cfg     Config
	pause   atomic.Int64 // time.Duration
	timeout time.Duration

	public  *http.Transport // refuses loopback and private addresses
	private *http.Transport // for jobs whose typed address is itself loopback or private

	mu     sync.Mutex
	hosts  map[string]*hostGate     // by lower-case host:port
	robots map[string]*robotsRecord // by origin, scheme://host:port
}

// New returns a Client configured by cfg.
func New(cfg Config) *Client {
	c := &Client{
		cfg:     cfg,
		timeout: cfg.Timeout,
		hosts:   make(map[string]*hostGate),
		robots:  make(map[string]*robotsRecord),
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	c.pause.Store(int64(cfg.Pause))
	c.public = c.newTransport(false)
	c.private = c.newTransport(true)
	return c
}

// SetPause changes the least time between two requests to one host. It takes effect from the next
// request; it is safe to call while jobs run.
func (c *Client) SetPause(d time.Duration) {
	if d < 0 {
		d = 0
	}
	c.pause.Store(int64(d))
}

// Pause returns the least time between two requests to one host, as last set.
func (c *Client) Pause() time.Duration {
	return time.Duration(c.pause.Load())
}

// GiveBackTurns gives back, to the other processes that share them (Config.Turns), the turns of
// hosts this Client keeps between requests, each once the request under way there, if any, has
// ended (within the Client's timeout). A program calls it before it exits, so that the others need
// not wait for the turns' leases to expire; the Client may still be used afterwards.
func (c *Client) GiveBackTurns() {
	c.mu.Lock()
	gates := make([]*hostGate, 0, len(c.hosts))
	for _, g := range c.hosts {
		gates = append(gates, g)
	}
	c.mu.Unlock()
	for _, g := range gates {
		g.giveBack()
	}
}

// CloseIdleConnections closes the connections kept open for reuse. Requests in flight are not affected.
func (c *Client) CloseIdleConnections() {
	c.public.CloseIdleConnections()
	c.private.CloseIdleConnections()
}

func (c *Client) now() time.Time {
	if c.cfg.Now != nil {
		return c.cfg.Now()
	}
	return time.Now()
}

func (c *Client) newTransport(allowPrivate bool) *http.Transport {
	return &http.Transport{
		Proxy:                 nil, // a proxy would hide the address actually reached from the guard
		DialContext:           c.guardedDial(allowPrivate),
		TLSClientConfig:       c.cfg.TLS.Clone(),
		ForceAttemptHTTP2:     true,
		DisableCompression:    true, // gzip is undone here, so that body caps count decompressed bytes
		MaxIdleConnsPerHost:   2,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   15 * time.Second,
		ExpectContinueTimeout: time.Second,
	}
}
