import { describe, expect, it } from 'vitest';
import { profileErrors } from './profile-rules.ts';

const ok = { first_name: 'Ana', last_name: 'Machava', email: 'ana@exemplo.co.mz', telephone: '+258 84 111 0000', current_password: '' };

describe('profileErrors', () => {
  it('accepts a complete profile and an empty phone', () => {
    expect(profileErrors(ok, false)).toEqual({});
    expect(profileErrors({ ...ok, telephone: '' }, false)).toEqual({});
  });

  it('says why it cannot be saved, on each field at once', () => {
    const errors = profileErrors({ ...ok, first_name: '', telephone: '12' }, true);
    expect(Object.keys(errors)).toEqual(['first_name', 'telephone', 'current_password']);
    expect(errors.current_password).toMatch(/palavra-passe atual/);
  });
});
