// The memory allocator settings the API process runs with (docs/decisions/041). glibc's malloc
// gives each thread that allocates (libvips decoding photos, V8 compiling the embedded
// database's WebAssembly) an arena of its own, and keeps what is freed for reuse: after the
// first photos the process held 550–700 MB and never gave it back. Two arenas, and blocks of
// 32 KB and more (an upload's 64 KB socket reads, libvips' buffers) taken from and handed
// straight back to the system, keep it near what is in use.
//
// These are read by glibc when the process starts, so whatever starts the API sets them:
// the Dockerfile (ENV), `npm start` (scripts/start.mjs), the benchmark and the fault suite
// (through withMemorySettings). memory-env.test.ts checks that they all say the same.

export const GLIBC_MEMORY_TUNABLES =
  'glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=32768';

/** `env` with the allocator settings, unless the operator chose their own. */
export function withMemorySettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.GLIBC_TUNABLES ? env : { ...env, GLIBC_TUNABLES: GLIBC_MEMORY_TUNABLES };
}

/**
 * True when this process runs on glibc without any allocator settings: it works, but its
 * memory stays high after image work (the server logs a warning at start).
 */
export function runsWithoutMemorySettings(): boolean {
  if (process.platform !== 'linux' || process.env.GLIBC_TUNABLES) return false;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } })
    ?.header;
  return Boolean(header?.glibcVersionRuntime);
}
