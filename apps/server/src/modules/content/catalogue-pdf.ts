import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { STORE_PROFILE } from '@shop/contract/store';
import type { clinicServices } from '../../db/schema.ts';
import { groupServices } from './services.ts';

type ServiceRow = typeof clinicServices.$inferSelect;

const PLUM = rgb(0x5b / 255, 0x2a / 255, 0x4e / 255);
const INK = rgb(0x2b / 255, 0x20 / 255, 0x27 / 255);
const MUTED = rgb(0.42, 0.38, 0.41);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The standard fonts speak WinAnsi only: anything else becomes a close ASCII stand-in. */
function fit(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : ch === '\u2013' || ch === '\u2014' ? '-' : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '')))
    .join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of fit(font, text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A fingerprint of what the PDF shows: the same rows give the same file (and ETag). */
export const catalogueVersion = (rows: ServiceRow[]) =>
  createHash('sha256')
    .update(JSON.stringify(rows.map((r) => [r.id, r.category, r.name, r.description, r.priceCents, r.priceNote, r.durationMinutes, r.bookingOption, r.sortOrder])))
    .digest('hex')
    .slice(0, 16);

/** The services catalogue, drawn from the same rows as /services, so it never disagrees with the page. */
export async function renderCatalogue(rows: ServiceRow[], generatedAt: Date, publicUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Catálogo de serviços: ${STORE_PROFILE.name}`);
  doc.setAuthor(STORE_PROFILE.legalName);
  doc.setSubject('Serviços e preços da clínica');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  doc.setLanguage('pt-MZ');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + 30) newPage();
  };
  const text = (value: string, x: number, size: number, font: PDFFont, color = INK) => page.drawText(fit(font, value), { x, y, size, font, color });

  text(STORE_PROFILE.name, MARGIN, 22, bold, PLUM);
  y -= 22;
  text('Catálogo de serviços e preços', MARGIN, 13, regular, INK);
  y -= 16;
  const dateText = new Intl.DateTimeFormat('pt-PT', { timeZone: 'Africa/Maputo', dateStyle: 'long' }).format(generatedAt);
  text(`Preços em meticais (MT), em vigor a ${dateText}.`, MARGIN, 9, regular, MUTED);
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 1, color: PLUM });
  y -= 24;

  for (const group of groupServices(rows)) {
    ensure(60);
    text(group.category.toUpperCase(), MARGIN, 11, bold, PLUM);
    y -= 18;
    for (const service of group.services) {
      const price = fit(bold, service.price_text);
      const priceWidth = bold.widthOfTextAtSize(price, 10.5);
      const nameLines = wrap(bold, service.name, 10.5, width - priceWidth - 16);
      const descLines = service.description ? wrap(regular, service.description, 9, width - priceWidth - 16) : [];
      ensure(14 * nameLines.length + 12 * descLines.length + 18);
      page.drawText(price, { x: A4[0] - MARGIN - priceWidth, y, size: 10.5, font: bold, color: INK });
      for (const line of nameLines) {
        page.drawText(line, { x: MARGIN, y, size: 10.5, font: bold, color: INK });
        y -= 14;
      }
      for (const line of descLines) {
        page.drawText(line, { x: MARGIN, y, size: 9, font: regular, color: MUTED });
        y -= 12;
      }
      if (service.duration_minutes) {
        text(`Duração aproximada: ${service.duration_minutes} min`, MARGIN, 8.5, regular, MUTED);
        y -= 12;
      }
      y -= 8;
    }
    y -= 8;
  }

  ensure(70);
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: MUTED });
  y -= 16;
  const a = STORE_PROFILE.address;
  text(`${a.street}, ${a.bairro}, ${a.city}`, MARGIN, 9, regular);
  y -= 12;
  text(`Telefone: ${STORE_PROFILE.phones.join(' / ')} · WhatsApp: +${STORE_PROFILE.whatsapp}`, MARGIN, 9, regular);
  y -= 12;
  text(`E-mail: ${STORE_PROFILE.emails.clinic} · ${STORE_PROFILE.emails.commercial}`, MARGIN, 9, regular);
  y -= 12;
  text(`Horário: ${STORE_PROFILE.hours.map((h) => `${h.days} ${h.hours}`).join('; ')}`, MARGIN, 9, regular);
  y -= 12;
  text(`Marque online: ${publicUrl}/consulta-capilar · ${publicUrl}/microagulhamento (com 24 horas de antecedência).`, MARGIN, 8.5, regular, MUTED);

  const pages = doc.getPages();
  pages.forEach((p, i) => p.drawText(`${i + 1}/${pages.length}`, { x: A4[0] - MARGIN - 20, y: 30, size: 8, font: regular, color: MUTED }));
  return doc.save();
}
