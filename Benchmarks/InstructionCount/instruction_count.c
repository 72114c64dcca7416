// A QEMU TCG plugin that counts the instructions a program runs under qemu-user, for benchmarks
// on machines without hardware counters (`perf stat -e instructions:u` says <not supported>) and
// where valgrind cannot run the binary.
//
// Each translated block adds its instruction count, atomically (the program's threads run in
// parallel), when it executes; at exit the total is written as "instructions: N" to the file
// descriptor that was standard error when the plugin was loaded (the program may close its own).
//
//     cc -O2 -shared -fPIC -o instruction_count.so instruction_count.c
//     qemu-x86_64 -plugin ./instruction_count.so PROGRAM ARGUMENTS...
//
// It declares the few functions of QEMU's plugin API (version 1, QEMU 7.2: Debian 12's
// qemu-user) it uses, so that no QEMU headers are needed.

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
struct qemu_info_t;

typedef void (*translation_callback)(qemu_plugin_id_t, struct qemu_plugin_tb *);
typedef void (*exit_callback)(qemu_plugin_id_t, void *);
typedef void (*execution_callback)(unsigned int, void *);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t, translation_callback);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t, exit_callback, void *);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *);
// The flags: 0 is QEMU_PLUGIN_CB_NO_REGS (the callback reads no registers).
void qemu_plugin_register_vcpu_tb_exec_cb(
    struct qemu_plugin_tb *, execution_callback, int flags, void *);

__attribute__((visibility("default"))) int qemu_plugin_version = 1;

static uint64_t instructions;
static int report = -1;

static void executed(unsigned int cpu, void *count) {
  (void)cpu;
  __atomic_fetch_add(&instructions, (uint64_t)(uintptr_t)count, __ATOMIC_RELAXED);
}

static void translated(qemu_plugin_id_t id, struct qemu_plugin_tb *block) {
  (void)id;
  qemu_plugin_register_vcpu_tb_exec_cb(
      block, executed, 0, (void *)(uintptr_t)qemu_plugin_tb_n_insns(block));
}

static void exited(qemu_plugin_id_t id, void *unused) {
  (void)id;
  (void)unused;
  char line[64];
  int length = snprintf(
      line, sizeof line, "instructions: %llu\n",
      (unsigned long long)__atomic_load_n(&instructions, __ATOMIC_RELAXED));
  if (length > 0 && write(report, line, (size_t)length) < 0) {
    _exit(70);
  }
}

__attribute__((visibility("default"))) int qemu_plugin_install(
    qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv) {
  (void)info;
  (void)argc;
  (void)argv;
  report = dup(2);
  if (report < 0) {
    return -1;
  }
  qemu_plugin_register_vcpu_tb_trans_cb(id, translated);
  qemu_plugin_register_atexit_cb(id, exited, NULL);
  return 0;
}
