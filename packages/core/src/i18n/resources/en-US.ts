import admin from '../../../../../locales/en-US/admin.json';
import auth from '../../../../../locales/en-US/auth.json';
import cli from '../../../../../locales/en-US/cli.json';
import common from '../../../../../locales/en-US/common.json';
import email from '../../../../../locales/en-US/email.json';
import errors from '../../../../../locales/en-US/errors.json';
import events from '../../../../../locales/en-US/events.json';
import learning from '../../../../../locales/en-US/learning.json';
import menu from '../../../../../locales/en-US/menu.json';
import news from '../../../../../locales/en-US/news.json';
import web from '../../../../../locales/en-US/web.json';
import type { LanguageResources } from './language-resources';

/** Every namespace of en-US. */
export const EN_US: LanguageResources = {
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
