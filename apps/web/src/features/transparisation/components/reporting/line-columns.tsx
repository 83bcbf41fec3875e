import { MISSING_DATA_ITEMS } from '@prisme/domain';
import {
  numberColumn as number,
  selectOf,
  statusLabel,
  textColumn as text,
  type LineColumn,
} from '../../../../components/lines-grid/line-column';
import { TreeCell } from '../../../../components/lines-grid/TreeCell';
import { formatAmount, formatQuantity, formatWeight } from '../../../../lib/format';

const missingLabels = (codes: unknown) =>
  typeof codes === 'string' && codes
    ? codes
        .split(',')
        .map((code) => MISSING_DATA_ITEMS[code.trim() as keyof typeof MISSING_DATA_ITEMS] ?? code)
        .join(', ')
    : '';

/** The kept TPT fields, « 32 : Fixed · 58 : N », from their JSON by field number. */
export const tptFieldsText = (json: unknown) => {
  if (typeof json !== 'string' || !json) return '';
  try {
    return Object.entries(JSON.parse(json) as Record<string, string>)
      .map(([field, value]) => `${field} : ${value}`)
      .join(' · ');
  } catch {
    return json;
  }
};

/** The look-through lines; each colId is the OData column it sorts and filters on. */
export const LINE_COLUMNS: LineColumn[] = [
  text('PortfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120, maxWidth: 160 }),
  text('FundPath', 'Arborescence (chemin des fonds)', {
    cellRenderer: TreeCell,
    minWidth: 280,
    flex: 2,
  }),
  text('CompartmentCode', 'Compartiment', { minWidth: 110 }),
  text('IsinCode', 'Code', { minWidth: 130 }),
  text('SecurityName', 'Libellé', { minWidth: 200, flex: 2 }),
  number('Depth', 'Niveau', { minWidth: 90, maxWidth: 110 }),
  text('Cic', 'CIC', { minWidth: 80, maxWidth: 110 }),
  text('QuotationCurrency', 'Devise', { minWidth: 80, maxWidth: 110 }),
  text('Country', 'Pays', { minWidth: 80, maxWidth: 110 }),
  text('Rating', 'Notation', { minWidth: 100 }),
  text('GicsSector', 'Secteur', { minWidth: 120 }),
  text('IssuerName', 'Émetteur', { minWidth: 160 }),
  number('MarketValueRc', 'Valeur de marché', {
    valueFormatter: (params) => formatAmount(params.value as number | null),
    minWidth: 140,
  }),
  number('Weight', 'Poids', {
    valueFormatter: (params) => formatWeight(params.value as number | null),
    // Stored as a share, shown as a percentage: a typed "5" would not mean 5 %.
    filter: false,
    minWidth: 100,
  }),
  text('LookThroughStatus', 'Statut', {
    valueFormatter: (params) => statusLabel(params.value),
    minWidth: 170,
  }),
  text('MissingData', 'Données manquantes', {
    valueFormatter: (params) => missingLabels(params.value),
    minWidth: 160,
  }),
  // What the fund's TPT line states beyond the above (empty for a direct holding).
  number('EconomicZone', 'Zone de cotation (TPT 13)', { minWidth: 120 }),
  text('GroupingCode', 'Regroupement multi-jambes (TPT 16)', { minWidth: 150 }),
  text('InterestRateType', 'Type de taux (TPT 32)', { minWidth: 130 }),
  text('SubordinatedDebt', 'Subordonnée (TPT 58)', { minWidth: 120 }),
  text('ExternalRating', 'Notation externe (TPT 112)', { minWidth: 130 }),
  text('RatingAgency', 'Agence (TPT 113)', { minWidth: 120 }),
  text('UnderlyingAssetCategory', 'Catégorie du sous-jacent (TPT 131)', { minWidth: 150 }),
  text('UnderlyingCic', 'CIC du sous-jacent (TPT 67)', { minWidth: 130 }),
  text('UnderlyingName', 'Sous-jacent (TPT 70)', { minWidth: 160 }),
  number('Delta', 'Delta (TPT 93)', {
    valueFormatter: (params) => formatQuantity(params.value as number | null),
    minWidth: 110,
  }),
  text('TptFields', 'Champs TPT conservés', {
    valueFormatter: (params) => tptFieldsText(params.value),
    tooltipValueGetter: (params) => tptFieldsText(params.value),
    minWidth: 260,
  }),
];

/** Only the shown columns travel, plus the depth the tree cell indents by. */
export const LINE_SELECT = selectOf(LINE_COLUMNS, ['Depth']);
