package app

// This file decides, per site, whether the lastmod of its section sitemap can be trusted, and uses it
// once it is: a site followed through many sections then costs one sitemap request per cycle plus
// the sections whose lastmod moved, instead of every section page.
//
// A site's lastmod is trusted only after it passed every check, and it keeps being checked:
//   - it is there: most entries carry one;
//   - it is not all one timestamp, nor the moment the file was generated (a spread of seconds);
//   - it agrees with what the pages really did: while the verdict is open every followed section is
//     fetched, and a section that brought new headlines while its lastmod stood still fails the site;
//     once trusted, one section whose lastmod did not move is still fetched each cycle as a sample.
// A failed site is checked again after a week, since a site may change how it writes its sitemaps.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/store"
)

// Verdict thresholds.
const (
	// trustAfterChecks is how many section refreshes must agree with the lastmod before it is trusted.
	trustAfterChecks = 6
	// recheckAfter is how long a failed verdict stands before the site is checked again.
	recheckAfter = 7 * 24 * time.Hour
	// minSpread is the least spread of lastmod values that is not the file's generation time.
	minSpread = 5 * time.Minute
	// minSectionsForSitemap is how many followed sections of a site make reading its sitemap pay.
	minSectionsForSitemap = 2
)

// lastmodChecks are the observations gathered on a site whose verdict is open, kept as a setting.
type lastmodChecks struct {
	Checks int `json:"checks"` // section refreshes with a lastmod to compare with
	Agreed int `json:"agreed"` // new headlines and a lastmod that moved
	Missed int `json:"missed"` // new headlines and a lastmod that stood still
	// MissedURL is a section where the lastmod stood still while the page changed.
	MissedURL string `json:"missed_url,omitempty"`
}

func lastmodChecksKey(site string) string { return "lastmod-checks:" + site }

func sectionSitemapValidatorsKey(site string) string { return "section-sitemap-validators:" + site }

// planReuse is how long Run keeps using a site's reading of its section sitemap. Run refreshes a
// site's sections spread over their interval, a few at a time; reading the sitemap for each of them
// would cost more than it saves, so one reading serves every section that falls due meanwhile.
// RefreshAll and RefreshSources always read the sitemap afresh.
const planReuse = MinInterval

// cyclePlans holds the section-sitemap plans of one batch of refreshes, one per site, made on first
// use or, when reuse is allowed, taken over from a recent batch.
type cyclePlans struct {
	a        *App
	reuse    bool                      // a plan younger than planReuse may serve this batch
	sections map[string]int            // followed sections per site
	due      map[string][]store.Source // sections refreshed in this batch, per site

	mu    sync.Mutex
	sites map[string]*sitePlan
}

func newCyclePlans(a *App, all, due []store.Source, reuse bool) *cyclePlans {
	p := &cyclePlans{a: a, reuse: reuse, sections: map[string]int{}, due: map[string][]store.Source{}, sites: map[string]*sitePlan{}}
	for _, s := range all {
		if string(s.Kind) == KindSection {
			p.sections[s.Site]++
		}
	}
	for _, s := range due {
		if string(s.Kind) == KindSection {
			p.due[s.Site] = append(p.due[s.Site], s)
		}
	}
	return p
}

// forSource returns the plan of a section's site, reading the site's section sitemap first if no
// usable plan exists; nil for other sources and for sites refreshed section by section.
func (p *cyclePlans) forSource(ctx context.Context, s store.Source) *sitePlan {
	if string(s.Kind) != KindSection || p.sections[s.Site] < minSectionsForSitemap {
		return nil
	}
	p.mu.Lock()
	sp, ok := p.sites[s.Site]
	if !ok {
		sp = p.a.sitePlan(s.Site, p.reuse)
		p.sites[s.Site] = sp
	}
	p.mu.Unlock()
	sp.once.Do(func() { sp.prepare(ctx, p.a, p.due[s.Site]) })
	if sp.mode == planNone {
		return nil
	}
	return sp
}

// finish records what this batch taught about each site's lastmod.
func (p *cyclePlans) finish(ctx context.Context) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for site, sp := range p.sites {
		if sp.mode != planNone {
			sp.record(ctx, p.a, p.due[site])
		}
	}
}

// sitePlan returns a plan for site: the last one made when reuse is allowed and it is recent enough,
// else a new one (which becomes the one to reuse).
func (a *App) sitePlan(site string, reuse bool) *sitePlan {
	a.plansMu.Lock()
	defer a.plansMu.Unlock()
	if sp, ok := a.plans[site]; ok && reuse && a.now().Sub(sp.made) < planReuse {
		return sp
	}
	sp := &sitePlan{site: site, made: a.now()}
	a.plans[site] = sp
	return sp
}

// planMode says how a site's sections are refreshed this cycle.
type planMode int

const (
	planNone    planMode = iota // every section is fetched; the sitemap is not read
	planVerify                  // every section is fetched and compared with the sitemap's lastmod
	planTrusted                 // only sections whose lastmod moved are fetched, plus one sample
)

// sitePlan is one site's section-sitemap plan for one cycle.
type sitePlan struct {
	site string
	made time.Time // when the plan was made; it reads the sitemap once, on first use
	once sync.Once

	mode        planMode
	entries     map[string]time.Time // lastmod by canonical section URL
	notModified bool                 // the sitemap answered 304: no lastmod moved
	sample      string               // the unmoved section fetched anyway, when trusted

	mu  sync.Mutex
	obs lastmodChecks
}

// prepare reads the site's verdict and, when it is open or trusted, the section sitemap. What it
// cannot read from the store or keep there waits, with App.troubles, for the section refresh that
// follows; the plan is then planNone, or what the sitemap allows.
func (sp *sitePlan) prepare(ctx context.Context, a *App, due []store.Source) {
	var troubles []error
	defer func() {
		if ctx.Err() == nil { // a refresh stopped halfway says nothing
			a.troubles.add(sp.site, joinTroubles(troubles...))
		}
	}()
	smURL, err := a.setting(ctx, sectionSitemapKey(sp.site))
	if err != nil {
		troubles = append(troubles, err)
		return
	}
	if smURL == "" {
		return
	}
	now := a.now()
	verdict, err := a.store.SiteVerdict(ctx, sp.site)
	switch {
	case errors.Is(err, store.ErrNotFound):
		verdict = store.SiteVerdict{Site: sp.site}
	case err != nil:
		troubles = append(troubles, fmt.Errorf("app: %w", err))
		return
	}
	decided := !verdict.Checked.IsZero()
	if decided && !verdict.LastModTrusted && now.Sub(verdict.Checked) < recheckAfter {
		return
	}

	var v discovery.Validators
	raw, err := a.setting(ctx, sectionSitemapValidatorsKey(sp.site))
	troubles = append(troubles, err)
	if raw != "" {
		if err := json.Unmarshal([]byte(raw), &v); err != nil {
			// Asked for without validators, the sitemap comes whole; the setting is written anew.
			troubles = append(troubles, fmt.Errorf("app: the validators kept for the section sitemap of %s: %w", sp.site, err))
		}
	}
	sent := a.requestLog(sp.site, 0)
	typed := ""
	if len(due) > 0 {
		typed = due[0].Typed // the sections of a site are followed from the address typed for it
	}
	job := a.client.NewJob(fetch.JobOptions{
		Budget:  refreshBudget,
		Typed:   typed,
		OnEvent: sent.note,
	})
	up, err := discovery.RefreshSitemap(ctx, job, smURL, v)
	troubles = append(troubles, storeTrouble(sent.save(ctx)))
	if err != nil || up == nil {
		// The site's trouble, not Broadsheet's: its sections are read one by one this cycle, as on a
		// site without a section sitemap, and the request log holds what was sent.
		return
	}
	validators, err := json.Marshal(up.Validators)
	if err == nil {
		err = a.store.SetSetting(ctx, sectionSitemapValidatorsKey(sp.site), string(validators))
	}
	troubles = append(troubles, storeTrouble(err))
	if up.NotModified {
		sp.notModified = true
	} else {
		sp.entries = map[string]time.Time{}
		for _, it := range up.Items {
			sp.entries[it.URL] = it.LastMod
		}
		if reason := lastmodLooksWrong(up.Items, up.Validators.LastModified); reason != "" {
			troubles = append(troubles,
				storeTrouble(a.store.SaveSiteVerdict(ctx, store.SiteVerdict{Site: sp.site, Reason: reason, Checked: now})),
				storeTrouble(a.store.SetSetting(ctx, lastmodChecksKey(sp.site), "")))
			return
		}
	}
	if verdict.LastModTrusted {
		sp.mode = planTrusted
		sp.sample = sp.pickSample(due)
	} else {
		if sp.notModified {
			return // nothing to compare the pages with this cycle
		}
		sp.mode = planVerify
	}
}

// pickSample chooses, among the sections due this cycle whose lastmod did not move, the one refreshed
// longest ago: it is fetched anyway, to keep checking the site's lastmod.
func (sp *sitePlan) pickSample(due []store.Source) string {
	var pick store.Source
	for _, s := range due {
		if sp.moved(s) || s.LastRefreshed.IsZero() {
			continue
		}
		if pick.URL == "" || s.LastRefreshed.Before(pick.LastRefreshed) {
			pick = s
		}
	}
	return pick.URL
}

// moved reports whether a section's lastmod moved since it was last fetched, or cannot be told.
func (sp *sitePlan) moved(s store.Source) bool {
	if sp.notModified {
		return s.SitemapLastMod.IsZero()
	}
	lm, ok := sp.entries[s.URL]
	return !ok || lm.IsZero() || s.SitemapLastMod.IsZero() || !lm.Equal(s.SitemapLastMod)
}

// skip reports whether a section need not be fetched this cycle.
func (sp *sitePlan) skip(s store.Source) bool {
	if sp == nil || sp.mode != planTrusted || s.LastRefreshed.IsZero() || s.URL == sp.sample {
		return false
	}
	return !sp.moved(s)
}

// observe records whether a fetched section brought new headlines against whether its lastmod
// moved. Sections with nothing to compare (first fetch, no lastmod) teach nothing.
func (sp *sitePlan) observe(s store.Source, changed bool) {
	if sp == nil || sp.mode == planNone || s.LastRefreshed.IsZero() || s.SitemapLastMod.IsZero() {
		return
	}
	if !sp.notModified {
		if lm, ok := sp.entries[s.URL]; !ok || lm.IsZero() {
			return
		}
	}
	moved := sp.moved(s)
	sp.mu.Lock()
	defer sp.mu.Unlock()
	sp.obs.Checks++
	switch {
	case changed && moved:
		sp.obs.Agreed++
	case changed && !moved:
		sp.obs.Missed++
		sp.obs.MissedURL = s.URL
	}
}

// lastMod returns the lastmod to remember for a section after this cycle.
func (sp *sitePlan) lastMod(s store.Source) time.Time {
	if sp == nil || sp.notModified {
		return s.SitemapLastMod
	}
	if lm, ok := sp.entries[s.URL]; ok {
		return lm
	}
	return s.SitemapLastMod
}

// record adds this cycle's observations to the site's and settles its verdict when they suffice.
// What it cannot read from the store or keep there is recorded with one of the site's sections
// refreshed in this cycle (recordSiteTrouble).
func (sp *sitePlan) record(ctx context.Context, a *App, due []store.Source) {
	sp.mu.Lock()
	obs := sp.obs
	sp.obs = lastmodChecks{}
	sp.mu.Unlock()
	if obs.Checks == 0 {
		return
	}
	// Batches that share a plan record one after the other.
	a.recordMu.Lock()
	defer a.recordMu.Unlock()
	var troubles []error
	defer func() {
		if terr := joinTroubles(troubles...); terr != nil && len(due) > 0 {
			a.recordSiteTrouble(ctx, sp.site, due[0].ID, terr)
		} else if terr != nil {
			a.troubles.add(sp.site, terr)
		}
	}()
	var total lastmodChecks
	raw, err := a.setting(ctx, lastmodChecksKey(sp.site))
	if err != nil {
		// Adding to counts that could not be read would start them again from this cycle's.
		troubles = append(troubles, err)
		return
	}
	if raw != "" {
		if err := json.Unmarshal([]byte(raw), &total); err != nil {
			// Garbled counts start again from this cycle's, and are written anew.
			troubles = append(troubles, fmt.Errorf("app: the lastmod checks kept for %s: %w", sp.site, err))
			total = lastmodChecks{}
		}
	}
	total.Checks += obs.Checks
	total.Agreed += obs.Agreed
	total.Missed += obs.Missed
	if obs.MissedURL != "" {
		total.MissedURL = obs.MissedURL
	}
	now := a.now()
	switch {
	case total.Missed > 0:
		troubles = append(troubles, storeTrouble(a.store.SaveSiteVerdict(ctx, store.SiteVerdict{
			Site:    sp.site,
			Reason:  fmt.Sprintf("the section %s changed while its sitemap lastmod stood still", total.MissedURL),
			Checked: now,
		})))
		total = lastmodChecks{}
	case sp.mode == planVerify && total.Checks >= trustAfterChecks && total.Agreed > 0:
		troubles = append(troubles, storeTrouble(a.store.SaveSiteVerdict(ctx, store.SiteVerdict{
			Site:           sp.site,
			LastModTrusted: true,
			Reason:         fmt.Sprintf("the sitemap lastmod moved with every change seen in %d section refreshes", total.Checks),
			Checked:        now,
		})))
	}
	counts, err := json.Marshal(total)
	if err == nil {
		err = a.store.SetSetting(ctx, lastmodChecksKey(sp.site), string(counts))
	}
	troubles = append(troubles, storeTrouble(err))
}

// lastmodLooksWrong returns why a section sitemap's lastmod values cannot be trusted on their face, or
// "" when they may be: most entries must carry one, and they must not all be one timestamp or the
// moment the file was generated (all within a few minutes of each other, or of the file's own
// Last-Modified).
func lastmodLooksWrong(items []discovery.FreshItem, fileLastModified string) string {
	if len(items) == 0 {
		return "the section sitemap lists nothing"
	}
	var (
		dated    int
		min, max time.Time
	)
	for _, it := range items {
		if it.LastMod.IsZero() {
			continue
		}
		dated++
		if min.IsZero() || it.LastMod.Before(min) {
			min = it.LastMod
		}
		if max.IsZero() || it.LastMod.After(max) {
			max = it.LastMod
		}
	}
	if dated*2 < len(items) {
		return fmt.Sprintf("only %d of %d sections of the sitemap carry a lastmod", dated, len(items))
	}
	if dated >= 3 && max.Sub(min) < minSpread {
		return "every lastmod of the section sitemap is the same moment: when the file was generated"
	}
	if t, err := time.Parse(time.RFC1123, fileLastModified); err == nil && dated >= 3 {
		near := 0
		for _, it := range items {
			if d := it.LastMod.Sub(t); d > -2*time.Second && d < 2*time.Second {
				near++
			}
		}
		if near*2 > dated {
			return "most lastmod values of the section sitemap are the time the file was generated"
		}
	}
	return ""
}
