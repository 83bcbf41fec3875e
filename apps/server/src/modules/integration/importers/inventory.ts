import { and, eq } from 'drizzle-orm';
import { FILE_COLUMNS, identifierProblem } from '@prisme/domain';
import type { Transaction } from '../../../db/client';
import { bulkColumns } from '../../../db/bulk-insert';
import { compartments, portfolios, positions, securities } from '../../../db/schema';
import { importTable, type RowImporter } from '../table-import';
import { currencyProblem, looksLikeIsin } from './field-checks';
import type { Importer } from './importer';
import { ReplacedPortfolioDates } from './replaced-portfolio-dates';
import { SeenPositions } from './seen-positions';

/** A line of the file as the row of positions it becomes. */
type PositionRecord = typeof positions.$inferInsert;

const C = {
  portfolio: 'codePortefeuille',
  compartment: 'codeCompartiment',
  date: 'dateValorisation',
  security: 'codeTitre',
  quantity: 'quantite',
  currency: 'deviseCotation',
  mvQc: 'valeurMarcheCotation',
  accruedQc: 'couponCouruCotation',
  mvRc: 'valeurMarcheReference',
  accruedRc: 'couponCouruReference',
  bookValue: 'valeurComptable',
  acquisition: 'dateAcquisition',
} as const;

/**
 * Inventory (direct positions) of one client role. Every line must name a portfolio and
 * compartment of that role and a security of the referential; a portfolio and date
 * present in the file replace what was stored for them (re-import).
 */
export const importInventory: Importer = async (job) => {
  const roleCode = job.roleCode!;
  const known = await loadKnown(job.tx, roleCode);
  const seen = new SeenPositions();
  const replaced = new ReplacedPortfolioDates();

  // Checks built once per file, not per line (the hot path of bench:import). An
  // ISIN-shaped code is checked digit by digit; other codes must be in the referential.
  // A code repeats on every compartment and date that holds it: once it has passed, it
  // is only looked up (`accepted` holds codes of the referential, so it stays bounded).
  const accepted = new Set<string>();
  const securityProblem = (code: string) => {
    if (accepted.has(code)) return undefined;
    const problem = looksLikeIsin(code)
      ? identifierProblem(code, 'ISIN')
      : known.securities.has(code)
        ? undefined
        : `Titre inconnu du référentiel : « ${code} »`;
    if (problem === undefined && known.securities.has(code)) accepted.add(code);
    return problem;
  };

  const importer: RowImporter<PositionRecord> = {
    columns: FILE_COLUMNS.inventory,
    readRow(row) {
      const portfolioCode = row.text(C.portfolio, true);
      const compartmentCode = row.text(C.compartment, true);
      const valuationDate = row.date(C.date, true);
      const securityCode = row.code(C.security, true, securityProblem);
      const quantity = row.decimal(C.quantity, true);
      const quotationCurrency = row.code(C.currency, true, currencyProblem);
      const marketValueQc = row.decimal(C.mvQc, true);
      const accruedInterestQc = row.decimal(C.accruedQc) ?? 0;
      const marketValueRc = row.decimal(C.mvRc, true);
      const accruedInterestRc = row.decimal(C.accruedRc) ?? 0;
      const bookValueRc = row.decimal(C.bookValue);
      const acquisitionDate = row.date(C.acquisition);

      if (portfolioCode && !known.portfolios.has(portfolioCode)) {
        row.fail(C.portfolio, `Portefeuille inconnu pour ce client : « ${portfolioCode} »`);
      } else if (
        portfolioCode &&
        compartmentCode &&
        !known.compartments.get(portfolioCode)?.has(compartmentCode)
      ) {
        row.fail(
          C.compartment,
          `Compartiment inconnu du portefeuille ${portfolioCode} : « ${compartmentCode} »`,
        );
      }
      if (securityCode && !known.securities.has(securityCode) && looksLikeIsin(securityCode)) {
        row.fail(C.security, `Titre inconnu du référentiel : « ${securityCode} »`);
      }
      if (row.faulty) return undefined;

      if (!seen.add(portfolioCode!, compartmentCode!, valuationDate!, securityCode!)) {
        row.fail(
          C.security,
          `Ligne en double : le titre ${securityCode} figure déjà pour ce portefeuille, compartiment et date.`,
        );
        return undefined;
      }
      replaced.note(portfolioCode!, valuationDate!);
      return {
        roleCode,
        portfolioCode: portfolioCode!,
        compartmentCode: compartmentCode!,
        valuationDate: valuationDate!,
        securityCode: securityCode!,
        quantity: quantity!,
        quotationCurrency: quotationCurrency!,
        marketValueQc: marketValueQc!,
        accruedInterestQc,
        marketValueRc: marketValueRc!,
        accruedInterestRc,
        bookValueRc,
        acquisitionDate,
        importId: job.importId,
      };
    },
    copy: {
      table: positions,
      columns: POSITION_COLUMNS,
      // Before a batch is copied, the positions stored for the portfolios and dates read
      // so far (its own among them) are deleted, once each: the file replaces them.
      async beforeBatch() {
        for (const { portfolioCode, valuationDate } of replaced.takeNew()) {
          await job.tx
            .delete(positions)
            .where(
              and(
                eq(positions.roleCode, roleCode),
                eq(positions.portfolioCode, portfolioCode),
                eq(positions.valuationDate, valuationDate),
              ),
            );
        }
      },
    },
    async finish() {
      return { portfolioDates: replaced.size, valuationDates: replaced.valuationDates() };
    },
  };
  return importTable(job, importer);
};

/** The columns a position is written to: all but its serial id. */
const POSITION_COLUMNS = bulkColumns(positions, (key) => key !== 'id');

/** What the checks need, loaded once: the role's portfolios and compartments, security codes. */
async function loadKnown(tx: Transaction, roleCode: string) {
  const owned = await tx
    .select({ code: portfolios.code })
    .from(portfolios)
    .where(eq(portfolios.roleCode, roleCode));
  const rows = await tx
    .select({ portfolio: compartments.portfolioCode, compartment: compartments.code })
    .from(compartments)
    .where(eq(compartments.roleCode, roleCode));
  const codes = await tx.select({ code: securities.code }).from(securities);
  const compartmentsOf = new Map<string, Set<string>>();
  for (const r of rows) {
    let ofPortfolio = compartmentsOf.get(r.portfolio);
    if (!ofPortfolio) compartmentsOf.set(r.portfolio, (ofPortfolio = new Set()));
    ofPortfolio.add(r.compartment);
  }
  return {
    portfolios: new Set(owned.map((r) => r.code)),
    /** Compartment codes by portfolio. */
    compartments: compartmentsOf,
    securities: new Set(codes.map((r) => r.code)),
  };
}
