package store

import "testing"

// TestSiteHealingNotes checks that a site's healing notes are those of its own sources that have one,
// by source ID, and no other's.
func TestSiteHealingNotes(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	a1 := addSource(t, s, "https://a.test/one.xml", "a.test")
	a2 := addSource(t, s, "https://a.test/two.xml", "a.test")
	a3 := addSource(t, s, "https://a.test/three.xml", "a.test")
	b1 := addSource(t, s, "https://b.test/one.xml", "b.test")
	for _, h := range []Healing{
		{SourceID: a3.ID, Misses: 2, Checked: t0, Note: "the homepage still announces it"},
		{SourceID: a1.ID, Misses: 2, Checked: t0, Note: "robots.txt of a.test could not be asked"},
		{SourceID: a2.ID, Misses: 1}, // counting, never looked anew: no note
		{SourceID: b1.ID, Misses: 2, Checked: t0, Note: "b.test offers nothing new"},
	} {
		if err := s.SaveHealing(ctx, h); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.SiteHealingNotes(ctx, "a.test")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].SourceID != a1.ID || got[1].SourceID != a3.ID ||
		got[1].Note != "the homepage still announces it" || !got[1].Checked.Equal(t0) || got[1].Misses != 2 {
		t.Errorf("SiteHealingNotes(a.test) = %+v, want the notes of sources %d and %d", got, a1.ID, a3.ID)
	}
}
