import {
  ASSETS_SCR_LABEL,
  COUNTERPARTY_BAND_LABELS,
  COUNTERPARTY_TITLE,
  type CounterpartyExposureRow,
  type CounterpartySummary,
} from '@prisme/domain';
import type ExcelJS from 'exceljs';
import { addFigures, addTable, AMOUNT, COUNT, SHARE, type Cell } from './workbook-kit';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;

/** The two figures the summary sheet shows beside the market SCR. */
export function counterpartyFigures(cp: CounterpartySummary): [string, Cell, string?][] {
  return [
    [COUNTERPARTY_TITLE, cp.scr, AMOUNT],
    [
      `${ASSETS_SCR_LABEL} — corrélation ${cp.assets.correlation} (directive, annexe IV)`,
      cp.assets.combined,
      AMOUNT,
    ],
  ];
}

/** « PD 0,05 % — Échelon de qualité de crédit (Art. 199(2)) » from a rule key. */
const ruleText = (rules: CounterpartySummary['reasons']['pd'], key: string) => {
  const rule = rules.find((r) => r.key === key);
  return rule ? `${rule.label} (${rule.article})` : key;
};

/**
 * The « Contrepartie » sheet (issue 42): the Art. 200-201 figures, the single names, the
 * kinds, every exposure with its LGD, PD, rules and Euler contribution, the lines of the
 * module's CICs left out and why, and the points not verified for 2027.
 */
export function addCounterpartySheet(
  workbook: Workbook,
  cp: CounterpartySummary,
  exposures: readonly CounterpartyExposureRow[],
): void {
  const sheet = workbook.addWorksheet('Contrepartie');
  sheet.columns = [{ width: 44 }, { width: 22 }, { width: 16 }, { width: 16 }];
  sheet.addRow([`${COUNTERPARTY_TITLE} — RD 2015/35, art. 189-202`]).font = {
    bold: true,
    size: 14,
  };
  addFigures(sheet, [
    ['SCR défaut, type 1 (art. 200)', cp.scr, AMOUNT],
    ['Somme des LGD', cp.totalLgd, AMOUNT],
    ['V inter (art. 201)', cp.varianceInter, AMOUNT],
    ['V intra (art. 201)', cp.varianceIntra, AMOUNT],
    ['σ = √V', cp.sigma, AMOUNT],
    ['σ / ΣLGD', cp.sigmaShare, SHARE],
    ['Formule retenue', COUNTERPARTY_BAND_LABELS[cp.band]],
    ['Expositions sans contrepartie renseignée', cp.withoutCounterparty, COUNT],
    [ASSETS_SCR_LABEL, cp.assets.combined, AMOUNT],
    ['dont SCR marché (contribution)', cp.assets.marketContribution, AMOUNT],
    ['dont contrepartie (contribution)', cp.assets.counterpartyContribution, AMOUNT],
    ['Effet de diversification marché / contrepartie', -cp.assets.diversification, AMOUNT],
  ]);
  sheet.addRow([
    'Le SCR des actifs n’est pas le BSCR : ni souscription, ni actifs incorporels, ni type 2.',
  ]);
  sheet.addRow([]);
  addTable(
    sheet,
    ['Nom (groupe ou contrepartie)', 'Expositions', 'Valeur', 'LGD', 'PD', 'Contribution'],
    cp.names.map((n) => [n.label, n.exposureCount, n.value, n.lgd, n.pd, n.contribution]),
    [undefined, COUNT, AMOUNT, AMOUNT, '0.000%', AMOUNT],
  );
  sheet.addRow([]);
  addTable(
    sheet,
    ['Nature', 'Expositions', 'Valeur', 'LGD', 'Contribution'],
    cp.byKind.map((k) => [k.label, k.exposureCount, k.value, k.lgd, k.contribution]),
    [undefined, COUNT, AMOUNT, AMOUNT, AMOUNT],
  );
  sheet.addRow([]);
  addTable(
    sheet,
    ['Code', 'Libellé', 'Portefeuille', 'Nom', 'Contrepartie', 'Valeur', 'Sûreté retenue', 'LGD', 'Règle LGD', 'PD', 'Règle PD', 'Contribution', 'Signalements'],
    exposures.map((e) => [
      e.code,
      e.label,
      e.portfolio,
      e.name,
      e.counterpartyName ?? e.counterparty,
      e.value,
      e.collateral,
      e.lgd,
      ruleText(cp.reasons.lgd, e.lgdRule),
      e.pd,
      ruleText(cp.reasons.pd, e.pdRule),
      e.contribution,
      e.flags.map((f) => ruleText(cp.reasons.flags, f)).join(' ; ') || null,
    ]),
    [undefined, undefined, undefined, undefined, undefined, AMOUNT, AMOUNT, AMOUNT, undefined, '0.000%', undefined, AMOUNT],
  ); // prettier-ignore
  if (cp.excluded.length) {
    sheet.addRow([]);
    addTable(
      sheet,
      ['Ligne hors type 1', 'Valeur', 'Motif'],
      cp.excluded.map((x) => [
        x.label ?? x.code,
        x.value,
        ruleText(cp.reasons.exclusions, x.reason),
      ]),
      [undefined, AMOUNT],
    );
  }
  if (cp.unverified.length) {
    sheet.addRow([]);
    addTable(
      sheet,
      ['Non vérifié pour 2027', 'Articles', 'Lecture retenue', 'Ce résultat en dépend'],
      cp.unverified.map((p) => [p.topic, p.articles, p.reading, p.affectsResult ? 'Oui' : 'Non']),
      [],
    );
  }
  sheet.commit();
}
