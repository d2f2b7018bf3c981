/** What other domains may use of headshots: the image types a profile photo may have. */
export { HEADSHOT_TYPES } from './headshot.service';
