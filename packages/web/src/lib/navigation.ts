/** Navigation requested from outside React (the API client's 404 hook). */
export interface AppNavigation {
  /** Navigates with the router when one is registered, otherwise with a full page load. */
  navigateTo(path: string): void;
  /** Lets the router take over; the root layout registers it once mounted. */
  setNavigator(navigate: (path: string) => void): void;
}

/** A navigation bridge that starts with full page loads in `win` until a router registers. */
export function createNavigation(win: Window): AppNavigation {
  let navigate = (path: string) => win.location.assign(path);
  return {
    navigateTo: (path) => navigate(path),
    setNavigator(next) {
      navigate = next;
    },
  };
}
