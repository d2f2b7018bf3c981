import admin from '../../../../../locales/es-MX/admin.json';
import auth from '../../../../../locales/es-MX/auth.json';
import cli from '../../../../../locales/es-MX/cli.json';
import common from '../../../../../locales/es-MX/common.json';
import email from '../../../../../locales/es-MX/email.json';
import errors from '../../../../../locales/es-MX/errors.json';
import events from '../../../../../locales/es-MX/events.json';
import learning from '../../../../../locales/es-MX/learning.json';
import menu from '../../../../../locales/es-MX/menu.json';
import news from '../../../../../locales/es-MX/news.json';
import web from '../../../../../locales/es-MX/web.json';
import type { LanguageResources } from './language-resources';

/** Every namespace of es-MX. */
export const ES_MX: LanguageResources = {
  admin,
  auth,
  cli,
  common,
  email,
  errors,
  events,
  learning,
  menu,
  news,
  web,
};
