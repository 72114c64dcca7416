#include "image_codecs.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>
#if __has_include(<sixel/sixel.h>)
#include <sixel/sixel.h>
#else
#include <sixel.h>
#endif

/// The most scans a progressive JPEG may have. Each scan is a pass over the whole image, so a small
/// file of thousands of tiny scans would keep a core busy for minutes; real encoders write about
/// ten. (libjpeg-turbo's own fuzzers stop at 500 for the same reason.)
#define MVVM_JPEG_MAX_SCANS 500

static int fail(char *error, size_t error_size, const char *message) {
  if (error_size > 0) snprintf(error, error_size, "%s", message);
  return 1;
}

static int is_supported_size(unsigned long width, unsigned long height) {
  return width > 0 && height > 0 && width <= MVVM_IMAGE_MAX_SIDE && height <= MVVM_IMAGE_MAX_SIDE &&
         (unsigned long long)width * height <= MVVM_IMAGE_MAX_PIXELS;
}

// Empties `out`, and checks that `rgb` is pixels an encoder can take: width × height of them,
// within the sizes this file supports. 0 when it is; 1, with the reason in `error`, when not.
static int start_encoding(const unsigned char *rgb, int width, int height, mvvm_bytes *out,
                          char *error, size_t error_size) {
  out->bytes = NULL;
  out->size = 0;
  if (rgb && width > 0 && height > 0 && is_supported_size(width, height)) return 0;
  return fail(error, error_size, "no pixels to encode");
}

static void size_error(char *message, size_t message_size, const char *format_name,
                       unsigned long width, unsigned long height) {
  snprintf(message, message_size,
           "the %s claims %lux%lu pixels; the largest supported is %dx%d and %d megapixels",
           format_name, width, height, MVVM_IMAGE_MAX_SIDE, MVVM_IMAGE_MAX_SIDE,
           MVVM_IMAGE_MAX_PIXELS / 1000000);
}

/// The size that `width` x `height` takes to fill `fit_width` x `fit_height` keeping its aspect
/// ratio, never larger than it is (a 0 in the fit: its full size).
static void fitted_size(int width, int height, int fit_width, int fit_height, int *out_width,
                        int *out_height) {
  *out_width = width;
  *out_height = height;
  if (fit_width <= 0 || fit_height <= 0 || (width <= fit_width && height <= fit_height)) return;
  if ((long long)fit_width * height <= (long long)fit_height * width) {
    *out_width = fit_width;
    *out_height = (int)(((long long)height * fit_width + width - 1) / width);
  } else {
    *out_height = fit_height;
    *out_width = (int)(((long long)width * fit_height + height - 1) / height);
  }
  if (*out_width < 1) *out_width = 1;
  if (*out_height < 1) *out_height = 1;
}

// MARK: - Averaging rows down as they arrive

/// Averages full-size RGBA rows, given top to bottom, into a smaller image: each output pixel is
/// the mean of the source area it covers, weighted by alpha (a transparent pixel lends no colour).
/// Holds one output row of sums, never the source image.
typedef struct {
  int width, height;          // the source
  int out_width, out_height;  // the result
  unsigned char *pixels;      // out_width x out_height x 4
  uint64_t *sums;             // per output column: red, green, blue (times alpha), alpha, count
  int band;                   // the output row being summed
} scaler;

static int scaler_start(scaler *s, int width, int height, int out_width, int out_height) {
  s->width = width;
  s->height = height;
  s->out_width = out_width;
  s->out_height = out_height;
  s->band = 0;
  s->pixels = malloc((size_t)out_width * out_height * 4);
  s->sums = calloc((size_t)out_width * 5, sizeof(uint64_t));
  if (!s->pixels || !s->sums) {
    free(s->pixels);
    free(s->sums);
    s->pixels = NULL;
    s->sums = NULL;
    return 1;
  }
  return 0;
}

static void scaler_flush(scaler *s) {
  unsigned char *out = s->pixels + (size_t)s->band * s->out_width * 4;
  for (int x = 0; x < s->out_width; x++) {
    uint64_t *sum = s->sums + (size_t)x * 5;
    uint64_t alpha = sum[3], count = sum[4];
    out[x * 4] = alpha ? (unsigned char)(sum[0] / alpha) : 0;
    out[x * 4 + 1] = alpha ? (unsigned char)(sum[1] / alpha) : 0;
    out[x * 4 + 2] = alpha ? (unsigned char)(sum[2] / alpha) : 0;
    out[x * 4 + 3] = count ? (unsigned char)(alpha / count) : 0;
  }
  memset(s->sums, 0, (size_t)s->out_width * 5 * sizeof(uint64_t));
}

/// Adds source row `y` (RGBA, `width` pixels).
static void scaler_add_row(scaler *s, int y, const unsigned char *row) {
  int band = (int)((long long)y * s->out_height / s->height);
  if (band != s->band) {
    scaler_flush(s);
    s->band = band;
  }
  for (int x = 0; x < s->width; x++) {
    int column = (int)((long long)x * s->out_width / s->width);
    uint64_t *sum = s->sums + (size_t)column * 5;
    const unsigned char *pixel = row + (size_t)x * 4;
    uint64_t alpha = pixel[3];
    sum[0] += pixel[0] * alpha;
    sum[1] += pixel[1] * alpha;
    sum[2] += pixel[2] * alpha;
    sum[3] += alpha;
    sum[4] += 1;
  }
}

static void scaler_finish(scaler *s) {
  scaler_flush(s);
  free(s->sums);
  s->sums = NULL;
}

// MARK: - JPEG

/// libjpeg's error manager, with a place to jump back to instead of exiting.
typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf back;
  char message[JMSG_LENGTH_MAX + 64];
} jpeg_failure;

static void jpeg_fail(j_common_ptr info) {
  jpeg_failure *failure = (jpeg_failure *)info->err;
  if (info->err->msg_code == JERR_NO_BACKING_STORE) {
    // libjpeg asks for a temporary file when the image needs more memory than it may use.
    snprintf(failure->message, sizeof failure->message,
             "the JPEG needs more than %ld MB to decode", MVVM_IMAGE_MAX_DECODER_MEMORY >> 20);
  } else {
    (*info->err->format_message)(info, failure->message);
  }
  longjmp(failure->back, 1);
}

/// Warnings (corrupt data libjpeg papers over) are counted, not printed.
static void jpeg_quiet(j_common_ptr info, int level) {
  if (level < 0) info->err->num_warnings++;
}

// `failure`'s manager, set to jump back (to the caller's `setjmp(failure->back)`) instead of
// exiting, and to keep libjpeg's warnings off standard error.
static struct jpeg_error_mgr *jpeg_failure_manager(jpeg_failure *failure) {
  struct jpeg_error_mgr *manager = jpeg_std_error(&failure->manager);
  manager->error_exit = jpeg_fail;
  manager->emit_message = jpeg_quiet;
  return manager;
}

/// Stops a progressive JPEG with more scans than any encoder writes.
static void jpeg_count_scans(j_common_ptr info) {
  if (!info->is_decompressor) return;
  j_decompress_ptr decompress = (j_decompress_ptr)info;
  if (decompress->input_scan_number > MVVM_JPEG_MAX_SCANS) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    snprintf(failure->message, sizeof failure->message, "the JPEG has more than %d scans",
             MVVM_JPEG_MAX_SCANS);
    longjmp(failure->back, 1);
  }
}

static int decode_jpeg(const unsigned char *data, size_t size, int fit_width, int fit_height,
                       mvvm_image *image, char *error, size_t error_size) {
  struct jpeg_decompress_struct info;
  struct jpeg_progress_mgr progress;
  jpeg_failure failure;
  unsigned char *volatile pixels = NULL;
  info.err = jpeg_failure_manager(&failure);
  if (setjmp(failure.back)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    return fail(error, error_size, failure.message);
  }
  jpeg_create_decompress(&info);
  info.mem->max_memory_to_use = MVVM_IMAGE_MAX_DECODER_MEMORY;
  progress.progress_monitor = jpeg_count_scans;
  info.progress = &progress;
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  // The size the header claims, checked before libjpeg allocates anything it decides.
  if (!is_supported_size(info.image_width, info.image_height)) {
    size_error(failure.message, sizeof failure.message, "JPEG", info.image_width,
               info.image_height);
    jpeg_destroy_decompress(&info);
    return fail(error, error_size, failure.message);
  }
  int fitted_width, fitted_height;
  fitted_size((int)info.image_width, (int)info.image_height, fit_width, fit_height, &fitted_width,
              &fitted_height);
  // The smallest scale of eighths that still covers the size asked for.
  unsigned int eighths = 8;
  while (eighths > 1 && (info.image_width * (eighths - 1) + 7) / 8 >= (unsigned)fitted_width &&
         (info.image_height * (eighths - 1) + 7) / 8 >= (unsigned)fitted_height) {
    eighths--;
  }
  info.scale_num = eighths;
  info.scale_denom = 8;
  if (eighths < 8) {
    // Scaled down, the faster transform and upsampling cost nothing a viewer can see.
    info.dct_method = JDCT_IFAST;
    info.do_fancy_upsampling = FALSE;
  }
  info.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  int width = (int)info.output_width, height = (int)info.output_height;
  if (width <= 0 || height <= 0 || info.output_components != 4) {
    jpeg_destroy_decompress(&info);
    return fail(error, error_size, "the JPEG's colours are not supported");
  }
  pixels = malloc((size_t)width * height * 4);
  if (!pixels) {
    jpeg_destroy_decompress(&info);
    return fail(error, error_size, "out of memory");
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW rows[1] = {pixels + (size_t)info.output_scanline * width * 4};
    if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
  }
  long warnings = failure.manager.num_warnings;
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  if (warnings > 0 || failure.manager.num_warnings > 0) {
    free(pixels);
    return fail(error, error_size, "the JPEG is truncated or corrupt");
  }
  image->width = width;
  image->height = height;
  image->pixels = pixels;
  return 0;
}

// MARK: - PNG

/// libpng's error handler's state, and where the bytes are read from.
typedef struct {
  const unsigned char *data;
  size_t size;
  size_t offset;
  char message[256];
} png_state;

static void png_fail(png_structp png, png_const_charp message) {
  png_state *state = png_get_error_ptr(png);
  snprintf(state->message, sizeof state->message, "%s", message);
  png_longjmp(png, 1);
}

static void png_quiet(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void png_read_memory(png_structp png, png_bytep out, size_t length) {
  png_state *state = png_get_io_ptr(png);
  if (length > state->size - state->offset) png_error(png, "the PNG is truncated");
  memcpy(out, state->data + state->offset, length);
  state->offset += length;
}

static int decode_png(const unsigned char *data, size_t size, int fit_width, int fit_height,
                      mvvm_image *image, char *error, size_t error_size) {
  png_state state = {.data = data, .size = size, .offset = 0, .message = ""};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, png_fail, png_quiet);
  if (!png) return fail(error, error_size, "out of memory");
  png_infop info = png_create_info_struct(png);
  scaler result = {0};
  unsigned char *volatile row = NULL;
  unsigned char *volatile whole = NULL;
  png_bytep *volatile rows = NULL;
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(row);
    free(whole);
    free(rows);
    free(result.pixels);
    free(result.sums);
    return fail(error, error_size, state.message[0] ? state.message : "out of memory");
  }
  png_set_read_fn(png, &state, png_read_memory);
  // Up to the first image data: nothing the image's size decides is allocated yet.
  png_read_info(png, info);
  png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
  if (!is_supported_size(width, height)) {
    size_error(state.message, sizeof state.message, "PNG", width, height);
    png_longjmp(png, 1);
  }
  // Whatever the file holds, 8-bit RGBA rows: as libpng's simplified API reads PNG_FORMAT_RGBA.
  png_set_expand(png);
  png_set_scale_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    snprintf(state.message, sizeof state.message, "the PNG's colours are not supported");
    png_longjmp(png, 1);
  }
  int out_width, out_height;
  fitted_size((int)width, (int)height, fit_width, fit_height, &out_width, &out_height);
  if (scaler_start(&result, (int)width, (int)height, out_width, out_height)) {
    png_error(png, "out of memory");
  }
  if (passes == 1) {
    // A row at a time, averaged down as it arrives.
    row = malloc((size_t)width * 4);
    if (!row) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) {
      png_read_row(png, row, NULL);
      scaler_add_row(&result, (int)y, row);
    }
  } else {
    // Interlaced: the passes fill the whole image before any row is final.
    if ((unsigned long long)width * height > MVVM_IMAGE_MAX_INTERLACED_PIXELS) {
      snprintf(state.message, sizeof state.message,
               "the interlaced PNG has %lux%lu pixels; the largest supported is %d megapixels",
               (unsigned long)width, (unsigned long)height,
               MVVM_IMAGE_MAX_INTERLACED_PIXELS / 1000000);
      png_longjmp(png, 1);
    }
    whole = malloc((size_t)width * height * 4);
    rows = malloc(sizeof(png_bytep) * height);
    if (!whole || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = whole + (size_t)y * width * 4;
    png_read_image(png, rows);
    for (png_uint_32 y = 0; y < height; y++) scaler_add_row(&result, (int)y, rows[y]);
  }
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(row);
  free(whole);
  free(rows);
  scaler_finish(&result);
  image->width = out_width;
  image->height = out_height;
  image->pixels = result.pixels;
  return 0;
}

int mvvm_image_decode(const unsigned char *data, size_t size, int fit_width, int fit_height,
                      mvvm_image *image, char *error, size_t error_size) {
  image->width = 0;
  image->height = 0;
  image->pixels = NULL;
  if (data && size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) {
    return decode_jpeg(data, size, fit_width, fit_height, image, error, error_size);
  }
  if (data && size >= 8 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0) {
    return decode_png(data, size, fit_width, fit_height, image, error, error_size);
  }
  return fail(error, error_size, "not a JPEG or PNG image");
}

void mvvm_image_free(mvvm_image *image) {
  free(image->pixels);
  image->pixels = NULL;
}

void mvvm_image_return_large_blocks(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

void mvvm_heap_trim(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

void mvvm_bytes_free(mvvm_bytes *bytes) {
  free(bytes->bytes);
  bytes->bytes = NULL;
  bytes->size = 0;
}

/// A buffer that grows as an encoder writes: the output of libsixel, which writes in pieces.
typedef struct {
  mvvm_bytes bytes;
  size_t capacity;
  int failed;
} growing_bytes;

static int growing_append(growing_bytes *buffer, const void *data, size_t size) {
  if (buffer->failed) return -1;
  if (buffer->bytes.size + size > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->bytes.size + size) capacity *= 2;
    unsigned char *grown = realloc(buffer->bytes.bytes, capacity);
    if (!grown) {
      buffer->failed = 1;
      return -1;
    }
    buffer->bytes.bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes.bytes + buffer->bytes.size, data, size);
  buffer->bytes.size += size;
  return 0;
}

typedef struct {
  growing_bytes buffer;
  char message[128];
} png_writing;

static void png_write_memory(png_structp png, png_bytep data, size_t length) {
  png_writing *writing = png_get_io_ptr(png);
  if (growing_append(&writing->buffer, data, length) != 0) png_error(png, "out of memory");
}

static void png_write_fail(png_structp png, png_const_charp message) {
  png_writing *writing = png_get_error_ptr(png);
  snprintf(writing->message, sizeof writing->message, "PNG: %s", message);
  png_longjmp(png, 1);
}

static void png_flush_nothing(png_structp png) { (void)png; }

int mvvm_png_encode(const unsigned char *rgb, int width, int height, mvvm_bytes *out,
                    char *error, size_t error_size) {
  if (start_encoding(rgb, width, height, out, error, error_size)) return 1;
  png_writing writing;
  memset(&writing, 0, sizeof writing);
  png_structp png =
      png_create_write_struct(PNG_LIBPNG_VER_STRING, &writing, png_write_fail, png_quiet);
  if (!png) return fail(error, error_size, "PNG: out of memory");
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    mvvm_bytes_free(&writing.buffer.bytes);
    return fail(error, error_size, writing.message[0] ? writing.message : "PNG: out of memory");
  }
  png_set_write_fn(png, &writing, png_write_memory, png_flush_nothing);
  // Made to be shown once and dropped, not kept: zlib's fastest level and the one filter (Sub)
  // that photographs gain most from cost a fifth of the default's time, for some 15 % more bytes.
  png_set_compression_level(png, 1);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    png_write_row(png, rgb + (size_t)y * (size_t)width * 3);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  if (writing.buffer.failed) {
    mvvm_bytes_free(&writing.buffer.bytes);
    return fail(error, error_size, "PNG: out of memory");
  }
  *out = writing.buffer.bytes;
  return 0;
}

static int sixel_write(char *data, int size, void *priv) {
  return growing_append(priv, data, (size_t)size);
}

int mvvm_sixel_encode(const unsigned char *rgb, int width, int height, mvvm_bytes *out,
                      char *error, size_t error_size) {
  if (start_encoding(rgb, width, height, out, error, error_size)) return 1;
  growing_bytes buffer;
  memset(&buffer, 0, sizeof buffer);
  sixel_output_t *output = NULL;
  sixel_dither_t *dither = NULL;
  // libsixel dithers the pixels it is given in place: it gets a copy, never the caller's.
  size_t length = (size_t)width * (size_t)height * 3;
  unsigned char *pixels = malloc(length);
  if (!pixels) return fail(error, error_size, "sixel: out of memory");
  memcpy(pixels, rgb, length);
  SIXELSTATUS status = sixel_output_new(&output, sixel_write, &buffer, NULL);
  if (SIXEL_SUCCEEDED(status)) status = sixel_dither_new(&dither, 256, NULL);
  if (SIXEL_SUCCEEDED(status)) {
    status = sixel_dither_initialize(dither, pixels, width, height, SIXEL_PIXELFORMAT_RGB888,
                                     SIXEL_LARGE_AUTO, SIXEL_REP_AUTO, SIXEL_QUALITY_AUTO);
  }
  if (SIXEL_SUCCEEDED(status)) {
    sixel_dither_set_diffusion_type(dither, SIXEL_DIFFUSE_FS);
    status = sixel_encode(pixels, width, height, 3, dither, output);
  }
  if (dither) sixel_dither_unref(dither);
  if (output) sixel_output_unref(output);
  free(pixels);
  if (SIXEL_FAILED(status) || buffer.failed) {
    free(buffer.bytes.bytes);
    return fail(error, error_size, buffer.failed ? "sixel: out of memory" : "sixel: could not encode");
  }
  *out = buffer.bytes;
  return 0;
}

int mvvm_jpeg_encode(const unsigned char *rgb, int width, int height, int quality,
                     mvvm_bytes *out, char *error, size_t error_size) {
  if (start_encoding(rgb, width, height, out, error, error_size)) return 1;
  struct jpeg_compress_struct info;
  jpeg_failure failure;
  // Volatile: read after a longjmp from inside libjpeg, which grows it as it writes.
  unsigned char *volatile destination = NULL;
  unsigned long size = 0;
  info.err = jpeg_failure_manager(&failure);
  if (setjmp(failure.back)) {
    jpeg_destroy_compress(&info);
    free(destination);
    snprintf(error, error_size, "JPEG: %s", failure.message);
    return 1;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, (unsigned char **)&destination, &size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)width * 3);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  out->bytes = destination;
  out->size = size;
  return 0;
}
