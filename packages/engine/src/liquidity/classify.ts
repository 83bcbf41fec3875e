import {
  CASH_ACCOUNT_SUBCATEGORIES,
  cicCategoryInfo,
  isEeaCountry,
  LARGE_EQUITY_DAILY_VALUE,
  parseCic,
  type LiquidityClass,
  type LiquidityReason,
  type LiquidityScope,
  type LiquidityStatus,
} from '@prisme/domain';

/** What the classification reads of one security held through the perimeter. */
export interface LiquiditySecurityFacts {
  cic: string | null;
  isGovernment: boolean;
  isSupranational: boolean;
  isCoveredBond: boolean;
  /** Country of the issuer (ISO 3166-1). */
  country: string | null;
  /** 0-6, 9 or null: no rating. */
  creditQualityStep: number | null;
  /** Issue size in the security's currency (liquidity data). */
  issueSize: number | null;
  /** Net value held through the perimeter, reference currency, signed. */
  value: number;
  /** Average daily volume as a share of the units held (ADV / quantity); NaN: unknown. */
  volumeShare: number;
  /** No unit count is known for the holding. */
  quantityUnknown: boolean;
}

export interface LiquidityClassification {
  status: LiquidityStatus;
  reason: LiquidityReason;
  liquidityClass: LiquidityClass | null;
  scope: LiquidityScope | null;
}

const classed = (
  liquidityClass: LiquidityClass,
  scope: LiquidityScope,
  reason: LiquidityReason,
): LiquidityClassification => ({ status: 'assessed', reason, liquidityClass, scope });
const unassessed = (status: Exclude<LiquidityStatus, 'assessed'>): LiquidityClassification => ({
  status,
  reason: status,
  liquidityClass: null,
  scope: null,
});

/** HQLA issue-size thresholds of Delegated Regulation 2015/61 (esg-and-liquidity §3.4). */
const MILLION = 1_000_000;
const L1_COVERED_ISSUE = 500 * MILLION;
const L2A_ISSUE = 250 * MILLION;

/**
 * Sorts a security into its liquidity class (esg-and-liquidity §3.3-3.4, §3.6.1: a rule
 * outside the scenarios) and the asset scope a scenario's detail is chosen by. Derivatives
 * are not sold (§3.6.4), a net short holding is bought back apart, and a listed share
 * without volume or quantity cannot be assessed: each says why.
 */
export function classifySecurity(facts: LiquiditySecurityFacts): LiquidityClassification {
  const parsed = facts.cic ? parseCic(facts.cic) : undefined;
  if (!parsed?.ok) return unassessed('no_cic');
  const { prefix, category, subcategory } = parsed.value;
  if (cicCategoryInfo(category).derivative) return unassessed('derivative');
  if (facts.value < 0) return unassessed('short');
  const cqs = facts.creditQualityStep ?? 9;
  switch (category) {
    case '7':
      return CASH_ACCOUNT_SUBCATEGORIES.includes(subcategory)
        ? classed('CASH', 'CASH', 'cash')
        : classed('DEPOSIT', 'CASH', 'deposit');
    case '1':
    case '2':
      return classifyBond(facts, subcategory, cqs);
    case '5':
    case '6':
      return classed('STRUCTURED', 'BOND', 'structured');
    case '3':
      return classifyShare(facts, prefix);
    case '4':
      if (subcategory === '43') return classed('FUND_MMF', 'FUND', 'fund_mmf');
      if (['41', '42', '44'].includes(subcategory))
        return classed('FUND_DAILY', 'FUND', 'fund_open');
      return classed('FUND_RESTRICTED', 'FUND', 'fund_restricted');
    case '8':
      return classed('LOAN', 'OTHER', 'loan');
    case '9':
      return classed('PROPERTY', 'OTHER', 'property');
    default:
      return classed('ILLIQUID', 'OTHER', 'other');
  }
}

/** Bonds by their HQLA level (2015/61 Arts. 10-12), then by credit quality. */
function classifyBond(
  facts: LiquiditySecurityFacts,
  subcategory: string,
  cqs: number,
): LiquidityClassification {
  const issue = facts.issueSize ?? 0;
  const covered = facts.isCoveredBond || ['16', '26', '27'].includes(subcategory);
  const sovereign = facts.isGovernment || ['11', '15', '17', '18'].includes(subcategory);
  if (covered) {
    if (cqs <= 1 && issue >= L1_COVERED_ISSUE) return classed('COVERED_L1', 'BOND', 'covered_l1');
    if (cqs <= 2 && issue >= L2A_ISSUE) return classed('L2A', 'BOND', 'covered_l2a');
  } else if (facts.isSupranational || subcategory === '12') {
    if (cqs <= 1) return classed('GOV_L1', 'BOND', 'supranational');
    if (cqs === 2) return classed('L2A', 'BOND', 'gov_cqs2');
  } else if (sovereign) {
    // Art. 10(1)(c): every EU (here EEA) central government; a third country's at CQS 1.
    if (facts.country && isEeaCountry(facts.country)) return classed('GOV_L1', 'BOND', 'gov_eea');
    if (cqs <= 1) return classed('GOV_L1', 'BOND', 'gov_cqs1');
    if (cqs === 2) return classed('L2A', 'BOND', 'gov_cqs2');
  } else if (['13', '14'].includes(subcategory)) {
    if (cqs <= 2) return classed('L2A', 'BOND', 'gov_cqs2');
  } else if (cqs <= 1 && issue >= L2A_ISSUE) {
    return classed('L2A', 'BOND', 'corporate_l2a');
  }
  if (cqs <= 3) return classed('IG_CORP', 'BOND', 'investment_grade');
  if (cqs <= 6) return classed('HY_CORP', 'BOND', 'high_yield');
  return classed('HY_CORP', 'BOND', 'unrated');
}

/** Shares: listed ones by their daily traded value; not listed ones apart (scope OTHER). */
function classifyShare(facts: LiquiditySecurityFacts, prefix: string): LiquidityClassification {
  if (prefix === 'XL' || prefix === 'XT') return classed('EQ_UNLISTED', 'OTHER', 'equity_unlisted');
  if (facts.quantityUnknown) return unassessed('no_quantity');
  if (!Number.isFinite(facts.volumeShare)) return unassessed('no_volume');
  // ADV × price = ADV / quantity × value: the holding's own price, in the reference currency.
  const dailyValue = facts.volumeShare * facts.value;
  return dailyValue >= LARGE_EQUITY_DAILY_VALUE
    ? classed('EQ_LARGE', 'EQUITY', 'equity_large')
    : classed('EQ_SMALL', 'EQUITY', 'equity_small');
}
