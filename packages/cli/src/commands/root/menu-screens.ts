import type { Factory } from '../../factory/factory';
import type { MenuUser } from '../../services/menu-model';

/** Opens one menu entry's interactive screen. Each loads its command module only when chosen. */
type MenuScreen = (f: Factory, user: MenuUser) => Promise<void>;

const learningScreen =
  (tab: 'mine' | 'all' | 'admin'): MenuScreen =>
  async (f, user) => {
    const { runCourseBrowse } = await import('../course/browse');
    await runCourseBrowse(f, tab, user.roles);
  };

/**
 * The menu entries (by key) that open an interactive screen in the terminal; any other entry
 * prints its command or URL. A feature with an Ink screen adds its entry here.
 */
export const MENU_SCREENS: Readonly<Record<string, MenuScreen>> = {
  eventsManagement: async (f) => {
    const { runEventManage } = await import('../event/manage');
    await runEventManage(f);
  },
  userManagement: async (f) => {
    const { runUserManage } = await import('../user/manage');
    await runUserManage(f);
  },
  news: async (f) => {
    const { runNewsBrowse } = await import('../news/browse');
    await runNewsBrowse(f);
  },
  aiLearning: learningScreen('mine'),
  myLearning: learningScreen('mine'),
  allCourses: learningScreen('all'),
  educationAdministration: learningScreen('admin'),
  instituteAdmin: async (f) => {
    const { runInstituteBrowse } = await import('../institute/browse');
    await runInstituteBrowse(f);
  },
};
