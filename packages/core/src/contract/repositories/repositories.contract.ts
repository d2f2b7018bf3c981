import { adminGithub } from './admin-github';
import { ailabGithub } from './ailab-github';

/** The repositories domain's contract groups. Code-hosting resources and what a refresh follows. */
export const repositoriesContract = {
  ailabGithub,
  adminGithub,
};
