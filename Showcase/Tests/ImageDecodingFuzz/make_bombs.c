// Writes the crafted images that Tests/ImageDecodingTests/Crafted holds: files of a few kilobytes
// whose headers claim 6000, 16000 or 60000 pixels a side, as a hostile server would send them; and
// the valid 64x64 progressive JPEG they are made from.
//
//   cc -O2 -o /tmp/make_bombs Tests/ImageDecodingFuzz/make_bombs.c -ljpeg -lpng -lz
//   /tmp/make_bombs Tests/ImageDecodingTests/Crafted
//
// - JPEG, baseline and progressive: a real 64x64 image encoded by libjpeg, whose frame header
//   then claims the large size (the data covers the first blocks; a decoder learns that the rest
//   is missing only after it has set up, and allocated, for the whole size).
// - PNG: a header claiming the large size and a few rows of data (60000, 16000), or a complete
//   valid 6000x6000 image of one colour (each row \"up\"-filtered to zeros, so it compresses to
//   about 100 KB), plain and interlaced (Adam7), with correct checksums.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>
#include <zlib.h>

static void write_file(const char *folder, const char *name, const unsigned char *data,
                       size_t size) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", folder, name);
  FILE *file = fopen(path, "wb");
  if (!file || fwrite(data, 1, size, file) != size) {
    perror(path);
    exit(1);
  }
  fclose(file);
  printf("%s: %zu bytes\n", path, size);
}

/// A JPEG of `width` x `height` (a gradient), baseline or progressive, in memory.
static unsigned char *encode_jpeg(int width, int height, int progressive, unsigned long *size) {
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr errors;
  unsigned char *out = NULL;
  info.err = jpeg_std_error(&errors);
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, &out, size);
  info.image_width = width;
  info.image_height = height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 75, TRUE);
  if (progressive) jpeg_simple_progression(&info);
  jpeg_start_compress(&info, TRUE);
  unsigned char *row = malloc((size_t)width * 3);
  while (info.next_scanline < info.image_height) {
    int y = info.next_scanline;
    for (int x = 0; x < width; x++) {
      row[x * 3] = (unsigned char)(x * 255 / width);
      row[x * 3 + 1] = (unsigned char)(y * 255 / height);
      row[x * 3 + 2] = 128;
    }
    JSAMPROW rows[1] = {row};
    jpeg_write_scanlines(&info, rows, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  free(row);
  return out;
}

/// Makes the frame header (SOF0 or SOF2) of `jpeg` claim `width` x `height`.
static void claim_jpeg_size(unsigned char *jpeg, unsigned long size, int width, int height) {
  for (unsigned long i = 2; i + 9 < size;) {
    if (jpeg[i] != 0xFF) break;
    int marker = jpeg[i + 1], length = jpeg[i + 2] << 8 | jpeg[i + 3];
    if (marker == 0xC0 || marker == 0xC2) {
      jpeg[i + 5] = height >> 8;
      jpeg[i + 6] = height & 0xFF;
      jpeg[i + 7] = width >> 8;
      jpeg[i + 8] = width & 0xFF;
      return;
    }
    i += 2 + length;
  }
  fprintf(stderr, "no frame header\n");
  exit(1);
}

static void jpeg_bomb(const char *folder, const char *name, int side, int progressive) {
  unsigned long size = 0;
  unsigned char *jpeg = encode_jpeg(64, 64, progressive, &size);
  if (side != 64) claim_jpeg_size(jpeg, size, side, side);
  write_file(folder, name, jpeg, size);
  free(jpeg);
}

/// Appends a PNG chunk with its length and checksum.
static size_t put_chunk(unsigned char *out, const char *type, const unsigned char *data,
                        size_t length) {
  out[0] = length >> 24;
  out[1] = length >> 16;
  out[2] = length >> 8;
  out[3] = length;
  memcpy(out + 4, type, 4);
  if (length) memcpy(out + 8, data, length);
  unsigned long crc = crc32(0, out + 4, (unsigned)(4 + length));
  out[8 + length] = crc >> 24;
  out[9 + length] = crc >> 16;
  out[10 + length] = crc >> 8;
  out[11 + length] = crc;
  return 12 + length;
}

/// A PNG claiming `side` x `side` RGB pixels of one colour with `rows` rows of data (all of them:
/// complete).
static void png_bomb(const char *folder, const char *name, int side, int rows, int interlaced) {
  // Raw rows: a filter byte then the pixels; for Adam7, the passes' rows in order. The first row of
  // each pass is written out, the others are "up" (filter 2): the same as the row above.
  size_t raw_size = 0;
  size_t capacity = (size_t)rows * (1 + (size_t)side * 3) * 2 + 1024;
  unsigned char *raw = calloc(capacity, 1);
  static const int start_x[7] = {0, 4, 0, 2, 0, 1, 0}, start_y[7] = {0, 0, 4, 0, 2, 0, 1};
  static const int step_x[7] = {8, 8, 4, 4, 2, 2, 1}, step_y[7] = {8, 8, 8, 4, 4, 2, 2};
  for (int pass = 0; pass < (interlaced ? 7 : 1); pass++) {
    int x0 = interlaced ? start_x[pass] : 0, dx = interlaced ? step_x[pass] : 1;
    int y0 = interlaced ? start_y[pass] : 0, dy = interlaced ? step_y[pass] : 1;
    for (int y = y0; y < rows; y += dy) {
      int first = y == y0;
      raw[raw_size++] = first ? 0 : 2;
      for (int x = x0; x < side; x += dx) {
        raw[raw_size++] = first ? 200 : 0;
        raw[raw_size++] = first ? 120 : 0;
        raw[raw_size++] = first ? 40 : 0;
      }
    }
  }
  uLongf compressed_size = compressBound(raw_size);
  unsigned char *compressed = malloc(compressed_size);
  compress2(compressed, &compressed_size, raw, raw_size, 9);
  unsigned char *png = malloc(compressed_size + 1024);
  size_t size = 0;
  memcpy(png, "\x89PNG\r\n\x1a\n", 8);
  size += 8;
  unsigned char header[13] = {side >> 24, side >> 16, side >> 8, side,
                              side >> 24, side >> 16, side >> 8, side,
                              8,          2,          0,         0, interlaced ? 1 : 0};
  size += put_chunk(png + size, "IHDR", header, 13);
  size += put_chunk(png + size, "IDAT", compressed, compressed_size);
  size += put_chunk(png + size, "IEND", NULL, 0);
  write_file(folder, name, png, size);
  free(raw);
  free(compressed);
  free(png);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FOLDER\n", argv[0]);
    return 64;
  }
  const char *folder = argv[1];
  jpeg_bomb(folder, "progressive-64.jpg", 64, 1);
  jpeg_bomb(folder, "progressive-60000.jpg", 60000, 1);
  jpeg_bomb(folder, "progressive-16000.jpg", 16000, 1);
  jpeg_bomb(folder, "progressive-6000.jpg", 6000, 1);
  jpeg_bomb(folder, "baseline-60000.jpg", 60000, 0);
  jpeg_bomb(folder, "baseline-16000.jpg", 16000, 0);
  jpeg_bomb(folder, "baseline-6000.jpg", 6000, 0);
  png_bomb(folder, "png-60000.png", 60000, 16, 0);
  png_bomb(folder, "png-16000.png", 16000, 16, 0);
  png_bomb(folder, "png-6000.png", 6000, 6000, 0);
  png_bomb(folder, "png-6000-interlaced.png", 6000, 6000, 1);
  return 0;
}
