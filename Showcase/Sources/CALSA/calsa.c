#include "calsa.h"

#ifdef __linux__
static void calsa_ignore(const char *file, int line, const char *function, int error,
                         const char *format, ...) {
  (void)file;
  (void)line;
  (void)function;
  (void)error;
  (void)format;
}

void calsa_silence_errors(void) { snd_lib_error_set_handler(calsa_ignore); }
#endif
