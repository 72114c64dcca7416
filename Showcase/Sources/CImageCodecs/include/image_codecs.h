#ifndef MVVMKIT_IMAGE_CODECS_H
#define MVVMKIT_IMAGE_CODECS_H

#include <stddef.h>

/// A decoded image: `width` x `height` pixels, 4 bytes each (red, green, blue, alpha), row by row.
typedef struct {
  int width;
  int height;
  unsigned char *pixels;
} mvvm_image;

/// The largest side and pixel count accepted, as the file's header claims them: a header claiming
/// more is refused before anything the size decides is allocated.
#define MVVM_IMAGE_MAX_SIDE 16384
#define MVVM_IMAGE_MAX_PIXELS (40 * 1000 * 1000)

/// The most memory libjpeg may take for one image. A baseline JPEG is decoded a few rows at a
/// time and needs little; a progressive one keeps every coefficient of the image until its last
/// scan (about 2 bytes a sample, 72 MB for a 24-megapixel 4:2:0 photo): one that needs more is
/// refused instead of growing the process.
#define MVVM_IMAGE_MAX_DECODER_MEMORY (96L * 1024 * 1024)

/// The most pixels an interlaced PNG may have: its passes fill the whole image before it can be
/// scaled, so it is held whole (4 bytes a pixel, 64 MB at most).
#define MVVM_IMAGE_MAX_INTERLACED_PIXELS (16 * 1000 * 1000)

/// Decodes a JPEG or PNG held in `data` into RGBA, no larger than it needs to be to fill
/// `fit_width` x `fit_height` pixels keeping its aspect ratio (0 for either: its full size).
///
/// A JPEG is scaled by libjpeg while it is decoded (by eighths: the result is at least the size
/// asked for, at most twice it); a PNG is decoded a row at a time and averaged down to the size
/// asked for as the rows arrive. Neither ever holds the full-size image, except an interlaced PNG
/// (see `MVVM_IMAGE_MAX_INTERLACED_PIXELS`), so decoding costs memory in proportion to the size
/// asked for, not to the size the file claims.
///
/// Returns 0 and fills `image` (free it with `mvvm_image_free`) on success; otherwise returns
/// non-zero and writes why into `error` (at most `error_size` bytes, NUL-terminated). Never exits
/// the process and never jumps out of the caller: libjpeg's and libpng's errors return through
/// error handlers of our own.
int mvvm_image_decode(const unsigned char *data, size_t size, int fit_width, int fit_height,
                      mvvm_image *image, char *error, size_t error_size);

/// Frees the pixels of an image `mvvm_image_decode` filled.
void mvvm_image_free(mvvm_image *image);

/// Has the C library's allocator map blocks of 1 MB and more (a photo's bytes, a decoder's
/// buffers) from the system and give them back when freed, for the whole process: glibc
/// otherwise raises that threshold as such blocks are freed, up to 32 MB, and keeps each freed
/// photo's memory in its heap. For a program that shows many large images; nothing elsewhere than
/// glibc. Call it once, at the start.
void mvvm_image_return_large_blocks(void);

/// Gives the pages the C library's allocator holds free back to the system (glibc's
/// `malloc_trim`): for a server whose clients have all gone, which would otherwise keep what they
/// used at their busiest. Nothing elsewhere than glibc.
void mvvm_heap_trim(void);

/// Bytes an encoder wrote: `size` of them at `bytes` (free them with `mvvm_bytes_free`).
typedef struct {
  unsigned char *bytes;
  size_t size;
} mvvm_bytes;

/// Encodes `width` x `height` pixels of 3 bytes each (red, green, blue), row by row, as a PNG,
/// for the terminals that take one (the kitty graphics protocol, iTerm2's inline images).
///
/// Returns 0 and fills `out` on success; otherwise non-zero, with why in `error`.
int mvvm_png_encode(const unsigned char *rgb, int width, int height, mvvm_bytes *out,
                    char *error, size_t error_size);

/// Encodes `width` x `height` pixels of 3 bytes each (red, green, blue), row by row, as a JPEG of
/// `quality` (1 to 100), for the terminals that take one (iTerm2's inline images): a photo in a
/// tenth of its PNG's bytes.
///
/// Returns 0 and fills `out` on success; otherwise non-zero, with why in `error`.
int mvvm_jpeg_encode(const unsigned char *rgb, int width, int height, int quality,
                     mvvm_bytes *out, char *error, size_t error_size);

/// Encodes `width` x `height` pixels of 3 bytes each as sixel graphics, with libsixel: a palette
/// of at most 256 colours chosen for the image and Floyd-Steinberg diffusion, framed as a DCS
/// string (`ESC P q ... ESC \\`) ready to write where the cursor is.
///
/// Returns 0 and fills `out` on success; otherwise non-zero, with why in `error`.
int mvvm_sixel_encode(const unsigned char *rgb, int width, int height, mvvm_bytes *out,
                      char *error, size_t error_size);

/// Frees what an encoder wrote into `bytes`.
void mvvm_bytes_free(mvvm_bytes *bytes);

#endif
