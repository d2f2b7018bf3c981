import type { Contract, GroupName } from './index';

/** Loads one group of the contract: its module, with the schemas it builds, and nothing else. */
export type ContractGroupLoaders = { [G in GroupName]: () => Promise<Contract[G]> };

/**
 * Each contract group's loader, for a client that builds only the groups it calls: `ailab whoami`
 * needs `user`, not the schemas of every endpoint. `index.ts` stays the one merge point; a test
 * checks these name the same groups and load the same objects.
 */
export const contractGroupLoaders: ContractGroupLoaders = {
  user: async () => (await import('./user')).user,
  adminUsers: async () => (await import('./admin')).adminUsers,
  adminAccounts: async () => (await import('./admin-accounts')).adminAccounts,
  adminEvents: async () => (await import('./admin')).adminEvents,
  adminCourses: async () => (await import('./education-admin')).adminCourses,
  adminQuizzes: async () => (await import('./education-admin')).adminQuizzes,
  adminInstitutes: async () => (await import('./admin')).adminInstitutes,
  adminSupervisors: async () => (await import('./admin')).adminSupervisors,
  adminApplications: async () => (await import('./admin')).adminApplications,
  adminAudit: async () => (await import('./admin')).adminAudit,
  supervisor: async () => (await import('./learning')).supervisor,
  studentCourses: async () => (await import('./education-student')).studentCourses,
  studentStudy: async () => (await import('./education-student')).studentStudy,
  studentQuizzes: async () => (await import('./education-student')).studentQuizzes,
  ailabIndustries: async () => (await import('./ailab')).ailabIndustries,
  ailabResearch: async () => (await import('./ailab')).ailabResearch,
  ailabNews: async () => (await import('./ailab')).ailabNews,
  ailabGithub: async () => (await import('./ailab')).ailabGithub,
  adminNews: async () => (await import('./news-admin')).adminNews,
  adminGithub: async () => (await import('./news-admin')).adminGithub,
  ailabApplications: async () => (await import('./ailab')).ailabApplications,
  open: async () => (await import('./open')).open,
  v1Admin: async () => (await import('./v1')).v1Admin,
  appSetting: async () => (await import('./v1')).appSetting,
  businessAccount: async () => (await import('./v1')).businessAccount,
  appConfig: async () => (await import('./app-config')).appConfig,
  userHelp: async () => (await import('./v1')).userHelp,
  v1Public: async () => (await import('./v1-public')).v1Public,
  pitchField: async () => (await import('./v1')).pitchField,
  investorList: async () => (await import('./v1')).investorList,
  researchMarket: async () => (await import('./v1')).researchMarket,
  userBusiness: async () => (await import('./v1')).userBusiness,
  startupPitch: async () => (await import('./v1')).startupPitch,
  eventExtras: async () => (await import('./events')).eventExtras,
  publicProfile: async () => (await import('./public-profile')).publicProfile,
  adminJobs: async () => (await import('./jobs')).adminJobs,
};
