package discovery

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// readRobots is step 1: robots.txt first, and stop when it disallows the root.
func (d *discoverer) readRobots(ctx context.Context) error {
	rules, err := d.rec.job.Robots(ctx, d.typed.String())
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return d.unreachable(err, "robots.txt")
	}
	d.rules, d.rulesOrigin = rules, originOf(d.typed)
	d.fetched[originOf(d.typed)+"/robots.txt"] = true
	root := originOf(d.typed) + "/"
	dec := rules.Test(fetch.ProductToken, root)
	if dec.Allowed {
		return nil
	}
	if !rules.DisallowsAll() {
		d.refuseRobots(&fetch.DisallowedError{URL: root, Rule: dec.Rule}, false)
		return errStop
	}
	// robots.txt could not be read. Asking for the root sends nothing: the job answers from the
	// verdict it holds, with the reason it could not be read.
	_, err = d.rec.job.Get(ctx, fetch.Request{Step: "homepage", URL: root})
	if ctx.Err() != nil {
		return ctx.Err()
	}
	var dis *fetch.DisallowedError
	if !errors.As(err, &dis) {
		dis = &fetch.DisallowedError{URL: root, Rule: dec.Rule}
	}
	var status *fetch.HTTPError
	if dis.Cause != nil && !errors.As(dis.Cause, &status) {
		if d.mayStepDown(dis.Cause) {
			return d.stepDownToHTTP(ctx, dis.Cause)
		}
		// No answer at all (unknown host, timeout): say that, rather than blame robots.txt.
		return d.unreachable(dis.Cause, "robots.txt")
	}
	d.refuseRobots(dis, true)
	return errStop
}

// refuseRobots ends the discovery because robots.txt forbids dis.URL. unread says robots.txt could
// not be read (a 429 or 5xx answer, a network failure), which forbids everything (RFC 9309) and is
// told apart from a file whose rules forbid it; dis.Cause says why, when known.
func (d *discoverer) refuseRobots(dis *fetch.DisallowedError, unread bool) {
	host := d.typed.Hostname()
	target, err := url.Parse(dis.URL)
	if err == nil && target.Hostname() != "" {
		host = target.Hostname()
	}
	d.res.Outcome, d.res.Reason = OutcomeRefused, ReasonRobots
	r := &RobotsRefusal{Host: host, Rule: dis.Rule, Unread: unread}
	if unread {
		var status *fetch.HTTPError
		switch {
		case errors.As(dis.Cause, &status) && target != nil && status.URL != originOf(target)+"/robots.txt":
			r.Status, r.RedirectedTo = status.Status, status.URL
		case status != nil:
			r.Status = status.Status
		default:
			r.Cause = dis.Cause
		}
	} else if target == nil || dis.URL != originOf(target)+"/" {
		r.URL = dis.URL
	}
	d.res.Robots = r
	d.res.Message = r.message()
}

// message says r in English, as Result.Message does; the window says the same fields in its
// language (app's robotsRefusalWords).
func (r *RobotsRefusal) message() string {
	if r.Unread {
		why := ""
		switch {
		case r.RedirectedTo != "":
			why = fmt.Sprintf(": it redirects to %s, which answered %d", r.RedirectedTo, r.Status)
		case r.Status != 0:
			why = fmt.Sprintf(": it answered %d", r.Status)
		case r.Cause != nil:
			why = fmt.Sprintf(" (%v)", r.Cause)
		}
		return fmt.Sprintf("%s's robots.txt could not be read%s. Until it can be, the whole site is off limits, so Broadsheet stops here; try again later.", r.Host, why)
	}
	by := ""
	if r.Rule != "" {
		by = fmt.Sprintf(": %q", r.Rule)
	}
	if r.URL == "" {
		return fmt.Sprintf("%s asks programs like Broadsheet not to visit (robots.txt%s). Broadsheet respects that.", r.Host, by)
	}
	return fmt.Sprintf("%s asks programs like Broadsheet not to read %s (robots.txt%s). Broadsheet respects that.", r.Host, r.URL, by)
}

// mayStepDown reports whether an address typed without a scheme, tried over https first, may be
// read over http after cause: TLS cannot be spoken at that address, or nothing listens on port 443.
// A certificate that fails to verify never steps down: the site speaks https, and reading it without
// encryption would hide the failure.
func (d *discoverer) mayStepDown(cause error) bool {
	if !d.schemeless || d.typed.Scheme != "https" || badCertificate(cause) {
		return false
	}
	return noTLS(cause) || connectionRefused(cause) && (d.typed.Port() == "" || d.typed.Port() == "443")
}

// stepDownToHTTP reads the site over http after https failed with cause, starting again from
// robots.txt, and says so in Tried.
func (d *discoverer) stepDownToHTTP(ctx context.Context, cause error) error {
	why := "TLS cannot be spoken there"
	d.steppedDownNote = Note{Kind: TriedOverHTTPNoTLS, URL: "https://" + d.typed.Host}
	if connectionRefused(cause) {
		why = "port 443 refused the connection"
		d.steppedDownNote.Kind = TriedOverHTTPRefused
	}
	plain := *d.typed
	plain.Scheme = "http"
	if plain.Port() == "443" {
		plain.Host = plain.Hostname()
	}
	d.res.OverHTTP = why
	d.steppedDown = fmt.Sprintf("https://%s: %s, so the site was read over http", d.typed.Host, why)
	d.tried(d.steppedDownNote, "%s", d.steppedDown)
	d.typed = &plain
	d.res.Site = plain.String()
	return d.readRobots(ctx)
}
