import { describe, expect, it } from 'vitest';
import { afterQuit } from './quit-destination';

describe('afterQuit (spec §4 Simulation)', () => {
  it('marks the SCR ready on home', () => {
    expect(afterQuit('/')).toBe('mark-scr-ready');
  });

  it.each([
    '/transparisation/portfolio',
    '/transparisation/reporting',
    '/transparisation/archives/details',
    '/compute',
    '/solvency/results',
    '/solvency/fund-reconciliation',
    '/esg/results',
    '/esg/temperature',
    '/compute/',
  ])('goes home from %s', (path) => {
    expect(afterQuit(path)).toBe('go-home');
  });

  it.each([
    '/solvency/archives/details',
    '/esg/archives/comparison',
    '/risk/results',
    '/integration',
    '/help',
    '/solvency-params',
    '/computed',
  ])('stays on %s', (path) => {
    expect(afterQuit(path)).toBe('stay');
  });
});
