package section

import "testing"

func TestIsHousePage(t *testing.T) {
	tests := []struct {
		path, text string
		want       bool
	}{
		{"/about/", "", true},
		{"/impressum/", "", true},
		{"/fr/mentions-legales/", "", true},
		{"/it/chi-siamo.html", "", true},
		{"/anything/", "Advertise with us", true},
		{"/x/", "  Privacy Policy ›", true},
		{"/x/", "利用規約", true},
		{"/x/", "개인정보처리방침", true},
		{"/x/", "Lavora con noi", true},
		{"/careers/", "Careers", true},
		{"/jobs/", "Labour market", false},
		{"/company/", "Companies", false},
		{"/ethics/", "Science and ethics", false},
		{"/business/", "Business", false},
		{"/world/", "About the world", false},
	}
	for _, tt := range tests {
		if got := IsHousePage(tt.path, tt.text); got != tt.want {
			t.Errorf("IsHousePage(%q, %q) = %v, want %v", tt.path, tt.text, got, tt.want)
		}
	}
}
