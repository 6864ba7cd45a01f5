package app

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/store"
)

// ImportOptions says how ImportOPML treats what it reads.
type ImportOptions struct {
	// AllowPrivate follows the outlines at loopback or private addresses too, as the person has
	// confirmed them: each is then refreshed on its own host alone, as if its address were typed.
	// Without it they are left out and listed among the skipped, with Private set.
	AllowPrivate bool
}

// Imported says what ImportOPML did.
type Imported struct {
	Added   int       // sources newly followed
	Skipped []Skipped // outlines left out, in the order of the file, each address once
}

// Private returns the outlines left out only for being at a private address: those an import with
// ImportOptions.AllowPrivate would follow.
func (im *Imported) Private() []Outline {
	var out []Outline
	for _, s := range im.Skipped {
		if s.Private {
			out = append(out, s.Outline)
		}
	}
	return out
}

// Skipped is an outline ImportOPML left out, and why.
type Skipped struct {
	Outline        // its URL never holds a password
	Reason  string // in words: "it is at a private network address (10.0.0.1)"
	Private bool   // left out only for being at a loopback or private address
}

// ImportOPML follows every outline of an OPML file (feeds, and Broadsheet's sitemap and section
// sources) in one transaction, reading the file as a stream, and says how many sources were added
// and which outlines were left out. A file that cannot be read as OPML changes nothing. Outlines
// already followed are left out silently; outlines that are not web addresses, hold a user name or
// password, or (without opts.AllowPrivate) are at a loopback or private address are left out and
// listed with the reason. An address that only resolves to a private address is not known to be
// one here: it is followed, and its refreshes are refused by the private-address guard.
func (a *App) ImportOPML(ctx context.Context, r io.Reader, opts ImportOptions) (*Imported, error) {
	return a.importOutlines(ctx, func(fn func(Outline) error) error { return ScanOPML(r, fn) }, opts)
}

// ImportOutlines follows outlines as ImportOPML follows those of a file: the window asks the person
// whether to follow the private ones an import left out (Imported.Private), and follows them with
// opts.AllowPrivate.
func (a *App) ImportOutlines(ctx context.Context, outlines []Outline, opts ImportOptions) (*Imported, error) {
	return a.importOutlines(ctx, func(fn func(Outline) error) error {
		for _, o := range outlines {
			if err := fn(o); err != nil {
				return err
			}
		}
		return nil
	}, opts)
}

// importOutlines follows the outlines scan hands over, in one transaction.
func (a *App) importOutlines(ctx context.Context, scan func(fn func(Outline) error) error, opts ImportOptions) (*Imported, error) {
	settings, err := a.Settings(ctx)
	if err != nil {
		return nil, err
	}
	now := a.now()
	im := &Imported{}
	skippedSeen := map[string]bool{}
	skip := func(o Outline, private bool, format string, args ...any) {
		o.URL, o.Title = cleantext.Line(o.URL), cleantext.Line(o.Title) // printed as they are
		if !skippedSeen[o.URL] {
			skippedSeen[o.URL] = true
			im.Skipped = append(im.Skipped, Skipped{Outline: o, Reason: fmt.Sprintf(format, args...), Private: private})
		}
	}
	added, err := a.store.ImportSources(ctx, func(add func(store.Source) (bool, error)) error {
		return scan(func(o Outline) error {
			kind, ok := storeKind(o.Kind)
			if !ok {
				kind = store.SourceKind(KindFeed)
			}
			u := page.CanonicalURL(o.URL)
			pu, err := url.Parse(u)
			switch {
			case err != nil || !isWebAddress(u):
				o.URL = withoutUserInfo(o.URL)
				skip(o, false, "it is not a web address")
				return nil
			case pu.User != nil:
				o.URL = withoutUserInfo(u)
				skip(o, false, "its address holds a user name or password, which Broadsheet never sends")
				return nil
			}
			o.URL = u
			private := fetch.IsPrivateURL(u)
			if private && !opts.AllowPrivate {
				skip(o, true, "it is at a private network address (%s)", pu.Hostname())
				return nil
			}
			site := o.Site
			if ps, err := url.Parse(site); err == nil && ps.Host != "" {
				site = ps.Hostname()
			}
			if site == "" {
				site = hostOf(u)
			}
			src := newSource(kind, u, site, o.Title, settings.Interval, now)
			if private {
				src.Typed = u // confirmed by the person: this host, and no other private one
			}
			_, err = add(src)
			return err
		})
	})
	if err != nil {
		if strings.HasPrefix(err.Error(), "opml: ") {
			return nil, err
		}
		return nil, fmt.Errorf("app: importing OPML: %w", err)
	}
	im.Added = added
	return im, nil
}

// withoutUserInfo returns raw with any user name and password taken out, for messages.
func withoutUserInfo(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		if i := strings.LastIndex(raw, "@"); i >= 0 {
			if j := strings.Index(raw, "://"); j >= 0 && j < i {
				return raw[:j+3] + raw[i+1:]
			}
		}
		return raw
	}
	u.User = nil
	return u.String()
}

// ExportOPML writes every followed source as OPML 2.0.
func (a *App) ExportOPML(ctx context.Context, w io.Writer) error {
	sources, err := a.Sources(ctx)
	if err != nil {
		return err
	}
	outlines := make([]Outline, 0, len(sources))
	for _, s := range sources {
		outlines = append(outlines, Outline{Kind: s.Kind, URL: s.URL, Title: s.Title, Site: homeURL(s)})
	}
	if err := WriteOPML(w, outlines, a.now()); err != nil {
		return fmt.Errorf("app: writing OPML: %w", err)
	}
	return nil
}

// homeURL returns the home page of a source's site, as other readers want it in htmlUrl: with the
// scheme, and the port when there is one, of the source's own address when that is on the site's
// host ("http://127.0.0.1:8080/"), else https on the site's host. Reading the file back takes the
// host name from it, so the site survives the round trip.
func homeURL(s Source) string {
	if s.Site == "" {
		return ""
	}
	u, err := url.Parse(s.URL)
	if err != nil || u.Host == "" {
		return "https://" + s.Site + "/"
	}
	if strings.EqualFold(u.Hostname(), s.Site) {
		return u.Scheme + "://" + u.Host + "/"
	}
	return u.Scheme + "://" + s.Site + "/"
}

// isWebAddress reports whether u is an absolute http or https URL.
func isWebAddress(u string) bool {
	pu, err := url.Parse(u)
	return err == nil && (pu.Scheme == "http" || pu.Scheme == "https") && pu.Host != ""
}
