import auth from '../../../../../locales/es-MX/auth.json';
import cli from '../../../../../locales/es-MX/cli.json';
import common from '../../../../../locales/es-MX/common.json';
import email from '../../../../../locales/es-MX/email.json';
import errors from '../../../../../locales/es-MX/errors.json';
import menu from '../../../../../locales/es-MX/menu.json';
import web from '../../../../../locales/es-MX/web.json';
import type { LanguageResources } from './language-resources';

/** Every namespace of es-MX. */
export const ES_MX: LanguageResources = { auth, cli, common, email, errors, menu, web };
