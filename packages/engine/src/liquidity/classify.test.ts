import { describe, expect, it } from 'vitest';
import { classifySecurity, type LiquiditySecurityFacts } from './classify';
import { securityFacts } from './test-facts';

// Each rule of the classification (esg-and-liquidity §3.3-3.4; HQLA levels of Delegated
// Regulation 2015/61 Arts. 10-12) with its own case.
const M = 1_000_000;
const classOf = (overrides: Partial<LiquiditySecurityFacts>) => {
  const c = classifySecurity(securityFacts(overrides));
  return [c.status, c.liquidityClass, c.scope, c.reason];
};

describe('liquidity classification', () => {
  it('flags a missing or unreadable CIC as not assessed', () => {
    expect(classOf({ cic: null })).toEqual(['no_cic', null, null, 'no_cic']);
    expect(classOf({ cic: 'ZZ99' })).toEqual(['no_cic', null, null, 'no_cic']);
  });

  it('keeps derivatives out of the profile and net shorts apart (§3.6.4)', () => {
    expect(classOf({ cic: 'FRA2' })[0]).toBe('derivative');
    expect(classOf({ cic: 'XTD1', value: -5 })[0]).toBe('derivative');
    // A short keeps the class its size has (bought back on its rule, issue 39), or why not.
    expect(classOf({ cic: 'FR31', value: -5 })).toEqual(['short', null, null, 'no_volume']);
    expect(classOf({ cic: 'FR21', value: -5, creditQualityStep: 2 })).toEqual([
      'short',
      'IG_CORP',
      'BOND',
      'investment_grade',
    ]);
  });

  it('sorts cash and transferable deposits apart from term deposits', () => {
    expect(classOf({ cic: 'XT71' })).toEqual(['assessed', 'CASH', 'CASH', 'cash']);
    expect(classOf({ cic: 'XT72' })[1]).toBe('CASH');
    expect(classOf({ cic: 'XT74' })).toEqual(['assessed', 'DEPOSIT', 'CASH', 'deposit']);
  });

  it('puts every EEA central government in HQLA level 1, a third country at CQS 0-1 (Art. 10)', () => {
    expect(classOf({ cic: 'IT11', country: 'IT', creditQualityStep: 3 })).toEqual([
      'assessed',
      'GOV_L1',
      'BOND',
      'gov_eea',
    ]);
    expect(classOf({ cic: 'US11', country: 'US', creditQualityStep: 0 })[3]).toBe('gov_cqs1');
    expect(classOf({ cic: 'LU12', isSupranational: true, creditQualityStep: 0 })[3]).toBe(
      'supranational',
    );
  });

  it('puts sovereigns and regional governments at CQS 2 in level 2A (Art. 11)', () => {
    expect(classOf({ cic: 'MX11', country: 'MX', creditQualityStep: 2 })).toEqual([
      'assessed',
      'L2A',
      'BOND',
      'gov_cqs2',
    ]);
    expect(classOf({ cic: 'DE13', country: 'DE', creditQualityStep: 1 })[1]).toBe('L2A');
  });

  it('grades covered bonds on CQS and issue size (Arts. 10(1)(f), 11)', () => {
    expect(classOf({ cic: 'FR27', creditQualityStep: 1, issueSize: 600 * M })[1]).toBe(
      'COVERED_L1',
    );
    expect(classOf({ cic: 'FR27', creditQualityStep: 1, issueSize: 300 * M })[1]).toBe('L2A');
    expect(classOf({ cic: 'FR27', creditQualityStep: 2, issueSize: 100 * M })[1]).toBe('IG_CORP');
  });

  it('puts corporates at CQS 0-1 with an issue of EUR 250 million in level 2A, else by quality', () => {
    expect(classOf({ cic: 'FR21', creditQualityStep: 1, issueSize: 250 * M })[3]).toBe(
      'corporate_l2a',
    );
    expect(classOf({ cic: 'FR21', creditQualityStep: 1, issueSize: 100 * M })[1]).toBe('IG_CORP');
    expect(classOf({ cic: 'FR21', creditQualityStep: 3 })[1]).toBe('IG_CORP');
    expect(classOf({ cic: 'FR28', creditQualityStep: 5 })).toEqual([
      'assessed',
      'HY_CORP',
      'BOND',
      'high_yield',
    ]);
    expect(classOf({ cic: 'FR21', creditQualityStep: 9 })[3]).toBe('unrated');
    expect(classOf({ cic: 'FR21' })[3]).toBe('unrated');
  });

  it('classes securitisations and structured notes together', () => {
    expect(classOf({ cic: 'FR61' })[1]).toBe('STRUCTURED');
    expect(classOf({ cic: 'XL53' })[1]).toBe('STRUCTURED');
  });

  it('sorts listed shares by daily traded value, unlisted ones apart', () => {
    // 10 M€ held, a day's volume is 150 % of it: 15 M€ a day.
    expect(classOf({ cic: 'FR31', value: 10 * M, volumeShare: 1.5 })).toEqual([
      'assessed',
      'EQ_LARGE',
      'EQUITY',
      'equity_large',
    ]);
    expect(classOf({ cic: 'FR31', value: 10 * M, volumeShare: 0.5 })[1]).toBe('EQ_SMALL');
    expect(classOf({ cic: 'XL31' })).toEqual([
      'assessed',
      'EQ_UNLISTED',
      'OTHER',
      'equity_unlisted',
    ]);
  });

  it('leaves a listed share without volume or quantity not assessed', () => {
    expect(classOf({ cic: 'FR31' })).toEqual(['no_volume', null, null, 'no_volume']);
    expect(classOf({ cic: 'FR31', volumeShare: 2, quantityUnknown: true })[0]).toBe('no_quantity');
  });

  it('classes funds kept whole by their CIC subcategory', () => {
    expect(classOf({ cic: 'XL43' })).toEqual(['assessed', 'FUND_MMF', 'FUND', 'fund_mmf']);
    expect(classOf({ cic: 'XL41' })[1]).toBe('FUND_DAILY');
    expect(classOf({ cic: 'XL45' })[1]).toBe('FUND_RESTRICTED');
    expect(classOf({ cic: 'XL47' })[1]).toBe('FUND_RESTRICTED');
  });

  it('classes loans, property and other investments as scope OTHER', () => {
    expect(classOf({ cic: 'XT81' })).toEqual(['assessed', 'LOAN', 'OTHER', 'loan']);
    expect(classOf({ cic: 'XT91' })).toEqual(['assessed', 'PROPERTY', 'OTHER', 'property']);
    expect(classOf({ cic: 'XT09' })).toEqual(['assessed', 'ILLIQUID', 'OTHER', 'other']);
  });
});
