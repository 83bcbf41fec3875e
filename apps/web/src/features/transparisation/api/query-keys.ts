import type { PerimeterRequestBody } from '../../../lib/perimeter-request';

/** The feature's query and mutation keys, in one place for onTransparised. */
export const transparisationKeys = {
  all: ['transparisation'] as const,
  positions: (request: PerimeterRequestBody | null) =>
    [...transparisationKeys.all, 'positions', request] as const,
  summaries: ['transparisation', 'summary'] as const,
  summary: (perimeterId: string) => [...transparisationKeys.summaries, perimeterId] as const,
  /** The mutation of a run, so that every page of the tab knows one is under way. */
  run: ['transparisation', 'run'] as const,
};
