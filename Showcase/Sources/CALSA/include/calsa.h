// ALSA's PCM interface (Debian's libasound2-dev), for MeditationSound's output on Linux; empty
// elsewhere.
#ifndef CALSA_H
#define CALSA_H

#ifdef __linux__
#include <alsa/asoundlib.h>

/// Stops ALSA printing its own errors on standard error, where they would break a terminal
/// screen: the errors are returned by every call, and reported from there.
void calsa_silence_errors(void);
#endif

#endif
