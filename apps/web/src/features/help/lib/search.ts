import { foldText } from '../../../lib/fold-text';
import { foldWithOrigin, originalRange } from './fold';
import type { GuideIndex, GuideSection } from './guide-index';

/** The folded words of a query: « Réserve, SCR » → ['reserve', 'scr']. */
export function queryTerms(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** The ranges [start, end) of `text` where any term occurs, sorted and merged. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0 || text === '') return [];
  const map = foldWithOrigin(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = map.folded.indexOf(term); at >= 0; at = map.folded.indexOf(term, at + 1))
      ranges.push(originalRange(map, at, at + term.length));
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** A piece of text, highlighted when it matches the query. */
export interface Segment {
  text: string;
  hit: boolean;
}

/** `text` cut into plain and highlighted segments. */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) segments.push({ text: text.slice(at, start), hit: false });
    segments.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), hit: false });
  return segments;
}

/**
 * A short passage of `text` around the first match, cut at word boundaries, with « … »
 * where it was shortened, and its matches highlighted. Without a match: the beginning.
 */
export function excerpt(text: string, terms: readonly string[], length = 160): Segment[] {
  const flat = text.replace(/\s*\n\s*/g, ' ');
  const first = matchRanges(flat, terms)[0];
  let start = 0;
  if (first && first[1] > length * 0.7) {
    start = Math.max(0, first[0] - Math.round(length * 0.35));
    const space = flat.lastIndexOf(' ', start);
    start = space >= 0 && first[0] - space < length * 0.5 ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const segments = highlightSegments(flat.slice(start, end), terms);
  if (start > 0) segments.unshift({ text: '… ', hit: false });
  if (end < flat.length) segments.push({ text: ' …', hit: false });
  return segments;
}

export interface SearchResult {
  section: GuideSection;
  /** Title of the chapter the section belongs to (the section itself for a chapter title). */
  chapterTitle: string;
  excerpt: Segment[];
  score: number;
}

/**
 * The sections whose title or text contains every word of the query (accents and case
 * ignored, a word may be the start or middle of a longer one), best first: words in the
 * title weigh most, then how often they occur; ties keep the guide's order.
 */
export function searchGuide(index: GuideIndex, query: string, limit = 30): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const results: SearchResult[] = [];
  index.sections.forEach((section) => {
    const title = foldText(section.title);
    const text = foldText(section.text);
    let score = 0;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const count = countOccurrences(text, term);
      if (!inTitle && count === 0) return;
      score += (inTitle ? 10 : 0) + Math.min(count, 5);
    }
    const chapter = index.sections[index.chapterStart[section.chapter] ?? 0];
    results.push({
      section,
      chapterTitle: chapter?.title ?? section.title,
      excerpt: excerpt(section.text || section.title, terms),
      score,
    });
  });
  results.sort((a, b) => b.score - a.score);
  return results.slice(0, limit);
}

function countOccurrences(text: string, term: string): number {
  let count = 0;
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) count++;
  return count;
}
