#ifndef MVVM_AUDIO_CODECS_H
#define MVVM_AUDIO_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// A recording being decoded: MP3 through libmpg123, Ogg Vorbis through libvorbisfile, from bytes
/// in memory, as 16-bit stereo at 44.1 kHz (mono doubled, other rates resampled).
typedef struct mvvm_audio_decoder mvvm_audio_decoder;

/// What a recording is encoded in.
typedef enum { MVVM_AUDIO_MP3 = 0, MVVM_AUDIO_OGG = 1 } mvvm_audio_kind;

/// Opens `count` bytes at `bytes` (which must outlive the decoder). NULL on failure, with a
/// sentence in `error`.
mvvm_audio_decoder *mvvm_audio_open(const uint8_t *bytes, size_t count, mvvm_audio_kind kind,
                                    char *error, size_t error_size);

/// The recording's length in frames at 44.1 kHz, or -1 when the file does not say.
long mvvm_audio_length(mvvm_audio_decoder *decoder);

/// The recording's own sample rate and channels, as encoded.
long mvvm_audio_source_rate(mvvm_audio_decoder *decoder);
int mvvm_audio_source_channels(mvvm_audio_decoder *decoder);

/// Decodes up to `frames` frames (interleaved left, right) into `out`: the frames decoded, 0 at
/// the end, -1 on an error (a sentence in `error`).
long mvvm_audio_read(mvvm_audio_decoder *decoder, int16_t *out, long frames, char *error,
                     size_t error_size);

/// Moves to `frame` (at 44.1 kHz): 0, or -1 with a sentence in `error`.
int mvvm_audio_seek(mvvm_audio_decoder *decoder, long frame, char *error, size_t error_size);

/// Frees the decoder.
void mvvm_audio_close(mvvm_audio_decoder *decoder);

#endif
