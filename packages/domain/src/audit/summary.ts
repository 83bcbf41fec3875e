/**
 * One French line saying what an audit row changed, for the journal's grid and workbook:
 * the row's own values carry the detail (old and new), this only names it.
 */

type Values = Record<string, unknown> | null;

const asObject = (value: unknown): Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** The operations of a simulation row (values.operation), in French. */
export const SIMULATION_OPERATION_LABELS: Record<string, string> = {
  creation: 'Création de la simulation',
  quantity: 'Quantité modifiée',
  sale: 'Position vendue',
  removal: 'Position achetée retirée',
  purchase: 'Achat',
  cash: 'Espèces modifiées',
};

function simulationSummary(before: Values, after: Values): string {
  const operation = text(after?.['operation']) ?? text(before?.['operation']) ?? '';
  const label = SIMULATION_OPERATION_LABELS[operation] ?? 'Simulation modifiée';
  const position = asObject(after?.['position']) ?? asObject(before?.['position']);
  const cash = asObject(after?.['cash']) ?? asObject(before?.['cash']);
  if (position) return `${label} : ${String(position['securityCode'] ?? '')}`.trim();
  if (cash) return `${label} : ${String(cash['currency'] ?? '')}`.trim();
  return label;
}

function importSummary(after: Values): string {
  const file = asObject(after?.['import']);
  if (!file) return 'Intégration de fichier';
  const lines =
    typeof file['lineCount'] === 'number' ? `, ${plural(file['lineCount'], 'ligne')}` : '';
  return `${String(file['category'] ?? '')} « ${String(file['fileName'] ?? '')} » : ${String(file['outcome'] ?? '')}${lines}`;
}

function namedChange(
  before: Values,
  after: Values,
  key: string,
  noun: string,
  feminine: boolean,
): string {
  const e = feminine ? 'e' : '';
  const old = asObject(before?.[key]);
  const next = asObject(after?.[key]);
  const name = (v: Values) => text(v?.['name']) ?? text(v?.['code']) ?? '';
  if (!old && next) return `${noun} créé${e} : ${name(next)}`;
  if (old && !next) return `${noun} supprimé${e} : ${name(old)}`;
  return `${noun} modifié${e} : ${name(next)}`;
}

/** The levels of the client structure an audit row may name (group 'structure'). */
const STRUCTURE_LEVELS = [
  { key: 'client', noun: 'Client' },
  { key: 'portfolio', noun: 'Portefeuille' },
  { key: 'compartment', noun: 'Compartiment' },
] as const;

/** « Portefeuille désactivé : P1 », « Compartiment créé : P1 / GEN »… */
function structureSummary(before: Values, after: Values): string {
  const level = STRUCTURE_LEVELS.find(
    ({ key }) => asObject(before?.[key]) ?? asObject(after?.[key]),
  );
  if (!level) return 'Clients et portefeuilles';
  const old = asObject(before?.[level.key]);
  const next = asObject(after?.[level.key]);
  const item = (next ?? old)!;
  const name = [text(item['portfolio']), text(item['code'])].filter(Boolean).join(' / ');
  const change = !old
    ? 'créé'
    : !next
      ? 'supprimé'
      : old['active'] !== next['active']
        ? next['active']
          ? 'réactivé'
          : 'désactivé'
        : 'modifié';
  return `${level.noun} ${change} : ${name}`;
}

/** Counts the fields (top level) whose value differs. */
function changedFields(before: unknown, after: unknown): number {
  const a = asObject(before) ?? {};
  const b = asObject(after) ?? {};
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  let n = 0;
  for (const key of keys) if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) n++;
  return n;
}

export function auditSummary(entry: {
  group: string;
  oldValues: unknown;
  newValues: unknown;
}): string {
  const before = asObject(entry.oldValues);
  const after = asObject(entry.newValues);
  switch (entry.group) {
    case 'simulations':
      return simulationSummary(before, after);
    case 'imports':
      return importSummary(after);
    case 'archives':
      return namedChange(before, after, 'archive', 'Sauvegarde', true);
    case 'liquidityScenarios':
      return namedChange(before, after, 'scenario', 'Scénario', false);
    case 'structure':
      return structureSummary(before, after);
    case 'users':
      return `Compte modifié : ${text(after?.['displayName']) ?? text(before?.['displayName']) ?? ''}`;
  }
  if (Array.isArray(entry.oldValues) || Array.isArray(entry.newValues)) {
    const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
    return `Liste enregistrée : ${plural(count(entry.oldValues), 'entrée')} → ${plural(count(entry.newValues), 'entrée')}`;
  }
  const n = changedFields(entry.oldValues, entry.newValues);
  return n === 0
    ? 'Enregistré sans changement'
    : `${plural(n, 'valeur')} modifiée${n > 1 ? 's' : ''}`;
}
