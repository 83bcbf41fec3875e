import type { LookThroughInput, LookThroughResult } from '@prisme/engine';
import type { lookthroughInstruments } from '../../db/schema';

export type InstrumentInsert = typeof lookthroughInstruments.$inferInsert;

/** Where the instruments go. */
export interface InstrumentRowsContext {
  roleCode: string;
  perimeterId: string;
}

/** The stored rows of the instruments the lines point at (each numbered by its index). */
export function instrumentRows(
  result: LookThroughResult,
  input: LookThroughInput,
  context: InstrumentRowsContext,
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
