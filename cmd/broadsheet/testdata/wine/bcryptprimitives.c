/*
 * ProcessPrng for Wine releases that lack bcryptprimitives.dll (Wine 8.0, Debian 12's). Go's runtime
 * takes its random numbers from ProcessPrng and stops at once without it; Windows 10 and later have it.
 * wine_test.go builds this DLL with mingw-w64 into the Wine folder that runs the Windows build, and only
 * when the Wine folder has no bcryptprimitives.dll of its own. It is never shipped.
 */
#include <windows.h>
#include <ntsecapi.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!RtlGenRandom(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
