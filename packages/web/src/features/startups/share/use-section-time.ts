import { openStartups } from '@ailab/core/contract/startups/open-startups';
import { useEffect } from 'react';

/** How often time on sections is reported while the page stays open. */
const REPORT_EVERY_MS = 15_000;

/** Sends one report; on the way out (`leaving`) as a beacon, which outlives the page. */
function send(body: string, leaving: boolean): void {
  const path = openStartups.pitchShareTrack.path;
  if (leaving && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(path, new Blob([body], { type: 'application/json' }));
    return;
  }
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Measures time on the sections of a shared pitch (`[data-section-id]` elements): the section most
 * in view gets the time while the page is visible; batched every 15 s and when the page is hidden or
 * left. Nothing is measured without a counted `visit`.
 */
export function useSectionTime(token: string, visit: string | null, sectionIds: readonly string[]): void {
  const key = sectionIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the section ids; the observer restarts when they change
  useEffect(() => {
    if (!visit || typeof IntersectionObserver === 'undefined') return;
    const ratios = new Map<string, number>();
    const pending = new Map<string, number>();
    let current: string | null = null;
    let visible = document.visibilityState === 'visible';
    let since = performance.now();
    const settle = () => {
      const at = performance.now();
      if (current && visible) pending.set(current, (pending.get(current) ?? 0) + (at - since) / 1000);
      since = at;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        settle();
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.sectionId;
          if (id) ratios.set(id, entry.isIntersecting ? entry.intersectionRatio : 0);
        }
        let best = 0;
        current = null;
        for (const [id, ratio] of ratios)
          if (ratio > best) {
            best = ratio;
            current = id;
          }
      },
      { threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    for (const element of document.querySelectorAll<HTMLElement>('[data-section-id]'))
      observer.observe(element);
    const flush = (leaving: boolean) => {
      settle();
      const sections: { section_id: string; seconds: number }[] = [];
      for (const [id, seconds] of pending) {
        const whole = Math.floor(seconds);
        if (whole < 1) continue;
        sections.push({ section_id: id, seconds: whole });
        pending.set(id, seconds - whole);
      }
      if (sections.length > 0) send(JSON.stringify({ token, visit, sections }), leaving);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        flush(true);
        visible = false;
      } else {
        settle();
        visible = true;
      }
    };
    const onLeave = () => flush(true);
    const timer = window.setInterval(() => flush(false), REPORT_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      flush(true);
      window.clearInterval(timer);
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [token, visit, key]);
}
