import {
  frenchDate,
  qrtDefaultPeriodStart,
  type QrtQuery,
  type UndertakingBody,
} from '@prisme/domain';
import {
  categoryOf,
  FundExposurePacker,
  moduleCodeFor,
  safeFileName,
  isDerivativeCategory,
  isUnitLinkedCompartment,
  type QrtInventory,
  type QrtPosition,
} from '@prisme/engine';
import type { UserAccess } from '../../../auth/user-access';
import type { Database } from '../../../db/client';
import { findUndertaking } from '../../structure/repository';
import { problem } from '../../../http/errors';
import type { WorkerPool } from '../../../jobs/worker-pool';
import { loadFxRates } from '../../lookthrough/input-repository';
import { findListEntries } from '../../parameters/repository';
import type { ComputedPerimeter } from '../../lookthrough/perimeter-repository';
import type { LookThroughService } from '../../lookthrough/service';
import {
  loadActivePortfolioCodes,
  loadCompartmentLabels,
  forEachFundExposure,
  loadIncomeDates,
  loadInventory,
  loadPerimeterPositions,
  loadQrtSecurities,
  loadRootStatuses,
  loadRootValues,
  scopeOf,
  type HeldPositionRow,
} from './qrt-repository';
import { type QrtOutput, type QrtTask, type QrtTaskOutcome } from './qrt-task';

/** What the QRT services need: the database, the look-through's perimeters, the workers. */
export interface QrtDeps {
  db: Database;
  lookThrough: LookThroughService;
  workers: WorkerPool;
}

/** The perimeter a QRT route asks for: the one named, else the caller's latest computed. */
export const askedPerimeter = (
  lookThrough: LookThroughService,
  access: UserAccess,
  perimeterId: string | undefined,
): Promise<ComputedPerimeter> =>
  perimeterId ? lookThrough.perimeter(access, perimeterId) : lookThrough.latestPerimeter(access);

/** The QRT options of spec §3 and the module (issue 36 §4) as the route reads them. */
export type QrtOptions = Pick<QrtQuery, 'bceColumns' | 'beginDateQrts0901'> &
  Partial<Pick<QrtQuery, 'module'>>;

/**
 * The undertaking filing the client's QRTs (issue 36 §5): refused with a French 409 while
 * an administrator has not set it, or when its reporting currency is not the perimeter's
 * (the amounts are the perimeter's).
 */
export async function undertakingFor(
  db: Database,
  perimeter: ComputedPerimeter,
): Promise<UndertakingBody> {
  const undertaking = await findUndertaking(db, perimeter.roleCode);
  if (!undertaking)
    throw problem(
      'UNDERTAKING_MISSING',
      `Les données de l’entreprise déclarante du client « ${perimeter.roleCode} » (LEI, raison sociale, devise de déclaration) ne sont pas renseignées : un administrateur les saisit sur la page « Clients et portefeuilles » avant l’export des QRT.`,
    );
  if (undertaking.reportingCurrency !== perimeter.referenceCurrency)
    throw problem(
      'CONFLICT',
      `La devise de déclaration de l’entreprise (${undertaking.reportingCurrency}) n’est pas la devise de référence du périmètre (${perimeter.referenceCurrency}) : calculez le périmètre dans la devise de déclaration avant l’export des QRT.`,
    );
  return undertaking;
}

/**
 * The files' name parts: client and scope, and date (issue 36): the whole client
 * (« ensemble ») or the portfolios of a partial perimeter, e.g. `Client.DEMO1_P1`, `20261231`.
 */
export async function qrtFileParts(
  db: Database,
  perimeter: ComputedPerimeter,
): Promise<{ who: string; date: string }> {
  const all = await loadActivePortfolioCodes(db, perimeter.roleCode);
  const chosen = [...new Set(perimeter.portfolios)].sort();
  const whole = all.length > 0 && all.every((code) => chosen.includes(code));
  const scope = whole
    ? 'ensemble'
    : chosen.length <= 3
      ? chosen.join('-')
      : `${chosen.length}_portefeuilles`;
  return {
    who: safeFileName(`${perimeter.roleCode}_${scope}`),
    date: perimeter.valuationDate.replaceAll('-', ''),
  };
}

/**
 * The start of the S.09.01 period: the one asked for, else 1 January of the valuation
 * year (issue 36, qrtDefaultPeriodStart); it must precede the valuation date (French 400
 * otherwise).
 */
export function periodStartOf(perimeter: ComputedPerimeter, asked: string | undefined): string {
  const start = asked ?? qrtDefaultPeriodStart(perimeter.valuationDate);
  if (start >= perimeter.valuationDate) {
    throw problem(
      'VALIDATION',
      `La date de début de la période S.09.01 (${frenchDate(start)}) doit précéder la date de valorisation du périmètre (${frenchDate(perimeter.valuationDate)}).`,
    );
  }
  return start;
}

/**
 * The QRT asset templates of a computed perimeter (issue 19 §1-2), written to
 * `output.path` as the workbook or the xBRL-CSV package, or only checked (`checks`, issue
 * 36: the findings come back): its positions, their securities,
 * its funds' look-through, the inventories of the S.09.01 period read here (query by
 * query, the look-through's groups packed as they arrive), then the engine's report built,
 * checked and written in a worker thread (qrt-task.ts), so the event loop stays free.
 * The caller has checked the perimeter is the caller's to read.
 */
export async function writePerimeterQrt(
  deps: { db: Database; workers: WorkerPool },
  perimeter: ComputedPerimeter,
  options: QrtOptions,
  output: QrtOutput,
): Promise<QrtTaskOutcome> {
  const started = performance.now();
  const { input, fundExposures, transferList } = await loadQrtTask(deps.db, perimeter, options);
  const { who, date } = await qrtFileParts(deps.db, perimeter);
  const read = performance.now() - started;
  const module = moduleCodeFor(input.frequency ?? 'annual', input.ecbColumns).toUpperCase();
  const task: QrtTask = { input, fundExposures, output, stem: `${who}_${module}_${date}` };
  const outcome = await deps.workers.run<QrtTaskOutcome>(task, 'qrt', transferList);
  return { ...outcome, phases: { read, ...outcome.phases } };
}

/** What the engine reads of the perimeter, ready to cross to the worker. */
async function loadQrtTask(
  db: Database,
  perimeter: ComputedPerimeter,
  options: QrtOptions,
): Promise<Omit<QrtTask, 'output'> & { transferList: ArrayBuffer[] }> {
  const periodStart = periodStartOf(perimeter, options.beginDateQrts0901);
  const undertaking = await undertakingFor(db, perimeter);
  const scope = scopeOf(perimeter);
  // The look-through's groups (some 500,000 on a million lines), the longest read, start
  // first, beside the others: packed in columns as they arrive, every root's, the funds
  // kept once the securities are known; they cross to the worker unrolled.
  const packer = new FundExposurePacker();
  const grouped = forEachFundExposure(db, perimeter, (exposure) => packer.push(exposure));
  // Awaited below; a failure meanwhile is no unhandled rejection (it is thrown there).
  grouped.catch(() => undefined);
  const [held, labels, fxUnitsPerEur, rootValues, dates, fundStatuses, strategic] =
    await Promise.all([
      loadPerimeterPositions(db, perimeter),
      loadCompartmentLabels(db, perimeter.roleCode, perimeter.portfolios),
      loadFxRates(db, perimeter.valuationDate),
      loadRootValues(db, perimeter),
      loadIncomeDates(db, scope, periodStart),
      loadRootStatuses(db, perimeter),
      findListEntries(db, perimeter.roleCode, 'strategicParticipations'),
    ]);
  const toPosition = (row: HeldPositionRow): QrtPosition => ({
    ...row,
    unitLinked: isUnitLinkedCompartment(
      row.compartmentCode,
      labels.get(`${row.portfolioCode}|${row.compartmentCode}`) ?? null,
    ),
  });
  const positionsAt = async (date: string, portfolios: string[]) =>
    (await loadInventory(db, { ...scope, portfolios }, date)).map(toPosition);
  const positions = held.map(toPosition);
  // The opening inventory: each portfolio's own latest on or before the start.
  let opening: QrtInventory | null = null;
  if (dates.opening.length > 0) {
    const byDate = new Map<string, string[]>();
    for (const { portfolioCode, date } of dates.opening)
      byDate.set(date, [...(byDate.get(date) ?? []), portfolioCode]);
    const parts = await Promise.all(
      [...byDate].map(([date, portfolios]) => positionsAt(date, portfolios)),
    );
    opening = {
      date: [...byDate.keys()].sort().at(-1)!,
      positions: parts.flat(),
      portfolioDates: Object.fromEntries(dates.opening.map((o) => [o.portfolioCode, o.date])),
    };
  }
  const between: QrtInventory[] = [];
  for (const { date, portfolios } of dates.between)
    between.push({ date, portfolios, positions: await positionsAt(date, portfolios) });
  const inventories = [...between, { date: perimeter.valuationDate, positions }];

  const codes = new Set([
    ...rootValues.map((root) => root.code),
    ...[opening, ...inventories].flatMap((inventory) =>
      (inventory?.positions ?? []).map((p) => p.securityCode),
    ),
  ]);
  const securities = await loadQrtSecurities(db, [...codes]);
  const fundCodes = new Set(
    positions
      .map((p) => p.securityCode)
      .filter((code) => {
        const security = securities.get(code);
        return security !== undefined && (security.isFund || categoryOf(security.cic) === '4');
      }),
  );
  await grouped;
  const { packed: fundExposures, transferList } = packer.packed((code) => fundCodes.has(code));
  // The perimeter's total assets: its root positions but the derivatives, as transparised.
  const expectedTotalAssets = rootValues
    .filter((root) => !isDerivativeCategory(categoryOf(securities.get(root.code)?.cic ?? null)))
    .reduce((sum, root) => sum + root.value, 0);

  return {
    input: {
      entityId: undertaking.lei,
      entityName: undertaking.name,
      frequency: options.module ?? 'annual',
      referenceDate: perimeter.valuationDate,
      baseCurrency: perimeter.referenceCurrency,
      ecbColumns: options.bceColumns === 'true',
      periodStart,
      securities,
      positions,
      fxUnitsPerEur,
      fundStatuses,
      // S.06.02 C0310: the client's strategic participations (SCR client-data lists).
      participations: strategic.map((entry) => ({
        code: entry.code,
        portfolioCode: entry.portfolioCode ?? '*',
        compartmentCode: entry.compartmentCode ?? '*',
      })),
      expectedTotalAssets,
      income: { opening, inventories },
    },
    fundExposures,
    transferList,
  };
}
