/** The startups feature's query keys, built here so no key is repeated as a literal. */
export const startupsKeys = {
  all: () => ['startups'] as const,
  mine: () => ['startups', 'mine'] as const,
  details: (id: string) => ['startups', 'details', id] as const,
  pitches: () => ['startups', 'pitches'] as const,
  pitch: (id: string) => ['startups', 'pitch', id] as const,
  section: (id: string) => ['startups', 'section', id] as const,
  investors: (pitchId: string) => ['startups', 'investors', pitchId] as const,
  matches: () => ['startups', 'matches'] as const,
  pipeline: () => ['startups', 'pipeline'] as const,
  interests: (pitchId: string) => ['startups', 'interests', pitchId] as const,
  fundraising: () => ['startups', 'fundraising'] as const,
  share: (token: string) => ['startups', 'share', token] as const,
  shareLinks: (pitchId: string) => ['startups', 'share-links', pitchId] as const,
};
