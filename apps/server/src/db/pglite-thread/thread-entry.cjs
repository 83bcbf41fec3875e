// The PGlite thread's entry. Worker threads on Node 20 do not get tsx's ES module hooks
// from --import, only its require hook: this plain script requires the TypeScript module,
// as piscina's own worker entry does for the computation workers.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry is the point of this file */
require(require('node:worker_threads').workerData.module);
