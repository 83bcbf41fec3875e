import type { Page } from 'playwright-core';

// The audit runs in the page: the browser's globals, typed loosely (the e2e project has
// no DOM library, which would retype Node's Buffer for every other file).
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;
declare const window: any;
declare const getComputedStyle: any;
declare const NodeFilter: any;
type Element = any;

/**
 * Words that are English and not French: one of them in a visible text, an aria-label, a
 * title or a placeholder marks an untranslated text. Words both languages share (page,
 * date, total, score, type, menu, source, code…) are not here, so codes, units and proper
 * names need no allow-list of their own.
 */
const ENGLISH_WORDS = [
  'the',
  'of',
  'and',
  'to',
  'with',
  'from',
  'is',
  'are',
  'be',
  'for',
  'this',
  'that',
  'your',
  'you',
  'please',
  'loading',
  'rows',
  'row',
  'show',
  'filter',
  'filters',
  'apply',
  'clear',
  'reset',
  'cancel',
  'save',
  'delete',
  'edit',
  'close',
  'open',
  'search',
  'select',
  'choose',
  'next',
  'previous',
  'first',
  'last',
  'more',
  'equals',
  'contains',
  'between',
  'before',
  'after',
  'blank',
  'size',
  'yes',
  'none',
  'items',
  'results',
  'value',
  'values',
  'name',
  'settings',
  'help',
  'home',
  'back',
  'submit',
  'upload',
  'download',
  'press',
  'enter',
  'column',
  'columns',
  // Not 'sort': French too (« le produit sort de la simulation »).
  'ascending',
  'descending',
  'not',
  'found',
  'error',
  'warning',
  'failed',
  'invalid',
  'required',
  'unknown',
  'checked',
  'unchecked',
  'toggle',
  'selection',
  'tooltip',
  'empty',
  'chart',
  'legend',
  'zoom',
  'restore',
  'view',
  'image',
  'input',
  'editor',
  'begins',
  'ends',
  'greater',
  'less',
  'than',
  'equal',
  'or',
  'none',
  'list',
  'month',
  'week',
  'year',
  'today',
  'yesterday',
  'tomorrow',
  'processing',
  'browse',
  'drag',
  'drop',
  'file',
  'files',
  'level',
  'full',
  'none',
  'pending',
  'done',
  'running',
  'queued',
];

/**
 * Proper names and product names that contain one of those words: the demo's own
 * securities and issuers are data (grid cells and table rows are not read), and so are these.
 */
const ALLOWED_TEXTS = ['AG Grid'];

export interface LayoutDefect {
  kind: 'overflow' | 'english' | 'wrapped-button' | 'card-overflow';
  detail: string;
}

/**
 * What a person sees wrong on the page as it stands: the page wider than the window, an
 * English text (shown or read out), a button whose label wraps, a card whose content
 * sticks out of it. Runs in the page; data (grid cells, table body cells) is not read.
 */
export function auditLayout(page: Page): Promise<LayoutDefect[]> {
  return page.evaluate(
    ({ words, allowed }) => {
      const english = new Set(words);
      const defects: { kind: string; detail: string }[] = [];
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > window.innerWidth + 1)
        defects.push({
          kind: 'overflow',
          detail: `page ${root.scrollWidth} px wide in a ${window.innerWidth} px window`,
        });
      const isData = (el: Element) =>
        el.closest('.ag-cell, .ag-cell-value, tbody td, tbody th, tfoot td, tfoot th') !== null;
      const shown = (el: Element) => {
        if (el.closest('[aria-hidden="true"], script, style, noscript, template')) return false;
        if (el.getClientRects().length === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      // Words are runs of letters and digits: a code's letters (« BE0003… », a Belgian
      // ISIN, « XS… ») are not the English « be » or « is ».
      const englishIn = (text: string) => {
        let rest = text;
        for (const name of allowed) rest = rest.replaceAll(name, ' ');
        return rest
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .some((word) => english.has(word));
      };
      const seen = new Set<string>();
      const flag = (text: string, where: string) => {
        const key = `${where}: ${text.trim().slice(0, 120)}`;
        if (!seen.has(key)) defects.push({ kind: 'english', detail: key });
        seen.add(key);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || !text.trim() || isData(parent) || !shown(parent)) continue;
        if (englishIn(text)) flag(text, 'text');
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (isData(el)) continue;
        for (const attribute of ['aria-label', 'title', 'placeholder']) {
          const value = el.getAttribute(attribute);
          if (value && englishIn(value)) flag(value, attribute);
        }
      }
      for (const button of document.body.querySelectorAll('button, a.MuiButton-root')) {
        if (!shown(button) || !button.textContent?.trim()) continue;
        const lineHeight = parseFloat(getComputedStyle(button).lineHeight) || 24;
        const { height } = button.getBoundingClientRect();
        const padding =
          parseFloat(getComputedStyle(button).paddingTop) +
          parseFloat(getComputedStyle(button).paddingBottom);
        if (height - padding > lineHeight * 1.6)
          defects.push({
            kind: 'wrapped-button',
            detail: `« ${button.textContent.trim()} » on ${Math.round((height - padding) / lineHeight)} lines`,
          });
      }
      for (const card of document.body.querySelectorAll('.MuiPaper-root, .MuiCard-root')) {
        if (!shown(card)) continue;
        const overflowX = getComputedStyle(card).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') continue;
        if (card.scrollWidth > card.clientWidth + 1) {
          const title = card.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? '';
          defects.push({
            kind: 'card-overflow',
            detail: `card « ${title.slice(0, 60)} » ${card.scrollWidth - card.clientWidth} px too narrow`,
          });
        }
      }
      return defects as LayoutDefect[];
    },
    { words: ENGLISH_WORDS, allowed: ALLOWED_TEXTS },
  );
}
