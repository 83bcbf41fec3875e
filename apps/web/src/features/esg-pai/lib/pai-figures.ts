import {
  PAI_EXCLUSION_LABELS,
  paiFigureFormat,
  type PaiFigureDefinition,
  type PaiLineStatus,
} from '@prisme/domain';
import { formatCount, formatQuantity, formatShare } from '../../../lib/format';

/** A figure's value as the statement shows it: a share in %, a count, else up to 4 decimals. */
export function formatPaiValue(
  figure: Pick<PaiFigureDefinition, 'key' | 'unit'>,
  value: number | null | undefined,
): string {
  const format = paiFigureFormat(figure);
  if (format === 'share') return formatShare(value);
  return format === 'count' ? formatCount(value) : formatQuantity(value);
}

/** A drill-down row's status in French. */
export const paiStatusLabel = (status: PaiLineStatus | string): string =>
  status === 'covered'
    ? 'Couvert'
    : (PAI_EXCLUSION_LABELS[status as keyof typeof PAI_EXCLUSION_LABELS] ?? status);

/** dd/mm/yyyy of an ISO date. */
export const frenchDay = (iso: string) => iso.split('-').reverse().join('/');
