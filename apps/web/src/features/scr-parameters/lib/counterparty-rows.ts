import type { ScrRegulatoryTables } from '@prisme/domain';
import { formatShare } from '../../../lib/format';
import type { RuleSetRow } from './rule-set-tables';

const pd = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 0,
  maximumFractionDigits: 3,
});
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const cp = (t: ScrRegulatoryTables) => t.counterpartyDefault;

/** The counterparty default figures of each set (issue 42; Art. 189-202, Annex IV). */
export const COUNTERPARTY_ROWS: RuleSetRow[] = [
  {
    key: 'cp-pd-cqs',
    label: 'Contrepartie : PD par échelon 0 à 6 (Art. 199(2))',
    value: (t) =>
      cp(t)
        .pdByCqs.map((p) => pd.format(p))
        .join(' ; '),
    source: 'counterpartyDefault.pdByCqs',
  },
  {
    key: 'cp-pd-unrated',
    label: 'Contrepartie : PD d’un établissement de crédit non noté / autre (Art. 199(7), (9))',
    value: (t) => `${pd.format(cp(t).pdCreditInstitution)} / ${pd.format(cp(t).pdOther)}`,
    source: 'counterpartyDefault.pdCreditInstitution',
  },
  {
    key: 'cp-lgd-derivative',
    label: 'Contrepartie : LGD d’un dérivé (Art. 192(3), 197(7))',
    value: (t) =>
      `max(${formatShare(cp(t).derivativeLgdFactor)} × (valeur + RM) − ${formatShare(cp(t).collateralFactor)} × sûreté ; 0)`,
    source: 'counterpartyDefault.derivativeLgdFactor',
  },
  {
    key: 'cp-thresholds',
    label: 'Contrepartie : SCR_def,1 (Art. 200)',
    value: (t) =>
      `${cp(t).lowMultiple} σ jusqu’à ${formatShare(cp(t).lowShare)} de ΣLGD, ${cp(t).highMultiple} σ jusqu’à ${formatShare(cp(t).highShare)}, ΣLGD au-delà`,
    source: 'counterpartyDefault.thresholds',
  },
  {
    key: 'cp-correlation',
    label: 'Corrélation marché / défaut (directive, annexe IV)',
    value: (t) => decimal.format(cp(t).marketCorrelation),
    source: 'counterpartyDefault.marketCorrelation',
  },
];
