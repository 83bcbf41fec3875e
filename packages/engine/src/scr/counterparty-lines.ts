import { isEeaCountry } from '@prisme/domain';
import type { ScrRegulatoryTables } from '@prisme/domain';
import type {
  InstrumentAttributes,
  LookThroughInput,
  LookThroughResult,
} from '../lookthrough/types';
import { isLiabilityLike } from './liability-lines';
import type {
  CounterpartyExcludedLine,
  CounterpartyExposure,
  CounterpartyExposureKind,
  CounterpartyInput,
  CounterpartyStatus,
} from './counterparty-types';

const DERIVATIVE_CATEGORIES = new Set(['A', 'B', 'C', 'D', 'E', 'F']);

/**
 * What a counterparty is when unrated (Art. 199(6)-(9)), from the referential: Art. 180(2)
 * entities are exempt (199(8): supranational, an EEA government or central bank — NACE
 * K6411 — in its domestic currency); a bank account's bank or a NACE K641 counterparty in
 * the EEA is a CRD/CRR credit institution (199(7)); a cedant or a NACE K651-K652 one an
 * insurer (199(3), without a known solvency ratio 199(9)); anything else 199(9).
 */
function statusOf(
  instrument: InstrumentAttributes,
  kind: CounterpartyExposureKind,
  currency: string,
  tables: ScrRegulatoryTables,
): CounterpartyStatus {
  const country = instrument.country?.trim().toUpperCase() ?? '';
  const eea = country !== '' && isEeaCountry(country);
  const nace = instrument.naceCode?.toUpperCase() ?? '';
  const domestic = tables.sovereignDomesticCurrency[country] === currency;
  if (instrument.isSupranational) return 'exempt';
  if ((instrument.isGovernment || nace.startsWith('K6411')) && eea && domestic) return 'exempt';
  if (kind === 'cedant_deposit' || nace.startsWith('K651') || nace.startsWith('K652'))
    return 'insurer';
  if (kind === 'cash_at_bank' || nace.startsWith('K641'))
    return eea ? 'credit_institution' : 'other';
  return 'other';
}

interface Route {
  category: string;
  /** null: a commitment, whose kind its terms give (direct holdings only). */
  kind: CounterpartyExposureKind | null;
  excluded: CounterpartyExcludedLine['reason'] | null;
}

/** Whether an instrument's lines are type 1, left out (and why), or not the module's (null). */
function routeOf(
  instrument: InstrumentAttributes,
  cash: ReadonlySet<string>,
  cedant: ReadonlySet<string>,
): Route | null {
  const cic = instrument.cic?.trim().toUpperCase() ?? '';
  const category = cic.charAt(2);
  const sub = cic.slice(2, 4);
  const of = (
    kind: CounterpartyExposureKind | null,
    excluded: Route['excluded'] = null,
  ): Route => ({ category, kind, excluded });
  // A guarantee or letter of credit is known by the referential's terms, whatever its CIC.
  if (instrument.counterpartyTerms?.commitment) return of(null);
  if (category === '7' && cash.has(sub))
    return sub === '71' && !instrument.issuerCode ? of(null, 'cashInHand') : of('cash_at_bank');
  if (category === '7' && cedant.has(sub)) return of('cedant_deposit');
  if (DERIVATIVE_CATEGORIES.has(category))
    return cic.slice(0, 2) === 'XT' ? of('derivative') : of(null, 'exchangeTraded');
  return null;
}

/**
 * The type 1 exposures of a look-through (Art. 84: the funds' lines too), by CIC: cash at
 * bank (x71 with a bank, x72), deposits with cedants (x75), OTC derivatives (CIC XT A-F),
 * and the guarantees and letters of credit the referential names. A listed derivative's
 * exposure is on its clearing house and a till's notes have no counterparty: they are
 * listed as excluded. The counterparty is the issuer (TPT 46-47: « OTC: the counterparty;
 * bank accounts: the bank »), its group TPT 49-50, its CQS TPT 59. Line indices are the SCR
 * columns' (scrColumnsOfLookThrough).
 */
export function counterpartyInputOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
  tables: ScrRegulatoryTables,
): Required<CounterpartyInput> {
  const t = tables.counterpartyDefault;
  const cash = new Set(t.cashAtBankCic);
  const cedant = new Set(t.cedantDepositCic);
  const lines = result.lines;
  const n = result.count;
  // A direct holding's terms are for the whole holding: shared among its positions by value.
  const heldValue = new Float64Array(input.instruments.length);
  for (let i = 0; i < n; i++)
    if (lines.depth[i] === 0) heldValue[lines.instrument[i]!]! += lines.exposureRc[i]!;

  // What each instrument is for the module, once (a million lines share some thousands).
  const route = input.instruments.map((instrument) => routeOf(instrument, cash, cedant));
  const exposures: CounterpartyExposure[] = [];
  const excluded: CounterpartyExcludedLine[] = [];
  for (let i = 0; i < n; i++) {
    const r = route[lines.instrument[i]!]!;
    if (r === null) continue;
    const instrument = input.instruments[lines.instrument[i]!]!;
    const value = lines.exposureRc[i]!;
    const direct = lines.depth[i] === 0;
    const terms = direct ? (instrument.counterpartyTerms ?? null) : null;
    if (isLiabilityLike(instrument.statedLiability === true, r.category, lines.depth[i]!, value))
      continue;
    const base = { line: i, code: instrument.code, label: instrument.name, value };
    if (r.excluded) {
      excluded.push({ ...base, reason: r.excluded });
      continue;
    }
    let kind: CounterpartyExposureKind | null = r.kind;
    if (terms?.commitment)
      kind = terms.commitment === 'provided' ? 'commitment_provided' : 'commitment_called';
    if (kind === null) continue;
    const position = input.positions[lines.root[i]!]!;
    const held = heldValue[lines.instrument[i]!]!;
    const share = terms && held !== 0 ? value / held : 1;
    const scaled = (v: number | null | undefined) =>
      v === null || v === undefined ? null : v * share;
    const cqs = instrument.creditQualityStep;
    const currency = (instrument.currency ?? input.referenceCurrency).trim().toUpperCase();
    const collateralValue = scaled(terms?.collateralValue);
    exposures.push({
      ...base,
      portfolio: position.portfolioCode,
      kind,
      // Without an LEI (TPT 47), the counterparty's name (TPT 46) still identifies it.
      counterparty: instrument.issuerCode ?? instrument.issuerName,
      counterpartyName: instrument.issuerName,
      group:
        instrument.issuerGroupCode && instrument.issuerGroupCode !== instrument.issuerCode
          ? instrument.issuerGroupCode
          : null,
      groupName: instrument.issuerGroupName,
      cqs: cqs !== null && cqs >= 0 && cqs <= 6 ? cqs : null,
      status: statusOf(instrument, kind, currency, tables),
      nominal: scaled(terms?.commitmentNominal),
      beneficiary: terms?.beneficiary ?? null,
      riskMitigatingEffect: scaled(terms?.riskMitigatingEffect),
      nettingAgreement: terms?.nettingAgreement ?? null,
      collateral:
        collateralValue !== null && terms
          ? {
              value: collateralValue,
              marketRiskAdjustment: scaled(terms.collateralMarketAdjustment),
              kind: terms.collateralType ?? 'securities',
              heldByThirdParty: terms.collateralHeldByThirdParty,
              eligibility: terms.collateralEligibility,
            }
          : null,
    });
  }
  return { exposures, excluded };
}
