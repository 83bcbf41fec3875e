import {
  LINE_FLAGS,
  missingDataText,
  statusOfCode,
  type LookThroughInput,
  type LookThroughResult,
} from '@prisme/engine';
import type { lookthroughLines } from '../../db/schema';

export type LineInsert = typeof lookthroughLines.$inferInsert;

/** Where the lines go and what their weights are shares of. */
export interface LineRowsContext {
  roleCode: string;
  perimeterId: string;
  /** The perimeter's total market value: a line's Weight is its share of it. */
  totalMarketValue: number;
}

/**
 * Builds the stored rows of lines [from, to) of an engine result: the columnar lines
 * joined to their instrument, root position and fund path. Called a batch at a time, so
 * a million lines never exist as a million objects at once.
 */
export function lineRowBuilder(
  result: LookThroughResult,
  input: LookThroughInput,
  context: LineRowsContext,
): (from: number, to: number) => LineInsert[] {
  const { lines, paths } = result;
  const pathTexts = paths.map((path) => path.join(' > '));
  const total = context.totalMarketValue;
  return (from, to) => {
    const rows: LineInsert[] = new Array(to - from);
    for (let i = from; i < to; i++) {
      const instrument = input.instruments[lines.instrument[i]!]!;
      const position = input.positions[lines.root[i]!]!;
      const root = input.instruments[position.instrumentIndex]!;
      const path = paths[lines.path[i]!]!;
      const depth = lines.depth[i]!;
      const exposure = lines.exposureRc[i]!;
      const cic = instrument.cic;
      const flags = lines.flags[i]!;
      rows[i - from] = {
        roleCode: context.roleCode,
        perimeterId: context.perimeterId,
        lineNo: i + 1,
        portfolioCode: position.portfolioCode,
        compartmentCode: position.compartmentCode,
        rootCode: root.code,
        rootName: root.name,
        fundPath: pathTexts[lines.path[i]!]!,
        parentFundCode: path.length ? path[path.length - 1]! : null,
        depth,
        securityCode: instrument.code,
        codeType: instrument.codeType,
        securityName: instrument.name,
        cic,
        cicCategory: cic && cic.length === 4 ? cic[2]! : null,
        quotationCurrency: depth === 0 ? position.quotationCurrency : instrument.currency,
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
        quantity: flags & LINE_FLAGS.quantityUnknown ? null : lines.quantity[i]!,
        notionalRc: flags & LINE_FLAGS.hasNotional ? lines.notionalRc[i]! : null,
        marketValueQc: flags & LINE_FLAGS.fxMissing ? null : lines.exposureQc[i]!,
        marketValueRc: exposure,
        weight: total === 0 ? 0 : exposure / total,
        status: statusOfCode(lines.status[i]!),
        missingData: missingDataText(lines.missing[i]!),
        isGovernment: instrument.isGovernment,
        isSupranational: instrument.isSupranational,
        isCoveredBond: instrument.isCoveredBond,
        securitisationType: instrument.securitisationType,
        infrastructure: instrument.infrastructure,
        listedEeaOecd: instrument.listedEeaOecd,
        equityType: instrument.equityType,
      };
    }
    return rows;
  };
}
