package app

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/store"
)

// ImportOPML follows every outline of an OPML file (feeds, and Broadsheet's sitemap and section
// sources) and returns how many sources were added. A file that cannot be read as OPML changes
// nothing; outlines already followed and outlines that are not web addresses are left out.
func (a *App) ImportOPML(ctx context.Context, r io.Reader) (int, error) {
	outlines, err := ReadOPML(r)
	if err != nil {
		return 0, err
	}
	settings, err := a.Settings(ctx)
	if err != nil {
		return 0, err
	}
	now := a.now()
	var adds []store.Source
	seen := map[string]bool{}
	for _, o := range outlines {
		kind, ok := storeKind(o.Kind)
		if !ok {
			kind = store.SourceKind(KindFeed)
		}
		u := discovery.CanonicalURL(o.URL)
		if !isWebAddress(u) || seen[u] {
			continue
		}
		seen[u] = true
		site := o.Site
		if pu, err := url.Parse(site); err == nil && pu.Host != "" {
			site = pu.Hostname()
		}
		if site == "" {
			site = hostOf(u)
		}
		adds = append(adds, newSource(kind, u, site, o.Title, settings.Interval, now))
	}
	_, added, err := a.addSources(ctx, adds)
	if err != nil {
		return 0, err
	}
	return added, nil
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
