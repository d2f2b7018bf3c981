import type { DomainPage } from '../../lib/domain-pages';
import type { startupsScreens } from './startups.screens';

/** The startups domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const startupsPages: readonly DomainPage<keyof typeof startupsScreens>[] = [
  { where: 'area', path: 'startups', screen: 'myStartups' },
  { where: 'area', path: 'startups/pitch-manager', screen: 'pitchManager' },
  { where: 'area', path: 'startups/pitches', screen: 'pitches' },
  { where: 'area', path: 'startups/active-pitches', screen: 'activePitches' },
  { where: 'area', path: 'investment', screen: 'investment' },
  { where: 'public', path: 'fundraising', screen: 'fundraising' },
  { where: 'public', path: 'p/:token', screen: 'sharedPitch' },
  { where: 'public', path: 'investment', screen: 'investment' },
];
