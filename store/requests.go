package store

import (
	"context"
	"database/sql"
	"time"
)

// RequestLogLimit is how many requests the log keeps per site; older ones are dropped.
const RequestLogLimit = 2000

// Request is one request sent to a site, as logged.
type Request struct {
	Site     string // host name
	Time     time.Time
	Step     string // "robots", "feed", "sitemap", "section", ...
	URL      string
	Status   int // 0 when no response came
	Bytes    int64
	Duration time.Duration
	Err      string
	SourceID int64 // 0 when the request served no source (a discovery)
}

// LogRequests appends requests to the log in one transaction, keeping the newest RequestLogLimit of
// each site.
func (s *Store) LogRequests(ctx context.Context, reqs []Request) error {
	if len(reqs) == 0 {
		return nil
	}
	return s.write(ctx, "logging requests", func(tx *sql.Tx) error {
		return s.logRequests(ctx, tx, reqs)
	})
}

// The statements of the request log that every refresh runs (prepared.go).
const (
	insertRequestSQL = `INSERT INTO requests (site, time, step, url, status, bytes, duration_ns, err, source_id)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
	countRequestsSQL = `INSERT INTO request_log_sizes (site, kept) VALUES (?1, ?2)
		ON CONFLICT (site) DO UPDATE SET kept = kept + excluded.kept RETURNING kept`
	trimRequestsSQL = `DELETE FROM requests WHERE id IN (
		SELECT id FROM requests WHERE site = ?1 ORDER BY id LIMIT ?2)`
	keptRequestsSQL = `UPDATE request_log_sizes SET kept = ?2 WHERE site = ?1`
)

// logRequests is LogRequests within tx. The rows each site's log keeps are counted in
// request_log_sizes, so that the oldest are dropped only when there are more than RequestLogLimit,
// without counting the site's rows again.
func (s *Store) logRequests(ctx context.Context, tx *sql.Tx, reqs []Request) error {
	if len(reqs) == 0 {
		return nil
	}
	added := map[string]int{}
	var sites []string // in the order first logged
	for _, r := range reqs {
		if _, err := s.exec(ctx, tx, insertRequestSQL, r.Site, toDB(r.Time), r.Step, r.URL, r.Status, r.Bytes,
			int64(r.Duration), r.Err, r.SourceID); err != nil {
			return err
		}
		if added[r.Site] == 0 {
			sites = append(sites, r.Site)
		}
		added[r.Site]++
	}
	for _, site := range sites {
		var kept int
		if err := s.queryRow(ctx, tx, countRequestsSQL, site, added[site]).Scan(&kept); err != nil {
			return err
		}
		if kept <= RequestLogLimit {
			continue
		}
		if _, err := s.exec(ctx, tx, trimRequestsSQL, site, kept-RequestLogLimit); err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, keptRequestsSQL, site, RequestLogLimit); err != nil {
			return err
		}
	}
	return nil
}

// Requests returns the newest logged requests of site, newest first, at most limit (all kept when
// limit is zero or less).
func (s *Store) Requests(ctx context.Context, site string, limit int) ([]Request, error) {
	if limit <= 0 {
		limit = RequestLogLimit
	}
	rows, err := s.r.QueryContext(ctx, `SELECT site, time, step, url, status, bytes, duration_ns, err, source_id
		FROM requests WHERE site = ? ORDER BY time DESC, id DESC LIMIT ?`, site, limit)
	if err != nil {
		return nil, wrapErr("listing requests of "+site, err)
	}
	defer rows.Close()
	var out []Request
	for rows.Next() {
		var r Request
		var t, d int64
		if err := rows.Scan(&r.Site, &t, &r.Step, &r.URL, &r.Status, &r.Bytes, &d, &r.Err, &r.SourceID); err != nil {
			return nil, wrapErr("listing requests of "+site, err)
		}
		r.Time, r.Duration = fromDB(t), time.Duration(d)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr("listing requests of "+site, err)
	}
	return out, nil
}

// DayCost sums what a site cost on one day.
type DayCost struct {
	Day      time.Time // midnight, local time, starting the day
	Requests int
	Bytes    int64
	NewItems int // items first seen that day through a source of the site
}

// SiteCosts returns, newest first, one DayCost for each of the last days days (today included, in
// local time), days without activity included. Requests older than the log keeps are not counted.
func (s *Store) SiteCosts(ctx context.Context, site string, days int) ([]DayCost, error) {
	return s.siteCosts(ctx, site, days, time.Now())
}

func (s *Store) siteCosts(ctx context.Context, site string, days int, now time.Time) ([]DayCost, error) {
	if days <= 0 {
		return nil, nil
	}
	y, m, d := now.Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
	out := make([]DayCost, days)
	for i := range out {
		out[i].Day = today.AddDate(0, 0, -i)
	}
	since := out[days-1].Day.UnixNano()
	index := func(t time.Time) int {
		t = t.In(now.Location())
		day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, now.Location())
		for i := range out {
			if out[i].Day.Equal(day) {
				return i
			}
		}
		return -1
	}
	what := "costs of " + site

	rows, err := s.r.QueryContext(ctx, `SELECT time, bytes FROM requests WHERE site = ? AND time >= ?`, site, since)
	if err != nil {
		return nil, wrapErr(what, err)
	}
	for rows.Next() {
		var t, b int64
		if err := rows.Scan(&t, &b); err != nil {
			rows.Close()
			return nil, wrapErr(what, err)
		}
		if i := index(fromDB(t)); i >= 0 {
			out[i].Requests++
			out[i].Bytes += b
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, wrapErr(what, err)
	}

	rows, err = s.r.QueryContext(ctx, `SELECT i.first_seen FROM items i WHERE i.first_seen >= ? AND i.id IN (
			SELECT p.item_id FROM item_sources p JOIN sources src ON src.id = p.source_id
			WHERE src.site = ? AND p.first_seen >= ?)`, since, site, since)
	if err != nil {
		return nil, wrapErr(what, err)
	}
	defer rows.Close()
	for rows.Next() {
		var t int64
		if err := rows.Scan(&t); err != nil {
			return nil, wrapErr(what, err)
		}
		if i := index(fromDB(t)); i >= 0 {
			out[i].NewItems++
		}
	}
	if err := rows.Err(); err != nil {
		return nil, wrapErr(what, err)
	}
	return out, nil
}
