import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { findRolesOfUser } from '../src/identity/user-roles.repository';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import {
  INVITATION,
  makeInstitute,
  person,
  SUPERVISOR_ADMIN,
  useInstitutesServer,
} from './support/institutes';
import { noticesOfKind } from './support/notifications';
import { addStartup, makePerson } from './support/startups';

describe.each(testDialects())('the "invitation received" notification (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);
  const url = () => env.server.url;

  const invitationNotices = (token: string) => noticesOfKind(url(), token, 'invitation.received');

  const noticesFor = async (email: string) =>
    env.server.server.ctx.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select('notifications.id')
      .where('users.email', '=', email)
      .where('notifications.kind', '=', 'invitation.received')
      .execute();

  it('a supervisor invitation notifies the verified account once, with a link that views and accepts it', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['Red']);
    const invitee = await person(env.server, 'inv', [ROLE.learner]);
    const other = await person(env.server, 'bystander', [ROLE.learner]);
    const sent = await call(
      url(),
      `${SUPERVISOR_ADMIN}/invite`,
      { institute_id: inst.id, email: invitee.email },
      { token: env.staff },
    );
    expect(sent.status, sent.text).toBe(200);
    const notices = await invitationNotices(invitee.token);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe(`/institute-invitation?invitation=${sent.body.id}`);
    expect(notices[0]?.params).toMatchObject({ to: 'supervisor' });
    expect(await invitationNotices(other.token)).toEqual([]);

    // The id opens the invitation for the invitee only; to anyone else it does not exist.
    const ref = { invitation_id: sent.body.id };
    expect((await call(url(), `${INVITATION}/view`, ref)).status).toBe(404);
    expect((await call(url(), `${INVITATION}/view`, ref, { token: other.token })).status).toBe(404);
    expect((await call(url(), `${INVITATION}/accept`, ref, { token: other.token })).status).toBe(404);
    const view = await call(url(), `${INVITATION}/view`, ref, { token: invitee.token });
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({ status: 'pending', email: invitee.email });
    const accepted = await call(url(), `${INVITATION}/accept`, ref, { token: invitee.token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await findRolesOfUser(env.server.server.ctx.db, invitee.id)).toContain(ROLE.instituteAdmin);
    // Neither a token nor an id: a 400 naming the token.
    const neither = await call(url(), `${INVITATION}/accept`, {}, { token: invitee.token });
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields[0].field).toBe('token');
  });

  it('a new address gets the e-mail only, and an unverified account is not told', async () => {
    const inst = await makeInstitute(env.server, env.staff, []);
    const fresh = `fresh-${dialect}-${inst.id.slice(0, 6)}@example.com`;
    const unverified = await person(env.server, 'unverified', [ROLE.learner]);
    await env.server.server.ctx.db
      .updateTable('users')
      .set({ email_verified: 0 })
      .where('id', '=', unverified.id)
      .execute();
    for (const email of [fresh, unverified.email]) {
      const sent = await call(
        url(),
        `${SUPERVISOR_ADMIN}/invite`,
        { institute_id: inst.id, email },
        { token: env.staff },
      );
      expect(sent.status, sent.text).toBe(200);
      expect(await env.server.readOutbox(email)).toHaveLength(1);
      expect(await noticesFor(email)).toEqual([]);
    }
  });

  it('a startup team invitation notifies the invitee, who accepts by its id', async () => {
    const owner = await makePerson(env.server, [ROLE.startup], 'inv-owner');
    const invitee = await makePerson(env.server, [ROLE.learner], 'inv-mate');
    const other = await makePerson(env.server, [ROLE.learner], 'inv-other');
    const startup = await addStartup(env.server, owner, { name: 'Invite Co' });
    const sent = await call(
      url(),
      '/v1/api/user_business/invite',
      { startup_id: startup.id, email: invitee.email },
      { token: owner.token },
    );
    expect(sent.status, sent.text).toBe(200);
    const notices = await invitationNotices(invitee.token);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe(`/ailab/startups?invitation_id=${sent.body.id}`);
    expect(notices[0]?.params).toMatchObject({ to: 'team', place: 'Invite Co' });
    expect(await invitationNotices(owner.token)).toEqual([]);
    expect(await invitationNotices(other.token)).toEqual([]);

    const ACCEPT = '/v1/api/user_business/invitation/accept';
    const ref = { invitation_id: sent.body.id };
    expect((await call(url(), ACCEPT, ref, { token: other.token })).status).toBe(404);
    const accepted = await call(url(), ACCEPT, ref, { token: invitee.token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.startup.name).toBe('Invite Co');
    expect(await findRolesOfUser(env.server.server.ctx.db, invitee.id)).toContain(ROLE.startup);
  });

  it('is in the app only: no e-mail preference is offered for it', async () => {
    const who = await person(env.server, 'prefs', [ROLE.learner]);
    const set = await call(
      url(),
      '/v2/api/notifications/prefs/set',
      { kind: 'invitation.received', email: false },
      { token: who.token },
    );
    expect(set.status).toBe(400);
  });
});
