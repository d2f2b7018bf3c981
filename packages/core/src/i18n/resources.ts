import enAuth from '../../../../locales/en-US/auth.json';
import enCli from '../../../../locales/en-US/cli.json';
import enCommon from '../../../../locales/en-US/common.json';
import enEmail from '../../../../locales/en-US/email.json';
import enErrors from '../../../../locales/en-US/errors.json';
import enMenu from '../../../../locales/en-US/menu.json';
import enWeb from '../../../../locales/en-US/web.json';
import esAuth from '../../../../locales/es-MX/auth.json';
import esCli from '../../../../locales/es-MX/cli.json';
import esCommon from '../../../../locales/es-MX/common.json';
import esEmail from '../../../../locales/es-MX/email.json';
import esErrors from '../../../../locales/es-MX/errors.json';
import esMenu from '../../../../locales/es-MX/menu.json';
import esWeb from '../../../../locales/es-MX/web.json';
import jaAuth from '../../../../locales/ja-JP/auth.json';
import jaCli from '../../../../locales/ja-JP/cli.json';
import jaCommon from '../../../../locales/ja-JP/common.json';
import jaEmail from '../../../../locales/ja-JP/email.json';
import jaErrors from '../../../../locales/ja-JP/errors.json';
import jaMenu from '../../../../locales/ja-JP/menu.json';
import jaWeb from '../../../../locales/ja-JP/web.json';
import type { Language, Namespace } from './languages';

/** A tree of translated strings, as stored in one locale JSON file. */
export interface LocaleTree {
  [key: string]: string | LocaleTree;
}

/** Every string of every language, bundled statically so browser, server and CLI read the same files. */
export const RESOURCES: Record<Language, Record<Namespace, LocaleTree>> = {
  'en-US': {
    auth: enAuth,
    cli: enCli,
    common: enCommon,
    email: enEmail,
    errors: enErrors,
    menu: enMenu,
    web: enWeb,
  },
  'es-MX': {
    auth: esAuth,
    cli: esCli,
    common: esCommon,
    email: esEmail,
    errors: esErrors,
    menu: esMenu,
    web: esWeb,
  },
  'ja-JP': {
    auth: jaAuth,
    cli: jaCli,
    common: jaCommon,
    email: jaEmail,
    errors: jaErrors,
    menu: jaMenu,
    web: jaWeb,
  },
};
