import admin from '../../../../../locales/ja-JP/admin.json';
import auth from '../../../../../locales/ja-JP/auth.json';
import cli from '../../../../../locales/ja-JP/cli.json';
import common from '../../../../../locales/ja-JP/common.json';
import email from '../../../../../locales/ja-JP/email.json';
import errors from '../../../../../locales/ja-JP/errors.json';
import events from '../../../../../locales/ja-JP/events.json';
import learning from '../../../../../locales/ja-JP/learning.json';
import menu from '../../../../../locales/ja-JP/menu.json';
import news from '../../../../../locales/ja-JP/news.json';
import web from '../../../../../locales/ja-JP/web.json';
import type { LanguageResources } from './language-resources';

/** Every namespace of ja-JP. */
export const JA_JP: LanguageResources = {
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
