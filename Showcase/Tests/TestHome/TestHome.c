// The tests' own home: the apps in the test process (a web tab, a flow made from a command's
// options) keep favourites, sittings, pins and answers in the user's data and cache directories,
// as the apps do for their user. The tests must never read or change the files of whoever runs
// them, and no test's frame may depend on them. So, when the test bundle is loaded, before any
// test (or any thread) runs, XDG_DATA_HOME, XDG_CACHE_HOME and XDG_PICTURES_DIR are pointed at
// a fresh folder of the process's own, which is removed when the process exits.

#define _XOPEN_SOURCE 700
#include "TestHome.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static char home[4096];
static int made = 0;

const char *test_home_directory(void) { return made ? home : NULL; }

static int remove_entry(const char *path, const struct stat *status, int kind, struct FTW *walk) {
  (void)status;
  (void)kind;
  (void)walk;
  return remove(path);
}

static void remove_home(void) {
  if (made) nftw(home, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static int set_beneath(const char *variable, const char *name) {
  char path[4200];
  if (snprintf(path, sizeof path, "%s/%s", home, name) >= (int)sizeof path) return -1;
  if (mkdir(path, 0700) != 0) return -1;
  return setenv(variable, path, 1);
}

__attribute__((constructor)) static void make_test_home(void) {
  const char *temporary = getenv("TMPDIR");
  if (temporary == NULL || temporary[0] == '\0') temporary = "/tmp";
  if (snprintf(home, sizeof home, "%s/mvvmkit-tests-XXXXXX", temporary) >= (int)sizeof home) return;
  if (mkdtemp(home) == NULL) return;
  made = 1;
  atexit(remove_home);
  if (set_beneath("XDG_DATA_HOME", "data") != 0 || set_beneath("XDG_CACHE_HOME", "cache") != 0
      || set_beneath("XDG_PICTURES_DIR", "pictures") != 0) {
    fprintf(stderr, "The tests' own home %s could not be set up: they use the user's.\n", home);
  }
}
