package app

import (
	"errors"
	"testing"
	"time"
)

func TestSettings(t *testing.T) {
	tests := []struct {
		name string
		save Settings
		want Settings
	}{
		{"defaults when never saved", Settings{}, Settings{Interval: DefaultInterval, Pause: DefaultPause}},
		{"saved as given", Settings{Interval: time.Hour, Pause: 3 * time.Second}, Settings{Interval: time.Hour, Pause: 3 * time.Second}},
		{"interval never under the minimum", Settings{Interval: time.Minute, Pause: time.Second}, Settings{Interval: MinInterval, Pause: time.Second}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := t.Context()
			a := openTestApp(t, nil)
			if tt.save != (Settings{}) {
				if err := a.SaveSettings(ctx, tt.save); err != nil {
					t.Fatal(err)
				}
			}
			got, err := a.Settings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
	t.Run("negative pause refused", func(t *testing.T) {
		a := openTestApp(t, nil)
		if err := a.SaveSettings(t.Context(), Settings{Interval: time.Hour, Pause: -time.Second}); err == nil {
			t.Error("got no error, want one")
		}
	})
}

func TestSetIntervalAndUnfollow(t *testing.T) {
	ctx := t.Context()
	a := openTestApp(t, nil)
	site := newTestSite(t)
	srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	id := srcs[0].ID
	if err := a.SetInterval(ctx, id, time.Minute); err != nil {
		t.Fatal(err)
	}
	got, err := a.Source(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Interval != MinInterval {
		t.Errorf("got interval %v, want %v", got.Interval, MinInterval)
	}
	if err := a.Unfollow(ctx, id); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"Unfollow again":      a.Unfollow(ctx, id),
		"SetInterval":         a.SetInterval(ctx, id, time.Hour),
		"Headlines of source": func() error { _, err := a.Headlines(ctx, HeadlineQuery{SourceID: id}); return err }(),
	} {
		if !errors.Is(err, ErrUnknownSource) {
			t.Errorf("%s: got %v, want ErrUnknownSource", name, err)
		}
	}
}
