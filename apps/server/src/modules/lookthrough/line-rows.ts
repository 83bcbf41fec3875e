import {
  LINE_FLAGS,
  missingDataText,
  statusOfCode,
  type LookThroughInput,
  type LookThroughResult,
} from '@prisme/engine';
import type { lookthroughInstruments, lookthroughLines } from '../../db/schema';

export type LineInsert = typeof lookthroughLines.$inferInsert;
export type InstrumentInsert = typeof lookthroughInstruments.$inferInsert;

/** Where the lines go and what their weights are shares of. */
export interface LineRowsContext {
  roleCode: string;
  perimeterId: string;
  /** The perimeter's total market value: a line's Weight is its share of it. */
  totalMarketValue: number;
}

/**
 * Builds the stored rows of lines [from, to) of an engine result: the columnar lines with
 * their root position and fund path, pointing at their instrument by number (the
 * instrument's index in the engine's input). Called a batch at a time, so a million
 * lines never exist as a million objects at once.
 */
export function lineRowBuilder(
  result: LookThroughResult,
  input: LookThroughInput,
  context: LineRowsContext,
): (from: number, to: number) => LineInsert[] {
  const { lines, paths } = result;
  const pathTexts = paths.map((path) => path.join(' > '));
  const parents = paths.map((path) => (path.length ? path[path.length - 1]! : null));
  const total = context.totalMarketValue;
  return (from, to) => {
    const rows: LineInsert[] = new Array(to - from);
    for (let i = from; i < to; i++) {
      const instrumentIndex = lines.instrument[i]!;
      const position = input.positions[lines.root[i]!]!;
      const root = input.instruments[position.instrumentIndex]!;
      const pathIndex = lines.path[i]!;
      const depth = lines.depth[i]!;
      const exposure = lines.exposureRc[i]!;
      const flags = lines.flags[i]!;
      rows[i - from] = {
        roleCode: context.roleCode,
        perimeterId: context.perimeterId,
        lineNo: i + 1,
        instrumentNo: instrumentIndex,
        portfolioCode: position.portfolioCode,
        compartmentCode: position.compartmentCode,
        rootCode: root.code,
        rootName: root.name,
        fundPath: pathTexts[pathIndex]!,
        parentFundCode: parents[pathIndex]!,
        depth,
        quotationCurrency:
          depth === 0 ? position.quotationCurrency : input.instruments[instrumentIndex]!.currency,
        quantity: flags & LINE_FLAGS.quantityUnknown ? null : lines.quantity[i]!,
        notionalRc: flags & LINE_FLAGS.hasNotional ? lines.notionalRc[i]! : null,
        marketValueQc: flags & LINE_FLAGS.fxMissing ? null : lines.exposureQc[i]!,
        marketValueRc: exposure,
        weight: total === 0 ? 0 : exposure / total,
        status: statusOfCode(lines.status[i]!),
        missingData: missingDataText(lines.missing[i]!),
      };
    }
    return rows;
  };
}

/** The stored rows of the instruments the lines point at (each numbered by its index). */
export function instrumentRows(
  result: LookThroughResult,
  input: LookThroughInput,
  context: Omit<LineRowsContext, 'totalMarketValue'>,
): InstrumentInsert[] {
  const used = new Uint8Array(input.instruments.length);
  for (let i = 0; i < result.count; i++) used[result.lines.instrument[i]!] = 1;
  const rows: InstrumentInsert[] = [];
  input.instruments.forEach((instrument, index) => {
    if (!used[index]) return;
    const cic = instrument.cic;
    rows.push({
      roleCode: context.roleCode,
      perimeterId: context.perimeterId,
      instrumentNo: index,
      securityCode: instrument.code,
      codeType: instrument.codeType,
      securityName: instrument.name,
      cic,
      cicCategory: cic && cic.length === 4 ? cic[2]! : null,
      country: instrument.country,
      issuerCode: instrument.issuerCode,
      issuerName: instrument.issuerName,
      issuerGroupCode: instrument.issuerGroupCode,
      issuerGroupName: instrument.issuerGroupName,
      naceCode: instrument.naceCode,
      gicsSector: instrument.gicsSector,
      rating: instrument.rating,
      creditQualityStep: instrument.creditQualityStep,
      maturityDate: instrument.maturityDate,
      couponRate: instrument.couponRate,
      modifiedDuration: instrument.modifiedDuration,
      creditSensitivity: instrument.creditSensitivity,
      isGovernment: instrument.isGovernment,
      isSupranational: instrument.isSupranational,
      isCoveredBond: instrument.isCoveredBond,
      securitisationType: instrument.securitisationType,
      infrastructure: instrument.infrastructure,
      listedEeaOecd: instrument.listedEeaOecd,
      equityType: instrument.equityType,
    });
  });
  return rows;
}
