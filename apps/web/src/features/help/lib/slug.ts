import { foldText } from '../../../lib/fold-text';

/** An ASCII anchor for a heading: « L’analyse ESG » → `l-analyse-esg`. */
export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Slugs unique within one document: the second « Principe » becomes `principe-2`. */
export function createSlugger(): (text: string) => string {
  const seen = new Set<string>();
  return (text) => {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  };
}
