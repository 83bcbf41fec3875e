import { blockLineText, inlineText } from './markdown-text';
import { createSlugger } from './slug';

export interface GuideChapter {
  /** The chapter's file name without its extension, e.g. `04-scr-marche`. */
  file: string;
  markdown: string;
}

/** One heading and the text under it, up to the next heading of any level. */
export interface GuideSection {
  id: string;
  level: number;
  title: string;
  /** Index of the chapter in the guide. */
  chapter: number;
  /** The section's plain text, paragraphs joined by line breaks. */
  text: string;
}

export interface GuideIndex {
  sections: GuideSection[];
  /** Per chapter, the ids of its headings in document order (what the renderer assigns). */
  headingIds: string[][];
  /** Per chapter, the index in `sections` of its first heading (its title). */
  chapterStart: number[];
}

const ATX_HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;

/**
 * The guide's sections, from its chapters' Markdown. Only ATX headings (`#`, `##`…) open a
 * section; fenced code is read as text. Ids are unique across the whole guide and are the
 * ones the page gives its rendered headings, in the same document order.
 */
export function buildGuideIndex(chapters: readonly GuideChapter[]): GuideIndex {
  const slug = createSlugger();
  const sections: GuideSection[] = [];
  const headingIds: string[][] = [];
  const chapterStart: number[] = [];
  chapters.forEach((chapter, chapterIndex) => {
    const ids: string[] = [];
    headingIds.push(ids);
    chapterStart.push(sections.length);
    let current: { section: GuideSection; lines: string[] } | null = null;
    const close = () => {
      if (current) current.section.text = current.lines.join('\n');
    };
    let inFence = false;
    for (const line of chapter.markdown.split(/\r?\n/)) {
      if (FENCE.test(line)) {
        inFence = !inFence;
        continue;
      }
      const heading = inFence ? null : ATX_HEADING.exec(line);
      if (heading) {
        close();
        const title = inlineText(heading[2] ?? '').trim();
        const section: GuideSection = {
          id: slug(title),
          level: heading[1]!.length,
          title,
          chapter: chapterIndex,
          text: '',
        };
        ids.push(section.id);
        sections.push(section);
        current = { section, lines: [] };
        continue;
      }
      const text = inFence ? line.trim() || null : blockLineText(line);
      if (text !== null && current) current.lines.push(text);
    }
    close();
  });
  return { sections, headingIds, chapterStart };
}

/** Entries of the table of contents: chapter titles and their second-level sections. */
export function tableOfContents(index: GuideIndex, maxLevel = 2): GuideSection[] {
  return index.sections.filter((section) => section.level <= maxLevel);
}

/** The id of the chapter title a section belongs to. */
export function chapterIdOf(index: GuideIndex, section: GuideSection): string {
  return index.sections[index.chapterStart[section.chapter] ?? 0]?.id ?? section.id;
}
