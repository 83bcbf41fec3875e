import { and, eq } from 'drizzle-orm';
import {
  createCompartmentBodySchema,
  createPortfolioBodySchema,
  FILE_COLUMNS,
  PORTFOLIO_KIND_LABELS,
  PORTFOLIO_KINDS,
  portfolioKindOf,
  type PortfolioKind,
} from '@prisme/domain';
import type { z } from 'zod';
import type { Transaction } from '../../../db/client';
import { compartments, portfolios } from '../../../db/schema';
import type { RowReader } from '../row-reader';
import { importTable } from '../table-import';
import { requireActiveClient } from './client-structure';
import { DuplicateKeys } from './field-checks';
import type { Importer } from './importer';

const C = {
  portfolio: 'codePortefeuille',
  portfolioLabel: 'libellePortefeuille',
  currency: 'devise',
  kind: 'nature',
  indice: 'indice',
  compartment: 'codeCompartiment',
  compartmentLabel: 'libelleCompartiment',
} as const;

interface PortfolioFields {
  label: string;
  currency: string;
  kind: PortfolioKind;
  indice: string | null;
}

/** What one line makes Prisme write: a portfolio (its first line) and a compartment. */
interface StructureWrite {
  portfolio?: { code: string; fields: PortfolioFields; exists: boolean };
  compartment?: { portfolio: string; code: string; label: string; exists: boolean };
}

const KIND_CHOICES = PORTFOLIO_KINDS.map((kind) => PORTFOLIO_KIND_LABELS[kind]).join(', ');
/** The portfolio columns that must read the same on each of its lines. */
const PORTFOLIO_COLUMNS = [
  [C.portfolioLabel, 'label', 'un autre libellé'],
  [C.currency, 'currency', 'une autre devise'],
  [C.kind, 'kind', 'une autre nature'],
  [C.indice, 'indice', 'un autre indice'],
] as const;

const portfolioShape = createPortfolioBodySchema.shape;
const compartmentShape = createCompartmentBodySchema.shape;

/** A cell checked by the API's own schema: the same codes, lengths and French messages. */
function checked<T>(
  row: RowReader,
  column: string,
  schema: z.ZodType<T>,
  value: string | undefined,
): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  row.fail(column, parsed.error.issues[0]?.message ?? 'Valeur invalide.');
  return undefined;
}

/**
 * A client's portfolios and compartments, one line per compartment (issue 35 §A.3), for
 * the client chosen at upload; administrators only (the integration service). A code
 * not yet in Prisme is created; an existing one takes the file's labels, currency, kind
 * and indice; nothing else changes, so the same file taken in again writes nothing. A
 * file neither deletes, deactivates nor reactivates: an item deactivated on the page
 * keeps its state (a warning says so). A portfolio's fields repeat on each of its lines
 * and must read the same on each.
 */
export const importPortfolioStructure: Importer = async (job) => {
  const roleCode = await requireActiveClient(job);
  const known = await loadStructure(job.tx, roleCode);
  const portfoliosSeen = new Map<string, { line: number; fields: PortfolioFields }>();
  const duplicates = new DuplicateKeys();
  const warnings: string[] = [];
  const counts = {
    portfoliosCreated: 0,
    portfoliosChanged: 0,
    compartmentsCreated: 0,
    compartmentsChanged: 0,
  };

  function readPortfolio(row: RowReader): { code: string; fields: PortfolioFields } | undefined {
    const code = checked(row, C.portfolio, portfolioShape.code, row.text(C.portfolio, true));
    const label = checked(
      row,
      C.portfolioLabel,
      portfolioShape.label,
      row.text(C.portfolioLabel, true),
    );
    const currency = checked(row, C.currency, portfolioShape.currency, row.text(C.currency, true));
    const kindText = row.text(C.kind, true);
    const kind = kindText === undefined ? undefined : portfolioKindOf(kindText);
    if (kindText !== undefined && kind === undefined)
      row.fail(
        C.kind,
        `Nature inconnue : « ${kindText} » ; attendu l’une de : ${KIND_CHOICES} (ou leur code : ${PORTFOLIO_KINDS.join(', ')}).`,
      );
    const indice = checked(row, C.indice, portfolioShape.indice, row.text(C.indice) ?? '') || null;
    if (!code || !label || !currency || !kind) return undefined;
    return { code, fields: { label, currency, kind, indice } };
  }

  /** The first line of a portfolio says what it is; the others must agree with it. */
  function portfolioWrite(row: RowReader, code: string, fields: PortfolioFields) {
    const first = portfoliosSeen.get(code);
    if (first) {
      for (const [column, field, what] of PORTFOLIO_COLUMNS) {
        if (first.fields[field] !== fields[field])
          row.fail(
            column,
            `Le portefeuille « ${code} » a ${what} à la ligne ${first.line} : ses colonnes de portefeuille doivent être les mêmes sur chacune de ses lignes.`,
          );
      }
      return undefined;
    }
    portfoliosSeen.set(code, { line: row.line, fields });
    const existing = known.get(code);
    if (existing && !existing.active)
      warnings.push(
        `Le portefeuille « ${code} » est désactivé : il est mis à jour et reste désactivé.`,
      );
    if (!existing) counts.portfoliosCreated++;
    else if (!samePortfolio(existing.fields, fields)) counts.portfoliosChanged++;
    else return undefined; // as it is: nothing to write
    return { code, fields, exists: existing !== undefined };
  }

  function compartmentWrite(row: RowReader, portfolio: string, code: string, label: string) {
    const existing = known.get(portfolio)?.compartments.get(code);
    if (existing && !existing.active)
      warnings.push(
        `Le compartiment « ${portfolio} / ${code} » est désactivé : il est mis à jour et reste désactivé.`,
      );
    if (!existing) counts.compartmentsCreated++;
    else if (existing.label !== label) counts.compartmentsChanged++;
    else return undefined;
    return { portfolio, code, label, exists: existing !== undefined };
  }

  return importTable<StructureWrite>(job, {
    columns: FILE_COLUMNS.portfolio_structure,
    readRow(row) {
      const portfolio = readPortfolio(row);
      const code = checked(
        row,
        C.compartment,
        compartmentShape.code,
        row.text(C.compartment, true),
      );
      const label = checked(
        row,
        C.compartmentLabel,
        compartmentShape.label,
        row.text(C.compartmentLabel, true),
      );
      if (row.faulty || !portfolio || !code || !label) return undefined;
      if (
        duplicates.isDuplicate(
          row,
          C.compartment,
          `${portfolio.code}|${code}`,
          `le compartiment ${code} du portefeuille ${portfolio.code}`,
        )
      )
        return undefined;
      const portfolioChange = portfolioWrite(row, portfolio.code, portfolio.fields);
      if (row.faulty) return undefined;
      const compartmentChange = compartmentWrite(row, portfolio.code, code, label);
      return {
        ...(portfolioChange && { portfolio: portfolioChange }),
        ...(compartmentChange && { compartment: compartmentChange }),
      };
    },
    // In file order: a portfolio's first line, which writes it, comes before its compartments'.
    async writeBatch(writes) {
      for (const { portfolio, compartment } of writes) {
        if (portfolio) await writePortfolio(job.tx, roleCode, portfolio);
        if (compartment) await writeCompartment(job.tx, roleCode, compartment);
      }
    },
    async finish() {
      return { ...counts, portfolios: portfoliosSeen.size, ...(warnings.length && { warnings }) };
    },
  });
};

const samePortfolio = (a: PortfolioFields, b: PortfolioFields) =>
  a.label === b.label && a.currency === b.currency && a.kind === b.kind && a.indice === b.indice;

async function writePortfolio(
  tx: Transaction,
  roleCode: string,
  { code, fields, exists }: NonNullable<StructureWrite['portfolio']>,
) {
  if (exists)
    await tx
      .update(portfolios)
      .set(fields)
      .where(and(eq(portfolios.roleCode, roleCode), eq(portfolios.code, code)));
  else await tx.insert(portfolios).values({ roleCode, code, ...fields });
}

async function writeCompartment(
  tx: Transaction,
  roleCode: string,
  { portfolio, code, label, exists }: NonNullable<StructureWrite['compartment']>,
) {
  if (exists)
    await tx
      .update(compartments)
      .set({ label })
      .where(
        and(
          eq(compartments.roleCode, roleCode),
          eq(compartments.portfolioCode, portfolio),
          eq(compartments.code, code),
        ),
      );
  else await tx.insert(compartments).values({ roleCode, portfolioCode: portfolio, code, label });
}

/** The client's portfolios and compartments as stored, by code. */
async function loadStructure(tx: Transaction, roleCode: string) {
  const portfolioRows = await tx.select().from(portfolios).where(eq(portfolios.roleCode, roleCode));
  const compartmentRows = await tx
    .select()
    .from(compartments)
    .where(eq(compartments.roleCode, roleCode));
  const known = new Map(
    portfolioRows.map((row) => [
      row.code,
      {
        active: row.deactivatedAt === null,
        fields: {
          label: row.label,
          currency: row.currency,
          kind: row.kind,
          indice: row.indice,
        } as PortfolioFields,
        compartments: new Map<string, { label: string; active: boolean }>(),
      },
    ]),
  );
  for (const row of compartmentRows)
    known
      .get(row.portfolioCode)
      ?.compartments.set(row.code, { label: row.label, active: row.deactivatedAt === null });
  return known;
}
