import { writeFile } from 'node:fs/promises';
import { buildXbrlCsvPackage, type XbrlCsvPackage } from '@prisme/engine';
import { strToU8, zip, type AsyncZippable } from 'fflate';

export const ZIP_MIME = 'application/zip';

/** The engine's QRT fact model (packages/engine/src/qrt/report-model.ts). */
export type QrtReport = Parameters<typeof buildXbrlCsvPackage>[0];

/**
 * The package's files as a zip (fflate): its folder at the root, as Report Package 1.0
 * asks. Compressed off the event loop (fflate's asynchronous zip deflates each file in a
 * worker), so the server keeps answering while a large S.06.02 is packed.
 */
export function zipXbrlCsvPackage(pkg: XbrlCsvPackage): Promise<Uint8Array> {
  const entries: AsyncZippable = {};
  for (const file of pkg.files) entries[file.path] = strToU8(file.content);
  return new Promise((resolve, reject) => {
    zip(entries, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

/**
 * Writes a report's xBRL-CSV package to `path` (a `.zip`), checked first against its module
 * (the engine's buildXbrlCsvPackage); answers the zip's file name, `<package name>.zip`
 * (« _NON_DEPOSABLE » in it when a finding blocks the filing), and the findings' counts.
 */
export async function writeXbrlCsvPackage(
  report: QrtReport,
  path: string,
  stem?: string,
): Promise<{ fileName: string; findings: number; blocking: number }> {
  const pkg = buildXbrlCsvPackage(report, stem ? { stem } : {});
  await writePackageZip(pkg, path);
  return { fileName: `${pkg.name}.zip`, findings: pkg.allFindings.length, blocking: pkg.blocking };
}

/** Writes a package already built and checked (the engine's packageOfDraft) to `path`. */
export async function writePackageZip(pkg: XbrlCsvPackage, path: string): Promise<void> {
  await writeFile(path, await zipXbrlCsvPackage(pkg));
}
