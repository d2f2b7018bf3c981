import { ROLE } from '../roles/roles';
import { MEMBER, PUBLIC, pending, roles } from './define';

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
  data: pending('settings', `${v}/app_setting/data`, MEMBER, 'All settings'),
  create: pending('settings', `${v}/app_setting/create`, admin, 'Create a setting'),
  update: pending('settings', `${v}/app_setting/update`, admin, 'Change a setting'),
  manage: pending('settings', `${v}/app_setting/manage`, admin, 'Enable, disable or delete a setting'),
  getSetting: pending('settings', `${v}/app_setting/get_setting`, MEMBER, 'One setting'),
};

/** v1 business account events. */
export const businessAccount = {
  adminEvents: pending('events', `${v}/business_account/admin_events`, admin, 'Events for admins'),
  allEvents: pending('events', `${v}/business_account/all_events`, MEMBER, 'Events for members'),
};

/** v1 user help. */
export const userHelp = {
  toc: pending('help', `${v}/user_help/toc`, PUBLIC, 'Help table of contents'),
  getMd: pending('help', `${v}/user_help/file/get_md`, PUBLIC, 'One help page in Markdown'),
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
