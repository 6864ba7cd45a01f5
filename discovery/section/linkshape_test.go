package section

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

func TestNamesItemNumber(t *testing.T) {
	tests := []struct {
		key  string
		want bool
	}{
		{"pk_no", true},        // a Korean regional daily's mobile site
		{"ArtNr", true},        // a German local paper's script
		{"articleNo", true},    // camel case
		{"news-num", true},     // a dash
		{"story.number", true}, // a dot
		{"no", true},
		{"Nr", true},
		{"ano", false},     // an advertiser's click counter
		{"casino", false},  // letters, not a word
		{"svctype", false}, // a login's service
		{"nb", false},      // a list's page size
		{"number_of_items", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := namesItemNumber(tt.key); got != tt.want {
			t.Errorf("namesItemNumber(%q) = %v, want %v", tt.key, got, tt.want)
		}
	}
}

func TestLinkEvidence(t *testing.T) {
	tests := []struct {
		name, url string
		want      evidence
	}{
		// Articles by their address alone.
		{"slug under an index file", "http://edition.cnn.com/2014/07/24/world/africa/air-algerie-flight/index.html?hpt=hp_t1", evStrong},
		{"wordpress post id in the query", "http://www.newschittagong24.com/?p=128290", evStrong},
		{"news id among other parameters", "http://www.eordaialive.com/live/news.php?lang=173&cat=155&newid=13168", evStrong},
		{"article number named pk_no", "http://m.daejonilbo.com/mnews.asp?pk_no=1412212", evStrong},
		{"article number named ArtNr", "https://www.nnz-online.de/news/news_lang.php?ArtNr=335851", evStrong},
		{"a key that only ends in no", "https://news.example.tw/click?ano=2020033118580794", evNone},
		{"a Korean newspaper's article script by its number", "http://www.newstown.example/news/articleView.html?idxno=520736", evStrong},
		{"a news script named with an underscore", "https://www.example.com/news/news_view.php?idx=12345", evStrong},
		{"a story script named with a capital", "https://www.example.com/ShowStory.aspx?seq=98765", evStrong},
		{"a board's post script is no article's", "http://www.newstown.example/bbs/view.html?idxno=4511", evNone},
		{"a news script's year is a list's", "https://www.example.com/news/newsArchive.php?year=2024", evNone},
		{"a news script's section code is no number", "http://www.newstown.example/news/articleList.html?sc_section_code=S1N1", evNone},
		{"short id after an article word", "http://www.towerrevo.jp/article/20880/", evStrong},
		{"seven-digit id", "https://www.example.com/politics/1234567", evStrong},
		{"short id under a month and day", "https://www.example.com/2016/0422/106.html", evStrong},
		{"older dated item", "http://lnx.lazialita.com/2015/11/19/adotta-il-sorriso-di-flavio-e-francesco/", evStrong},
		{"dated name of one word", "https://www.wired.com/2015/05/sneakers/", evStrong},
		{"one-segment slug ending in an id", "https://iphone-lab.net/anytrans-435177/", evStrong},
		{"id with a word before its digits", "https://www.welt.de/politik/ausland/article251370982/Khan-wiedergewaehlt.html", evStrong},
		{"date at the head of a slug", "http://www.bbc.com/culture/story/20140828-the-man-who-invented-a-colour", evStrong},
		{"dated item under a list word", "https://www.npr.org/sections/health-shots/2024/01/05/1223123/flu-season", evStrong},
		// An item numbered after a list's name is no list, though not an article by itself.
		{"numbered item filed under a list's name", "https://news.biglobe.example/topics/domestic/0214/16565.html", evWeak},
		{"numbered slug filed under a topic", "https://www.news.example/topic/politics/farmers-protest-continues-2906105", evStrong},
		{"numbered story under a category's name", "https://www.example.id/category/ekonomi/d-7005570/harga-beras-naik", evWeak},
		// A story filed under a desk named with a list's word: a slug of three words or more after
		// the desk's name. Under a word that only sorts, or after a list named by a number, it is a
		// list within the list (below).
		{"story under a topic's desk", "https://www.deutschland.de/en/topic/politics/no-need-to-panic", evStrong},
		{"story of three words under a topic's desk", "https://www.deutschland.de/en/topic/business/flying-start-ups", evWeak},
		{"story under a topics desk", "https://www.marketplace.org/topics/business/consequences-online-sales-tax", evStrong},
		// A post numbered in an archive, as publishing systems write it.
		{"numbered post in an archive", "https://getnews.jp/archives/2145049", evStrong},
		{"blog post in a hosted blog's archive", "http://blog.example.jp/someblog/archives/51234567.html", evStrong},
		{"archived post with leading zeros", "http://www.eff.org/deeplinks/archives/004732.php", evWeak},
		{"short slug after a numeric id", "https://www.theverge.com/2026/11/29/24310001/vision-pro", evStrong},
		// An ID written as a word and a number is an ID, though the number could be a year.
		{"post and a number that reads like a year", "https://blog.example.org/post-1937/", evStrong},
		{"article and a short id", "https://www.example.es/noticias/articulo/article-20880", evStrong},
		{"a topic and a year is no id", "https://www.example.com/coronavirus-2026/", evWeak},
		// Files are never articles, however dated their folder.
		{"image in a dated upload folder", "https://www.example.com/blog/wp-content/uploads/2016/03/x.jpg", evList},
		{"file in a dated folder", "https://www.example.de/sh/files/2012/05/logo-kv_kiel_flach.jpg", evList},
		{"pdf report", "https://www.example.org/2024/05/annual-report-of-the-society.pdf", evList},
		{"podcast audio", "https://radio.example.ie/2024/05/04/morning-show-episode-12.mp3", evList},
		{"upload folder without extension", "https://www.example.com/uploads/2016/03/press-kit-download", evList},
		// Shops, information pages and list pages named with several words.
		{"shop product", "https://www.example.com/catalog/blue-cotton-shirt-for-children", evList},
		{"product page", "https://shop.example.jp/products/item-2024-summer-collection", evList},
		{"list of news and events", "https://www.example.org/archive-of-news-and-events/", evList},
		{"information page", "https://www.example.com/about-the-paper-and-its-staff/", evList},
		// Items of some kind: articles only when their siblings agree.
		{"short number under a word", "http://www.towerrevo.jp/regular/12429/", evWeak},
		{"short slug under a word", "https://www.wired.com/gallery/best-mattresses/", evWeak},
		// Lists, never articles.
		{"category page named with its id", "https://www.example.cn/news/cat_103646.html", evList},
		{"list page with its page number", "https://www.example.cn/list_48_3.html", evList},
		{"category path with a long slug", "https://iphone-lab.net/category/apps/japanese-input-method-editor/", evList},
		{"monthly archive", "http://www.towerrevo.jp/date/2016/03/", evList},
		{"page of a list", "https://iphone-lab.net/articles/page/2/", evList},
		{"category in the query", "http://www.newschittagong24.com/?cat=12", evList},
		{"month archive in the query", "http://www.newschittagong24.com/?m=201603", evList},
		{"paging in the query", "http://www.eordaialive.com/live/index.php?ipp=20&page=2", evList},
		{"tag page", "https://www.wired.com/tag/video-games/", evList},
		{"tag named by its number", "https://www.example.com/tag/123456/", evList},
		{"tag's number and name", "https://www.example.ir/fa/tags/53782/qachaq-kala", evList},
		{"tag's number and a long name", "https://www.npr.org/tags/1209140715/israel-hamas-war", evList},
		{"series' number and a long name", "https://www.npr.org/series/1205445976/middle-east-crisis", evList},
		{"sub-category with a long slug", "https://www.islamische-zeitung.de/category/themen/krieg-konflikt-und-die-folgen/", evList},
		{"sub-category of a news category", "https://www.deadlinenews.co.uk/category/news/court-and-crime/", evList},
		{"year's archive", "https://getnews.jp/archives/2019/", evList},
		{"month's archive written as one number", "https://blog.example.jp/archives/201903", evList},
		{"short number in an archive", "https://blog.example.jp/archives/12", evList},
		{"keyword list of articles", "https://news.example.jp/keyword/article/800", evList},
		{"account page", "https://www.wired.com/account/saved", evList},
		{"category named in Spanish, with its number", "https://www.esdiario.com/categorias/4/estilo_de_vida.html", evList},
		{"a headline's words joined by dots after an ID", "http://www.netralnews.com/news/nasional/read/133330/tni.au.berduka.atas.meninggalnya..kolone", evStrong},
		{"author named in Indonesian, with a long name", "https://www.example.co.id/penulis/ahmad-dani-setiawan-putra", evList},
		{"category named in German, with a long slug", "https://www.example.de/kategorie/politik/bundestag-und-bundesrat/", evList},
		{"the page about the site, in Spanish", "https://www.cnet.com/es/acerca/reglas-comentarios/", evList},
		{"the page about the site, in German", "https://www.infosperber.ch/ueber-uns/", evList},
		// Neither.
		{"section", "https://www.wired.com/category/science/", evList},
		{"section of one word under an article word", "http://www.bbc.com/news/business", evNone},
		{"homepage", "https://www.wired.com/", evNone},
		{"year archive", "https://www.example.com/2016/03/", evNone},
		{"tag-like first-level slug with a year", "https://www.example.com/coronavirus-2026", evWeak},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			if got := linkEvidence(u); got != tt.want {
				t.Errorf("linkEvidence(%s) = %d, want %d", tt.url, got, tt.want)
			}
		})
	}
}

// TestDottedSlug checks the words of a headline joined by dots alone, not a file's name, a
// version or a host's name of two words.
func TestDottedSlug(t *testing.T) {
	for s, want := range map[string]bool{
		"tni.au.berduka.atas.meninggalnya..kolone": true,
		"jadi.pimpinan.mpr..cak.imin.akan.segera.": true,
		"index.html":            false,
		"1.2.3":                 false,
		"example.com":           false,
		"storm-hits.the.coast":  false, // dashes join its words
		"v2.release.notes.html": true,
	} {
		if got := dottedSlug(s); got != want {
			t.Errorf("dottedSlug(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestLinkShapes(t *testing.T) {
	tests := []struct{ url, want string }{
		{"http://edition.cnn.com/2014/07/24/world/africa/air-algerie-flight/index.html?hpt=hp_t1", "/Y/M/D/W/W/S/index?hpt"},
		{"http://www.boingboing.net/2006/06/13/sciencemattersberkel.html", "/Y/M/D/S.html"},
		{"http://www.boingboing.net/2005/02/17/howto_get_something_.html", "/Y/M/D/S.html"},
		{"https://www.welt.de/politik/ausland/article251370982/Khan-wiedergewaehlt.html", "/W/W/article#/S.html"},
		{"http://www.newschittagong24.com/?p=128290&utm_source=x", "/?p"},
		{"http://www.towerrevo.jp/article/20880/", "/article/N"},
		{"http://www.towerrevo.jp/regular/12429/", "/W/N"},
		{"https://www.nikkei.com/article/DGXZQOUC026TI0S6A101C2000000/", "/article/I"},
		{"https://www.example.com/2016/0422/106.html", "/Y/M/N.html"},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			u, _ := url.Parse(tt.url)
			if got := linkShape(u); got != tt.want {
				t.Errorf("linkShape(%s) = %q, want %q", tt.url, got, tt.want)
			}
		})
	}
}

func TestHeadlineLike(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Joe Biden Joined TikTok Because He Had To", true},
		{"新しい4インチの名称は5が付かない「iPhone SE」？", true},
		{"বাসের ধাক্কায় এক প্রতিবন্ধী কাঠমিস্ত্রী নিহত", true},
		{"日立、送配電事業で欧州企業を買収", true},
		// Names joined by slashes label a category of several topics, however many of them.
		{"Windows / Linux / OS", false},
		{"サーバ / ストレージ / ネットワーク", false},
		{"Steuern/Abgaben", false},
		{"Justice / Police / Médias", false},
		// Slashes in a sentence, a date or a quote leave it a headline.
		{"宜蘭輕旅行_冬山河生態綠舟/蘇澳煙波大飯店", true},
		{"Por: Phillip Butters / “Candidatitis”", true},
		{"Trump and Biden / the debate that decided nothing at all", true},
		{"日経ビジネスフォーラム", false}, // an event's name in a related-links row
		{"特集：経済安全保障", false},   // a special-topic page
		{"Kreuzworträtsel", false},
		{"TV-App", false},
		{"記事を読む", false},
		{"Read more", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := headlineLike(tt.text); got != tt.want {
			t.Errorf("headlineLike(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestArticleLinksByPage(t *testing.T) {
	const pageURL = "https://news.example.test/"
	link := func(path, text string) page.Link {
		return page.Link{URL: "https://news.example.test" + path, Text: text}
	}
	nav := func(path, text string) page.Link {
		l := link(path, text)
		l.Nav = true
		return l
	}
	tests := []struct {
		name  string
		links []page.Link
		known *Shape
		want  []string // paths
	}{
		{
			name: "older items of a dated layout stay with the newer",
			links: []page.Link{
				link("/2016/03/10/formello-domani-la-ripresa/", "Formello, domani la ripresa dopo pranzo"),
				link("/2016/03/10/biglia-risultato-ne-bene-ne-male/", "Biglia: non male l'1-1"),
				link("/2015/12/15/aiutiamo-blitz-a-correre-ancora/", ""),
			},
			want: []string{"/2016/03/10/formello-domani-la-ripresa/", "/2016/03/10/biglia-risultato-ne-bene-ne-male/", "/2015/12/15/aiutiamo-blitz-a-correre-ancora/"},
		},
		{
			name: "short ids with siblings and headlines",
			links: []page.Link{
				link("/p/4411", "Council approves the new bike lanes downtown"),
				link("/p/4412", "Storm closes schools across the county"),
				link("/p/4413", "Local bakery wins national prize"),
			},
			want: []string{"/p/4411", "/p/4412", "/p/4413"},
		},
		{
			name: "a menu entry of article shape is no article; a picture of one is",
			links: []page.Link{
				nav("/mediathek/article163230255/TV-Empfang.html", "TV-Empfang"),
				nav("/sport/article251370000/Picture-teaser-of-the-match.html", ""),
				link("/politik/article251370982/Khan-fuer-dritte-Amtszeit-wiedergewaehlt.html", "Khan für dritte Amtszeit wiedergewählt"),
				link("/politik/article251364048/Scholz-verurteilt-Angriff.html", "Scholz verurteilt Angriff auf SPD-Politiker"),
			},
			want: []string{"/sport/article251370000/Picture-teaser-of-the-match.html", "/politik/article251370982/Khan-fuer-dritte-Amtszeit-wiedergewaehlt.html", "/politik/article251364048/Scholz-verurteilt-Angriff.html"},
		},
		{
			name: "a menu entry whose address spells a story behind its short label is a story",
			links: []page.Link{
				nav("/article_15643_5-scientific-reasons-zombie-apocalypse-could-actually-happen.html", "Zombies"),
				link("/article_23046_6-terrible-realities-past-that-would-ruin-time-travel.html", "6 Terrible Realities of the Past That Would Ruin Time Travel"),
				link("/article_23346_7-tv-shows-that-were-way-darker-than-you-ever-realized.html", "7 TV Shows That Were Way Darker Than You Ever Realized"),
			},
			want: []string{
				"/article_15643_5-scientific-reasons-zombie-apocalypse-could-actually-happen.html",
				"/article_23046_6-terrible-realities-past-that-would-ruin-time-travel.html",
				"/article_23346_7-tv-shows-that-were-way-darker-than-you-ever-realized.html",
			},
		},
		{
			name: "a menu entry whose address names the site is about its services",
			links: []page.Link{
				nav("/mediathek/article163230255/So-empfangen-Sie-den-Example-Nachrichtensender-im-TV.html", "TV-Empfang"),
				link("/politik/article251370982/Khan-fuer-dritte-Amtszeit-wiedergewaehlt.html", "Khan für dritte Amtszeit wiedergewählt"),
				link("/politik/article251364048/Scholz-verurteilt-Angriff.html", "Scholz verurteilt Angriff auf SPD-Politiker"),
			},
			want: []string{"/politik/article251370982/Khan-fuer-dritte-Amtszeit-wiedergewaehlt.html", "/politik/article251364048/Scholz-verurteilt-Angriff.html"},
		},
		{
			name: "a call to see all of something leads to a list",
			links: []page.Link{
				link("/savings-accounts", "Compare all savings accounts"),
				link("/credit-cards", "Compare all credit cards"),
				link("/home-loans", "Compare all home loans"),
				link("/business/the-boards-next-fear-20100106-lteq.html", "The board's next fear: the female quota"),
				link("/business/banks-lift-rates-20100105-lr0k.html", "Banks lift their rates ahead of the Reserve Bank"),
			},
			want: []string{"/business/the-boards-next-fear-20100106-lteq.html", "/business/banks-lift-rates-20100105-lr0k.html"},
		},
		{
			name: "a lone stray with a short text goes",
			links: []page.Link{
				link("/article/DGXZQO00001/", "Startup raises a record round"),
				link("/article/DGXZQO00002/", "Founders meet investors in Tokyo"),
				link("/pr/2026/11/press-release-startup-fund/", "関連 4"),
			},
			want: []string{"/article/DGXZQO00001/", "/article/DGXZQO00002/"},
		},
		{
			name:  "a thin page of weak links gives nothing without knowledge",
			links: []page.Link{link("/world/98240", "Read"), link("/world/98241", "More")},
			want:  nil,
		},
		{
			name: "a thin page of headlines with the site's shape known",
			links: []page.Link{link("/world/98240", "Floods close the northern railway line"), link("/world/98241", "Talks on the budget resume"),
				link("/shop/spring-sale-offer-today-only", "Sale")},
			known: &Shape{Patterns: []Pattern{{Shape: "/W/N", Seen: 12}}},
			want:  []string{"/world/98240", "/world/98241"},
		},
		{
			name: "a known shape does not take what the page does not back",
			links: []page.Link{link("/world/98240", "Weather"), link("/world/98241", "Traffic"),
				{URL: "https://news.example.test/world/98242", Text: "Read more", Nav: true}},
			known: &Shape{Patterns: []Pattern{{Shape: "/W/N", Seen: 12}}},
			want:  nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, a := range Links(pageURL, tt.links, tt.known, time.Now()) {
				got = append(got, strings.TrimPrefix(a.URL, "https://news.example.test"))
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("articles =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestShapeUnlearnt checks that a shape learnt from a few mistaken picks stops being trusted once
// the site's real articles outnumber it: the reader no longer adds to it (ruleKnownShape asks the
// page's own evidence), and its share falls below minShapeShare.
func TestShapeUnlearnt(t *testing.T) {
	var s Shape
	s = LearnShape(s, []string{"https://www.example.test/promo/12345", "https://www.example.test/promo/12346", "https://www.example.test/promo/12347"})
	if !s.Matches("/W/N") {
		t.Fatalf("the shape seen three times is not trusted: %+v", s.Patterns)
	}
	for read := range 20 {
		var urls []string
		for i := range 4 {
			urls = append(urls, fmt.Sprintf("https://www.example.test/2024/05/%02d/story-number-%d-of-the-day", read%28+1, i))
		}
		s = LearnShape(s, urls)
	}
	if s.Matches("/W/N") {
		t.Errorf("the mistaken shape is still trusted after 80 real articles: %+v", s.Patterns)
	}
	if !s.Matches("/Y/M/D/S") {
		t.Errorf("the real shape is not trusted: %+v", s.Patterns)
	}
}

func TestLearnShape(t *testing.T) {
	var s Shape
	s = LearnShape(s, []string{
		"https://www.wired.com/story/joe-biden-tiktok-campaign-comments/",
		"https://www.wired.com/story/reddit-power-users-ipo/",
		"https://www.wired.com/story/odysseus-moon-landing-lunar-nasa/",
		"https://www.wired.com/2015/05/sneakers/",
		"https://www.wired.com/category/science/", // a list: not learnt
		"not a url",
	})
	if got, want := len(s.Patterns), 2; got != want {
		t.Fatalf("patterns = %+v, want %d", s.Patterns, want)
	}
	tests := []struct {
		shape string
		want  bool
	}{
		{"/story/S", true}, // seen 3 times
		{"/Y/M/S", false},  // seen once: not trusted yet
		{"/category/S", false},
	}
	for _, tt := range tests {
		if got := s.Matches(tt.shape); got != tt.want {
			t.Errorf("Matches(%q) = %v, want %v (%+v)", tt.shape, got, tt.want, s.Patterns)
		}
	}
	if got, want := s.Words(), "/story/<slug> (3 seen)"; got != want {
		t.Errorf("Words() = %q, want %q", got, want)
	}
	s = LearnShape(s, []string{"https://www.wired.com/2024/02/geeks-guide/", "https://www.wired.com/2014/08/i-liked-everything/"})
	if got, want := s.Words(), "/<year>/<month>/<slug> (3 seen), /story/<slug> (3 seen)"; got != want {
		t.Errorf("Words() after more = %q, want %q", got, want)
	}
	var none *Shape
	if none.Matches("/story/S") || none.Words() != "" {
		t.Errorf("a nil Shape matches or has words")
	}
}

func TestShapeWords(t *testing.T) {
	tests := []struct{ shape, want string }{
		{"/Y/M/D/S.html", "/<year>/<month>/<day>/<slug>.html"},
		{"/W/article#/S.html", "/<word>/article<number>/<slug>.html"},
		{"/?p", "/?p=<id>"},
		{"/Y/M/D/W/S/index?hpt", "/<year>/<month>/<day>/<word>/<slug>/index?hpt=<id>"},
	}
	for _, tt := range tests {
		if got := ShapeWords(tt.shape); got != tt.want {
			t.Errorf("ShapeWords(%q) = %q, want %q", tt.shape, got, tt.want)
		}
	}
}

// TestNamesBrand checks siteBrand and namesBrand: a site's name as its registered domain spells it,
// found in an address as a word or as words run together, and not inside another word.
func TestNamesBrand(t *testing.T) {
	tests := []struct {
		host, path string
		want       bool
	}{
		{"www.welt.de", "/mediathek/article163230255/So-empfangen-Sie-den-WELT-Nachrichtensender-im-TV.html", true},
		{"www.lepoint.fr", "/decouvrir-le-point/decouvrez-nos-tutoriels-videos-15-04-2020-2371606_4297.php", true},
		{"projekte.sueddeutsche.de", "/paradisepapers/sueddeutsche-zeitung-app", true},
		{"www.welt.de", "/sport/article251370000/Weltmeister-feiern-in-Berlin.html", false},
		{"www.bbc.co.uk", "/news/world-europe-68000000", false},
		{"www.cracked.com", "/article_15643_5-scientific-reasons-zombie-apocalypse-could-actually-happen.html", false},
		{"127.0.0.1", "/localhost-news", false},
	}
	for _, tt := range tests {
		if got := namesBrand(tt.path, siteBrand(tt.host)); got != tt.want {
			t.Errorf("namesBrand(%q, siteBrand(%q) = %q) = %v, want %v", tt.path, tt.host, siteBrand(tt.host), got, tt.want)
		}
	}
}
