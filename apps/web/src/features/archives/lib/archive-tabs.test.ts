import { describe, expect, it } from 'vitest';
import { archivesOf, archiveTabs, shownCategory } from './archive-tabs';
import { anArchive, perimeterId } from './test-archives';

const archive = (n: number, category: string) =>
  anArchive({ perimeterID: perimeterId(n), name: `S${n}`, category });

describe('archive tabs (spec §4: the default category)', () => {
  it('opens on « Officiel » when any archive has it, wherever it is in the list', () => {
    const list = [archive(1, 'Board'), archive(2, 'Test'), archive(3, 'Officiel')];
    expect(archiveTabs(list)).toEqual({
      categories: ['Officiel', 'Test', 'Board'],
      defaultCategory: 'Officiel',
    });
  });

  it('else on the first archive’s category (the latest computation)', () => {
    const list = [archive(1, 'Comité'), archive(2, 'Test'), archive(3, 'Board')];
    expect(archiveTabs(list)).toEqual({
      categories: ['Test', 'Board', 'Comité'],
      defaultCategory: 'Comité',
    });
  });

  it('has no tab without archives', () => {
    expect(archiveTabs([])).toEqual({ categories: [], defaultCategory: undefined });
  });

  it('keeps the chosen tab while it holds an archive, else falls back to the default', () => {
    const tabs = archiveTabs([archive(1, 'Officiel'), archive(2, 'Test')]);
    expect(shownCategory(tabs, 'Test')).toBe('Test');
    expect(shownCategory(tabs, 'Board')).toBe('Officiel');
    expect(shownCategory(tabs, null)).toBe('Officiel');
  });

  it('lists a category’s archives in the list’s order', () => {
    const list = [archive(1, 'Test'), archive(2, 'Officiel'), archive(3, 'Test')];
    expect(archivesOf(list, 'Test').map((a) => a.name)).toEqual(['S1', 'S3']);
  });
});
