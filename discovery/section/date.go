package section

// This file dates the headlines of a section page from what the page says: a <time datetime> in the
// headline's item, a date in its address, or a date written in words beside it, in the page's
// language.

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// futureSlack is how far ahead of now a page's date may be and still be believed (a clock a little
// fast, a time zone misread by an hour): such a date is taken as now. A date further ahead is not
// believed at all.
const futureSlack = time.Hour

// articleDate is when the article of c was published, as the page says it: the datetime of a
// <time> in its item, else the date in its address (/2024/05/04/, 20240504-...), else a date written
// in its item ("2 hours ago", "4. Mai 2024", "2024年5月4日", "2 jam yang lalu", "2 घंटे पहले").
// Dates without a zone are read in zone, the page's own (pageZone). It is zero when the page says
// nothing, or says a date later than now (beyond futureSlack): the headline is then dated when it
// is first seen.
func articleDate(c *linkCandidate, zone *time.Location, now time.Time) time.Time {
	t, ok := parseDatetime(c.time, zone)
	if !ok {
		t, ok = addressDate(c.path, zone)
	}
	if !ok {
		t, ok = textDate(c.context, zone, now)
	}
	switch {
	case !ok, t.After(now.Add(futureSlack)):
		return time.Time{}
	case t.After(now):
		return now
	}
	return t
}

// pageZone is the time zone the page writes its times in: the offset of the first <time datetime>
// of its candidates that has one, else UTC.
func pageZone(cands []*linkCandidate) *time.Location {
	for _, c := range cands {
		if t, err := time.Parse(time.RFC3339, strings.TrimSpace(c.time)); err == nil {
			_, off := t.Zone()
			return time.FixedZone("", off)
		}
	}
	return time.UTC
}

// datetimeLayouts are the forms of a datetime attribute, with a zone first.
var datetimeLayouts = []string{
	time.RFC3339, "2006-01-02T15:04:05.999999999Z07:00", "2006-01-02T15:04Z07:00", "2006-01-02 15:04:05Z07:00",
	"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02",
}

// parseDatetime reads a datetime attribute; one without a zone is read in zone.
func parseDatetime(s string, zone *time.Location) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, false
	}
	for _, layout := range datetimeLayouts {
		if t, err := time.ParseInLocation(layout, s, zone); err == nil && t.Year() >= 1990 {
			return t, true
		}
	}
	return time.Time{}, false
}

// addressDate reads the date the path of an article's address holds: year, month and day as
// segments (/2024/05/04/), at the head of a segment (20240504-..., 2024-05-04-...), or among its
// words (slugDate: ...-25-10-2023-2540714, ..._20231102_...). A year and a month alone
// (/2024/05/slug) say too little to date a headline.
func addressDate(path string, zone *time.Location) (time.Time, bool) {
	segs := segments(path)
	for i, s := range segs {
		if i+2 < len(segs) && len(s) == 4 && allDigits(s) && allDigits(segs[i+1]) && allDigits(segs[i+2]) &&
			len(segs[i+1]) <= 2 && len(segs[i+2]) <= 2 {
			if t, ok := makeDate(atoi(s), atoi(segs[i+1]), atoi(segs[i+2]), zone); ok {
				return t, true
			}
		}
		head := dateHead(s)
		if isDate8(head) && (len(s) == 8 || len(s) > 8 && !allDigits(s)) {
			if t, ok := makeDate(atoi(head[:4]), atoi(head[4:6]), atoi(head[6:8]), zone); ok {
				return t, true
			}
		}
		if t, ok := slugDate(slugWords(trimHTMLExt(s)), zone); ok {
			return t, true
		}
	}
	return time.Time{}, false
}

// slugDate reads a date written among the words of a slug, not at its head: a word of eight digits
// that is a date (224_3_r_20231102_1698927052331300), or three words that are one, year first
// (…-2023-11-02-…) or year last (…-pogrom-25-10-2023-2540714). A date with the year last is read
// day first, as most of the world writes it, unless its first number cannot be a month's and
// its second can only be a day's (…-11-25-2023-…).
func slugDate(words []string, zone *time.Location) (time.Time, bool) {
	for i, w := range words {
		if !allDigits(w) {
			continue
		}
		if len(w) == 8 && isDate8(w) {
			if t, ok := makeDate(atoi(w[:4]), atoi(w[4:6]), atoi(w[6:8]), zone); ok {
				return t, true
			}
		}
		if i+2 >= len(words) || !allDigits(words[i+1]) || !allDigits(words[i+2]) || len(words[i+1]) > 2 {
			continue
		}
		a, b, c := w, words[i+1], words[i+2]
		switch {
		case len(a) == 4 && len(c) <= 2:
			if t, ok := makeDate(atoi(a), atoi(b), atoi(c), zone); ok {
				return t, true
			}
		case len(a) <= 2 && len(c) == 4:
			d, m := atoi(a), atoi(b)
			if d <= 12 && m > 12 {
				d, m = m, d
			}
			if t, ok := makeDate(atoi(c), m, d, zone); ok {
				return t, true
			}
		}
	}
	return time.Time{}, false
}

// makeDate is midnight of a day in zone, when the day exists.
func makeDate(y, m, d int, zone *time.Location) (time.Time, bool) {
	if y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, zone)
	if t.Day() != d {
		return time.Time{}, false // 31 April
	}
	return t, true
}

// relativeDates read "N units ago" in the languages of the web's news ("2 hours ago", "vor 2
// Stunden", "2 jam yang lalu", "2 घंटे पहले", "2時間前", "4시간전", "قبل 12 دقيقة", "5 часов назад", "3
// godziny temu"): each form, with the number and the unit (one of timeUnits) as its groups, is
// asked only of a text that holds its word, in lower case with the space beside it ("Chittagong"
// holds "ago", not " ago"), for one pattern of every form costs far more than looking for a word.
var relativeDates = []struct {
	word string
	form *regexp.Regexp
}{
	{" ago", regexp.MustCompile(`(?i)(\d+|\ban?\b|\bone\b)\s*(minutes?|mins?|hours?|hrs?|days?|weeks?)\s+ago`)},
	{"vor ", regexp.MustCompile(`(?i)vor\s+(\d+|einer|einem)\s*(minuten|minute|min\.?|stunden|stunde|std\.?|tagen|tag|wochen|woche)`)},
	{"hace ", regexp.MustCompile(`(?i)hace\s+(\d+|una?)\s*(minutos?|min|horas?|días?|dias?|semanas?)`)},
	{"há ", regexp.MustCompile(`(?i)há\s+(\d+|uma?)\s*(minutos?|horas?|dias?|semanas?)`)},
	{"il y a ", regexp.MustCompile(`(?i)il y a\s+(\d+|une?)\s*(minutes?|heures?|jours?|semaines?)`)},
	{" lalu", regexp.MustCompile(`(?i)(\d+)\s*(menit|jam|hari|minggu)\s+(?:yang\s+)?lalu`)},
	{"पहले", regexp.MustCompile(`(\d+)\s*(मिनट|घंटे|घंटा|दिन|सप्ताह|हफ्ते)\s+पहले`)},
	{"前", regexp.MustCompile(`(\d+)\s*(分|時間|日|週間)前`)},
	{"전", regexp.MustCompile(`(\d+)\s*(분|시간|일|주)\s*전(?:[^\p{Hangul}]|$)`)},
	{"قبل", regexp.MustCompile(`(?:قبل|منذ)\s+(\d+)\s*(دقيقة|دقائق|ساعة|ساعات|يوم|أيام)`)},
	{"منذ", regexp.MustCompile(`(?:قبل|منذ)\s+(\d+)\s*(دقيقة|دقائق|ساعة|ساعات|يوم|أيام)`)},
	{" назад", regexp.MustCompile(`(?i)(\d+)\s*(минут[уы]?|час(?:а|ов)?|дн(?:я|ей)|день)\s+назад`)},
	{" тому", regexp.MustCompile(`(?i)(\d+)\s*(хвилин[уи]?|годин[уи]?|днів|дні|день)\s+тому`)},
	{" temu", regexp.MustCompile(`(?i)(\d+)\s*(minut[ęy]?|godzin[ęy]?|godz\.|dni|dzień)\s+temu`)},
}

// relativeMatch is how long ago a text says something was ("2 hours ago", "an hour ago"), by
// relativeDates.
func relativeMatch(text string) (time.Duration, bool) {
	ago, _, ok := relativeSpan(text)
	return ago, ok
}

// relativeSpan is relativeMatch with where in text the words that say it stand (start and end).
func relativeSpan(text string) (time.Duration, [2]int, bool) {
	for _, r := range relativeDates {
		if !containsFold(text, r.word) {
			continue
		}
		if m := r.form.FindStringSubmatchIndex(text); m != nil {
			n, err := strconv.Atoi(text[m[2]:m[3]])
			if err != nil {
				n, err = 1, nil // an article stands for one: "an hour ago", "vor einer Stunde"
			}
			if unit, ok := timeUnits[strings.ToLower(text[m[4]:m[5]])]; ok {
				return time.Duration(n) * unit, [2]int{m[0], m[1]}, true
			}
		}
	}
	return 0, [2]int{}, false
}

// containsFold reports whether s holds word, a word in lower case, in any case, without a lower-case
// copy of s (a headline is asked whether it is only a date, and most are not).
func containsFold(s, word string) bool {
	for i := 0; i+len(word) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(word)], word) {
			return true
		}
	}
	return false
}

// timeUnits are the units of relativeDates, in lower case.
var timeUnits = map[string]time.Duration{
	"minute": time.Minute, "minutes": time.Minute, "min": time.Minute, "mins": time.Minute, "min.": time.Minute,
	"minuten": time.Minute, "minuto": time.Minute, "minutos": time.Minute, "menit": time.Minute, "मिनट": time.Minute,
	"分":    time.Minute,
	"hour": time.Hour, "hours": time.Hour, "hr": time.Hour, "hrs": time.Hour, "stunde": time.Hour, "stunden": time.Hour,
	"std": time.Hour, "std.": time.Hour, "hora": time.Hour, "horas": time.Hour, "heure": time.Hour, "heures": time.Hour,
	"jam": time.Hour, "घंटे": time.Hour, "घंटा": time.Hour, "時間": time.Hour,
	"day": 24 * time.Hour, "days": 24 * time.Hour, "tag": 24 * time.Hour, "tagen": 24 * time.Hour, "día": 24 * time.Hour,
	"días": 24 * time.Hour, "dia": 24 * time.Hour, "dias": 24 * time.Hour, "jour": 24 * time.Hour, "jours": 24 * time.Hour,
	"hari": 24 * time.Hour, "दिन": 24 * time.Hour, "日": 24 * time.Hour,
	"week": 7 * 24 * time.Hour, "weeks": 7 * 24 * time.Hour, "woche": 7 * 24 * time.Hour, "wochen": 7 * 24 * time.Hour,
	"semana": 7 * 24 * time.Hour, "semanas": 7 * 24 * time.Hour, "semaine": 7 * 24 * time.Hour,
	"semaines": 7 * 24 * time.Hour, "minggu": 7 * 24 * time.Hour, "सप्ताह": 7 * 24 * time.Hour,
	"हफ्ते": 7 * 24 * time.Hour, "週間": 7 * 24 * time.Hour,
	"분": time.Minute, "시간": time.Hour, "일": 24 * time.Hour, "주": 7 * 24 * time.Hour,
	"دقيقة": time.Minute, "دقائق": time.Minute, "ساعة": time.Hour, "ساعات": time.Hour, "يوم": 24 * time.Hour,
	"أيام":   24 * time.Hour,
	"минуту": time.Minute, "минуты": time.Minute, "минут": time.Minute, "час": time.Hour, "часа": time.Hour,
	"часов": time.Hour, "дня": 24 * time.Hour, "дней": 24 * time.Hour, "день": 24 * time.Hour,
	"хвилину": time.Minute, "хвилини": time.Minute, "хвилин": time.Minute, "годину": time.Hour,
	"години": time.Hour, "годин": time.Hour, "днів": 24 * time.Hour, "дні": 24 * time.Hour,
	"minutę": time.Minute, "minuty": time.Minute, "minut": time.Minute, "godzinę": time.Hour,
	"godziny": time.Hour, "godzin": time.Hour, "godz.": time.Hour, "dni": 24 * time.Hour, "dzień": 24 * time.Hour,
}

// Dates written with numbers: 2024年5月4日, 2024-05-04, 04.05.2024, 2024/05/04; each may be followed
// by a time of day. Dates written with a month's name (monthByName), day first ("4. Mai 2024",
// "15 अप्रैल 2020", "13 sierpnia 2020") or month first ("May 4, 2024"): a month's name is letters
// and the marks that scripts such as Devanagari write its vowels with.
var (
	cjkDate     = regexp.MustCompile(`(\d{4})年\s*(\d{1,2})月\s*(\d{1,2})日(?:\s*(?:\([^)]*\)|（[^）]*）)?\s*(\d{1,2})[:時](\d{2}))?`)
	isoDate     = regexp.MustCompile(`\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2}))?`)
	dottedDate  = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s*(?:um\s+)?(\d{1,2}):(\d{2}))?`)
	dayMonthRE  = regexp.MustCompile(`(?i)\b(\d{1,2})\.?\s+(?:de\s+)?([\p{L}\p{M}]+)\.?,?\s+(?:de\s+)?(\d{4})`)
	monthDayRE  = regexp.MustCompile(`(?i)\b([\p{L}\p{M}]+)\.?\s+(\d{1,2}),?\s+(\d{4})`)
	monthByName = map[string]int{}
)

func init() {
	for m, names := range [][]string{
		{"jan", "january", "januar", "jänner", "enero", "ene", "janvier", "janv", "janeiro", "januari", "gennaio", "जनवरी", "stycznia", "января", "січня"},
		{"feb", "february", "februar", "febrero", "février", "févr", "fevereiro", "februari", "febbraio", "फ़रवरी", "फरवरी", "lutego", "февраля", "лютого"},
		{"mar", "march", "märz", "mär", "marzo", "mars", "março", "maret", "मार्च", "marca", "марта", "березня"},
		{"apr", "april", "abril", "abr", "avril", "aprile", "अप्रैल", "kwietnia", "апреля", "квітня"},
		{"may", "mai", "mayo", "maio", "mei", "maggio", "मई", "maja", "мая", "травня"},
		{"jun", "june", "juni", "junio", "juin", "junho", "giugno", "जून", "czerwca", "июня", "червня"},
		{"jul", "july", "juli", "julio", "juillet", "juil", "julho", "luglio", "जुलाई", "lipca", "июля", "липня"},
		{"aug", "august", "agosto", "ago", "août", "agustus", "अगस्त", "sierpnia", "августа", "серпня"},
		{"sep", "sept", "september", "septiembre", "setiembre", "septembre", "setembro", "settembre", "सितंबर", "सितम्बर", "września", "сентября", "вересня"},
		{"oct", "october", "oktober", "okt", "octubre", "octobre", "outubro", "ottobre", "अक्टूबर", "października", "октября", "жовтня"},
		{"nov", "november", "noviembre", "novembre", "novembro", "नवंबर", "नवम्बर", "listopada", "ноября", "листопада"},
		{"dec", "december", "dezember", "dez", "diciembre", "dic", "décembre", "déc", "dezembro", "desember", "dicembre", "दिसंबर", "दिसम्बर", "grudnia", "декабря", "грудня"},
	} {
		for _, n := range names {
			monthByName[n] = m + 1
		}
	}
}

// textDate finds the first date written in an item's text: "N units ago" counted back from now, or
// a calendar date with or without a time of day, read in zone.
func textDate(text string, zone *time.Location, now time.Time) (time.Time, bool) {
	if text == "" {
		return time.Time{}, false
	}
	if ago, ok := relativeMatch(text); ok {
		return now.Add(-ago), true
	}
	withClock := func(t time.Time, hh, mm string) time.Time {
		if h, m := atoi(hh), atoi(mm); hh != "" && h < 24 && m < 60 {
			return t.Add(time.Duration(h)*time.Hour + time.Duration(m)*time.Minute)
		}
		return t
	}
	if m := cjkDate.FindStringSubmatch(text); m != nil {
		if t, ok := makeDate(atoi(m[1]), atoi(m[2]), atoi(m[3]), zone); ok {
			return withClock(t, m[4], m[5]), true
		}
	}
	if m := isoDate.FindStringSubmatch(text); m != nil {
		if t, ok := makeDate(atoi(m[1]), atoi(m[2]), atoi(m[3]), zone); ok {
			return withClock(t, m[4], m[5]), true
		}
	}
	if m := dottedDate.FindStringSubmatch(text); m != nil {
		if t, ok := makeDate(atoi(m[3]), atoi(m[2]), atoi(m[1]), zone); ok {
			return withClock(t, m[4], m[5]), true
		}
	}
	if m := dayMonthRE.FindStringSubmatch(text); m != nil {
		if mon, ok := monthByName[strings.ToLower(m[2])]; ok {
			if t, ok := makeDate(atoi(m[3]), mon, atoi(m[1]), zone); ok {
				return t, true
			}
		}
	}
	if m := monthDayRE.FindStringSubmatch(text); m != nil {
		if mon, ok := monthByName[strings.ToLower(m[1])]; ok {
			if t, ok := makeDate(atoi(m[3]), mon, atoi(m[2]), zone); ok {
				return t, true
			}
		}
	}
	return time.Time{}, false
}

// weekdays are the names of the days of the week a date may be written with ("Friday, June 28,
// 2019", "Freitag, 28. Juni 2019", "Jumat, 28 Juni 2019"), in lower case, whole and shortened.
var weekdays = words2set(`
	monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
	montag dienstag mittwoch donnerstag freitag samstag sonntag sonnabend mo di mi do fr sa so
	lundi mardi mercredi jeudi vendredi samedi dimanche
	lunes martes miércoles jueves viernes sábado domingo
	segunda-feira terça-feira quarta-feira quinta-feira sexta-feira
	lunedì martedì mercoledì giovedì venerdì sabato domenica
	senin selasa rabu kamis jumat sabtu minggu
	सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार
`)

// dateOnlySpan is the most bytes a text that is only a date takes ("Wednesday, September 28, 2016
// at 10:30 am", "बुधवार, 28 सितंबर 2016").
const dateOnlySpan = 64

// dateForms are the forms of a date written with numbers or a month's name that textDate reads,
// for onlyDate.
var dateForms = []*regexp.Regexp{cjkDate, isoDate, dottedDate, dayMonthRE, monthDayRE}

// clockOnly matches what may be left beside a date that only says when: a time of day, "at", "um",
// "à", "pukul", a zone, marks.
var clockOnly = regexp.MustCompile(`(?i)^(?:[\s,.;:|·•–—()/-]|at|um|à|a las|pukul|jam|uhr|h|am|pm|utc|gmt|wib|ist|jst|\d{1,2}[:.h]\d{2})*$`)

// onlyDate reports whether a link's words say only when, not what: a date ("Friday, June 28,
// 2019", "28.06.2019", "2019年6月28日"), a date with its day of the week or its time of day, or a
// time ago ("an hour ago", "vor 3 Stunden", "2 jam yang lalu"). A post's time that links to it, or
// a day's page in an archive's list, is no headline.
func onlyDate(text string) bool {
	only, _ := readOnlyDate(text)
	return only
}

// readOnlyDate is onlyDate, and whether the text says a time ago rather than a day.
func readOnlyDate(text string) (only, ago bool) {
	if text == "" || len(text) > dateOnlySpan {
		return false, false
	}
	if _, span, ok := relativeSpan(text); ok {
		return clockOnly.MatchString(text[:span[0]] + " " + text[span[1]:]), true
	}
	if !strings.ContainsAny(text, "0123456789") {
		return false, false
	}
	for _, form := range dateForms {
		m := form.FindStringSubmatchIndex(text)
		if m == nil {
			continue
		}
		if form == dayMonthRE || form == monthDayRE {
			name := 4 // the month's name: the second group of dayMonthRE, the first of monthDayRE
			if form == monthDayRE {
				name = 2
			}
			if _, ok := monthByName[strings.ToLower(text[m[name]:m[name+1]])]; !ok {
				continue
			}
		}
		return clockOnly.MatchString(withoutWeekday(text[:m[0]]) + " " + text[m[1]:]), false
	}
	return false, false
}

// withoutWeekday is the words before a date without the name of the day of the week they end with.
func withoutWeekday(s string) string {
	t := strings.TrimRight(s, " ,.")
	i := strings.LastIndexFunc(t, func(r rune) bool { return r == ' ' || r == ',' })
	if weekdays[strings.ToLower(t[i+1:])] {
		return t[:i+1]
	}
	return s
}

// dayOf is the day a text that is only a date names (onlyDate), read in UTC; false for a time ago
// or no date.
func dayOf(text string) (time.Time, bool) {
	if only, ago := readOnlyDate(text); !only || ago {
		return time.Time{}, false
	}
	return textDate(text, time.UTC, time.Time{})
}
