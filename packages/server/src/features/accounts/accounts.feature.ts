import * as signUpAttempts from '../../db/migrations/2026-11-23-0102-sign-up-attempts';
import { seedDemoAccounts } from '../../seed/seed-accounts';
import type { FeatureManifest } from '../feature-manifest';
import { registerAccountRoutes } from './accounts.routes';
import { membersCounter } from './members.counter';

/** Sign-in, registration, passwords, one-time codes, the caller's profile and API tokens. */
export const accountsFeature: FeatureManifest = {
  name: 'accounts',
  registerRoutes: registerAccountRoutes,
  migrations: { '2026-11-23-0102-sign-up-attempts': signUpAttempts },
  demoSeeder: { name: 'accounts', seed: seedDemoAccounts },
  publicCounters: [membersCounter],
};
