/** Debian's Chromium, started as this machine requires (the list is shared with the benchmarks). */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
