import type { PiecewiseLinear, SpreadCurve, SpreadTable } from '../table-types';

/** Helpers to write the tables as data, and the Art. 176(3) tables of each reading. */
export const pl = (x: readonly number[], y: readonly number[]): PiecewiseLinear => ({ x, y });
/** Linear in duration from 0, capped at 100 %: a_k = b · lower_k. */
export const linear = (b: number): SpreadCurve =>
  [0, 5, 10, 15, 20].map((lower) => ({ a: b * lower, b }));
/** Buckets ≤5 (b only), (5,10], (10,15], (15,20], >20 given as [a, b] pairs. */
export const curve = (b0: number, ...rest: [number, number][]): SpreadCurve => [
  { a: 0, b: b0 },
  ...rest.map(([a, b]) => ({ a, b })),
];

/** Art. 176(3), OJ L 12 of 17.1.2015 [L] (reference §5.1): the text before 2016/467. */
export const SPREAD_BONDS_2015: SpreadTable = [
  curve(0.009, [0.045, 0.005], [0.07, 0.005], [0.095, 0.005], [0.12, 0.005]),
  curve(0.011, [0.055, 0.006], [0.084, 0.005], [0.109, 0.005], [0.134, 0.005]),
  curve(0.014, [0.07, 0.007], [0.105, 0.005], [0.13, 0.005], [0.155, 0.005]),
  curve(0.025, [0.125, 0.015], [0.2, 0.01], [0.25, 0.01], [0.3, 0.005]),
  curve(0.045, [0.225, 0.025], [0.35, 0.018], [0.44, 0.005], [0.465, 0.005]),
  curve(0.075, [0.375, 0.042], [0.585, 0.005], [0.61, 0.005], [0.635, 0.005]),
  curve(0.075, [0.375, 0.042], [0.585, 0.005], [0.61, 0.005], [0.635, 0.005]),
];

/**
 * Art. 176(3) as substituted by DR 2016/467, in force under both rule sets (note 2027 §2.6,
 * §4 item 6: [S] jonmaestro read 2016/467, [L] German consolidated text): CQS 1 a = 8.5 %,
 * 11 %, 13.5 % beyond 10 years, CQS 4 a = 46.6 % beyond 20 years. The 2015 figures 8.4 /
 * 10.9 / 13.4 / 46.5 % are the superseded original (SPREAD_BONDS_2015). The name keeps the
 * export the code has always used.
 */
export const SPREAD_BONDS_2019: SpreadTable = SPREAD_BONDS_2015.map((row, cqs) =>
  cqs === 1
    ? curve(0.011, [0.055, 0.006], [0.085, 0.005], [0.11, 0.005], [0.135, 0.005])
    : cqs === 4
      ? curve(0.045, [0.225, 0.025], [0.35, 0.018], [0.44, 0.005], [0.466, 0.005])
      : row,
);

/** Art. 180(3) [L]: CQS 0-1 nil, CQS k ≥ 2 takes the Art. 176(3) column of CQS k − 1. */
export function nonEeaGovernmentTable(bonds: SpreadTable): SpreadTable {
  const nil = linear(0);
  return [0, 1, 2, 3, 4, 5, 6].map((cqs) =>
    cqs <= 1 ? nil : (bonds[Math.min(cqs - 1, 4)] ?? nil),
  );
}
