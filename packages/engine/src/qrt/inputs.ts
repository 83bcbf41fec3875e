import type { QrtFundExposureColumns } from './fund-exposures';

/**
 * What the QRT builders read: the perimeter's direct positions, the referential's data on
 * each security, the look-through of the funds held, and the inventories of the S.09.01
 * period. The server loads them (apps/server/src/modules/reporting/qrt); the builders are
 * pure.
 */

/** A security of the referential, as the asset templates read it. */
export interface QrtSecurity {
  /** ISIN, or another code of TPT field 15 (the undertaking's own code, CAU…). */
  readonly code: string;
  /** Closed list of TPT 15: '1' ISIN … '9' other ANNA code, '99' code of the undertaking. */
  readonly codeType: string | null;
  readonly name: string | null;
  readonly cic: string | null;
  /** ISO 4217 denomination currency. */
  readonly currency: string | null;
  readonly issuerCode: string | null;
  readonly issuerName: string | null;
  readonly issuerLei: string | null;
  readonly issuerGroupCode: string | null;
  readonly issuerGroupName: string | null;
  readonly issuerGroupLei: string | null;
  /** Issuer country: ISO 3166-1 alpha-2, XA supranational, EU institutions (TPT 52). */
  readonly country: string | null;
  /** NACE Rev. 2, letter + up to 4 digits (TPT 54). */
  readonly naceCode: string | null;
  readonly rating: string | null;
  /** 0-6, 9 = no rating (TPT 59). */
  readonly creditQualityStep: number | null;
  /** ISO date; 9999-12-31 = perpetual. */
  readonly maturityDate: string | null;
  /** Annual coupon in percent: 1.5 = 1.5 % (TPT 33). */
  readonly couponRate: number | null;
  readonly modifiedDuration: number | null;
  /** The SCR's flag: null | 'qualifying' | 'qualifying_corporate'. */
  readonly infrastructure: string | null;
  readonly isGovernment: boolean;
  /** A fund with a composition even when its CIC does not say so. */
  readonly isFund: boolean;
  /** S.08.01 C0090: the underlying's code (TPT 68) and its type (TPT 69, as TPT 15). */
  readonly underlyingCode?: string | null;
  readonly underlyingCodeType?: string | null;
  /** S.08.01 C0110: 'MI' micro hedge, 'MA' macro hedge, 'MAP' matching adjustment, 'EPM'. */
  readonly derivativeUse?: string | null;
  /** S.08.01 C0140 of a swap: 'FX-FL' (deliver fixed, receive floating), 'FX-FX', … */
  readonly swapLegs?: string | null;
  /** S.08.01 C0450 / C0460: the currencies a swap delivers and receives. */
  readonly swapDeliveredCurrency?: string | null;
  readonly swapReceivedCurrency?: string | null;
  /** SE.06.02 EC0381: the issue date, ISO. */
  readonly issueDate?: string | null;
}

/** A direct position of an inventory (the client's, or a simulation's). */
export interface QrtPosition {
  readonly portfolioCode: string;
  readonly compartmentCode: string;
  /** Whether the compartment holds unit-linked or index-linked contracts' assets. */
  readonly unitLinked: boolean;
  readonly securityCode: string;
  /** Units, or nominal for instruments quoted in percent of par (inventory « quantité »). */
  readonly quantity: number;
  readonly quotationCurrency: string;
  /** Dirty market value in the quotation currency. */
  readonly marketValueQc: number;
  /** Dirty (accrued interest included) Solvency II value in the reporting currency. */
  readonly marketValueRc: number;
  readonly accruedInterestRc: number;
  /** Book (acquisition) value in the reporting currency, accrued interest excluded. */
  readonly bookValueRc: number | null;
  readonly acquisitionDate: string | null;
}

/**
 * The look-through lines of one held fund, summed by what S.06.03 keeps apart: one group
 * per underlying instrument's CIC, TPT 131 category, issuer country and currency.
 */
export interface QrtFundExposure {
  /** The code of the fund held directly (the root position's security). */
  readonly fundCode: string;
  readonly cic: string | null;
  /** TPT 131 as the fund's file gave it (1, 2, 3L, 3X, 4-9, 0, A-F, L), when it did. */
  readonly underlyingAssetCategory: string | null;
  readonly country: string | null;
  /** The line's quotation currency. */
  readonly currency: string | null;
  /** The undertaking's share, in the reporting currency, signed. */
  readonly marketValueRc: number;
}

/** One inventory of the S.09.01 period: its date and its positions in the perimeter. */
export interface QrtInventory {
  readonly date: string;
  readonly positions: readonly QrtPosition[];
  /**
   * The portfolios this inventory values (undefined: all). A portfolio without an
   * inventory at this date keeps its positions: their absence is no sale.
   */
  readonly portfolios?: readonly string[];
  /**
   * The opening inventory only: each portfolio's own date when they differ (the latest
   * on or before the period's start, portfolio by portfolio); `date` is the latest.
   */
  readonly portfolioDates?: Readonly<Record<string, string>>;
}

/**
 * A strategic participation of the SCR's client-data lists (Art. 171; spec §3): the
 * security's code, the portfolio and compartment it applies to (`*` all). S.06.02 C0310
 * reports these holdings as participations.
 */
export interface QrtParticipation {
  readonly code: string;
  readonly portfolioCode: string;
  readonly compartmentCode: string;
}

export interface QrtInput {
  /** The reporting entity's identifier: the undertaking's LEI (issue 36 §5). */
  readonly entityId: string;
  /** The undertaking's name, for the workbook and the file name. */
  readonly entityName?: string;
  /**
   * Quarterly (S.06.02, S.06.03, S.08.01) or annual (adds S.09.01) module (issue 36 §4);
   * annual when not said.
   */
  readonly frequency?: 'quarterly' | 'annual';
  /** The valuation date, ISO yyyy-mm-dd. */
  readonly referenceDate: string;
  readonly baseCurrency: string;
  /** Whether the ECB add-on columns and the SE. table codes are asked for (bceColumns). */
  readonly ecbColumns: boolean;
  /** Start of the S.09.01 period (beginDateQrts0901), ISO. */
  readonly periodStart: string;
  /** The referential's data of every security the positions and inventories name. */
  readonly securities: ReadonlyMap<string, QrtSecurity>;
  /** The perimeter's direct positions at the valuation date. */
  readonly positions: readonly QrtPosition[];
  /** The look-through of every fund held directly: groups, or in columns (the server's). */
  readonly fundExposures: readonly QrtFundExposure[] | QrtFundExposureColumns;
  /**
   * The look-through statuses (LookThroughStatus codes) of each held fund's lines, by the
   * fund's code: how the SCR treated it, S.06.02 C0292 (ciuApproachOf).
   */
  readonly fundStatuses: Readonly<Record<string, readonly string[]>>;
  /** The client's strategic participations (S.06.02 C0310). */
  readonly participations: readonly QrtParticipation[];
  /** Units of each currency for one euro at the valuation date (EUR defaults to 1). */
  readonly fxUnitsPerEur: Readonly<Record<string, number>>;
  /**
   * The total of the perimeter's assets as its look-through states it: the value of its
   * direct positions other than derivatives (those go to S.08.01). S.06.02 must add up to it.
   */
  readonly expectedTotalAssets: number;
  /**
   * S.09.01: the latest inventory dated on or before `periodStart` (null when there is
   * none), then every later inventory up to the valuation date's, in date order; the last
   * one holds `positions`.
   */
  readonly income: {
    readonly opening: QrtInventory | null;
    readonly inventories: readonly QrtInventory[];
  };
}
