package app

// This file is the reader view's use case: reading a headline's article in Broadsheet, once from the
// site and then from the store, and the per-site choice of reading articles as they are opened.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/store"
)

// Statuses of a Reading.
const (
	ReadOK        = article.StatusOK        // the article's text is there
	ReadEmpty     = article.StatusEmpty     // the page holds too little text to be an article
	ReadPaywalled = article.StatusPaywalled // the page keeps its text for subscribers
	ReadRefused   = article.StatusRefused   // robots.txt, or an answer of 401, 403 or 429, said no
	ReadFailed    = article.StatusFailed    // the page could not be read, or is not a web page
)

// Kinds of TextBlock.
const (
	BlockHeading   = article.KindHeading
	BlockParagraph = article.KindParagraph
	BlockList      = article.KindList
	BlockQuote     = article.KindQuote
	BlockCode      = article.KindCode
	BlockImage     = article.KindImage
)

// TextSpan is a run of an article's text with its link and emphasis.
type TextSpan struct {
	Text     string
	URL      string // "" when the run is not a link
	Strong   bool
	Emphasis bool
	Code     bool
}

// TextBlock is one block of an article: a heading, paragraph, list, quotation, code or image.
type TextBlock struct {
	Kind    string // BlockHeading, BlockParagraph, ...
	Level   int    // of a heading, 1 to 6
	Ordered bool   // of a list
	Spans   []TextSpan
	Items   [][]TextSpan // the entries of a list
	URL     string       // an image's address
	Alt     string       // an image's alternative text
	Caption string       // the caption the page gives an image (its <figcaption>), if any
}

// Reading is a headline's article as the reader view shows it.
type Reading struct {
	HeadlineID int64
	URL        string // the page read, after redirects; the headline's address when never reached
	Title      string
	Byline     string
	Site       string // the site's name as the page gives it
	Lang       string
	Text       string // the plain text of Blocks
	Blocks     []TextBlock
	Words      int
	Status     string // ReadOK, ReadEmpty, ReadPaywalled, ReadRefused or ReadFailed
	// Message says, when Status is not ReadOK, why there is no text to read, in words for a person
	// that offer the browser instead.
	Message string
	// Cached says the article came from the store: reading it sent no request.
	Cached  bool
	Fetched time.Time // when the page was read
}

// ReadHeadline returns the article of headline id: the one kept in the store when it was read
// before, which costs no request, else the page read now through the polite client, with robots.txt
// of its site asked first and the private-address rule judging the link as one its source supplied.
// An article read (even one that turned out empty or paywalled) is kept and its text made
// searchable with the headline; a refusal or failure is not kept, so that it is tried again next
// time.
//
// The Reading is never nil when the headline exists. Its Status and Message say what came of it;
// the error is nil for ReadOK, ReadEmpty and ReadPaywalled, and says why for the others. Two calls
// for one headline at once send one request.
func (a *App) ReadHeadline(ctx context.Context, id int64) (*Reading, error) {
	unlock := a.readings.lock(id)
	defer unlock()
	if kept, err := a.store.ArticleText(ctx, id); err == nil {
		r, err := readingOf(kept)
		if err == nil {
			return r, nil
		}
	} else if !errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("app: reading headline %d: %w", id, err)
	}
	src, err := a.store.ArticleSource(ctx, id)
	if err != nil {
		return nil, headlineErr(id, err)
	}
	sent := a.articleLog(src)
	art, ferr := article.Fetch(ctx, src.URL, article.Options{
		Client:  a.client,
		Typed:   src.Typed, // the source's typed address, as its refreshes use
		OnEvent: sent.note,
	})
	if lerr := sent.save(ctx); lerr != nil { // the log is a record: reading goes on, and Site Details says so
		a.recordSiteTrouble(ctx, src.Site, src.SourceID, lerr)
	}
	r := readingFromArticle(id, art, a.now())
	if ferr != nil {
		r.Message = ReadingWords(r.Status, r.Words, ferr)
		return r, fmt.Errorf("app: reading headline %d: %w", id, ferr)
	}
	r.Message = ReadingWords(r.Status, r.Words, nil)
	blocks, err := json.Marshal(art.Blocks)
	if err != nil {
		return r, fmt.Errorf("app: reading headline %d: %w", id, err)
	}
	if err := a.store.SaveArticleText(context.WithoutCancel(ctx), store.ArticleText{ItemID: id, URL: art.URL,
		Status: art.Status, Title: art.Title, Byline: art.Byline, Site: art.Site, Lang: art.Lang, Text: art.Text,
		Blocks: string(blocks), Words: art.Words, Fetched: r.Fetched}); err != nil {
		return r, fmt.Errorf("app: keeping the article of headline %d: %w", id, err)
	}
	return r, nil
}

// articleLog starts the log of the requests for a headline's article and its pictures, under the
// site of the source that brought the headline, else the headline's host.
func (a *App) articleLog(src store.ArticleSource) *requestLog {
	site := src.Site
	if site == "" {
		site = hostOf(src.URL)
	}
	return a.requestLog(site, src.SourceID)
}

// AutoRead reports whether opening a headline of site reads its article by itself.
func (a *App) AutoRead(ctx context.Context, site string) (bool, error) {
	on, err := a.store.AutoRead(ctx, site)
	if err != nil {
		return false, fmt.Errorf("app: %w", err)
	}
	return on, nil
}

// SetAutoRead sets whether opening a headline of site reads its article by itself.
func (a *App) SetAutoRead(ctx context.Context, site string, on bool) error {
	if err := a.store.SetAutoRead(ctx, site, on); err != nil {
		return fmt.Errorf("app: %w", err)
	}
	return nil
}

// readingOf maps an article kept in the store.
func readingOf(kept store.ArticleText) (*Reading, error) {
	var blocks []article.Block
	if err := json.Unmarshal([]byte(kept.Blocks), &blocks); err != nil {
		return nil, fmt.Errorf("app: the article kept for headline %d: %w", kept.ItemID, err)
	}
	r := &Reading{HeadlineID: kept.ItemID, URL: kept.URL, Title: kept.Title, Byline: kept.Byline, Site: kept.Site,
		Lang: kept.Lang, Text: kept.Text, Blocks: textBlocks(blocks), Words: kept.Words, Status: kept.Status,
		Cached: true, Fetched: kept.Fetched}
	r.Message = ReadingWords(r.Status, r.Words, nil)
	return r, nil
}

// readingFromArticle maps an article just read.
func readingFromArticle(id int64, art *article.Article, now time.Time) *Reading {
	return &Reading{HeadlineID: id, URL: art.URL, Title: art.Title, Byline: art.Byline, Site: art.Site,
		Lang: art.Lang, Text: art.Text, Blocks: textBlocks(art.Blocks), Words: art.Words, Status: art.Status,
		Fetched: now}
}

func textBlocks(blocks []article.Block) []TextBlock {
	out := make([]TextBlock, 0, len(blocks))
	for _, b := range blocks {
		tb := TextBlock{Kind: b.Kind, Level: b.Level, Ordered: b.Ordered, Spans: textSpans(b.Spans), URL: b.URL, Alt: b.Alt, Caption: b.Caption}
		for _, it := range b.Items {
			tb.Items = append(tb.Items, textSpans(it))
		}
		out = append(out, tb)
	}
	return out
}

func textSpans(spans []article.Span) []TextSpan {
	if len(spans) == 0 {
		return nil
	}
	out := make([]TextSpan, len(spans))
	for i, s := range spans {
		out[i] = TextSpan{Text: s.Text, URL: s.URL, Strong: s.Strong, Emphasis: s.Emphasis, Code: s.Code}
	}
	return out
}

// readLocks keeps one lock per headline being read, so that two reads of one headline at once (the
// person's and the site's Auto-read) send one request: the second finds the first's article kept.
type readLocks struct {
	mu    sync.Mutex
	locks map[int64]*readLock
}

type readLock struct {
	sync.Mutex
	users int
}

// lock takes the lock of headline id and returns its release.
func (l *readLocks) lock(id int64) func() {
	l.mu.Lock()
	if l.locks == nil {
		l.locks = make(map[int64]*readLock)
	}
	rl := l.locks[id]
	if rl == nil {
		rl = &readLock{}
		l.locks[id] = rl
	}
	rl.users++
	l.mu.Unlock()
	rl.Lock()
	return func() {
		rl.Unlock()
		l.mu.Lock()
		if rl.users--; rl.users == 0 {
			delete(l.locks, id)
		}
		l.mu.Unlock()
	}
}
