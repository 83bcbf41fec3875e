import { categoryOf, cicSub } from './codes';
import type { QrtFinding, QrtFindingSeverity, QrtRow, QrtTable } from './report-model';
import { finding, isEmpty, kindOf, rowLabel, tableOf, textOf } from './validation-tables';
import type { QrtTableKind } from './validation-tables';

/**
 * EIOPA's business validation rules (BV; EV for the ECB add-ons) of taxonomy 2.10.0 that
 * concern the asset templates' data (issue 36 §6). Each rule names its EIOPA id; its
 * expression is written as a predicate on one row, given the row's CIC and the rows it
 * joins to (an asset's positions, a position's asset or instrument). The expressions are
 * our reading of the rules as the issue, the LOG (ITS 2023/894 Annex II) and EIOPA's Q&As
 * state them (Q&A 205, 535, 1943): the taxonomy's validation file was not at hand; the
 * rules left out and why are in docs/decisions/qrt/0133-regles-validation-eiopa.md.
 */

/** What a rule sees of a row besides its cells. */
export interface RuleRow {
  readonly row: QrtRow;
  /** The row's CIC: its own (.02 tables) or its asset's / instrument's (.01 tables). */
  readonly cic: string | null;
  /** The positions (.01 rows) of an asset or instrument row, by C0040. */
  readonly positions: readonly QrtRow[];
}

export interface BusinessRule {
  /** EIOPA's id, e.g. `BV6-1`. */
  readonly id: string;
  readonly table: QrtTableKind;
  /** The cell a failure points at. */
  readonly column: string;
  readonly severity: QrtFindingSeverity;
  /** What the rule requires, in French (the « Contrôles » sheet's description). */
  readonly description: string;
  /** The rule applies to the row. */
  readonly applies: (at: RuleRow) => boolean;
  /** The row meets the rule (only asked when it applies). */
  readonly holds: (at: RuleRow) => boolean;
  /** Why it fails, in French, after « table, ligne n, colonne : ». */
  readonly reason: (at: RuleRow) => string;
}

const sub = (at: RuleRow) => cicSub(at.cic);
const category = (at: RuleRow) => categoryOf(at.cic);
const empty = (column: string) => (at: RuleRow) => isEmpty(at.row[column]);
const filled = (column: string) => (at: RuleRow) => !isEmpty(at.row[column]);

/** Swap legs of S.08.01 C0140 (deliver fixed / receive floating …), §3.4. */
export const SWAP_LEGS = ['FX-FL', 'FX-FX', 'FL-FX', 'FL-FL'];

export const BUSINESS_RULES: readonly BusinessRule[] = [
  {
    // {S.06.02.01.02, c0270} empty for CIC ##71, ##75, ##95 (LOG C0270 « not applicable
    // for CIC 71, 75 and 95 », Q&A 205).
    id: 'BV6-1',
    table: 'S.06.02.02',
    column: 'C0270',
    severity: 'blocking',
    description:
      'Pas de pays de l’émetteur (C0270) pour la caisse (71), les dépôts aux cédantes (75) et les biens d’exploitation (95)',
    applies: (at) => ['71', '75', '95'].includes(sub(at)),
    holds: empty('C0270'),
    reason: (at) =>
      `le pays de l’émetteur ne se déclare pas pour un actif de CIC ${at.cic} (« ${textOf(at.row, 'C0270')} » trouvé)`,
  },
  {
    // {S.06.02.01.02, c0280} empty for CIC ##75, ##95 (issue 36; Q&A 535 names BV237 among
    // the rules that empty a cell by CIC).
    id: 'BV237-1',
    table: 'S.06.02.02',
    column: 'C0280',
    severity: 'blocking',
    description:
      'Pas de devise (C0280) pour les dépôts aux cédantes (75) et les biens d’exploitation (95)',
    applies: (at) => ['75', '95'].includes(sub(at)),
    holds: empty('C0280'),
    reason: (at) =>
      `la devise ne se déclare pas pour un actif de CIC ${at.cic} (« ${textOf(at.row, 'C0280')} » trouvé)`,
  },
  {
    // CIC ##7#, ##8# with a par amount (C0140 of a position) → C0380 reported.
    id: 'BV781-5',
    table: 'S.06.02.02',
    column: 'C0380',
    severity: 'blocking',
    description:
      'Prix en pourcentage du pair (C0380) pour les dépôts et prêts déclarés avec un montant au pair (C0140)',
    applies: (at) =>
      (category(at) === '7' || category(at) === '8') && at.positions.some((p) => !isEmpty(p.C0140)),
    holds: filled('C0380'),
    reason: (at) =>
      `un dépôt ou un prêt (CIC ${at.cic}) déclaré avec un montant au pair (C0140) doit avoir son prix en pourcentage du pair`,
  },
  {
    // CIC ##3#, ##4# → C0310 reported (Q&A 1943).
    id: 'BV955-5',
    table: 'S.06.02.02',
    column: 'C0310',
    severity: 'blocking',
    description:
      'Détention dans des entreprises liées, y compris participations (C0310), pour les actions (3) et OPC (4)',
    applies: (at) => category(at) === '3' || category(at) === '4',
    holds: filled('C0310'),
    reason: (at) =>
      `une action ou un OPC (CIC ${at.cic}) doit dire s’il s’agit d’une participation`,
  },
  {
    // C0310 empty for CIC other than ##3#, ##4#, ##09 (Q&A 1943).
    id: 'BV786',
    table: 'S.06.02.02',
    column: 'C0310',
    severity: 'blocking',
    description:
      'Pas de C0310 (participations) hors actions (3), OPC (4) et autres placements (09)',
    applies: (at) =>
      category(at) !== null && category(at) !== '3' && category(at) !== '4' && sub(at) !== '09',
    holds: empty('C0310'),
    reason: (at) => `C0310 ne se déclare pas pour un actif de CIC ${at.cic}`,
  },
  {
    // CIC ##4# → C0292 reported.
    id: 'BV1069-4',
    table: 'S.06.02.02',
    column: 'C0292',
    severity: 'blocking',
    description: 'Approche de calcul du SCR des OPC (C0292) pour chaque OPC (4)',
    applies: (at) => category(at) === '4',
    holds: filled('C0292'),
    reason: (at) =>
      `un OPC (CIC ${at.cic}) doit déclarer l’approche de calcul de son SCR (transparisation, regroupement, action de type 2)`,
  },
  {
    // ECB add-on: {SE.06.02.16.02, ec0231} reported for securities and loans (CIC 1-6, 8):
    // loans without an issuer are households' (S.14).
    id: 'EV52-2',
    table: 'S.06.02.02',
    column: 'EC0231',
    severity: 'blocking',
    description:
      'Secteur SEC 2010 de l’émetteur (EC0231) pour les titres et les prêts (CIC 1 à 6, 8)',
    applies: (at) => '1234568'.includes(category(at) ?? '-'),
    holds: filled('EC0231'),
    reason: (at) =>
      `le secteur SEC 2010 de l’émetteur manque pour un actif de CIC ${at.cic} (code NACE de l’émetteur absent du référentiel)`,
  },
  {
    // {S.08.01.01.01, c0190} reported for credit derivatives (CIC ##F#).
    id: 'BV800-2',
    table: 'S.08.01.01',
    column: 'C0190',
    severity: 'blocking',
    description: 'Perte maximale en cas de dénouement (C0190) pour les dérivés de crédit (F)',
    applies: (at) => category(at) === 'F',
    holds: filled('C0190'),
    reason: (at) =>
      `un dérivé de crédit (CIC ${at.cic}) doit déclarer sa perte maximale en cas de dénouement`,
  },
  {
    // C0140 of a swap (##D#) is one of its legs' members, L / S for the others.
    id: 'BV803-2',
    table: 'S.08.01.01',
    column: 'C0140',
    severity: 'blocking',
    description:
      'Acheteur / vendeur (C0140) : jambes FX-FL, FX-FX, FL-FX ou FL-FL pour un swap (D), L ou S pour les autres dérivés',
    applies: (at) => category(at) !== null,
    holds: (at) => {
      const side = textOf(at.row, 'C0140');
      return category(at) === 'D' ? SWAP_LEGS.includes(side ?? '') : side === 'L' || side === 'S';
    },
    reason: (at) =>
      category(at) === 'D'
        ? `un swap (CIC ${at.cic}) déclare ses jambes (FX-FL, FX-FX, FL-FX, FL-FL) : le référentiel ne les donne pas`
        : `un dérivé de CIC ${at.cic} se déclare L (acheteur) ou S (vendeur)`,
  },
  {
    // {S.08.01.01.02, swap delivered currency} reported for swaps (##D#).
    id: 'BV994',
    table: 'S.08.01.02',
    column: 'C0450',
    severity: 'blocking',
    description: 'Devise livrée du swap (C0450) pour chaque swap (D)',
    applies: (at) => category(at) === 'D',
    holds: filled('C0450'),
    reason: (at) =>
      `un swap (CIC ${at.cic}) déclare la devise qu’il livre : le référentiel ne donne pas les devises de ses jambes`,
  },
  {
    // {S.08.01.01.02, swap received currency} reported for swaps (##D#).
    id: 'BV995',
    table: 'S.08.01.02',
    column: 'C0460',
    severity: 'blocking',
    description: 'Devise reçue du swap (C0460) pour chaque swap (D)',
    applies: (at) => category(at) === 'D',
    holds: filled('C0460'),
    reason: (at) =>
      `un swap (CIC ${at.cic}) déclare la devise qu’il reçoit : le référentiel ne donne pas les devises de ses jambes`,
  },
];

/** The description of a rule by its id (the « Contrôles » sheet). */
export const businessRuleDescription = (id: string): string | undefined =>
  BUSINESS_RULES.find((rule) => rule.id === id)?.description;

/** Every row of a table as a rule sees it. */
function ruleRows(tables: readonly QrtTable[], table: QrtTable): RuleRow[] {
  const kind = kindOf(table.code);
  const byId = (t: QrtTable | undefined, column: string) =>
    new Map((t?.rows ?? []).map((r) => [textOf(r, 'C0040'), textOf(r, column)]));
  const positionsOf = (t: QrtTable | undefined) => {
    const out = new Map<string | null, QrtRow[]>();
    for (const r of t?.rows ?? []) {
      const id = textOf(r, 'C0040');
      const list = out.get(id);
      if (list) list.push(r);
      else out.set(id, [r]);
    }
    return out;
  };
  if (kind === 'S.06.02.02' || kind === 'S.08.01.02') {
    const cicColumn = kind === 'S.06.02.02' ? 'C0290' : 'C0380';
    const positions = positionsOf(
      tableOf(tables, kind === 'S.06.02.02' ? 'S.06.02.01' : 'S.08.01.01'),
    );
    return table.rows.map((row) => ({
      row,
      cic: textOf(row, cicColumn),
      positions: positions.get(textOf(row, 'C0040')) ?? [],
    }));
  }
  const cics =
    kind === 'S.06.02.01'
      ? byId(tableOf(tables, 'S.06.02.02'), 'C0290')
      : byId(tableOf(tables, 'S.08.01.02'), 'C0380');
  return table.rows.map((row) => ({
    row,
    cic: cics.get(textOf(row, 'C0040')) ?? null,
    positions: [],
  }));
}

/** Check BUSINESS_RULE: every rule of BUSINESS_RULES on every row it applies to. */
export function checkBusinessRules(
  tables: readonly QrtTable[],
  rules: readonly BusinessRule[] = BUSINESS_RULES,
): QrtFinding[] {
  const findings: QrtFinding[] = [];
  for (const table of tables) {
    const kind = kindOf(table.code);
    const mine = rules.filter((rule) => rule.table === kind);
    if (mine.length === 0) continue;
    const present = new Set(table.columns.map((c) => c.code));
    ruleRows(tables, table).forEach((at, rowIndex) => {
      for (const rule of mine) {
        if (!present.has(rule.column) || !rule.applies(at) || rule.holds(at)) continue;
        findings.push({
          ...finding(
            'BUSINESS_RULE',
            table,
            rowIndex,
            rule.column,
            at.row[rule.column] ?? null,
            `${table.code}, ${rowLabel(rowIndex)}, ${rule.column} : ${rule.reason(at)} (règle EIOPA ${rule.id}).`,
          ),
          rule: rule.id,
          severity: rule.severity,
        });
      }
    });
  }
  return findings;
}
