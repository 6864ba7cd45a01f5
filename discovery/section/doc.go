// Package section reads a news site's section page as a person would: which of its links are
// articles (Articles for a parsed page, Links for its links alone), their titles and dates, and
// what the site's article addresses look like, learnt from earlier reads (Shape, LearnShape). It
// also judges an address alone: whether its path names an article (LooksLikeArticle), an item of
// some kind (LooksLikeItem) or a section (LooksLikeSection), whether a link leads to a page about
// the site itself (IsHousePage), and how to name it for a person (Title, TitleFromSlug, NameWords,
// ShapeWords).
//
// A page lives where it was served from, and where it says it lives: its canonical link (else its
// og:url) and its <base href> name its site too, so that a copy of a page (a mirror, a cache, a page
// saved and served from one's own machine) reads the stories it writes with its own host. A copy
// served from an address with none of these lives where most of its links that may be articles lead.
// A page kept by an archive, and each link it gives, is read as the address its path holds
// ("/web/20130307194448/http://the-pain.net/kontakt" is the-pain.net's "/kontakt").
//
// Links decides in this order. What an address says comes first: it names an article by itself (a
// date, a long ID, a short ID after a word such as "article", a long slug, an ID in the query), or
// an item of some kind, or something that is never an article (a file, a list, a shop's catalogue,
// an account or information page); an item dated or numbered after a list's name is filed under the
// list, not the list, and so is a slug of three words or more after the name of a list that a site
// also uses as a desk (a topic, a section; not a category, a tag or an author, which only sort),
// and a post numbered right after an archive's word ("/archives/2145049"). A label of names joined
// by slashes ("Windows / Linux / OS") is a category's, not a headline. Then the page decides, by rules asked in order, the first that
// decides winning:
//
//  1. sponsored links (by their label, the heading of their box, or filed under a desk of
//     sponsored pages) are not the section's news; nor are press releases filed under a press desk, beside a newsroom's own
//     stories (a page filed under that desk, or made mostly of its releases, is an organisation's
//     newsroom, whose releases are its news); nor pages about the site's own services (its app,
//     newsletter, privacy policy, terms, job ads, its call for readers' news), named by phrases in
//     servicePhrases, or labelled, whole, by a service's name ("Privacy Policy", "Impressum",
//     "お問い合わせ": serviceLabels); nor pages filed under a folder that names another kind of page
//     (a poll, a quiz, an event, a price comparison, a tag, an author, small ads, an e-paper issue,
//     a forum, an issue of the print edition: otherKindFolderWords), an issue named by its number
//     ("/edicao-1170-…": issuePage) or a page of special coverage at the top of the site
//     ("/spotlight/…", "/de/specials/…": specialPage); nor an address whose
//     path names no article and whose query alone names an item, when no link gives it a word (a
//     banner's click counter, a vote's count, a picture's attachment page: ruleQueryCounter); nor
//     a link whose words ask to see all of something ("Compare all credit cards", "All topics",
//     "Alle Meldungen … zeigen", "記事一覧": seeAll), which leads to a list; nor a link whose
//     address names no article by itself in a box headed as a list of series, topics or desks
//     ("連載", "Themen": listBox);
//  2. links labelled as the previous or next article are articles; so is a post's permalink as
//     its theme marks it (rel="bookmark"), when its address names an article by itself, and an
//     address that only leads out to a story the page gives a permalink of (a "nofollow" or
//     "external" link by the permalink's headline) is not; a page the site's navigation names by
//     a label, not a headline, is a standing page of the site, whatever its address looks like,
//     unless a link reads as a story or its address spells a story its label only names;
//  3. a known shape counts with the page's own evidence;
//  4. a link labelled by a name, whose address says no more than its label or nothing at all (an
//     ID alone), in a row of such links and a folder of names, is a topic (a club, a player, a tag,
//     a desk), not a story; and so is a
//     link labelled by a name, not dated, of a kind of address (its folder and the letters of its
//     ID) that the page links three times or more and only ever by names;
//  5. where nearly all the content's articles are dated or numbered, an address without a digit
//     is a page of another kind (a policy, a programme, a tag);
//  6. a live blog linked from the content is a story, however its link is labelled; an article by
//     its address counts with a sibling of its shape in the content, or a headline of its own, or
//     a short label (a kicker, a place, a topic) whose story the address spells out in many more
//     words; linked only from the navigation, when the content links to at least as many of its
//     shape as the navigation does and its link is a headline, a heading, a picture or a "Read
//     more", not a menu's label;
//  7. an item counts among articles of its shape when the content links it by a headline or a
//     heading of its own;
//  8. an item counts in a group of at least three of its shape, half of them headlines in the
//     content.
//
// The page's links are its own host's (www. aside): a newsroom's other hosts (another desk's
// subdomain, a national edition's host on a regional page) are other sites. Each article is given
// once however its links write its address (a trailing slash, the query's order, a query that only
// says where a link was placed). The page's own address with a query that keeps the page's own, and the
// page's own article under another path (its comments, a copy, a translation, a print script) and
// the parts of the page's own article (its address continued by a segment, a picture's page or its
// trackback, or by a page number after a letter, "…-2196g-p22.htm"), are the page in another view,
// not articles. Navigation is told by the block, not by one link: a block of five headlines (or
// short labels of stories their addresses spell) dated or numbered by their addresses, or named by
// a long slug behind a headline of nine words or more, or by a post at the site's root whose slug
// spells its headline ("Business has never been better" at "/business-has-never-been-better/":
// postSpellsHeadline), with at most two other links (a desk's name,
// a picture) between two of them, is content, its stories on the newsroom's other hosts counted in
// the block though not given; so is a list of five headlines or more, at least half of them of a
// sentence's length, to addresses of one shape that name articles by themselves, when the page's
// own address or its content's headlines have that shape (markHeadlineLists); a lone
// headline-like entry is the menu's.
//
// A page with no article by these rules but a single story in its content still gives it. Each
// article is titled by the headline its links give (linkHeadline): the heading, or the element its
// class names a title, that an anchor holds beside a kicker, a lead or a date, else the title
// attribute its words hold, else the words of a heading link before an anchor's, and those before
// a picture's caption, and among links alike words that read as a headline before a navigation
// word, a kicker or a rank ("zurück", "Read in English", "1": readsBetter); else its slug; without a list's time of day or date (a date its slug spells
// with the month by name is the headline's own: keepSlugDate), or the time it writes after it ("… 5
// minutes ago", "… 3/9(木) 15:47": trimTrailingTime) or before it with a kicker ("Анализ 05 сентября
// 2021Великолепный …", "21 hours ago …": cutLeadingDate), a "Previous post" or a
// "MORE:" label, a list's bullet or arrow, a subscribers' badge in brackets or before a colon
// ("［有料会員限定］", "Premium:": trimBadge) or bare after two headlines or more ("… VIP":
// cutSharedBadges), or a label that three or more of the page's titles end
// with after a pipe or in square brackets ("| mehr", "［有料会員限定］": cutSharedTails), or the number of
// a ranked list, when three or more of the page's titles in a row begin with numbers that count on one
// by one ("1Randles Absturz …", "2Fiete Arp …": cutRankNumbers). It is dated from what the page says (a <time> in its
// item, a dated address or a date among a slug's words, a date in words beside it).
//
// The package works on links already parsed (package page) and makes no request: fetching a
// section page, politely, is discovery's. It knows nothing of storage; a caller keeps the Shape it
// learns and hands it back.
package section
