package section

import (
	"net/url"
	"testing"
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
		{"a list's stories", "https://news.example/world/", "https://news.example/world/2024/05/04/council-approves-the-budget", false},
		{"another site's address", "http://ponys.example/2018/05/24/barbour-coastal/", "http://other.example/2018/05/24/barbour-coastal/barbourxiloveponys2/", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := url.Parse(tt.page)
			if err != nil {
				t.Fatal(err)
			}
			u, err := url.Parse(tt.link)
			if err != nil {
				t.Fatal(err)
			}
			if got := isViewOfPage(b, u); got != tt.want {
				t.Errorf("isViewOfPage(%s, %s) = %v, want %v", tt.page, tt.link, got, tt.want)
			}
		})
	}
}
