import { frenchCount, RULE_SET_SHORT_LABELS, type RuleSetId } from '@prisme/domain';
import type { ScrStep } from '@prisme/engine';
import type { ProgressReporter } from '../../jobs/progress';

/** A count as users read it: « 38 874 ». */
const count = (n: number) => n.toLocaleString('fr-FR');

/** Each step of the SCR pipeline as the progress line names it. */
const SCR_STEP_LABELS: Record<ScrStep, string> = {
  classification: 'Lignes classées par sous-module',
  interestRate: 'Risque de taux calculé',
  equity: 'Risque actions calculé',
  property: 'Risque immobilier calculé',
  spread: 'Risque de spread calculé',
  concentration: 'Risque de concentration calculé',
  currency: 'Risque de change calculé',
  allocation: 'SCR réparti sur les lignes',
};

/** What a computation's worker tells the main thread while it runs (computation.worker.ts). */
export type WorkerProgressMessage =
  | { kind: 'lookthrough'; done: number; total: number }
  | { kind: 'summary'; lines: number }
  | {
      kind: 'scr';
      step: ScrStep;
      rank: number;
      steps: number;
      ruleSet: RuleSetId;
      /** The set computed beside the main one for « Impact 2027 ». */
      beside: boolean;
    }
  | { kind: 'esg'; companies: number }
  | { kind: 'liquidity'; securities: number; scenarios: number };

/**
 * The plan of a computation's progress bar: each phase owns a band of percent, and each
 * moves within its band as its own figures move (spec §9 gives no pace; issue 14 asks
 * for real progress at least every second). The bands follow where the time goes on a
 * million lines (bench:lookthrough, bench:scr): reading the data, then storing the lines,
 * weigh most; the engines a second or two each.
 *
 *   loading 2–19 · look-through 20–28 · summary 29 · SCR 30–35 (with « Impact 2027 »: its
 *   rule set 30–33, the other 33–35) · lines 35–75 (98 without SCR) · SCR contributions
 *   75–98 · done 100
 */
export function computationProgress(
  reporter: ProgressReporter,
  withScr: boolean,
  withImpact = false,
) {
  let loadSteps = 0;
  const linesBand: [number, number] = [35, withScr ? 75 : 98];
  const within = ([from, to]: [number, number], done: number, total: number) =>
    from + (to - from) * (total > 0 ? Math.min(1, done / total) : 1);
  return {
    started: () => reporter.report('loading', 2, 'Lecture du périmètre'),
    /** A step of loading the input (engine-input.ts), its French account. */
    loaded(detail: string) {
      loadSteps += 1;
      reporter.report('loading', Math.min(18, 2 + 2 * loadSteps), detail);
    },
    settingsLoaded: () => reporter.report('loading', 19, 'Paramètres et courbes du SCR lus'),
    fromWorker(message: WorkerProgressMessage) {
      switch (message.kind) {
        case 'lookthrough':
          return reporter.report(
            'lookthrough',
            within([20, 28], message.done, message.total),
            `${frenchCount(message.done, 'position transparisée', 'positions transparisées')} sur ${count(message.total)}`,
          );
        case 'summary':
          return reporter.report(
            'summarising',
            29,
            `${frenchCount(message.lines, 'ligne', 'lignes')} de transparisation, indicateurs calculés`,
          );
        case 'esg':
          return reporter.report(
            'computing',
            35,
            `Analyse ESG calculée : ${frenchCount(message.companies, 'entreprise', 'entreprises')} pour la température`,
          );
        case 'liquidity':
          return reporter.report(
            'computing',
            35,
            `Risque de liquidité calculé : ${frenchCount(message.securities, 'titre', 'titres')}, ${frenchCount(message.scenarios, 'scénario', 'scénarios')}`,
          );
        case 'scr': {
          const band: [number, number] = !withImpact
            ? [30, 35]
            : message.beside
              ? [33, 35]
              : [30, 33];
          const rules = withImpact ? `${RULE_SET_SHORT_LABELS[message.ruleSet]} — ` : '';
          return reporter.report(
            'computing',
            within(band, message.rank, message.steps),
            `${rules}${SCR_STEP_LABELS[message.step]} (${message.rank}/${message.steps})`,
          );
        }
      }
    },
    /** Look-through lines written so far, of `total`. */
    linesStored: (done: number, total: number) =>
      reporter.report(
        'storing',
        within(linesBand, done, total),
        `${frenchCount(done, 'ligne enregistrée', 'lignes enregistrées')} sur ${count(total)}`,
      ),
    /** SCR contributions of the lines written so far, of `total`. */
    scrLinesStored: (done: number, total: number) =>
      reporter.report(
        'storing',
        within([75, 98], done, total),
        `${frenchCount(done, 'contribution SCR enregistrée', 'contributions SCR enregistrées')} sur ${count(total)}`,
      ),
    done: (lines: number) =>
      reporter.report(
        'done',
        100,
        frenchCount(
          lines,
          'ligne de transparisation enregistrée',
          'lignes de transparisation enregistrées',
        ),
      ),
    failed: () => reporter.report('failed', 100),
    cancelled: () => reporter.report('cancelled', 100),
  };
}

export type ComputationProgress = ReturnType<typeof computationProgress>;
