/** Warnings of a run, counted by kind, worded in French for the user. */
const MESSAGES = {
  noDuration: 'Lignes sensibles aux taux sans duration modifiée (aucune sensibilité retenue)',
  noCurve: 'Lignes sans courbe de taux (ni dans leur devise ni dans la devise de référence)',
  curveFallback: 'Devises sans courbe propre (courbe de la devise de référence utilisée)',
  unknownCic: 'Lignes sans CIC valide (traitées en actions de type 2, Art. 168(3))',
  derivative: 'Dérivés (CIC A-F) non revalorisés sous les chocs',
  transitionalNoDate: 'Mesure transitoire demandée sans date de valorisation (non appliquée)',
  noFxRate: 'Devises étrangères sans cours de change',
  nonSeniorStsBeyond5: 'Titrisations STS non senior de duration > 5 ans (facteur non confirmé)',
  convertibleNoDelta:
    'Convertibles sans delta (champ TPT 93) : risque actions de l’option de conversion non chargé',
  irTie: 'Scénarios de taux hausse et baisse égaux (A = 0 retenu, Art. 164)',
  saOutsideCorridor:
    'Ajustement symétrique hors du corridor du jeu de règles (Art. 172(4)) : ramené à la borne',
  alphaPhaseInNoDate:
    'Progressivité de α demandée sans date de valorisation : valeur de la première année (2027)',
  defaultedNotLoan:
    'Lignes marquées en défaut ou restructurées qui ne sont pas des prêts : laissées dans le risque de spread (Art. 176(1))',
} as const;
export type WarningKind = keyof typeof MESSAGES;

export class Warnings {
  private readonly counts = new Map<WarningKind, { count: number; details: Set<string> }>();

  /** `times` lines of this kind (a row's lines, classify.ts). */
  add(kind: WarningKind, detail?: string, times = 1): void {
    if (times <= 0) return;
    let entry = this.counts.get(kind);
    if (!entry) this.counts.set(kind, (entry = { count: 0, details: new Set() }));
    entry.count += times;
    if (detail !== undefined && entry.details.size < 20) entry.details.add(detail);
  }

  list(): string[] {
    return [...this.counts].map(([kind, { count, details }]) => {
      const suffix = details.size > 0 ? ` : ${[...details].join(', ')}` : '';
      return `${MESSAGES[kind]} — ${count}${suffix}`;
    });
  }
}
