import { and, eq } from 'drizzle-orm';
import { FILE_COLUMNS, identifierProblem } from '@prisme/domain';
import type { Transaction } from '../../../db/client';
import { bulkColumns } from '../../../db/bulk-insert';
import { compartments, portfolios, positions, securities } from '../../../db/schema';
import { importTable, type RowImporter } from '../table-import';
import { requireActiveClient, STRUCTURE_PLACES } from './client-structure';
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
 * Inventory (direct positions) of one client role. Every line must name an active
 * portfolio and compartment of that role (a deactivated one takes no new positions,
 * issue 35 §A.3) and a security of the referential; a portfolio and date present in the
 * file replace what was stored for them (re-import).
 */
export const importInventory: Importer = async (job) => {
  const roleCode = await requireActiveClient(job);
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

      const portfolio = portfolioCode ? known.portfolios.get(portfolioCode) : undefined;
      const compartment =
        portfolio && compartmentCode ? portfolio.compartments.get(compartmentCode) : undefined;
      if (portfolioCode && !portfolio) {
        row.fail(
          C.portfolio,
          `Portefeuille inconnu pour ce client : « ${portfolioCode} » ; créez-le ${STRUCTURE_PLACES}.`,
        );
      } else if (portfolio && !portfolio.active) {
        row.fail(
          C.portfolio,
          `Portefeuille désactivé : « ${portfolioCode} » ; réactivez-le sur la page Clients et portefeuilles pour y intégrer des positions.`,
        );
      } else if (portfolio && compartmentCode && !compartment) {
        row.fail(
          C.compartment,
          `Compartiment inconnu du portefeuille ${portfolioCode} : « ${compartmentCode} » ; créez-le ${STRUCTURE_PLACES}.`,
        );
      } else if (compartment && !compartment.active) {
        row.fail(
          C.compartment,
          `Compartiment désactivé du portefeuille ${portfolioCode} : « ${compartmentCode} » ; réactivez-le sur la page Clients et portefeuilles pour y intégrer des positions.`,
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

/** A portfolio of the role as the checks read it: whether active, and its compartments'. */
interface KnownPortfolio {
  active: boolean;
  /** Whether each compartment is active, by code. */
  compartments: Map<string, { active: boolean }>;
}

/** What the checks need, loaded once: the role's portfolios and compartments, security codes. */
async function loadKnown(tx: Transaction, roleCode: string) {
  const owned = await tx
    .select({ code: portfolios.code, deactivatedAt: portfolios.deactivatedAt })
    .from(portfolios)
    .where(eq(portfolios.roleCode, roleCode));
  const rows = await tx
    .select({
      portfolio: compartments.portfolioCode,
      compartment: compartments.code,
      deactivatedAt: compartments.deactivatedAt,
    })
    .from(compartments)
    .where(eq(compartments.roleCode, roleCode));
  const codes = await tx.select({ code: securities.code }).from(securities);
  const portfoliosByCode = new Map<string, KnownPortfolio>(
    owned.map((r) => [r.code, { active: r.deactivatedAt === null, compartments: new Map() }]),
  );
  for (const r of rows) {
    portfoliosByCode
      .get(r.portfolio)
      ?.compartments.set(r.compartment, { active: r.deactivatedAt === null });
  }
  return {
    /** The role's portfolios with their compartments, by code. */
    portfolios: portfoliosByCode,
    securities: new Set(codes.map((r) => r.code)),
  };
}
