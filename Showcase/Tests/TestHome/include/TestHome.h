#ifndef TEST_HOME_H
#define TEST_HOME_H

/// The folder the test process's data, cache and pictures directories are in, made when the
/// tests are loaded (before any test runs) and removed when the process exits; NULL when it could
/// not be made, and then the tests run with the directories the environment had.
const char *_Nullable test_home_directory(void);

#endif
