/** What other domains may use of the settings: the current values, defaults filled in. */
export { readSettings } from './settings.service';
