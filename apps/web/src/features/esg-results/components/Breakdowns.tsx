import { useMemo, useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ESG_BREAKDOWN_LABELS, type EsgResult } from '@prisme/domain';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { FigureTable } from '../../../components/FigureTable';
import { formatCount, formatEuros, formatShare } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { breakdownChartOption, formatScore, groupFilter, groupLabel } from '../lib/esg-figures';
import { DrillButton } from '../../../components/DrillButton';

type Breakdown = keyof EsgResult['breakdowns'];
const BREAKDOWNS = Object.keys(ESG_BREAKDOWN_LABELS) as Breakdown[];

/** The score and coverage by portfolio, sector and country, each group to its lines. */
export function Breakdowns({
  result,
  onDrill,
}: {
  result: EsgResult;
  onDrill: (filter: FilterModel) => void;
}) {
  const [shown, setShown] = useState<Breakdown>('sector');
  const groups = result.breakdowns[shown];
  const option = useMemo(() => breakdownChartOption(groups), [groups]);
  return (
    <>
      <Tabs
        value={shown}
        onChange={(_event, value: Breakdown) => setShown(value)}
        aria-label="Répartitions du score ESG"
        sx={{ mb: 2 }}
      >
        {BREAKDOWNS.map((key) => (
          <Tab key={key} value={key} label={ESG_BREAKDOWN_LABELS[key]} />
        ))}
      </Tabs>
      <ChartWithTable
        option={option}
        height={Math.max(200, Math.min(groups.length, 10) * 32)}
        label={`Score ESG ${ESG_BREAKDOWN_LABELS[shown].toLowerCase()}, sur 10 (les dix plus grands)`}
      >
        <FigureTable
          label={`Score ESG ${ESG_BREAKDOWN_LABELS[shown].toLowerCase()}`}
          rows={groups}
          rowKey={(group) => group.key}
          columns={[
            { header: ESG_BREAKDOWN_LABELS[shown].replace('Par ', ''), cell: groupLabel },
            { header: 'Valeur', numeric: true, cell: (g) => formatEuros(g.value) },
            { header: 'Couverture', numeric: true, cell: (g) => formatShare(g.coverage) || '—' },
            { header: 'Score', numeric: true, cell: (g) => formatScore(g.score) },
            { header: 'Lignes', numeric: true, cell: (g) => formatCount(g.lines) },
            {
              header: 'Détail',
              numeric: true,
              cell: (g) => (
                <DrillButton
                  filter={groupFilter(shown, g)}
                  onDrill={onDrill}
                  what={groupLabel(g)}
                />
              ),
            },
          ]}
        />
      </ChartWithTable>
    </>
  );
}
