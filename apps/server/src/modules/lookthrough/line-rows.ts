import type { LookThroughInput, LookThroughResult } from '@prisme/engine';
import type { lookthroughInstruments, lookthroughPaths, lookthroughRoots } from '../../db/schema';
import type { TptDetails } from './tpt-details';

export type InstrumentInsert = typeof lookthroughInstruments.$inferInsert;

/** Where the instruments, roots and paths go. */
export interface InstrumentRowsContext {
  roleCode: string;
  perimeterId: string;
}

/** The stored rows of the instruments the lines point at (each numbered by its index). */
export function instrumentRows(
  result: LookThroughResult,
  input: LookThroughInput,
  context: InstrumentRowsContext,
  /** What TPT statements say beyond the engine's attributes, by instrument index. */
  tptDetails: readonly (TptDetails | undefined)[] = [],
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
      ...tptDetails[index],
    });
  });
  return rows;
}

/** The root positions the lines point at: root i is the engine input's position i. */
export function rootRows(
  input: LookThroughInput,
  context: InstrumentRowsContext,
): (typeof lookthroughRoots.$inferInsert)[] {
  return input.positions.map((position, rootNo) => {
    const security = input.instruments[position.instrumentIndex]!;
    return {
      ...context,
      rootNo,
      portfolioCode: position.portfolioCode,
      compartmentCode: position.compartmentCode,
      rootCode: security.code,
      rootName: security.name,
    };
  });
}

/** The fund paths the lines point at, from the engine's path dictionary. */
export function pathRows(
  result: LookThroughResult,
  context: InstrumentRowsContext,
): (typeof lookthroughPaths.$inferInsert)[] {
  return result.paths.map((path, pathNo) => ({
    ...context,
    pathNo,
    fundPath: path.join(' > '),
    parentFundCode: path.length ? path[path.length - 1]! : null,
  }));
}
