package section

// This file measures the section reader on real saved news pages: for each page of a manifest, the
// articles Links picks are compared with the list a person checked by hand, and precision and recall
// are computed per page and over all pages. Three sets are measured apart, each as its own table:
// the sample the rules were written from (shared/corpus/pages), the development sets (testdata/dev*)
// and the held-out pages no rule was written from (testdata/heldout*).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// pagesDir holds the real pages and their manifest. BROADSHEET_PAGES names another folder laid out
// the same way (a manifest.json beside the pages), to measure the reader on pages kept elsewhere.
const pagesDir = "../../../shared/corpus/pages"

// Floors under which TestSectionPages fails. The overall floors are the quality the section reader
// is held to on pages it has never seen (precision and recall both at least 0.90); the sample must
// not fall below them. The per-page floor catches a rule that breaks one kind of site outright (a
// page where fewer than half the links picked are right, or fewer than half the articles are
// found), which the overall figures of ten pages could hide.
const (
	overallFloor = 0.90
	pageFloor    = 0.50
)

// pageCase is one case of the manifest, with what the evaluation needs.
type pageCase struct {
	ID    string            `json:"id"`
	Type  string            `json:"type"`
	URL   string            `json:"url"`
	Files map[string]string `json:"files"`
	Exp   struct {
		IgnoreQuery []string   `json:"ignore_query"`
		Articles    []pageItem `json:"articles"`
		Media       []pageItem `json:"media"`
	} `json:"expected"`
}

type pageItem struct {
	Key   string `json:"key"`
	URL   string `json:"url"`
	Title string `json:"title"`
}

// pageScore is how the reader did on one page.
type pageScore struct {
	id                      string
	picked, right, expected int
	titled, dated           int // of the right ones: titled as the manifest is, dated by the page
	missed, wrong           []string
	mistitled               []titlePair // of the right ones: titled otherwise than the manifest
	precision, recall       float64
}

// pooled sums the scores of pages as measurePages does: right, picked and labelled articles.
type pooled struct{ right, picked, expected int }

// add adds one page's score to s.
func (s *pooled) add(ps pageScore) { s.merge(pooled{ps.right, ps.picked, ps.expected}) }

// merge adds another sum to s.
func (s *pooled) merge(o pooled) {
	s.right += o.right
	s.picked += o.picked
	s.expected += o.expected
}

func (s pooled) precision() float64 { return ratio(s.right, s.picked) }
func (s pooled) recall() float64    { return ratio(s.right, s.expected) }

func (s pooled) f1() float64 {
	p, r := s.precision(), s.recall()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

func (s pooled) String() string {
	return fmt.Sprintf("precision %.3f (%d/%d) recall %.3f (%d/%d)", s.precision(), s.right, s.picked, s.recall(), s.right, s.expected)
}

// titlePair is an article's title as the reader gave it (got) and as a person wrote it (want).
type titlePair struct{ got, want string }

// compareKey is the manifest's key of a link: the percent-decoded path without a trailing slash,
// plus the query without utm_* and the ignored parameters, sorted; scheme, host and fragment are
// ignored, except that a link to another organisation than the page's (another registered domain,
// see sameOrganisation) keeps its host.
func compareKey(raw, pageURL string, ignore []string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	p := strings.TrimSuffix(u.Path, "/")
	if p == "" {
		p = "/"
	}
	var kept []string
	if u.RawQuery != "" {
		for _, pair := range strings.Split(u.RawQuery, "&") {
			if pair == "" {
				continue
			}
			k, _, _ := strings.Cut(pair, "=")
			if uk, err := url.QueryUnescape(k); err == nil {
				k = uk
			}
			if strings.HasPrefix(strings.ToLower(k), "utm_") || slices.Contains(ignore, k) {
				continue
			}
			if up, err := url.QueryUnescape(pair); err == nil {
				pair = up
			}
			kept = append(kept, pair)
		}
	}
	sort.Strings(kept)
	key := p
	if len(kept) > 0 {
		key += "?" + strings.Join(kept, "&")
	}
	if base, err := url.Parse(pageURL); err == nil && !sameOrganisation(base, u) {
		key = strings.ToLower(u.Host) + key
	}
	return key
}

// sameOrganisation reports whether u is on the site of base (page.Site), or on another host of the
// same registered domain (news.detik.com beside health.detik.com, verne.elpais.com beside
// elpais.com): the manifests' keys leave out the host of such a link, which the reader counts as
// another site's. Hosts under a public suffix that anyone may register under (name.blogspot.com,
// name.github.io) are sites of their own, and an address shares no domain.
func sameOrganisation(base, u *url.URL) bool {
	if page.Site(u) == page.Site(base) {
		return true
	}
	a, b := base.Hostname(), u.Hostname()
	if net.ParseIP(a) != nil || net.ParseIP(b) != nil || base.Port() != u.Port() {
		return false
	}
	da, err := registeredDomain(a)
	if err != nil {
		return false
	}
	db, err := registeredDomain(b)
	return err == nil && da == db
}

// loadPageCases reads the manifest of dir, or skips the test when the folder is missing.
func loadPageCases(t testing.TB, dir string) []pageCase {
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if os.IsNotExist(err) {
		t.Skipf("no pages at %s", dir)
	}
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Cases []pageCase `json:"cases"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("manifest: %v", err)
	}
	var cases []pageCase
	for _, c := range m.Cases {
		if c.Type == "section" {
			cases = append(cases, c)
		}
	}
	if len(cases) == 0 {
		t.Fatalf("manifest of %s holds no section case", dir)
	}
	return cases
}

// readCaseFile reads the saved file of a case's own address.
func readCaseFile(t testing.TB, dir string, c pageCase) []byte {
	u, err := url.Parse(c.URL)
	if err != nil {
		t.Fatalf("%s: url: %v", c.ID, err)
	}
	path := u.Path
	if path == "" {
		path = "/" // a site's address written without its slash ("http://www.solopos.com") is its root
	}
	file, ok := c.Files[path]
	if !ok {
		t.Fatalf("%s: no file for %s", c.ID, path)
	}
	body, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// readCasePage parses the saved file of a case's own address.
func readCasePage(t testing.TB, dir string, c pageCase) *page.Page {
	p, err := page.Parse(bytes.NewReader(readCaseFile(t, dir, c)), c.URL, "")
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	return p
}

// scorePage compares the articles picked on a page with the hand-checked list. Media items (videos,
// galleries, podcasts) are neither required nor counted wrong.
func scorePage(c pageCase, picked []Article) pageScore {
	s := pageScore{id: c.ID, expected: len(c.Exp.Articles)}
	want := map[string]bool{}
	titles := map[string]string{}
	for _, a := range c.Exp.Articles {
		want[a.Key] = true
		titles[a.Key] = a.Title
	}
	media := map[string]bool{}
	for _, m := range c.Exp.Media {
		media[m.Key] = true
	}
	found := map[string]bool{}
	for _, a := range picked {
		k := labelledKey(compareKey(a.URL, c.URL, c.Exp.IgnoreQuery), a.URL, want, media)
		switch {
		case found[k]:
			continue // one article linked twice under two forms counts once
		case want[k]:
			found[k] = true
			s.picked++
			s.right++
			if sameTitle(a.Title, titles[k]) {
				s.titled++
			} else {
				s.mistitled = append(s.mistitled, titlePair{a.Title, titles[k]})
			}
			if !a.Published.IsZero() {
				s.dated++
			}
		case media[k]:
		default:
			s.picked++
			s.wrong = append(s.wrong, k)
		}
	}
	for _, a := range c.Exp.Articles {
		if !found[a.Key] {
			s.missed = append(s.missed, a.Key)
		}
	}
	s.precision, s.recall = ratio(s.right, s.picked), ratio(s.right, s.expected)
	return s
}

// labelledKey is key as the manifest writes it: a list may key a link to another host of the page's
// organisation with that host ("news.ltn.com.tw/news/business/breakingnews/3112509", on a page of
// ec.ltn.com.tw), where compareKey drops it.
func labelledKey(key, raw string, want, media map[string]bool) string {
	if want[key] || media[key] {
		return key
	}
	u, err := url.Parse(raw)
	if err != nil {
		return key
	}
	if hk := strings.ToLower(u.Host) + key; want[hk] || media[hk] {
		return hk
	}
	return key
}

// sameTitle reports whether a title is a person's, but for case, white space and the punctuation
// around it.
func sameTitle(got, want string) bool {
	norm := func(s string) string {
		return strings.Trim(strings.ToLower(strings.Join(strings.Fields(s), " ")), " .…:;,!?\"'«»“”„")
	}
	return norm(got) == norm(want)
}

// ratio is n/d, or 1 when d is 0 (nothing to pick, nothing picked wrongly).
func ratio(n, d int) float64 {
	if d == 0 {
		return 1
	}
	return float64(n) / float64(d)
}

// TestSectionPages runs the section reader over every page of the sample's manifest and reports
// precision and recall per page and overall (summed over the pages), failing below the floors. With -v
// it prints the table and, for each page, the links it missed, the ones it took wrongly, and the
// titles it gave otherwise than a person did, each beside the person's.
func TestSectionPages(t *testing.T) {
	dir := pagesDir
	if d := os.Getenv("BROADSHEET_PAGES"); d != "" {
		dir = d
	}
	measurePages(t, []string{dir}, floors{overallFloor, overallFloor}, func(string) floors { return floors{pageFloor, pageFloor} })
}

// devPattern names the folders of real pages, labelled by hand, that rules may be written from once
// the sample's are not enough (testdata/dev, and testdata/dev-a to dev-zzb: pages held out until
// rules written from the earlier ones were judged on them). They are measured together, apart from
// the sample and from the held-out pages.
const devPattern = "testdata/dev*"

// devOverallFloor is what the development pages reach together, a little lowered (the three hundred
// and ninety pages reach precision 0.95 and recall 0.97 with the twenty-first round of rules).
var devOverallFloor = floors{precision: 0.93, recall: 0.95}

// devPageFloors are what each development page reaches, lowered by at least 0.05 and rounded down
// to a twentieth: a later change that loses ground on one of them fails, and says which. A page
// added to the development set has no floor until one is written here.
var devPageFloors = map[string]floors{
	"dev/auone-ja":                     {0.95, 0.95},
	"dev/detik-id":                     {0.95, 0.95},
	"dev/kompas-id":                    {0.95, 0.95},
	"dev/banyuetan-zh":                 {0.95, 0.95},
	"dev/lastampa-it":                  {0.95, 0.95},
	"dev/elpais-es":                    {0.95, 0.90},
	"dev/lepoint-fr":                   {0.95, 0.95},
	"dev/bbc-en":                       {0.95, 0.95},
	"dev/deutschland-home-en":          {0.90, 0.85},
	"dev/paris-luttes-fr":              {0.80, 0.95},
	"dev/cric-grenoble-fr":             {0.95, 0.95},
	"dev/dorzeczy-pl":                  {0.95, 0.95},
	"dev/heise-de":                     {0.95, 0.95},
	"dev/netzpolitik-de":               {0.95, 0.95},
	"dev/threatpost-en":                {0.95, 0.95},
	"dev/greenpeace-en":                {0.95, 0.95},
	"dev/ledevoir-fr":                  {0.95, 0.95},
	"dev/bayern-home-de":               {0.65, 0.95},
	"dev-a/wordpress-blog-en":          {0.95, 0.95},
	"dev-a/partei-blog-de":             {0.95, 0.95},
	"dev-a/demokratie-blog-de":         {0.95, 0.95},
	"dev-a/noticialdia-home-es":        {0.95, 0.95},
	"dev-a/radio96fm-home-en":          {0.55, 0.95},
	"dev-a/stuttgart-home-de":          {0.95, 0.95},
	"dev-a/metalreview-home-en":        {0.95, 0.95},
	"dev-a/biglobe-ja":                 {0.95, 0.95},
	"dev-a/goo-blog-ja":                {0.65, 0.95},
	"dev-a/tribunnews-id":              {0.95, 0.95},
	"dev-a/jagran-hi":                  {0.80, 0.95},
	"dev-a/amarujala-hi":               {0.95, 0.95},
	"dev-a/yjc-fa":                     {0.95, 0.95},
	"dev-a/newsam-hy":                  {0.95, 0.95},
	"dev-a/actualno-bg":                {0.85, 0.85},
	"dev-a/news18-en":                  {0.95, 0.95},
	"dev-a/buchperlen-wp-de":           {0.60, 0.95},
	"dev-b/prtimes-ja":                 {0.95, 0.95},
	"dev-b/goo-hiking-blog-ja":         {0.95, 0.95},
	"dev-b/theweek-speedreads-en":      {0.95, 0.95},
	"dev-b/kiow-radio-en":              {0.95, 0.95},
	"dev-b/boingboing-blog-en":         {0.95, 0.95},
	"dev-b/timesofindia-en":            {0.95, 0.90},
	"dev-b/unn-agency-ru":              {0.95, 0.95},
	"dev-b/ltn-business-zh":            {0.95, 0.95},
	"dev-b/alyaum-ar":                  {0.95, 0.95},
	"dev-b/junin24-local-es":           {0.95, 0.95},
	"dev-b/nu-sport-nl":                {0.95, 0.95},
	"dev-b/republicoftogo-fr":          {0.95, 0.95},
	"dev-b/koha-news-sq":               {0.95, 0.95},
	"dev-c/yomiuri-ja":                 {0.90, 0.95},
	"dev-c/naver-news-ko":              {0.95, 0.95},
	"dev-c/wp-wiadomosci-pl":           {0.95, 0.95},
	"dev-c/ouest-france-fr":            {0.95, 0.95},
	"dev-c/nnz-online-de":              {0.60, 0.95},
	"dev-c/yle-fi":                     {0.95, 0.95},
	"dev-c/roughdraft-local-en":        {0.95, 0.95},
	"dev-c/pcgamer-magazine-en":        {0.85, 0.85},
	"dev-c/24horas-tv-es":              {0.95, 0.95},
	"dev-c/ukbdnews-bn":                {0.95, 0.95},
	"dev-c/ndtv-sports-en":             {0.50, 0.70},
	"dev-c/repubblica-live-it":         {0.95, 0.95},
	"dev-c/treyhunner-blog-en":         {0.95, 0.95},
	"dev-c/tagesschau-de":              {0.95, 0.90},
	"dev-d/gothamist-local-en":         {0.95, 0.95},
	"dev-d/football-ua-sport-ru":       {0.90, 0.95},
	"dev-d/japantimes-en":              {0.85, 0.95},
	"dev-d/confidencial-ni-es":         {0.95, 0.95},
	"dev-d/caymancompass-local-en":     {0.95, 0.95},
	"dev-d/dietagespresse-satire-de":   {0.95, 0.95},
	"dev-d/polityka-weekly-pl":         {0.95, 0.90},
	"dev-d/economictimes-slides-en":    {0.80, 0.95},
	"dev-d/kentnews-local-en":          {0.95, 0.95},
	"dev-d/cubadebate-portal-es":       {0.95, 0.95},
	"dev-d/lapresse-tn-fr":             {0.95, 0.95},
	"dev-d/gazetadopovo-pt":            {0.95, 0.95},
	"dev-d/courrierinternational-fr":   {0.65, 0.95},
	"dev-e/zimeye-en":                  {0.95, 0.95},
	"dev-e/lrt-lt":                     {0.95, 0.95},
	"dev-e/winfuture-de":               {0.85, 0.95},
	"dev-e/a1plus-hy":                  {0.95, 0.95},
	"dev-e/avaz-bs":                    {0.95, 0.95},
	"dev-e/tvn24-pl":                   {0.80, 0.95},
	"dev-e/zaxid-uk":                   {0.95, 0.95},
	"dev-e/stuff-nz-en":                {0.95, 0.95},
	"dev-e/noticierodigital-es":        {0.95, 0.80},
	"dev-e/beirutobserver-ar":          {0.95, 0.95},
	"dev-e/oshiete-qa-ja":              {0.95, 0.95},
	"dev-e/prtimes-release-ja":         {0.95, 0.95},
	"dev-e/teslamag-de":                {0.95, 0.95},
	"dev-f/gaijinpot-blog-en":          {0.95, 0.95},
	"dev-f/abc7news-en":                {0.70, 0.95},
	"dev-f/infobae-es":                 {0.95, 0.95},
	"dev-f/radiocz-fr":                 {0.85, 0.95},
	"dev-f/aargauerzeitung-de":         {0.95, 0.95},
	"dev-f/campograndenews-pt":         {0.90, 0.95},
	"dev-f/abcnews-en":                 {0.95, 0.95},
	"dev-f/diez-hn-es":                 {0.95, 0.95},
	"dev-f/express-en":                 {0.95, 0.95},
	"dev-f/lebensmittelpraxis-de":      {0.75, 0.95},
	"dev-g/sputnik-ar":                 {0.85, 0.95},
	"dev-g/daejonilbo-ko":              {0.95, 0.95},
	"dev-g/mynet-tr":                   {0.95, 0.95},
	"dev-g/ultimahora-es":              {0.60, 0.95},
	"dev-g/ukrinform-ru":               {0.95, 0.95},
	"dev-g/wyborcza-trojmiasto-pl":     {0.90, 0.95},
	"dev-g/hatawtabloid-tl":            {0.95, 0.95},
	"dev-g/nationnews-bb-en":           {0.95, 0.95},
	"dev-g/guineenews-fr":              {0.95, 0.95},
	"dev-g/volksblatt-at-de":           {0.95, 0.95},
	"dev-g/positive-news-en":           {0.95, 0.95},
	"dev-h/yahoo-headlines-ja":         {0.95, 0.95},
	"dev-h/qq-tech-zh":                 {0.95, 0.80},
	"dev-h/aktualne-sport-cs":          {0.45, 0.95},
	"dev-h/folha-pt":                   {0.95, 0.95},
	"dev-h/nytimes-es-home":            {0.95, 0.95},
	"dev-h/lemonde-pixels-fr":          {0.95, 0.95},
	"dev-h/heise-macandi-de":           {0.95, 0.70},
	"dev-h/seattletimes-en":            {0.95, 0.95},
	"dev-h/heraldsun-au-en":            {0.95, 0.95},
	"dev-h/lanacion-ar-es":             {0.75, 0.95},
	"dev-h/youth-edu-zh":               {0.95, 0.95},
	"dev-h/pixnet-blog-zh":             {0.85, 0.95},
	"dev-h/salon-en":                   {0.95, 0.95},
	"dev-i/24tv-uk":                    {0.80, 0.95},
	"dev-i/elbaladtv-ar":               {0.95, 0.95},
	"dev-i/yle-fi":                     {0.95, 0.95},
	"dev-i/vegolosi-it":                {0.95, 0.60},
	"dev-i/upmedia-zh":                 {0.95, 0.95},
	"dev-i/alarmeringen-nl":            {0.95, 0.95},
	"dev-i/sonline-hu":                 {0.85, 0.95},
	"dev-i/mk-oren-ru":                 {0.95, 0.95},
	"dev-i/publico-pt":                 {0.95, 0.95},
	"dev-i/khabaronline-fa":            {0.70, 0.95},
	"dev-i/sn-dk":                      {0.90, 0.95},
	"dev-i/cooperativa-cl-es":          {0.80, 0.95},
	"dev-i/news18-en":                  {0.95, 0.95},
	"dev-j/telebasel-ch-de":            {0.95, 0.95},
	"dev-j/pferderevue-at-de":          {0.95, 0.65},
	"dev-j/tierwelt-ch-de":             {0.95, 0.95},
	"dev-j/businesstimes-sg-en":        {0.95, 0.95},
	"dev-j/thewest-au-en":              {0.95, 0.95},
	"dev-j/hindustantimes-in-en":       {0.95, 0.70},
	"dev-j/asiapacificstar-en":         {0.95, 0.85},
	"dev-j/corkbeo-ie-en":              {0.95, 0.95},
	"dev-j/laola1-at-de":               {0.75, 0.95},
	"dev-j/feuerwehrverband-at-de":     {0.95, 0.95},
	"dev-k/kbs-world-kr-en":            {0.70, 0.60},
	"dev-k/guardian-tt-en":             {0.85, 0.95},
	"dev-k/news-az-en":                 {0.95, 0.95},
	"dev-k/elsoldesanjuandelrio-mx-es": {0.95, 0.95},
	"dev-k/elvallenc-cat-ca":           {0.95, 0.95},
	"dev-k/standard-al-sq":             {0.95, 0.95},
	"dev-k/madame-lefigaro-fr":         {0.90, 0.95},
	"dev-k/ostbelgiendirekt-be-de":     {0.95, 0.95},
	"dev-k/aerotelegraph-ch-de":        {0.80, 0.95},
	"dev-l/independent-uk-en":          {0.95, 0.95},
	"dev-l/tmz-us-en":                  {0.95, 0.95},
	"dev-l/citylab-us-en":              {0.95, 0.95},
	"dev-l/liberation-fr-fr":           {0.95, 0.95},
	"dev-l/next-liberation-fr-fr":      {0.85, 0.95},
	"dev-l/cnet-es-es":                 {0.95, 0.55},
	"dev-l/hukumusume-jp-ja":           {0.95, 0.00},
	"dev-m/huffingtonpost-jp-ja":       {0.95, 0.95},
	"dev-m/vnexpress-vn-vi":            {0.95, 0.95},
	"dev-m/globoesporte-br-pt":         {0.95, 0.90},
	"dev-m/bbc-uk-en":                  {0.85, 0.95},
	"dev-m/economist-uk-en":            {0.95, 0.95},
	"dev-m/abcnews-us-en":              {0.95, 0.95},
	"dev-m/techcrunch-us-en":           {0.90, 0.95},
	"dev-n/cnnarabic-ae-ar":            {0.95, 0.70},
	"dev-n/afpbb-jp-ja":                {0.75, 0.95},
	"dev-n/xinhuanet-cn-zh":            {0.95, 0.80},
	"dev-n/prachatai-th-th":            {0.85, 0.95},
	"dev-n/ultimahora-es-es":           {0.65, 0.95},
	"dev-n/cnn-international-home-en":  {0.95, 0.95},
	"dev-n/nikkei-jp-ja":               {0.95, 0.85},
	"dev-o/frontierpost-pk-en":         {0.95, 0.95},
	"dev-o/lenouvelliste-ht-fr":        {0.85, 0.95},
	"dev-o/larazon-pe-es":              {0.95, 0.95},
	"dev-o/elfaro-sv-es":               {0.95, 0.95},
	"dev-o/globalnews-ca-en":           {0.95, 0.95},
	"dev-o/nachtkritik-de":             {0.85, 0.90},
	"dev-o/derfarang-th-de":            {0.80, 0.75},
	"dev-o/timesofisrael-il-en":        {0.85, 0.95},
	"dev-p/100noticias-ni-es":          {0.95, 0.95},
	"dev-p/24ora-aw-pap":               {0.95, 0.95},
	"dev-p/opapel-br-pt":               {0.90, 0.95},
	"dev-p/urdupoint-pk-en":            {0.95, 0.95},
	"dev-p/kaieteurnews-gy-en":         {0.95, 0.95},
	"dev-p/aerztezeitung-de-de":        {0.75, 0.90},
	"dev-p/boxen-de-de":                {0.80, 0.95},
	"dev-p/realestate-au-en":           {0.95, 0.95},
	"dev-p/simmentalzeitung-ch-de":     {0.85, 0.95},
	"dev-q/bbcchinese-uk-zh":           {0.95, 0.75},
	"dev-q/autoindustriya-ph-en":       {0.95, 0.95},
	"dev-q/cricketcomau-au-en":         {0.95, 0.95},
	"dev-q/pewresearch-us-en":          {0.80, 0.95},
	"dev-r/hoy-do-es":                  {0.95, 0.90},
	"dev-r/dw-de-en":                   {0.50, 0.95},
	"dev-r/infosperber-ch-de":          {0.70, 0.95},
	"dev-r/lavozdelafrontera-mx-es":    {0.95, 0.95},
	"dev-r/couriermail-au-en":          {0.95, 0.95},
	"dev-r/aerobuzz-de":                {0.95, 0.95},
	"dev-r/breakingbelizenews-bz-en":   {0.95, 0.95},
	"dev-s/nationwideradiojm-jm-en":    {0.95, 0.95},
	"dev-s/yahoo-au-en":                {0.95, 0.95},
	"dev-s/tennisnet-de":               {0.95, 0.95},
	"dev-s/ticotimes-cr-en":            {0.95, 0.95},
	"dev-s/topagrar-de":                {0.75, 0.95},
	"dev-s/wdr-de":                     {0.50, 0.95},
	"dev-s/yam-md-ro":                  {0.95, 0.95},
	"dev-t/entrepreneur-us-en":         {0.95, 0.95},
	"dev-t/businessinsider-us-en":      {0.55, 0.95},
	"dev-t/foxnews-us-en":              {0.95, 0.95},
	"dev-t/washingtonpost-us-en":       {0.95, 0.95},
	"dev-t/huffingtonpost-uk-en":       {0.95, 0.95},
	"dev-t/wsj-us-en":                  {0.95, 0.95},
	"dev-t/inc-us-en":                  {0.75, 0.95},
	"dev-u/newsday-tt-en":              {0.95, 0.95},
	"dev-u/nassauguardian-bs-en":       {0.90, 0.85},
	"dev-u/scinexx-de":                 {0.95, 0.75},
	"dev-u/skispringen-de":             {0.80, 0.80},
	"dev-u/n-land-de":                  {0.95, 0.95},
	"dev-u/wikimedia-blog-en":          {0.95, 0.95},
	"dev-v/gleaner-jm-en":              {0.95, 0.95},
	"dev-v/laprensalatina-en":          {0.95, 0.95},
	"dev-v/dominicantoday-en":          {0.95, 0.95},
	"dev-v/mdr-de":                     {0.75, 0.95},
	"dev-v/islamische-zeitung-de":      {0.95, 0.95},
	"dev-v/lokalo-de":                  {0.95, 0.90},
	"dev-w/vogue-de":                   {0.85, 0.85},
	"dev-w/livescience-us-en":          {0.95, 0.95},
	"dev-w/thedebrief-uk-en":           {0.95, 0.95},
	"dev-w/yonhap-kr-en":               {0.95, 0.25},
	"dev-x/diario1-sv-es":              {0.90, 0.95},
	"dev-x/aero-de":                    {0.70, 0.95},
	"dev-x/chemie-de":                  {0.80, 0.95},
	"dev-x/barbadostoday-en":           {0.95, 0.95},
	"dev-x/consettmagazine-en":         {0.95, 0.95},
	"dev-x/citylimits-en":              {0.80, 0.95},
	"dev-x/boxen1-de":                  {0.85, 0.95},
	"dev-x/abendzeitung-de":            {0.95, 0.95},
	"dev-y/nowgrenada-gd-en":           {0.95, 0.95},
	"dev-y/nature-en":                  {0.95, 0.95},
	"dev-y/npr-en":                     {0.95, 0.95},
	"dev-y/meininger-de":               {0.95, 0.45},
	"dev-y/lacrux-de":                  {0.95, 0.95},
	"dev-y/nh24-de":                    {0.95, 0.95},
	"dev-y/newsnet-scot-en":            {0.95, 0.65},
	"dev-y/mannschaft-de":              {0.95, 0.95},
	"dev-z/sknobserver-kn-en":          {0.95, 0.95},
	"dev-z/trinidadexpress-tt-en":      {0.95, 0.75},
	"dev-z/sw1-news-de":                {0.85, 0.90},
	"dev-z/tegernseerstimme-de":        {0.95, 0.95},
	"dev-z/theintercept-en":            {0.95, 0.95},
	"dev-z/scienceblogs-de":            {0.85, 0.95},
	"dev-z/tour-magazin-de":            {0.95, 0.95},
	"dev-z/twincities-en":              {0.95, 0.95},
	"dev-za/aerokurier-de":             {0.95, 0.95},
	"dev-za/hessenschau-de":            {0.95, 0.25},
	"dev-za/belfastlive-en":            {0.95, 0.90},
	"dev-za/deadlinenews-scot-en":      {0.95, 0.95},
	"dev-za/handballworld-de":          {0.85, 0.95},
	"dev-za/globalvoices-de":           {0.95, 0.95},
	"dev-za/chicagoreader-en":          {0.95, 0.95},
	"dev-za/heartlandnewsfeed-en":      {0.95, 0.95},
	"dev-zb/irishtimes-ie-en":          {0.95, 0.95},
	"dev-zb/jis-jm-en":                 {0.70, 0.95},
	"dev-zb/natgeo-uk-en":              {0.95, 0.95},
	"dev-zb/kyffhaeuser-de":            {0.60, 0.95},
	"dev-zb/jungle-world-de":           {0.75, 0.95},
	"dev-zb/lemire-ca-en":              {0.70, 0.95},
	"dev-zb/motorsport-magazin-de":     {0.85, 0.95},
	"dev-zb/landwirt-at-de":            {0.40, 0.95},
	"dev-zc/searchlight-vc-en":         {0.95, 0.85},
	"dev-zc/thenervousbreakdown-en":    {0.95, 0.95},
	"dev-zc/theargus-en":               {0.95, 0.95},
	"dev-zc/scilogs-spektrum-de":       {0.85, 0.95},
	"dev-zc/sat1regional-de":           {0.95, 0.95},
	"dev-zc/spox-de":                   {0.80, 0.95},
	"dev-zc/wildundhund-de":            {0.80, 0.80},
	"dev-zd/donga-kr-ko":               {0.95, 0.95},
	"dev-zd/elmundo-es":                {0.95, 0.95},
	"dev-zd/slate-fr":                  {0.90, 0.90},
	"dev-zd/mcsweeneys-en":             {0.95, 0.85},
	"dev-zd/polygon-en":                {0.95, 0.95},
	"dev-zd/abc-au-en":                 {0.95, 0.95},
	"dev-zd/accountancyage-en":         {0.75, 0.95},
	"dev-ze/telegraph-en":              {0.95, 0.95},
	"dev-ze/tulsaworld-en":             {0.80, 0.20},
	"dev-ze/marketplace-en":            {0.95, 0.85},
	"dev-ze/deadline-en":               {0.95, 0.95},
	"dev-ze/theverge-en":               {0.65, 0.95},
	"dev-ze/politico-en":               {0.95, 0.95},
	"dev-ze/engadget-en":               {0.95, 0.95},
	"dev-ze/businessweek-en":           {0.85, 0.85},
	"dev-ze/time-en":                   {0.90, 0.95},
	"dev-zf/gizmodo-en":                {0.95, 0.95},
	"dev-zf/cnbc-en":                   {0.40, 0.75},
	"dev-zf/huffingtonpost-en":         {0.90, 0.95},
	"dev-zg/qdaily-cn-zh":              {0.95, 0.95},
	"dev-zg/radiocanada-ca-fr":         {0.95, 0.95},
	"dev-zg/prospectmagazine-uk-en":    {0.85, 0.85},
	"dev-zg/dmagazine-en":              {0.95, 0.95},
	"dev-zg/247sports-en":              {0.25, 0.95},
	"dev-zg/sciencefly-en":             {0.95, 0.95},
	"dev-zg/chicagotribune-en":         {0.55, 0.95},
	"dev-zh/getnews-jp-ja":             {0.95, 0.95},
	"dev-zh/ktaiwatch-jp-ja":           {0.75, 0.55},
	"dev-zh/publickey-jp-ja":           {0.95, 0.70},
	"dev-zh/zdnet-jp-ja":               {0.40, 0.95},
	"dev-zi/theatlantic-en":            {0.85, 0.85},
	"dev-zi/newyorker-en":              {0.95, 0.95},
	"dev-zi/vox-en":                    {0.95, 0.95},
	"dev-zi/sbnation-en":               {0.95, 0.95},
	"dev-zi/howtogeek-en":              {0.95, 0.95},
	"dev-zi/arstechnica-en":            {0.95, 0.95},
	"dev-zi/mentalfloss-en":            {0.95, 0.95},
	"dev-zi/people-en":                 {0.95, 0.95},
	"dev-zi/refinery29-en":             {0.85, 0.60},
	"dev-zi/fastcompany-en":            {0.95, 0.95},
	"dev-zi/fool-en":                   {0.95, 0.95},
	"dev-zi/cinemablend-en":            {0.60, 0.80},
	"dev-zi/uproxx-en":                 {0.95, 0.95},
	"dev-zi/thepennyhoarder-en":        {0.95, 0.95},
	"dev-zj/panarmenian-am-hy":         {0.95, 0.95},
	"dev-zj/kayiprihtim-tr-tr":         {0.85, 0.95},
	"dev-zj/guokr-cn-zh":               {0.80, 0.95},
	"dev-zj/techreviewchina-cn-zh":     {0.95, 0.95},
	"dev-zj/uxmilk-jp-ja":              {0.00, 0.00},
	"dev-zk/littlethings-en":           {0.95, 0.95},
	"dev-zk/rawstory-en":               {0.95, 0.95},
	"dev-zk/broadwayworld-en":          {0.95, 0.95},
	"dev-zk/thefederalistpapers-en":    {0.95, 0.95},
	"dev-zk/bloomberg-en":              {0.95, 0.95},
	"dev-zk/aol-en":                    {0.95, 0.95},
	"dev-zk/deadspin-en":               {0.95, 0.95},
	"dev-zl/peopledaily-cn-zh":         {0.95, 0.95},
	"dev-zl/stcn-cn-zh":                {0.95, 0.95},
	"dev-zl/presseportal-de-de":        {0.40, 0.95},
	"dev-zl/xataka-es-es":              {0.95, 0.80},
	"dev-zm/fandom-en":                 {0.95, 0.95},
	"dev-zm/newrepublic-en":            {0.95, 0.95},
	"dev-zm/buzzfeed-uk-en":            {0.95, 0.80},
	"dev-zm/nymag-en":                  {0.95, 0.95},
	"dev-zm/si-en":                     {0.95, 0.95},
	"dev-zm/theregister-uk-en":         {0.95, 0.95},
	"dev-zm/silicontap-en":             {0.95, 0.95},
	"dev-zn/framablog-fr-fr":           {0.95, 0.95},
	"dev-zn/hexun-cn-zh":               {0.95, 0.95},
	"dev-zn/cjddsb-cn-zh":              {0.95, 0.95},
	"dev-zo/womenandhollywood-en":      {0.80, 0.95},
	"dev-zo/sciencedaily-en":           {0.95, 0.95},
	"dev-zo/bukvy-ua-en":               {0.85, 0.95},
	"dev-zo/edsurge-en":                {0.70, 0.95},
	"dev-zo/designyoutrust-en":         {0.95, 0.95},
	"dev-zp/thepaper-cn-zh":            {0.75, 0.95},
	"dev-zq/newstown-kr-ko":            {0.95, 0.95},
	"dev-zr/clubic-fr-fr":              {0.90, 0.60},
	"dev-zr/milanocittastato-it-it":    {0.90, 0.95},
	"dev-zr/africanews-en":             {0.95, 0.95},
	"dev-zr/cbronline-uk-en":           {0.95, 0.95},
	"dev-zs/goodmenproject-en":         {0.95, 0.95},
	"dev-zs/mensjournal-en":            {0.95, 0.95},
	"dev-zt/dy163-cn-zh":               {0.95, 0.95},
	"dev-zt/cjn-cn-zh":                 {0.95, 0.95},
	"dev-zu/smh-au-en":                 {0.95, 0.95},
	"dev-zu/sueddeutsche-de-de":        {0.95, 0.95},
	"dev-zu/spiegel-de-de":             {0.65, 0.95},
	"dev-zu/cracked-us-en":             {0.95, 0.80},
	"dev-zu/thefrisky-us-en":           {0.95, 0.95},
	"dev-zv/ifeng-cn-zh":               {0.90, 0.95},
	"dev-zv/sinafinance-cn-zh":         {0.95, 0.95},
	"dev-zv/rnz-nz-en":                 {0.95, 0.85},
	"dev-zw/readwrite-us-en":           {0.95, 0.90},
	"dev-zw/news24-za-en":              {0.95, 0.95},
	"dev-zx/theonion-us-en":            {0.95, 0.95},
	"dev-zx/sankei-jp-ja":              {0.95, 0.95},
	"dev-zx/esdiario-es-es":            {0.95, 0.95},
	"dev-zy/beritajatim-id-id":         {0.90, 0.95},
	"dev-zy/mediaindonesia-id-id":      {0.65, 0.95},
	"dev-zy/netralnews-id-id":          {0.95, 0.95},
	"dev-zy/solopos-id-id":             {0.75, 0.95},
	"dev-zz/scroll-in-en":              {0.95, 0.95},
	"dev-zz/telegraphindia-in-en":      {0.95, 0.95},
	"dev-zza/tokyonp-jp-ja":            {0.95, 0.90},
	"dev-zza/rbbtoday-jp-ja":           {0.90, 0.95},
	"dev-zza/bunshun-jp-ja":            {0.90, 0.95},
	"dev-zzb/interfax-ru-ru":           {0.90, 0.90},
	"dev-zzb/diken-tr-tr":              {0.95, 0.90},
	"dev-zzb/etnews-kr-ko":             {0.95, 0.95},
}

// TestSectionDevPages measures the section reader on the development pages, as TestSectionPages
// does on the sample, and fails when the set (devOverallFloor) or one of its pages (devPageFloors)
// falls below what the rules reached. Without a folder holding a manifest.json it says so and
// measures nothing.
func TestSectionDevPages(t *testing.T) {
	dirs, err := setDirs(devPattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Skipf("no development set: no folder %s holds a manifest.json", devPattern)
	}
	measurePages(t, dirs, devOverallFloor, func(id string) floors { return devPageFloors[id] })
}

// heldOutPattern names the folders of real pages that no rule was written from (see their READMEs):
// testdata/heldout-3a, ... They are measured together and apart from the sample and the development
// pages, so that a rule fitted to those shows as a gap.
const heldOutPattern = "testdata/heldout*"

// heldOutOverallFloor is the held-out pages' floor, overall only, a little below what they reach
// together (heldout-14a, heldout-21a, heldout-24a to heldout-24c and heldout-25a to heldout-25c,
// twenty-nine pages in English, Indonesian, Dutch, Arabic, Japanese, Czech and Hungarian: precision
// 0.99, recall 1.00 after the twenty-second round), lowered and rounded down as the development
// floors are: a change that loses
// ground on pages no rule was written from fails. It is a guard, not the target; what the reader
// reaches on each set of unseen pages is in docs/BENCHMARKS.md. There is no floor per page: a
// held-out page the reader fails cannot be mended by a rule written from it, so such pages are named
// in the log for what they say about pages in general, and the per-page floor guards the sample,
// where rules are written.
var heldOutOverallFloor = floors{precision: 0.90, recall: 0.95}

// setDirs returns the folders matching pattern that hold a manifest.json, in name order.
func setDirs(pattern string) ([]string, error) {
	matches, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	var dirs []string
	for _, m := range matches {
		if _, err := os.Stat(filepath.Join(m, "manifest.json")); err == nil {
			dirs = append(dirs, m)
		} else if !os.IsNotExist(err) {
			return nil, err
		}
	}
	return dirs, nil
}

// TestSectionHeldOutPages measures the section reader on every held-out folder, as TestSectionPages
// does on the sample: per page and overall over all of them.
func TestSectionHeldOutPages(t *testing.T) {
	dirs, err := setDirs(heldOutPattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatalf("no folder %s holds a manifest.json", heldOutPattern)
	}
	measurePages(t, dirs, heldOutOverallFloor, func(string) floors { return floors{} })
}

// floors are the precision and recall under which a page, or a set of pages, fails.
type floors struct{ precision, recall float64 }

// measurePages scores the reader on every section case of the manifests of dirs, logs one table of
// them all with its overall row, and fails when a page falls below its floors (pageMin of its name)
// or the whole set below overallMin. With more than one folder, each page is named by its folder and
// its id.
func measurePages(t *testing.T, dirs []string, overallMin floors, pageMin func(id string) floors) {
	var scores []pageScore
	for _, dir := range dirs {
		for _, c := range loadPageCases(t, dir) {
			p := readCasePage(t, dir, c)
			s := scorePage(c, Articles(p, nil, time.Now()))
			if len(dirs) > 1 {
				s.id = filepath.Base(dir) + "/" + s.id
			}
			scores = append(scores, s)
		}
	}
	width := 28
	for _, s := range scores {
		width = max(width, len(s.id))
	}
	var picked, right, expected, titled, dated int
	var table strings.Builder
	fmt.Fprintf(&table, "%-*s %9s %7s %8s %7s %6s\n", width, "page", "precision", "recall", "articles", "titles", "dated")
	for _, s := range scores {
		picked, right, expected = picked+s.picked, right+s.right, expected+s.expected
		titled, dated = titled+s.titled, dated+s.dated
		fmt.Fprintf(&table, "%-*s %9.2f %7.2f %8d %7.2f %6.2f\n", width, s.id, s.precision, s.recall, s.expected,
			ratio(s.titled, s.right), ratio(s.dated, s.right))
	}
	precision, recall := ratio(right, picked), ratio(right, expected)
	fmt.Fprintf(&table, "%-*s %9.2f %7.2f %8d %7.2f %6.2f\n", width, "overall", precision, recall, expected,
		ratio(titled, right), ratio(dated, right))
	fmt.Fprintf(&table, "%d picked, %d of them right, of %d articles; %d titled as labelled\n", picked, right, expected, titled)
	t.Logf("section reader on %s:\n%s", strings.Join(dirs, ", "), table.String())
	for _, s := range scores {
		if testing.Verbose() && (len(s.missed) > 0 || len(s.wrong) > 0) {
			t.Logf("%s: missed %d %q\n  took wrongly %d %q", s.id, len(s.missed), s.missed, len(s.wrong), s.wrong)
		}
		if testing.Verbose() && len(s.mistitled) > 0 {
			var b strings.Builder
			for _, m := range s.mistitled {
				fmt.Fprintf(&b, "\n  got %q\n  want %q", m.got, m.want)
			}
			t.Logf("%s: titled wrongly %d of %d:%s", s.id, len(s.mistitled), s.right, b.String())
		}
		if min := pageMin(s.id); s.precision < min.precision || s.recall < min.recall {
			t.Errorf("%s: precision %.2f, recall %.2f; want at least %.2f and %.2f", s.id, s.precision, s.recall, min.precision, min.recall)
		}
	}
	if precision < overallMin.precision || recall < overallMin.recall {
		t.Errorf("overall: precision %.2f, recall %.2f; want at least %.2f and %.2f", precision, recall, overallMin.precision, overallMin.recall)
	}
}

// BenchmarkSectionPage reads each real page of the manifest as a section page: parse the HTML, then
// pick its articles. It is FetchSection and RefreshSection without the request.
func BenchmarkSectionPage(b *testing.B) {
	cases := loadPageCases(b, pagesDir)
	for _, c := range cases {
		body := readCaseFile(b, pagesDir, c)
		b.Run(c.ID, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(body)))
			for b.Loop() {
				p, err := page.Parse(bytes.NewReader(body), c.URL, "")
				if err != nil {
					b.Fatal(err)
				}
				Links(c.URL, p.Links, nil, time.Now())
			}
		})
	}
}

// TestSetDirs checks that every folder a set's pattern matches is measured when it holds a manifest,
// and only then.
func TestSetDirs(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"heldout", "heldout-2a", "heldout-2b", "heldout-empty", "dev", "other"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []string{"heldout", "heldout-2a", "heldout-2b", "dev", "other"} {
		if err := os.WriteFile(filepath.Join(root, d, "manifest.json"), []byte(`{"cases":[]}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := setDirs(filepath.Join(root, "heldout*"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(root, "heldout"), filepath.Join(root, "heldout-2a"), filepath.Join(root, "heldout-2b")}
	if !slices.Equal(got, want) {
		t.Errorf("setDirs = %q, want %q", got, want)
	}
}

// TestLabelledKey checks that a link to another host of the page's organisation is compared with a
// manifest that keys it with its host, and with one that keys it by its path alone.
func TestLabelledKey(t *testing.T) {
	const pageURL = "https://ec.ltn.com.tw/article/breakingnews/3119452"
	link := "https://news.ltn.com.tw/news/business/breakingnews/3112509"
	tests := []struct {
		name string
		want map[string]bool
		key  string
	}{
		{"keyed with its host", map[string]bool{"news.ltn.com.tw/news/business/breakingnews/3112509": true}, "news.ltn.com.tw/news/business/breakingnews/3112509"},
		{"keyed by its path", map[string]bool{"/news/business/breakingnews/3112509": true}, "/news/business/breakingnews/3112509"},
		{"not labelled", map[string]bool{}, "/news/business/breakingnews/3112509"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := labelledKey(compareKey(link, pageURL, nil), link, tt.want, nil); got != tt.key {
				t.Errorf("labelledKey = %q, want %q", got, tt.key)
			}
		})
	}
}
