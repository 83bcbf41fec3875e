import { useEffect, useRef, useState, type RefObject } from 'react';

/** The nearest ancestor (or self) that stays in place while the page scrolls. */
function pinnedAncestor(element: Element): Element | null {
  for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
    const position = getComputedStyle(e).position;
    if (position === 'fixed' || position === 'sticky') return e;
  }
  return null;
}

/** Where a pinned element's bottom is once the page has scrolled (a sticky one is stuck). */
function pinnedBottom(element: Element): number {
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  if (style.position === 'fixed') return rect.bottom;
  const top = Number.parseFloat(style.top);
  return (Number.isFinite(top) ? top : rect.top) + rect.height;
}

/**
 * How far down from the top of the window the app's fixed and sticky bars (the app bar,
 * the perimeter bar) cover the page at `x` once it has scrolled: a heading scrolled to the
 * top must stop below them. Elements inside `own` do not count. 0 where the browser
 * cannot tell (tests).
 */
export function pinnedTop(x: number, own: Element | null): number {
  if (typeof document.elementFromPoint !== 'function') return 0;
  const seen = new Set<Element>();
  let covered = 0;
  // Probe the top half of the window: a bar may not be stuck yet, with a gap above it.
  for (let y = 4; y < window.innerHeight / 2; y += 8) {
    const element = document.elementFromPoint(x, y);
    if (!element || own?.contains(element)) continue;
    const pinned = pinnedAncestor(element);
    if (!pinned || seen.has(pinned)) continue;
    seen.add(pinned);
    covered = Math.max(covered, pinnedBottom(pinned));
  }
  return Math.ceil(covered);
}

/** Runs `measure` once now and at most once a frame while anything scrolls or resizes. */
function useMeasureOnScroll(measure: () => void): void {
  const latest = useRef(measure);
  latest.current = measure;
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      latest.current();
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(run);
    };
    // Capture: the scrolling of any container counts, not only the window's.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
}

/** pinnedTop over the right part of `root` (the text), kept up to date. */
export function usePinnedTop(root: RefObject<HTMLElement | null>, fallback: number): number {
  const [top, setTop] = useState(fallback);
  useMeasureOnScroll(() => setTop(measurePinnedTop(root.current) ?? fallback));
  return top;
}

/**
 * The id of the section being read: the last of `ids` whose heading has scrolled up to
 * the pinned bars (`offset` pixels from the top of the window).
 */
export function useActiveSection(
  ids: readonly string[],
  offset: number,
): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  useMeasureOnScroll(() => {
    let current: string | null = ids[0] ?? null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (!element) continue;
      if (element.getBoundingClientRect().top > offset + 48) break;
      current = id;
    }
    setActive(current);
  });
  return [active, setActive];
}

/** pinnedTop at the right part of `root` (the text), or null where it cannot be told. */
export function measurePinnedTop(root: HTMLElement | null): number | null {
  if (!root) return null;
  const rect = root.getBoundingClientRect();
  const top = pinnedTop(rect.left + rect.width * 0.75, root);
  return top > 0 ? top : null;
}

const SETTLE_MS = 1500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls the heading `id` to just below the bars pinned at the top of the window and
 * gives it the focus, without touching the URL (the router owns the hash). While the page
 * settles (a folding table of contents, the perimeter bar filling in, for 1.5 s) the
 * heading is aligned again whenever the page changes size, until the user scrolls or
 * types. Returns what stops it.
 */
export function keepSectionInView(id: string, root: HTMLElement | null): () => void {
  const element = document.getElementById(id);
  if (!element) return () => {};
  const align = () => {
    const top = measurePinnedTop(root);
    // Without measures (tests), the heading's own scroll margin.
    if (top === null) element.scrollIntoView?.({ block: 'start' });
    else window.scrollTo({ top: window.scrollY + element.getBoundingClientRect().top - top - 16 });
  };
  align();
  element.focus({ preventScroll: true });
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of USER_SCROLL_EVENTS)
    window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
