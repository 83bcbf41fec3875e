import {
  ESG_CARBON_METRICS,
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
  ESG_SCOPE_LABELS,
  ESG_TIME_FRAME_LABELS,
  type EsgResult,
} from '@prisme/domain';
import { compare, type Better, type Compared } from '../../../components/comparison/compare';

/** The ESG figures of the base perimeter beside the simulation's (issue 17 §4). */

/** How a figure is written: a 0–10 score, a share, a carbon figure, degrees. */
export type EsgFigureUnit = 'score' | 'share' | 'metric' | 'temperature';

export interface EsgComparedRow extends Compared {
  key: string;
  label: string;
  unit: EsgFigureUnit;
  /** Which way the figure improves; its difference is coloured accordingly. */
  better: Better;
  /** The unit in words, for the carbon metrics. */
  detail?: string;
}

/** The temperature the headline figures show: mid term, scopes 1 and 2, WATS. */
export const HEADLINE_TEMPERATURE = { frame: 'mid', scope: 'S1S2', method: 'WATS' } as const;

const temperatureOf = (result: EsgResult, frame: string, scope: string, method: string) =>
  result.temperature[frame]?.[scope]?.[method]?.score ?? null;

/**
 * The headline indicators: score and pillars (higher is better), coverage, the share of
 * forced ratings (no direction: a choice of the user), the carbon metrics and the
 * temperature (lower is better). The temperature only where either side has one.
 */
export function esgComparisonRows(base: EsgResult, simulated: EsgResult): EsgComparedRow[] {
  const { frame, scope, method } = HEADLINE_TEMPERATURE;
  const rows: EsgComparedRow[] = [
    {
      key: 'score',
      label: 'Score ESG du portefeuille',
      unit: 'score',
      better: 'higher',
      ...compare(base.portfolio.score, simulated.portfolio.score),
    },
    ...ESG_PILLARS.map((pillar): EsgComparedRow => ({
      key: `pillar-${pillar}`,
      label: `Pilier ${ESG_PILLAR_LABELS[pillar]}`,
      unit: 'score',
      better: 'higher',
      ...compare(base.pillars[pillar], simulated.pillars[pillar]),
    })),
    {
      key: 'coverage',
      label: 'Couverture',
      unit: 'share',
      better: 'higher',
      ...compare(base.portfolio.coverage, simulated.portfolio.coverage),
    },
    {
      key: 'forced',
      label: 'Part des notations forcées',
      unit: 'share',
      better: 'none',
      ...compare(base.forcedShare, simulated.forcedShare),
    },
    ...ESG_CARBON_METRICS.map((metric): EsgComparedRow => ({
      key: metric.key,
      label: metric.label,
      unit: 'metric',
      better: 'lower',
      detail: metric.unit,
      ...compare(base.carbon[metric.key].value, simulated.carbon[metric.key].value),
    })),
  ];
  const temperature = compare(
    temperatureOf(base, frame, scope, method),
    temperatureOf(simulated, frame, scope, method),
  );
  if (temperature.base !== null || temperature.simulated !== null) {
    rows.push({
      key: 'temperature',
      label: 'Température implicite (moyen terme, scopes 1 et 2, WATS)',
      unit: 'temperature',
      better: 'lower',
      ...temperature,
    });
  }
  return rows;
}

/**
 * The portfolio's temperature for one method in every time frame and scope either side
 * has, in the reference order of the labels.
 */
export function temperatureComparisonRows(
  base: EsgResult,
  simulated: EsgResult,
  method: string = HEADLINE_TEMPERATURE.method,
): EsgComparedRow[] {
  return Object.entries(ESG_TIME_FRAME_LABELS).flatMap(([frame, frameLabel]) =>
    Object.entries(ESG_SCOPE_LABELS).flatMap(([scope, scopeLabel]): EsgComparedRow[] => {
      const figures = compare(
        temperatureOf(base, frame, scope, method),
        temperatureOf(simulated, frame, scope, method),
      );
      if (figures.base === null && figures.simulated === null) return [];
      return [
        {
          key: `${frame}-${scope}`,
          label: `${frameLabel} · ${scopeLabel}`,
          unit: 'temperature',
          better: 'lower',
          ...figures,
        },
      ];
    }),
  );
}
