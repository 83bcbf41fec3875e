import { useEffect, useState } from 'react';
import { HEADING_SCROLL_MARGIN } from './GuideMarkdown';

/**
 * The id of the section being read: the last heading whose top has scrolled up to the
 * top of the page (below the app bar). Scrolling of the window or of any container
 * counts; updates at most once a frame.
 */
export function useActiveSection(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current: string | null = ids[0] ?? null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (element.getBoundingClientRect().top > HEADING_SCROLL_MARGIN + 40) break;
        current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return [active, setActive];
}
