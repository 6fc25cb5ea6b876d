import { describe, expect, it } from 'vitest';
import { maputoInstant } from '../../lib/maputo-time.ts';
import { buildIcs, escapeText, foldLine } from './ics.ts';

describe('calendar invitation', () => {
  const ics = buildIcs({
    uid: 'CC-ABC123@cabelomaputo.co.mz',
    start: maputoInstant('2030-03-06', '10:00'),
    end: maputoInstant('2030-03-06', '11:00'),
    summary: 'Consulta capilar presencial, Cabelo & Clínica',
    location: 'Av. Julius Nyerere, 1234; Maputo',
    description: 'Referência CC-ABC123\nChegue 10 minutos antes.',
    status: 'TENTATIVE',
    stamp: new Date('2030-03-01T12:00:00Z'),
  });

  it('writes a Maputo 10:00 appointment as 08:00 UTC', () => {
    expect(ics).toContain('\r\nDTSTART:20300306T080000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20300306T090000Z\r\n');
  });

  it('carries UID, SUMMARY and LOCATION with text escaped, and CRLF line ends', () => {
    expect(ics).toContain('UID:CC-ABC123@cabelomaputo.co.mz\r\n');
    expect(ics).toContain('SUMMARY:Consulta capilar presencial\\, Cabelo & Clínica\r\n');
    expect(ics).toContain('LOCATION:Av. Julius Nyerere\\, 1234\\; Maputo\r\n');
    expect(ics).toContain('DESCRIPTION:Referência CC-ABC123\\nChegue 10 minutos antes.');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ã'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`DESCRIPTION:${'ã'.repeat(100)}`);
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });
});
