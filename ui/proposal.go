package ui

// This file shows, in a site's details, what healing did and asks: the replacements found for sources
// that stopped working, each with Switch and Dismiss, and where the site's sources moved and when.

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
)

// healingBox is the top of a site's Sources tab: the replacements waiting for the person, with Switch
// and Dismiss, then where the site's sources moved, then why looking anew found nothing for those it
// did not help. It is nil when there is none of these. closeDialog closes the site details, whose rows
// no longer hold once a source switched.
func (u *window) healingBox(r *app.SiteReport, closeDialog func()) fyne.CanvasObject {
	if len(r.Proposals) == 0 && len(r.Moves) == 0 && len(r.Searches) == 0 {
		return nil
	}
	titles := map[int64]string{}
	for _, s := range u.sources {
		titles[s.ID] = s.Title
	}
	box := container.NewVBox()
	for _, p := range r.Proposals {
		words := widget.NewLabel(p.Words + "\n" + lang.L("Found because {{.Why}}.", args{"Why": p.Why}))
		words.Wrapping = fyne.TextWrapWord
		switchTo := widget.NewButtonWithIcon(lang.L("Switch"), theme.ConfirmIcon(), func() { u.acceptProposal(p.SourceID, closeDialog) })
		switchTo.Importance = widget.HighImportance
		dismiss := widget.NewButtonWithIcon(lang.L("Dismiss"), theme.CancelIcon(), func() { u.dismissProposal(p.SourceID, closeDialog) })
		controls := container.NewCenter(container.NewHBox(switchTo, dismiss))
		box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.QuestionIcon()), controls, words))
	}
	for _, m := range r.Moves {
		text := m.Words
		if t := titles[m.SourceID]; t != "" {
			text = t + ": " + text
		}
		moved := widget.NewLabel(text)
		moved.Wrapping = fyne.TextWrapWord
		box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.MailForwardIcon()), nil, moved))
	}
	for _, words := range r.Searches {
		searched := widget.NewLabel(words)
		searched.Wrapping = fyne.TextWrapWord
		box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, searched))
	}
	box.Add(widget.NewSeparator())
	return box
}

// acceptProposal switches a source to the replacement proposed for it and refreshes it at once.
func (u *window) acceptProposal(id int64, closeDialog func()) {
	closeDialog()
	u.background(func(ctx context.Context) {
		src, err := u.app.AcceptProposal(ctx, id)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not switch: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			u.refreshSome([]int64{src.ID})
			u.setStatus(lang.L("Switched {{.Source}} to {{.URL}}; refreshing it.", args{"Source": src.Title, "URL": src.URL}))
		})
	})
}

// dismissProposal turns down the replacement proposed for a source.
func (u *window) dismissProposal(id int64, closeDialog func()) {
	closeDialog()
	u.background(func(ctx context.Context) {
		err := u.app.DismissProposal(ctx, id)
		u.do(func() {
			if err != nil {
				u.setStatus(lang.L("Could not dismiss: {{.Reason}}", args{"Reason": app.Explain(err)}))
				return
			}
			u.setStatus(lang.L("Dismissed: Broadsheet will not propose that address again."))
			u.reloadSources()
		})
	})
}
