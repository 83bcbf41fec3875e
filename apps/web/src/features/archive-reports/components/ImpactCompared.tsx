import type { Archive } from '@prisme/domain';
import { ReportSection } from '../../../components/ReportSection';
import { formatAmount } from '../../../lib/format';
import { useClientRoleStore } from '../../../state';
import { useArchiveHistory } from '../api/archive-reports-api';
import { comparedRow, type ComparedRow } from '../lib/comparison-rows';
import { ComparedTable } from './ComparedTable';

export const IMPACT_COMPARED_TITLE = 'Impact 2027 : SCR marché sous les deux jeux de règles';
/** Its sheet in the comparison's workbook (an Excel sheet name holds 31 characters). */
export const IMPACT_COMPARED_SHEET = 'Impact 2027';

type Impact = { from: number; to: number; difference: number } | null | undefined;

/** The « Impact 2027 » rows of A and B: the market SCR under SII-2016, SII-2027, and the difference. */
export const impactRows = (a: Impact, b: Impact): ComparedRow[] => [
  comparedRow('from', 'SCR marché SII-2016', a?.from, b?.from),
  comparedRow('to', 'SCR marché SII-2027', a?.to, b?.to),
  comparedRow('difference', 'Écart dû aux règles 2027', a?.difference, b?.difference),
];

/**
 * « Impact 2027 » of two SCR archives side by side (issue 37 §3: comparable over time in
 * « Etude Comparative »), from the history of their categories (GET /api/archive/history
 * gives each SCR archive its impact); null when neither has one.
 */
export function useImpactRows(a: Archive, b: Archive, enabled: boolean): ComparedRow[] | null {
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const historyA = useArchiveHistory(enabled ? role : null, a.category, 'scr');
  const historyB = useArchiveHistory(enabled ? role : null, b.category, 'scr');
  const impactOf = (archive: Archive, history: typeof historyA.data) =>
    history?.points.find((p) => p.perimeterID === archive.perimeterID)?.scr?.impact;
  const [impactA, impactB] = [impactOf(a, historyA.data), impactOf(b, historyB.data)];
  return impactA || impactB ? impactRows(impactA, impactB) : null;
}

export function ImpactCompared({
  rows,
  names,
}: {
  rows: readonly ComparedRow[];
  names: { a: string; b: string };
}) {
  return (
    <ReportSection id="comparaison-impact-2027" title={IMPACT_COMPARED_TITLE}>
      <ComparedTable
        label={IMPACT_COMPARED_TITLE}
        rows={rows}
        format={(v) => formatAmount(v) || '—'}
        better="lower"
        names={names}
      />
    </ReportSection>
  );
}
