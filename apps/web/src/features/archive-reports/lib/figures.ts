import { formatAmount, formatCount, formatShare } from '../../../lib/format';
import type { HistoryUnit } from './history-series';

/** The figures of the archive reports in French (fr-FR). */
const scoreFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const decimalFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

const orDash = (text: string) => text || '—';

export const formatScore = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : scoreFormat.format(value);

export const formatDegrees = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : `${scoreFormat.format(value)}\u00a0°C`;

/** A figure of a unit, « — » when missing. */
export function formatByUnit(unit: HistoryUnit): (value: number | null | undefined) => string {
  switch (unit) {
    case 'euros':
      return (v) => orDash(formatAmount(v));
    case 'share':
      return (v) => orDash(formatShare(v));
    case 'count':
      return (v) => orDash(formatCount(v));
    case 'score':
      return formatScore;
    case 'temperature':
      return formatDegrees;
    case 'carbon':
      return (v) =>
        v === null || v === undefined || !Number.isFinite(v) ? '—' : decimalFormat.format(v);
  }
}
