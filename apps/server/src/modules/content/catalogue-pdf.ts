import { createHash } from 'node:crypto';
import { STORE_PROFILE } from '@shop/contract/store';
import type { clinicServices } from '../../db/schema.ts';
import { fit, MUTED, PdfWriter, PLUM, wrap } from '../../lib/pdf-document.ts';
import { groupServices } from './services.ts';
import { formatPhone } from '@shop/contract/phone';
import { formatDay } from '../../lib/maputo-time.ts';

type ServiceRow = typeof clinicServices.$inferSelect;

/** A fingerprint of what the PDF shows: the same rows give the same file (and ETag). */
export const catalogueVersion = (rows: ServiceRow[]) =>
  createHash('sha256')
    .update(JSON.stringify(rows.map((r) => [r.id, r.category, r.name, r.description, r.priceCents, r.priceNote, r.durationMinutes, r.bookingOption, r.sortOrder])))
    .digest('hex')
    .slice(0, 16);

/** The services catalogue, drawn from the same rows as /services, so it never disagrees with the page. */
export async function renderCatalogue(rows: ServiceRow[], generatedAt: Date, publicUrl: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: `Catálogo de serviços: ${STORE_PROFILE.name}`, subject: 'Serviços e preços da clínica', createdAt: generatedAt });
  const { regular, bold, width } = pdf;

  pdf.text(STORE_PROFILE.name, { size: 22, bold: true, color: PLUM });
  pdf.down(22);
  pdf.text('Catálogo de serviços e preços', { size: 13 });
  pdf.down(16);
  const dateText = formatDay(generatedAt);
  pdf.text(`Preços em meticais (MT), em vigor a ${dateText}.`, { size: 9, color: MUTED });
  pdf.down(14);
  pdf.rule(1, PLUM);
  pdf.down(24);

  for (const group of groupServices(rows)) {
    pdf.ensure(60);
    pdf.text(group.category.toUpperCase(), { size: 11, bold: true, color: PLUM });
    pdf.down(18);
    for (const service of group.services) {
      const priceWidth = bold.widthOfTextAtSize(fit(bold, service.price_text), 10.5);
      const nameLines = wrap(bold, service.name, 10.5, width - priceWidth - 16);
      const descLines = service.description ? wrap(regular, service.description, 9, width - priceWidth - 16) : [];
      pdf.ensure(14 * nameLines.length + 12 * descLines.length + 18);
      pdf.text(service.price_text, { size: 10.5, bold: true, align: 'right' });
      for (const line of nameLines) {
        pdf.text(line, { size: 10.5, bold: true });
        pdf.down(14);
      }
      for (const line of descLines) {
        pdf.text(line, { size: 9, color: MUTED });
        pdf.down(12);
      }
      if (service.duration_minutes) {
        pdf.text(`Duração aproximada: ${service.duration_minutes} min`, { size: 8.5, color: MUTED });
        pdf.down(12);
      }
      pdf.down(8);
    }
    pdf.down(8);
  }

  pdf.ensure(70);
  pdf.down(6);
  pdf.rule();
  pdf.down(16);
  const a = STORE_PROFILE.address;
  for (const line of [
    `${a.street}, ${a.bairro}, ${a.city}`,
    `Telefone: ${STORE_PROFILE.phones.map(formatPhone).join(' / ')} · WhatsApp: ${formatPhone(STORE_PROFILE.whatsapp)}`,
    `E-mail: ${STORE_PROFILE.emails.clinic} · ${STORE_PROFILE.emails.commercial}`,
    `Horário: ${STORE_PROFILE.hours.map((h) => `${h.days} ${h.hours}`).join('; ')}`,
  ]) {
    pdf.text(line, { size: 9 });
    pdf.down(12);
  }
  pdf.text(`Marque online: ${publicUrl}/consulta-capilar · ${publicUrl}/microagulhamento (com 24 horas de antecedência).`, { size: 8.5, color: MUTED });
  return pdf.save();
}
