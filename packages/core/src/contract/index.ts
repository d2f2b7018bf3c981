import {
  adminApplications,
  adminAudit,
  adminEvents,
  adminInstitutes,
  adminSupervisors,
  adminUsers,
} from './admin';
import { adminAccounts } from './admin-accounts';
import { ailabApplications, ailabGithub, ailabIndustries, ailabNews, ailabResearch } from './ailab';
import { appConfig } from './app-config';
import type { Endpoint } from './define';
import { adminCourses, adminQuizzes } from './education-admin';
import { studentCourses, studentQuizzes, studentStudy } from './education-student';
import { eventExtras } from './events';
import { adminJobs } from './jobs';
import { supervisor } from './learning';
import { adminGithub, adminNews } from './news-admin';
import { open } from './open';
import { publicProfile } from './public-profile';
import { user } from './user';
import {
  appSetting,
  businessAccount,
  investorList,
  pitchField,
  researchMarket,
  startupPitch,
  userBusiness,
  userHelp,
  v1Admin,
} from './v1';
import { v1Public } from './v1-public';

/** The whole API: every endpoint of the spec, grouped by resource. */
export const contract = {
  user,
  adminUsers,
  adminAccounts,
  adminEvents,
  adminCourses,
  adminQuizzes,
  adminInstitutes,
  adminSupervisors,
  adminApplications,
  adminAudit,
  supervisor,
  studentCourses,
  studentStudy,
  studentQuizzes,
  ailabIndustries,
  ailabResearch,
  ailabNews,
  ailabGithub,
  adminNews,
  adminGithub,
  ailabApplications,
  open,
  v1Admin,
  appSetting,
  businessAccount,
  appConfig,
  userHelp,
  v1Public,
  pitchField,
  investorList,
  researchMarket,
  userBusiness,
  startupPitch,
  eventExtras,
  publicProfile,
  adminJobs,
};

export type Contract = typeof contract;
export type GroupName = keyof Contract;

/** One contract entry with its dotted name, e.g. `user.login`. */
export interface NamedEndpoint {
  name: string;
  group: string;
  key: string;
  endpoint: Endpoint;
}

/** Every endpoint of the contract, flattened, in declaration order. */
export function listEndpoints(source: Record<string, Record<string, Endpoint>> = contract): NamedEndpoint[] {
  return Object.entries(source).flatMap(([group, entries]) =>
    Object.entries(entries).map(([key, endpoint]) => ({ name: `${group}.${key}`, group, key, endpoint })),
  );
}

/** Finds an endpoint by dotted name (`user.login`) or by exact path. */
export function findEndpoint(nameOrPath: string): NamedEndpoint | undefined {
  return listEndpoints().find((entry) => entry.name === nameOrPath || entry.endpoint.path === nameOrPath);
}
