import { endpoint, PUBLIC } from '../define';
import { HelpPageBody, HelpPageResponse, HelpTocBody, HelpTocResponse } from './help.schemas';

const v = '/v1/api';

/** v1 user help. */
export const userHelp = {
  toc: endpoint({
    path: `${v}/user_help/toc`,
    access: PUBLIC,
    feature: 'help',
    summary: 'Help table of contents in the request language (en-US fallback)',
    body: HelpTocBody,
    response: HelpTocResponse,
  }),
  getMd: endpoint({
    path: `${v}/user_help/file/get_md`,
    access: PUBLIC,
    feature: 'help',
    summary: 'One help topic in Markdown, by slug',
    body: HelpPageBody,
    response: HelpPageResponse,
  }),
};
