import { frenchDate, SII_2027_APPLIES_FROM, type RuleSetId } from '@prisme/domain';

/**
 * EIOPA's curves from 30 January 2027 are extrapolated with the 2027 method (Directive
 * Art. 77a, DR Art. 43-47 as amended, note §2.9); the reference date tells which method a
 * stored curve is. Under SII-2027 with a curve of an earlier date, the result says so.
 */
export const curveMethodOf = (curveDate: string): RuleSetId =>
  curveDate >= SII_2027_APPLIES_FROM ? 'SII-2027' : 'SII-2016';

export function curveMethodWarning(ruleSet: RuleSetId, curveDate: string | null): string | null {
  if (ruleSet !== 'SII-2027' || curveDate === null || curveMethodOf(curveDate) === 'SII-2027')
    return null;
  return `Règles 2027 appliquées aux courbes EIOPA du ${frenchDate(curveDate)}, extrapolées selon la méthode Smith-Wilson en vigueur avant le ${frenchDate(SII_2027_APPLIES_FROM)} : les courbes de la méthode 2027 sont celles publiées à partir de cette date.`;
}
