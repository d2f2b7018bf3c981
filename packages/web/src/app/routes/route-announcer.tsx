import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMainHeading } from '../../lib/focus-main-heading';

/** How long a new screen may take to show its heading (lazy chunk, then its first data). */
const HEADING_WAIT_MS = 3000;
const HEADING_POLL_MS = 50;

/**
 * After every route change (sign-in included, not the first load) moves focus to the new page's
 * main heading and announces the page title in a polite live region, so keyboard and screen-reader
 * users start on the new page instead of on `<body>`.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const deadline = Date.now() + HEADING_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (focusMainHeading(document) || Date.now() > deadline) {
        setMessage(document.title);
        return;
      }
      timer = setTimeout(attempt, HEADING_POLL_MS);
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
      className="sr-only"
    >
      {message}
    </div>
  );
}
