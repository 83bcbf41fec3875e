import { paiFigureFormat, type PaiFigureDefinition } from '@prisme/domain';
import { formatCount, formatQuantity, formatShare } from './format';

/** A PAI figure's value as shown: a share in %, a count, else up to 4 decimals (fr-FR). */
export function formatPaiValue(
  figure: Pick<PaiFigureDefinition, 'key' | 'unit'>,
  value: number | null | undefined,
): string {
  const format = paiFigureFormat(figure);
  if (format === 'share') return formatShare(value);
  return format === 'count' ? formatCount(value) : formatQuantity(value);
}
