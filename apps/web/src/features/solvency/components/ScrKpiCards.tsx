import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DIVERSIFICATION_EFFECT_LABEL,
  diversificationEffect,
  type ScrResultPayload,
} from '@prisme/domain';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../components/KpiCard';
import { formatDay } from '../../../lib/iso-date';
import { formatDateTime, formatEuros, formatShare } from '../../../lib/format';
import { BINDING_LABELS, scrRatio } from '../lib/scr-figures';
import { AssetsScrCard } from './counterparty/AssetsScrCard';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The headline figures of the SCR result and what it was computed with. */
export function ScrKpiCards({ result }: { result: ScrResultPayload }) {
  const ratio = scrRatio(result.globalSCRMarketResult, result.globalMarketValuation);
  const binding = BINDING_LABELS[result.scenarios.interestRate.binding];
  const curve = result.yieldCurve;
  return (
    <Box sx={KPI_GRID_SX}>
      <Kpi label="SCR marché" value={formatEuros(result.globalSCRMarketResult)} />
      {result.counterparty && (
        <Kpi
          label="SCR contrepartie (type 1)"
          value={formatEuros(result.counterparty.scr)}
          detail="Avoirs en banque, dérivés, engagements (art. 189-202)"
        />
      )}
      {result.counterparty && <AssetsScrCard assets={result.counterparty.assets} />}
      <Kpi label="Valeur de marché" value={formatEuros(result.globalMarketValuation)} />
      <Kpi label="Ratio SCR / valeur de marché" value={ratio === null ? '—' : formatShare(ratio)} />
      <Kpi
        label={DIVERSIFICATION_EFFECT_LABEL}
        value={formatEuros(diversificationEffect(result))}
        detail={`SCR avant diversification : ${formatEuros(result.undiversified)}`}
      />
      <Kpi
        label="Paramètre A (corrélation taux)"
        value={decimal.format(result.correlationA)}
        detail={`Scénario de taux retenu : ${binding}`}
      />
      <Kpi
        label="Date du calcul"
        value={formatDateTime(result.computationDate)}
        detail={`Valorisation au ${formatDay(result.valuationDate)}`}
      />
      <Kpi
        label="Ajustement symétrique"
        value={formatShare(result.symmetricAdjustment)}
        detail="Choc actions (Art. 172)"
      />
      <Kpi
        label="Courbe des taux"
        value={curve.id}
        detail={
          <>
            {curve.date ? `au ${formatDay(curve.date)}` : 'sans date'}
            {curve.synthetic && <Chip label="synthétique" size="small" color="warning" />}
          </>
        }
      />
    </Box>
  );
}
