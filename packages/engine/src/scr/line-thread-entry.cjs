// The SCR's second thread's entry (line-threads.ts). Worker threads on Node 20 do not get
// tsx's ES module hooks from --import, only its require hook: this plain script requires
// the TypeScript module, as the server's PGlite thread does.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry is the point of this file */
require(require('node:worker_threads').workerData.module);
