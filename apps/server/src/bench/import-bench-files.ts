/**
 * bench:import's inventory: LINES lines of one portfolio over 2,000 securities, four
 * compartments and as many month ends as it takes, and what the database needs to take
 * it in (the demo accounts, the portfolio, its compartments, the securities).
 */
import { createWriteStream } from 'node:fs';
import { bulkInsert } from '../db/bulk-insert';
import type { Database } from '../db/client';
import { compartments, portfolios, securities } from '../db/schema';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { isinOf } from '../seed/demo-data/identifiers';

const SECURITIES = 2_000;
const COMPARTMENTS = ['GEN', 'UC', 'PERP', 'FP'];

const isin = (n: number) => isinOf('FR', String(n).padStart(9, '0'));
const monthEnd = (k: number) => new Date(Date.UTC(2023, k + 1, 0)).toISOString().slice(0, 10);

const HEADER = [
  'codePortefeuille',
  'codeCompartiment',
  'dateValorisation',
  'codeTitre',
  'quantite',
  'deviseCotation',
  'valeurMarcheCotation',
  'couponCouruCotation',
  'valeurMarcheReference',
  'couponCouruReference',
  'valeurComptable',
  'dateAcquisition',
];

/** The inventory as French Excel saves it: ';' between cells, decimal commas, dd/mm/yyyy. */
export async function writeInventory(file: string, lines: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${HEADER.join(';')}\n`);
  for (let i = 0; i < lines; i++) {
    const security = isin(i % SECURITIES);
    const compartment = COMPARTMENTS[Math.floor(i / SECURITIES) % COMPARTMENTS.length];
    const date = monthEnd(Math.floor(i / (SECURITIES * COMPARTMENTS.length)));
    const value = (((i * 7919) % 1_000_000) + 0.25).toFixed(2).replace('.', ',');
    const line = `BENCH;${compartment};${date};${security};${(i % 500) + 1};EUR;${value};0;${value};0;${value};15/03/2020\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

/** The demo accounts, the BENCH portfolio of Client.DEMO1 with its compartments, the securities. */
export async function writeInventoryClient(db: Database, lines: number): Promise<void> {
  await seedDemoAccounts(db, 'bench-password');
  await db
    .insert(portfolios)
    .values({ roleCode: 'Client.DEMO1', code: 'BENCH', label: 'Portefeuille de mesure' });
  await db.insert(compartments).values(
    COMPARTMENTS.map((code) => ({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'BENCH',
      code,
      label: code,
    })),
  );
  const codes = Array.from({ length: Math.min(SECURITIES, lines) }, (_, n) => isin(n));
  await bulkInsert(
    db,
    securities,
    codes.map((code) => ({
      code,
      codeType: '1',
      name: `Titre ${code}`,
      cic: 'FR31',
      currency: 'EUR',
    })),
  );
}
