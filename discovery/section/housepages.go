package section

import (
	"strings"
	"unicode"

	"github.com/broadsheet/broadsheet/cleantext"
)

// House pages are the pages a site keeps about itself: who runs it, how to reach them, its legal
// terms, its jobs, its advertising, its subscriptions and accounts. A homepage links to them from
// its header and footer, and none is a section to follow. A path segment that can only name one
// (blockedSegments, with houseSegments below) rules a link out; a word newsrooms also use for a
// desk ("jobs", "careers", "company", "ethics") is judged by the link's text alone (houseTexts), so
// that /economy/jobs/ titled "Labour market" stays a section while "Careers" in the footer does not.

// houseSegments are path segments that name a house page in the languages Broadsheet reads most
// (German, French, Spanish, Italian, Portuguese, Dutch; English ones are in blockedSegments).
var houseSegments = words2set(`
	imprint impressum datenschutz datenschutzerklaerung kontakt agb ueber-uns uber-uns nutzungsbedingungen
	anmelden mediadaten
	mentions-legales a-propos qui-sommes-nous contactez-nous nous-contacter confidentialite cgu cgv
	connexion inscription
	aviso-legal quienes-somos contacto privacidad politica-de-privacidad terminos suscripcion suscribete
	iniciar-sesion
	chi-siamo contatti contattaci note-legali informativa-privacy termini abbonati accedi
	quem-somos contato fale-conosco privacidade termos assine assinatura
	over-ons colofon privacybeleid voorwaarden inloggen abonneren
`)

// houseTexts are link texts, lower-cased with white space collapsed, that name a house page. They
// include the words newsrooms also use for desks, which only the text can tell apart.
var houseTexts = lines2set(`
	about
	about us
	who we are
	contact
	contact us
	privacy
	privacy policy
	privacy notice
	cookie policy
	cookies
	cookie settings
	terms
	terms of use
	terms of service
	terms and conditions
	terms & conditions
	careers
	jobs
	work with us
	work for us
	join us
	ethics
	ethics policy
	code of ethics
	editorial standards
	advertise
	advertise with us
	advertising
	imprint
	legal
	legal notice
	subscribe
	subscriptions
	newsletters
	sign in
	sign up
	log in
	login
	register
	my account
	help
	faq
	accessibility
	sitemap
	impressum
	kontakt
	datenschutz
	datenschutzerklärung
	agb
	über uns
	karriere
	stellenangebote
	werbung
	mediadaten
	abo
	abonnieren
	anmelden
	à propos
	qui sommes-nous
	nous contacter
	contactez-nous
	mentions légales
	confidentialité
	politique de confidentialité
	cgu
	carrières
	recrutement
	publicité
	s'abonner
	abonnez-vous
	se connecter
	connexion
	quiénes somos
	sobre nosotros
	contacto
	aviso legal
	privacidad
	política de privacidad
	términos
	empleo
	trabaja con nosotros
	publicidad
	suscríbete
	suscripción
	iniciar sesión
	chi siamo
	contatti
	contattaci
	note legali
	termini
	lavora con noi
	pubblicità
	abbonati
	accedi
	quem somos
	sobre nós
	contato
	fale conosco
	privacidade
	termos de uso
	trabalhe conosco
	carreiras
	publicidade
	anuncie
	assine
	entrar
	over ons
	colofon
	privacybeleid
	voorwaarden
	vacatures
	werken bij
	adverteren
	abonneren
	inloggen
	会社概要
	会社案内
	お問い合わせ
	問い合わせ
	プライバシーポリシー
	個人情報保護方針
	利用規約
	採用情報
	広告掲載
	広告について
	ログイン
	購読
	購読申し込み
	会員登録
	サイトマップ
	关于我们
	關於我們
	联系我们
	聯絡我們
	隐私政策
	隱私權政策
	服务条款
	服務條款
	招聘
	加入我们
	广告服务
	廣告服務
	登录
	登入
	订阅
	訂閱
	免责声明
	회사소개
	문의
	고객센터
	개인정보처리방침
	이용약관
	채용
	광고문의
	광고
	로그인
	구독
	회원가입
`)

// IsHousePage reports whether a link, by its path or by its text, leads to a house page of the site
// rather than to a section. Only a segment in houseSegments or blockedSegments rules a path out;
// the text rules a link out when, without its decoration (arrows, bullets), it is one of houseTexts.
func IsHousePage(p, text string) bool {
	for _, s := range segments(p) {
		w := strings.ToLower(trimHTMLExt(s))
		if houseSegments[w] || blockedSegments[w] {
			return true
		}
	}
	t := strings.TrimFunc(strings.ToLower(cleantext.Words(text)), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	return houseTexts[t]
}

// words2set makes a set of the white-space separated words of s.
func words2set(s string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(s) {
		set[w] = true
	}
	return set
}

// lines2set makes a set of the trimmed, non-empty lines of s.
func lines2set(s string) map[string]bool {
	set := map[string]bool{}
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			set[l] = true
		}
	}
	return set
}
