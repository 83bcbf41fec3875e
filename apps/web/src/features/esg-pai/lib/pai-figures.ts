import { PAI_EXCLUSION_LABELS, type PaiLineStatus } from '@prisme/domain';

export { formatPaiValue } from '../../../lib/format-pai';

/** A drill-down row's status in French. */
export const paiStatusLabel = (status: PaiLineStatus | string): string =>
  status === 'covered'
    ? 'Couvert'
    : (PAI_EXCLUSION_LABELS[status as keyof typeof PAI_EXCLUSION_LABELS] ?? status);

/** dd/mm/yyyy of an ISO date. */
export const frenchDay = (iso: string) => iso.split('-').reverse().join('/');
