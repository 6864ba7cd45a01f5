package article

// This file fetches and decodes an article's pictures for the reader view, through the same polite
// client as the page (robots.txt, the pause between requests to a host, the body cap, the
// private-address rule of the source's typed address), and tells tracking pixels and advertisements
// from pictures worth drawing.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // pictures of articles come as GIF,
	_ "image/jpeg" // JPEG,
	_ "image/png"  // PNG
	"net/url"
	"strings"

	_ "golang.org/x/image/webp" // or WebP

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// ImageBytes is the most bytes one picture may have; a larger one is a *fetch.TooLargeError.
const ImageBytes = 4 << 20

// MaxImagePixels is the most pixels a picture may have: decoding one takes four bytes a pixel, so
// that a small file declaring a huge picture (a decompression bomb) is refused before it is decoded.
const MaxImagePixels = 16_000_000

// ErrNotImage means an address answered with something that is not a JPEG, PNG, GIF or WebP picture.
var ErrNotImage = errors.New("article: not a JPEG, PNG, GIF or WebP picture")

// TooManyPixelsError means a picture declares more than MaxImagePixels pixels.
type TooManyPixelsError struct {
	URL           string
	Width, Height int
}

func (e *TooManyPixelsError) Error() string {
	return fmt.Sprintf("article: the picture %s is %d by %d pixels, more than %d", e.URL, e.Width, e.Height, MaxImagePixels)
}

// Image is one picture as its site sent it, checked to be one Broadsheet can decode.
type Image struct {
	URL    string // after redirects
	Format string // "jpeg", "png", "gif" or "webp"
	Data   []byte // the file's bytes, at most ImageBytes
	Width  int    // in pixels, as the file declares
	Height int
}

// FetchImage fetches the picture at rawURL: robots.txt of its origin first (a picture is often on
// another host than the page, with rules of its own), then the picture, with at most
// fetch.MaxRedirects redirects. It reads the picture's header to check its format and size but does
// not decode it (DecodeImage does). opts are the article's: the picture may be on a private address
// only where the page may.
//
// Errors start with "article:" and wrap their cause: a *fetch.DisallowedError, a *fetch.HTTPError,
// a *fetch.TooLargeError, ErrNotImage, a *TooManyPixelsError, ErrAddress, ctx's own.
func FetchImage(ctx context.Context, rawURL string, opts Options) (*Image, error) {
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%w: %q", ErrAddress, rawURL)
	}
	u.Fragment, u.RawFragment = "", ""
	job := opts.Client.NewJob(fetch.JobOptions{Budget: Budget, Typed: opts.Typed, OnEvent: opts.OnEvent})
	resp, err := job.Get(ctx, fetch.Request{Step: "picture", URL: u.String(), MaxBytes: ImageBytes})
	if err != nil {
		return nil, fmt.Errorf("article: picture %s: %w", u, err)
	}
	if err := resp.Err(); err != nil {
		return nil, fmt.Errorf("article: picture %s: %w", resp.URL, err)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(resp.Body))
	if err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNotImage, resp.URL)
	}
	if tooManyPixels(cfg.Width, cfg.Height) {
		return nil, &TooManyPixelsError{URL: resp.URL, Width: cfg.Width, Height: cfg.Height}
	}
	return &Image{URL: resp.URL, Format: format, Data: resp.Body, Width: cfg.Width, Height: cfg.Height}, nil
}

func tooManyPixels(w, h int) bool {
	return w <= 0 || h <= 0 || int64(w)*int64(h) > MaxImagePixels
}

// DecodeImage decodes a picture's bytes (JPEG, PNG, GIF or WebP; of a GIF, its first frame), after
// checking from its header that it holds at most MaxImagePixels pixels.
func DecodeImage(data []byte) (image.Image, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, ErrNotImage
	}
	if tooManyPixels(cfg.Width, cfg.Height) {
		return nil, &TooManyPixelsError{Width: cfg.Width, Height: cfg.Height}
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("article: decoding a picture: %w", err)
	}
	return img, nil
}

// IsTrackingSize reports whether a picture of this size, in pixels, is a tracking pixel or a spacer
// rather than something to look at: at most 3 pixels on a side, or under 100 pixels in all.
func IsTrackingSize(width, height int) bool {
	return width <= 3 || height <= 3 || width*height < 100
}

// adHosts are hosts (and their subdomains) that serve advertisements and tracking pixels, not
// pictures of an article.
var adHosts = []string{
	"doubleclick.net", "googlesyndication.com", "googleadservices.com", "google-analytics.com",
	"adservice.google.com", "amazon-adsystem.com", "adnxs.com", "advertising.com", "adform.net",
	"criteo.com", "criteo.net", "outbrain.com", "taboola.com", "pubmatic.com", "rubiconproject.com",
	"openx.net", "casalemedia.com", "scorecardresearch.com", "quantserve.com", "moatads.com",
	"adsrvr.org", "smartadserver.com", "serving-sys.com", "yieldmo.com", "teads.tv", "chartbeat.net",
	"pixel.wp.com", "stats.wp.com", "pixel.quantserve.com", "bat.bing.com", "analytics.twitter.com",
	"ct.pinterest.com", "px.ads.linkedin.com", "sb.scorecardresearch.com", "ib.adnxs.com",
	"zergnet.com", "bluekai.com", "krxd.net", "facebook.com", "facebook.net",
}

// adSegments are path segments of advertisements and trackers on a site's own host.
var adSegments = map[string]bool{
	"ad": true, "ads": true, "adv": true, "advert": true, "adverts": true, "advertising": true,
	"adserver": true, "advertisement": true, "banner": true, "banners": true, "sponsor": true, "sponsored": true,
	"pixel": true, "pixel.gif": true, "beacon": true, "tracking": true, "tracker": true,
	"1x1.gif": true, "1x1.png": true, "spacer.gif": true, "blank.gif": true, "clear.gif": true,
	"transparent.gif": true,
}

// IsAdImage reports whether a picture's address is an advertisement's or a tracker's: an ad
// server's host, or a path through a folder such as /ads/ or /banners/, or a file such as 1x1.gif.
// Such a picture is neither fetched nor drawn.
func IsAdImage(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	host := strings.ToLower(u.Hostname())
	for _, h := range adHosts {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	if strings.HasPrefix(host, "ads.") || strings.HasPrefix(host, "ad.") || strings.HasPrefix(host, "adserver.") {
		return true
	}
	for _, seg := range strings.Split(strings.ToLower(u.Path), "/") {
		if adSegments[seg] {
			return true
		}
	}
	return false
}
