import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ESG_CARBON_METRICS,
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
  type Archive,
  type ReportColumnKind,
  type EsgResult,
  type LookThroughSummary,
  type ScrResultPayload,
} from '@prisme/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ReportSection } from '../../components/ReportSection';
import { ResourceError } from '../../components/ResourceError';
import { formatAmount, formatCount, formatShare } from '../../lib/format';
import { useClientRoleStore } from '../../state';
import {
  useArchiveResult,
  useArchiveScrComparison,
  type ResultKind,
} from './api/archive-reports-api';
import { ArchivePicker } from './components/ArchivePicker';
import { ArchivesGate } from './components/ArchivesGate';
import { ChangedLines } from './components/ChangedLines';
import { ComparedTable } from './components/ComparedTable';
import { ExportReportButton } from './components/ExportReportButton';
import { formatDegrees, formatScore } from './lib/figures';
import { DEFAULT_TEMPERATURE } from './lib/history-series';
import { ReportFrame } from './components/ReportFrame';
import { IMPACT_COMPARED_SHEET, ImpactCompared, useImpactRows } from './components/ImpactCompared';
import { RuleSetsCompared, ruleSetsLine } from './components/RuleSetsCompared';
import {
  changedLinesSheet,
  comparedRow,
  comparedSheet,
  mergeByKey,
  scrTotalsRows,
  type ComparedRow,
} from './lib/comparison-rows';
import { readSelection, withSelection, type ReportModule } from './lib/report-module';
import { archiveLine, archivesSheet, reportWorkbook } from './lib/report-workbook';

export const PICK_TWO_MESSAGE = 'Choisissez la sauvegarde A et la sauvegarde B à comparer.';
export const COMPARISON_LOAD_ERROR = 'Les résultats des sauvegardes n’ont pas pu être chargés.';

const orDash = (text: string) => text || '—';
const amount = (v: number | null | undefined) => orDash(formatAmount(v));
const share = (v: number | null | undefined) => orDash(formatShare(v));
const count = (v: number | null | undefined) => orDash(formatCount(v));

/**
 * « Etude Comparative » (issue 18 §3): archive A beside archive B with B − A, down to the
 * securities that changed. The pair lives in the URL (`a=`, `b=`).
 */
export function ComparisonPage({ module, title }: { module: ReportModule; title: string }) {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  return (
    <ArchivesGate module={module} title={title}>
      {(archives) => {
        const a = archives.find((x) => x.perimeterID === selection.a) ?? null;
        const b = archives.find((x) => x.perimeterID === selection.b) ?? null;
        const pick = (side: 'a' | 'b') => (id: string | null) =>
          setParams(withSelection(params, { [side]: id }), { replace: true });
        return (
          <ReportFrame title={title}>
            <Stack
              direction="row"
              spacing={2}
              data-print="hide"
              sx={{ flexWrap: 'wrap', rowGap: 2 }}
            >
              <ArchivePicker
                label="Sauvegarde A (référence)"
                archives={archives}
                value={a?.perimeterID ?? null}
                onChange={pick('a')}
              />
              <ArchivePicker
                label="Sauvegarde B (comparée)"
                archives={archives}
                value={b?.perimeterID ?? null}
                onChange={pick('b')}
              />
            </Stack>
            {a && b ? (
              <Comparison module={module} title={title} a={a} b={b} />
            ) : (
              <Typography color="text.secondary">{PICK_TWO_MESSAGE}</Typography>
            )}
          </ReportFrame>
        );
      }}
    </ArchivesGate>
  );
}

const KIND: Record<Exclude<ReportModule, 'risk'>, ResultKind> = {
  transparisation: 'summary',
  solvency: 'scr',
  esg: 'esg',
};

function Comparison({
  module,
  title,
  a,
  b,
}: {
  module: ReportModule;
  title: string;
  a: Archive;
  b: Archive;
}) {
  const kind = KIND[module as Exclude<ReportModule, 'risk'>];
  const left = useArchiveResult(kind, a.perimeterID);
  const right = useArchiveResult(kind, b.perimeterID);
  const bothScr = a.scr && b.scr;
  const withLines = module !== 'esg' && bothScr;
  const changed = useArchiveScrComparison(a.perimeterID, b.perimeterID, withLines);
  const role = useClientRoleStore((state) => state.role?.code ?? '');
  const names = { a: a.name, b: b.name };
  const impact = useImpactRows(a, b, module === 'solvency' && bothScr);
  if (left.isPending || right.isPending)
    return <LoadingBlock label="Chargement des résultats" rows={4} />;
  if (left.isError || right.isError)
    return (
      <ResourceError
        message={COMPARISON_LOAD_ERROR}
        onRetry={() => {
          void left.refetch();
          void right.refetch();
        }}
      />
    );
  if (!left.data || !right.data)
    return <Typography>Une des deux sauvegardes ne contient pas ce résultat.</Typography>;
  const tables = comparisonTables(module, left.data, right.data);
  const workbook = () =>
    reportWorkbook(
      role,
      module,
      title,
      [
        `A : ${archiveLine(a)}`,
        `B : ${archiveLine(b)}`,
        ...(module === 'solvency'
          ? [ruleSetsLine(left.data as ScrResultPayload, right.data as ScrResultPayload)]
          : []),
      ],
      [
        archivesSheet([a, b]),
        ...tables.map((t) => comparedSheet(t.title, t.rows, t.kind, names)),
        ...(impact ? [comparedSheet(IMPACT_COMPARED_SHEET, impact, 'amount', names)] : []),
        ...(withLines && changed.data ? [changedLinesSheet(changed.data.lines)] : []),
      ],
    );
  return (
    <>
      <Stack direction="row" data-print="hide" sx={{ justifyContent: 'flex-end' }}>
        <ExportReportButton build={workbook} />
      </Stack>
      {module === 'solvency' && (
        <RuleSetsCompared a={left.data as ScrResultPayload} b={right.data as ScrResultPayload} />
      )}
      {tables.map((t) => (
        <ReportSection key={t.id} id={`comparaison-${t.id}`} title={t.title}>
          <ComparedTable
            label={t.title}
            rows={t.rows}
            format={t.format}
            better={t.better}
            names={names}
          />
        </ReportSection>
      ))}
      {impact && <ImpactCompared rows={impact} names={names} />}
      {withLines && <ChangedLines a={a.perimeterID} b={b.perimeterID} />}
      {module === 'transparisation' && !bothScr && (
        <Typography variant="body2" color="text.secondary">
          Le détail des titres qui changent demande un résultat SCR dans les deux sauvegardes.
        </Typography>
      )}
    </>
  );
}

interface ComparisonTable {
  id: string;
  title: string;
  rows: ComparedRow[];
  format: (v: number | null | undefined) => string;
  /** The figures' kind in the Excel export. */
  kind: ReportColumnKind;
  better: 'lower' | 'higher' | 'none' | ((row: ComparedRow) => 'lower' | 'higher' | 'none');
}

const row = comparedRow;

/** The tables of a module's comparison, from the two stored results. */
export function comparisonTables(module: ReportModule, a: unknown, b: unknown): ComparisonTable[] {
  switch (module) {
    case 'solvency': {
      const [ra, rb] = [a, b] as [ScrResultPayload, ScrResultPayload];
      return [
        {
          id: 'scr',
          title: 'SCR marché et sous-modules',
          rows: scrTotalsRows(ra, rb),
          format: amount,
          kind: 'amount',
          better: (r) =>
            r.key === 'marketValue' ? 'none' : r.key === 'diversification' ? 'none' : 'lower',
        },
        {
          id: 'cic',
          title: 'Contribution au SCR par catégorie CIC',
          rows: mergeByKey(ra.byCicCategory, rb.byCicCategory, (g) => g.contribution),
          format: amount,
          kind: 'amount',
          better: 'lower',
        },
        {
          id: 'cic-valeur',
          title: 'Valeur de marché par catégorie CIC',
          rows: mergeByKey(ra.byCicCategory, rb.byCicCategory, (g) => g.marketValue),
          format: amount,
          kind: 'amount',
          better: 'none',
        },
      ];
    }
    case 'transparisation': {
      const [sa, sb] = [a, b] as [LookThroughSummary, LookThroughSummary];
      return [
        {
          id: 'valeur',
          title: 'Valeur de marché',
          rows: [
            row(
              'marketValue',
              'Valeur de marché',
              sa.totalMarketValuation,
              sb.totalMarketValuation,
            ),
          ],
          format: amount,
          kind: 'amount',
          better: 'none',
        },
        {
          id: 'transparisation',
          title: 'Qualité de la transparisation',
          rows: [
            row(
              'lookedThroughShare',
              'Taux de transparisation',
              sa.lookedThroughShare,
              sb.lookedThroughShare,
            ),
            row(
              'dataGroupingShare',
              'Part en regroupements de données',
              sa.dataGroupingShare,
              sb.dataGroupingShare,
            ),
          ],
          format: share,
          kind: 'share',
          better: (r) => (r.key === 'lookedThroughShare' ? 'higher' : 'lower'),
        },
        {
          id: 'lignes',
          title: 'Lignes transparisées',
          rows: [row('lineCount', 'Lignes', sa.lineCount, sb.lineCount)],
          format: count,
          kind: 'count',
          better: 'none',
        },
        {
          id: 'cic',
          title: 'Valeur de marché par catégorie CIC',
          rows: mergeByKey(sa.breakdowns.cic ?? [], sb.breakdowns.cic ?? [], (i) => i.marketValue),
          format: amount,
          kind: 'amount',
          better: 'none',
        },
      ];
    }
    case 'esg': {
      const [ea, eb] = [a, b] as [EsgResult, EsgResult];
      const t = DEFAULT_TEMPERATURE;
      const temperature = (r: EsgResult) =>
        r.temperature[t.frame]?.[t.scope]?.[t.method]?.score ?? null;
      return [
        {
          id: 'scores',
          title: 'Score ESG et piliers',
          rows: [
            row('score', 'Score ESG', ea.portfolio.score, eb.portfolio.score),
            ...ESG_PILLARS.map((p) => row(p, ESG_PILLAR_LABELS[p], ea.pillars[p], eb.pillars[p])),
          ],
          format: formatScore,
          kind: 'score',
          better: 'higher',
        },
        {
          id: 'couverture',
          title: 'Couverture',
          rows: [row('coverage', 'Couverture', ea.portfolio.coverage, eb.portfolio.coverage)],
          format: share,
          kind: 'share',
          better: 'higher',
        },
        {
          id: 'carbone',
          title: 'Indicateurs carbone',
          rows: ESG_CARBON_METRICS.map((m) =>
            row(m.key, `${m.label} (${m.unit})`, ea.carbon[m.key].value, eb.carbon[m.key].value),
          ),
          format: amount,
          kind: 'decimal',
          better: 'lower',
        },
        {
          id: 'temperature',
          title: 'Température implicite (moyen terme, scopes 1 et 2, WATS)',
          rows: [row('temperature', 'Température implicite', temperature(ea), temperature(eb))],
          format: formatDegrees,
          kind: 'temperature',
          better: 'lower',
        },
      ];
    }
    case 'risk':
      return [];
  }
}
