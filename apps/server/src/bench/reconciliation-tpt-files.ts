/**
 * TPT V6 files of five kinds of fund (issue 35 « Measure and record »), written for the
 * reconciliation bench: a bond fund, a money-market fund of funds, a convertible fund, a
 * USD share class of a EUR fund and a fund with accruals and payables. Each line carries
 * the manager's indicative SCR (fields 97-105b, fractions of NAV) computed by hand with
 * the standard formula on a flat 2 % curve, symmetric adjustment 0: interest up at the
 * 1-point floor of Art. 166(2) (D × 1 %), down −2 % × 29 % (Art. 167, 5 years) = −0.58 %
 * × D, spread of Art. 176(3) (CQS 0-3: 0.9 / 1.1 / 1.4 / 2.5 % × D), type 1 equity 39 %
 * (Art. 169(1)), currency 25 % against the share-class currency (Art. 188). They are
 * a manager's figures as a bench needs them, not a reference.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isinCheckDigit } from '@prisme/domain';
import { tptCsv, V6_FIELDS } from '../modules/integration/importers/tpt/tpt-test-files';
import { V6_LABEL, type TptCells } from '../modules/integration/importers/tpt/tpt-test-lines';

export const VALUATION_DATE = '2024-12-31';
const isin = (first11: string) => first11 + isinCheckDigit(first11);

export interface BenchFund {
  code: string;
  name: string;
  /** TPT 4: the share-class currency. */
  currency: string;
  /** TPT 5, in that currency. */
  nav: number;
  /** TPT 123: the fund's own CIC. */
  cic: string;
  lines: TptCells[];
}

const SPREAD_FACTOR = [0.009, 0.011, 0.014, 0.025]; // Art. 176(3), duration up to 5
const DOWN = -0.02 * 0.29; // Art. 167 at 5 years on a 2 % curve

function portfolio(fund: Omit<BenchFund, 'lines'>): TptCells {
  return {
    '1': fund.code,
    '2': '1',
    '3': fund.name,
    '4': fund.currency,
    '5': String(fund.nav),
    '6': VALUATION_DATE,
    '7': '2025-01-15',
    '8': '100',
    '8b': String(fund.nav / 100),
    '11': 'Y',
    '115': '969500UP76J52A9OXU27',
    '116': '1',
    '117': 'Prisme Gestion',
    '121': 'Groupe Prisme',
    '122': 'FR',
    '123': fund.cic,
    '123a': 'FR',
    '1000': V6_LABEL,
  };
}

/** A line of `value` in the fund's currency (`qc` in its own, TPT 21 `currency`). */
function line(
  fund: TptCells,
  cells: TptCells,
  value: number,
  nav: number,
  currency = String(fund['4']),
  qc = value,
): TptCells {
  const weight = value / nav;
  return {
    ...fund,
    '15': '1',
    '21': currency,
    '22': qc,
    '23': qc,
    '24': value,
    '25': value,
    '26': weight,
    '28': value,
    '30': weight,
    '46': `Émetteur ${cells['17']}`,
    '49': `Groupe ${cells['17']}`,
    '52': 'FR',
    ...cells,
  };
}

/** A fixed-rate bond: durations to maturity (90) and to the next call (91), CQS 0-3. */
function bond(fund: TptCells, nav: number, n: number, value: number, cqs: number, d: number) {
  const w = value / nav;
  const call = n % 3 === 0 ? Math.max(0.5, d - 2) : d;
  return line(
    fund,
    {
      '12': n % 2 ? 'FR21' : 'DE21',
      '14': isin(`FR00BD${String(n).padStart(5, '0')}`),
      '17': `Obligation ${n}`,
      '19': value,
      '32': 'Fixed',
      '33': 2.5,
      '39': `${2025 + Math.ceil(d)}-06-30`,
      '59': cqs,
      '90': d,
      '91': call,
      '92': d,
      '97': w * d * 0.01,
      '98': w * d * DOWN,
      '102': w * d * SPREAD_FACTOR[cqs]!,
      '131': String(cqs),
    },
    value,
    nav,
  );
}

function equity(fund: TptCells, nav: number, n: number, value: number, extra: TptCells = {}) {
  return line(
    fund,
    {
      '12': 'FR31',
      '14': isin(`FR00EQ${String(n).padStart(5, '0')}`),
      '17': `Action ${n}`,
      '99': (value / nav) * 0.39,
      '131': '3L',
      ...extra,
    },
    value,
    nav,
  );
}

const bondFund = (): BenchFund => {
  const head = {
    code: isin('FR0010BOND0'),
    name: 'Obligations Euro',
    currency: 'EUR',
    nav: 10e6,
    cic: 'XL42',
  };
  const p = portfolio(head);
  const lines = Array.from({ length: 12 }, (_, i) =>
    bond(p, head.nav, i + 1, 800_000 + i * 10_000, i % 4, 1 + (i % 5)),
  );
  const rest = head.nav - lines.reduce((s, l) => s + Number(l['24']), 0);
  lines.push(
    line(p, { '12': 'XT72', '14': 'DEP-BOND', '15': '99', '17': 'Dépôt' }, rest, head.nav),
  );
  return { ...head, lines };
};

/** A money-market fund: short T-bills (CIC 11, duration 0.25) and a deposit (CIC 73). */
function moneyMarketFund(code: string, name: string, nav: number, n: number): BenchFund {
  const head = { code, name, currency: 'EUR', nav, cic: 'XL43' };
  const p = portfolio(head);
  const bills = Array.from({ length: 4 }, (_, i) =>
    line(
      p,
      {
        '12': 'FR11',
        '14': isin(`FR0MM${n}${String(i).padStart(5, '0')}`),
        '17': `BTF ${n}-${i}`,
        '32': 'Fixed',
        '39': '2025-03-31',
        '59': 1,
        '90': 0.25,
        '97': 0.2 * 0.25 * 0.01,
        '98': 0.2 * 0.25 * DOWN,
        '131': '1',
      },
      nav * 0.2,
      nav,
    ),
  );
  bills.push(
    line(
      p,
      { '12': 'XT73', '14': `DEP-MM-${n}`, '15': '99', '17': 'Dépôt à terme' },
      nav * 0.2,
      nav,
    ),
  );
  return { ...head, lines: bills };
}

/** A fund of money-market funds (lines CIC xx43), one of them without its own TPT. */
function fundOfFunds(subs: BenchFund[]): BenchFund {
  const head = {
    code: isin('FR0010MMFOF'),
    name: 'Monétaire Multigestion',
    currency: 'EUR',
    nav: 6e6,
    cic: 'XL43',
  };
  const p = portfolio(head);
  const share = head.nav / 3;
  const sums = (fund: BenchFund, id: string) =>
    fund.lines.reduce((s, l) => s + Number(l[id] ?? 0), 0);
  const lines = subs.map((sub, i) =>
    line(
      p,
      {
        '12': i % 2 ? 'LU43' : 'FR43',
        '14': sub.code,
        '17': sub.name,
        '97': (share / head.nav) * sums(sub, '97'),
        '98': (share / head.nav) * sums(sub, '98'),
        '131': '4',
      },
      share,
      head.nav,
    ),
  );
  // A money-market fund without composition in the database: its manager's figures only.
  lines.push(
    line(
      p,
      {
        '12': 'FR43',
        '14': isin('FR0010MMSANS'.slice(0, 11)),
        '17': 'Monétaire sans TPT',
        '97': (share / head.nav) * 0.25 * 0.01,
        '98': (share / head.nav) * 0.25 * DOWN,
        '102': (share / head.nav) * 0.25 * SPREAD_FACTOR[1]!,
        '131': '4',
      },
      share,
      head.nav,
    ),
  );
  return { ...head, lines };
}

/** Convertible bonds (CIC 22), the conversion option's delta in field 93. */
const convertibleFund = (): BenchFund => {
  const head = {
    code: isin('FR0010CONV0'),
    name: 'Convertibles Europe',
    currency: 'EUR',
    nav: 5e6,
    cic: 'XL42',
  };
  const p = portfolio(head);
  const lines = Array.from({ length: 6 }, (_, i) => {
    const value = 750_000;
    const w = value / head.nav;
    const d = 2 + (i % 3);
    const delta = 0.2 + 0.1 * i;
    return line(
      p,
      {
        '12': 'FR22',
        '14': isin(`FR00CV${String(i).padStart(5, '0')}`),
        '17': `Convertible ${i}`,
        '19': value,
        '32': 'Fixed',
        '33': 0.5,
        '39': `${2025 + d}-06-30`,
        '59': 2,
        '67': 'FR31',
        '68': isin(`FR00EQ${String(90 + i).padStart(5, '0')}`),
        '69': '1',
        '70': `Action sous-jacente ${i}`,
        '71': 'EUR',
        '90': d,
        '93': delta,
        '97': w * d * 0.01,
        '98': w * d * DOWN,
        '99': w * delta * 0.39,
        '102': w * d * SPREAD_FACTOR[2]!,
        '131': '2',
      },
      value,
      head.nav,
    );
  });
  lines.push(
    line(p, { '12': 'XT72', '14': 'DEP-CONV', '15': '99', '17': 'Dépôt' }, 500_000, head.nav),
  );
  return { ...head, lines };
};

/** A USD share class of a EUR fund: EUR equities and bonds, foreign to the class. */
const usdClass = (): BenchFund => {
  const usd = 1.04;
  const head = {
    code: isin('FR0010USDCL'),
    name: 'Europe Part USD',
    currency: 'USD',
    nav: 4.16e6,
    cic: 'XL41',
  };
  const p = portfolio(head);
  const lines = [0, 1, 2, 3].map((i) => {
    const eur = 800_000;
    const l = equity(p, head.nav, 50 + i, eur * usd, {
      '21': 'EUR',
      '22': eur,
      '23': eur,
      '105a': -0.25 * ((eur * usd) / head.nav),
      '105b': 0.25 * ((eur * usd) / head.nav),
    });
    return l;
  });
  lines.push(
    line(p, { '12': 'XT72', '14': 'DEP-USD', '15': '99', '17': 'Dépôt USD' }, 832_000, head.nav),
  );
  return { ...head, lines };
};

/** Equities with accrued income receivable and payables (CIC XT79, negative). */
const accrualsFund = (): BenchFund => {
  const head = {
    code: isin('FR0010ACCRU'),
    name: 'Actions avec passifs',
    currency: 'EUR',
    nav: 3e6,
    cic: 'XL41',
  };
  const p = portfolio(head);
  const lines = [0, 1, 2].map((i) => equity(p, head.nav, 70 + i, 1_050_000));
  lines.push(
    line(
      p,
      { '12': 'XT79', '14': 'PAYABLES', '15': '99', '17': 'Frais à payer' },
      -120_000,
      head.nav,
    ),
    line(
      p,
      { '12': 'XT79', '14': 'REDEMPTIONS', '15': '99', '17': 'Rachats à régler' },
      -60_000,
      head.nav,
    ),
    line(
      p,
      { '12': 'XT79', '14': 'ACCRUED', '15': '99', '17': 'Coupons courus' },
      30_000,
      head.nav,
    ),
  );
  return { ...head, lines };
};

/** The funds the bench holds directly, then the sub-funds only the fund of funds holds. */
export function benchFunds(): { held: BenchFund[]; underlying: BenchFund[] } {
  const subs = [
    moneyMarketFund(isin('FR0010MMAAA'), 'Monétaire A', 20e6, 1),
    moneyMarketFund(isin('LU0010MMBBB'), 'Monétaire B', 30e6, 2),
  ];
  return {
    held: [bondFund(), fundOfFunds(subs), convertibleFund(), usdClass(), accrualsFund()],
    underlying: subs,
  };
}

/** Writes each fund as one TPT V6 CSV file of `dir`; answers the paths. */
export function writeBenchTptFiles(dir: string, funds: BenchFund[]): string[] {
  return funds.map((fund, i) => {
    const file = path.join(dir, `${String(i + 1).padStart(2, '0')}-${fund.code}.csv`);
    writeFileSync(file, tptCsv(fund.lines, V6_FIELDS));
    return file;
  });
}
