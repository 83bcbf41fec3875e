import { RULE_SET_LABELS, type RuleSetId } from '../../solvency/rule-set';
import { SCR_REGULATORY_TABLES } from '../regulatory-tables';
import type { ScrRegulatoryTables } from '../table-types';

// Replaced by the engine27 branch at merge: the rule sets' own tables (SII-2027 as amended
// by DR 2026/269). Until then both sets compute with today's tables, under their own id.
/** The tables of a rule set (solvency/rule-set.ts), as the SCR engine takes them. */
export const ruleSetTables = (id: RuleSetId): ScrRegulatoryTables => ({
  ...SCR_REGULATORY_TABLES,
  id,
  ruleSet: RULE_SET_LABELS[id],
});
