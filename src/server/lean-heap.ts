import { setFlagsFromString } from 'node:v8';

/**
 * V8's defaults trade memory for peak speed: 16 MB young-generation halves and eagerly optimized code. A household
 * server idles almost all day on a Raspberry Pi or a NAS, so it asks for a small young generation and code
 * compiled for size (about 30 MB less resident memory; `bench/startup` and `bench/load` measure both sides).
 * Imported first by main.ts, before any other module is loaded, so the libraries' code is compiled this way.
 */
if (process.env.AISLEWISE_V8_DEFAULTS !== '1') {
  setFlagsFromString('--optimize-for-size');
  setFlagsFromString('--max-semi-space-size=2');
}
