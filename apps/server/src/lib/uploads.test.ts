import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { checkUpload, MAX_UPLOAD_BYTES, MESSAGE_TOO_LARGE, MESSAGE_WRONG_TYPE, safeFileName, sniffKind } from './uploads.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
  Buffer.from('IEND'),
  Buffer.alloc(4),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('checkUpload', () => {
  it('accepts PNG, JPEG and PDF by their content', () => {
    expect(checkUpload(png)).toMatchObject({ kind: 'png', mime: 'image/png', extension: 'png' });
    expect(checkUpload(jpeg)).toMatchObject({ kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' });
    expect(checkUpload(pdf)).toMatchObject({ kind: 'pdf', mime: 'application/pdf', extension: 'pdf' });
  });

  it('refuses other types with the spec message, whatever their name says', () => {
    for (const bytes of [Buffer.from('GIF89a....'), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('MZ\x90\x00')]) {
      const err = refusal(() => checkUpload(bytes));
      expect(err.code).toBe('UNSUPPORTED_FILE');
      expect(err.message).toBe(MESSAGE_WRONG_TYPE);
    }
  });

  it('refuses files over 5 MB with the spec message', () => {
    const err = refusal(() => checkUpload(Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)])));
    expect(err.code).toBe('PAYLOAD_TOO_LARGE');
    expect(err.message).toBe(MESSAGE_TOO_LARGE);
    expect(err.httpStatus).toBe(413);
  });

  it('refuses empty, truncated and script-carrying files', () => {
    expect(refusal(() => checkUpload(Buffer.alloc(0))).code).toBe('UNSUPPORTED_FILE');
    expect(refusal(() => checkUpload(png.subarray(0, 20))).message).toMatch(/danificado/);
    expect(refusal(() => checkUpload(Buffer.concat([png, Buffer.from('<svg onload=alert(1)>')]))).message).toBe(MESSAGE_WRONG_TYPE);
    expect(refusal(() => checkUpload(Buffer.from('%PDF-1.4\n/OpenAction << /JS (app.alert(1)) >>\n%%EOF'))).message).toMatch(
      /conteúdo ativo/,
    );
  });

  it('honours a narrower allow-list', () => {
    expect(refusal(() => checkUpload(pdf, ['png', 'jpeg'])).message).toBe(MESSAGE_WRONG_TYPE);
    expect(sniffKind(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('webp');
  });
});

describe('safeFileName', () => {
  it('keeps a readable name without paths or odd characters, with the checked extension', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\Ana\\comprovativo "maio".PNG', 'png')).toBe('comprovativo maio.png');
    expect(safeFileName(undefined, 'jpg')).toBe('ficheiro.jpg');
    expect(safeFileName('transferência BIM.exe', 'pdf')).toBe('transferência BIM.pdf');
  });
});
