import { useMemo } from 'react';
import type { EsgResult } from '@prisme/domain';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { FigureTable } from '../../../components/FigureTable';
import { formatCount, formatEuros, formatShare } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import {
  formatContribution,
  formatScore,
  lettersChartOption,
  pillarRows,
  pillarsChartOption,
  securityFilter,
  statusFilter,
  statusLabel,
  formatCoveredShare,
} from '../lib/esg-figures';
import { DrillButton } from '../../../components/DrillButton';

type Drill = (filter: FilterModel) => void;

/** Pillar and theme scores: each pillar, then its themes. */
export function PillarsAndThemes({ result }: { result: EsgResult }) {
  const option = useMemo(() => pillarsChartOption(result), [result]);
  const rows = useMemo(() => pillarRows(result), [result]);
  return (
    <ChartWithTable option={option} height={380} label="Scores des piliers et des thèmes, sur 10">
      <FigureTable
        label="Scores des piliers et des thèmes"
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          {
            header: 'Pilier ou thème',
            cell: (row) => (row.pillar ? <strong>{row.label}</strong> : `— ${row.label}`),
          },
          { header: 'Score / 10', numeric: true, cell: (row) => formatScore(row.score) },
        ]}
      />
    </ChartWithTable>
  );
}

/** The covered value by letter (esg-and-liquidity §1.3). */
export function Letters({ result }: { result: EsgResult }) {
  const option = useMemo(() => lettersChartOption(result.letters), [result]);
  const rows = ['AAA', 'AA', 'A', 'BBB', 'BB', 'B', 'CCC'];
  return (
    <ChartWithTable option={option} height={260} label="Part de la valeur notée par lettre, en %">
      <FigureTable
        label="Part de la valeur notée par lettre"
        rows={rows}
        rowKey={(letter) => letter}
        columns={[
          { header: 'Lettre', cell: (letter) => letter },
          {
            header: 'Part de la valeur notée',
            numeric: true,
            cell: (letter) => formatCoveredShare(result.letters[letter]),
          },
        ]}
      />
    </ChartWithTable>
  );
}

/**
 * Where the scores come from and what is left out, and why (§1.4.3, §1.5.3-1.5.4): every
 * status with its value and lines, and the way to them.
 */
export function Sources({ result, onDrill }: { result: EsgResult; onDrill: Drill }) {
  const rows = Object.entries(result.byStatus).filter(([, tally]) => tally.lines > 0);
  return (
    <FigureTable
      label="Sources des notes et lignes exclues"
      rows={rows}
      rowKey={([status]) => status}
      columns={[
        { header: 'Source ou motif', cell: ([status]) => statusLabel(status) },
        { header: 'Lignes', numeric: true, cell: ([, tally]) => formatCount(tally.lines) },
        { header: 'Valeur', numeric: true, cell: ([, tally]) => formatEuros(tally.value) },
        {
          header: 'Détail',
          numeric: true,
          cell: ([status]) => (
            <DrillButton
              filter={statusFilter(status)}
              onDrill={onDrill}
              what={`statut « ${statusLabel(status)} »`}
            />
          ),
        },
      ]}
    />
  );
}

/** The best and worst contributors to the score (§1.5.3 rule 5: a security's lines summed). */
export function Contributors({
  rows,
  label,
  onDrill,
}: {
  rows: EsgResult['bestContributors'];
  label: string;
  onDrill: Drill;
}) {
  return (
    <FigureTable
      label={label}
      rows={rows}
      rowKey={(row) => row.code}
      columns={[
        { header: 'Titre', cell: (row) => row.code },
        { header: 'Valeur', numeric: true, cell: (row) => formatEuros(row.value) },
        { header: 'Score', numeric: true, cell: (row) => formatScore(row.score) },
        {
          header: 'Contribution',
          numeric: true,
          cell: (row) => formatContribution(row.contribution),
        },
        { header: 'Part du score', numeric: true, cell: (row) => formatShare(row.relative) },
        {
          header: 'Détail',
          numeric: true,
          cell: (row) => (
            <DrillButton filter={securityFilter(row.code)} onDrill={onDrill} what={row.code} />
          ),
        },
      ]}
    />
  );
}
