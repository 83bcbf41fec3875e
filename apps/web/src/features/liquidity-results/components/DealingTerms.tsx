import Typography from '@mui/material/Typography';
import type { LiquidityResult } from '@prisme/domain';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { formatCount, formatEuros } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { termsFilter, termsLabel } from '../lib/liquidity-figures';

/**
 * The funds held whole by how their dealing terms were known (esg-and-liquidity §3.6.4):
 * from the referential, assumed from the CIC subcategory, or suspended; each to its lines.
 */
export function DealingTerms({
  result,
  onDrill,
}: {
  result: LiquidityResult;
  onDrill: (filter: FilterModel) => void;
}) {
  const rows = result.dealingTerms ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Aucun fonds détenu sans transparisation.
      </Typography>
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Un fonds ne rapporte rien avant son premier jour de règlement (préavis, jour de rachat,
        règlement T+n), puis se vend au taux du scénario, au plus son plafond à chaque rachat. Sans
        conditions au référentiel, la règle de sa sous-catégorie CIC s’applique dès le premier jour
        : conditions supposées.
      </Typography>
      <FigureTable
        label="Conditions de rachat des fonds"
        rows={rows}
        rowKey={(r) => r.terms}
        columns={[
          { header: 'Conditions', cell: (r) => termsLabel(r.terms) },
          { header: 'Fonds', numeric: true, cell: (r) => formatCount(r.securities) },
          { header: 'Valeur', numeric: true, cell: (r) => formatEuros(r.value) },
          {
            header: 'Détail',
            numeric: true,
            cell: (r) => (
              <DrillButton
                filter={termsFilter(r.terms)}
                onDrill={onDrill}
                what={termsLabel(r.terms)}
              />
            ),
          },
        ]}
      />
    </>
  );
}
