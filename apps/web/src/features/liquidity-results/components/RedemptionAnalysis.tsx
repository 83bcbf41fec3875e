import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { messages, type LiquidityRedemptionScenario } from '@prisme/domain';
import { ApiError } from '../../../api/client';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros, formatShare } from '../../../lib/format';
import { parseFrenchNumber } from '../../../lib/french-number';
import { useRedemption, type OutflowUnit } from '../api/get-redemption';
import { formatDays, formatRatio } from '../lib/liquidity-figures';

/** The horizon a redemption should be met within: a week (ESMA's weekly shocks, §3.1). */
export const VERDICT_HORIZON = 7;

/** What of the slice cannot be sold: not assessed, or never sold under the scenario. */
const setApart = (s: LiquidityRedemptionScenario) => s.slicing.notAssessed + s.slicing.unsellable;

/** Whether the scenario meets the outflow within the horizon, and how. */
export function verdictOf(s: LiquidityRedemptionScenario): {
  severity: 'success' | 'warning' | 'error';
  text: string;
} {
  const { waterfall, slicing } = s;
  const apart = setApart(s);
  const slice =
    apart > 0
      ? `la tranche verticale prend ${formatDays(slicing.days)} hors ${formatEuros(apart)} invendables ou non évalués`
      : `la tranche verticale prend ${formatDays(slicing.days)}`;
  if (slicing.days !== null && slicing.days <= VERDICT_HORIZON && apart === 0)
    return {
      severity: 'success',
      text: `Servie en ${formatDays(slicing.days)}, portefeuille inchangé`,
    };
  if (waterfall.days !== null && waterfall.days <= VERDICT_HORIZON)
    return {
      severity: 'warning',
      text: `Servie en ${formatDays(waterfall.days)} en vendant d’abord le plus liquide ; ${slice}`,
    };
  return {
    severity: 'error',
    text:
      waterfall.days === null
        ? `Non servie : ${formatEuros(waterfall.raised)} vendus au mieux (coût ${formatEuros(waterfall.cost)}), il manque ${formatEuros(waterfall.shortfall)}`
        : `Non servie en ${VERDICT_HORIZON} jours : ${formatDays(waterfall.days)} au mieux ; ${slice}`,
  };
}

const message = (error: unknown) =>
  (error instanceof ApiError && error.status === 400 && error.serverMessage) ||
  messages.risk.redemption;

/**
 * The redemption analysis (esg-and-liquidity §3.5, §3.6.2 step 6): for an outflow the user
 * types, in % of the long value or in euros, each scenario's vertical slice and waterfall,
 * the coverage ratios and a verdict against a week.
 */
export function RedemptionAnalysis({ perimeterId }: { perimeterId: string }) {
  const [text, setText] = useState('10');
  const [unit, setUnit] = useState<OutflowUnit>('percent');
  const typed = parseFrenchNumber(text);
  const valid = typed !== null && typed > 0 && (unit === 'amount' || typed <= 100) ? typed : null;
  const outflow = useDeferredValue(valid);
  const query = useRedemption(perimeterId, outflow, unit);
  const data = query.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Sortie à servir"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          error={valid === null}
          helperText={
            valid === null
              ? unit === 'percent'
                ? 'Un pourcentage entre 0 et 100.'
                : 'Un montant positif en euros.'
              : ' '
          }
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">{unit === 'percent' ? '%' : '€'}</InputAdornment>
              ),
            },
            htmlInput: { inputMode: 'decimal', 'aria-describedby': 'redemption-help' },
          }}
        />
        <ToggleButtonGroup
          value={unit}
          exclusive
          size="small"
          onChange={(_event, next: OutflowUnit | null) => next && setUnit(next)}
          aria-label="Unité de la sortie"
        >
          <ToggleButton value="percent">% de la valeur</ToggleButton>
          <ToggleButton value="amount">Montant</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography id="redemption-help" variant="body2" color="text.secondary">
        La tranche verticale vend la même part de chaque titre (le portefeuille garde sa forme) ; la
        cascade vend d’abord le moins coûteux et le plus rapide, au détriment des porteurs restants.
        Le ratio de couverture rapporte ce qui se vend dans l’horizon à la sortie.
      </Typography>
      {query.isFetching && <LinearProgress aria-label="Analyse de la sortie en cours" />}
      {query.isError && <Alert severity="error">{message(query.error)}</Alert>}
      {data && (
        <>
          <Typography variant="body1">
            Sortie de {formatEuros(data.outflow)}, soit {formatShare(data.outflowShare)} de la
            valeur longue ({formatEuros(data.longValue)}).
          </Typography>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {data.scenarios.map((s) => {
              const verdict = verdictOf(s);
              return (
                <Alert key={s.code} severity={verdict.severity} variant="outlined">
                  <strong>{s.name}</strong> : {verdict.text}
                </Alert>
              );
            })}
          </Box>
          <FigureTable
            label="Analyse de la sortie par scénario"
            rows={data.scenarios}
            rowKey={(s) => s.code}
            columns={[
              { header: 'Scénario', cell: (s) => s.name },
              { header: 'Tranche : délai', numeric: true, cell: (s) => formatDays(s.slicing.days) },
              {
                header: 'Tranche : hors vente',
                numeric: true,
                cell: (s) => formatEuros(setApart(s)),
              },
              {
                header: 'Tranche : levé en 1 jour',
                numeric: true,
                cell: (s) => formatEuros(s.slicing.raised[0] ?? 0),
              },
              { header: 'Tranche : coût', numeric: true, cell: (s) => formatEuros(s.slicing.cost) },
              {
                header: 'Cascade : délai',
                numeric: true,
                cell: (s) => formatDays(s.waterfall.days),
              },
              {
                header: 'Cascade : coût',
                numeric: true,
                cell: (s) => formatEuros(s.waterfall.cost),
              },
              {
                header: 'Cascade : manque',
                numeric: true,
                cell: (s) => formatEuros(s.waterfall.shortfall),
              },
              {
                header: 'Liquidable en 1 jour, avant → après',
                numeric: true,
                cell: (s) =>
                  `${formatShare(s.waterfall.oneDayShareBefore)} → ${formatShare(s.waterfall.oneDayShareAfter)}`,
              },
              ...[0, 1, 2].map((k) => ({
                header: `Couverture ${[1, 7, 30][k]} j`,
                numeric: true,
                cell: (s: LiquidityRedemptionScenario) => formatRatio(s.coverage[k]?.ratio ?? 0),
              })),
            ]}
          />
        </>
      )}
    </Stack>
  );
}
