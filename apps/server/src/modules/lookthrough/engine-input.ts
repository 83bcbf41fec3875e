import {
  frenchCount,
  isFundCic as isDomainFundCic,
  MAX_LOOK_THROUGH_DEPTH,
  type LookThroughLevelCode,
} from '@prisme/domain';
import {
  unknownInstrument,
  type CompositionLineInput,
  type CounterpartyTerms,
  type FundCompositionInput,
  type InstrumentAttributes,
  type LookThroughInput,
  type PositionInput,
} from '@prisme/engine';
import type { Executor } from '../../db/client';
import {
  keptFieldsOf,
  listedEeaOecdOfStatement,
  scrFieldsOf,
  tptDetailsOf,
  type TptDetails,
} from './tpt-details';
import { loadCompositionHoldings, type CompositionStatementRow } from './composition-holdings';
import { AMOUNT_NULL, type HoldingLines } from './holding-lines';
import {
  loadFxRates,
  loadLatestCompositions,
  loadPositions,
  loadSecurities,
  type HeldPosition,
  type PerimeterScope,
  type SecurityRow,
} from './input-repository';

/** 'FULL' → the engine's cap; '0'…'3' → that many levels. */
export const levelOf = (code: LookThroughLevelCode): number =>
  code === 'FULL' ? MAX_LOOK_THROUGH_DEPTH : Number(code);

/** A CIC of category 4 is a collective investment undertaking (the domain's rule). */
const isFundCic = (cic: string | null | undefined) => !!cic && isDomainFundCic(cic);

/**
 * Loads a perimeter's positions, the referential of what they hold, the compositions of
 * the funds reached level by level (a few set-based queries per level, never one per
 * fund) and the FX rates, as the engine's input.
 */
export async function loadLookThroughInput(
  db: Executor,
  scope: PerimeterScope,
  levelCode: LookThroughLevelCode,
  referenceCurrency: string,
  /**
   * Called after each step with its name and a French account of what it read: the
   * computation's progress line shows it, the benchmark prints where the time goes.
   */
  trace: (step: string, detail: string) => void = () => {},
  /** Where the direct positions come from: the client's (default) or a simulation's. */
  positionsOf: (db: Executor, scope: PerimeterScope) => Promise<HeldPosition[]> = loadPositions,
): Promise<{ input: LookThroughInput; tptDetails: readonly (TptDetails | undefined)[] }> {
  const level = levelOf(levelCode);
  const positionRows = await positionsOf(db, scope);
  trace('positions', frenchCount(positionRows.length, 'position lue', 'positions lues'));
  const dictionary = new InstrumentDictionary();
  const heldCodes = [...new Set(positionRows.map((p) => p.securityCode))];
  dictionary.addReferential(await loadSecurities(db, heldCodes));

  const positions: PositionInput[] = positionRows.map((p) => ({
    instrumentIndex: dictionary.indexOfCode(p.securityCode),
    portfolioCode: p.portfolioCode,
    compartmentCode: p.compartmentCode,
    quantity: p.quantity,
    marketValueQc: p.marketValueQc,
    quotationCurrency: p.quotationCurrency,
    marketValueRc: p.marketValueRc,
  }));

  const compositions: FundCompositionInput[] = [];
  const seenFunds = new Set<string>();
  let frontier = heldCodes.filter((code) => dictionary.isFund(code));
  for (let depth = 0; depth < level && frontier.length; depth++) {
    frontier.forEach((code) => seenFunds.add(code));
    const found = await loadLatestCompositions(db, frontier, scope.valuationDate);
    trace(
      `compositions ${depth + 1}`,
      `Niveau ${depth + 1} : ${frenchCount(found.length, 'composition de fonds trouvée', 'compositions de fonds trouvées')}`,
    );
    const { statements, linesOf, statementIndexOf } = await loadCompositionHoldings(
      db,
      found.map((c) => c.id),
    );
    trace(
      `lignes ${depth + 1}`,
      `Niveau ${depth + 1} : ${frenchCount(statements.length, 'titre détenu par les fonds lu', 'titres détenus par les fonds lus')}`,
    );
    const lineCodes = [...new Set(statements.map((s) => s.instrumentCode))];
    dictionary.addReferential(
      await loadSecurities(
        db,
        lineCodes.filter((c) => !dictionary.hasCode(c)),
      ),
    );
    const statementIndex = statements.map((statement) => dictionary.addStatement(statement));
    for (const composition of found) {
      compositions.push({
        fundCode: composition.fundCode,
        valuationDate: composition.valuationDate,
        basis: composition.basis === 'target_allocation' ? 'target_allocation' : 'reported',
        netAssetValue: composition.netAssetValue,
        currency: composition.currency,
        lines: engineLinesOf(
          linesOf.get(composition.id),
          (statementId) => statementIndex[statementIndexOf.get(statementId)!]!,
        ),
      });
    }
    const nestedFunds = statements
      .filter((s) => isFundCic(s.cic) || dictionary.isFund(s.instrumentCode))
      .map((s) => s.instrumentCode);
    frontier = [...new Set(nestedFunds)].filter((code) => !seenFunds.has(code));
  }

  const fxUnitsPerEur = await loadFxRates(db, scope.valuationDate);
  trace(
    'fx',
    frenchCount(Object.keys(fxUnitsPerEur).length, 'cours de change lu', 'cours de change lus'),
  );
  return {
    input: {
      instruments: dictionary.instruments,
      positions,
      compositions,
      valuationDate: scope.valuationDate,
      level,
      referenceCurrency,
      fxUnitsPerEur,
    },
    tptDetails: dictionary.tptDetails,
  };
}

/** A composition's lines as the engine reads them, each pointing at its instrument. */
function engineLinesOf(
  lines: HoldingLines | undefined,
  instrumentOf: (statementId: number) => number,
): CompositionLineInput[] {
  if (!lines) return [];
  const { statementId, weight, marketValuePc, quantity, nominal, nulls } = lines;
  const engineLines: CompositionLineInput[] = new Array(lines.count);
  for (let k = 0; k < lines.count; k++) {
    const absent = nulls[k]!;
    engineLines[k] = {
      instrumentIndex: instrumentOf(statementId[k]!),
      weight: absent & AMOUNT_NULL.weight ? null : weight[k]!,
      marketValuePc: absent & AMOUNT_NULL.marketValuePc ? null : marketValuePc[k]!,
      quantity: absent & AMOUNT_NULL.quantity ? null : quantity[k]!,
      nominal: absent & AMOUNT_NULL.nominal ? null : nominal[k]!,
      investeeFundCode: lines.originalPortfolio.get(k) ?? null,
    };
  }
  return engineLines;
}

/**
 * The instruments the engine's positions and lines point into. A referential security is
 * one entry, shared; a composition line is an entry of its own, since a fund's TPT file
 * states the line as the fund sees it (its CIC, rating, duration…), the referential
 * completing what the file leaves out (the SCR flags).
 */
class InstrumentDictionary {
  readonly instruments: InstrumentAttributes[] = [];
  /** What a TPT statement says beyond the engine's attributes, by instrument index. */
  readonly tptDetails: (TptDetails | undefined)[] = [];
  private readonly referential = new Map<string, SecurityRow>();
  private readonly byCode = new Map<string, number>();
  private readonly byStatement = new Map<string, number>();

  hasCode = (code: string) => this.referential.has(code);

  addReferential(rows: readonly SecurityRow[]): void {
    for (const row of rows) this.referential.set(row.code, row);
  }

  isFund(code: string): boolean {
    const security = this.referential.get(code);
    return !!security && (security.hasComposition || isFundCic(security.cic));
  }

  /** The entry of a referential security, or of an unknown code (flagged by the engine). */
  indexOfCode(code: string): number {
    const known = this.byCode.get(code);
    if (known !== undefined) return known;
    const security = this.referential.get(code);
    const index = this.push(security ? fromSecurity(security) : unknownInstrument(code));
    this.byCode.set(code, index);
    return index;
  }

  /**
   * The entry of a TPT statement of an instrument: one per distinct statement, so that the
   * same bond in a thousand funds is one entry (and one stored instrument), not a
   * thousand.
   */
  addStatement(statement: CompositionStatementRow): number {
    const known = this.byStatement.get(statement.key);
    if (known !== undefined) return known;
    const security = this.referential.get(statement.instrumentCode);
    const fields = keptFieldsOf(statement);
    const index = this.push({
      ...fromStatement(statement, security, this.isFund(statement.instrumentCode)),
      ...scrFieldsOf(fields),
    });
    this.tptDetails[index] = tptDetailsOf(statement, fields);
    this.byStatement.set(statement.key, index);
    return index;
  }

  private push(instrument: InstrumentAttributes): number {
    this.instruments.push(instrument);
    return this.instruments.length - 1;
  }
}

function fromSecurity(s: SecurityRow): InstrumentAttributes {
  return {
    code: s.code,
    codeType: s.codeType,
    name: s.name,
    cic: s.cic,
    currency: s.currency,
    issuerCode: s.issuerLei ?? s.issuerCode,
    issuerName: s.issuerName,
    issuerGroupCode: s.issuerGroupCode,
    issuerGroupName: s.issuerGroupName,
    country: s.country,
    naceCode: s.naceCode,
    gicsSector: s.gicsSector,
    rating: s.rating,
    creditQualityStep: s.creditQualityStep,
    maturityDate: s.maturityDate,
    couponRate: s.couponRate,
    modifiedDuration: s.modifiedDuration,
    creditSensitivity: s.creditSensitivity,
    isGovernment: s.isGovernment,
    isSupranational: s.isSupranational,
    isCoveredBond: s.isCoveredBond,
    securitisationType: s.securitisationType,
    infrastructure: s.infrastructure,
    listedEeaOecd: s.listedEeaOecd,
    equityType: s.equityType,
    isFund: s.hasComposition || isFundCic(s.cic),
    counterpartyTerms: counterpartyTermsOf(s),
  };
}

/** The referential's counterparty terms of a security (issue 42), null when it has none. */
function counterpartyTermsOf(s: SecurityRow): CounterpartyTerms | null {
  const terms: CounterpartyTerms = {
    nettingAgreement: s.nettingAgreement,
    riskMitigatingEffect: s.riskMitigatingEffect,
    collateralValue: s.collateralValue,
    collateralType:
      s.collateralType === 'cash' || s.collateralType === 'securities' ? s.collateralType : null,
    collateralHeldByThirdParty: s.collateralThirdParty,
    collateralEligibility: s.collateralEligibility,
    collateralMarketAdjustment: s.collateralMarketAdjustment,
    commitment:
      s.commitmentKind === 'provided' || s.commitmentKind === 'called' ? s.commitmentKind : null,
    commitmentNominal: s.commitmentNominal,
    beneficiary: s.commitmentBeneficiary,
  };
  const given = Object.entries(terms).some(
    ([key, value]) => value !== null && key !== 'collateralHeldByThirdParty',
  );
  return given ? terms : null;
}

/** A TPT line as the fund states it (TPT field numbers), completed by the referential. */
function fromStatement(
  line: CompositionStatementRow,
  security: SecurityRow | undefined,
  isFund: boolean,
): InstrumentAttributes {
  const base = security ? fromSecurity(security) : unknownInstrument(line.instrumentCode);
  return {
    ...base,
    code: line.instrumentCode, // 14
    codeType: line.codeType, // 15
    name: line.instrumentName, // 17
    cic: line.cic, // 12
    currency: line.quotationCurrency, // 21
    issuerCode: line.issuerLei ?? base.issuerCode, // 47
    issuerName: line.issuerName ?? base.issuerName, // 46
    issuerGroupCode: line.issuerGroupLei ?? base.issuerGroupCode, // 50
    issuerGroupName: line.issuerGroupName ?? base.issuerGroupName, // 49
    country: line.issuerCountry ?? base.country, // 52
    naceCode: line.naceCode ?? base.naceCode, // 54
    creditQualityStep: line.creditQualityStep ?? base.creditQualityStep, // 59
    maturityDate: line.maturityDate ?? base.maturityDate, // 39
    couponRate: line.couponRate ?? base.couponRate, // 33
    modifiedDuration: line.modifiedDuration ?? base.modifiedDuration, // 90
    creditSensitivity: line.creditSensitivity ?? base.creditSensitivity, // 92
    isCoveredBond: line.covered === 'C' || base.isCoveredBond, // 55
    listedEeaOecd: listedEeaOecdOfStatement(line) ?? base.listedEeaOecd, // 13, or the CIC
    isFund: isFund || isFundCic(line.cic),
    // The referential's terms are those of a direct holding, not of a fund's line.
    counterpartyTerms: null,
  };
}
