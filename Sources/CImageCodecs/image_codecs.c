#include "image_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

/// libjpeg's error manager, with a place to jump back to instead of exiting.
typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf back;
  char message[JMSG_LENGTH_MAX];
} jpeg_failure;

static void jpeg_fail(j_common_ptr info) {
  jpeg_failure *failure = (jpeg_failure *)info->err;
  (*info->err->format_message)(info, failure->message);
  longjmp(failure->back, 1);
}

/// Warnings (corrupt data libjpeg papers over) are counted, not printed.
static void jpeg_quiet(j_common_ptr info, int level) {
  if (level < 0) info->err->num_warnings++;
}

static int fail(char *error, size_t error_size, const char *message) {
  if (error_size > 0) snprintf(error, error_size, "%s", message);
  return 1;
}

static int decode_jpeg(const unsigned char *data, size_t size, mvvm_image *image, char *error,
                       size_t error_size) {
  struct jpeg_decompress_struct info;
  jpeg_failure failure;
  unsigned char *volatile pixels = NULL;
  unsigned char *volatile row = NULL;
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = jpeg_fail;
  failure.manager.emit_message = jpeg_quiet;
  if (setjmp(failure.back)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    free(row);
    return fail(error, error_size, failure.message);
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  int width = (int)info.output_width, height = (int)info.output_height;
  if (width <= 0 || height <= 0 || width > MVVM_IMAGE_MAX_SIDE || height > MVVM_IMAGE_MAX_SIDE ||
      (long long)width * height > MVVM_IMAGE_MAX_PIXELS || info.output_components != 3) {
    jpeg_destroy_decompress(&info);
    return fail(error, error_size, "the JPEG's size or colours are not supported");
  }
  pixels = malloc((size_t)width * height * 4);
  row = malloc((size_t)width * 3);
  if (!pixels || !row) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    free(row);
    return fail(error, error_size, "out of memory");
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW rows[1] = {row};
    unsigned int y = info.output_scanline;
    if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
    unsigned char *out = pixels + (size_t)y * width * 4;
    for (int x = 0; x < width; x++) {
      out[x * 4] = row[x * 3];
      out[x * 4 + 1] = row[x * 3 + 1];
      out[x * 4 + 2] = row[x * 3 + 2];
      out[x * 4 + 3] = 255;
    }
  }
  long warnings = failure.manager.num_warnings;
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  free(row);
  if (warnings > 0 || failure.manager.num_warnings > 0) {
    free(pixels);
    return fail(error, error_size, "the JPEG is truncated or corrupt");
  }
  image->width = width;
  image->height = height;
  image->pixels = pixels;
  return 0;
}

static int decode_png(const unsigned char *data, size_t size, mvvm_image *image, char *error,
                      size_t error_size) {
  png_image png;
  memset(&png, 0, sizeof png);
  png.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&png, data, size)) {
    return fail(error, error_size, png.message);
  }
  if (png.width == 0 || png.height == 0 || png.width > MVVM_IMAGE_MAX_SIDE ||
      png.height > MVVM_IMAGE_MAX_SIDE ||
      (long long)png.width * png.height > MVVM_IMAGE_MAX_PIXELS) {
    png_image_free(&png);
    return fail(error, error_size, "the PNG's size is not supported");
  }
  png.format = PNG_FORMAT_RGBA;
  unsigned char *pixels = malloc(PNG_IMAGE_SIZE(png));
  if (!pixels) {
    png_image_free(&png);
    return fail(error, error_size, "out of memory");
  }
  if (!png_image_finish_read(&png, NULL, pixels, 0, NULL)) {
    free(pixels);
    int result = fail(error, error_size, png.message);
    png_image_free(&png);
    return result;
  }
  image->width = (int)png.width;
  image->height = (int)png.height;
  image->pixels = pixels;
  return 0;
}

int mvvm_image_decode(const unsigned char *data, size_t size, mvvm_image *image, char *error,
                      size_t error_size) {
  image->width = 0;
  image->height = 0;
  image->pixels = NULL;
  if (data && size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) {
    return decode_jpeg(data, size, image, error, error_size);
  }
  if (data && size >= 8 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0) {
    return decode_png(data, size, image, error, error_size);
  }
  return fail(error, error_size, "not a JPEG or PNG image");
}

void mvvm_image_free(mvvm_image *image) {
  free(image->pixels);
  image->pixels = NULL;
}
