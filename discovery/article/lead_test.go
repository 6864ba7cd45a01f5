package article_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/article"
)

// leadLabels are a person's labels of the quality set's lead pictures (testdata/quality/lead.json).
type leadLabel struct {
	Lead  string `json:"lead"`  // "picture", "site" or "none"
	Image string `json:"image"` // of "site": a part of the site's picture's address
}

func loadLeadLabels(t *testing.T) map[string]leadLabel {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(qualityDir, "lead.json"))
	if err != nil {
		t.Fatal(err)
	}
	var l struct {
		Pages map[string]leadLabel `json:"pages"`
	}
	if err := json.Unmarshal(data, &l); err != nil {
		t.Fatal(err)
	}
	return l.Pages
}

// TestLeadPictureQuality adds the lead picture to the pages of the quality set and counts, for the
// sample and held-out pages apart, the pages that gain one. No page gains a picture a person
// labelled as the site's own (a logo, a picture every page shares), a page gains at most one image
// block, at the top, and its text and words are those without it. Run with -v for each page.
func TestLeadPictureQuality(t *testing.T) {
	labels := loadLeadLabels(t)
	gained := map[string]int{}
	pages := map[string]int{}
	for _, p := range loadQuality(t) {
		label, ok := labels[p.ID]
		if !ok {
			t.Errorf("%s: no label in lead.json", p.ID)
			continue
		}
		pages[p.Split]++
		with, err := article.Extract(bytes.NewReader(p.source), p.URL, "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		without, err := article.ExtractWithoutLead(bytes.NewReader(p.source), p.URL, "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		if with.Text != without.Text || with.Words != without.Words || with.Status != without.Status {
			t.Errorf("%s: the lead picture changed the text, words or status", p.ID)
		}
		if reflect.DeepEqual(with.Blocks, without.Blocks) {
			t.Logf("%-8s %-21s %-7s gains nothing", p.Split, p.ID, label.Lead)
			continue
		}
		lead := with.Blocks[0]
		if lead.Kind != article.KindImage || len(with.Blocks) != len(without.Blocks)+1 ||
			!reflect.DeepEqual(with.Blocks[1:], without.Blocks) {
			t.Errorf("%s: the blocks changed otherwise than by a first image", p.ID)
			continue
		}
		gained[p.Split]++
		t.Logf("%-8s %-21s %-7s gains %s (alt %q, caption %q)", p.Split, p.ID, label.Lead, lead.URL, lead.Alt, lead.Caption)
		switch {
		case label.Lead == "site" && strings.Contains(lead.URL, label.Image):
			t.Errorf("%s: gains the site's own picture %s", p.ID, lead.URL)
		case label.Lead == "none":
			t.Errorf("%s: gains %s, but names no lead picture", p.ID, lead.URL)
		case article.IsAdImage(lead.URL):
			t.Errorf("%s: gains the advertisement %s", p.ID, lead.URL)
		}
	}
	for _, split := range []string{"sample", "heldout"} {
		t.Logf("%s: %d of %d pages gain a lead picture", split, gained[split], pages[split])
	}
}
