import { cicCategory } from '@prisme/domain';
import { naceSection } from '../../lookthrough/nace-sections';
import type { LookThroughInput, LookThroughResult } from '../../lookthrough/types';
import { esgKindOf } from '../from-look-through';
import type { PaiInput, PaiKind, PaiSecurity } from './types';

/**
 * What a security is for the PAI statement: property (CIC category 9) a real estate
 * asset, then the ESG analysis's kinds (esgKindOf): corporate a company, sovereign a
 * sovereign; the rest (cash, derivatives, funds kept whole, loans) no indicator's.
 */
export function paiKindOf(
  cic: string | null,
  isGovernment: boolean,
  isSupranational: boolean,
): PaiKind {
  if (cic && cicCategory(cic) === '9') return 'realEstate';
  const kind = esgKindOf(cic, isGovernment, isSupranational);
  return kind === 'corporate' ? 'company' : kind === 'sovereign' ? 'sovereign' : 'other';
}

/** The PAI securities of a look-through's instruments. */
export const paiSecurities = (instruments: LookThroughInput['instruments']): PaiSecurity[] =>
  instruments.map((instrument) => ({
    code: instrument.code,
    kind: paiKindOf(instrument.cic, instrument.isGovernment, instrument.isSupranational),
    issuerKey: instrument.issuerCode,
    naceSection: naceSection(instrument.naceCode) ?? null,
    country: instrument.country,
  }));

/** The PAI input of a look-through: its lines' securities and values, and the data. */
export function paiInputOfLookThrough(
  result: LookThroughResult,
  input: Pick<LookThroughInput, 'instruments'>,
  data: Pick<PaiInput, 'data' | 'climate'>,
): PaiInput {
  const { instrument, exposureRc } = result.lines;
  return {
    securities: paiSecurities(input.instruments),
    lines: {
      security: instrument.subarray(0, result.count),
      marketValue: exposureRc.subarray(0, result.count),
    },
    ...data,
  };
}
