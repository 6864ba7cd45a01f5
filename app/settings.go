package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/broadsheet/broadsheet/store"
)

// Setting keys.
const (
	settingInterval = "interval"
	settingPause    = "pause"
)

// Settings returns the person's preferences.
func (a *App) Settings(ctx context.Context) (Settings, error) {
	s := Settings{Interval: DefaultInterval, Pause: DefaultPause}
	d, err := a.durationSetting(ctx, settingInterval)
	if err != nil {
		return Settings{}, err
	}
	if d > 0 {
		s.Interval = clampInterval(d)
	}
	d, err = a.durationSetting(ctx, settingPause)
	if err != nil {
		return Settings{}, err
	}
	if d > 0 {
		s.Pause = d
	}
	return s, nil
}

// SaveSettings stores the person's preferences; a new pause applies to the next request.
func (a *App) SaveSettings(ctx context.Context, s Settings) error {
	if s.Pause < 0 {
		return fmt.Errorf("app: a pause cannot be negative (%v)", s.Pause)
	}
	if s.Pause == 0 {
		s.Pause = DefaultPause
	}
	if err := a.store.SetSetting(ctx, settingInterval, clampInterval(s.Interval).String()); err != nil {
		return fmt.Errorf("app: saving settings: %w", err)
	}
	if err := a.store.SetSetting(ctx, settingPause, s.Pause.String()); err != nil {
		return fmt.Errorf("app: saving settings: %w", err)
	}
	if a.client != nil {
		a.client.SetPause(s.Pause)
	}
	return nil
}

// durationSetting reads a setting written by SaveSettings; zero when it was never saved.
func (a *App) durationSetting(ctx context.Context, key string) (time.Duration, error) {
	v, err := a.setting(ctx, key)
	if err != nil || v == "" {
		return 0, err
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, nil // a value this version cannot read counts as never saved
	}
	return d, nil
}

// setting reads a setting; "" when it was never saved.
func (a *App) setting(ctx context.Context, key string) (string, error) {
	v, err := a.store.Setting(ctx, key)
	if errors.Is(err, store.ErrNotFound) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("app: reading setting %s: %w", key, err)
	}
	return v, nil
}
