//go:build !discoverready

package app

import (
	"context"
	"errors"
)

// Discover is not available in this build.
func (a *App) Discover(ctx context.Context, address string, onEvent func(RequestEvent)) (*Finding, error) {
	return nil, errors.New("app: discovery is not built in")
}
