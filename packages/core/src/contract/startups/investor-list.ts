import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import { InvestorListBody, InvestorListResponse } from './investor.schemas';

/** v1 investor list. */
export const investorList = {
  list: endpoint({
    path: '/v1/api/ailab/investor_list',
    access: roles(ROLE.startup, ROLE.investment),
    feature: 'startups',
    summary: 'Investors with filters; with `for_pitch`, ranked by an explained match score',
    body: InvestorListBody,
    response: InvestorListResponse,
  }),
};
