package main

import (
	"os"
	"syscall"
)

// The Windows build is a GUI program (linked with -H=windowsgui), so that starting it from the Start menu
// opens no console window beside it; such a program is given no console. A subcommand typed in a console
// still prints there: before main runs, each of standard output and standard error that goes nowhere (not
// redirected to a file or a pipe) is pointed at the console of the process that started Broadsheet.
func init() {
	if len(os.Args) < 2 {
		return // the window: nothing is printed
	}
	stdout, stderr := !hasStdHandle(syscall.STD_OUTPUT_HANDLE), !hasStdHandle(syscall.STD_ERROR_HANDLE)
	if !stdout && !stderr {
		return
	}
	const attachParentProcess = ^uint32(0) // ATTACH_PARENT_PROCESS, (DWORD)-1
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if ok, _, _ := attach.Call(uintptr(attachParentProcess)); ok == 0 {
		// Started from Explorer or a shortcut: there is no console, and nobody to tell.
		return
	}
	console, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0)
	if err != nil {
		return // as above: the console cannot be written, so it cannot be told either
	}
	if stdout {
		os.Stdout = console
	}
	if stderr {
		os.Stderr = console
	}
}

// hasStdHandle reports whether the standard handle which (syscall.STD_OUTPUT_HANDLE...) leads somewhere.
func hasStdHandle(which int) bool {
	h, err := syscall.GetStdHandle(which)
	return err == nil && h != 0 && h != syscall.InvalidHandle
}
