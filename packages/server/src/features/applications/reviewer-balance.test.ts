import { describe, expect, it } from 'vitest';
import { planAssignments } from './reviewer-balance';
import { reviewerConflict } from './reviewer-conflicts';

const pool = ['a@one.example', 'b@two.example', 'c@three.example'].map((email, index) => ({
  id: `r${index}`,
  email,
  name: email,
}));
const applicant = (email: string, team: string[] = []) => ({ userId: null, email, teamEmails: team });

describe('reviewer conflicts', () => {
  it('names the applicant, a team member and a shared company domain, but not a public mail domain', () => {
    expect(
      reviewerConflict({ id: 'u1', email: 'x@y.example' }, { ...applicant('z@q.example'), userId: 'u1' }),
    ).toBe('applicant');
    expect(
      reviewerConflict(
        { id: 'u', email: 'Team@Mate.example' },
        applicant('f@f.example', ['team@mate.example']),
      ),
    ).toBe('team_member');
    expect(
      reviewerConflict(
        { id: 'u', email: 'boss@acme.example' },
        applicant('f@other.example', ['t@acme.example']),
      ),
    ).toBe('email_domain');
    expect(reviewerConflict({ id: 'u', email: 'me@gmail.com' }, applicant('you@gmail.com'))).toBeNull();
    expect(reviewerConflict({ id: 'u', email: 'me@acme.example' }, applicant('you@else.example'))).toBeNull();
  });
});

describe('balanced plan', () => {
  it('spreads the work evenly, skips the assigned and the conflicted, and says what is missing', () => {
    const applications = Array.from({ length: 6 }, (_, index) => ({
      id: `a${index}`,
      applicant: applicant(`f${index}@founders.example`),
      assigned: [] as string[],
    }));
    const load = new Map<string, number>();
    const plans = planAssignments(applications, pool, 2, load);
    expect(plans.every((plan) => plan.add.length === 2 && plan.missing === 0)).toBe(true);
    expect([...load.values()]).toEqual([4, 4, 4]);

    const busy = new Map([['r0', 5]]);
    const [conflicted] = planAssignments(
      [{ id: 'x', applicant: applicant('f@two.example'), assigned: ['r2'] }],
      pool,
      3,
      busy,
    );
    expect(conflicted?.add.map((reviewer) => reviewer.id)).toEqual(['r0']);
    expect(conflicted?.excluded).toEqual([{ reviewer: pool[1], reason: 'email_domain' }]);
    expect(conflicted?.missing).toBe(1);
  });
});
