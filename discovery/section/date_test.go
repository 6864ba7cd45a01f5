package section

import (
	"testing"
	"time"
)

// TestTextDateMonthNames checks that a date written with a month's name is read in the languages
// and scripts of several sites: marks of a script's vowels in the month's name (Hindi), and the
// months as Polish, Russian and Ukrainian write them in a date.
func TestTextDateMonthNames(t *testing.T) {
	now := time.Date(2024, 5, 4, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		text string
		want time.Time
	}{
		{"Television रिपीट टेलीकास्ट में निर्माताओं को मिला बाबाजी का ठुल्लु 15 अप्रैल 2020", time.Date(2020, 4, 15, 0, 0, 0, 0, time.UTC)},
		{"बिहार में नई सरकार 16 नवंबर 2020", time.Date(2020, 11, 16, 0, 0, 0, 0, time.UTC)},
		{"अपडेटेड 2 सितंबर 2023", time.Date(2023, 9, 2, 0, 0, 0, 0, time.UTC)},
		{"Włochy wprowadzają obostrzenia 13 sierpnia 2020 , 6:29", time.Date(2020, 8, 13, 0, 0, 0, 0, time.UTC)},
		{"Rząd chce przedłużyć zakazy 7 października 2020", time.Date(2020, 10, 7, 0, 0, 0, 0, time.UTC)},
		{"Подольски принес Галатасараю третий Кубок Турции кряду 26 мая 2016, 23:23", time.Date(2016, 5, 26, 0, 0, 0, 0, time.UTC)},
		{"Легенда 22 сентября 2021", time.Date(2021, 9, 22, 0, 0, 0, 0, time.UTC)},
		{"Мінрегіон оприлюднив проекти районів 17 липня 2020", time.Date(2020, 7, 17, 0, 0, 0, 0, time.UTC)},
		{"Council approves the budget in Rangoon 12 2020", time.Time{}},
	}
	for _, tt := range tests {
		got, ok := textDate(tt.text, time.UTC, now)
		if ok != !tt.want.IsZero() || !got.Equal(tt.want) {
			t.Errorf("textDate(%q) = %v, %v; want %v", tt.text, got, ok, tt.want)
		}
	}
}

// TestTextDateRelative checks "N units ago" in the languages of several sites, beside the ones
// read before (TestArticleDates), and words that only look like it.
func TestTextDateRelative(t *testing.T) {
	now := time.Date(2024, 5, 4, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		text string
		want time.Time
	}{
		{"[해외입양과 돈]② 입양인들이 갈망하는 '진실' 4시간전", now.Add(-4 * time.Hour)},
		{"검찰 특활비 부정: 그들이 처음으로 잘못을 인정했다 2일 전", now.Add(-48 * time.Hour)},
		{"قبل 12 دقيقة مسلحون يطلقون صواريخ على قواعد عسكرية أجنبية في مالي", now.Add(-12 * time.Minute)},
		{"منذ 3 ساعات الصين تحكم على هونغ كونغ", now.Add(-3 * time.Hour)},
		{"Эксперт прогнозирует рост цен на хлеб 5 часов назад", now.Add(-5 * time.Hour)},
		{"Мінрегіон оприлюднив проекти 20 хвилин тому", now.Add(-20 * time.Minute)},
		{"Rząd chce przedłużyć zakazy 3 godziny temu", now.Add(-3 * time.Hour)},
		{"an hour ago", now.Add(-time.Hour)},
		{"a day ago", now.Add(-24 * time.Hour)},
		{"vor einer Stunde", now.Add(-time.Hour)},
		{"hace una hora", now.Add(-time.Hour)},
		{"il y a un jour", now.Add(-24 * time.Hour)},
		{"Posted a day ago by the news desk", now.Add(-24 * time.Hour)},
		{"11월 2일 전시회 개막", time.Time{}},
		{"Obama and the hours ahead", time.Time{}},
	}
	for _, tt := range tests {
		got, ok := textDate(tt.text, time.UTC, now)
		if ok != !tt.want.IsZero() || !got.Equal(tt.want) {
			t.Errorf("textDate(%q) = %v, %v; want %v", tt.text, got, ok, tt.want)
		}
	}
}

// TestOnlyDate checks which link texts say only when, not what: a political magazine's post times
// ("an hour ago"), a technology site's daily issues with their day of the week, a German archive's
// dotted dates, Japanese and Hindi dates, a time of day beside a date; and that a headline holding a
// date, or a day and month alone, is more than a date.
func TestOnlyDate(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"an hour ago", true},
		{"3 hours ago", true},
		{"vor 2 Stunden", true},
		{"2 jam yang lalu", true},
		{"Friday, June 28, 2019", true},
		{"Freitag, 28.06.2019", true},
		{"28. Juni 2019, 14:30 Uhr", true},
		{"July 11, 2011 at 12:25 pm", true},
		{"2019年6月28日", true},
		{"2019-06-28", true},
		{"15 अप्रैल 2020", true},
		{"Jumat, 28 Juni 2019 pukul 10:30 WIB", true},
		{"Trump wins the vote 3 hours ago", false},
		{"June 28, 2019: what we know about the flood", false},
		{"Vote moved to May 4", false},
		{"28 Juni", false},
		{"Apollo 11", false},
		{"August 2, 2019 August 2, 2019", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := onlyDate(tt.text); got != tt.want {
			t.Errorf("onlyDate(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
