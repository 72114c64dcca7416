// A libFuzzer target for the image decoders (Sources/CImageCodecs): every input is decoded at
// full size and scaled to a thumbnail, under AddressSanitizer and UndefinedBehaviorSanitizer.
//
// .ci/run runs it once over the committed corpus, the crafted images and the bundled photos
// (run.sh). To look for new failures, and grow the corpus with what it finds:
//
//   bash Tests/ImageDecodingFuzz/run.sh --fuzz 600
#include <stddef.h>
#include <stdint.h>

#include "image_codecs.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const int fits[][2] = {{0, 0}, {64, 32}};
  for (int i = 0; i < 2; i++) {
    mvvm_image image;
    char error[256];
    if (mvvm_image_decode(data, size, fits[i][0], fits[i][1], &image, error, sizeof error) == 0) {
      // Touch every pixel, so a short buffer is caught here rather than in a view.
      volatile unsigned sum = 0;
      for (size_t p = 0; p < (size_t)image.width * image.height * 4; p++) sum += image.pixels[p];
      mvvm_image_free(&image);
    }
  }
  return 0;
}
