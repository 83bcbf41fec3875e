import { describe, expect, it } from 'vitest';
import { foldText } from '../../../lib/fold-text';
import { foldWithOrigin, originalRange } from './fold';
import { buildGuideIndex, chapterIdOf, tableOfContents } from './guide-index';
import { blockLineText, inlineText } from './markdown-text';
import { rehypeHeadingIds, rehypeMarkTerms, type HastNode } from './rehype-guide';
import { excerpt, highlightSegments, matchRanges, queryTerms, searchGuide } from './search';
import { createSlugger, slugify } from './slug';
import { GUIDE_CHAPTERS } from './guide-content';

const text = (segments: { text: string; hit: boolean }[]) =>
  segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join('');

describe('accent folding', () => {
  it('ignores accents, case, ligatures and the typographic apostrophe', () => {
    expect(foldText('Réserve ÉCHELON')).toBe('reserve echelon');
    expect(foldText('Cœur')).toBe('coeur');
    expect(foldText('l’article')).toBe("l'article");
  });

  it('maps a folded range back to the original text', () => {
    const source = 'Le cœur du cœur';
    const map = foldWithOrigin(source);
    const at = map.folded.indexOf('coeur');
    const [start, end] = originalRange(map, at, at + 'coeur'.length);
    expect(source.slice(start, end)).toBe('cœur');
    const second = map.folded.indexOf('coeur', at + 1);
    expect(source.slice(...originalRange(map, second, second + 2))).toBe('cœ');
  });
});

describe('slugs', () => {
  it('makes ASCII anchors from French titles', () => {
    expect(slugify('L’analyse ESG')).toBe('l-analyse-esg');
    expect(slugify('Risque de taux (art. 165 à 167)')).toBe('risque-de-taux-art-165-a-167');
    expect(slugify('***')).toBe('section');
  });

  it('numbers repeated titles', () => {
    const slug = createSlugger();
    expect([slug('Principe'), slug('Principe'), slug('Principe-2'), slug('Principe')]).toEqual([
      'principe',
      'principe-2',
      'principe-2-2',
      'principe-3',
    ]);
  });
});

describe('Markdown text', () => {
  it('strips inline marks and link targets', () => {
    expect(inlineText('Le **SCR** de `marché`, voir [Aide](#aide) et *note* 2 * 3')).toBe(
      'Le SCR de marché, voir Aide et note 2 * 3',
    );
  });

  it('reads table rows, list items and quotes, and skips separators', () => {
    expect(blockLineText('| Choc | **39 %** |')).toBe('Choc · 39 %');
    expect(blockLineText('|---|:---:|')).toBeNull();
    expect(blockLineText('- un point')).toBe('un point');
    expect(blockLineText('1. étape')).toBe('étape');
    expect(blockLineText('> cité')).toBe('cité');
    expect(blockLineText('   ')).toBeNull();
  });
});

const SAMPLE = [
  {
    file: '01-a',
    markdown: '# Premier\n\nIntro du guide.\n\n## Réserve\n\nLa **réserve** de capital.\n',
  },
  {
    file: '02-b',
    markdown:
      '# Second\n\n## Réserve\n\n| Terme | Sens |\n|---|---|\n| SCR | capital requis |\n\n```\n# pas un titre\n```\n\n### Détail\n\nTexte.\n',
  },
];

describe('guide index', () => {
  const index = buildGuideIndex(SAMPLE);

  it('cuts the chapters into sections with unique ids', () => {
    expect(index.sections.map((s) => [s.id, s.level, s.chapter])).toEqual([
      ['premier', 1, 0],
      ['reserve', 2, 0],
      ['second', 1, 1],
      ['reserve-2', 2, 1],
      ['detail', 3, 1],
    ]);
    expect(index.headingIds).toEqual([
      ['premier', 'reserve'],
      ['second', 'reserve-2', 'detail'],
    ]);
  });

  it('keeps the plain text under each heading, code included', () => {
    expect(index.sections[1]!.text).toBe('La réserve de capital.');
    expect(index.sections[3]!.text).toBe('Terme · Sens\nSCR · capital requis\n# pas un titre');
  });

  it('lists chapters and second-level sections in the table of contents', () => {
    expect(tableOfContents(index).map((s) => s.id)).toEqual([
      'premier',
      'reserve',
      'second',
      'reserve-2',
    ]);
    expect(chapterIdOf(index, index.sections[4]!)).toBe('second');
  });
});

describe('search', () => {
  const index = buildGuideIndex(SAMPLE);

  it('splits a query into folded words', () => {
    expect(queryTerms('  Réserve, SCR  réserve ')).toEqual(['reserve', 'scr']);
    expect(queryTerms(' … ')).toEqual([]);
  });

  it('finds the sections holding every word, accents ignored, title matches first', () => {
    const results = searchGuide(index, 'reserve');
    expect(results.map((r) => r.section.id)).toEqual(['reserve', 'reserve-2']);
    expect(results[1]!.chapterTitle).toBe('Second');
    expect(searchGuide(index, 'réserve capital requis').map((r) => r.section.id)).toEqual([
      'reserve-2',
    ]);
    expect(searchGuide(index, 'reserve inexistant')).toEqual([]);
    expect(searchGuide(index, '')).toEqual([]);
  });

  it('highlights the matched words in the excerpt', () => {
    const [first] = searchGuide(index, 'RESERVE');
    expect(text(first!.excerpt)).toBe('La [réserve] de capital.');
  });

  it('merges overlapping matches', () => {
    expect(matchRanges('Échelon échelons', ['echelon', 'chel'])).toEqual([
      [0, 7],
      [8, 15],
    ]);
    expect(text(highlightSegments('aaa', ['a']))).toBe('[aaa]');
  });

  it('cuts a long text around the first match, at word boundaries', () => {
    const long = `${'mot '.repeat(80)}concentration ${'suite '.repeat(80)}`;
    const result = text(excerpt(long, ['concentration'], 80));
    expect(result.startsWith('… mot')).toBe(true);
    expect(result).toContain('[concentration]');
    expect(result.endsWith(' …')).toBe(true);
    expect(result.length).toBeLessThan(100);
    expect(text(excerpt('court texte', ['absent']))).toBe('court texte');
  });
});

describe('rehype transforms', () => {
  const h = (tag: string, value: string): HastNode => ({
    type: 'element',
    tagName: tag,
    properties: {},
    children: [{ type: 'text', value }],
  });

  it('gives headings the index ids in order', () => {
    const tree: HastNode = { type: 'root', children: [h('h1', 'A'), h('p', 'x'), h('h2', 'B')] };
    rehypeHeadingIds({ ids: ['a', 'b'] })(tree);
    expect(tree.children!.map((n) => n.properties?.id)).toEqual(['a', undefined, 'b']);
  });

  it('marks the words within the chosen section only', () => {
    const tree: HastNode = {
      type: 'root',
      children: [
        { ...h('h2', 'Réserve'), properties: { id: 'r' } },
        h('p', 'une réserve'),
        { ...h('h3', 'sous'), properties: { id: 's' } },
        h('pre', 'réserve'),
        { ...h('h2', 'Autre'), properties: { id: 'o' } },
        h('p', 'réserve'),
      ],
    };
    rehypeMarkTerms({ sectionId: 'r', terms: ['reserve'] })(tree);
    const marks = (node: HastNode): number =>
      (node.tagName === 'mark' ? 1 : 0) + (node.children ?? []).reduce((n, c) => n + marks(c), 0);
    expect(tree.children!.map(marks)).toEqual([1, 1, 0, 0, 0, 0]);
    const paragraph = tree.children![1]!.children!;
    expect(paragraph.map((n) => n.value ?? n.children?.[0]?.value)).toEqual(['une ', 'réserve']);
  });
});

describe('the guide itself', () => {
  const index = buildGuideIndex(GUIDE_CHAPTERS);

  it('has its twelve chapters, each opening with one title', () => {
    expect(GUIDE_CHAPTERS).toHaveLength(12);
    index.headingIds.forEach((ids, chapter) => {
      expect(index.sections[index.chapterStart[chapter]!]!.level).toBe(1);
      expect(ids.length).toBeGreaterThan(0);
    });
    expect(index.sections.filter((s) => s.level === 1)).toHaveLength(12);
  });

  it('only links to anchors that exist', () => {
    const ids = new Set(index.sections.map((s) => s.id));
    const anchors = GUIDE_CHAPTERS.flatMap((c) =>
      [...c.markdown.matchAll(/\]\(#([^)/]+)\)/g)].map((m) => m[1]!),
    );
    expect(anchors.length).toBeGreaterThan(5);
    expect(anchors.filter((a) => !ids.has(a))).toEqual([]);
  });

  it('finds « reserve » and « concentration » across the chapters', () => {
    expect(searchGuide(index, 'concentration')[0]!.section.title).toContain('concentration');
    expect(searchGuide(index, 'reference').length).toBeGreaterThan(0);
  });
});
