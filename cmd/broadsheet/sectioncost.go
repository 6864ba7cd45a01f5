package main

// This file keeps `add --all-sections` from following thousands of section pages unasked: each
// followed page is one request every refresh cycle, all to one site at the pause apart.

import (
	"fmt"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

// manySections is how many section pages --all-sections follows without --yes or --max-sections.
const manySections = 300

// allSectionsFlags are the flags that say how many of a site's sections --all-sections may follow.
type allSectionsFlags struct {
	yes bool // --yes: follow them all, however many
	max int  // --max-sections N: follow the first N; 0 when not given
}

// chooseAllSections returns the sections --all-sections follows of those found, and a note that says
// what they cost when they are many. Above manySections it follows none, and says why in its error,
// unless the flags allow it.
func chooseAllSections(site string, found []app.Candidate, pause time.Duration, fl allSectionsFlags) ([]app.Candidate, string, error) {
	chosen := found
	if fl.max > 0 && fl.max < len(chosen) {
		chosen = chosen[:fl.max]
	}
	if len(chosen) <= manySections {
		return chosen, "", nil
	}
	if !fl.yes && fl.max == 0 {
		return nil, "", fmt.Errorf("%s has %s section pages. Following them all costs %s. Nothing was followed: "+
			"add --yes to follow them all, --max-sections N to follow the first N, or --section URL for each one wanted",
			site, groupThousands(len(found)), cycleCost(len(found), pause))
	}
	return chosen, fmt.Sprintf("Following %s section pages costs %s.", groupThousands(len(chosen)), cycleCost(len(chosen), pause)), nil
}

// cycleCost says in words what refreshing n pages of one site costs: a request each, one after the
// other at least pause apart.
func cycleCost(n int, pause time.Duration) string {
	cost := groupThousands(n) + " requests a refresh cycle"
	if n == 1 {
		cost = "1 request a refresh cycle"
	}
	if pause <= 0 {
		return cost
	}
	return fmt.Sprintf("%s: at %s a request, about %s", cost, roughDuration(pause), roughDuration(time.Duration(n)*pause))
}

// roughDuration says a duration as a person would: "1 s", "45 s", "12 min", "4 h 10 min", "3 days 2 h".
func roughDuration(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%d s", int(d.Round(time.Second)/time.Second))
	case d < time.Hour:
		return fmt.Sprintf("%d min", int(d.Round(time.Minute)/time.Minute))
	case d < 48*time.Hour:
		d = d.Round(time.Minute)
		h, m := int(d/time.Hour), int(d%time.Hour/time.Minute)
		if m == 0 {
			return fmt.Sprintf("%d h", h)
		}
		return fmt.Sprintf("%d h %d min", h, m)
	}
	d = d.Round(time.Hour)
	days, h := int(d/(24*time.Hour)), int(d%(24*time.Hour)/time.Hour)
	if h == 0 {
		return fmt.Sprintf("%d days", days)
	}
	return fmt.Sprintf("%d days %d h", days, h)
}

// groupThousands writes n with commas between groups of three digits: 15000 is "15,000".
func groupThousands(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + groupThousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
