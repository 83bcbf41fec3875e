/**
 * A readable difference of an audit row's values (issue 20 §6): the leaves that changed,
 * each with its path (« rights.esg », « position.quantity », « [3].code »), before and
 * after. An object that appears or goes lists its leaves as added or removed; the entries
 * of lists are matched by their content, so an entry inserted in the middle reads as one
 * added entry, not as every later one changed.
 */
export type DiffChange = 'added' | 'removed' | 'changed';

export interface DiffLine {
  path: string;
  change: DiffChange;
  before?: unknown;
  after?: unknown;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** JSON with the keys of every object sorted: the same content gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlain(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const at = (path: string, index: number) => `${path}[${index}]`;

/** Every leaf of a value, with its path: what appears or goes. */
function leaves(value: unknown, path: string, change: 'added' | 'removed'): DiffLine[] {
  const side = (leaf: unknown) => (change === 'added' ? { after: leaf } : { before: leaf });
  if (isPlain(value) && Object.keys(value).length > 0)
    return Object.keys(value).flatMap((key) => leaves(value[key], join(path, key), change));
  if (Array.isArray(value) && value.length > 0)
    return value.flatMap((item, index) => leaves(item, at(path, index), change));
  return [{ path: path || '(valeur)', change, ...side(value) }];
}

function arrayDiff(before: unknown[], after: unknown[], path: string): DiffLine[] {
  const keys = (list: unknown[]) => list.map(canonicalJson);
  const beforeKeys = keys(before);
  const afterKeys = keys(after);
  // The entries kept on both sides (as many times as both hold them) are not listed.
  const left = new Map<string, number>();
  for (const key of afterKeys) left.set(key, (left.get(key) ?? 0) + 1);
  const removed: number[] = [];
  beforeKeys.forEach((key, index) => {
    const n = left.get(key) ?? 0;
    if (n > 0) left.set(key, n - 1);
    else removed.push(index);
  });
  const right = new Map<string, number>();
  for (const key of beforeKeys) right.set(key, (right.get(key) ?? 0) + 1);
  const added: number[] = [];
  afterKeys.forEach((key, index) => {
    const n = right.get(key) ?? 0;
    if (n > 0) right.set(key, n - 1);
    else added.push(index);
  });
  // Lists of plain values of equal length that differ at the same places: changed in place.
  if (
    before.length === after.length &&
    removed.length === added.length &&
    removed.every((index, i) => index === added[i]) &&
    removed.every((index) => !isPlain(before[index]) && !isPlain(after[index]))
  )
    return removed.map((index) => ({
      path: at(path, index),
      change: 'changed' as const,
      before: before[index],
      after: after[index],
    }));
  return [
    ...removed.flatMap((index) => leaves(before[index], at(path, index), 'removed')),
    ...added.flatMap((index) => leaves(after[index], at(path, index), 'added')),
  ];
}

export function jsonDiff(before: unknown, after: unknown, path = ''): DiffLine[] {
  if (canonicalJson(before) === canonicalJson(after)) return [];
  if (isPlain(before) && isPlain(after)) {
    const keys = [...Object.keys(before)];
    for (const key of Object.keys(after)) if (!(key in before)) keys.push(key);
    return keys.flatMap((key) => jsonDiff(before[key], after[key], join(path, key)));
  }
  if (Array.isArray(before) && Array.isArray(after)) return arrayDiff(before, after, path);
  const nothing = (value: unknown) =>
    value === undefined || value === null || (Array.isArray(value) && value.length === 0);
  if (nothing(before) && (isPlain(after) || Array.isArray(after)))
    return leaves(after, path, 'added');
  if (nothing(after) && (isPlain(before) || Array.isArray(before)))
    return leaves(before, path, 'removed');
  if (before === undefined) return [{ path: path || '(valeur)', change: 'added', after }];
  if (after === undefined) return [{ path: path || '(valeur)', change: 'removed', before }];
  return [{ path: path || '(valeur)', change: 'changed', before, after }];
}

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 10 });

/** A value of the diff as read: Oui/Non, French numbers, « (vide) » for null. */
export function formatDiffValue(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '(vide)';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return numberFormat.format(value).replace(/\u202f/g, ' ');
  if (typeof value === 'string') return value === '' ? '(texte vide)' : value;
  return JSON.stringify(value);
}
