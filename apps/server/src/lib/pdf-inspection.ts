import { inflateSync, constants as zlibConstants } from 'node:zlib';
import { PDFArray, PDFContext, PDFDict, PDFName, PDFObjectParser, PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from '@cantoo/pdf-lib';

/**
 * Why a PDF cannot be kept as it came. `active`: something a viewer could run, open, send or
 * fetch (scripts, actions other than moving inside the document, forms, attached files, media);
 * `encrypted`: its content cannot be checked; `unreadable`: a part of it does not parse or decode;
 * `too-complex`: it exceeds what we are willing to decode to find out.
 */
export type PdfFindingKind = 'active' | 'encrypted' | 'unreadable' | 'too-complex';
export interface PdfFinding {
  kind: PdfFindingKind;
  detail: string;
}

/** Dictionary keys that only exist to run, open or attach something. */
const ACTIVE_KEYS = new Set([
  'JS', 'JavaScript', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'XFA', 'URI', 'NeedsRendering',
  'RichMediaContent', 'RichMediaSettings', 'RichMediaExecute',
]);
/** Every action type (/S) but moving inside the document (GoTo), page navigation (Named) and page transitions (Trans). */
const ACTIVE_ACTIONS = new Set([
  'JavaScript', 'Launch', 'URI', 'SubmitForm', 'ResetForm', 'ImportData', 'GoToR', 'GoToE', 'GoToDp', 'GoTo3DView',
  'Rendition', 'RichMediaExecute', 'Sound', 'Movie', 'Hide', 'SetOCGState', 'Thread', 'ECMAScript',
]);
/** Annotation and object types that carry files or media. */
const ACTIVE_SUBTYPES = new Set(['FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D']);
/** Names long enough (or pairs distinctive enough) to look for even inside compressed bytes. */
const LONG_ACTIVE_NAMES = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'SubmitForm', 'ImportData', 'RichMedia', 'RichMediaContent', 'Encrypt']);
/** Markup a browser could render if the file were ever taken for HTML (PDF/HTML polyglots). */
const HTML_MARKUP = /<\s*(script|html|body|iframe|svg|object|embed|meta|head|form|frame)\b|javascript:/i;

const MAX_OBJECTS = 200_000;
const MAX_DECODED_PER_STREAM = 8 * 1024 * 1024;
const MAX_DECODED_TOTAL = 32 * 1024 * 1024;
const MAX_COPIED_STREAM_BYTES = 64 * 1024 * 1024;
const MAX_DEPTH = 64;

class Stop extends Error {
  constructor(readonly finding: PdfFinding) {
    super(finding.detail);
  }
}

const nameOf = (o: PDFObject | undefined) => (o instanceof PDFName ? o.decodeText() : undefined);

/** `/J#61vaScript` → `JavaScript`, as a viewer reads the name. */
function decodeNameToken(token: string): string {
  return token.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every name token in raw PDF text, decoded, with the name token that follows it. */
function* nameTokens(text: string): Generator<[string, string | undefined]> {
  const re = /\/([^\s/[\]<>(){}%]*)/g;
  let previous: string | undefined;
  let previousEnd = -1;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const name = decodeNameToken(m[1]!);
    // Consecutive names ("/S /JavaScript"): the pair is what an action says.
    if (previous !== undefined && /^\s*$/.test(text.slice(previousEnd, m.index))) yield [previous, name];
    else if (previous !== undefined) yield [previous, undefined];
    previous = name;
    previousEnd = m.index + m[0].length;
  }
  if (previous !== undefined) yield [previous, undefined];
}

interface Region {
  start: number;
  end: number;
}

class Inspector {
  private readonly text: string;
  private readonly context = PDFContext.create();
  private readonly objects: PDFObject[] = [];
  private readonly compressedRegions: Region[] = [];
  private decodedTotal = 0;
  private copied = 0;
  private visited = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }

  run(): PdfFinding[] {
    try {
      this.parseEveryObject();
      for (const object of this.objects) this.visit(object, 0);
      this.scanRawText();
      return [];
    } catch (err) {
      if (err instanceof Stop) return [err.finding];
      throw err;
    }
  }

  /**
   * Every object the file holds, wherever it sits: each `N G obj` header is parsed, including
   * headers inside other objects' data and in later revisions, so an object a viewer could reach
   * through a crafted cross-reference table is never hidden from us. Object streams are decoded
   * (within limits) and their objects parsed too.
   */
  private parseEveryObject() {
    const header = /(\d{1,10})[ \t\r\n\f\0]+(\d{1,5})[ \t\r\n\f\0]+obj\b/g;
    let count = 0;
    for (let m = header.exec(this.text); m; m = header.exec(this.text)) {
      if (++count > MAX_OBJECTS) throw new Stop({ kind: 'too-complex', detail: 'too many objects' });
      const ref = PDFRef.of(Number(m[1]), Number(m[2]));
      const object = this.parseAt(this.bytes, m.index + m[0].length, ref);
      if (!object) continue;
      this.objects.push(object);
      this.context.assign(ref, object);
      if (object instanceof PDFRawStream) this.onStream(object, m.index + m[0].length);
    }
  }

  private parseAt(bytes: Uint8Array, offset: number, ref?: PDFRef): PDFObject | null {
    try {
      const object = PDFObjectParser.forBytes(bytes.subarray(offset), this.context).parseObject(ref);
      if (object instanceof PDFRawStream) {
        this.copied += object.contents.length;
        if (this.copied > MAX_COPIED_STREAM_BYTES) throw new Stop({ kind: 'too-complex', detail: 'stream data exceeds the limit' });
      }
      return object;
    } catch (err) {
      if (err instanceof Stop) throw err;
      // What does not parse here is still read as raw text by scanRawText().
      return null;
    }
  }

  private onStream(stream: PDFRawStream, headerEnd: number) {
    const filter = stream.dict.get(PDFName.of('Filter'));
    if (filter) {
      const start = this.text.indexOf('stream', headerEnd);
      if (start >= 0) this.compressedRegions.push({ start, end: start + stream.contents.length + 16 });
    }
    if (nameOf(stream.dict.get(PDFName.of('Type'))) === 'ObjStm') this.expandObjectStream(stream);
  }

  private expandObjectStream(stream: PDFRawStream) {
    const decoded = this.decode(stream);
    const first = stream.dict.get(PDFName.of('First'));
    const firstOffset = first ? Number(first.toString()) : NaN;
    const headerText = Buffer.from(decoded.subarray(0, Number.isFinite(firstOffset) ? firstOffset : 0)).toString('latin1');
    const numbers = headerText.trim().split(/\s+/).filter(Boolean).map(Number);
    if (!Number.isInteger(firstOffset) || firstOffset < 0 || numbers.length % 2 !== 0 || numbers.some((n) => !Number.isInteger(n) || n < 0)) {
      throw new Stop({ kind: 'unreadable', detail: 'object stream header' });
    }
    for (let i = 0; i < numbers.length; i += 2) {
      const object = this.parseAt(decoded, firstOffset + numbers[i + 1]!, PDFRef.of(numbers[i]!, 0));
      if (!object) throw new Stop({ kind: 'unreadable', detail: 'object inside an object stream' });
      this.objects.push(object);
      this.context.assign(PDFRef.of(numbers[i]!, 0), object);
    }
    // Whatever the offsets claim, every name in the stream is read too.
    this.scanNames(Buffer.from(decoded).toString('latin1'), true);
  }

  /** Decodes a stream's filters within the limits; Flate through zlib, which stops at the limit itself. */
  private decode(stream: PDFRawStream): Uint8Array {
    const filterEntry = stream.dict.get(PDFName.of('Filter'));
    const filters = filterEntry instanceof PDFArray ? filterEntry.asArray().map(nameOf) : filterEntry ? [nameOf(filterEntry)] : [];
    let data: Uint8Array = stream.contents;
    const budget = Math.min(MAX_DECODED_PER_STREAM, MAX_DECODED_TOTAL - this.decodedTotal);
    for (const filter of filters) {
      if (budget <= 0) throw new Stop({ kind: 'too-complex', detail: 'decoded size' });
      if (filter === 'FlateDecode' || filter === 'Fl') {
        try {
          data = inflateSync(data, { maxOutputLength: budget, finishFlush: zlibConstants.Z_SYNC_FLUSH });
        } catch (err) {
          if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new Stop({ kind: 'too-complex', detail: 'decoded size' });
          throw new Stop({ kind: 'unreadable', detail: 'FlateDecode' });
        }
      } else if (filter === 'LZWDecode' || filter === 'ASCII85Decode' || filter === 'ASCIIHexDecode' || filter === 'RunLengthDecode') {
        try {
          // These decoders work block by block, so asking for one byte more than the limit bounds them.
          const single = this.context.obj({ Filter: filter });
          const out = new Uint8Array(decodePDFRawStream(PDFRawStream.of(single, data)).getBytes(budget + 1));
          if (out.length > budget) throw new Stop({ kind: 'too-complex', detail: 'decoded size' });
          data = out;
        } catch (err) {
          if (err instanceof Stop) throw err;
          throw new Stop({ kind: 'unreadable', detail: filter });
        }
      } else {
        throw new Stop({ kind: 'unreadable', detail: `filter ${filter ?? '?'}` });
      }
    }
    this.decodedTotal += data.length;
    return data;
  }

  private resolve(o: PDFObject | undefined): PDFObject | undefined {
    return o instanceof PDFRef ? this.context.lookup(o) : o;
  }

  private visit(o: PDFObject | undefined, depth: number) {
    if (!o) return;
    if (++this.visited > 5_000_000 || depth > MAX_DEPTH) throw new Stop({ kind: 'too-complex', detail: 'nesting' });
    if (o instanceof PDFRawStream) return this.visitDict(o.dict, depth);
    if (o instanceof PDFDict) return this.visitDict(o, depth);
    if (o instanceof PDFArray) for (const item of o.asArray()) this.visit(item, depth + 1);
  }

  private visitDict(dict: PDFDict, depth: number) {
    for (const [key, value] of dict.entries()) {
      const k = key.decodeText();
      if (k === 'Encrypt') throw new Stop({ kind: 'encrypted', detail: 'Encrypt' });
      if (ACTIVE_KEYS.has(k)) throw new Stop({ kind: 'active', detail: `/${k}` });
      if (k === 'S' && ACTIVE_ACTIONS.has(nameOf(value) ?? '')) throw new Stop({ kind: 'active', detail: `/S /${nameOf(value)}` });
      if (k === 'Subtype' && ACTIVE_SUBTYPES.has(nameOf(value) ?? '')) throw new Stop({ kind: 'active', detail: `/Subtype /${nameOf(value)}` });
      if (k === 'Type' && nameOf(value) === 'EmbeddedFile') throw new Stop({ kind: 'active', detail: '/Type /EmbeddedFile' });
      if (k === 'OpenAction') this.checkOpenAction(value);
      if (k === 'AcroForm') this.checkForm(value);
      this.visit(value, depth + 1);
    }
  }

  /** Opening at a page is fine; opening with any other action is not. */
  private checkOpenAction(value: PDFObject) {
    const target = this.resolve(value);
    if (target instanceof PDFArray) return;
    if (target instanceof PDFDict && nameOf(target.get(PDFName.of('S'))) === 'GoTo') return;
    throw new Stop({ kind: 'active', detail: '/OpenAction' });
  }

  /** An empty form dictionary is common and inert; one with fields is a form. */
  private checkForm(value: PDFObject) {
    const form = this.resolve(value);
    if (!(form instanceof PDFDict)) return;
    const fields = this.resolve(form.get(PDFName.of('Fields')));
    if (fields instanceof PDFArray && fields.size() > 0) throw new Stop({ kind: 'active', detail: '/AcroForm with fields' });
  }

  /**
   * The raw file as text, for what the parser could not read (a lenient viewer might still) and
   * for markup: every name outside compressed data, and the long names and action pairs anywhere.
   */
  private scanRawText() {
    let plain = '';
    let at = 0;
    for (const region of [...this.compressedRegions].sort((a, b) => a.start - b.start)) {
      if (region.start > at) plain += this.text.slice(at, region.start) + '\n';
      at = Math.max(at, region.end);
    }
    plain += this.text.slice(at);
    if (HTML_MARKUP.test(plain)) throw new Stop({ kind: 'active', detail: 'HTML markup' });
    this.scanNames(plain, true);
    this.scanNames(this.text, false);
  }

  private scanNames(text: string, everyName: boolean) {
    for (const [name, next] of nameTokens(text)) {
      if (name === 'Encrypt') throw new Stop({ kind: 'encrypted', detail: 'Encrypt' });
      if (everyName && ACTIVE_KEYS.has(name)) throw new Stop({ kind: 'active', detail: `/${name}` });
      if (LONG_ACTIVE_NAMES.has(name)) throw new Stop({ kind: 'active', detail: `/${name}` });
      if (name === 'S' && next && ACTIVE_ACTIONS.has(next)) throw new Stop({ kind: 'active', detail: `/S /${next}` });
      if (everyName && name === 'Subtype' && next && ACTIVE_SUBTYPES.has(next)) throw new Stop({ kind: 'active', detail: `/Subtype /${next}` });
    }
  }
}

/**
 * Reads a PDF as a viewer would (with @cantoo/pdf-lib's object parser) and reports the first
 * reason it cannot be kept as it came; an empty list means it only draws pages.
 */
export function inspectPdf(bytes: Uint8Array): PdfFinding[] {
  return new Inspector(bytes).run();
}
