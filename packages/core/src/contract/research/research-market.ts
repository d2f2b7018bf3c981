import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const v = '/v1/api';

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
