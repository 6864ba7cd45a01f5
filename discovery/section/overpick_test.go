package section

import (
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestPartOfOwnArticle checks ownPage.part: a story page's own address continued by a segment of
// its own (a picture's page, its comments, its trackback) or by a page number after a letter is a
// part of the story, not another story; a list's address, another story and a later post of the
// same name are left alone. The shapes are those of a fashion magazine's WordPress posts, a game
// guide's blog, a news site's picture story in pages and a newsroom's dated stories.
func TestPartOfOwnArticle(t *testing.T) {
	tests := []struct {
		name, page, link string
		want             bool
	}{
		{"a post's picture on a page of its own", "http://ponys.example/2018/05/24/barbour-coastal/", "http://ponys.example/2018/05/24/barbour-coastal/barbourxiloveponys2/", true},
		{"a post's trackback", "http://guides.example/2008/05/silkroad-roc-mountain-quests-und-npcs.html", "http://guides.example/2008/05/silkroad-roc-mountain-quests-und-npcs.html/trackback", true},
		{"a post's comments in pages", "https://blog.example/2021/03/the-long-road-home/", "https://blog.example/2021/03/the-long-road-home/comment-page-2/", true},
		{"a picture story's next page", "http://kibris.example/yikilan-binalar-kurtarma-calismalari-2196g.htm", "http://kibris.example/yikilan-binalar-kurtarma-calismalari-2196g-p22.htm", true},
		{"a story's page after an underscore", "https://news.example/politics/council-approves-the-budget-48213.html", "https://news.example/politics/council-approves-the-budget-48213_p3.html", true},
		{"a later post of the same name", "https://blog.example/2022/05/bombas/", "https://blog.example/2022/05/bombas-2/", false},
		{"a story whose slug begins as the page's", "https://news.example/2024/05/04/council-approves-the-budget", "https://news.example/2024/05/04/council-approves-the-budget-for-schools", false},
		{"another story beside it", "http://ponys.example/2018/05/24/barbour-coastal/", "http://ponys.example/2018/05/23/spring-jackets/", false},
		{"a section named by a long slug and its dated story", "https://news.example/world/middle-east-crisis-latest-news", "https://news.example/world/middle-east-crisis-latest-news/2024/05/04/ceasefire-talks-resume-in-cairo", false},
		{"a section named by a long slug and its story's slug", "https://news.example/elections/european-parliament-election-results", "https://news.example/elections/european-parliament-election-results/turnout-rises-in-the-east-for-the-first-time", false},
		{"a list's stories", "https://news.example/world/", "https://news.example/world/2024/05/04/council-approves-the-budget", false},
		{"another site's address", "http://ponys.example/2018/05/24/barbour-coastal/", "http://other.example/2018/05/24/barbour-coastal/barbourxiloveponys2/", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkViewOfPage(t, tt.page, tt.link, tt.want)
		})
	}
}

// TestHeldAddress checks heldAddress: an archive's copy of a page holds the page's whole address in
// its path, with or without the slash a path may lose, over http or https; an address of the link's
// own site written into its path by mistake, and a path that only names a scheme, hold none. The
// shapes are those of the copies of a game guide's blog, a literary blog, a recipe site and a
// regional news desk, and of a newspaper's mistyped link.
func TestHeldAddress(t *testing.T) {
	tests := []struct {
		name, link, want string
	}{
		{"a blog's page kept by an archive", "https://web.archive.org/web/20130307194448/http://the-pain.net/kontakt", "http://the-pain.net/kontakt"},
		{"a blog's home kept by an archive", "https://web.archive.org/web/20160218174457/http://bewegliche-lettern.de/", "http://bewegliche-lettern.de/"},
		{"an https page, its slashes run together", "https://web.archive.org/web/20200808063632/https:/www.przepisy.pl/skladniki/warzywa/cebula", "https://www.przepisy.pl/skladniki/warzywa/cebula"},
		{"a copy with the archive's mark on its time", "https://web.archive.org/web/20120611024252im_/http://www.he.xinhuanet.com/news/2012-06/03/content_25338518.htm", "http://www.he.xinhuanet.com/news/2012-06/03/content_25338518.htm"},
		{"the query goes with the page", "https://archive.example/web/20070228213001/http://www.alternatives.example/article.php?id=42", "http://www.alternatives.example/article.php?id=42"},
		{"a plain story's address", "https://trojmiasto.wyborcza.example/trojmiasto/1,35612,18993239,powazny-biznes.html", ""},
		{"the site's own address written into a path", "https://trojmiasto.wyborcza.example/trojmiasto/https://trojmiasto.wyborcza.example/trojmiasto/1,35612,18993239,powazny-biznes.html", ""},
		{"a scheme and no host", "https://news.example/tags/http:/", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.link)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if held := heldAddress(u); held != nil {
				got = held.String()
			}
			if got != tt.want {
				t.Errorf("heldAddress(%s) = %q, want %q", tt.link, got, tt.want)
			}
		})
	}
}

// TestArchivedPageLinks reads a blog's post kept by an archive: every link is on the archive's host
// and numbered by the time it was kept, but only the blog's own posts are stories; its menu, its
// contact page and the homes of the sites it recommends are not.
func TestArchivedPageLinks(t *testing.T) {
	const kept = "https://web.archive.org/web/20130307194448/"
	links := []page.Link{
		{URL: kept + "http://guides.example/", Text: "Home", Nav: true},
		{URL: kept + "http://guides.example/kontakt", Text: "Kontakt", Nav: true},
		{URL: kept + "http://guides.example/extras/wunschbox", Text: "Wunschbox", Nav: true},
		{URL: kept + "http://guides.example/2008/05/silkroad-neue-quests-im-mai.html", Text: "Silkroad: neue Quests im Mai und was sie bringen"},
		{URL: kept + "http://guides.example/2008/04/silkroad-die-besten-npcs.html", Text: "Silkroad: die besten NPCs für Anfänger"},
		{URL: kept + "http://guides.example/2008/04/silkroad-handel-lohnt-sich.html", Text: "Silkroad: Handel lohnt sich wieder"},
		{URL: kept + "http://www.bookmarks.example/", Text: "Bookmarks"},
		{URL: kept + "http://friends.example/", Text: "Friends Blog"},
		{URL: kept + "http://guides.example/2008/05/silkroad-roc-mountain.html/trackback", Text: "Trackback URL"},
	}
	got := Links(kept+"http://guides.example/2008/05/silkroad-roc-mountain.html", links, nil, time.Now())
	var urls []string
	for _, a := range got {
		urls = append(urls, a.URL)
	}
	want := []string{
		kept + "http://guides.example/2008/05/silkroad-neue-quests-im-mai.html",
		kept + "http://guides.example/2008/04/silkroad-die-besten-npcs.html",
		kept + "http://guides.example/2008/04/silkroad-handel-lohnt-sich.html",
	}
	if !slices.Equal(urls, want) {
		t.Errorf("Links of an archived post = %q, want %q", urls, want)
	}
}
