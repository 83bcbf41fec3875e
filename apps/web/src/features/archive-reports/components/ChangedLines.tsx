import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ScrComparisonLine } from '@prisme/domain';
import { signed } from '../../../components/comparison/compare';
import { FigureTable } from '../../../components/FigureTable';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ReportSection } from '../../../components/ReportSection';
import { ResourceError } from '../../../components/ResourceError';
import { formatAmount, formatCount } from '../../../lib/format';
import { SCR_COMPARISON_TOP, useArchiveScrComparison } from '../api/archive-reports-api';
import { classifyLines, LINE_CHANGE_LABELS, type LineChange } from '../lib/comparison-rows';

export const CHANGED_LINES_ERROR = 'Les lignes qui changent n’ont pas pu être chargées.';
export const CHANGED_LINES_MISSING =
  'Les lignes ne peuvent être comparées : les deux sauvegardes doivent contenir un résultat SCR.';

const KINDS: LineChange[] = ['added', 'removed', 'moved'];
const difference = signed((v) => formatAmount(v));

/**
 * The securities that changed from archive A to B (GET /api/solvency/comparison): those
 * only in B, only in A, and those whose value or SCR contribution moved.
 */
export function ChangedLines({ a, b }: { a: string; b: string }) {
  const query = useArchiveScrComparison(a, b);
  const [kind, setKind] = useState<LineChange>('added');
  let body;
  if (query.isPending) body = <LoadingBlock label="Chargement des lignes qui changent" rows={4} />;
  else if (query.isError)
    body = <ResourceError message={CHANGED_LINES_ERROR} onRetry={() => void query.refetch()} />;
  else if (query.data === null) body = <Typography>{CHANGED_LINES_MISSING}</Typography>;
  else {
    const classified = classifyLines(query.data.lines);
    const lines = classified[kind];
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatCount(query.data.changedCount)} titre(s) changent
          {query.data.changedCount > query.data.lines.length &&
            ` ; les ${formatCount(SCR_COMPARISON_TOP)} plus grands écarts de contribution sont listés`}
          .
        </Typography>
        <Tabs
          value={kind}
          onChange={(_, next: LineChange) => setKind(next)}
          aria-label="Nature du changement"
        >
          {KINDS.map((k) => (
            <Tab key={k} value={k} label={`${LINE_CHANGE_LABELS[k]} (${classified[k].length})`} />
          ))}
        </Tabs>
        <FigureTable
          label={`Lignes : ${LINE_CHANGE_LABELS[kind]}`}
          columns={[
            {
              header: 'Titre',
              cell: (l: ScrComparisonLine) =>
                `${l.securityCode}${l.securityName ? ` · ${l.securityName}` : ''}`,
            },
            { header: 'CIC', cell: (l) => l.cic ?? '' },
            { header: 'Valeur A', numeric: true, cell: (l) => formatAmount(l.baseMarketValue) },
            { header: 'Valeur B', numeric: true, cell: (l) => formatAmount(l.marketValue) },
            {
              header: 'Écart de valeur',
              numeric: true,
              cell: (l) => difference(l.marketValueDifference),
            },
            {
              header: 'Contribution A',
              numeric: true,
              cell: (l) => formatAmount(l.baseContribution),
            },
            { header: 'Contribution B', numeric: true, cell: (l) => formatAmount(l.contribution) },
            {
              header: 'Écart de contribution',
              numeric: true,
              cell: (l) => difference(l.contributionDifference),
            },
          ]}
          rows={lines}
          rowKey={(l) => l.securityCode}
        />
        {lines.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Aucune ligne.
          </Typography>
        )}
      </>
    );
  }
  return (
    <ReportSection id="lignes-modifiees" title="Lignes qui changent">
      {body}
    </ReportSection>
  );
}
