import path from 'node:path';
import { generateScaleFiles } from './scale';

/**
 * `npm run generate:scale -- --lines 1000000 --out DIR [--seed N] [--rows-per-file N]
 * [--role Client.DEMO1]`: writes inventory.csv, securities.csv and tpt/tpt-v7-*.csv whose
 * full look-through has about --lines lines, and prints what was written. The inventory
 * uses the demo portfolios of --role: import it under that role on a seeded database.
 */

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

function positive(name: string, fallback?: number): number | undefined {
  const text = option(name);
  if (text === undefined) return fallback;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} attend un entier positif`);
  return value;
}

async function main(): Promise<void> {
  const lines = positive('lines', 1_000_000)!;
  const outDir = path.resolve(option('out') ?? 'scale-data');
  const started = performance.now();
  const summary = await generateScaleFiles({
    lines,
    outDir,
    seed: positive('seed'),
    rowsPerFile: positive('rows-per-file'),
    role: option('role'),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Fichiers écrits dans ${outDir} en ${seconds} s :`);
  for (const file of summary.files)
    console.log(
      `  ${path.relative(outDir, file.path).padEnd(24)} ${String(file.rows).padStart(9)} lignes`,
    );
  console.log(
    `Inventaire : ${summary.inventoryLines} lignes directes (${summary.fundLines} OPC, ${summary.directSecurityLines} titres en direct), portefeuilles de ${summary.role}`,
  );
  console.log(`TPT : ${summary.funds} fonds, ${summary.compositionLines} lignes de composition`);
  console.log(`Transparisation complète attendue : ${summary.expectedLookThroughLines} lignes`);
  console.log(
    `À importer dans l'ordre : securities.csv, tpt/*.csv, puis inventory.csv sous le rôle ${summary.role} (base initialisée par npm run seed)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
