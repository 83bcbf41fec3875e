import type { RuleSetId } from '../../solvency/rule-set';
import { RULE_SET_LABELS } from '../../solvency/rule-set';
import type { ScrRegulatoryTables } from '../table-types';
import { SII_2016_TABLES } from './sii-2016';
import { SII_2027_TABLES } from './sii-2027';

export { SII_2016_TABLES } from './sii-2016';
export { SII_2027_TABLES, SII_2027_UNVERIFIED } from './sii-2027';

const TABLES: Record<RuleSetId, ScrRegulatoryTables> = {
  'SII-2016': SII_2016_TABLES,
  'SII-2027': SII_2027_TABLES,
};

/** The tables of a rule set: what `computeMarketScr` takes as `input.tables`. */
export function ruleSetTables(id: RuleSetId): ScrRegulatoryTables {
  return TABLES[id];
}

/** Both rule sets in date order, with their labels (the read-only comparison page). */
export const RULE_SETS: readonly {
  id: RuleSetId;
  label: string;
  tables: ScrRegulatoryTables;
}[] = (['SII-2016', 'SII-2027'] as const).map((id) => ({
  id,
  label: RULE_SET_LABELS[id],
  tables: TABLES[id],
}));
