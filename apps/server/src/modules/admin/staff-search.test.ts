import { describe, expect, it } from 'vitest';
import { parseStaffSearch } from './staff-search.ts';

describe('parseStaffSearch', () => {
  it('reads a phone typed in any format as its national digits', () => {
    for (const typed of ['84 111 0000', '+258841110000', '841110000', '00258 84 111 0000', '258-84-111-0000', '(84) 111 0000']) {
      expect(parseStaffSearch(typed)).toEqual({ text: typed.trim(), phone: '841110000' });
    }
  });

  it('keeps a foreign or partial number as typed digits', () => {
    expect(parseStaffSearch('+27 82 555 1234')?.phone).toBe('27825551234');
    expect(parseStaffSearch('1110')?.phone).toBe('1110');
  });

  it('treats names, e-mails and references as text', () => {
    expect(parseStaffSearch('Júlia')).toEqual({ text: 'Júlia', phone: null });
    expect(parseStaffSearch('neusa@exemplo.co.mz')).toEqual({ text: 'neusa@exemplo.co.mz', phone: null });
    expect(parseStaffSearch('#CMCQB9RA')).toEqual({ text: 'CMCQB9RA', phone: null });
    expect(parseStaffSearch('CC-PX7UJS')?.phone).toBeNull();
  });

  it('ignores an empty box and too few digits to be a phone', () => {
    expect(parseStaffSearch('   ')).toBeNull();
    expect(parseStaffSearch(undefined)).toBeNull();
    expect(parseStaffSearch('12')).toEqual({ text: '12', phone: null });
  });
});
