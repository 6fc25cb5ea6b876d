import { describe, expect, it } from 'vitest';
import { consultationCreateRequest, phoneSchema } from './bookings.ts';

const valid = {
  full_name: 'Ana', age: '30', whatsapp: '+258 84 123 4567', email: 'A@B.MZ', complaints: 'Caspa',
  appointment_type: 'online', appointment_date: '2030-03-06', appointment_time: '10:00', payment_method: 'establishment',
};

describe('consultation request', () => {
  it('normalises phones, e-mails and multipart-style lists', () => {
    const parsed = consultationCreateRequest.parse({ ...valid, complaints: '["Caspa","Acne","Caspa"]' });
    expect(parsed).toMatchObject({ age: 30, whatsapp: '258841234567', email: 'a@b.mz', complaints: ['Caspa', 'Acne'] });
    expect(consultationCreateRequest.parse({ ...valid, complaints: ['Acne'] }).complaints).toEqual(['Acne']);
  });

  it('accepts Mozambican numbers with or without the country code, and international ones', () => {
    expect(phoneSchema().parse('841234567')).toBe('258841234567');
    expect(phoneSchema().parse('00258 21 49 0000')).toBe('25821490000');
    expect(phoneSchema().parse('21 49 0000')).toBe('25821490000');
    expect(phoneSchema().parse('+27 82 123 4567')).toBe('27821234567');
    expect(phoneSchema().safeParse('12').success).toBe(false);
  });

  it('refuses an impossible date and an unknown complaint', () => {
    expect(consultationCreateRequest.safeParse({ ...valid, appointment_date: '2030-02-30' }).success).toBe(false);
    expect(consultationCreateRequest.safeParse({ ...valid, complaints: ['Calvície'] }).success).toBe(false);
  });
});
