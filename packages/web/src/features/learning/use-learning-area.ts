import { useLocation } from 'react-router-dom';
import type { Area } from '../../config/paths';

/** The area the current screen is in: learning screens live below both /ailab and /admin. */
export function useLearningArea(): Area {
  return useLocation().pathname.startsWith('/admin') ? 'admin' : 'ailab';
}
