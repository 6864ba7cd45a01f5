package texturecache

import (
	"os"
	"testing"
)

func TestApplyKeepsTheUsersSetting(t *testing.T) {
	t.Setenv(Variable, "")
	apply()
	if got := os.Getenv(Variable); got != Duration {
		t.Errorf("unset: %s = %q, want %q", Variable, got, Duration)
	}
	t.Setenv(Variable, "2m")
	apply()
	if got := os.Getenv(Variable); got != "2m" {
		t.Errorf("set by the user: %s = %q, want it kept as %q", Variable, got, "2m")
	}
}
