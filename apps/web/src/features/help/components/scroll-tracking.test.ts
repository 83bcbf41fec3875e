import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSectionInView, pinnedTop } from './scroll-tracking';

/** An element at [top, bottom) of the window with the given CSS position. */
function box(
  position: string,
  top: number,
  bottom: number,
  css: Partial<CSSStyleDeclaration> = {},
) {
  const element = document.createElement('div');
  element.style.position = position;
  Object.assign(element.style, css);
  element.getBoundingClientRect = () =>
    ({ top, bottom, height: bottom - top, left: 0, right: 1000, width: 1000 }) as DOMRect;
  document.body.appendChild(element);
  return element;
}

function layout(elements: HTMLElement[]) {
  document.elementFromPoint = (_x: number, y: number) =>
    elements.find((e) => {
      const r = e.getBoundingClientRect();
      return y >= r.top && y < r.bottom;
    }) ?? document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
  // jsdom has no elementFromPoint of its own.
  delete (document as { elementFromPoint?: unknown }).elementFromPoint;
  vi.restoreAllMocks();
});

describe('pinnedTop', () => {
  it('is 0 where the browser cannot tell', () => {
    expect(pinnedTop(500, null)).toBe(0);
  });

  it('reaches the bottom of a fixed app bar and of a sticky bar once stuck, across a gap', () => {
    const appBar = box('fixed', 0, 48);
    const gap = box('static', 48, 64);
    // Not stuck yet (page at its top): drawn at 64-175, stuck at top 48 it ends at 159.
    const perimeter = box('sticky', 64, 175, { top: '48px' });
    const page = box('static', 175, 800);
    layout([appBar, gap, perimeter, page]);
    expect(pinnedTop(500, null)).toBe(159);
    // The page's own sticky parts do not count.
    expect(pinnedTop(500, perimeter)).toBe(48);
  });
});

describe('keepSectionInView', () => {
  it('scrolls the heading into view and gives it the focus', () => {
    const heading = document.createElement('h2');
    heading.id = 'glossaire';
    heading.tabIndex = -1;
    document.body.appendChild(heading);
    const scrollIntoView = vi.fn();
    heading.scrollIntoView = scrollIntoView;
    const stop = keepSectionInView('glossaire', null);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(heading);
    stop();
    expect(() => keepSectionInView('absent', null)()).not.toThrow();
  });
});
