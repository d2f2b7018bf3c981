import { useEffect, useState } from 'react';
import { useServices } from '../../../hooks/use-services';

const KEY = 'ailab.news.lastVisit';

/**
 * When the reader last opened the news, read once per visit; the visit is
 * recorded as it starts, so "new" means new since the previous visit.
 */
export function useLastVisit(): string | null {
  const { storage } = useServices();
  const [previous] = useState(() => storage.getItem(KEY));
  useEffect(() => {
    storage.setItem(KEY, new Date().toISOString());
  }, [storage]);
  return previous;
}
