#!/usr/bin/env bash
# Builds the image decoders' fuzz target with AddressSanitizer and UndefinedBehaviorSanitizer
# (clang from the Swift toolchain, which ships libFuzzer) and runs every file of the corpus, the
# crafted images and the bundled photos through it once. Any memory error, leak or undefined
# behaviour stops it with a report and a non-zero status.
#
#   bash Tests/ImageDecodingFuzz/run.sh              # once over the files (CI)
#   bash Tests/ImageDecodingFuzz/run.sh --fuzz 600   # fuzz for 600 s, adding finds to the corpus
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$(mktemp -d)"
trap 'rm -rf "$build"' EXIT
clang -g -O1 -fuse-ld=bfd -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -I "$root/Sources/CImageCodecs/include" \
  "$here/decode_fuzzer.c" "$root/Sources/CImageCodecs/image_codecs.c" \
  -ljpeg -lpng16 -lsixel -o "$build/decode_fuzzer"
export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
if [ "${1:-}" = "--fuzz" ]; then
  "$build/decode_fuzzer" -max_total_time="${2:-600}" -max_len=65536 -rss_limit_mb=512 \
    "$here/corpus" "$root/Tests/ImageDecodingTests/Crafted"
else
  "$build/decode_fuzzer" -runs=0 -rss_limit_mb=512 \
    "$here/corpus" "$root/Tests/ImageDecodingTests/Crafted" "$root/Sources/Gallery/Resources/photos"
fi
