package app

// This file heals followed sources. A source the site moved for good (every redirect 301 or 308) is
// followed at its new address from then on. A source that keeps failing in a way a new discovery of
// the site may answer (its feed or sitemap answers 404 or 410 or is no longer one, its section page
// links to no article) sends the site through discovery again, at most once a day per source: what the
// site itself names in its place is switched to on its own, anything else is proposed to the person,
// who switches or dismisses. A refusal (robots.txt, 401, 403, 429) never sends a site through
// discovery again: the source is paused or backs off as any other.

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
	"github.com/broadsheet/broadsheet/store"
)

// Healing limits.
const (
	// healEvery is the least time between two new discoveries of a site for one source, so that a
	// site that is broken for a while is not asked again at every refresh.
	healEvery = 24 * time.Hour
	// missesBeforeHealing is how many refreshes in a row must answer 404, or no longer be a feed or
	// a sitemap, before the site is discovered again: one 404 may be a slip of the site's.
	missesBeforeHealing = 2
	// emptyBeforeHealing is how many refreshes in a row a section page must link to no article
	// before the site is discovered again: a page between two editions may be empty for a while.
	emptyBeforeHealing = 3
	// statusNotFound is the answer of a page that is not there (any more).
	statusNotFound = 404
)

// How a source moved, as Move.How names it.
const (
	MovedByRedirect = store.MovedByRedirect // the site redirects there for good (301, 308)
	MovedAsNamed    = store.MovedAsNamed    // the site names it: a feed it announces, a sitemap robots.txt lists
	MovedByChoice   = store.MovedByChoice   // the person switched to a proposed replacement
)

// ErrNoProposal is returned for a source with no proposal waiting.
var ErrNoProposal = errors.New("app: no replacement is waiting for that source")

// ErrAlreadyFollowed is returned when a source would be switched to an address another source
// already follows; nothing is changed.
var ErrAlreadyFollowed = errors.New("app: that address is already followed")

// Proposal is a replacement Broadsheet found for a source that stopped working, waiting for the person
// to switch to it or dismiss it.
type Proposal struct {
	SourceID int64
	Kind     string // what the source would become: KindFeed, KindNewsSitemap, ...
	URL      string
	Title    string // the title the site gives it; may be empty
	// Words ask the person, in one sentence: "The Daily Planet's feed moved to https://…: switch?"
	Words string
	// Why says where it was found: "it answers at a common feed address".
	Why   string
	Found time.Time
}

// Move is one change of a source's address.
type Move struct {
	SourceID int64
	FromKind string
	From     string
	ToKind   string
	To       string
	How      string // MovedByRedirect, MovedAsNamed or MovedByChoice
	At       time.Time
	// Words say it for the source's details: "Moved to https://… on 29 Nov 2026: the site redirects
	// there for good."
	Words string
}

// keepRefresh stores what a refresh of src learnt (src as the refresh left it, res its result so far)
// with the requests of sent not logged yet, moving the source where the site moved it for good, and
// then heals it when it keeps failing in a way a new discovery of the site may answer. phase is the
// source's place in its site's spread.
func (a *App) keepRefresh(ctx context.Context, src store.Source, phase time.Duration, up *discovery.Update, err error, res RefreshResult, sent *requestLog) RefreshResult {
	moved := false
	if err == nil && up != nil && up.MovedTo != "" {
		if to := page.CanonicalURL(up.MovedTo); to != src.URL {
			// A move is written apart from the requests: they are logged first, alone.
			sent.saveOrSay(ctx, &src, &res)
			next := src
			next.URL = to
			m := store.Move{FromKind: src.Kind, From: src.URL, How: store.MovedByRedirect,
				Why: whyRedirected, Moved: a.now()}
			switch merr := a.store.MoveSource(ctx, next, m); {
			case merr == nil:
				src, moved, res.MovedTo = next, true, to
			case errors.Is(merr, store.ErrTaken):
				// Another source follows the new address already: this one goes on through the redirect.
			default:
				res.Err = joinWords(res.Err, merr.Error(), "; ")
				return res
			}
		}
	}
	if !moved {
		reqs := sent.pending()
		if uerr := a.store.UpdateSourceAndLog(ctx, src, reqs); uerr != nil {
			// Nothing of it was written. The requests are logged alone, as they were sent; when
			// that fails too, the source is written alone, with that trouble.
			if sent.saveOrSay(ctx, &src, &res) {
				res.Err = joinWords(res.Err, uerr.Error(), "; ")
				return res
			}
			if serr := a.store.UpdateSource(ctx, src); serr != nil {
				res.Err = joinWords(res.Err, joinTroubles(uerr, serr).Error(), "; ")
				return res
			}
		} else {
			sent.logged(len(reqs))
		}
	}
	return a.heal(ctx, src, phase, up, err, res)
}

// healCause says whether a refresh failed in a way a new discovery of the site may answer, and after
// how many such refreshes in a row the site is discovered again; 0 when it did not. A refusal
// (robots.txt, 401, 403, 429) never is one.
func healCause(src store.Source, up *discovery.Update, err error) (threshold int) {
	var httpErr *fetch.HTTPError
	switch {
	case errors.As(err, &httpErr) && httpErr.Status == statusGone:
		return 1
	case errors.As(err, &httpErr) && httpErr.Status == statusNotFound:
		return missesBeforeHealing
	case errors.Is(err, feed.ErrNotFeed), errors.Is(err, sitemap.ErrNotSitemap):
		return missesBeforeHealing
	case err == nil && up != nil && !up.NotModified && string(src.Kind) == KindSection && len(up.Items) == 0:
		return emptyBeforeHealing
	}
	return 0
}

// heal counts the refreshes of src in a row that failed in a way a new discovery may answer, and once
// there are enough of them, and the site was not discovered again for src within healEvery, runs
// discovery again and switches or proposes. Healing is a help, not the refresh: a failure to read or
// keep its count leaves the refresh as it was, and is returned in res and recorded with the source
// (trouble.go).
func (a *App) heal(ctx context.Context, src store.Source, phase time.Duration, up *discovery.Update, err error, res RefreshResult) RefreshResult {
	threshold := healCause(src, up, err)
	healthy := err == nil && up != nil && !up.NotModified && threshold == 0
	if threshold == 0 && !healthy {
		return res // not modified, or a failure discovery cannot answer: the count stands
	}
	h, herr := a.store.Healing(ctx, src.ID)
	switch {
	case errors.Is(herr, store.ErrNotFound):
		h = store.Healing{SourceID: src.ID}
	case herr != nil:
		a.recordTrouble(ctx, src, &res, storeTrouble(herr))
		return res
	}
	if healthy {
		if h.Misses > 0 {
			h.Misses, h.Note = 0, ""
			// The source works again: a replacement found meanwhile is no longer needed.
			a.recordTrouble(ctx, src, &res, joinTroubles(a.saveHealing(ctx, h), a.withdrawProposal(ctx, src.ID)))
		}
		return res
	}
	h.Misses++
	now := a.now()
	if h.Misses < threshold || (!h.Checked.IsZero() && now.Sub(h.Checked) < healEvery) {
		a.recordTrouble(ctx, src, &res, a.saveHealing(ctx, h))
		return res
	}
	return a.rediscover(ctx, src, phase, h, res)
}

// saveHealing stores what is kept about a source's healing.
func (a *App) saveHealing(ctx context.Context, h store.Healing) error {
	return storeTrouble(a.store.SaveHealing(ctx, h))
}

// withdrawProposal drops the replacement waiting for a source, if any.
func (a *App) withdrawProposal(ctx context.Context, sourceID int64) error {
	return storeTrouble(a.store.WithdrawProposal(ctx, sourceID))
}

// rediscover sends src's site through discovery again and switches src to what the site names in its
// place, or proposes what discovery found, or notes why there is nothing.
func (a *App) rediscover(ctx context.Context, src store.Source, phase time.Duration, h store.Healing, res RefreshResult) RefreshResult {
	avoid, err := a.store.DismissedURLs(ctx, src.ID)
	if err != nil {
		a.recordTrouble(ctx, src, &res, storeTrouble(err))
		return res
	}
	all, err := a.store.Sources(ctx)
	if err != nil {
		a.recordTrouble(ctx, src, &res, storeTrouble(err))
		return res
	}
	for _, s := range all {
		if s.ID != src.ID {
			avoid = append(avoid, s.URL)
		}
	}
	sent := a.requestLog(src.Site, src.ID)
	old := discovery.Followed{Kind: string(src.Kind), URL: src.URL, Title: src.Title, Site: siteAddress(src),
		Typed: src.Typed, Avoid: avoid}
	rep, ferr := discovery.FindReplacement(ctx, old, discovery.Options{Client: a.client, Now: a.now}, sent.note)
	// What was sent is logged and counts as the day's discovery, even when it was cut short.
	ctx = context.WithoutCancel(ctx)
	troubles := []error{storeTrouble(sent.save(ctx))}
	now := a.now()
	h.Checked = now
	switch {
	case ferr != nil:
		h.Note = noteWords(ferr)
	case rep.Named:
		r, ok, serr := a.switchTo(ctx, src, phase, rep, now)
		if ok {
			h.Misses, h.Note = 0, ""
			troubles = append(troubles, a.saveHealing(ctx, h))
			a.recordTroubleOf(ctx, src.ID, &r, joinTroubles(troubles...)) // the source as the move stored it
			return r
		}
		troubles = append(troubles, serr)
		h.Note = fmt.Sprintf("%s names %s in its place, but another source follows it already.", src.Site, rep.URL)
		if serr != nil {
			h.Note = fmt.Sprintf("%s names %s in its place, but the source could not be moved there.", src.Site, rep.URL)
		}
	default:
		p := store.Proposal{SourceID: src.ID, Kind: store.SourceKind(rep.Kind), URL: page.CanonicalURL(rep.URL),
			Title: rep.Title, Why: rep.Why, Proposed: now}
		if perr := a.store.Propose(ctx, p); perr != nil {
			troubles = append(troubles, storeTrouble(perr))
		} else {
			h.Note = ""
			res.Proposal = proposalWords(src, p)
		}
	}
	troubles = append(troubles, a.saveHealing(ctx, h))
	a.recordTrouble(ctx, src, &res, joinTroubles(troubles...))
	return res
}

// switchTo moves src to a replacement the site names, keeping what reading it gave as the source's
// refresh. It reports false when the source was not moved: another source follows the replacement
// already, or the move could not be stored (the error says so).
func (a *App) switchTo(ctx context.Context, src store.Source, phase time.Duration, rep *discovery.Replacement, now time.Time) (RefreshResult, bool, error) {
	kind, ok := storeKind(rep.Kind)
	if !ok || rep.Update == nil {
		return RefreshResult{}, false, nil
	}
	next := src
	next.Kind, next.URL = kind, page.CanonicalURL(rep.URL)
	next.State, next.Reason, next.Failures, next.LastError, next.RetryUntil = store.StateActive, "", 0, "", time.Time{}
	next.ETag, next.LastModified = rep.Update.Validators.ETag, rep.Update.Validators.LastModified
	next.LastStatus, next.LastRefreshed, next.SitemapLastMod = rep.Update.Status, now, time.Time{}
	next.NextDue = nextDue(now, clampInterval(src.Interval), phase)
	if rep.Title != "" && src.Title == discovery.TitleFromURL(src.URL) {
		next.Title = rep.Title
	}
	m := store.Move{FromKind: src.Kind, From: src.URL, How: store.MovedAsNamed, Why: rep.Why, Moved: now}
	if err := a.store.MoveSource(ctx, next, m); errors.Is(err, store.ErrTaken) {
		return RefreshResult{}, false, nil
	} else if err != nil {
		return RefreshResult{}, false, storeTrouble(err)
	}
	r := RefreshResult{SourceID: src.ID, Status: StatusOK, MovedTo: next.URL}
	added, err := a.store.IngestItems(ctx, src.ID, newItems(rep.Update.Items), now)
	if err != nil {
		r.Err = err.Error()
	}
	r.New = added
	return r, true, nil
}

// siteAddress is the address of src's site to discover again: the origin of the source's own address
// when it is on the site's host, else the site's host over https.
func siteAddress(src store.Source) string {
	if u, err := url.Parse(src.URL); err == nil && strings.EqualFold(u.Hostname(), src.Site) {
		return u.Scheme + "://" + u.Host + "/"
	}
	return "https://" + src.Site + "/"
}

// noteWords says why a new discovery found no replacement, as a sentence.
func noteWords(err error) string {
	msg := strings.TrimPrefix(err.Error(), discovery.ErrNoReplacement.Error()+": ")
	return sentence(msg)
}

// Proposals returns the replacements waiting for the person, by source ID.
func (a *App) Proposals(ctx context.Context) ([]Proposal, error) {
	ps, err := a.store.Proposals(ctx)
	if err != nil {
		return nil, fmt.Errorf("app: listing proposals: %w", err)
	}
	out := make([]Proposal, 0, len(ps))
	for _, p := range ps {
		src, err := a.store.Source(ctx, p.SourceID)
		if err != nil {
			return nil, fmt.Errorf("app: listing proposals: %w", err)
		}
		out = append(out, proposal(src, p))
	}
	return out, nil
}

// proposal maps the store's proposal about src to app's noun.
func proposal(src store.Source, p store.Proposal) Proposal {
	return Proposal{SourceID: p.SourceID, Kind: string(p.Kind), URL: p.URL, Title: p.Title,
		Words: proposalWords(src, p), Why: whyWords(p.Why), Found: p.Proposed}
}

// AcceptProposal switches a source to the replacement proposed for it: its address (and kind) change,
// its headlines and their read state stay, and it is due for a refresh at once. It returns the source
// as it is now; ErrUnknownSource, ErrNoProposal, or ErrAlreadyFollowed when another source follows
// the replacement already.
func (a *App) AcceptProposal(ctx context.Context, sourceID int64) (Source, error) {
	src, err := a.storeSource(ctx, sourceID)
	if err != nil {
		return Source{}, err
	}
	p, err := a.store.Proposal(ctx, sourceID)
	if errors.Is(err, store.ErrNotFound) {
		return Source{}, fmt.Errorf("%w: %d", ErrNoProposal, sourceID)
	}
	if err != nil {
		return Source{}, fmt.Errorf("app: the proposal for %d: %w", sourceID, err)
	}
	now := a.now()
	next := src
	next.Kind, next.URL = p.Kind, p.URL
	next.State, next.Reason, next.Failures, next.LastError, next.RetryUntil = store.StateActive, "", 0, "", time.Time{}
	next.ETag, next.LastModified, next.LastStatus, next.SitemapLastMod = "", "", 0, time.Time{}
	next.NextDue = now
	if p.Title != "" && src.Title == discovery.TitleFromURL(src.URL) {
		next.Title = p.Title
	}
	m := store.Move{FromKind: src.Kind, From: src.URL, How: store.MovedByChoice, Why: p.Why, Moved: now}
	if err := a.store.MoveSource(ctx, next, m); err != nil {
		if errors.Is(err, store.ErrTaken) {
			return Source{}, fmt.Errorf("%w: %s", ErrAlreadyFollowed, p.URL)
		}
		return Source{}, fmt.Errorf("app: switching %d to %s: %w", sourceID, p.URL, err)
	}
	// A new address starts a new count. The switch stands when the count cannot start afresh: that
	// is recorded with the source, where its site's details show it.
	if err := a.saveHealing(ctx, store.Healing{SourceID: sourceID}); err != nil {
		if rerr := a.recordTroubleOf(ctx, sourceID, &RefreshResult{}, err); rerr != nil {
			return Source{}, fmt.Errorf("app: switched %d to %s, but could not start its count of failed refreshes afresh: %w",
				sourceID, p.URL, joinTroubles(err, rerr))
		}
	}
	return a.Source(ctx, sourceID)
}

// DismissProposal turns down the replacement proposed for a source: it is not proposed again.
// ErrNoProposal when none waits.
func (a *App) DismissProposal(ctx context.Context, sourceID int64) error {
	err := a.store.DismissProposal(ctx, sourceID, a.now())
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("%w: %d", ErrNoProposal, sourceID)
	}
	if err != nil {
		return fmt.Errorf("app: dismissing the proposal for %d: %w", sourceID, err)
	}
	return nil
}

// siteHealing adds to a site's report where its sources moved and what is proposed for them.
func (a *App) siteHealing(ctx context.Context, r *SiteReport) error {
	moves, err := a.store.Moves(ctx, r.Site)
	if err != nil {
		return fmt.Errorf("app: the moves of %s: %w", r.Site, err)
	}
	for _, m := range moves {
		r.Moves = append(r.Moves, Move{SourceID: m.SourceID, FromKind: string(m.FromKind), From: m.From,
			ToKind: string(m.ToKind), To: m.To, How: m.How, At: m.Moved, Words: moveWords(m)})
	}
	ps, err := a.Proposals(ctx)
	if err != nil {
		return err
	}
	for _, p := range ps {
		if src, err := a.store.Source(ctx, p.SourceID); err == nil && src.Site == r.Site {
			r.Proposals = append(r.Proposals, p)
		}
	}
	notes, err := a.store.SiteHealingNotes(ctx, r.Site)
	if err != nil {
		return fmt.Errorf("app: %w", err)
	}
	for _, h := range notes {
		src, err := a.store.Source(ctx, h.SourceID)
		if err != nil {
			return fmt.Errorf("app: the healing of %s: %w", r.Site, err)
		}
		r.Searches = append(r.Searches, say("{{.Source}} stopped working; looking anew on {{.Date}} found nothing in its place: {{.Note}}",
			data{"Source": sourceWords(src), "Date": dayWords(h.Checked), "Note": h.Note}))
	}
	return nil
}

// sourceWords names a source for a sentence: "The Daily Planet's feed", "The section “World”".
func sourceWords(src store.Source) string {
	d := data{"Title": strings.TrimSpace(src.Title), "Site": src.Site}
	switch string(src.Kind) {
	case KindFeed:
		if d["Title"] != "" {
			return say("{{.Title}}'s feed", d)
		}
		return say("The feed of {{.Site}}", d)
	case KindSection:
		if d["Title"] != "" {
			return say("The section “{{.Title}}”", d)
		}
		return say("A section of {{.Site}}", d)
	case KindNewsSitemap:
		return say("The news sitemap of {{.Site}}", d)
	}
	return say("The sitemap of {{.Site}}", d)
}

// kindArticle names a kind of source with its article: "a feed", "a news sitemap".
func kindArticle(kind string) string {
	switch kind {
	case KindFeed:
		return say("a feed", nil)
	case KindNewsSitemap:
		return say("a news sitemap", nil)
	case KindArticleSitemap:
		return say("an article sitemap", nil)
	}
	return say("a section page", nil)
}

// proposalWords asks the person about a proposal, in one sentence.
func proposalWords(src store.Source, p store.Proposal) string {
	d := data{"Source": sourceWords(src), "URL": p.URL, "Site": src.Site, "Kind": kindArticle(string(p.Kind))}
	if p.Kind == src.Kind {
		return say("{{.Source}} moved to {{.URL}}: switch?", d)
	}
	return say("{{.Source}} stopped working; {{.Site}} offers {{.Kind}} at {{.URL}}: switch?", d)
}

// whyRedirected is why a source moved on its own: the site's permanent redirect.
const whyRedirected = "the site redirects there for good"

// whyKeys are the reasons a replacement was found or a source moved, as discovery and heal keep
// them ("the homepage announces it"): those said in the window's language by whyWords.
var whyKeys = map[string]bool{
	discovery.WhyRobots:      true,
	discovery.WhyRobotsIndex: true,
	discovery.WhySectionPage: true,
	discovery.WhyHomepage:    true,
	discovery.WhyFeedPath:    true,
	discovery.WhySameSection: true,
	discovery.WhySitemaps:    true,
	whyRedirected:            true,
}

// whyWords says why a replacement was found or a source moved, kept in English, in the language set
// by SetWords when it is one of whyKeys; else as it was kept.
func whyWords(why string) string {
	if whyKeys[why] {
		return say(why, nil)
	}
	return why
}

// moveWords says where a source moved, when and why.
func moveWords(m store.Move) string {
	d := data{"URL": m.To, "Date": dayWords(m.Moved), "From": m.From, "Kind": kindArticle(string(m.ToKind)), "Why": whyWords(m.Why)}
	switch m.How {
	case store.MovedByChoice:
		if m.Why != "" {
			d["Why"] = say("you chose it ({{.Why}})", d)
		} else {
			d["Why"] = say("you chose it", nil)
		}
	case store.MovedByRedirect:
		if m.Why == "" {
			d["Why"] = say(whyRedirected, nil)
		}
	}
	switch {
	case m.ToKind != m.FromKind && d["Why"] != "":
		return say("Moved to {{.URL}}, {{.Kind}}, on {{.Date}}: {{.Why}}. It was {{.From}}.", d)
	case m.ToKind != m.FromKind:
		return say("Moved to {{.URL}}, {{.Kind}}, on {{.Date}}. It was {{.From}}.", d)
	case d["Why"] != "":
		return say("Moved to {{.URL}} on {{.Date}}: {{.Why}}. It was {{.From}}.", d)
	}
	return say("Moved to {{.URL}} on {{.Date}}. It was {{.From}}.", d)
}
