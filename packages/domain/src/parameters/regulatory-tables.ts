import { SII_2016_TABLES } from './rule-sets/sii-2016';
import type { ScrRegulatoryTables } from './table-types';

export {
  nonEeaGovernmentTable,
  SPREAD_BONDS_2015,
  SPREAD_BONDS_2019,
} from './rule-sets/spread-tables';

/** Today's tables (rule set SII-2016): the name the code has always used. */
export const SCR_REGULATORY_TABLES: ScrRegulatoryTables = SII_2016_TABLES;
