import {
  CASH_ACCOUNT_SUBCATEGORIES,
  cicCategoryInfo,
  isEeaCountry,
  LARGE_EQUITY_DAILY_VALUE,
  parseCic,
  type HqlaCategory,
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
  /** The issuer is a financial corporation (NACE section K): no level 2B share (Art. 12). */
  financialIssuer?: boolean;
}

export interface LiquidityClassification {
  status: LiquidityStatus;
  reason: LiquidityReason;
  liquidityClass: LiquidityClass | null;
  scope: LiquidityScope | null;
  /** Its category for the HQLA summary (2015/61); absent: not eligible. */
  hqla?: HqlaCategory;
}

const classed = (
  liquidityClass: LiquidityClass,
  scope: LiquidityScope,
  reason: LiquidityReason,
  hqla: HqlaCategory = 'none',
): LiquidityClassification => ({ status: 'assessed', reason, liquidityClass, scope, hqla });
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
 * are not sold (§3.6.4), and a listed share without volume or quantity cannot be
 * assessed: each says why. A net short holding is bought back apart (§3.6.4) on the rule
 * of the class its size would have (issue 39): status « short », its class and reason kept.
 */
export function classifySecurity(
  facts: LiquiditySecurityFacts,
  /** The CIC already parsed (a caller classifying many securities parses each code once). */
  parsedCic?: ReturnType<typeof parseCic>,
): LiquidityClassification {
  const parsed = parsedCic ?? (facts.cic ? parseCic(facts.cic) : undefined);
  if (!parsed?.ok) return unassessed('no_cic');
  if (cicCategoryInfo(parsed.value.category).derivative) return unassessed('derivative');
  if (facts.value >= 0) return classifyLong(facts, parsed.value);
  const long = classifyLong({ ...facts, value: -facts.value }, parsed.value);
  return { ...long, status: 'short', hqla: 'none' };
}

function classifyLong(
  facts: LiquiditySecurityFacts,
  { prefix, category, subcategory }: { prefix: string; category: string; subcategory: string },
): LiquidityClassification {
  const cqs = facts.creditQualityStep ?? 9;
  switch (category) {
    case '7':
      return CASH_ACCOUNT_SUBCATEGORIES.includes(subcategory)
        ? classed('CASH', 'CASH', 'cash', 'L1_CASH')
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
      // Art. 15(3): a CIU not looked through, at the lowest-quality eligible assumption.
      if (subcategory === '43') return classed('FUND_MMF', 'FUND', 'fund_mmf', 'CIU_UNKNOWN');
      if (['41', '42', '44'].includes(subcategory))
        return classed('FUND_DAILY', 'FUND', 'fund_open', 'CIU_UNKNOWN');
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
  // HQLA level 2B (Art. 12): corporate debt at CQS ≤ 3 issued ≥ EUR 250 million, and
  // covered bonds short of 2A (30 %, recalled in §3.4: shown as unconfirmed).
  let level2B: HqlaCategory = 'none';
  if (covered) {
    if (cqs <= 1 && issue >= L1_COVERED_ISSUE)
      return classed('COVERED_L1', 'BOND', 'covered_l1', 'L1_COVERED');
    if (cqs <= 2 && issue >= L2A_ISSUE) return classed('L2A', 'BOND', 'covered_l2a', 'L2A');
    if (cqs <= 2) level2B = 'L2B_COVERED';
  } else if (facts.isSupranational || subcategory === '12') {
    if (cqs <= 1) return classed('GOV_L1', 'BOND', 'supranational', 'L1');
    if (cqs === 2) return classed('L2A', 'BOND', 'gov_cqs2', 'L2A');
  } else if (sovereign) {
    // Art. 10(1)(c): every EU (here EEA) central government; a third country's at CQS 1.
    if (facts.country && isEeaCountry(facts.country))
      return classed('GOV_L1', 'BOND', 'gov_eea', 'L1');
    if (cqs <= 1) return classed('GOV_L1', 'BOND', 'gov_cqs1', 'L1');
    if (cqs === 2) return classed('L2A', 'BOND', 'gov_cqs2', 'L2A');
  } else if (['13', '14'].includes(subcategory)) {
    if (cqs <= 2) return classed('L2A', 'BOND', 'gov_cqs2', 'L2A');
  } else if (cqs <= 1 && issue >= L2A_ISSUE) {
    return classed('L2A', 'BOND', 'corporate_l2a', 'L2A');
  } else if (cqs <= 3 && issue >= L2A_ISSUE) level2B = 'L2B_CORPORATE';
  if (cqs <= 3) return classed('IG_CORP', 'BOND', 'investment_grade', level2B);
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
  // Level 2B shares (Art. 12): of a major index and a non-financial issuer. Index
  // membership is not in the referential: a liquid listed share stands for it.
  return dailyValue >= LARGE_EQUITY_DAILY_VALUE
    ? classed('EQ_LARGE', 'EQUITY', 'equity_large', facts.financialIssuer ? 'none' : 'L2B_SHARES')
    : classed('EQ_SMALL', 'EQUITY', 'equity_small');
}
