import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // The browser suite shares this project but runs in node, without a DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
