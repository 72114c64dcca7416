#ifndef MVVMKIT_IMAGE_CODECS_H
#define MVVMKIT_IMAGE_CODECS_H

#include <stddef.h>

/// A decoded image: `width` x `height` pixels, 4 bytes each (red, green, blue, alpha), row by row.
typedef struct {
  int width;
  int height;
  unsigned char *pixels;
} mvvm_image;

/// The largest side and pixel count accepted: a corrupt header claiming more is refused before
/// anything is allocated.
#define MVVM_IMAGE_MAX_SIDE 16384
#define MVVM_IMAGE_MAX_PIXELS (40 * 1000 * 1000)

/// Decodes a JPEG or PNG held in `data` into RGBA.
///
/// Returns 0 and fills `image` (free it with `mvvm_image_free`) on success; otherwise returns
/// non-zero and writes why into `error` (at most `error_size` bytes, NUL-terminated). Never exits
/// the process and never jumps out of the caller: libjpeg's errors return through an error manager
/// of our own, and libpng is used through its simplified API, which returns its errors.
int mvvm_image_decode(const unsigned char *data, size_t size, mvvm_image *image, char *error,
                      size_t error_size);

/// Frees the pixels of an image `mvvm_image_decode` filled.
void mvvm_image_free(mvvm_image *image);

#endif
