import { z } from 'zod';
import { LOOK_THROUGH_STATUS_CODES } from './line-status';

/**
 * The columns of a stored look-through line, as the OData endpoint
 * `GET /api/inventory/{perimeterId}/odata/hierarchical_positions` names them (spec §7:
 * IsinCode, PortfolioCode, CompartmentCode, QuotationCurrency, …). This is the allowlist:
 * a column absent from it cannot be filtered, selected or sorted on.
 */
export const HIERARCHICAL_POSITION_COLUMNS = {
  LineNo: { type: 'integer', label: 'N° de ligne' },
  PortfolioCode: { type: 'string', label: 'Portefeuille' },
  CompartmentCode: { type: 'string', label: 'Compartiment' },
  RootCode: { type: 'string', label: 'Titre détenu' },
  RootName: { type: 'string', label: 'Libellé du titre détenu' },
  FundPath: { type: 'string', label: 'Chemin des fonds' },
  ParentFundCode: { type: 'string', label: 'Fonds porteur' },
  Depth: { type: 'integer', label: 'Niveau' },
  IsinCode: { type: 'string', label: 'Code' },
  CodeType: { type: 'string', label: 'Type de code' },
  SecurityName: { type: 'string', label: 'Libellé' },
  Cic: { type: 'string', label: 'CIC' },
  CicCategory: { type: 'string', label: 'Catégorie CIC' },
  QuotationCurrency: { type: 'string', label: 'Devise de cotation' },
  Country: { type: 'string', label: 'Pays' },
  IssuerCode: { type: 'string', label: 'Émetteur (LEI)' },
  IssuerName: { type: 'string', label: 'Émetteur' },
  IssuerGroupCode: { type: 'string', label: 'Groupe émetteur' },
  IssuerGroupName: { type: 'string', label: 'Libellé du groupe' },
  NaceCode: { type: 'string', label: 'NACE' },
  GicsSector: { type: 'string', label: 'Secteur GICS' },
  Rating: { type: 'string', label: 'Notation' },
  CreditQualityStep: { type: 'integer', label: 'Échelon de qualité de crédit' },
  MaturityDate: { type: 'date', label: 'Échéance' },
  CouponRate: { type: 'number', label: 'Coupon (%)' },
  ModifiedDuration: { type: 'number', label: 'Duration modifiée' },
  CreditSensitivity: { type: 'number', label: 'Sensibilité crédit' },
  Quantity: { type: 'number', label: 'Quantité' },
  NotionalRc: { type: 'number', label: 'Notionnel (devise de référence)' },
  MarketValueQc: { type: 'number', label: 'Valeur de marché (devise de cotation)' },
  MarketValueRc: { type: 'number', label: 'Valeur de marché (devise de référence)' },
  Weight: { type: 'number', label: 'Poids' },
  LookThroughStatus: { type: 'string', label: 'Statut de transparisation' },
  MissingData: { type: 'string', label: 'Données manquantes' },
  IsGovernment: { type: 'boolean', label: 'Souverain' },
  IsSupranational: { type: 'boolean', label: 'Supranational' },
  IsCoveredBond: { type: 'boolean', label: 'Obligation sécurisée' },
  SecuritisationType: { type: 'string', label: 'Titrisation' },
  Infrastructure: { type: 'string', label: 'Infrastructure' },
  ListedEeaOecd: { type: 'boolean', label: 'Coté EEE/OCDE' },
  EquityType: { type: 'string', label: 'Type d’action' },
  // What the fund's TPT line states beyond the above (null for a direct holding).
  EconomicZone: { type: 'integer', label: 'Zone de cotation (TPT 13)' },
  GroupingCode: { type: 'string', label: 'Regroupement multi-jambes (TPT 16)' },
  InterestRateType: { type: 'string', label: 'Type de taux (TPT 32)' },
  SubordinatedDebt: { type: 'string', label: 'Dette subordonnée (TPT 58)' },
  UnderlyingCic: { type: 'string', label: 'CIC du sous-jacent (TPT 67)' },
  UnderlyingCode: { type: 'string', label: 'Code du sous-jacent (TPT 68)' },
  UnderlyingName: { type: 'string', label: 'Sous-jacent (TPT 70)' },
  Delta: { type: 'number', label: 'Delta (TPT 93)' },
  ExternalRating: { type: 'string', label: 'Notation externe (TPT 112)' },
  RatingAgency: { type: 'string', label: 'Agence de notation (TPT 113)' },
  UnderlyingAssetCategory: { type: 'string', label: 'Catégorie du sous-jacent (TPT 131)' },
  TptFields: { type: 'string', label: 'Champs TPT conservés' },
  // The SCR market-risk classification of the line, once computed (null before).
  ScrContribution: { type: 'number', label: 'Contribution au SCR marché' },
  ScrInterestRate: { type: 'string', label: 'SCR taux' },
  ScrEquity: { type: 'string', label: 'SCR actions' },
  ScrProperty: { type: 'string', label: 'SCR immobilier' },
  ScrSpread: { type: 'string', label: 'SCR spread' },
  ScrSpreadBucket: { type: 'integer', label: 'Tranche de duration (spread)' },
  ScrConcentration: { type: 'string', label: 'SCR concentration' },
  ScrConcentrationName: { type: 'string', label: 'Nom unique (concentration)' },
  // What the line loses in each submodule's binding scenario (reference currency).
  ScrInterestRateLoss: { type: 'number', label: 'Perte taux' },
  ScrEquityLoss: { type: 'number', label: 'Perte actions' },
  ScrPropertyLoss: { type: 'number', label: 'Perte immobilier' },
  ScrSpreadLoss: { type: 'number', label: 'Perte spread' },
  ScrCurrencyLoss: { type: 'number', label: 'Perte change' },
  // The line's place in the ESG analysis, once computed (null before): ESG_LINE_STATUS_LABELS.
  EsgStatus: { type: 'string', label: 'Statut ESG' },
  EsgScore: { type: 'number', label: 'Score ESG' },
  EsgLetter: { type: 'string', label: 'Lettre ESG' },
  // The line's security in the liquidity analysis, once computed: LIQUIDITY_* labels.
  LiquidityStatus: { type: 'string', label: 'Statut liquidité' },
  LiquidityClass: { type: 'string', label: 'Classe de liquidité' },
  LiquidityScope: { type: 'string', label: 'Périmètre liquidité' },
  LiquidityReason: { type: 'string', label: 'Motif de la classe' },
  // Issue 39: a fund's dealing terms (LIQUIDITY_TERMS_LABELS), its first cash day (null:
  // suspended) and gate; where a share's price came from (LIQUIDITY_PRICE_SOURCE_LABELS).
  LiquidityTerms: { type: 'string', label: 'Conditions de rachat' },
  LiquidityFirstDay: { type: 'number', label: 'Premier jour de règlement' },
  LiquidityGate: { type: 'number', label: 'Plafond de rachat' },
  LiquidityPriceSource: { type: 'string', label: 'Source du cours' },
} as const satisfies Record<
  string,
  { type: 'string' | 'number' | 'integer' | 'boolean' | 'date'; label: string }
>;

export type HierarchicalPositionColumn = keyof typeof HIERARCHICAL_POSITION_COLUMNS;
export const HIERARCHICAL_POSITION_COLUMN_NAMES = Object.keys(
  HIERARCHICAL_POSITION_COLUMNS,
) as HierarchicalPositionColumn[];

const str = z.string().nullable();
const num = z.number().nullable();

/** One look-through line as the OData endpoint answers it (every column when no $select). */
export const hierarchicalPositionSchema = z
  .object({
    LineNo: z.number().int(),
    PortfolioCode: z.string(),
    CompartmentCode: z.string(),
    RootCode: z.string(),
    RootName: str,
    /** Fund codes from the held fund down to the fund holding the line, joined by " > ". */
    FundPath: z.string(),
    ParentFundCode: str,
    Depth: z.number().int(),
    IsinCode: z.string(),
    CodeType: str,
    SecurityName: str,
    Cic: str,
    CicCategory: str,
    QuotationCurrency: str,
    Country: str,
    IssuerCode: str,
    IssuerName: str,
    IssuerGroupCode: str,
    IssuerGroupName: str,
    NaceCode: str,
    GicsSector: str,
    Rating: str,
    CreditQualityStep: z.number().int().nullable(),
    MaturityDate: str,
    CouponRate: num,
    ModifiedDuration: num,
    CreditSensitivity: num,
    Quantity: num,
    NotionalRc: num,
    MarketValueQc: num,
    MarketValueRc: z.number(),
    Weight: z.number(),
    LookThroughStatus: z.enum(LOOK_THROUGH_STATUS_CODES as [string, ...string[]]),
    /** The missing data items of the line, comma-separated (e.g. "rating,lei"), or "". */
    MissingData: z.string(),
    IsGovernment: z.boolean(),
    IsSupranational: z.boolean(),
    IsCoveredBond: z.boolean(),
    SecuritisationType: str,
    Infrastructure: str,
    ListedEeaOecd: z.boolean(),
    EquityType: str,
    EconomicZone: z.number().int().nullable(),
    GroupingCode: str,
    InterestRateType: str,
    SubordinatedDebt: str,
    UnderlyingCic: str,
    UnderlyingCode: str,
    UnderlyingName: str,
    Delta: num,
    ExternalRating: str,
    RatingAgency: str,
    UnderlyingAssetCategory: str,
    /** The TPT fields 32, 38, 58, 67-89, 91, 93, 112, 113, 131 as written, by number (JSON). */
    TptFields: str,
    ScrContribution: num,
    ScrInterestRate: str,
    ScrEquity: str,
    ScrProperty: str,
    ScrSpread: str,
    ScrSpreadBucket: z.number().int().nullable(),
    ScrConcentration: str,
    ScrConcentrationName: str,
    ScrInterestRateLoss: num,
    ScrEquityLoss: num,
    ScrPropertyLoss: num,
    ScrSpreadLoss: num,
    ScrCurrencyLoss: num,
    EsgStatus: str,
    EsgScore: num,
    EsgLetter: str,
    LiquidityStatus: str,
    LiquidityClass: str,
    LiquidityScope: str,
    LiquidityReason: str,
    LiquidityTerms: str,
    LiquidityFirstDay: num,
    LiquidityGate: num,
    LiquidityPriceSource: str,
  })
  .meta({ id: 'HierarchicalPosition' });
export type HierarchicalPosition = z.infer<typeof hierarchicalPositionSchema>;

/** OData v4 system query options accepted by the endpoint. */
export const hierarchicalPositionsQuerySchema = z.object({
  $filter: z.string().max(4000).optional(),
  $select: z.string().max(2000).optional(),
  $orderby: z.string().max(1000).optional(),
  $top: z.coerce.number().int().min(0).max(100_000).optional(),
  $skip: z.coerce.number().int().min(0).optional(),
  $count: z.enum(['true', 'false']).optional(),
  userID: z.string().min(1).max(200).optional(),
});
export type HierarchicalPositionsQuery = z.infer<typeof hierarchicalPositionsQuerySchema>;

/** GET …/hierarchical_positions/$count: the filter whose lines are counted. */
export const hierarchicalPositionsCountQuerySchema = hierarchicalPositionsQuerySchema.pick({
  $filter: true,
  userID: true,
});

/**
 * With $count=true, a filtered count reads a bounded number of lines: past them, the
 * answer carries this header (the bound) instead of OData-Count, and the exact count is
 * at …/hierarchical_positions/$count.
 */
export const COUNT_EXCEEDS_HEADER = 'Prisme-Count-Exceeds';

/**
 * Server-driven paging (OData 4.01 Part 1 §11.2.6.7): an answer that carries fewer lines
 * than asked, more lines matching, gives the URL of the next ones in this header — OData
 * JSON's `@odata.nextLink`, in a header because the body stays the spec's array — and in
 * a `Link: <…>; rel="next"` header (RFC 8288). A client follows it until it has them all.
 */
export const ODATA_NEXT_LINK_HEADER = 'OData-NextLink';

/**
 * The answer: an array (spec §7: "non-empty means the position is in the perimeter").
 * With `$count=true` the total count of matching lines is given in the header
 * `OData-Count` too, so that the body stays an array.
 */
export const hierarchicalPositionsResponseSchema = z.array(
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
);
