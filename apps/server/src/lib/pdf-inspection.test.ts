import { describe, expect, it } from 'vitest';
import { buildPdf, harmlessPdfs, hostilePdfs } from '../../test/hostile-files.ts';
import { inspectPdf } from './pdf-inspection.ts';

const withAnnotation = (action: string) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Annots [4 0 R] >>',
    `<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A ${action} >>`,
  ]);

describe('inspectPdf', () => {
  it('reads names as a viewer does, #-escapes decoded', () => {
    expect(inspectPdf(withAnnotation('<< /S /J#61vaScript /J#53 (1) >>'))).toEqual([{ kind: 'active', detail: '/S /JavaScript' }]);
    expect(inspectPdf(withAnnotation('<< /#4A#53 (1) >>'))).toEqual([{ kind: 'active', detail: '/JS' }]);
    expect(inspectPdf(withAnnotation('<< /#53 /#55#52#49 /#55RI (http://example.invalid) >>'))).toEqual([{ kind: 'active', detail: '/S /URI' }]);
    expect(inspectPdf(withAnnotation('<< /S /GoToR /F (\\\\\\\\host\\\\x.pdf) >>'))).toEqual([{ kind: 'active', detail: '/S /GoToR' }]);
  });

  it('finds an action in an object the parser cannot read, from the raw names', () => {
    const broken = Buffer.concat([withAnnotation('<< /S /GoTo /D [3 0 R /Fit] >>'), Buffer.from('9 0 obj << /S /Launch /F (x.exe) /Broken [ >>\n', 'latin1')]);
    expect(inspectPdf(broken)[0]?.kind).toBe('active');
  });

  it('refuses every hostile sample and accepts every harmless one', () => {
    for (const entry of hostilePdfs()) expect(inspectPdf(entry.bytes), entry.label).not.toEqual([]);
    for (const entry of harmlessPdfs()) expect(inspectPdf(entry.bytes), entry.label).toEqual([]);
    expect(inspectPdf(withAnnotation('<< /S /GoTo /D [3 0 R /Fit] >>'))).toEqual([]);
  });
});
