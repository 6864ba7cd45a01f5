package ui

import "fyne.io/fyne/v2"

// Small monochrome icons the Fyne theme lacks; wrapped in theme.NewThemedResource they follow the
// theme's foreground colour.
var (
	starIcon = fyne.NewStaticResource("star.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z"/></svg>`))

	starOutlineIcon = fyne.NewStaticResource("star-outline.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z"/></svg>`))

	// unreadIcon marks an unread headline: bold alone does not show in scripts whose fonts have no
	// bold face, such as most Japanese ones.
	unreadIcon = fyne.NewStaticResource("unread.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="4.5"/></svg>`))
	// readIcon takes the unread mark's place, drawn in no colour, so that titles stay where they
	// are. (An SVG with nothing in it fails to render, and the old mark would stay.)
	readIcon = fyne.NewStaticResource("read.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="4.5" fill="none"/></svg>`))

	feedIcon = fyne.NewStaticResource("feed.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M6.18 15.64a2.18 2.18 0 0 1 2.18 2.18C8.36 19 7.38 20 6.18 20 5 20 4 19 4 17.82a2.18 2.18 0 0 1 2.18-2.18M4 4.44A15.56 15.56 0 0 1 19.56 20h-2.83A12.73 12.73 0 0 0 4 7.27V4.44m0 5.66a9.9 9.9 0 0 1 9.9 9.9h-2.83A7.07 7.07 0 0 0 4 12.93V10.1z"/></svg>`))
)
