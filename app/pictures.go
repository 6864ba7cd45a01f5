package app

// This file is the pictures of the reader view: those of an article read in Broadsheet, fetched
// once through the polite client and then kept with the article, decoded and scaled off the UI
// goroutine, one at a time as they arrive.

import (
	"context"
	"errors"
	"fmt"
	"image"

	"golang.org/x/image/draw"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/store"
)

// Statuses of a Picture.
const (
	PictureShown   = "shown"   // Image holds the picture
	PictureHidden  = "hidden"  // a tracking pixel or an advertisement: nothing is drawn
	PictureMissing = "missing" // it could not be had; Reason says why
)

// Reasons a picture is missing.
const (
	PictureRefused  = "refused"   // robots.txt, or an answer of 401, 403 or 429, said no
	PictureTooLarge = "too-large" // more bytes or pixels than Broadsheet decodes
	PictureFailed   = "failed"    // any other failure: not found, not a picture, no answer
)

// MaxPictureWidth is the widest, in pixels, a picture is kept in memory for the window; a wider one
// is scaled down to it.
const MaxPictureWidth = 1400

// Picture is one picture of an article, as the reader view draws it.
type Picture struct {
	Block  int    // its block's index in Reading.Blocks
	URL    string // its address
	Alt    string // its alternative text, the caption; "" when it has none
	Status string // PictureShown, PictureHidden or PictureMissing
	Reason string // of PictureMissing: PictureRefused, PictureTooLarge or PictureFailed
	// Image is the picture, at most MaxPictureWidth pixels wide; nil unless Status is PictureShown.
	Image image.Image
	// Cached says the picture came from the store: it cost no request.
	Cached bool
}

// ReadPictures hands each picture of an article read (ReadOK) to each, in the order of its blocks,
// as it is had: the one kept with the article, which costs no request, else the one fetched now
// through the polite client with the private-address rule of the source's typed address, as the
// article itself was, and then kept with the article. An advertisement (an ad server's address) is
// neither fetched nor drawn; a tracking pixel is fetched once and never drawn. A picture that cannot
// be had is handed over as PictureMissing and kept so, so that opening the article again does not
// ask again; only a picture cut short by ctx is not kept.
//
// each is called on the calling goroutine. The error, when not nil, says what could not be kept or
// that ctx ended; every picture had was still handed over.
func (a *App) ReadPictures(ctx context.Context, r *Reading, each func(Picture)) error {
	if r == nil || r.Status != ReadOK {
		return nil
	}
	var src *store.ArticleSource
	var sent *requestLog
	var errs []error
	seen := map[string]bool{}
	for i, b := range r.Blocks {
		if b.Kind != BlockImage || b.URL == "" || seen[b.URL] {
			continue
		}
		seen[b.URL] = true
		if err := ctx.Err(); err != nil {
			errs = append(errs, err)
			break
		}
		p := Picture{Block: i, URL: b.URL, Alt: b.Alt}
		if article.IsAdImage(b.URL) {
			p.Status = PictureHidden
			each(p)
			continue
		}
		kept, err := a.store.ArticlePicture(ctx, r.HeadlineID, b.URL)
		if err == nil {
			p.Cached = true
			each(pictureOf(p, kept))
			continue
		}
		if !errors.Is(err, store.ErrNotFound) {
			errs = append(errs, fmt.Errorf("app: a picture of headline %d: %w", r.HeadlineID, err))
		}
		if src == nil {
			s, err := a.store.ArticleSource(ctx, r.HeadlineID)
			if err != nil {
				errs = append(errs, headlineErr(r.HeadlineID, err))
				break
			}
			src = &s
			sent = a.articleLog(s)
		}
		kept = a.fetchPicture(ctx, r.HeadlineID, b.URL, src.Typed, sent)
		if ctx.Err() != nil && kept.Status == store.PictureFailed {
			errs = append(errs, ctx.Err())
			break // cut short, not missing: not kept
		}
		if err := a.store.SaveArticlePicture(context.WithoutCancel(ctx), kept); err != nil {
			errs = append(errs, fmt.Errorf("app: keeping a picture of headline %d: %w", r.HeadlineID, err))
		}
		each(pictureOf(p, kept))
	}
	if sent != nil {
		if err := sent.save(ctx); err != nil {
			errs = append(errs, fmt.Errorf("app: logging the requests for pictures: %w", err))
		}
	}
	return errors.Join(errs...)
}

// fetchPicture fetches one picture of headline id and says what to keep of it.
func (a *App) fetchPicture(ctx context.Context, id int64, url, typed string, sent *requestLog) store.ArticlePicture {
	kept := store.ArticlePicture{ItemID: id, URL: url}
	img, err := article.FetchImage(ctx, url, article.Options{Client: a.client, Typed: typed, OnEvent: sent.note})
	switch {
	case err != nil:
		kept.Status, kept.Reason = store.PictureFailed, pictureReason(err)
	case article.IsTrackingSize(img.Width, img.Height):
		kept.Status, kept.Format, kept.Width, kept.Height = store.PictureHidden, img.Format, img.Width, img.Height
	default:
		kept.Status, kept.Format, kept.Width, kept.Height, kept.Data = store.PictureOK, img.Format, img.Width, img.Height, img.Data
	}
	return kept
}

// pictureReason is why a picture could not be had, as it is kept.
func pictureReason(err error) string {
	var dis *fetch.DisallowedError
	var he *fetch.HTTPError
	var big *fetch.TooLargeError
	var px *article.TooManyPixelsError
	switch {
	case errors.As(err, &dis), errors.As(err, &he) && (he.Status == 401 || he.Status == 403 || he.Status == 429):
		return PictureRefused
	case errors.As(err, &big), errors.As(err, &px):
		return PictureTooLarge
	}
	return PictureFailed
}

// pictureOf is the picture kept, decoded and scaled for the window.
func pictureOf(p Picture, kept store.ArticlePicture) Picture {
	switch kept.Status {
	case store.PictureHidden:
		p.Status = PictureHidden
		return p
	case store.PictureFailed:
		p.Status, p.Reason = PictureMissing, kept.Reason
		return p
	}
	img, err := article.DecodeImage(kept.Data)
	if err != nil {
		p.Status, p.Reason = PictureMissing, pictureReason(err)
		return p
	}
	p.Status, p.Image = PictureShown, scaledDown(img, MaxPictureWidth)
	return p
}

// scaledDown is img at most width pixels wide, its proportions kept; img itself when it is narrower.
func scaledDown(img image.Image, width int) image.Image {
	b := img.Bounds()
	if b.Dx() <= width {
		return img
	}
	h := max(1, b.Dy()*width/b.Dx())
	dst := image.NewRGBA(image.Rect(0, 0, width, h))
	draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}
