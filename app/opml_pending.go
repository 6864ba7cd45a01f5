//go:build !opmlready

package app

import (
	"context"
	"errors"
	"io"
)

// ImportOPML is not available in this build.
func (a *App) ImportOPML(ctx context.Context, r io.Reader) (int, error) {
	return 0, errors.New("app: OPML is not built in")
}

// ExportOPML is not available in this build.
func (a *App) ExportOPML(ctx context.Context, w io.Writer) error {
	return errors.New("app: OPML is not built in")
}
