import { describe, expect, it } from 'vitest';
import { findSlot, generateSlots, SCHEDULES } from './availability.ts';
import { maputoInstant, maputoParts } from '../../lib/maputo-time.ts';

// Monday 2030-03-04 08:00 in Maputo (06:00 UTC).
const MONDAY_8AM = new Date('2030-03-04T06:00:00Z');
const times = (slots: { time: string }[]) => slots.map((s) => s.time);
const free = (slots: { time: string; available: boolean }[]) => slots.filter((s) => s.available).map((s) => s.time);

describe('Maputo time', () => {
  it('is UTC+02:00 all year, with no daylight saving shift', () => {
    expect(maputoInstant('2030-01-15', '09:00').toISOString()).toBe('2030-01-15T07:00:00.000Z');
    expect(maputoInstant('2030-07-15', '09:00').toISOString()).toBe('2030-07-15T07:00:00.000Z');
    expect(maputoParts(new Date('2030-03-29T22:30:00Z'))).toEqual({ date: '2030-03-30', time: '00:30', weekday: 6 });
  });
});

describe('slot generation', () => {
  it('offers hourly consultations 09:00–17:00 on a weekday', () => {
    const slots = generateSlots({ date: '2030-03-06', service: 'presencial', now: MONDAY_8AM });
    expect(times(slots)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(slots.every((s) => s.available)).toBe(true);
    expect(slots[0]!.startsAt.toISOString()).toBe('2030-03-06T07:00:00.000Z');
    expect(slots[0]!.endsAt.toISOString()).toBe('2030-03-06T08:00:00.000Z');
  });

  it('ends Saturday consultations by 14:00', () => {
    expect(times(generateSlots({ date: '2030-03-09', service: 'presencial', now: MONDAY_8AM }))).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
  });

  it('has no slot on Sunday', () => {
    expect(generateSlots({ date: '2030-03-10', service: 'presencial', now: MONDAY_8AM })).toEqual([]);
    expect(generateSlots({ date: '2030-03-10', service: 'microneedling', now: MONDAY_8AM })).toEqual([]);
  });

  it('offers micro-needling hourly 09:00–12:00 and 14:00–17:00, and until 12:00 on Saturday', () => {
    expect(times(generateSlots({ date: '2030-03-06', service: 'microneedling', now: MONDAY_8AM }))).toEqual(['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00']);
    expect(times(generateSlots({ date: '2030-03-09', service: 'microneedling', now: MONDAY_8AM }))).toEqual(['09:00', '10:00', '11:00', '12:00']);
  });

  it('gives online consultations their shorter length on the same hourly grid', () => {
    const [first] = generateSlots({ date: '2030-03-06', service: 'online', now: MONDAY_8AM });
    expect(first!.endsAt.getTime() - first!.startsAt.getTime()).toBe(45 * 60_000);
  });

  it('marks past slots and slots inside the 24-hour notice unavailable', () => {
    // Tuesday 10:30 in Maputo: today is past until 10:00, tomorrow inside the notice until 10:30.
    const now = new Date('2030-03-05T08:30:00Z');
    const today = generateSlots({ date: '2030-03-05', service: 'presencial', now });
    expect(today.filter((s) => s.reason === 'past').map((s) => s.time)).toEqual(['09:00', '10:00']);
    expect(today.every((s) => !s.available)).toBe(true);
    const tomorrow = generateSlots({ date: '2030-03-06', service: 'presencial', now });
    expect(tomorrow.filter((s) => s.reason === 'notice').map((s) => s.time)).toEqual(['09:00', '10:00']);
    expect(free(tomorrow)[0]).toBe('11:00');
  });

  it('marks taken starts unavailable', () => {
    const taken = [maputoInstant('2030-03-06', '10:00')];
    const slots = generateSlots({ date: '2030-03-06', service: 'presencial', now: MONDAY_8AM, taken });
    expect(slots.find((s) => s.time === '10:00')).toMatchObject({ available: false, reason: 'taken' });
    expect(free(slots)).toHaveLength(8);
  });

  it('marks slots overlapping a blocked period unavailable', () => {
    const blocked = [{ startsAt: maputoInstant('2030-03-06', '11:30'), endsAt: maputoInstant('2030-03-06', '14:00') }];
    const slots = generateSlots({ date: '2030-03-06', service: 'presencial', now: MONDAY_8AM, blocked });
    expect(slots.filter((s) => s.reason === 'blocked').map((s) => s.time)).toEqual(['11:00', '12:00', '13:00']);
  });

  it('refuses slots beyond the booking horizon', () => {
    expect(generateSlots({ date: '2031-03-05', service: 'presencial', now: MONDAY_8AM }).every((s) => s.reason === 'horizon')).toBe(true);
  });

  it('finds only times that exist in the schedule', () => {
    expect(findSlot({ date: '2030-03-06', service: 'presencial', now: MONDAY_8AM, time: '10:00' })?.available).toBe(true);
    expect(findSlot({ date: '2030-03-06', service: 'presencial', now: MONDAY_8AM, time: '10:30' })).toBeNull();
    expect(findSlot({ date: '2030-03-06', service: 'microneedling', now: MONDAY_8AM, time: '13:00' })).toBeNull();
  });

  it('keeps every service no longer than its step, so one start per resource cannot overlap another', () => {
    for (const s of Object.values(SCHEDULES)) expect(s.lengthMinutes).toBeLessThanOrEqual(s.stepMinutes);
    const steps = new Set(Object.values(SCHEDULES).filter((s) => s.resource === 'consultation').map((s) => s.stepMinutes));
    expect(steps.size).toBe(1);
  });
});

describe('staff rules (phone bookings and walk-ins)', () => {
  // Monday 2030-03-04 10:30 in Maputo.
  const MONDAY_1030 = new Date('2030-03-04T08:30:00Z');

  it('offer the slot under way and the next hours, which customers cannot book inside the 24-hour notice', () => {
    const customer = generateSlots({ date: '2030-03-04', service: 'presencial', now: MONDAY_1030 });
    const staff = generateSlots({ date: '2030-03-04', service: 'presencial', now: MONDAY_1030, rules: 'staff' });
    expect(free(customer)).toEqual([]);
    expect(free(staff)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(staff.find((s) => s.time === '09:00')!.reason).toBe('past');
  });

  it('still refuse taken and blocked slots', () => {
    const staff = generateSlots({
      date: '2030-03-04', service: 'microneedling', now: MONDAY_1030, rules: 'staff',
      taken: [maputoInstant('2030-03-04', '11:00')],
      blocked: [{ startsAt: maputoInstant('2030-03-04', '14:00'), endsAt: maputoInstant('2030-03-04', '16:00') }],
    });
    expect(Object.fromEntries(staff.map((s) => [s.time, s.reason]))).toMatchObject({ '10:00': null, '11:00': 'taken', '14:00': 'blocked', '15:00': 'blocked', '16:00': null });
  });
});
