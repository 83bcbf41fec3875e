import { IMPORT_KINDS, isAdminOnlyKind, type ImportKind } from '@prisme/domain';

/** The file types the server reads. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.txt', '.xlsx'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');
export const FORMAT_MESSAGE =
  'Format non pris en charge : choisissez un fichier .csv, .txt ou .xlsx.';

export function isAcceptedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * Only admins upload reference data and a client's portfolio structure; a user only sends
 * inventories of their client.
 */
export function kindsFor(isAdmin: boolean): ImportKind[] {
  return isAdmin ? [...IMPORT_KINDS] : IMPORT_KINDS.filter((kind) => !isAdminOnlyKind(kind));
}

/** "12,5 ko", "3,2 Mo": the size as the file chooser of a French system shows it. */
export function formatFileSize(bytes: number): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'o');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'ko');
  return format(bytes / (1024 * 1024), 'Mo');
}

/** French plural: 0 and 1 take the singular. */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  Math.abs(count) < 2 ? singular : pluralForm;
