// One full garbage collection, run once the embedded database has opened and again before the
// server listens (decision 041).
//
// Opening PGlite on a new data directory runs initdb in a WebAssembly instance of its own and
// then starts the one the API keeps; the first instance's memory (and the copies of the data
// bundle) are garbage from then on, 70 to 400 MB of it depending on how far the heap had grown.
// V8 frees such memory only on a full collection, and an API at rest does not allocate enough
// to ask for one: its "memory reducer" got to it 25 to 30 s after start, or not at all before
// the first uploads. So the process held 470–700 MB at rest instead of ~240.
//
// Node offers `gc()` only with --expose-gc on its command line, which every way of starting the
// API would have to carry; the flag set at run time gives the same function in a new context.

import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
}
