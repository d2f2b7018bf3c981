import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles';
import { rolesForPath } from './roles-for-path';

describe('rolesForPath', () => {
  it('names the roles of the menu table that open a page, and none for pages outside it', () => {
    expect(rolesForPath('news')).toEqual([ROLE.research]);
    expect(rolesForPath('/industries/your-research/')).toEqual([ROLE.research]);
    expect(rolesForPath('dashboard')).toBeUndefined();
    expect(rolesForPath('newsletter')).toBeUndefined();
  });

  it('leaves the course catalogue and its course pages open to every member (their courses are public)', () => {
    expect(rolesForPath('my-education/all')).toBeUndefined();
    expect(rolesForPath('my-education/all/evaluating-ai-agents')).toBeUndefined();
    expect(rolesForPath('my-education/mylearning')).toEqual([ROLE.learner]);
  });
});
