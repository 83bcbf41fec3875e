import type { GuideChapter } from './guide-index';

/**
 * The chapters of the guide, in file-name order: every Markdown file of ../guide, bundled
 * as text by Vite (`?raw`). Adding a chapter is adding a file.
 */
const files = import.meta.glob<string>('../guide/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const GUIDE_CHAPTERS: readonly GuideChapter[] = Object.keys(files)
  .sort()
  .map((path) => ({
    file: path.replace(/^.*\//, '').replace(/\.md$/, ''),
    markdown: files[path]!,
  }));
