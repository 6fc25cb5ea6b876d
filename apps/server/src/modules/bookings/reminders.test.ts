import { describe, expect, it } from 'vitest';
import { reminderDue } from './reminders.ts';

const H = 3_600_000;
const start = new Date('2030-03-06T08:00:00Z');
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * H);
const bookedLongAgo = { startsAt: start, createdAt: at(24 * 7) };

describe('which reminder is due', () => {
  it('none before the 24-hour mark', () => {
    expect(reminderDue(bookedLongAgo, at(25))).toBeNull();
  });
  it('the "tomorrow" one from 24 hours until 2 hours before', () => {
    expect(reminderDue(bookedLongAgo, at(24))).toBe('24h');
    expect(reminderDue(bookedLongAgo, at(2.01))).toBe('24h');
  });
  it('the "soon" one in the last 2 hours, none once it has started', () => {
    expect(reminderDue(bookedLongAgo, at(2))).toBe('2h');
    expect(reminderDue(bookedLongAgo, at(0.1))).toBe('2h');
    expect(reminderDue(bookedLongAgo, at(0))).toBeNull();
    expect(reminderDue(bookedLongAgo, at(-1))).toBeNull();
  });
  it('skips a reminder whose window the booking was made in (its confirmation was just sent)', () => {
    expect(reminderDue({ startsAt: start, createdAt: at(10) }, at(9))).toBeNull();
    expect(reminderDue({ startsAt: start, createdAt: at(10) }, at(1))).toBe('2h');
    expect(reminderDue({ startsAt: start, createdAt: at(1) }, at(0.5))).toBeNull();
  });
});
