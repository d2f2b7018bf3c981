import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('notificationText', () => {
  it('translates the kind with its params', () => {
    expect(notificationText({ kind: 'event.cancelled', params: { event: 'AI day' } }, t)).toBe(
      'notifications:kinds.event.cancelled{"event":"AI day"}',
    );
  });

  it('names granted roles by their translated names, not numbers', () => {
    expect(notificationText({ kind: 'roles.granted', params: { roles: '3,8' } }, t)).toBe(
      'notifications:kinds.roles.granted{"roles":"auth:roles.startup, auth:roles.learner"}',
    );
  });

  it('picks the invitation sentence by what the invitation is to', () => {
    expect(
      notificationText(
        { kind: 'invitation.received', params: { to: 'team', place: 'Acme', inviter: 'Ana' } },
        t,
      ),
    ).toBe(
      'notifications:kinds.invitation.received{"to":"team","place":"Acme","inviter":"Ana","context":"team"}',
    );
  });
});
