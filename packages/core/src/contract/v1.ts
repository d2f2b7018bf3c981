import { ROLE } from '../roles/roles';
import { EmptyBody, endpoint, MEMBER, PUBLIC, pending, roles } from './define';
import {
  MyEventsBody,
  MyEventsResponse,
  OrganisedEventsBody,
  OrganisedEventsResponse,
} from './schemas/events';
import { HelpPageBody, HelpPageResponse, HelpTocBody, HelpTocResponse } from './schemas/help';
import {
  SettingKeyBody,
  SettingManageBody,
  SettingResponse,
  SettingsResponse,
  SettingWriteBody,
} from './schemas/settings';

const admin = roles(ROLE.admin);
const startup = roles(ROLE.startup);
const v = '/v1/api';

/** v1 admin: businesses and teams. */
export const v1Admin = {
  businessesList: pending('businesses', `${v}/admin/businesses_list`, admin, 'All businesses'),
  businessUsers: pending('businesses', `${v}/admin/business_users`, admin, 'Users of a business'),
  teamListing: pending('businesses', `${v}/admin/team_listing`, admin, 'A business team'),
  moduleListing: pending('businesses', `${v}/admin/module_listing`, admin, 'Modules enabled for a business'),
  inviteAssociate: pending('businesses', `${v}/admin/invite_associate`, admin, 'Invite an associate'),
};

/** v1 app settings: members read, admins write. */
export const appSetting = {
  data: endpoint({
    path: `${v}/app_setting/data`,
    access: MEMBER,
    feature: 'settings',
    summary: 'Every platform setting with its value and default',
    body: EmptyBody,
    response: SettingsResponse,
  }),
  create: endpoint({
    path: `${v}/app_setting/create`,
    access: admin,
    feature: 'settings',
    summary: 'Set a setting that still has its default (409 when already set)',
    body: SettingWriteBody,
    response: SettingResponse,
  }),
  update: endpoint({
    path: `${v}/app_setting/update`,
    access: admin,
    feature: 'settings',
    summary: 'Change a setting',
    body: SettingWriteBody,
    response: SettingResponse,
  }),
  manage: endpoint({
    path: `${v}/app_setting/manage`,
    access: admin,
    feature: 'settings',
    summary: 'Reset a setting to its default',
    body: SettingManageBody,
    response: SettingResponse,
  }),
  getSetting: endpoint({
    path: `${v}/app_setting/get_setting`,
    access: MEMBER,
    feature: 'settings',
    summary: 'One setting',
    body: SettingKeyBody,
    response: SettingResponse,
  }),
};

/** v1 business account events. */
export const businessAccount = {
  adminEvents: endpoint({
    path: `${v}/business_account/admin_events`,
    access: admin,
    feature: 'events',
    summary: 'The events the calling administrator organises, with counts',
    body: OrganisedEventsBody,
    response: OrganisedEventsResponse,
  }),
  allEvents: endpoint({
    path: `${v}/business_account/all_events`,
    access: MEMBER,
    feature: 'events',
    summary: 'Every published event with my registration state',
    body: MyEventsBody,
    response: MyEventsResponse,
  }),
};

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

/** v1 pitch fields. */
export const pitchField = {
  create: pending('pitches', `${v}/pitch_field/create`, startup, 'Create a pitch field'),
  update: pending('pitches', `${v}/pitch_field/update`, startup, 'Edit a pitch field'),
  manage: pending('pitches', `${v}/pitch_field/manage`, startup, 'Reorder or delete pitch fields'),
  updateImage: pending('pitches', `${v}/pitch_field/update_image`, startup, 'Set a pitch field image'),
  listing: pending('pitches', `${v}/pitch_field/listing`, startup, 'Pitch fields'),
};

/** v1 investor list. */
export const investorList = {
  list: pending('investors', `${v}/ailab/investor_list`, roles(ROLE.startup, ROLE.investment), 'Investors'),
};

/** v1 research market. */
export const researchMarket = {
  get: pending(
    'research',
    `${v}/research_market/get`,
    roles(ROLE.research, ROLE.startup),
    'A market research item',
  ),
  today: pending(
    'research',
    `${v}/research_market/today`,
    roles(ROLE.research, ROLE.startup),
    'Today’s research',
  ),
  save: pending(
    'research',
    `${v}/research_market/save`,
    roles(ROLE.research, ROLE.startup),
    'Save market research',
  ),
  generate: pending(
    'research',
    `${v}/research_market/generate`,
    roles(ROLE.research, ROLE.startup),
    'Draft market research',
  ),
};

/** v1 user businesses (startups). */
export const userBusiness = {
  add: pending('startups', `${v}/user_business/add`, startup, 'Add my startup'),
  update: pending('startups', `${v}/user_business/update`, startup, 'Edit my startup'),
  logo: pending('startups', `${v}/user_business/logo`, startup, 'Set my startup’s logo'),
  details: pending('startups', `${v}/user_business/details`, startup, 'One of my startups'),
  listing: pending('startups', `${v}/user_business/listing`, startup, 'My startups'),
  manage: pending('startups', `${v}/user_business/manage`, startup, 'Archive or delete my startup'),
};

const p = `${v}/ailab/startup_pitch`;
/** v1 startup pitches with sections and images. */
export const startupPitch = {
  list: pending('pitches', `${p}/list`, startup, 'My pitches'),
  section: pending('pitches', `${p}/section`, startup, 'One pitch section'),
  sectionImages: pending('pitches', `${p}/section/images`, startup, 'Images of a pitch section'),
  sectionImageRemove: pending('pitches', `${p}/section/image/remove`, startup, 'Remove a section image'),
  status: pending('pitches', `${p}/status`, startup, 'Change a pitch’s status'),
  sectionImage: pending('pitches', `${p}/section/image`, startup, 'Upload a section image'),
  sectionUpdate: pending('pitches', `${p}/section/update`, startup, 'Edit a pitch section'),
  sectionGenerate: pending('pitches', `${p}/section/generate`, startup, 'Draft a pitch section'),
  add: pending('pitches', `${p}/add`, startup, 'Create a pitch'),
  content: pending('pitches', `${p}/content`, startup, 'A pitch with all sections'),
  update: pending('pitches', `${p}/update`, startup, 'Edit a pitch'),
};
