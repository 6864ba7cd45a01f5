package page

import (
	"strings"
	"testing"
)

func TestLinkNav(t *testing.T) {
	tests := []struct {
		name, html string
		want       map[string]bool // link path -> Nav
	}{
		{
			name: "nav, page header and footer are navigation; main is content",
			html: `<header><a href="/home">Home</a></header><nav><ul><li><a href="/world/">World</a></li></ul></nav>
				<main><a href="/story/one">One</a></main><footer><a href="/privacy/">Privacy</a></footer><a href="/after">After</a>`,
			want: map[string]bool{"/home": true, "/world/": true, "/story/one": false, "/privacy/": true, "/after": false},
		},
		{
			name: "an article's own header and footer are content",
			html: `<article><header><h2><a href="/story/two">Two</a></h2></header><footer><a href="/tag/x/">x</a></footer></article>`,
			want: map[string]bool{"/story/two": false, "/tag/x/": false},
		},
		{
			name: "roles and names of old layouts",
			html: `<div role="navigation"><a href="/a">A</a></div><div id="cnn_hdr-nav"><a href="/b">B</a></div>
				<ul class="menu main-menu"><li><a href="/c">C</a></li></ul><div class="site-footer"><a href="/d">D</a></div>
				<div id="header"><a href="/e">E</a></div><div class="entry-header"><a href="/f">F</a></div>
				<div class="navigator"><a href="/g">G</a></div>`,
			want: map[string]bool{"/a": true, "/b": true, "/c": true, "/d": true, "/e": true, "/f": false, "/g": false},
		},
		{
			name: "an element left open inside navigation ends with it",
			html: `<nav><div><a href="/a">A</a></nav><a href="/b">B</a>`,
			want: map[string]bool{"/a": true, "/b": false},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader("<html><body>"+tt.html+"</body></html>"), "https://www.example.test/", "")
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			for _, l := range p.Links {
				got[strings.TrimPrefix(l.URL, "https://www.example.test")] = l.Nav
			}
			for path, want := range tt.want {
				if g, ok := got[path]; !ok || g != want {
					t.Errorf("link %s: Nav = %v (found %v), want %v", path, g, ok, want)
				}
			}
		})
	}
}

// TestLinkBox checks the heading of the box a link stands in: the last heading read before it in
// the innermost container around it that has one, not a heading inside an anchor nor one that
// holds an anchor (a teaser's headline).
func TestLinkBox(t *testing.T) {
	const html = `<a href="/top">Top story</a>
<section><h2>Most <b>read</b></h2><ol>
<li><a href="/a">Storm hits the coast</a></li>
<li><div><a href="/b">Council approves budget</a></div></li></ol>
<div><h3><a href="/c">A teaser's own headline</a></h3><a href="/d">More from the desk</a></div>
<h2>PR</h2><p><a href="/e">Watch the final</a></p>
</section>
<aside><a href="/f">After the box</a></aside>`
	p, err := Parse(strings.NewReader("<html><body>"+html+"</body></html>"), "https://www.example.test/", "")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"/top": "", "/a": "Most read", "/b": "Most read", "/c": "Most read",
		"/d": "Most read", "/e": "PR", "/f": "",
	}
	for _, l := range p.Links {
		path := strings.TrimPrefix(l.URL, "https://www.example.test")
		if w, ok := want[path]; !ok || l.Box != w {
			t.Errorf("%s: Box %q, want %q", path, l.Box, w)
		}
		delete(want, path)
	}
	if len(want) > 0 {
		t.Errorf("links not read: %v", want)
	}
}

// TestLinkItems checks what a link is given of its item: whether it is a heading, the <time> and the
// text of the smallest container around it that holds only a few links.
func TestLinkItems(t *testing.T) {
	tests := []struct {
		name, html  string
		path        string
		wantHeading bool
		wantTime    string
		wantContext string
	}{
		{
			name:        "a teaser with its time after the headline",
			html:        `<article><h2><a href="/a">Storm hits the coast</a></h2><p>By Ann <time datetime="2024-05-04T10:00:00+02:00">4 May</time></p></article>`,
			path:        "/a",
			wantHeading: true, wantTime: "2024-05-04T10:00:00+02:00", wantContext: "Storm hits the coast By Ann 4 May",
		},
		{
			name:        "a list entry with its date in words",
			html:        `<ul><li><a href="/b">Markets rally</a> <span>vor 2 Stunden</span></li><li><a href="/c">Other</a></li></ul>`,
			path:        "/b",
			wantContext: "Markets rally vor 2 Stunden",
		},
		{
			name:        "a time inside the anchor",
			html:        `<div><a href="/d"><h3>Title</h3><time datetime="2024-05-04">May 4</time></a></div>`,
			path:        "/d",
			wantHeading: true, wantTime: "2024-05-04", wantContext: "Title May 4",
		},
		{
			name:        "an item after much text",
			html:        `<div>` + strings.Repeat(`<p>Filler text of the page, read and dropped. </p>`, 3000) + `<li><a href="/k">Late story</a> 4. Mai 2024</li></div>`,
			path:        "/k",
			wantContext: "Late story 4. Mai 2024",
		},
		{
			name:        "a headline's own block inside a timeline entry with a label and a date",
			html:        `<div class="timeline"><div class="timeline-article"><div class="label">Partnered Material</div><div class="date">13:49 July 4, 2025</div><div class="title"><a href="/l">Steel Front converts armored vehicles</a></div></div>` + strings.Repeat(`<div class="timeline-article"><div class="title"><a href="/x">Another story</a></div></div>`, 5) + `</div>`,
			path:        "/l",
			wantContext: "Partnered Material 13:49 July 4, 2025 Steel Front converts armored vehicles",
		},
		{
			name:        "a headline's own block in a list of such blocks keeps its words",
			html:        `<div class="river">` + strings.Repeat(`<div class="t"><a href="/m">Lone story</a></div><div class="t"><a href="/n">Other story</a></div>`, 3) + `</div>`,
			path:        "/m",
			wantContext: "Lone story",
		},
		{
			name:        "a list entry alone is not given its neighbour's date",
			html:        `<ul><li><a href="/o">Markets rally</a> <span>vor 2 Stunden</span></li><li><a href="/p">Museum opens</a></li></ul>`,
			path:        "/p",
			wantContext: "Museum opens",
		},
		{
			name: "a column of many links is no one link's item",
			html: `<div><a href="/e">One</a><a href="/f">Two</a><a href="/g">Three</a><a href="/h">Four</a>` +
				`<time datetime="2024-05-04">May 4</time></div>`,
			path: "/e",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader("<html><body>"+tt.html+"</body></html>"), "https://www.example.test/", "")
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range p.Links {
				if l.URL != "https://www.example.test"+tt.path {
					continue
				}
				if l.Heading != tt.wantHeading || l.Time != tt.wantTime || l.Context != tt.wantContext {
					t.Errorf("got Heading %v, Time %q, Context %q; want %v, %q, %q", l.Heading, l.Time, l.Context, tt.wantHeading, tt.wantTime, tt.wantContext)
				}
				return
			}
			t.Fatalf("no link to %s in %+v", tt.path, p.Links)
		})
	}
}

// TestLinkHeadline checks what a link says of the headline among its words: the text of the
// heading of the highest rank inside the anchor, its title attribute, and whether it shows words
// at all; the cases are shapes of real teasers.
func TestLinkHeadline(t *testing.T) {
	tests := []struct {
		name, html              string
		wantText, wantHeadline  string
		wantTitle               string
		wantWordless, wantHeads bool
	}{
		{
			name:     "a kicker span before the heading",
			html:     `<a href="/s"><img alt=""><div><span class="subject">Liikennemerkit</span><h3 class="title">Monia liikennemerkkejä päivitetään</h3></div></a>`,
			wantText: "Liikennemerkit Monia liikennemerkkejä päivitetään", wantHeadline: "Monia liikennemerkkejä päivitetään", wantHeads: true,
		},
		{
			name:     "a desk, a lead, a byline and a date around the heading",
			html:     `<a href="/s"><div class="category">Kultura</div><h3>Wojewódzki z Matą</h3><p>Mata, autor nowego utworu.</p><div>Kuba W.</div><div>03.04.2021</div></a>`,
			wantText: "Kultura Wojewódzki z Matą Mata, autor nowego utworu. Kuba W. 03.04.2021", wantHeadline: "Wojewódzki z Matą", wantHeads: true,
		},
		{
			name:     "a kicker in a heading of lower rank",
			html:     `<a href="/s"><picture><img alt="Moin moin"></picture><h5>Podcast</h5><h4> Mediation im Handel </h4><span>Elena Kuss</span></a>`,
			wantText: "Podcast Mediation im Handel Elena Kuss", wantHeadline: "Mediation im Handel", wantHeads: true,
		},
		{
			name:     "a time of day before the heading",
			html:     `<a href="/s"><div><time datetime="2020-09-15T14:27:00+04:00">14:27:00<br><span>2020-09-15</span></time></div><div><h3>Օդի ջերմաստիճանը կնվազի</h3></div></a>`,
			wantText: "14:27:00 2020-09-15 Օդի ջերմաստիճանը կնվազի", wantHeadline: "Օդի ջերմաստիճանը կնվազի", wantHeads: true,
		},
		{
			name:     "an anchor inside its heading",
			html:     `<h2><a href="/s" title="Storm hits the coast">Storm hits the coast</a></h2>`,
			wantText: "Storm hits the coast", wantTitle: "Storm hits the coast", wantHeads: true,
		},
		{
			name:      "a title attribute beside a date and a desk",
			html:      `<a href="/s" title="Sunday Snows May See Accumulation"><span>[ October 24, 2020 ]</span> Sunday Snows May See Accumulation <span>Audio</span></a>`,
			wantText:  "[ October 24, 2020 ] Sunday Snows May See Accumulation Audio",
			wantTitle: "Sunday Snows May See Accumulation",
		},
		{
			name:     "a kicker inside the heading",
			html:     `<a href="/s"><h4 class="teaser__title"><div class="catchline">Nahost-Konflikt</div> Fehler bis zuletzt: So krass versagte Israel</h4></a>`,
			wantText: "Nahost-Konflikt Fehler bis zuletzt: So krass versagte Israel", wantHeadline: "Fehler bis zuletzt: So krass versagte Israel", wantHeads: true,
		},
		{
			name:     "a title named by its class after a kicker written as a heading",
			html:     `<a href="/s"><span class="item__content"><h4 class="item__subtitle">Bier</h4><span class="item__title"> Heineken eröffnet neues Zentrallager </span><span class="item__date">27.10.2023</span></span></a>`,
			wantText: "Bier Heineken eröffnet neues Zentrallager 27.10.2023", wantHeadline: "Heineken eröffnet neues Zentrallager", wantHeads: true,
		},
		{
			name:     "a title named by its class that holds a desk",
			html:     `<a href="/s"><div class="news-title"><div class="category_wrap"><div class="category_injected">Реформи</div></div> Мінрегіон оприлюднив проекти районів</div></a>`,
			wantText: "Реформи Мінрегіон оприлюднив проекти районів", wantHeadline: "Мінрегіон оприлюднив проекти районів",
		},
		{
			name:     "a strapline inside the title",
			html:     `<a href="/s"><div class="item-text"><p class="title"><span class="strapline">Chili.</span> Assassinat d’Ina, influenceuse sur TikTok</p></div></a>`,
			wantText: "Chili. Assassinat d’Ina, influenceuse sur TikTok", wantHeadline: "Assassinat d’Ina, influenceuse sur TikTok",
		},
		{
			name:     "a headline before its lead",
			html:     `<a href="/s"><div class="ofhe_thumb"><img alt=""></div><div class="ofhe_headline">[해외입양과 돈]① 입양기관의 거짓말</div><div class="ofhe_lede">한국은 자국 아이를 해외로 보낸 국가다.</div></a>`,
			wantText: "[해외입양과 돈]① 입양기관의 거짓말 한국은 자국 아이를 해외로 보낸 국가다.", wantHeadline: "[해외입양과 돈]① 입양기관의 거짓말",
		},
		{
			name:     "a desk in an element named like the headline's, before the headline's",
			html:     `<a href="/s"><div class="media-body"><div class="heading-list">NFL</div><div class="tile-heading">Blanket Coverage: Lessons new coaches can take</div></div></a>`,
			wantText: "NFL Blanket Coverage: Lessons new coaches can take", wantHeadline: "Blanket Coverage: Lessons new coaches can take",
		},
		{
			name:     "a one-word kicker written as a heading before the headline's heading",
			html:     `<a href="/s"><h3>Politik</h3><h3>Regierung plant eine neue Steuer</h3></a>`,
			wantText: "Politik Regierung plant eine neue Steuer", wantHeadline: "Regierung plant eine neue Steuer", wantHeads: true,
		},
		{
			name:     "a kicker ending in a colon in an element named like the headline's, before the headline's",
			html:     `<a href="/s"><span class="asset-headline-intro">Sondierung gescheitert:</span> <span class="asset-headline">Liberale brechen Verhandlungen ab</span></a>`,
			wantText: "Sondierung gescheitert: Liberale brechen Verhandlungen ab", wantHeadline: "Liberale brechen Verhandlungen ab",
		},
		{
			name:     "a kicker ending in a colon written as a heading before the headline's heading",
			html:     `<a href="/s"><h4>Live-Ticker zur Wahl:</h4><h4>Die Ergebnisse aus allen Wahlkreisen</h4></a>`,
			wantText: "Live-Ticker zur Wahl: Die Ergebnisse aus allen Wahlkreisen", wantHeadline: "Die Ergebnisse aus allen Wahlkreisen", wantHeads: true,
		},
		{
			name:     "a headline with a colon inside it keeps it",
			html:     `<a href="/s"><div class="title">Analysis: what the vote means</div><div class="title">More rain tomorrow</div></a>`,
			wantText: "Analysis: what the vote means More rain tomorrow", wantHeadline: "Analysis: what the vote means",
		},
		{
			name:     "a headline of several words before an equal element keeps it",
			html:     `<a href="/s"><div class="title">Storm hits the coast</div><div class="title">More rain tomorrow</div></a>`,
			wantText: "Storm hits the coast More rain tomorrow", wantHeadline: "Storm hits the coast",
		},
		{
			name:     "a subtitle after the headline's words, in a link inside a heading",
			html:     `<h4 class="entry-title"><a href="/s">Canada’s Glacial Ice Loss Raises Sea Level<span class="entry-subtitle">Dramatic increase in ice loss from the Arctic glaciers.</span></a></h4>`,
			wantText: "Canada’s Glacial Ice Loss Raises Sea LevelDramatic increase in ice loss from the Arctic glaciers.", wantHeadline: "Canada’s Glacial Ice Loss Raises Sea Level", wantHeads: true,
		},
		{
			name:     "a dek after the headline's words, in a card",
			html:     `<a href="/s"><img alt=""> Council approves the new budget <p class="card__dek">The vote came after a long night.</p></a>`,
			wantText: "Council approves the new budget The vote came after a long night.", wantHeadline: "Council approves the new budget",
		},
		{
			name:     "a headline's element before a dek is the headline",
			html:     `<a href="/s"><span class="kicker">Politik</span><h3 class="teaser__title">Rat beschließt Haushalt</h3><p class="teaser__dek">Nach langer Nacht.</p></a>`,
			wantText: "Politik Rat beschließt Haushalt Nach langer Nacht.", wantHeadline: "Rat beschließt Haushalt", wantHeads: true,
		},
		{
			name:     "a timestamp's element after words no element names",
			html:     `<a class="title" href="/s">Nation Down To Last Hundred Grown-Ups <span class="timestamp">05.19.11</span></a>`,
			wantText: "Nation Down To Last Hundred Grown-Ups 05.19.11", wantHeadline: "Nation Down To Last Hundred Grown-Ups",
		},
		{
			name:     "a time element before the words",
			html:     `<a href="/s"><time datetime="2020-03-19">10:17, сьогодні</time> Важко дихати: Київ накрило смогом</a>`,
			wantText: "10:17, сьогодні Важко дихати: Київ накрило смогом", wantHeadline: "Важко дихати: Київ накрило смогом",
		},
		{
			name:     "a date beside a headline's element leaves the headline's element",
			html:     `<a href="/s"><span class="post-date">19.03.2018</span><h3 class="entry-title">Rat beschließt Haushalt</h3></a>`,
			wantText: "19.03.2018 Rat beschließt Haushalt", wantHeadline: "Rat beschließt Haushalt", wantHeads: true,
		},
		{
			name:     "a class naming a date and a title is a heading's",
			html:     `<a href="/s"><span class="date-title">Thursday</span> Storm hits the coast</a>`,
			wantText: "Thursday Storm hits the coast", wantHeadline: "Thursday",
		},
		{
			name:     "a kicker in capitals above a line break",
			html:     `<h3><a href="/s"><small>PILKADA 2018 </small><br/> Begini Sudirman Said Bedah Angka-Angka</a></h3>`,
			wantText: "PILKADA 2018 Begini Sudirman Said Bedah Angka-Angka", wantHeadline: "Begini Sudirman Said Bedah Angka-Angka", wantHeads: true,
		},
		{
			name:     "a headline's first line in words of any case stays whole",
			html:     `<a href="/s">Storm hits the coast<br>More rain tomorrow</a>`,
			wantText: "Storm hits the coast More rain tomorrow",
		},
		{
			name:     "a picture alone",
			html:     `<a href="/s"><img alt="mayat-surabaya12.jpg"></a>`,
			wantText: "mayat-surabaya12.jpg", wantWordless: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader("<html><body>"+tt.html+"</body></html>"), "https://www.example.test/", "")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Links) != 1 {
				t.Fatalf("got %d links, want 1: %+v", len(p.Links), p.Links)
			}
			l := p.Links[0]
			if l.Text != tt.wantText || l.Headline != tt.wantHeadline || l.Title != tt.wantTitle || l.Wordless != tt.wantWordless || l.Heading != tt.wantHeads {
				t.Errorf("got Text %q, Headline %q, Title %q, Wordless %v, Heading %v;\nwant %q, %q, %q, %v, %v",
					l.Text, l.Headline, l.Title, l.Wordless, l.Heading, tt.wantText, tt.wantHeadline, tt.wantTitle, tt.wantWordless, tt.wantHeads)
			}
		})
	}
}
