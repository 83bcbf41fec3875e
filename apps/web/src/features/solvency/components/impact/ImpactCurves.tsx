import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ImpactCurve } from '@prisme/domain';
import { EChart } from '../../../../components/charts/EChart';
import { FigureTable } from '../../../../components/FigureTable';
import { NativeSelectField } from '../../../../components/form/NativeSelectField';
import { formatShare } from '../../../../lib/format';
import { CURVE_SERIES, curveChartOption, smoothingPointText } from '../../lib/impact';

/** The rates of one currency by maturity, for whoever cannot see the chart. */
function CurveTable({ curve }: { curve: ImpactCurve }) {
  const rows = curve.maturities.map((maturity, index) => ({ maturity, index }));
  return (
    <FigureTable
      label={`Taux ${curve.currency} par maturité`}
      rows={rows}
      rowKey={(row) => String(row.maturity)}
      maxHeight={360}
      columns={[
        { header: 'Maturité (ans)', cell: (row) => row.maturity },
        ...CURVE_SERIES.map((serie) => ({
          header: serie.name,
          numeric: true,
          cell: (row: { index: number }) => formatShare(curve[serie.key][row.index]),
        })),
      ]}
    />
  );
}

/**
 * The interest-rate curves under both sets (issue 37 §3): per currency, the base curve and
 * its up and down shocks of each set, the first smoothing point marked, and the rates as a
 * table on demand.
 */
export function ImpactCurves({ curves }: { curves: ImpactCurve[] }) {
  const [currency, setCurrency] = useState(curves[0]?.currency ?? '');
  const curve = curves.find((c) => c.currency === currency) ?? curves[0];
  const option = useMemo(() => (curve ? curveChartOption(curve) : null), [curve]);
  if (!curve || !option) {
    return <Typography color="text.secondary">Aucune courbe de taux dans ce calcul.</Typography>;
  }
  const fsp = curve.firstSmoothingPoint;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <NativeSelectField
          id="impact-curve-currency"
          label="Devise"
          value={curve.currency}
          onChange={setCurrency}
          minWidth={140}
        >
          {curves.map((c) => (
            <option key={c.currency} value={c.currency}>
              {c.currency}
            </option>
          ))}
        </NativeSelectField>
        <Typography variant="body2" color="text.secondary">
          {fsp === null
            ? 'Premier point de lissage inconnu pour cette devise.'
            : `${smoothingPointText(fsp)} : au-delà, SII-2027 extrapole la courbe choquée à partir d’un LLFR choqué (Art. 166(2a) et 167(2a)).`}
        </Typography>
      </Stack>
      <EChart
        option={option}
        height={360}
        label={`Graphique : courbes des taux ${curve.currency}, base, hausse et baisse selon SII-2016 et SII-2027`}
      />
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography>{`Voir les taux ${curve.currency} par maturité`}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <CurveTable curve={curve} />
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
