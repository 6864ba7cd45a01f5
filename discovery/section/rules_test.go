package section

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestArticleRules asks each rule of the section reader about one link of a page built from the
// shapes of several kinds of site, and checks its verdict: the rule alone, not the whole reader.
func TestArticleRules(t *testing.T) {
	const pageURL = "https://www.example.test/news/"
	abs := func(p string) string { return "https://www.example.test" + p }
	l := func(p, text string) page.Link { return page.Link{URL: abs(p), Text: text} }
	nav := func(p, text string) page.Link { return page.Link{URL: abs(p), Text: text, Nav: true} }
	heading := func(p, text string, navigation bool) page.Link {
		return page.Link{URL: abs(p), Text: text, Heading: true, Nav: navigation}
	}
	tests := []struct {
		name  string
		rule  func(*pageLinks, *linkCandidate) verdict
		links []page.Link
		known *Shape
		about string // the path of the link asked about
		want  verdict
	}{
		// Sponsored links.
		{"a PR label in the text", ruleSponsored, []page.Link{l("/compass/content/PR0123456789/", "PR: A new way to save")}, nil, "/compass/content/PR0123456789/", drop},
		{"an Anzeige label in the item", ruleSponsored, []page.Link{{URL: abs("/2024/05/04/bestes-girokonto-im-test"), Text: "Das beste Girokonto", Context: "Anzeige Das beste Girokonto"}}, nil, "/2024/05/04/bestes-girokonto-im-test", drop},
		{"a 広告 label in the item", ruleSponsored, []page.Link{{URL: abs("/article/20240504-00001"), Text: "新しい保険のご案内", Context: "広告 新しい保険のご案内"}}, nil, "/article/20240504-00001", drop},
		{"a sponsored folder", ruleSponsored, []page.Link{l("/sponsored/2024/05/04/cruise-deals-for-the-summer", "Cruise deals")}, nil, "/sponsored/2024/05/04/cruise-deals-for-the-summer", drop},
		{"news about advertising is news", ruleSponsored, []page.Link{l("/2024/05/04/advertising-market-shrinks-again", "The advertising market shrinks again")}, nil, "/2024/05/04/advertising-market-shrinks-again", undecided},

		// A day's page linked by its date.
		{"a technology site's daily issue", ruleDayPage, []page.Link{nav("/news/190628.html", "Friday, June 28, 2019")}, nil, "/news/190628.html", drop},
		{"a Japanese daily's issue of a day", ruleDayPage, []page.Link{l("/backnumber/190628.html", "2019年6月28日")}, nil, "/backnumber/190628.html", drop},
		{"a German archive's day", ruleDayPage, []page.Link{l("/archiv/2019-06-28.html", "Freitag, 28.06.2019")}, nil, "/archiv/2019-06-28.html", drop},
		{"a post linked by its date keeps its slug", ruleDayPage, []page.Link{l("/2019/06/28/tour-de-france-preview", "June 28, 2019")}, nil, "/2019/06/28/tour-de-france-preview", undecided},
		{"a post linked by its time ago", ruleDayPage, []page.Link{l("/minutes/139047", "an hour ago")}, nil, "/minutes/139047", undecided},
		{"another day than the address's", ruleDayPage, []page.Link{l("/news/190628.html", "Monday, July 1, 2019")}, nil, "/news/190628.html", undecided},
		{"a headline that holds a date", ruleDayPage, []page.Link{l("/news/190628.html", "June 28, 2019: what we know about the flood")}, nil, "/news/190628.html", undecided},

		// The previous and next articles.
		{"a next article in a menu, a slug and a short number", ruleSequence, []page.Link{nav("/apple-imessage-flaw-read-messages/146789", "Apple iMessage Flaw Allows Remote Attackers to Read MessagesNext article")}, nil, "/apple-imessage-flaw-read-messages/146789", take},
		{"a previous post, labelled in two languages", ruleSequence, []page.Link{nav("/2016/bundesregierung-will-entschluesselungsbehoerde-schaffen", "Vorheriger Beitrag Previous post: Bundesregierung will Entschlüsselungsbehörde schaffen")}, nil, "/2016/bundesregierung-will-entschluesselungsbehoerde-schaffen", take},
		{"an Indonesian next article", ruleSequence, []page.Link{nav("/berita/harga-emas", "Artikel Selanjutnya Harga emas naik lagi")}, nil, "/berita/harga-emas", take},
		{"a French previous article labelled alone in the post's navigation", ruleSequence, []page.Link{nav("/2017/12/01/peertube-les-reponses-a-vos-questions-techniques/", "Article précédent")}, nil, "/2017/12/01/peertube-les-reponses-a-vos-questions-techniques/", take},
		{"a next story labelled alone, with its arrow", ruleSequence, []page.Link{nav("/GoPro_Announces_Plans_For_IPO/s-0053478.html", "Next Story →")}, nil, "/GoPro_Announces_Plans_For_IPO/s-0053478.html", take},
		{"a German next article labelled alone", ruleSequence, []page.Link{nav("/news/news_lang.php?ArtNr=335851", "nächster Artikel")}, nil, "/news/news_lang.php?ArtNr=335851", take},
		{"a next page is not a next article", ruleSequence, []page.Link{nav("/news/2024/05/04/council-approves-the-new-budget", "Next")}, nil, "/news/2024/05/04/council-approves-the-new-budget", undecided},
		{"a short item without a label", ruleSequence, []page.Link{nav("/apple-imessage-flaw-read-messages/146789", "Apple iMessage flaw")}, nil, "/apple-imessage-flaw-read-messages/146789", undecided},

		// A known shape needs the page's own evidence.
		{"known shape with a headline in the content", ruleKnownShape, []page.Link{l("/world/98240", "Floods close the northern railway line")}, &Shape{Patterns: []Pattern{{Shape: "/W/N", Seen: 12}}}, "/world/98240", take},
		{"known shape in a menu with a label", ruleKnownShape, []page.Link{nav("/world/98240", "Weather")}, &Shape{Patterns: []Pattern{{Shape: "/W/N", Seen: 12}}}, "/world/98240", undecided},
		{"known shape in the content behind a Read more", ruleKnownShape, []page.Link{l("/world/98240", "Read more")}, &Shape{Patterns: []Pattern{{Shape: "/W/N", Seen: 12}}}, "/world/98240", take},
		{"known shape in the content behind a picture", ruleKnownShape, []page.Link{l("/world/98240", "")}, &Shape{Patterns: []Pattern{{Shape: "/W/N", Seen: 12}}}, "/world/98240", take},
		{"known shape in the content with another label", ruleKnownShape, []page.Link{l("/world/98240", "Weather")}, &Shape{Patterns: []Pattern{{Shape: "/W/N", Seen: 12}}}, "/world/98240", undecided},

		// An address named after its label, in a row of such links.
		{"a row of clubs, each an ID and its name", ruleNamedByItsLabel, []page.Link{
			l("/club/118-bayern.html", "Бавария"), l("/club/126-borussia-dortmund.html", "Боруссия Дортмунд"),
			l("/club/133-mainz.html", "Майнц"), l("/club/612-freiburg.html", "Фрайбург"),
			l("/countrieselse/396483-vybory-v-parlament-proshli-bez-narushenijj.html", "Выборы в парламент прошли без нарушений"),
		}, nil, "/club/126-borussia-dortmund.html", drop},
		{"a row of players under a sport", ruleNamedByItsLabel, []page.Link{
			l("/cricket/players/857-rohit-sharma-playerprofile", "Rohit Sharma"), l("/cricket/players/967-virat-kohli-playerprofile", "Virat Kohli"),
			l("/cricket/players/108578-shubman-gill-playerprofile", "Shubman Gill"), l("/cricket/players/855-ravindra-jadeja-playerprofile", "Ravindra Jadeja"),
			l("/cricket/india-beat-sri-lanka-by-302-runs-in-mumbai-4534886", "India beat Sri Lanka by 302 runs in Mumbai"),
		}, nil, "/cricket/players/967-virat-kohli-playerprofile", drop},
		{"a strip of stories labelled by their topics, each a slug and an ID after a word", ruleNamedByItsLabel, []page.Link{
			l("/india-news/pm-modi-to-interact-with-sarpanches-day-after-hailing-panchayati-raj-system/story-2w3cQAz9Ka5qzaPlmYUeEL.html", "PM Modi"),
			l("/cricket/sachin-tendulkar-birthday-beyond-runs-tons-3-unique-records-held-by-the-indian-legend/story-FXdpTsmImIRyh9xWGY2cQK.html", "Sachin Tendulkar"),
			l("/bollywood/sunny-leone-on-life-with-3-kids-in-lockdown-chores-are-divided/story-eqwkKHJhuIzex0MK8tEd2H.html", "Sunny Leone"),
			l("/tech/google-explains-how-you-can-avoid-covid-19-related-security-risks/story-ScqCqwmxxabHUfVyOudyUN.html", "Google"),
		}, nil, "/cricket/sachin-tendulkar-birthday-beyond-runs-tons-3-unique-records-held-by-the-indian-legend/story-FXdpTsmImIRyh9xWGY2cQK.html", undecided},
		{"a row of people's tags with IDs", ruleNamedByItsLabel, []page.Link{
			l("/angela-merkel-6030156146201217c", "Angela Merkel"), l("/kim-dzong-un-6173472494765697c", "Kim Dzong Un"),
			l("/jerzy-owsiak-6031908291826305c", "Jerzy Owsiak"), l("/jan-spiewak-6030926856393857c", "Jan Śpiewak"),
			l("/sejm/posel-zlozyl-wniosek-o-odwolanie-ministra-6948392749283a", "Poseł złożył wniosek o odwołanie ministra"),
		}, nil, "/jerzy-owsiak-6031908291826305c", drop},
		{"a row of company quotes", ruleNamedByItsLabel, []page.Link{
			l("/infosys-ltd/stocks/companyid-10960.cms", "Infosys Ltd"), l("/godrej-properties-ltd/stocks/companyid-5733.cms", "Godrej Properties Ltd"),
			l("/wipro-ltd/stocks/companyid-12799.cms", "Wipro Ltd"), l("/titan-company-ltd/stocks/companyid-12903.cms", "Titan Company Ltd"),
		}, nil, "/wipro-ltd/stocks/companyid-12799.cms", drop},
		{"a story with a short headline among headlines", ruleNamedByItsLabel, []page.Link{
			l("/tr/artikel/Viel-Kraft-viel-krank-4446551.html", "Exoskelette: Viel Kraft, viel krank?"),
			l("/tr/artikel/Der-FCKW-Krimi-4447431.html", "Der FCKW-Krimi"),
			l("/tr/artikel/Flow-on-demand-4446554.html", "Arbeitswelt: Flow on demand"),
		}, nil, "/tr/artikel/Der-FCKW-Krimi-4447431.html", undecided},
		{"reviews named by band and album, in a folder of headlines", ruleNamedByItsLabel, []page.Link{
			l("/reviews/6811/evoken-atra-mors", "Evoken Atra Mors"), l("/reviews/6807/blacklodge-machination", "Blacklodge Machination"),
			l("/reviews/6832/prototype-catalyst", "Prototype Catalyst"), l("/reviews/6822/hypnosia-horror-infernal", "Hypnosia Horror Infernal"),
			l("/reviews/6830/hunters-ground-no-god-but-the-wild", "Hunter's Ground - No God But the Wild"),
			l("/reviews/6800/morgoth-cursed-to-live", "Morgoth - Cursed to Live"),
			l("/reviews/6774/master-the-new-elite", "Master - The New Elite"),
			l("/reviews/6795/midnight-complete-and-total-hell", "Midnight Complete and Total Hell"),
			l("/reviews/6765/afgrund-the-age-of-dumb", "Afgrund The Age Of Dumb"),
		}, nil, "/reviews/6807/blacklodge-machination", undecided},
		{"a menu of trending topics leading to stories", ruleNamedByItsLabel, []page.Link{
			l("/india-news/coronavirus-in-india-live-updates-news-in-hindi-covid19-15th-april", "Coronavirus in India"),
			l("/business/bazaar/share-market-live-updates-today-in-hindi-sensex-and-nifty-surge", "Sensex Today"),
			l("/india-news/who-is-vinay-dubey-who-misled-the-laborers-at-bandra-station-in-mumbai", "Vinay Dubey"),
		}, nil, "/business/bazaar/share-market-live-updates-today-in-hindi-sensex-and-nifty-surge", undecided},
		{"a ranking of a day's columns, each dated with an ID", ruleNamedByItsLabel, []page.Link{
			l("/zl/bank/2019-09-09/zl-iicezueu4597674.shtml", "MLF操作利率下调可期待"), l("/zl/international/2019-09-09/zl-iicezzrq4633424.shtml", "美国货币政策之谜"),
			l("/zl/stock/2019-09-09/zl-iicezzrq4617153.shtml", "下半年牛市有何不同？"), l("/zl/bank/2019-09-09/zl-iicezueu4575637.shtml", "谁的数字货币？"),
		}, nil, "/zl/bank/2019-09-09/zl-iicezueu4575637.shtml", undecided},
		{"a row of a newsletter's days named by their dates alone", ruleNamedByItsLabel, []page.Link{
			l("/reveil/2023-11-02", "Réveil"), l("/reveil/2023-11-01", "Réveil"),
			l("/reveil/2023-10-31", "Réveil"), l("/reveil/2023-10-30", "Réveil"),
		}, nil, "/reveil/2023-11-01", drop},
		{"a menu of desks whose addresses are IDs alone", ruleNamedByItsLabel, []page.Link{
			l("/id/15839285", "HOME"), l("/id/15837362", "CNBC NEWS"), l("/id/15839121", "MARKETS"),
			l("/id/15839135", "EARNINGS"), l("/id/15839069", "INVESTING"),
			l("/id/44648425", "Week Ahead: Traders Expect a Volatile Final Week of the Quarter"),
		}, nil, "/id/15839121", drop},
		{"a blog's posts whose addresses are hashes, labelled with their days", ruleNamedByItsLabel, []page.Link{
			l("/jgccg115/e/15a1c2cbe00ddd2989e2a005e9f2a1d0", "チビ初の金剛山へ （6/27）"),
			l("/jgccg115/e/257f270e26a153a553607756f189109f", "寺山フライトパーク （6/26）"),
			l("/jgccg115/e/789ee9c6bbf2602ea1102fda04f22987", "大和葛城山 （6/25）"),
			l("/jgccg115/e/d1b8536b78d946d9a95324942a04941c", "熊渡から八経ヶ岳へ ( 1/11)"),
		}, nil, "/jgccg115/e/789ee9c6bbf2602ea1102fda04f22987", undecided},
		{"a story labelled by a name among headlines, its address an ID", ruleNamedByItsLabel, []page.Link{
			l("/id/44648425", "Week Ahead: Traders Expect a Volatile Final Week of the Quarter"),
			l("/id/44503870", "Global Village"),
			l("/id/44647369", "Silver Prices Slammed — Here's Why"),
			l("/id/44640787", "HP's CEO Decision Conundrum and the Board"),
		}, nil, "/id/44503870", undecided},
		{"short headlines to IDs filed under a word that says article", ruleNamedByItsLabel, []page.Link{
			l("/article/436613", "动物想要什么？"), l("/article/362", "一看就很爽的新式插座"),
			l("/article/88954", "把平面照片变成立体雕像"), l("/article/5462", "小星系，大黑洞"),
		}, nil, "/article/362", undecided},
		{"a most-read list of stories whose addresses are a word and an ID", ruleNamedByItsLabel, []page.Link{
			l("/story/4199.htm", "用DNA取代硬盘"), l("/story/4195.htm", "肠道细菌预防糖尿病"),
			l("/story/4192.htm", "每个浏览器都是一家银行"), l("/story/4190.htm", "解救黑暗中的十亿人"),
		}, nil, "/story/4192.htm", undecided},
		{"two names are no row", ruleNamedByItsLabel, []page.Link{
			l("/club/118-bayern.html", "Бавария"), l("/club/126-borussia-dortmund.html", "Боруссия Дортмунд"),
		}, nil, "/club/118-bayern.html", undecided},

		// An address without a digit among numbered articles.
		{"a policy page beside dated stories", ruleUnnumberedAmongNumbered, []page.Link{
			l("/2020/10/29/mnangagwa-fires-health-minister", "Mnangagwa fires health minister"),
			l("/2020/10/29/teachers-strike-enters-second-week", "Teachers strike enters second week"),
			l("/2020/10/28/floods-hit-the-eastern-highlands", "Floods hit the eastern highlands"),
			l("/2020/10/28/council-water-rationing-begins", "Council water rationing begins"),
			l("/2020/10/27/new-currency-notes-arrive-in-banks", "New currency notes arrive in banks"),
			l("/fact-checking-policy", "Our fact checking policy and how we correct errors"),
		}, nil, "/fact-checking-policy", drop},
		{"a programme's page beside numbered stories", ruleUnnumberedAmongNumbered, []page.Link{
			l("/nacional/el-gobierno-anuncia-un-nuevo-plan-4534886", "El gobierno anuncia un nuevo plan de vivienda"),
			l("/nacional/la-lluvia-deja-cortes-de-luz-en-la-capital-4534887", "La lluvia deja cortes de luz en la capital"),
			l("/mundo/elecciones-en-brasil-segunda-vuelta-4534890", "Elecciones en Brasil: segunda vuelta"),
			l("/deportes/la-seleccion-gana-en-casa-4534891", "La selección gana en casa"),
			l("/economia/sube-el-precio-del-cobre-4534895", "Sube el precio del cobre otra vez"),
			l("/economia/la-inflacion-baja-en-octubre-4534896", "La inflación baja en octubre"),
			l("/nacional/nuevo-hospital-en-el-norte-4534897", "Un nuevo hospital en el norte del país"),
			l("/mundo/cumbre-del-clima-sin-acuerdo-4534898", "La cumbre del clima termina sin acuerdo"),
			l("/deportes/el-clasico-se-juega-el-domingo-4534899", "El clásico se juega el domingo"),
			l("/programas/el-pais-que-queremos", "El país que queremos, el programa de los domingos"),
		}, nil, "/programas/el-pais-que-queremos", drop},
		{"a short number is a number", ruleUnnumberedAmongNumbered, []page.Link{
			l("/2023/11/02/le-budget-adopte-en-commission", "Le budget adopté en commission"),
			l("/2023/11/02/greve-dans-les-transports", "Grève dans les transports publics"),
			l("/2023/11/01/la-pluie-revient-au-nord", "La pluie revient au nord du pays"),
			l("/2023/11/01/un-nouveau-stade-a-sfax", "Un nouveau stade à Sfax"),
			l("/2023/10/31/les-prix-du-pain-fixes", "Les prix du pain fixés par décret"),
			l("/8526/la-loi-rien-que-la-loi", "La loi, rien que la loi"),
		}, nil, "/8526/la-loi-rien-que-la-loi", undecided},
		{"a blog of slugs is not asked", ruleUnnumberedAmongNumbered, []page.Link{
			l("/spring-cleaning-the-garden-shed", "Spring cleaning the garden shed"),
			l("/a-week-in-the-mountains", "A week in the mountains with the children"),
			l("/2016/03/why-i-write-every-morning", "Why I write every morning"),
			l("/my-favourite-walks-of-the-year", "My favourite walks of the year"),
		}, nil, "/my-favourite-walks-of-the-year", undecided},
		{"four numbered stories are too few to say", ruleUnnumberedAmongNumbered, []page.Link{
			l("/2020/10/29/mnangagwa-fires-health-minister", "Mnangagwa fires health minister"),
			l("/2020/10/29/teachers-strike-enters-second-week", "Teachers strike enters second week"),
			l("/2020/10/28/floods-hit-the-eastern-highlands", "Floods hit the eastern highlands"),
			l("/2020/10/28/council-water-rationing-begins", "Council water rationing begins"),
			l("/fact-checking-policy", "Our fact checking policy and how we correct errors"),
		}, nil, "/fact-checking-policy", undecided},

		// An article by its address.
		{"dated slug with a headline", ruleArticleAddress, []page.Link{l("/2024/05/04/council-approves-the-new-budget", "Council approves the new budget")}, nil, "/2024/05/04/council-approves-the-new-budget", take},
		{"long slug in a menu with a label", ruleArticleAddress, []page.Link{nav("/story/how-to-watch-the-election-tonight", "TV-App"), l("/story/a-story-of-the-page", "A story of the page")}, nil, "/story/how-to-watch-the-election-tonight", drop},
		{"a post's heading inside a header counts as content", ruleArticleAddress, []page.Link{heading("/blog/2016/03/spring-cleaning-the-garden-shed", "Spring cleaning the garden shed", true)}, nil, "/blog/2016/03/spring-cleaning-the-garden-shed", take},
		{"a story in a menu beside its siblings in the content", ruleArticleAddress, []page.Link{
			l("/sport/2024/05/04/united-win-the-cup-final", "United win the cup final"),
			l("/sport/2024/05/04/rain-stops-play-at-lords", "Rain stops play at Lord's"),
			nav("/sport/2024/05/03/the-marathon-breaks-a-record", "The marathon breaks a record"),
		}, nil, "/sport/2024/05/03/the-marathon-breaks-a-record", take},
		{"a portal's menu of pages, two of them in the content", ruleArticleAddress, []page.Link{
			nav("/politik/politikthemen/inneres-bau-und-verkehr", "Inneres, Bau und Verkehr"),
			nav("/politik/politikthemen/wirtschaft-medien-energie-technologie", "Wirtschaft, Medien, Energie und Technologie"),
			nav("/politik/politikthemen/arbeit-soziales-familie-integration", "Arbeit, Soziales, Familie und Integration"),
			nav("/politik/initiativen/dialog-unter-der-kuppel", "Dialog unter der Kuppel des Landtags"),
			l("/staatsregierung/staatskanzlei/funktion-aufgaben-und-organisation", "Funktion, Aufgaben und Organisation"),
			l("/staatsregierung/kabinett/staatsministerin-fuer-europaangelegenheiten", "Staatsministerin für Europaangelegenheiten"),
		}, nil, "/politik/politikthemen/inneres-bau-und-verkehr", drop},
		{"a campaign site's menu, two of its pages in the content", ruleArticleAddress, []page.Link{
			nav("/international/en/campaigns/oceans/our-oceans-and-seas", "Our oceans and seas"),
			nav("/international/en/campaigns/oceans/which-fish-can-I-eat", "Which fish can I eat?"),
			nav("/international/en/campaigns/detox/what-you-can-do", "What you can do for clean water"),
			l("/international/en/campaigns/forests/protect-the-last-ancient-forests", "Protect the last ancient forests"),
			l("/international/en/campaigns/climate/end-the-age-of-coal-now", "End the age of coal now"),
		}, nil, "/international/en/campaigns/oceans/which-fish-can-I-eat", drop},
		{"a lone story in the content under a short label", ruleArticleAddress, []page.Link{l("/industry/media/sony-comes-to-zees-rescue-signs-term-sheet-for-merger/articleshow/86415933.cms", "Zee Sony Merger")}, nil, "/industry/media/sony-comes-to-zees-rescue-signs-term-sheet-for-merger/articleshow/86415933.cms", take},
		{"a lone story in the content under a place", ruleArticleAddress, []page.Link{l("/news/202003171044891982-الحكومة-المصرية-تتخذ-قرارات-للتعامل-مع-التداعيات-الاقتصادية", "القاهرة")}, nil, "/news/202003171044891982-الحكومة-المصرية-تتخذ-قرارات-للتعامل-مع-التداعيات-الاقتصادية", take},
		{"a lone company page in the content under its name", ruleArticleAddress, []page.Link{l("/indian-railway-catering-tourism-corporation-ltd/stocks/companyid-16705.cms", "IRCTC share price")}, nil, "/indian-railway-catering-tourism-corporation-ltd/stocks/companyid-16705.cms", drop},
		{"a short heading in a menu beside its siblings in the content", ruleArticleAddress, []page.Link{
			heading("/veshtrime/233142/pandemia-e-mosleximit", "Pandemia e mosleximit", true),
			l("/lajme/233150/qeveria-miraton-masat-e-reja-per-pandemine", "Qeveria miraton masat e reja për pandeminë"),
			l("/lajme/233149/shkollat-rihapen-te-hënen-me-rregulla-te-reja", "Shkollat rihapen të hënën me rregulla të reja"),
		}, nil, "/veshtrime/233142/pandemia-e-mosleximit", take},
		{"a Read more in a menu beside its siblings in the content", ruleArticleAddress, []page.Link{
			nav("/2015/11/19/adotta-il-sorriso-di-flavio-e-francesco", "Leggi tutto..."),
			l("/2015/11/20/la-lazio-vince-il-derby-della-capitale", "La Lazio vince il derby della capitale"),
			l("/2015/11/21/pioli-conferma-la-formazione-di-domenica", "Pioli conferma la formazione di domenica"),
		}, nil, "/2015/11/19/adotta-il-sorriso-di-flavio-e-francesco", take},
		{"a menu's label beside stories of its shape in the content", ruleArticleAddress, []page.Link{
			nav("/2015/11/19/weather", "Weather"),
			l("/2015/11/20/la-lazio-vince-il-derby-della-capitale", "La Lazio vince il derby della capitale"),
			l("/2015/11/21/pioli-conferma-la-formazione-di-domenica", "Pioli conferma la formazione di domenica"),
		}, nil, "/2015/11/19/weather", drop},
		{"a lone headline in a menu is the menu's", ruleArticleAddress, []page.Link{nav("/2024/05/04/storm-closes-the-port-of-cork", "Storm closes the port of Cork for a day")}, nil, "/2024/05/04/storm-closes-the-port-of-cork", drop},
		{"a list of five stories in the page's header is content", ruleArticleAddress, []page.Link{
			nav("/2024/05/04/storm-closes-the-port-of-cork", "Storm closes the port of Cork for a day"),
			nav("/2024/05/04/council-approves-the-new-budget", "Council approves the new budget"),
			nav("/2024/05/03/ferry-strike-ends-after-talks", "Ferry strike ends after two days of talks"),
			nav("/2024/05/03/new-school-opens-in-the-north", "A new school opens in the north"),
			nav("/2024/05/02/museum-returns-stolen-paintings", "Museum returns three stolen paintings"),
		}, nil, "/2024/05/04/storm-closes-the-port-of-cork", take},

		// Short IDs beside articles named so.

		// Live blogs linked from the content.
		{"a live blog behind a kicker", ruleLiveBlog, []page.Link{l("/sensex-nifty-live-today-2021-08-26/liveblog/85644690.cms", "Sensex today")}, nil, "/sensex-nifty-live-today-2021-08-26/liveblog/85644690.cms", take},
		{"a live blog behind a banner's picture", ruleLiveBlog, []page.Link{l("/liveblogs/news/coronavirus-outbreak-updates", "Coronavirus banner")}, nil, "/liveblogs/news/coronavirus-outbreak-updates", take},
		{"a live blog named by its slug", ruleLiveBlog, []page.Link{l("/newsticker/liveblog-coronavirus-mittwoch-121.html", "Liveblog: ++ Bolsonaro blockiert Hilfspaket ++")}, nil, "/newsticker/liveblog-coronavirus-mittwoch-121.html", take},
		{"a live blog only in a menu", ruleLiveBlog, []page.Link{nav("/india/coronavirus-live-updates/liveblog/79587688.cms", "Coronavirus in India")}, nil, "/india/coronavirus-live-updates/liveblog/79587688.cms", undecided},
		{"a live stream is no live blog", ruleLiveBlog, []page.Link{l("/live/11065007", "Watch Now")}, nil, "/live/11065007", undecided},
		{"a story about live music", ruleLiveBlog, []page.Link{l("/2024/05/04/live-music-returns-to-the-harbour", "Live music returns to the harbour")}, nil, "/2024/05/04/live-music-returns-to-the-harbour", undecided},

		// Items among articles of their shape.
		{"short slug among a blog's posts", ruleItemAmongArticles, []page.Link{l("/blog/disfraces-de-carnaval-para-ninos", "Disfraces de carnaval para niños"), l("/blog/fiesta-verano", "La fiesta de verano del colegio")}, nil, "/blog/fiesta-verano", take},
		{"short slug among posts, heading text", ruleItemAmongArticles, []page.Link{l("/noticias/el-alcalde-inaugura-la-biblioteca", "El alcalde inaugura la biblioteca"), heading("/noticias/gran-carnaval", "Gran carnaval", false)}, nil, "/noticias/gran-carnaval", take},
		{"a shop's link among one-word slugs", ruleItemAmongArticles, []page.Link{l("/adotta-il-sorriso-di-flavio-e-francesco", "Adotta il sorriso"), l("/Lazialita-Store", "Store")}, nil, "/Lazialita-Store", undecided},
		{"short slugs outnumber the articles", ruleItemAmongArticles, []page.Link{l("/blog/a-long-post-about-many-things", "A long post about many things"), l("/blog/fiesta-verano", "La fiesta de verano del colegio"), l("/blog/verano-feliz", "Un verano feliz en la playa"), l("/blog/otro-tema", "Otro tema del blog para leer")}, nil, "/blog/fiesta-verano", undecided},

		// Items in a group of headlines.
		{"numbered items with headlines", ruleItemGroup, []page.Link{l("/world/98240", "Floods close the northern railway line"), l("/world/98241", "Talks on the budget resume today"), l("/world/98242", "A new bridge opens across the river")}, nil, "/world/98241", take},
		{"two items are no group", ruleItemGroup, []page.Link{l("/world/98240", "Floods close the northern railway line"), l("/world/98241", "Talks on the budget resume today")}, nil, "/world/98241", undecided},
		{"a group of labels", ruleItemGroup, []page.Link{l("/teams/12345", "Arsenal"), l("/teams/12346", "Chelsea"), l("/teams/12347", "Everton")}, nil, "/teams/12345", undecided},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := verdictOn(t, pageURL, tt.rule, tt.links, tt.known, tt.about); got != tt.want {
				t.Errorf("verdict on %s = %d, want %d", tt.about, got, tt.want)
			}
		})
	}
}

// verdictOn asks rule about the link to about (a path, with its query, on pageURL's host) on a page
// of links (known: a shape learnt from earlier reads, or nil), and fails the test when the page
// makes no candidate of that link, so that no rule is asked about it.
func verdictOn(t *testing.T, pageURL string, rule func(*pageLinks, *linkCandidate) verdict, links []page.Link, known *Shape, about string) verdict {
	t.Helper()
	base, err := url.Parse(pageURL)
	if err != nil {
		t.Fatal(err)
	}
	want := page.CanonicalURL(base.Scheme + "://" + base.Host + about)
	p := collectCandidates(base, links, known)
	for _, c := range p.cands {
		if c.article.URL == want {
			return rule(p, c)
		}
	}
	t.Fatalf("%s is no candidate of the page: no rule is asked about it", about)
	return undecided
}

// TestLabelNamesAddress checks when an address is named after its label rather than after a story,
// on link shapes of several sites.
func TestLabelNamesAddress(t *testing.T) {
	tests := []struct {
		label, path string
		want        bool
	}{
		{"Боруссия Дортмунд", "/club/126-borussia-dortmund.html", true},
		{"Rohit Sharma", "/cricket/players/857-rohit-sharma-playerprofile", true},
		{"PiS - Prawo i Sprawiedliwość", "/pis-prawo-i-sprawiedliwosc-6032701425284225c", true},
		{"Суспільство", "/suspilstvo_tag52456/", true},
		{"Infosys share price", "/infosys-ltd/stocks/companyid-10960.cms", true},
		{"Coronavirus in India", "/india-news/coronavirus-in-india-live-updates-news-in-hindi-covid19-15th-april", false},
		{"Sneakers", "/2015/05/sneakers", false},                                                 // dated: a story
		{"Kurz gemeldet", "/news/20880", false},                                                  // an ID and no word
		{"東京", "/article/20231016-OYTET50005", false},                                            // a date in the ID
		{"Коронавирусът по света...", "/america/koronavirusyt-po-sveta-news_1509692.html", true}, // alone it is a name; a row decides
		// An ID after a word that says article names no page: the slug before it does.
		{"PM Modi", "/india-news/pm-modi-to-interact-with-sarpanches-day-after-hailing-panchayati-raj-system-in-covid-19-fight/story-2w3cQAz9Ka5qzaPlmYUeEL.html", false},
		{"Brexit", "/world/brexit-talks-stall-as-deadline-nears-for-a-deal/article-2906105", false},
		{"Fiesta", "/blog/fiesta/post-1937", true},
		{"Bundesliga", "/sport/bundesliga/story_512", true},
	}
	for _, tt := range tests {
		if got := labelNamesAddress(tt.label, tt.path); got != tt.want {
			t.Errorf("labelNamesAddress(%q, %q) = %v, want %v", tt.label, tt.path, got, tt.want)
		}
	}
}

// TestStoryBehindLabel checks when an address spells a headline its label only names, on link
// shapes of several sites.
func TestStoryBehindLabel(t *testing.T) {
	tests := []struct {
		label, path string
		want        bool
	}{
		{"Zee Sony Merger", "/industry/media/entertainment/sony-comes-to-zees-rescue-signs-term-sheet-for-merger-punit-goenka-to-remain-md-and-ceo-of-merged-entity/articleshow/86415933.cms", true},
		{"Modi Live news", "/news/newsblogs/latest-daily-news-and-live-updates-september-22/liveblog/86414738.cms", true},
		{"bank card skimming", "/travel/news/77272469/credit-card-skimming-scams-overseas-five-tips-to-avoid-getting-caught-out", true},
		{"القاهرة", "/news/202003171044891982-الحكومة-المصرية-تتخذ-قرارات-للتعامل-مع-التداعيات-الاقتصادية-لفيروس-كورونا/", true},
		{"antisemitismo", "/rubriche/le-lettere/2023/11/02/news/posta_e_risposta_del_2_novembre_2023-419353759/", true},
		{"Swara Bhasker", "/entertainment/hindi/bollywood/news/swara-bhasker-kubbra-sait-and-others-support-diljit-dosanjh/articleshow/79548172.cms", true},
		{"Rohit Sharma", "/cricket/players/857-rohit-sharma-playerprofile", false},                                  // a player: no more than the name
		{"IRCTC share price", "/indian-railway-catering-tourism-corporation-ltd/stocks/companyid-16705.cms", false}, // a company's long name
		{"Angela Merkel", "/angela-merkel-6030156146201217c", false},
		{"Council approves the new budget", "/2024/05/04/council-approves-the-new-budget-for-the-year", false}, // the label is the headline
		{"東京", "/article/20231016-OYTET50005", false},
		{"Watch Now", "/live/11065007", false},
		{"Data", "/markets/kabu/2026-11-29-closing-prices-table/", false},                                           // a date's numbers spell no headline
		{"Tabu", "/2013/06/25/tabu-roman-von-ferdinand-von-schirach-verbrechen-roman/tabu/", false},                 // a picture's page under its post
		{"Top gainers", "/marketstats/pid-0,pageno-1,sortby-percentchange,sortorder-desc,sort-intraday.cms", false}, // a list's parameters
		{"Sachin Tendulkar", "/cricket/sachin-tendulkar-birthday-beyond-runs-tons-3-unique-records-held-by-the-indian-legend/story-FXdpTsmImIRyh9xWGY2cQK.html", true},
		{"Brexit", "/world/brexit-talks-stall-as-deadline-nears-for-a-deal/article-2906105", true},
		{"Bundesliga", "/sport/bundesliga/story_512", false}, // the folder's name spells no headline
	}
	for _, tt := range tests {
		if got := storyBehindLabel(tt.label, lastSlugWords(tt.path)); got != tt.want {
			t.Errorf("storyBehindLabel(%q, %q) = %v, want %v", tt.label, tt.path, got, tt.want)
		}
	}
}

func TestSponsoredLabel(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"PR: Neue Konten im Vergleich", true},
		{"[PR] 新しい保険のご案内", true},
		{"Sponsored: Five ways to travel", true},
		{"Anzeige Das beste Girokonto", true},
		{"Inserat Legat golden", true},
		{"Inseratekampagne der Regierung kostet Millionen", false},
		{"Publicidad | Viajes de verano", true},
		{"विज्ञापन नई कार", true},
		{"Iklan Promo akhir tahun", true},
		{"Partnered Material 13:49 July 4, 2025 Steel Front converts armored vehicles", true},
		{"In partnership with Acme: the future of farming", true},
		{"Contenuto sponsorizzato Le vacanze in Puglia", true},
		{"광고 새 보험 안내", true},
		{"推广 新款手机发布", true},
		{"推广新能源汽车的三个办法", false},
		{"スポンサード枠 ３６０度の世界は、もっと自由になっていく", true},
		{"PR 美人睡眠プロが教える「最高の寝室の作りかた」", true},
		{"プレゼント PR 「文藝春秋」4月号 住宅特集", true},
		{"PR firm hires a new chief after the merger", false},
		{"ＰＲ会社の社長が辞任", false},
		{"Partners in crime return to court", false},
		{"PRESS freedom day marked in the capital", false},
		{"Printing press returns to the museum", false},
		{"Advertising market shrinks", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := sponsoredLabel(tt.text); got != tt.want {
			t.Errorf("sponsoredLabel(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestSponsoredBox checks the headings of boxes that label what they hold as paid for: a label in
// a few words, not a headline that speaks of advertising.
func TestSponsoredBox(t *testing.T) {
	tests := []struct {
		heading string
		want    bool
	}{
		{"PR", true},
		{"Sponsored Stories", true},
		{"Sponsored Content", true},
		{"Publicidad", true},
		{"Anzeige", true},
		{"スポンサード枠", true},
		{"Advertisement", true},
		{"Sponsored posts spark an advertising row", false}, // a headline
		{"Press releases", false},
		{"Most read", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := sponsoredBox(tt.heading); got != tt.want {
			t.Errorf("sponsoredBox(%q) = %v, want %v", tt.heading, got, tt.want)
		}
	}
}

// takenPaths reads html as the page https://www.example.test/ and gives the paths of the links the
// section reader takes, in the page's order.
func takenPaths(t *testing.T, html string) []string {
	t.Helper()
	const pageURL = "https://www.example.test/"
	p, err := page.Parse(strings.NewReader(html), pageURL, "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range Links(pageURL, p.Links, nil, time.Now()) {
		got = append(got, strings.TrimPrefix(a.URL, "https://www.example.test"))
	}
	return got
}

// TestSponsoredBoxLinks checks that the stories of a box headed as paid for are not taken, and
// that its siblings' are.
func TestSponsoredBoxLinks(t *testing.T) {
	html := `<html><body><main>
<section><h2>Politics</h2>
<p><a href="/politics/news/180316/pol1803160001-n1.html">Cabinet approves the new budget plan</a></p>
<p><a href="/politics/news/180316/pol1803160002-n1.html">Opposition calls for an early election</a></p>
<p><a href="/politics/news/180316/pol1803160003-n1.html">Governors meet to discuss the new tax</a></p>
</section>
<section><h1 class="speech">PR</h1>
<p><span>Notice</span><a href="/life/news/180306/lif1803060002-n1.html">Watch the go final from the front row</a></p>
<p><span>Notice</span><a href="/etc/news/180201/etc1802010001-n1.html">Our e-paper now for 200 yen a month</a></p>
</section>
<aside><h1>Sponsored Stories</h1><div>
<p><a href="/life/news/180309/lif1803090002-n1.html">A camera that sees all around you</a></p></div>
</aside>
</main></body></html>`
	got := takenPaths(t, html)
	want := []string{
		"/politics/news/180316/pol1803160001-n1.html",
		"/politics/news/180316/pol1803160002-n1.html",
		"/politics/news/180316/pol1803160003-n1.html",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestListBoxLinks checks that the entries of a box headed as a list of series are not taken when
// their addresses name no article by themselves, and that an installment with a number is weighed
// as any other link.
func TestListBoxLinks(t *testing.T) {
	html := `<html><body><main>
<section><h2>Latest</h2>
<p><a href="/article/35136135.htm">Cloud spending rises for the third year running</a></p>
<p><a href="/article/35135777.htm">Chip makers warn of a long shortage ahead</a></p>
<p><a href="/article/35134000.htm">The quiet rise of the small single-board computer</a></p>
</section>
<div class="section"><h2>連載</h2><dl>
<dt><a href="/cio/">CIO</a></dt>
<dd><a href="/cio/sp_19_win10migration/">月刊 Windows 10移行の心・技・体</a></dd>
<dd><a href="/cio/sp_18it-analyst/">ITアナリストが知る日本企業の「ITの盲点」</a></dd>
<dd><a href="/security/sp_17futurecybersecurity/">サイバーセキュリティ未来考</a></dd>
<dd><a href="/article/35133771.htm">連載の最新回：クラウド移行の落とし穴とその避け方</a></dd>
</dl></div>
</main></body></html>`
	got := takenPaths(t, html)
	want := []string{"/article/35136135.htm", "/article/35135777.htm", "/article/35134000.htm", "/article/35133771.htm"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	for _, tt := range []struct {
		heading string
		want    bool
	}{{"連載", true}, {"THEMEN", true}, {"Topics", true}, {"Latest", false}, {"連載コラムの最新記事を読む", false}, {"", false}} {
		if got := listBox(tt.heading); got != tt.want {
			t.Errorf("listBox(%q) = %v, want %v", tt.heading, got, tt.want)
		}
	}
}

// TestQueryNumberedAmongNumbered checks that where a page's stories are numbered, a story numbered
// in its query counts as numbered, a list's short number in its query does not, and a click
// counter that sends the reader on to another site is no candidate.
func TestQueryNumberedAmongNumbered(t *testing.T) {
	html := `<html><body><main><ul>
<li><a href="/20180305000301">Chip makers warn of a long shortage ahead this year</a></li>
<li><a href="/20180305000302">Cloud spending rises for the third year running</a></li>
<li><a href="/20180305000303">The quiet rise of the small single-board computer</a></li>
<li><a href="/20180305000304">Carriers agree on a common network for the games</a></li>
<li><a href="/20180305000305">A new battery promises a week of charge for phones</a></li>
<li><a href="/20180305000306">Regulators look again at the rules for drones</a></li>
<li><a href="/20180305000307">A start-up raises money for its delivery robots</a></li>
<li><a href="/20180305000308">The city tests a network of sensors on its bridges</a></li>
<li><a href="/20180305000309">Game studios turn to cloud servers for their launches</a></li>
<li><a href="/20180305000310">Banks move their payments to a shared ledger</a></li>
<li><a href="/news/article.html?id=20180220000037">Display makers bet on folding screens for next year</a></li>
<li><a href="/news/opinion_list.html?id=1893">Columns by our editor on the industry</a></li>
<li><a href="/tools/redirect_log.html?url=http://post.example.com/viewer/postView.nhn?volumeNo=12182737">A partner's post about the new phones on the market</a></li>
</ul></main></body></html>`
	got := takenPaths(t, html)
	want := []string{"/20180305000301", "/20180305000302", "/20180305000303", "/20180305000304", "/20180305000305", "/20180305000306",
		"/20180305000307", "/20180305000308", "/20180305000309", "/20180305000310", "/news/article.html?id=20180220000037"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestArticleTitles checks that an article is titled by its headline: a heading's text before a
// kicker, a "Read more" or an image's alt text.
func TestArticleTitles(t *testing.T) {
	const pageURL = "https://www.example.test/news/"
	u := "https://www.example.test/2024/05/04/council-approves-the-new-budget"
	tests := []struct {
		name  string
		links []page.Link
		want  string
	}{
		{"heading after an image's alt", []page.Link{{URL: u, Text: "Photo of the town hall"}, {URL: u, Text: "Council approves the new budget", Heading: true}}, "Council approves the new budget"},
		{"heading after a kicker", []page.Link{{URL: u, Text: "Politics"}, {URL: u, Text: "Council approves the new budget", Heading: true}}, "Council approves the new budget"},
		{"read more skipped", []page.Link{{URL: u, Text: "Read more »"}, {URL: u, Text: "Council approves the new budget"}}, "Council approves the new budget"},
		{"a list's time of day is not the headline's", []page.Link{{URL: u, Text: "08:45 Council approves the new budget"}}, "Council approves the new budget"},
		{"a list's date and time are not the headline's (Chinese)", []page.Link{{URL: u, Text: "2019-08-06 11:53:24 无锡地铁3号线车辆“小蓝”曝光，给大家来个车头特写"}}, "无锡地铁3号线车辆“小蓝”曝光，给大家来个车头特写"},
		{"a list's dotted date and time are not the headline's", []page.Link{{URL: u, Text: "2024.05.04 09:30 Council approves the new budget"}}, "Council approves the new budget"},
		{"a headline that starts with a year keeps it", []page.Link{{URL: u, Text: "2024 budget: council approves spending plan"}}, "2024 budget: council approves spending plan"},
		{"a list's date after the headline is not the headline's", []page.Link{{URL: u, Text: "Council approves the new budget 7 April 2020"}}, "Council approves the new budget"},
		{"a clock alone stays", []page.Link{{URL: u, Text: "08:45"}}, "08:45"},
		{"a list's time in brackets is not the headline's", []page.Link{{URL: u, Text: "東京都心で桜が開花　平年より９日早く （19:10）"}}, "東京都心で桜が開花 平年より９日早く"},
		{"a list's date and edition in brackets are not the headline's", []page.Link{{URL: u, Text: "進む風化、乱れるマナー　伝承施設の入場激減（3月17日 夕刊）"}}, "進む風化、乱れるマナー 伝承施設の入場激減"},
		{"a byline before the headline is no title", []page.Link{{URL: u, Text: "Penulis: Khoiruddin Bashori P"}, {URL: u, Text: "Guru Kurang Piknik"}}, "Guru Kurang Piknik"},
		{"a byline with a column's title stays", []page.Link{{URL: u, Text: "Por: Phillip Butters / “Candidatitis”"}}, "Por: Phillip Butters / “Candidatitis”"},
		{"a headline's own brackets stay", []page.Link{{URL: u, Text: "Council approves the budget (again)"}}, "Council approves the budget (again)"},
		{"weiterlesen only: title from the slug", []page.Link{{URL: u, Text: "Weiterlesen"}}, "Council approves the new budget"},
		{"a post's time ago is no headline: title from the slug", []page.Link{{URL: u, Text: "an hour ago"}}, "Council approves the new budget"},
		{"a post's date is no headline: title from the slug", []page.Link{{URL: u, Text: "Wednesday, May 4, 2024"}}, "Council approves the new budget"},
		{"a next article's label is no headline: title from the slug", []page.Link{{URL: u, Text: "Article suivant »"}}, "Council approves the new budget"},
		{"a next article's label with the headline in its title attribute", []page.Link{{URL: u, Text: "nächster Artikel", Title: "Der Rat beschließt den neuen Haushalt"}}, "Der Rat beschließt den neuen Haushalt"},
		{"a date after a headline leaves the headline", []page.Link{{URL: u, Text: "an hour ago"}, {URL: u, Text: "Council approves the new budget", Heading: true}}, "Council approves the new budget"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Links(pageURL, tt.links, nil, time.Now())
			if len(got) != 1 || got[0].Title != tt.want {
				t.Errorf("got %+v, want one titled %q", got, tt.want)
			}
		})
	}
}

// TestArticleDates checks the date a headline gets from its page, in the page's zone, never later
// than now.
func TestArticleDates(t *testing.T) {
	now := time.Date(2024, 5, 4, 12, 0, 0, 0, time.UTC)
	berlin := time.FixedZone("", 2*3600)
	tests := []struct {
		name    string
		url     string
		time    string
		context string
		zone    *time.Location
		want    time.Time
	}{
		{"time element with a zone", "/story/a", "2024-05-04T08:30:00+02:00", "", time.UTC, time.Date(2024, 5, 4, 6, 30, 0, 0, time.UTC)},
		{"time element without a zone, read in the page's", "/story/a", "2024-05-03 21:15", "", berlin, time.Date(2024, 5, 3, 21, 15, 0, 0, berlin)},
		{"dated address", "/2024/05/03/council-approves-the-budget", "", "", berlin, time.Date(2024, 5, 3, 0, 0, 0, 0, berlin)},
		{"date at the head of a slug", "/culture/story/20240428-the-man-who-invented-a-colour", "", "", time.UTC, time.Date(2024, 4, 28, 0, 0, 0, 0, time.UTC)},
		{"hours ago", "/story/a", "", "Council approves budget 2 hours ago", time.UTC, now.Add(-2 * time.Hour)},
		{"vor Minuten", "/story/a", "", "Haushalt beschlossen vor 25 Minuten", time.UTC, now.Add(-25 * time.Minute)},
		{"hace horas", "/story/a", "", "Aprueban el presupuesto hace 3 horas", time.UTC, now.Add(-3 * time.Hour)},
		{"jam yang lalu", "/story/a", "", "Anggaran disetujui 2 jam yang lalu", time.UTC, now.Add(-2 * time.Hour)},
		{"घंटे पहले", "/story/a", "", "बजट पास 2 घंटे पहले", time.UTC, now.Add(-2 * time.Hour)},
		{"時間前", "/story/a", "", "予算案を可決 3時間前", time.UTC, now.Add(-3 * time.Hour)},
		{"German date", "/story/a", "", "Haushalt beschlossen 4. Mai 2024", berlin, time.Date(2024, 5, 4, 0, 0, 0, 0, berlin)},
		{"Japanese date and time", "/story/a", "", "予算案を可決 2024年5月3日 18:30", time.UTC, time.Date(2024, 5, 3, 18, 30, 0, 0, time.UTC)},
		{"Spanish date", "/story/a", "", "Publicado el 2 de mayo de 2024", time.UTC, time.Date(2024, 5, 2, 0, 0, 0, 0, time.UTC)},
		{"English date", "/story/a", "", "By Ann Lee · May 1, 2024", time.UTC, time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC)},
		{"Indonesian date", "/story/a", "", "Sabtu, 4 Mei 2024", time.UTC, time.Date(2024, 5, 4, 0, 0, 0, 0, time.UTC)},
		{"Hindi date", "/story/a", "", "प्रकाशित 3 मई 2024", time.UTC, time.Date(2024, 5, 3, 0, 0, 0, 0, time.UTC)},
		{"dotted date", "/story/a", "", "04.05.2024, 09:15 Uhr", time.UTC, time.Date(2024, 5, 4, 9, 15, 0, 0, time.UTC)},
		{"the time element wins over the address", "/2024/01/01/old-folder", "2024-05-04T10:00:00Z", "", time.UTC, time.Date(2024, 5, 4, 10, 0, 0, 0, time.UTC)},
		{"a date in the future is not believed", "/story/a", "2024-06-01T10:00:00Z", "", time.UTC, time.Time{}},
		{"a few minutes ahead is now", "/story/a", "2024-05-04T12:20:00Z", "", time.UTC, now},
		{"a date among a slug's words, day first", "/monde/guerre-les-images-du-pogrom-25-10-2023-2540714_24.php", "", "", time.UTC, time.Date(2023, 10, 25, 0, 0, 0, 0, time.UTC)},
		{"a date among a slug's words, ambiguous: day first", "/editos/retour-au-moyen-age-02-11-2023-2541629_32.php", "", "", time.UTC, time.Date(2023, 11, 2, 0, 0, 0, 0, time.UTC)},
		{"a date among a slug's words, month first when it must be", "/news/council-vote-11-25-2023-story", "", "", time.UTC, time.Date(2023, 11, 25, 0, 0, 0, 0, time.UTC)},
		{"a date among a slug's words, year first", "/berita/harga-emas-2024-05-02-naik", "", "", time.UTC, time.Date(2024, 5, 2, 0, 0, 0, 0, time.UTC)},
		{"eight digits among a slug's words", "/detail/1/2/3/224_3_r_20231102_1698927052331300", "", "", time.UTC, time.Date(2023, 11, 2, 0, 0, 0, 0, time.UTC)},
		{"eight digits that are no date", "/detail/224_3_r_12345678_1698927052331300", "", "", time.UTC, time.Time{}},
		{"numbers that are no date", "/news/top-10-films-of-the-year-2023", "", "", time.UTC, time.Time{}},
		{"a year and a month say too little", "/2024/05/council-approves-the-budget", "", "", time.UTC, time.Time{}},
		{"nothing said", "/story/a", "", "Council approves the budget", time.UTC, time.Time{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &linkCandidate{article: Article{URL: "https://www.example.test" + tt.url}, path: tt.url, time: tt.time, context: tt.context}
			if got := articleDate(c, tt.zone, now); !got.Equal(tt.want) {
				t.Errorf("articleDate = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestPageZone checks that a page's zone is the offset its own times are written in.
func TestPageZone(t *testing.T) {
	cands := []*linkCandidate{{time: "2024-05-04"}, {time: "2024-05-04T08:30:00+09:00"}}
	if _, off := time.Date(2024, 5, 4, 0, 0, 0, 0, pageZone(cands)).Zone(); off != 9*3600 {
		t.Errorf("offset = %d, want %d", off, 9*3600)
	}
	if got := pageZone(nil); got != time.UTC {
		t.Errorf("zone of a page without times = %v, want UTC", got)
	}
	if strings.Contains(pageZone(nil).String(), "Local") {
		t.Error("the machine's zone is never a page's")
	}
}

// TestSectionPageDates reads a section page end to end, from its HTML, and checks the dates its
// headlines get: from a <time> in the teaser, from the address, from words in the list entry, and
// none (first seen) when the page says nothing.
func TestSectionPageDates(t *testing.T) {
	const html = `<html lang="de"><body><main>
<article><h2><a href="/politik/haushalt-im-rat-beschlossen-a-1001">Haushalt im Rat beschlossen</a></h2>
  <time datetime="2024-05-04T09:30:00+02:00">9:30</time></article>
<article><h2><a href="/2024/05/03/neue-bruecke-ueber-den-fluss-eroeffnet">Neue Brücke über den Fluss eröffnet</a></h2></article>
<ul><li><a href="/sport/heimsieg-im-letzten-spiel-der-saison-a-1002">Heimsieg im letzten Spiel der Saison</a> <span>vor 2 Stunden</span></li>
<li><a href="/kultur/das-museum-zeigt-alte-karten-der-stadt-a-1003">Das Museum zeigt alte Karten der Stadt</a></li></ul>
</main></body></html>`
	const pageURL = "https://www.example.test/"
	p, err := page.Parse(strings.NewReader(html), pageURL, "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2024, 5, 4, 12, 0, 0, 0, time.UTC)
	berlin := time.FixedZone("", 2*3600)
	want := map[string]time.Time{
		"https://www.example.test/politik/haushalt-im-rat-beschlossen-a-1001":           time.Date(2024, 5, 4, 9, 30, 0, 0, berlin),
		"https://www.example.test/2024/05/03/neue-bruecke-ueber-den-fluss-eroeffnet":    time.Date(2024, 5, 3, 0, 0, 0, 0, berlin),
		"https://www.example.test/sport/heimsieg-im-letzten-spiel-der-saison-a-1002":    now.Add(-2 * time.Hour),
		"https://www.example.test/kultur/das-museum-zeigt-alte-karten-der-stadt-a-1003": {},
	}
	got := Links(pageURL, p.Links, nil, now)
	if len(got) != len(want) {
		t.Fatalf("got %d articles %+v, want %d", len(got), got, len(want))
	}
	for _, a := range got {
		if w, ok := want[a.URL]; !ok || !a.Published.Equal(w) {
			t.Errorf("%s: Published = %v, want %v", a.URL, a.Published, w)
		}
	}
}

// TestAdjacentPosts reads a blog post end to end, from its HTML: the previous and next posts its
// head names are articles however the page labels their links, titled by the head's headlines
// when the page's links give none ("Article précédent", a picture), and by their own headline when
// they do.
func TestAdjacentPosts(t *testing.T) {
	const html = `<html lang="fr"><head>
<link rel='prev' title='PeerTube : les réponses à vos questions techniques !' href='https://www.example.test/2017/12/01/peertube-les-reponses/' />
<link rel='next' title='Qui veut cadenasser le Web ?' href='https://www.example.test/2017/12/11/qui-veut-cadenasser-le-web/' />
<link rel="canonical" href="https://www.example.test/2017/12/02/avancer-ensemble/">
</head><body><article><h1>Avancer ensemble</h1><p>Texte.</p>
<div class="post-navigation"><a href="/2017/12/01/peertube-les-reponses/" rel="prev">Article précédent</a>
<a href="/2017/12/11/qui-veut-cadenasser-le-web/" rel="next">Qui veut cadenasser le Web, enfin ?</a></div>
</article></body></html>`
	p, err := page.Parse(strings.NewReader(html), "https://www.example.test/2017/12/02/avancer-ensemble/", "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"https://www.example.test/2017/12/01/peertube-les-reponses/":      "PeerTube : les réponses à vos questions techniques !",
		"https://www.example.test/2017/12/11/qui-veut-cadenasser-le-web/": "Qui veut cadenasser le Web, enfin ?",
	}
	got := Articles(p, nil, time.Now())
	if len(got) != len(want) {
		t.Fatalf("got %d articles %+v, want %d", len(got), got, len(want))
	}
	for _, a := range got {
		if w, ok := want[a.URL]; !ok || a.Title != w {
			t.Errorf("%s: Title = %q, want %q", a.URL, a.Title, w)
		}
	}
}

// TestMarkStoryBlocks checks which links of the navigation count as content for standing in a block
// of stories: lists of the latest stories as a small newsroom, a local paper and an activist site
// write them, and menus that show each desk's latest stories under the desk's name (an Indian
// English portal, a Japanese daily, an Indonesian portal), against a state portal's and a campaign
// site's menus whose entries read like headlines, and menus of numbered topics and towns.
func TestMarkStoryBlocks(t *testing.T) {
	const host = "https://www.example.test"
	nav := func(p, text string) page.Link { return page.Link{URL: host + p, Text: text, Nav: true} }
	navAt := func(u, text string) page.Link { return page.Link{URL: u, Text: text, Nav: true} }
	tests := []struct {
		name  string
		links []page.Link
		want  []bool // body of each link's candidate after the runs are marked
	}{
		{"five dated stories in a sidebar", []page.Link{
			nav("/2016/06/14/the-river-rises-above-the-bridge", "The river rises above the bridge"),
			nav("/2016/06/14/school-board-meets-on-thursday", "School board meets on Thursday"),
			nav("/2016/06/13/a-new-bakery-on-the-square", "A new bakery opens on the square"),
			nav("/2016/06/13/roadworks-close-the-main-street", "Roadworks close the main street"),
			nav("/2016/06/12/the-choir-sings-for-the-mayor", "The choir sings for the mayor"),
		}, []bool{true, true, true, true, true}},
		{"an agenda of slugs ending in IDs", []page.Link{
			nav("/emission-sur-la-radio-libre-12395", "Émission sur la radio libre ce soir"),
			nav("/appel-au-rassemblement-devant-le-tribunal-12393", "Appel au rassemblement devant le tribunal"),
			nav("/recit-d-un-controle-de-la-caf-12389", "Récit d’un contrôle de la CAF"),
			nav("/bilan-de-la-mobilisation-des-profs-12387", "Bilan de la mobilisation des profs"),
			nav("/projection-debat-au-local-12385", "Projection débat au local du quartier"),
			nav("/-agenda-", "Agenda"),
		}, []bool{true, true, true, true, true, false}},
		{"a portal's menu: four long entries under a parent", []page.Link{
			nav("/staatsregierung/staatskanzlei/", "Staatskanzlei"),
			nav("/staatsregierung/staatskanzlei/leiter-der-staatskanzlei-und-staatsminister", "Leiter der Staatskanzlei und Staatsminister"),
			nav("/staatsregierung/staatskanzlei/funktion-aufgaben-und-organisation", "Funktion, Aufgaben und Organisation"),
			nav("/staatsregierung/staatskanzlei/pressestellen-der-bayerischen-staatsregierung", "Pressestellen der Staatsregierung"),
			nav("/staatsregierung/staatskanzlei/deutsch-franzoesisches-seminar-fischbachau", "Deutsch-Französisches Seminar Fischbachau"),
			nav("/staatsregierung/staatskanzlei/termine", "Termine"),
		}, []bool{false, false, false, false, false, false}},
		{"a campaign menu broken by short labels", []page.Link{
			nav("/en/campaigns/oceans/our-oceans-and-seas-today", "Our oceans and seas today"),
			nav("/en/campaigns/oceans/which-fish-can-i-eat", "Which fish can I eat?"),
			nav("/en/campaigns/oceans/act", "Act"),
			nav("/en/campaigns/oceans/fit-for-the-future-of-fishing", "Fit for the future of fishing"),
			nav("/en/campaigns/oceans/what-you-can-do-now", "What you can do now"),
			nav("/en/campaigns/oceans/end-oil-and-gas-drilling", "End oil and gas drilling"),
		}, []bool{false, false, false, false, false, false}},
		{"a desk menu: each desk's latest stories under its name", []page.Link{
			nav("/politics/", "Politics"),
			nav("/news/politics/rahul-gandhi-attacks-centre-over-labour-bills-2904621.html", "Rahul Gandhi Attacks Centre over Labour Bills"),
			nav("/news/politics/priyanka-gandhi-to-campaign-in-mp-ahead-of-bypolls-2904537.html", "Priyanka Gandhi to Campaign in MP Ahead of Bypolls"),
			nav("/news/politics/govt-committed-to-msp-says-agriculture-min-2904251.html", "Govt Committed to MSP, Says Agriculture Min"),
			nav("/", ""),
			nav("/movies/", "Movies"),
			nav("/news/movies/deepika-ranveer-fly-back-to-mumbai-from-goa-2906075.html", "Deepika, Ranveer Fly Back To Mumbai From Goa"),
			nav("/news/movies/sara-ali-khan-arrives-in-mumbai-2905887.html", "Sara Ali Khan Arrives In Mumbai Ahead Of Probe"),
			nav("/videos/", "Videos"),
			nav("/videos/movies/hc-seeks-sanjay-rauts-reply-on-kanganas-plea-2905861.html", "HC Seeks Sanjay Raut's Reply On Kangana's Plea"),
		}, []bool{false, true, true, true, false, false, true, true, false, true}},
		{"a newsroom's menu of latest stories, most of them on its other hosts", []page.Link{
			navAt("https://news.example.test/france/2019/03/01/immobilier-a-paris-le-metre-carre-frole-les-10-000-euros_1712329", "Immobilier : à Paris, le mètre carré frôle les 10 000 euros"),
			navAt("https://news.example.test/planete/2019/03/01/fespaco-des-actrices-lancent-une-petition_1712360", "Fespaco : des actrices lancent une pétition"),
			nav("/debats/2019/03/01/quand-le-genre-et-la-race-divisent-l-universite_1712336", "Quand le genre et la race divisent l'université"),
			navAt("https://news.example.test/debats/2019/02/28/l-anarchisme-convivial-d-illich_1712214", "L’anarchisme convivial d’Illich séduit"),
			navAt("https://news.example.test/debats/2019/02/28/oscars-le-black-le-green-et-miss-daisy_1712209", "Oscars : le black, le green et «Miss Daisy II»"),
			navAt("https://news.example.test/debats/2019/02/28/proces-nemmouche-defense-et-indecence_1712248", "Procès Nemmouche : défense et indécence"),
			nav("/musique/2019/03/01/de-little-simz-a-sakamoto-cinq-sons_1711753", "De Little Simz à Sakamoto, cinq sons de sortie"),
			nav("/culture/2019/03/01/fashion-week-au-petit-trot_1712148", "Fashion Week : au petit trot ce printemps"),
			nav("/theatre/2019/02/28/eins-zwei-drei-le-clown-du-spectacle_1712205", "«Eins Zwei Drei», le clown du spectacle"),
		}, []bool{false, false, true, false, false, false, true, true, true}},
		{"a sports host's strip of stories beside the main host's", []page.Link{
			navAt("https://www.example.org/india-news/parliament-passes-the-farm-bills-amid-protests-4535102", "Parliament Passes The Farm Bills Amid Protests"),
			navAt("https://www.example.org/world-news/floods-cut-off-villages-in-the-north-4535117", "Floods Cut Off Villages In The North"),
			nav("/football/saudi-arabia-ready-for-summer-or-winter-world-cup-4535351", "Saudi Arabia Ready For Summer Or Winter World Cup"),
			nav("/cricket/ex-india-star-apologises-for-remark-about-assam-team-4534886", "Ex-India Star Apologises For Remark About Assam Team"),
			nav("/cricket/can-you-recognise-sky-because-mumbai-fans-cant-4533976", "Can You Recognise SKY? Because Mumbai Fans Can't"),
			nav("/cricket", "Cricket"),
		}, []bool{false, false, true, true, true, false}},
		{"another host's stories beside the menu's own labels", []page.Link{
			navAt("https://other.example.test/2016/06/14/the-river-rises-above-the-bridge", "The river rises above the bridge"),
			navAt("https://other.example.test/2016/06/14/school-board-meets-on-thursday", "School board meets on Thursday"),
			navAt("https://other.example.test/2016/06/13/a-new-bakery-on-the-square", "A new bakery opens on the square"),
			navAt("https://other.example.test/2016/06/13/roadworks-close-the-main-street", "Roadworks close the main street"),
			nav("/politik/bundestag-und-bundesrat", "Bundestag"),
			nav("/politik/wahlen-in-den-laendern", "Wahlen"),
		}, []bool{false, false, false, false, false, false}},
		{"a Japanese daily's menu of latest stories by desk", []page.Link{
			nav("/national/", "社会"),
			nav("/national/20231102-OYT1T50123/", "東京都内で今季初の木枯らし１号、去年より８日早く"),
			nav("/national/20231102-OYT1T50101/", "高速道路で車７台が絡む事故、３人が軽いけが"),
			nav("/politics/", "政治"),
			nav("/politics/20231102-OYT1T50088/", "首相、所得税減税の規模を月内に決定へ　与党と調整"),
			nav("/politics/20231102-OYT1T50077/", "衆院補選の投開票日を前に各党が最後の訴え"),
			nav("/politics/", "もっと見る"),
			nav("/economy/", "経済"),
			nav("/economy/20231102-OYT1T50066/", "日経平均株価、終値は前日比で大幅に値上がり"),
		}, []bool{false, true, true, false, true, true, false, false, true}},
		{"an Indonesian portal's menu of latest stories", []page.Link{
			nav("/berita/d-7005570/harga-beras-naik-lagi-di-pasar-induk", "Harga beras naik lagi di pasar induk"),
			nav("/berita/d-7005561/banjir-rendam-ratusan-rumah-di-bekasi", "Banjir rendam ratusan rumah di Bekasi"),
			nav("/ekonomi", "Ekonomi"),
			nav("/berita/d-7005549/bi-tahan-suku-bunga-acuan-bulan-ini", "BI tahan suku bunga acuan bulan ini"),
			nav("/berita/d-7005530/jalan-tol-baru-dibuka-untuk-mudik", "Jalan tol baru dibuka untuk mudik lebaran"),
			nav("/berita/d-7005521/timnas-menang-tipis-atas-vietnam", "Timnas menang tipis atas Vietnam"),
		}, []bool{true, true, false, true, true, true}},
		{"a menu of numbered topics labelled by names", []page.Link{
			nav("/uutiset/18-180490", "Ukraina"),
			nav("/uutiset/18-171883", "Talous"),
			nav("/uutiset/18-191034", "Ilmasto"),
			nav("/uutiset/18-178011", "Urheilu"),
			nav("/uutiset/18-195288", "Kotimaa"),
			nav("/uutiset/18-188752", "Ulkomaat"),
		}, []bool{false, false, false, false, false, false}},
		{"a lone headline between labels of a menu", []page.Link{
			nav("/sport/", "Sport"),
			nav("/news/sport/2024/05/04/united-win-the-cup-final-9912345", "United win the cup final at Wembley"),
			nav("/culture/", "Culture"),
			nav("/weather/", "Weather"),
			nav("/news/2024/05/04/the-council-meets-tonight-9912346", "The council meets tonight on the budget"),
			nav("/travel/", "Travel"),
			nav("/money/", "Money"),
			nav("/news/2024/05/04/ferry-strike-ends-9912347", "Ferry strike ends after two days of talks"),
		}, []bool{false, false, false, false, false, false, false, false}},
		{"a strip of trending stories under short labels", []page.Link{
			nav("/entertainment/hindi/bollywood/news/throwback-when-salman-khan-nailed-a-perfect-backflip-dive-into-the-pool/articleshow/79559256.cms", "Salman Khan"),
			nav("/gadgets-news/nokia-5-4-smartphone-with-quad-camera-expected-to-launch-soon/articleshow/79488326.cms", "Nokia 5.4"),
			nav("/world/us/us-expert-fauci-apologises-for-casting-doubt-over-uks-approval-of-pfizer-vaccine/articleshow/79564647.cms", "Anthony Fauci"),
			nav("/news", "News"),
			nav("/city/chennai/cyclone-burevi-live-updates-burevi-cyclone-landfall-on-kerala-tamil-nadu-at-midnight/liveblog/79522682.cms", "Burevi Cyclone"),
			nav("/business/international-business/judge-throws-out-trump-rules-limiting-skilled-worker-visas/articleshow/79522227.cms", "H1B Visa"),
		}, []bool{true, true, true, false, true, true}},
		{"a blog's menu of pictures under its posts, named by their captions", []page.Link{
			nav("/2013/06/25/tabu-roman-von-ferdinand-von-schirach-verbrechen-roman/tabu/", "Tabu"),
			nav("/2013/06/24/olaf-kumpfert-zinsklau-wie-banken-uns-ausrauben/zinsklau/", "Zinsklau"),
			nav("/2013/06/27/egon-bahr-das-musst-du-erzahlen/egon-bahr/", "Egon Bahr"),
			nav("/2013/06/21/schatzfinder-von-hermann-scherer/schatzfinder/", "Schatzfinder"),
			nav("/2013/07/03/random-house-neue-buecher-im-juli-2013/das-salz-der-erde/", "Das Salz der Erde"),
		}, []bool{false, false, false, false, false}},
		{"a menu of players with IDs, named by their names", []page.Link{
			nav("/cricket/players/857-rohit-sharma-playerprofile", "Rohit Sharma"),
			nav("/cricket/players/967-virat-kohli-playerprofile", "Virat Kohli"),
			nav("/cricket/players/108578-shubman-gill-playerprofile", "Shubman Gill"),
			nav("/cricket/players/855-ravindra-jadeja-playerprofile", "Ravindra Jadeja"),
			nav("/cricket/players/107503-mohammed-siraj-playerprofile", "Mohammed Siraj"),
		}, []bool{false, false, false, false, false}},
		{"five stories, three of them dated", []page.Link{
			nav("/2016/06/14/the-river-rises-above-the-bridge", "The river rises above the bridge"),
			nav("/2016/06/14/school-board-meets-on-thursday", "School board meets on Thursday"),
			nav("/2016/06/13/a-new-bakery-on-the-square", "A new bakery opens on the square"),
			nav("/story/roadworks-close-the-main-street", "Roadworks close the main street"),
			nav("/story/the-choir-sings-for-the-mayor", "The choir sings for the mayor"),
		}, []bool{false, false, false, false, false}},
	}
	base, err := url.Parse(host + "/")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := collectCandidates(base, tt.links, nil)
			byURL := map[string]bool{}
			for _, c := range p.cands {
				byURL[c.article.URL] = c.body
			}
			for i, l := range tt.links {
				got, ok := byURL[page.CanonicalURL(l.URL)]
				if !ok && tt.want[i] {
					t.Errorf("%s is no candidate", l.URL)
					continue
				}
				if got != tt.want[i] {
					t.Errorf("%s: body = %v, want %v", l.URL, got, tt.want[i])
				}
			}
		})
	}
}

// TestIsViewOfPage checks that an article page's own address with a query (its comments, its print
// view, its next page), and its own article under another path (its comments, a copy, a
// translation, a print script), is no other article, while a list's own path with an article's ID
// is, and so is a script's page with another ID.
func TestIsViewOfPage(t *testing.T) {
	tests := []struct {
		page, link string
		want       bool
	}{
		{"https://netzpolitik.example/2016/die-cider-connection-abmahnungen/", "https://netzpolitik.example/2016/die-cider-connection-abmahnungen/?replytocom=2058226", true},
		{"https://threatpost.example/android-ransomware-spreads-via-game-links/146774/", "https://threatpost.example/android-ransomware-spreads-via-game-links/146774/?replytocom=692139", true},
		{"https://www.heise.example/newsticker/meldung/Lithium-aus-dem-Schredder-4451133.html", "https://www.heise.example/newsticker/meldung/Lithium-aus-dem-Schredder-4451133.html?view=print", true},
		{"https://money.kompas.example/read/2023/11/02/213419026/menhub-bocorkan-harga-tiket", "https://money.kompas.example/read/2023/11/02/213419026/menhub-bocorkan-harga-tiket?page=2", true},
		{"https://cric.example/infos-locales/article/putsch-a-radio-kaleidoscope-1145", "https://cric.example/infos-locales/article/putsch-a-radio-kaleidoscope-1145?nb=10", true},
		{"https://blog.example/", "https://blog.example/?p=128290", false},
		{"https://www.eordaia.example/live/index.php", "https://www.eordaia.example/live/index.php?id=4411", false},
		{"https://www.example.test/news/", "https://www.example.test/news/?article=20880", false},
		{"https://www.nnz.example/news/news_lang.php?ArtNr=335853", "https://www.nnz.example/news/news_lang.php?ArtNr=335851", false},
		{"https://www.eordaia.example/live/news.php?cat=152&newid=10809", "https://www.eordaia.example/live/news.php?cat=153&newid=5178", false},
		{"https://shop-news.example/article.php?id=4411", "https://shop-news.example/article.php?id=4412", false},
		{"https://www.nnz.example/news/news_lang.php?ArtNr=335853", "https://www.nnz.example/news/news_lang.php?ArtNr=335853&view=print", true},
		{"http://www.newstown.example/news/articleView.html?idxno=243722", "http://www.newstown.example/news/articleView.html?idxno=243722&replyAll=&reply_sc_order_by=C", true},
		{"http://www.newstown.example/news/articleView.html?idxno=243722", "http://www.newstown.example/news/articleView.html?idxno=520736", false},
		// The page's own article under another path: comments, a copy, a translation, a print script.
		{"https://money.kompas.example/read/2023/11/02/213419026/menhub-bocorkan-harga-tiket", "https://money.kompas.example/komentar/2023/11/02/213419026/menhub-bocorkan-harga-tiket", true},
		{"https://money.kompas.example/read/2023/11/02/213419026/menhub-bocorkan-harga-tiket", "https://money.kompas.example/copy/2023/11/02/213419026/menhub-bocorkan-harga-tiket", true},
		{"https://www.unn.example/ru/news/1906059-parlament-moldovi-obmezhiv-povnovazhennya", "https://www.unn.example/uk/news/1906059-parlament-moldovi-obmezhiv-povnovazhennya", true},
		{"https://www.news.example/2024/05/04/council-approves-the-budget/", "https://www.news.example/amp/2024/05/04/council-approves-the-budget/", true},
		{"https://www.nnz.example/news/news_lang.php?ArtNr=335853", "https://www.nnz.example/news/news_lang_druck.php?ArtNr=335853", true},
		{"https://www.nnz.example/news/news_lang.php?ArtNr=335853", "https://www.nnz.example/archiv/news_lang_druck.php?ArtNr=335853", false},
		{"https://www.nnz.example/news/news_lang.php?ArtNr=335853", "https://www.nnz.example/news/news_lang.php?ArtNr=335851", false},
		// The further pages of an article named by numbers alone.
		{"http://culture.people.example/n1/2019/0615/c1013-31153719.html", "http://culture.people.example/n1/2019/0615/c1013-31153719-2.html", true},
		{"https://www.news.example/politik/2024/0504/a4451133.html", "https://www.news.example/politik/2024/0504/a4451133_3.html", true},
		{"http://culture.people.example/n1/2019/0615/c1013-31153719.html", "http://culture.people.example/n1/2019/0615/c1013-31153720.html", false},
		{"http://culture.people.example/n1/2019/0615/c1013-31153719.html", "http://culture.people.example/n1/2019/0615/c1013-31153719-512.html", false},
		// The page itself under the site's other name.
		{"http://mentalfloss.example/article/90140/its-not-too-late-holiday-shop-these-amazon-deals", "http://www.mentalfloss.example/article/90140/its-not-too-late-holiday-shop-these-amazon-deals", true},
		{"https://www.news.example/2024/05/04/council-approves-the-budget/", "https://news.example/2024/05/04/council-approves-the-budget", true},
		{"https://www.news.example/2024/05/04/council-approves-the-budget/", "https://sport.news.example/2024/05/04/council-approves-the-budget", false},
		// The page's own slug continued: a reader's comment elsewhere, its print view or next page beside it.
		{"https://www.huffpost.example/2011/09/30/alabama-workers-immigration-law_n_997793.html", "https://www.huffpost.example/social/MochaLite/alabama-workers-immigration-law_n_997793_111734027.html", true},
		{"https://www.az.example/sport/fc-bayern-legende-paulo-sergio-stellt-sich-vor-art-938775", "https://www.az.example/sport/fc-bayern-legende-paulo-sergio-stellt-sich-vor-art-938775,PRINT", true},
		{"https://www.bw.example/management/five-social-media-lessons-for-business-09202011.html", "https://www.bw.example/management/five-social-media-lessons-for-business-09202011_page_2.html", true},
		{"https://www.news.example/2024/05/04/council-approves-the-budget/", "https://www.news.example/2024/05/04/council-approves-the-budget-draft/", false},
		{"https://www.news.example/2024/05/04/council-approves-the-budget/", "https://www.news.example/2024/05/04/council-approves-the-budget-2/", false},
		{"https://www.news.example/2024/05/04/budget-vote/", "https://www.news.example/social/reader/budget-vote_111734027/", false},
		{"https://www.towerrevo.example/article/20880/", "https://www.towerrevo.example/regular/20880/", false},
		{"https://www.news.example/world/story/", "https://www.news.example/sport/story/", false},
		{"https://www.news.example/2024/05/04/council-approves-the-budget/", "https://www.news.example/2024/05/03/council-approves-the-budget-draft/", false},
		{"https://netzpolitik.example/2016/die-cider-connection-abmahnungen/", "https://netzpolitik.example/2016/bundesregierung-will-entschluesselungsbehoerde-schaffen/", false},
		{"https://netzpolitik.example/2016/die-cider-connection-abmahnungen/", "https://netzpolitik.example/2016/die-cider-connection-abmahnungen/", false},
	}
	for _, tt := range tests {
		checkViewOfPage(t, tt.page, tt.link, tt.want)
	}
}

// checkViewOfPage fails t when isViewOfPage of link on the page at pageURL is not want.
func checkViewOfPage(t *testing.T, pageURL, link string, want bool) {
	t.Helper()
	b, err := url.Parse(pageURL)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	if got := isViewOfPage(b, u); got != want {
		t.Errorf("isViewOfPage(%s, %s) = %v, want %v", pageURL, link, got, want)
	}
}

// TestSameOrganisation checks which hosts count as the page's own: the desks and titles of one
// newsroom on hosts of one registered domain, not sites that merely share a public suffix.
func TestSameOrganisation(t *testing.T) {
	tests := []struct {
		page, link string
		want       bool
	}{
		{"https://health.detik.com/x", "https://news.detik.com/berita/d-7005570/hari-stroke-sedunia", true},
		{"https://health.detik.com/x", "https://www.detik.com/edu/detikpedia/d-7001257/dampak-el-nino", true},
		{"https://money.kompas.com/x", "https://nasional.kompas.com/read/2023/11/02/15415601/jokowi", true},
		{"https://elpais.com/x", "https://verne.elpais.com/verne/2020/02/10/articulo/1581335096_567549.html", true},
		{"https://www.welt.de/x", "https://welt.de/politik/article251370982/x.html", true},
		{"https://www.example.co.uk/x", "https://news.example.co.uk/story/x", true},
		{"https://www.bbc.com/x", "https://www.bbc.co.uk/news/uk-51506729", false},
		{"https://alice.blogspot.com/x", "https://bob.blogspot.com/2024/05/post.html", false},
		{"https://alice.github.io/x", "https://bob.github.io/2024/05/post.html", false},
		{"https://www.example.com/x", "https://www.example.org/x", false},
		{"http://127.0.0.1:8080/x", "http://127.0.0.1:8080/2024/05/04/post", true},
		{"http://127.0.0.1:8080/x", "http://10.0.0.1:8080/2024/05/04/post", false},
		{"http://127.0.0.1:8080/x", "http://127.0.0.1:9090/2024/05/04/post", false},
		{"http://news.example.com:8080/x", "http://sport.example.com:9090/2024/05/04/post", false},
	}
	for _, tt := range tests {
		b, err := url.Parse(tt.page)
		if err != nil {
			t.Fatal(err)
		}
		u, err := url.Parse(tt.link)
		if err != nil {
			t.Fatal(err)
		}
		if got := sameOrganisation(b, u); got != tt.want {
			t.Errorf("sameOrganisation(%s, %s) = %v, want %v", tt.page, tt.link, got, tt.want)
		}
	}
}

// TestDatedOrNumbered checks which addresses on a newsroom's other hosts carry a story's date or
// number, and which are named by a slug alone (a game, a marketing page).
func TestDatedOrNumbered(t *testing.T) {
	tests := []struct {
		path string
		want bool
	}{
		{"/berita/d-7005570/hari-stroke-sedunia-29-oktober-2023", true},
		{"/read/2023/11/02/15415601/jokowi-banyak-yang-berpikir", true},
		{"/verne/2020/02/10/articulo/1581335096_567549.html", true},
		{"/politik/article251370982/Khan-wiedergewaehlt.html", true},
		{"/2024-05-04-council-approves-the-budget", true},
		{"/news/20240504-the-budget", true},
		{"/experience/welches-e-auto-passt-zu-ihnen-machen-sie-den-test-33a0d73c/", false},
		{"/kuis/tts/147/tts-teka-teki-santuy-eps-119-petualangan-kuliner", false},
		{"/games/start/21/kata-kita", false},
		{"/swipe-story/mcdonalds/frauen_2024/mcd_frauen_0324_index.html", false},
		{"/2024/", false},
	}
	for _, tt := range tests {
		if got := datedOrNumbered(tt.path); got != tt.want {
			t.Errorf("datedOrNumbered(%q) = %v, want %v", tt.path, got, tt.want)
		}
	}
}

// TestLinksOnSisterHosts checks that Links takes the stories of the page's own host only: a
// newsroom's stories on its other hosts (another desk's subdomain, a national edition's host on a
// regional edition's page) are another site's, as the sample's same-host rule has it.
func TestLinksOnSisterHosts(t *testing.T) {
	links := []page.Link{
		{URL: "https://money.kompas.example.com/read/2023/11/02/213419026/menhub-bocorkan-harga-tiket", Text: "Menhub bocorkan penyebab harga tiket pesawat masih mahal"},
		{URL: "https://money.kompas.example.com/read/2023/11/02/213419027/harga-emas-naik-lagi", Text: "Harga emas naik lagi hari ini di pasar"},
		{URL: "https://nasional.kompas.example.com/read/2023/11/02/15415601/jokowi-banyak-yang-berpikir", Text: "Jokowi: banyak yang berpikir tahun depan IKN jadi"},
		{URL: "https://play.kompas.example.com/kuis/tts/147/tts-teka-teki-santuy-eps-119-kuliner", Text: "TTS teka-teki santuy eps 119 kuliner dunia"},
		{URL: "https://www.kompas.example.org/read/2023/11/02/15415602/another-site-same-path", Text: "Another site with the same path and a headline"},
	}
	got := map[string]bool{}
	for _, a := range Links("https://money.kompas.example.com/read/2023/11/02/213419000/page", links, nil, time.Now()) {
		got[a.URL] = true
	}
	for i, want := range []bool{true, true, false, false, false} {
		if got[links[i].URL] != want {
			t.Errorf("%s picked = %v, want %v", links[i].URL, got[links[i].URL], want)
		}
	}
}

// TestTrimTrailingDate checks that the date a list writes after a headline is cut from its title,
// in the forms and languages of several sites, and that a date that is part of the headline stays.
func TestTrimTrailingDate(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Coronavirus wreaks havoc in African American neighbourhoods 7 April 2020", "Coronavirus wreaks havoc in African American neighbourhoods"},
		{"Montréal sévira contre les clients délinquants 14 septembre 2019", "Montréal sévira contre les clients délinquants"},
		{"Appel à aller au tribunal ce mardi à partir de 13h30 Publié le 8 juillet", "Appel à aller au tribunal ce mardi à partir de 13h30"},
		{"Council approves the new budget for the town April 7, 2020", "Council approves the new budget for the town"},
		{"Stadtrat beschließt den neuen Haushalt 07.04.2020, 14:30", "Stadtrat beschließt den neuen Haushalt"},
		{"Stadtrat beschließt den neuen Haushalt 7. Mai 2024", "Stadtrat beschließt den neuen Haushalt"},
		{"Harga emas naik lagi di pasar Jakarta Diperbarui 4 Mei 2024", "Harga emas naik lagi di pasar Jakarta"},
		{"首相、賃上げと減税「来夏実現」を表明した 2023年11月2日", "首相、賃上げと減税「来夏実現」を表明した"},
		{"नई दिल्ली में बारिश से सड़कें बंद हुईं 7 अप्रैल 2020", "नई दिल्ली में बारिश से सड़कें बंद हुईं"},
		{"Ikut Turun, Cek Harga BBM Vivo dan BP Turun per 1 November 2023", "Ikut Turun, Cek Harga BBM Vivo dan BP Turun per 1 November 2023"},
		{"The election is moved to May 4", "The election is moved to May 4"},
		{"Council approves the budget for Dagenham 12", "Council approves the budget for Dagenham 12"},
		{"Budget vote 7 April 2020", "Budget vote 7 April 2020"},
		{"7 April 2020", "7 April 2020"},
	}
	for _, tt := range tests {
		if got := trimTrailingDate(tt.text); got != tt.want {
			t.Errorf("trimTrailingDate(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestTrimSequenceLabels checks that the labels of links to the previous and next article are cut
// from their titles, before or after the headline, glued to it or not.
func TestTrimSequenceLabels(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Vorheriger Beitrag Previous post: Verschlüsseln Terroristen ihre E-Mails?", "Verschlüsseln Terroristen ihre E-Mails?"},
		{"Nächster Beitrag Next post: Bundesregierung will Entschlüsselungsbehörde schaffen", "Bundesregierung will Entschlüsselungsbehörde schaffen"},
		{"Apple iMessage Flaw Allows Remote Attackers to Read iPhone MessagesNext article", "Apple iMessage Flaw Allows Remote Attackers to Read iPhone Messages"},
		{"Nation-State Actors Go All-In on Mobile MalwarePrevious article", "Nation-State Actors Go All-In on Mobile Malware"},
		{"Article précédent : Le conseil adopte le budget", "Le conseil adopte le budget"},
		{"Artikel Sebelumnya Harga emas naik lagi", "Harga emas naik lagi"},
		{"次の記事 首相、賃上げと減税を表明", "首相、賃上げと減税を表明"},
		{"अगला लेख: दिल्ली में बारिश", "दिल्ली में बारिश"},
		{"Next article", "Next article"},
		{"The next article of faith", "The next article of faith"},
	}
	for _, tt := range tests {
		if got := trimSequenceLabels(tt.text); got != tt.want {
			t.Errorf("trimSequenceLabels(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
