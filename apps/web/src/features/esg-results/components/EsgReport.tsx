import { lazy } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EsgResult } from '@prisme/domain';
import { useLineDrill } from '../../../components/DrillDownLines';
import { ReportSection as Section } from '../../../components/ReportSection';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../../lib/iso-date';
import { Breakdowns } from './Breakdowns';
import { CarbonMetrics } from './CarbonMetrics';
import { EsgKpiCards } from './EsgKpiCards';
import { ExportEsgButton } from './ExportEsgButton';
import { Contributors, Letters, PillarsAndThemes, Sources } from './ScoreSections';
import { TemperatureReport } from './TemperatureReport';
import { ReportHeader } from '../../../components/ReportHeader';

// AG Grid's chunk, only once the result is there to show.
const EsgLinesGrid = lazy(() => import('./EsgLinesGrid'));

/**
 * The ESG analysis of one computed perimeter: headline figures, pillars and themes,
 * letters, sources, breakdowns, contributors, carbon and temperature; every figure with
 * lines behind it leads to them in the grid at the bottom.
 */
export function EsgReport({ result }: { result: EsgResult }) {
  const { onDrill, section: linesSection } = useLineDrill('esg-lignes');
  return (
    <Stack spacing={3}>
      <ReportHeader action={<ExportEsgButton perimeterId={result.perimeterID} />}>
        {[
          result.rolename,
          `valorisation au ${formatDay(result.valuationDate)}`,
          `calculé le ${formatDateTime(result.computedAt)}`,
        ].join(' · ')}
      </ReportHeader>
      <EsgKpiCards result={result} />
      <Section id="esg-piliers" title="Piliers et thèmes">
        <PillarsAndThemes result={result} />
      </Section>
      <Section id="esg-lettres" title="Répartition par lettre">
        <Letters result={result} />
      </Section>
      <Section id="esg-sources" title="Sources des notes et lignes exclues">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Une notation forcée prime sur la note du titre, qui prime sur celle de son émetteur. Les
          liquidités, dérivés, souverains et autres actifs sont hors du périmètre noté ; une ligne
          éligible sans note compte dans le dénominateur de la couverture.
        </Typography>
        <Sources result={result} onDrill={onDrill} />
      </Section>
      <Section id="esg-repartitions" title="Répartitions">
        <Breakdowns result={result} onDrill={onDrill} />
      </Section>
      <Section id="esg-contributeurs" title="Contributeurs au score">
        {/* Side by side only where each table fits whole (~640 px); a fixed 1fr 1fr let
            « Moins bons contributeurs » stick out of its card (issue 40 §4). */}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 640px), 1fr))',
          }}
        >
          {(
            [
              ['Meilleurs contributeurs', result.bestContributors],
              ['Moins bons contributeurs', result.worstContributors],
            ] as const
          ).map(([title, rows]) => (
            <Box key={title} sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3">
                {title}
              </Typography>
              <Contributors rows={rows} label={title} onDrill={onDrill} />
            </Box>
          ))}
        </Box>
      </Section>
      <Section id="esg-carbone" title="Indicateurs carbone">
        <CarbonMetrics carbon={result.carbon} />
      </Section>
      {/* The temperatures of archived results: « Analyse » › Température Implicite. */}
      <Section
        id="esg-temperature"
        title="Température implicite : horizons, méthodes et contributions"
      >
        <TemperatureReport result={result} />
      </Section>
      {linesSection((filter) => (
        <EsgLinesGrid perimeterId={result.perimeterID} filterModel={filter} />
      ))}
    </Stack>
  );
}
