import type { Contract, GroupName } from './index';

/** Loads one group of the contract: its module, with the schemas it builds, and nothing else. */
export type ContractGroupLoaders = { [G in GroupName]: () => Promise<Contract[G]> };

/**
 * Each contract group's loader, for a client that builds only the groups it calls: `ailab whoami`
 * needs `user`, not the schemas of every endpoint. `index.ts` stays the one merge point; a test
 * checks these name the same groups and load the same objects.
 */
export const contractGroupLoaders: ContractGroupLoaders = {
  user: async () => (await import('./accounts/accounts.contract')).accountsContract.user,
  v1Public: async () => (await import('./accounts/accounts.contract')).accountsContract.v1Public,
  adminUsers: async () => (await import('./users/users.contract')).usersContract.adminUsers,
  adminAccounts: async () => (await import('./users/users.contract')).usersContract.adminAccounts,
  adminAudit: async () => (await import('./audit/audit.contract')).auditContract.adminAudit,
  adminEvents: async () => (await import('./events/events.contract')).eventsContract.adminEvents,
  eventExtras: async () => (await import('./events/events.contract')).eventsContract.eventExtras,
  businessAccount: async () => (await import('./events/events.contract')).eventsContract.businessAccount,
  adminCourses: async () => (await import('./learning/learning.contract')).learningContract.adminCourses,
  adminQuizzes: async () => (await import('./learning/learning.contract')).learningContract.adminQuizzes,
  studentCourses: async () => (await import('./learning/learning.contract')).learningContract.studentCourses,
  studentStudy: async () => (await import('./learning/learning.contract')).learningContract.studentStudy,
  studentQuizzes: async () => (await import('./learning/learning.contract')).learningContract.studentQuizzes,
  ailabNews: async () => (await import('./news/news.contract')).newsContract.ailabNews,
  adminNews: async () => (await import('./news/news.contract')).newsContract.adminNews,
  ailabGithub: async () =>
    (await import('./repositories/repositories.contract')).repositoriesContract.ailabGithub,
  adminGithub: async () =>
    (await import('./repositories/repositories.contract')).repositoriesContract.adminGithub,
  publicProfile: async () => (await import('./profiles/profiles.contract')).profilesContract.publicProfile,
  appSetting: async () => (await import('./settings/settings.contract')).settingsContract.appSetting,
  userHelp: async () => (await import('./help/help.contract')).helpContract.userHelp,
  appConfig: async () => (await import('./platform/platform.contract')).platformContract.appConfig,
  open: async () => (await import('./open')).openContract.open,
  adminInstitutes: async () =>
    (await import('./institutes/institutes.contract')).institutesContract.adminInstitutes,
  adminSupervisors: async () =>
    (await import('./institutes/institutes.contract')).institutesContract.adminSupervisors,
  supervisor: async () => (await import('./institutes/institutes.contract')).institutesContract.supervisor,
  ailabIndustries: async () =>
    (await import('./research/research.contract')).researchContract.ailabIndustries,
  ailabResearch: async () => (await import('./research/research.contract')).researchContract.ailabResearch,
  researchMarket: async () => (await import('./research/research.contract')).researchContract.researchMarket,
  adminApplications: async () =>
    (await import('./applications/applications.contract')).applicationsContract.adminApplications,
  ailabApplications: async () =>
    (await import('./applications/applications.contract')).applicationsContract.ailabApplications,
  v1Admin: async () => (await import('./startups/startups.contract')).startupsContract.v1Admin,
  userBusiness: async () => (await import('./startups/startups.contract')).startupsContract.userBusiness,
  pitchField: async () => (await import('./startups/startups.contract')).startupsContract.pitchField,
  startupPitch: async () => (await import('./startups/startups.contract')).startupsContract.startupPitch,
  investorList: async () => (await import('./startups/startups.contract')).startupsContract.investorList,
};
