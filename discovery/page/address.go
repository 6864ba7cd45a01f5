package page

import (
	"net/url"
	"strings"
)

// trackingParams are query parameters that say where a click came from, not what the page is.
var trackingParams = map[string]bool{
	"fbclid": true, "gclid": true, "dclid": true, "gbraid": true, "wbraid": true, "msclkid": true,
	"yclid": true, "igshid": true, "mc_cid": true, "mc_eid": true, "_ga": true, "_gl": true,
	"ref_src": true, "ref_url": true, "cmpid": true, "ncid": true, "n_cid": true, "s_cid": true,
	"icid": true, "ito": true, "spm": true, "share": true, "smid": true, "guccounter": true,
}

// TrackingParam reports whether key, a query parameter's name in lower case, says where a click
// came from rather than what the page is: utm_* and the likes of fbclid and gclid.
func TrackingParam(key string) bool {
	return strings.HasPrefix(key, "utm_") || trackingParams[key]
}

// CanonicalURL returns raw in the form used to tell whether two links name the same article: scheme
// and host lowercased, default port and fragment dropped, tracking parameters (utm_*, fbclid, gclid
// and the like) removed, an empty path made "/". Text that does not parse is returned unchanged.
func CanonicalURL(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return raw
	}
	u.Scheme = strings.ToLower(u.Scheme)
	u.Host = strings.ToLower(u.Host)
	if p := u.Port(); (p == "80" && u.Scheme == "http") || (p == "443" && u.Scheme == "https") {
		u.Host = strings.TrimSuffix(u.Host, ":"+p)
	}
	u.Fragment, u.RawFragment = "", ""
	if u.Path == "" {
		u.Path, u.RawPath = "/", ""
	}
	if u.RawQuery != "" {
		var kept []string
		for _, pair := range strings.Split(u.RawQuery, "&") {
			if pair == "" {
				continue
			}
			key := pair
			if i := strings.IndexByte(pair, '='); i >= 0 {
				key = pair[:i]
			}
			if k, err := url.QueryUnescape(key); err == nil {
				key = k
			}
			key = strings.ToLower(key)
			if TrackingParam(key) {
				continue
			}
			kept = append(kept, pair)
		}
		u.RawQuery = strings.Join(kept, "&")
		u.ForceQuery = false
	}
	return u.String()
}

// Site is the host (with port) of u, lowercased and without a leading "www.", so that
// www.example.com and example.com count as one site.
func Site(u *url.URL) string {
	return strings.TrimPrefix(strings.ToLower(u.Host), "www.")
}
