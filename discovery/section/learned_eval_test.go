package section

// This file asks whether a weighing of the section reader's evidence learnt from the labelled pages
// reaches unseen pages better than the order of articleRules: a logistic regression over what each
// candidate's links say, and over what each rule says of it, is trained on the development pages and
// judged, as pages_eval_test.go counts, beside the rules' own picks on the same pages.

import (
	"encoding/binary"
	"fmt"
	"math"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// learnedPage is one labelled page read for the learned weighing: its candidates, the features of
// each (learnedFeatures), whether each is a labelled article (1), a labelled medium (-1, neither
// learnt from nor counted) or neither (0), and the articles the rules gave.
type learnedPage struct {
	folder string
	pc     pageCase
	cands  []*linkCandidate
	x      [][]float64
	y      []int8
	keys   []string  // the manifest's key of each candidate (labelledKey)
	rules  pageScore // how the rules' picks score (scorePage)
}

// learnedFeatureNames names the features learnedFeatures gives, in their order.
var learnedFeatureNames []string

// learnedFeatures reads the evidence of one candidate as numbers, each in [0, 1]: what its address
// says, what its links say, the groups it belongs to, and, for each rule of articleRules, whether the
// rule takes it and whether it drops it (asked of every rule, not only up to the first that decides).
func learnedFeatures(p *pageLinks, c *linkCandidate) []float64 {
	var names []string
	var x []float64
	add := func(name string, v float64) {
		names = append(names, name)
		x = append(x, v)
	}
	flag := func(name string, b bool) {
		v := 0.0
		if b {
			v = 1
		}
		add(name, v)
	}
	share := func(n, d int) float64 {
		if d == 0 {
			return 0
		}
		return float64(n) / float64(d)
	}
	size := func(n int) float64 { return math.Min(math.Log1p(float64(n))/5, 1) }
	flag("evidence strong", c.evidence == evStrong)
	flag("evidence weak", c.evidence == evWeak)
	flag("evidence none", c.evidence == evNone)
	flag("headline", c.headline)
	flag("heading", c.heading)
	flag("more link", c.moreLink)
	flag("body", c.body)
	flag("sponsored", c.sponsored)
	flag("sequence", c.sequence)
	flag("menu entry", c.menuEntry)
	flag("topic", c.topic)
	flag("permalink", c.permalink)
	flag("leaves", c.leaves)
	flag("redirect", c.redirect)
	flag("numbered", c.isNumbered())
	flag("time", c.time != "")
	flag("title heading", c.titled == titleHeading)
	flag("title text", c.titled == titleText)
	flag("title wordless", c.titled == titleWordless)
	add("slug words", math.Min(float64(c.lastSlug()), 12)/12)
	add("name words", math.Min(float64(c.nameWords()), 12)/12)
	add("text words", math.Min(float64(len(strings.Fields(c.text))), 20)/20)
	group := func(prefix string, g *shapeGroup) {
		if g == nil {
			g = &shapeGroup{}
		}
		add(prefix+" size", size(g.size))
		add(prefix+" strong share", share(g.strong, g.size))
		add(prefix+" headline share", share(g.headlines, g.size))
		add(prefix+" body share", share(g.body, g.size))
	}
	group("kind", c.kind)
	group("shape", p.groups[c.shape])
	group("folder", p.folders[c.folder])
	for _, r := range articleRules {
		v := r.judge(p, c)
		flag("takes: "+r.name, v == take)
		flag("drops: "+r.name, v == drop)
	}
	if learnedFeatureNames == nil {
		learnedFeatureNames = names
	}
	return x
}

// readLearnedPages reads every section case of the folders of pattern.
func readLearnedPages(t *testing.T, pattern string) []learnedPage {
	t.Helper()
	dirs, err := setDirs(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatalf("no folder %s holds a manifest.json", pattern)
	}
	var pages []learnedPage
	for _, dir := range dirs {
		for _, pc := range loadPageCases(t, dir) {
			p, given := pageCandidates(t, dir, pc)
			want, media := map[string]bool{}, map[string]bool{}
			for _, a := range pc.Exp.Articles {
				want[a.Key] = true
			}
			for _, m := range pc.Exp.Media {
				media[m.Key] = true
			}
			lp := learnedPage{folder: filepath.Base(dir), pc: pc, cands: p.cands, rules: scorePage(pc, given)}
			for _, c := range p.cands {
				k := labelledKey(compareKey(c.article.URL, pc.URL, pc.Exp.IgnoreQuery), c.article.URL, want, media)
				var y int8
				switch {
				case want[k]:
					y = 1
				case media[k]:
					y = -1
				}
				lp.x = append(lp.x, learnedFeatures(p, c))
				lp.y = append(lp.y, y)
				lp.keys = append(lp.keys, k)
			}
			pages = append(pages, lp)
		}
	}
	return pages
}

// learnedModel is a logistic regression: p = σ(w·x + b).
type learnedModel struct {
	w []float64
	b float64
}

func (m learnedModel) prob(x []float64) float64 {
	z := m.b
	for i, v := range x {
		z += m.w[i] * v
	}
	return 1 / (1 + math.Exp(-z))
}

// Training settings: epochs of full-batch gradient descent with momentum, its step, and the weight
// of the L2 penalty.
const (
	learnedEpochs   = 400
	learnedStep     = 0.5
	learnedMomentum = 0.9
	learnedL2       = 1e-4
)

// trainLearned fits a model to the candidates of pages (media left out). Candidates with the same
// features are counted once with their numbers of articles and others, which keeps a pass short.
func trainLearned(pages []learnedPage, epochs int) learnedModel {
	type row struct {
		at       []int     // the features that are not 0
		v        []float64 // their values
		pos, neg float64
	}
	index := map[string]int{}
	var rows []row
	var n float64
	buf := make([]byte, 8)
	for _, pg := range pages {
		for i, x := range pg.x {
			if pg.y[i] < 0 {
				continue
			}
			var key strings.Builder
			for _, v := range x {
				binary.LittleEndian.PutUint64(buf, math.Float64bits(v))
				key.Write(buf)
			}
			j, ok := index[key.String()]
			if !ok {
				j = len(rows)
				index[key.String()] = j
				r := row{}
				for f, v := range x {
					if v != 0 {
						r.at = append(r.at, f)
						r.v = append(r.v, v)
					}
				}
				rows = append(rows, r)
			}
			if pg.y[i] == 1 {
				rows[j].pos++
			} else {
				rows[j].neg++
			}
			n++
		}
	}
	m := learnedModel{w: make([]float64, len(learnedFeatureNames))}
	if n == 0 {
		return m
	}
	vw, vb := make([]float64, len(m.w)), 0.0
	gw := make([]float64, len(m.w))
	for e := 0; e < epochs; e++ {
		clear(gw)
		gb := 0.0
		for _, r := range rows {
			z := m.b
			for k, f := range r.at {
				z += m.w[f] * r.v[k]
			}
			p := 1 / (1 + math.Exp(-z))
			g := (r.pos*(p-1) + r.neg*p) / n
			gb += g
			for k, f := range r.at {
				gw[f] += g * r.v[k]
			}
		}
		for i := range m.w {
			gw[i] += learnedL2 * m.w[i]
			vw[i] = learnedMomentum*vw[i] - learnedStep*gw[i]
			m.w[i] += vw[i]
		}
		vb = learnedMomentum*vb - learnedStep*gb
		m.b += vb
	}
	return m
}

// probs is what m gives each candidate of pages, page by page.
func probs(m learnedModel, pages []learnedPage) [][]float64 {
	ps := make([][]float64, len(pages))
	for j, pg := range pages {
		for _, x := range pg.x {
			ps[j] = append(ps[j], m.prob(x))
		}
	}
	return ps
}

// scoreLearned scores the picks "take if p >= threshold" on pages (ps: probs of them), and the
// rules' picks beside them. It counts as scorePage does, from the keys read once: a labelled article
// picked twice under two forms counts once, a medium neither way, any other pick as wrong.
func scoreLearned(ps [][]float64, threshold float64, pages []learnedPage) (learned, rules pooled) {
	for j, pg := range pages {
		found := map[string]bool{}
		for i, k := range pg.keys {
			if ps[j][i] < threshold {
				continue
			}
			switch {
			case pg.y[i] == 1 && found[k]:
			case pg.y[i] == 1:
				found[k] = true
				learned.right++
				learned.picked++
			case pg.y[i] == 0:
				learned.picked++
			}
		}
		learned.expected += len(pg.pc.Exp.Articles)
		rules.add(pg.rules)
	}
	return learned, rules
}

// scoreLearnedPages is scoreLearned counted by scorePage itself, on the candidates' articles.
func scoreLearnedPages(ps [][]float64, threshold float64, pages []learnedPage) pooled {
	var s pooled
	for j, pg := range pages {
		var picked []Article
		for i, c := range pg.cands {
			if ps[j][i] >= threshold {
				picked = append(picked, c.article)
			}
		}
		s.add(scorePage(pg.pc, picked))
	}
	return s
}

// chooseThreshold is the threshold, in twentieths, with the best F1 on pages.
func chooseThreshold(m learnedModel, pages []learnedPage) float64 {
	ps := probs(m, pages)
	best, bestF := 0.5, -1.0
	for k := 1; k < 20; k++ {
		th := float64(k) / 20
		s, _ := scoreLearned(ps, th, pages)
		if f := s.f1(); f > bestF {
			best, bestF = th, f
		}
	}
	return best
}

// TestSectionLearnedWeighing trains a logistic regression on the development pages' candidates,
// with the threshold chosen on them, and with -v logs its precision and recall beside the rules' on
// the development pages (in-sample), folder by folder left out of training (pooled), and last on
// the held-out pages, judged once with the model and threshold fixed. It fails when training gives
// a weight that is not a number, or when the model is right about no more development candidates
// than always giving the commoner answer is (always "yes" on these pages, a little over always "no").
func TestSectionLearnedWeighing(t *testing.T) {
	dev := readLearnedPages(t, devPattern)
	m := trainLearned(dev, learnedEpochs)
	for i, w := range append([]float64{m.b}, m.w...) {
		if math.IsNaN(w) || math.IsInf(w, 0) {
			t.Fatalf("weight %d is %v", i, w)
		}
	}
	th := chooseThreshold(m, dev)

	var right, none, all int
	for _, pg := range dev {
		for i, x := range pg.x {
			if pg.y[i] < 0 {
				continue
			}
			all++
			if pg.y[i] == 0 {
				none++
			}
			if (m.prob(x) >= th) == (pg.y[i] == 1) {
				right++
			}
		}
	}
	// On these pages a little over half the candidates are articles: always "yes" is the stronger of
	// the two trivial answers, and the one the model must beat.
	acc, base := ratio(right, all), ratio(max(none, all-none), all)
	if acc <= base {
		t.Errorf("the learned weighing is right about %.3f of the development candidates, the majority's answer about %.3f", acc, base)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "%d development pages, %d candidates (media left out), %d features, threshold %.2f\n", len(dev), all, len(m.w), th)
	fmt.Fprintf(&b, "candidate accuracy: learned %.3f, always \"no\" %.3f, always \"yes\" %.3f\n", acc, ratio(none, all), ratio(all-none, all))
	l, r := scoreLearned(probs(m, dev), th, dev)
	if s := scoreLearnedPages(probs(m, dev), th, dev); s != l {
		t.Errorf("the learned picks count %v by keys, %v by scorePage", l, s)
	}
	fmt.Fprintf(&b, "development, in-sample:  learned %s\n                         rules   %s\n", l, r)

	folders := map[string]bool{}
	for _, pg := range dev {
		folders[pg.folder] = true
	}
	var names []string
	for f := range folders {
		names = append(names, f)
	}
	sort.Strings(names)
	var lofoL, lofoR pooled
	for _, f := range names {
		var train, test []learnedPage
		for _, pg := range dev {
			if pg.folder == f {
				test = append(test, pg)
			} else {
				train = append(train, pg)
			}
		}
		fm := trainLearned(train, learnedEpochs)
		l, r := scoreLearned(probs(fm, test), chooseThreshold(fm, train), test)
		lofoL.merge(l)
		lofoR.merge(r)
	}
	fmt.Fprintf(&b, "development, each of %d folders left out, pooled:\n                         learned %s\n                         rules   %s\n", len(names), lofoL, lofoR)

	order := make([]int, len(m.w))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(i, j int) bool { return math.Abs(m.w[order[i]]) > math.Abs(m.w[order[j]]) })
	fmt.Fprintf(&b, "weights, largest first (bias %+.2f):\n", m.b)
	for _, i := range order[:min(20, len(order))] {
		fmt.Fprintf(&b, "  %+6.2f  %s\n", m.w[i], learnedFeatureNames[i])
	}

	// The held-out pages are read only now, with the model and its threshold fixed.
	held := readLearnedPages(t, heldOutPattern)
	l, r = scoreLearned(probs(m, held), th, held)
	fmt.Fprintf(&b, "held-out, %d pages:       learned %s\n                         rules   %s\n", len(held), l, r)
	t.Logf("learned weighing of the section reader's evidence:\n%s", b.String())
}
