package app

import (
	"context"
	"fmt"
)

// Report limits.
const (
	reportRequests = 200 // most recent requests shown
	reportDays     = 14  // days summed
)

// SiteReport returns what a site has cost recently.
func (a *App) SiteReport(ctx context.Context, site string) (*SiteReport, error) {
	reqs, err := a.store.Requests(ctx, site, reportRequests)
	if err != nil {
		return nil, fmt.Errorf("app: the requests of %s: %w", site, err)
	}
	days, err := a.store.SiteCosts(ctx, site, reportDays)
	if err != nil {
		return nil, fmt.Errorf("app: the costs of %s: %w", site, err)
	}
	shape, err := a.siteShape(ctx, site)
	if err != nil {
		return nil, err
	}
	r := &SiteReport{Site: site, ArticleShape: articleShapeWords(shape)}
	for _, q := range reqs {
		r.Requests = append(r.Requests, RequestEvent{
			Time:     q.Time,
			Step:     q.Step,
			URL:      q.URL,
			Status:   q.Status,
			Bytes:    q.Bytes,
			Duration: q.Duration,
			Err:      q.Err,
		})
	}
	for _, d := range days {
		r.Days = append(r.Days, DayCost{Day: d.Day, Requests: d.Requests, Bytes: d.Bytes, NewHeadlines: d.NewItems})
	}
	if err := a.siteHealing(ctx, r); err != nil {
		return nil, err
	}
	return r, nil
}
