// Recordings decoded from memory into 16-bit stereo at 44.1 kHz: MP3 through libmpg123, Ogg
// Vorbis through libvorbisfile. Each backend gives its own frames (its rate, its channels); one
// converter makes them stereo at 44.1 kHz (mono doubled, extra channels left out, other rates
// resampled linearly), and passes 44.1 kHz stereo through untouched.

#include "audio_codecs.h"

#include <sys/types.h>
#include <mpg123.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vorbis/vorbisfile.h>

#define OUTPUT_RATE 44100
#define CHUNK_FRAMES 4096

/// The file's bytes, read as a file would be.
typedef struct {
  const uint8_t *bytes;
  size_t count;
  size_t at;
} memory_file;

struct mvvm_audio_decoder {
  mvvm_audio_kind kind;
  memory_file file;
  mpg123_handle *mpg123;
  OggVorbis_File vorbis;
  int vorbis_open;
  long rate;
  int channels;
  long native_length;  // frames at the file's rate, -1 unknown
  // Native frames decoded and not yet converted.
  int16_t native[CHUNK_FRAMES * 8];
  long native_count;
  long native_at;
  int native_ended;
  // The converter: the two native frames the output falls between, and where.
  int16_t previous[2];
  int16_t next[2];
  double position;
  int primed;
};

static void say(char *error, size_t size, const char *format, const char *detail) {
  if (error && size > 0) snprintf(error, size, format, detail);
}

// MARK: Memory as a file

static size_t memory_read(memory_file *file, void *out, size_t count) {
  size_t left = file->count - file->at;
  size_t taken = count < left ? count : left;
  memcpy(out, file->bytes + file->at, taken);
  file->at += taken;
  return taken;
}

static long long memory_seek(memory_file *file, long long offset, int whence) {
  long long base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (long long)file->at
                                                                : (long long)file->count;
  long long target = base + offset;
  if (target < 0 || target > (long long)file->count) return -1;
  file->at = (size_t)target;
  return target;
}

static ssize_t mp3_read(void *handle, void *out, size_t count) {
  return (ssize_t)memory_read(handle, out, count);
}

static off_t mp3_seek(void *handle, off_t offset, int whence) {
  return (off_t)memory_seek(handle, (long long)offset, whence);
}

static size_t ogg_read(void *out, size_t size, size_t count, void *handle) {
  if (size == 0) return 0;
  return memory_read(handle, out, size * count) / size;
}

static int ogg_seek(void *handle, ogg_int64_t offset, int whence) {
  return memory_seek(handle, (long long)offset, whence) < 0 ? -1 : 0;
}

static long ogg_tell(void *handle) { return (long)((memory_file *)handle)->at; }

// MARK: Opening

static int open_mp3(mvvm_audio_decoder *decoder, char *error, size_t error_size) {
  static int initialized = 0;
  if (!initialized) {
    mpg123_init();  // needed before 1.27; does nothing after
    initialized = 1;
  }
  int status = MPG123_OK;
  decoder->mpg123 = mpg123_new(NULL, &status);
  if (!decoder->mpg123) {
    say(error, error_size, "the MP3 decoder could not start (%s)", mpg123_plain_strerror(status));
    return -1;
  }
  mpg123_handle *handle = decoder->mpg123;
  mpg123_param(handle, MPG123_ADD_FLAGS, MPG123_QUIET | MPG123_GAPLESS, 0);
  mpg123_format_none(handle);
  const long *rates = NULL;
  size_t rate_count = 0;
  mpg123_rates(&rates, &rate_count);
  for (size_t index = 0; index < rate_count; index++) {
    mpg123_format(handle, rates[index], MPG123_MONO | MPG123_STEREO, MPG123_ENC_SIGNED_16);
  }
  // No MPEG audio frame found is the usual failure here, whatever mpg123 calls it.
  long rate = 0;
  int channels = 0, encoding = 0;
  if (mpg123_replace_reader_handle(handle, mp3_read, mp3_seek, NULL) != MPG123_OK ||
      mpg123_open_handle(handle, &decoder->file) != MPG123_OK ||
      mpg123_getformat(handle, &rate, &channels, &encoding) != MPG123_OK) {
    say(error, error_size, "%s", "it is not an MP3 file");
    return -1;
  }
  mpg123_format_none(handle);
  mpg123_format(handle, rate, channels, MPG123_ENC_SIGNED_16);
  decoder->rate = rate;
  decoder->channels = channels;
  mpg123_scan(handle);
  off_t length = mpg123_length(handle);
  decoder->native_length = length > 0 ? (long)length : -1;
  return 0;
}

static int open_ogg(mvvm_audio_decoder *decoder, char *error, size_t error_size) {
  ov_callbacks callbacks = {ogg_read, ogg_seek, NULL, ogg_tell};
  int status = ov_open_callbacks(&decoder->file, &decoder->vorbis, NULL, 0, callbacks);
  if (status < 0) {
    say(error, error_size, "%s",
        status == OV_ENOTVORBIS ? "it is not an Ogg Vorbis file"
                                : "its Ogg Vorbis headers cannot be read");
    return -1;
  }
  decoder->vorbis_open = 1;
  vorbis_info *info = ov_info(&decoder->vorbis, -1);
  if (!info || info->channels < 1 || info->rate < 1) {
    say(error, error_size, "%s", "its Ogg Vorbis stream has no channels");
    return -1;
  }
  decoder->rate = info->rate;
  decoder->channels = info->channels;
  ogg_int64_t length = ov_pcm_total(&decoder->vorbis, -1);
  decoder->native_length = length > 0 ? (long)length : -1;
  return 0;
}

mvvm_audio_decoder *mvvm_audio_open(const uint8_t *bytes, size_t count, mvvm_audio_kind kind,
                                    char *error, size_t error_size) {
  mvvm_audio_decoder *decoder = calloc(1, sizeof(mvvm_audio_decoder));
  if (!decoder) {
    say(error, error_size, "%s", "there is no memory to decode it");
    return NULL;
  }
  decoder->kind = kind;
  decoder->file = (memory_file){bytes, count, 0};
  int opened = kind == MVVM_AUDIO_MP3 ? open_mp3(decoder, error, error_size)
                                      : open_ogg(decoder, error, error_size);
  if (opened != 0) {
    mvvm_audio_close(decoder);
    return NULL;
  }
  if (decoder->channels > 8) decoder->channels = 8;  // the buffer's limit; never seen in files
  return decoder;
}

// MARK: Reading

long mvvm_audio_length(mvvm_audio_decoder *decoder) {
  if (decoder->native_length < 0) return -1;
  return (long)((double)decoder->native_length * OUTPUT_RATE / (double)decoder->rate + 0.5);
}

long mvvm_audio_source_rate(mvvm_audio_decoder *decoder) { return decoder->rate; }

int mvvm_audio_source_channels(mvvm_audio_decoder *decoder) { return decoder->channels; }

/// Decodes the next native frames into `native`: 1, 0 at the end, -1 on an error.
static int refill(mvvm_audio_decoder *decoder, char *error, size_t error_size) {
  decoder->native_at = 0;
  decoder->native_count = 0;
  size_t frame_bytes = (size_t)decoder->channels * sizeof(int16_t);
  size_t room = CHUNK_FRAMES * frame_bytes;
  if (decoder->kind == MVVM_AUDIO_MP3) {
    size_t done = 0;
    int status = mpg123_read(decoder->mpg123, (unsigned char *)decoder->native, room, &done);
    decoder->native_count = (long)(done / frame_bytes);
    if (status == MPG123_DONE && decoder->native_count == 0) return 0;
    if (status != MPG123_OK && status != MPG123_DONE && status != MPG123_NEW_FORMAT) {
      say(error, error_size, "the MP3 stream broke off (%s)", mpg123_strerror(decoder->mpg123));
      return -1;
    }
    return decoder->native_count > 0 || status != MPG123_DONE ? 1 : 0;
  }
  for (;;) {
    int section = 0;
    long got = ov_read(&decoder->vorbis, (char *)decoder->native, (int)room, 0, 2, 1, &section);
    if (got == OV_HOLE) continue;  // a gap in the stream: decoding goes on after it
    if (got < 0) {
      say(error, error_size, "%s", "the Ogg Vorbis stream broke off");
      return -1;
    }
    if (got == 0) return 0;
    vorbis_info *info = ov_info(&decoder->vorbis, section);
    if (info && info->channels != decoder->channels) {
      say(error, error_size, "%s", "the Ogg Vorbis stream changes its channels midway");
      return -1;
    }
    decoder->native_count = got / (long)frame_bytes;
    return 1;
  }
}

/// The next native frame as stereo into `frame`: 1, 0 at the end, -1 on an error.
static int next_native(mvvm_audio_decoder *decoder, int16_t frame[2], char *error,
                       size_t error_size) {
  if (decoder->native_at >= decoder->native_count) {
    if (decoder->native_ended) return 0;
    int status = refill(decoder, error, error_size);
    if (status <= 0) {
      if (status == 0) decoder->native_ended = 1;
      return status;
    }
    if (decoder->native_count == 0) return next_native(decoder, frame, error, error_size);
  }
  const int16_t *source = decoder->native + decoder->native_at * decoder->channels;
  frame[0] = source[0];
  frame[1] = decoder->channels > 1 ? source[1] : source[0];
  decoder->native_at++;
  return 1;
}

long mvvm_audio_read(mvvm_audio_decoder *decoder, int16_t *out, long frames, char *error,
                     size_t error_size) {
  long made = 0;
  if (decoder->rate == OUTPUT_RATE) {
    while (made < frames) {
      int status = next_native(decoder, out + made * 2, error, error_size);
      if (status < 0) return -1;
      if (status == 0) break;
      made++;
    }
    return made;
  }
  // Another rate: each output frame falls between two native ones, `position` of the way.
  double step = (double)decoder->rate / OUTPUT_RATE;
  if (!decoder->primed) {
    int first = next_native(decoder, decoder->previous, error, error_size);
    if (first <= 0) return first;
    int second = next_native(decoder, decoder->next, error, error_size);
    if (second < 0) return -1;
    if (second == 0) memcpy(decoder->next, decoder->previous, sizeof(decoder->next));
    decoder->position = 0;
    decoder->primed = 1;
  }
  while (made < frames) {
    if (decoder->native_ended && decoder->position >= 1) break;
    for (int channel = 0; channel < 2; channel++) {
      double value = decoder->previous[channel] +
                     (decoder->next[channel] - decoder->previous[channel]) * decoder->position;
      out[made * 2 + channel] = (int16_t)(value < 0 ? value - 0.5 : value + 0.5);
    }
    made++;
    decoder->position += step;
    while (decoder->position >= 1 && !decoder->native_ended) {
      memcpy(decoder->previous, decoder->next, sizeof(decoder->previous));
      int status = next_native(decoder, decoder->next, error, error_size);
      if (status < 0) return -1;
      if (status == 0) break;
      decoder->position -= 1;
    }
  }
  return made;
}

int mvvm_audio_seek(mvvm_audio_decoder *decoder, long frame, char *error, size_t error_size) {
  long native = (long)((double)frame * (double)decoder->rate / OUTPUT_RATE + 0.5);
  int failed = decoder->kind == MVVM_AUDIO_MP3
                   ? mpg123_seek(decoder->mpg123, (off_t)native, SEEK_SET) < 0
                   : ov_pcm_seek(&decoder->vorbis, (ogg_int64_t)native) != 0;
  if (failed) {
    say(error, error_size, "%s", "the recording cannot be moved to that point");
    return -1;
  }
  decoder->native_count = 0;
  decoder->native_at = 0;
  decoder->native_ended = 0;
  decoder->primed = 0;
  return 0;
}

void mvvm_audio_close(mvvm_audio_decoder *decoder) {
  if (!decoder) return;
  if (decoder->mpg123) {
    mpg123_close(decoder->mpg123);
    mpg123_delete(decoder->mpg123);
  }
  if (decoder->vorbis_open) ov_clear(&decoder->vorbis);
  free(decoder);
}
