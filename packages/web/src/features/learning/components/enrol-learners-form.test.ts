import { describe, expect, it } from 'vitest';
import { emailsOf } from './enrol-learners-form';

describe('emailsOf', () => {
  it('reads addresses one per line or separated by commas, semicolons and spaces, once each', () => {
    expect(emailsOf(' ana@lab.mx\r\nben@lab.mx, cy@lab.mx;ana@lab.mx  dee@lab.mx\n\n')).toEqual([
      'ana@lab.mx',
      'ben@lab.mx',
      'cy@lab.mx',
      'dee@lab.mx',
    ]);
    expect(emailsOf('  \n , ')).toEqual([]);
  });
});
