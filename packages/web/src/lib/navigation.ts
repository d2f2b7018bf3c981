type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

/** Lets the router take over navigation requested from outside React (API client hooks). */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Navigates with the router when one is registered, otherwise with a full page load. */
export function navigateTo(path: string): void {
  navigateImpl(path);
}
