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
	settingPaused   = "refresh-paused"
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
		s.Pause = max(d, MinPause)
	}
	s.RefreshPaused, err = a.refreshPaused(ctx)
	if err != nil {
		return Settings{}, err
	}
	return s, nil
}

// refreshPaused says whether the person has paused the background refreshes.
func (a *App) refreshPaused(ctx context.Context) (bool, error) {
	v, err := a.setting(ctx, settingPaused)
	return v == "true", err
}

// SaveSettings stores the person's preferences; a new pause applies to the next request. A new
// interval applies to every followed source too, in the same transaction; an interval that did not
// change leaves each source's own as it is. A pause under MinPause is refused.
func (a *App) SaveSettings(ctx context.Context, s Settings) error {
	if s.Pause == 0 {
		s.Pause = DefaultPause
	}
	if s.Pause < MinPause {
		return fmt.Errorf("app: a pause under %v is not allowed (%v): sites are asked at most once a second", MinPause, s.Pause)
	}
	old, err := a.Settings(ctx)
	if err != nil {
		return err
	}
	interval := clampInterval(s.Interval)
	if interval != old.Interval {
		if err := a.store.SetDefaultInterval(ctx, settingInterval, interval.String(), interval, a.now().Add(interval)); err != nil {
			return fmt.Errorf("app: saving settings: %w", err)
		}
	}
	if err := a.store.SetSetting(ctx, settingPause, s.Pause.String()); err != nil {
		return fmt.Errorf("app: saving settings: %w", err)
	}
	if err := a.store.SetSetting(ctx, settingPaused, fmt.Sprint(s.RefreshPaused)); err != nil {
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
