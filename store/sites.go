package store

import (
	"context"
	"database/sql"
	"time"
)

// SiteVerdict is what was decided about a site's sitemap lastmod: whether it can be trusted to say
// which section pages changed.
type SiteVerdict struct {
	Site           string
	LastModTrusted bool
	Reason         string // why, in words: "all one timestamp", "matches the pages", ...
	Checked        time.Time
}

// SiteVerdict returns the verdict on site, or ErrNotFound when none was made.
func (s *Store) SiteVerdict(ctx context.Context, site string) (SiteVerdict, error) {
	v := SiteVerdict{Site: site}
	var checked int64
	err := s.r.QueryRowContext(ctx, `SELECT lastmod_trusted, reason, checked FROM sites WHERE site = ?`, site).
		Scan(&v.LastModTrusted, &v.Reason, &checked)
	if err != nil {
		return SiteVerdict{}, wrapErr("verdict on "+site, err)
	}
	v.Checked = fromDB(checked)
	return v, nil
}

// SaveSiteVerdict stores the verdict on a site, replacing the one it had.
func (s *Store) SaveSiteVerdict(ctx context.Context, v SiteVerdict) error {
	return s.write(ctx, "saving the verdict on "+v.Site, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO sites (site, lastmod_trusted, reason, checked) VALUES (?, ?, ?, ?)
			ON CONFLICT (site) DO UPDATE SET lastmod_trusted = excluded.lastmod_trusted, reason = excluded.reason,
				checked = excluded.checked`,
			v.Site, boolInt(v.LastModTrusted), v.Reason, toDB(v.Checked))
		return err
	})
}
