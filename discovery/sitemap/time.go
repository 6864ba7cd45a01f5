package sitemap

import (
	"time"
)

// parseTime reads a W3C datetime (https://www.w3.org/TR/NOTE-datetime) as sitemaps write it:
// "2024", "2024-05", "2024-05-06", "2024-05-06T07:08Z", "2024-05-06T07:08:09+09:00",
// "2024-05-06T07:08:09.123-05:00". It also takes a space for the 'T', an offset without a colon
// ("+0900") and a time without a zone (read as UTC), and as a last resort the RFC 1123 forms some
// generators write. Anything else gives the zero time.
func parseTime(b []byte) time.Time {
	if t, ok := parseW3C(b); ok {
		return t
	}
	if len(b) > 0 && (b[0] < '0' || b[0] > '9') {
		for _, layout := range []string{time.RFC1123Z, time.RFC1123} {
			if t, err := time.Parse(layout, string(b)); err == nil {
				return t
			}
		}
	}
	return time.Time{}
}

func parseW3C(b []byte) (time.Time, bool) {
	year, ok := digits(b, 0, 4)
	if !ok {
		return time.Time{}, false
	}
	month, day := 1, 1
	b = b[4:]
	if len(b) > 0 {
		if month, ok = dashNumber(b); !ok {
			return time.Time{}, false
		}
		b = b[3:]
		if len(b) > 0 {
			if day, ok = dashNumber(b); !ok {
				return time.Time{}, false
			}
			b = b[3:]
		}
	}
	if month < 1 || month > 12 || day < 1 || day > daysIn(month, year) {
		return time.Time{}, false
	}
	if len(b) == 0 {
		return time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC), true
	}
	if b[0] != 'T' && b[0] != 't' && b[0] != ' ' {
		return time.Time{}, false
	}
	b = b[1:]
	hour, ok1 := digits(b, 0, 2)
	minute, ok2 := digits(b, 3, 2)
	if !ok1 || !ok2 || b[2] != ':' || hour > 23 || minute > 59 {
		return time.Time{}, false
	}
	b = b[5:]
	sec, nsec := 0, 0
	if len(b) > 0 && b[0] == ':' {
		if sec, ok = digits(b, 1, 2); !ok || sec > 60 {
			return time.Time{}, false
		}
		if sec == 60 { // a leap second, kept inside the minute
			sec = 59
		}
		b = b[3:]
		if len(b) > 0 && (b[0] == '.' || b[0] == ',') {
			i, scale := 1, 100000000
			for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
				nsec += int(b[i]-'0') * scale
				scale /= 10
			}
			if i == 1 {
				return time.Time{}, false
			}
			b = b[i:]
		}
	}
	loc, ok := zone(b)
	if !ok {
		return time.Time{}, false
	}
	return time.Date(year, time.Month(month), day, hour, minute, sec, nsec, loc), true
}

// zone reads a W3C time zone designator: "", "Z", "+hh:mm", "+hhmm" or "+hh".
func zone(b []byte) (*time.Location, bool) {
	switch {
	case len(b) == 0:
		return time.UTC, true
	case len(b) == 1 && (b[0] == 'Z' || b[0] == 'z'):
		return time.UTC, true
	case b[0] != '+' && b[0] != '-':
		return nil, false
	}
	sign := 1
	if b[0] == '-' {
		sign = -1
	}
	b = b[1:]
	h, ok := digits(b, 0, 2)
	if !ok {
		return nil, false
	}
	m := 0
	switch {
	case len(b) == 2:
	case len(b) == 4:
		m, ok = digits(b, 2, 2)
	case len(b) == 5 && b[2] == ':':
		m, ok = digits(b, 3, 2)
	default:
		ok = false
	}
	if !ok || h > 23 || m > 59 {
		return nil, false
	}
	offset := sign * (h*3600 + m*60)
	if offset == 0 {
		return time.UTC, true
	}
	return time.FixedZone("", offset), true
}

// dashNumber reads "-nn" at the start of b.
func dashNumber(b []byte) (int, bool) {
	if len(b) < 3 || b[0] != '-' {
		return 0, false
	}
	return digits(b, 1, 2)
}

// digits reads n decimal digits of b starting at i.
func digits(b []byte, i, n int) (int, bool) {
	if i+n > len(b) {
		return 0, false
	}
	v := 0
	for _, c := range b[i : i+n] {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return v, true
}

func daysIn(month, year int) int {
	return time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}
