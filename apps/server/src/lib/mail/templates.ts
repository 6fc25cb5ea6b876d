import { STORE_PROFILE } from '@shop/contract/store';
import { escapeHtml } from '../escape-html.ts';
import { formatPhone } from '@shop/contract/phone';

/**
 * E-mail templates: one layout (store name, address, phones, e-mails, hours from STORE_PROFILE)
 * around a list of blocks, rendered twice, as HTML and as plain text, so every mail has both.
 *
 *   const mail = renderMail({ publicUrl, subject: 'Encomenda recebida', heading: 'Obrigado!', blocks: [
 *     paragraph('Recebemos a sua encomenda #123.'),
 *     table([['Subtotal', formatMoney(1500_00)], ['Total', formatMoney(1700_00)]]),
 *     button('Ver encomenda', `${publicUrl}/orders/123`),
 *   ] });
 *   await enqueueMail(tx, { to, ...mail });
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string; caption?: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'table'; rows: [string, string][] }
  | { kind: 'notice'; text: string };

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
export const codeBlock = (code: string, caption?: string): MailBlock => ({ kind: 'code', code, caption });
export const button = (label: string, url: string): MailBlock => ({ kind: 'button', label, url });
export const table = (rows: [string, string][]): MailBlock => ({ kind: 'table', rows });
/** A highlighted line, e.g. "Se não fez esta alteração, contacte-nos." */
export const notice = (text: string): MailBlock => ({ kind: 'notice', text });
/** Text written as lines: each run of lines between blank lines is one paragraph (its line breaks kept). */
export const paragraphs = (text: string): MailBlock[] =>
  text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(paragraph);

export interface MailContent {
  subject: string;
  /** The first words shown in the inbox list (hidden in the body). */
  preheader?: string;
  heading: string;
  blocks: MailBlock[];
  /** Site URL for the logo link and footer (config.publicUrl); without it the store's name is not a link. */
  publicUrl?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export { escapeHtml };

const safeUrl = (url: string) => (/^(https?:|mailto:|tel:)/i.test(url) ? url : '#');

const PLUM = '#5b2a4e';
const INK = '#2b2027';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK};white-space:pre-line">${escapeHtml(block.text)}</p>`;
    case 'notice':
      return `<p style="margin:0 0 16px;padding:12px 16px;border-radius:8px;background:#faf4f8;font-size:14px;line-height:1.5;color:${PLUM}">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:8px 0 ${block.caption ? '4px' : '16px'};font-size:32px;letter-spacing:8px;font-weight:700;font-family:Consolas,Menlo,monospace;color:${PLUM}">${escapeHtml(block.code)}</p>${
        block.caption ? `<p style="margin:0 0 16px;font-size:13px;color:#6b5b66">${escapeHtml(block.caption)}</p>` : ''
      }`;
    case 'button':
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(safeUrl(block.url))}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${PLUM};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'table':
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #eee;color:#6b5b66">${escapeHtml(k)}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right;color:${INK}">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'notice':
      return block.text;
    case 'code':
      return block.caption ? `    ${block.code}\n${block.caption}` : `    ${block.code}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'table': {
      const width = Math.max(...block.rows.map(([k]) => k.length));
      return block.rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
    }
  }
}

function footerLines(): string[] {
  const s = STORE_PROFILE;
  return [
    s.legalName,
    `${s.address.street}, ${s.address.bairro}, ${s.address.city}, ${s.address.country}`,
    `Tel.: ${s.phones.map(formatPhone).join(' · ')} · WhatsApp: ${formatPhone(s.whatsapp)}`,
    `${s.emails.clinic} · ${s.emails.commercial}`,
    s.hours.map((h) => `${h.days}: ${h.hours}`).join(' · '),
  ];
}

/** Renders a mail in the store's layout, as HTML and as plain text. */
export function renderMail(content: MailContent): RenderedMail {
  const site = content.publicUrl?.replace(/\/$/, '') ?? '';
  const storeName = `<span style="font-size:18px;font-weight:700;color:${PLUM}">${escapeHtml(STORE_PROFILE.name)}</span>`;
  const html = `<!doctype html>
<html lang="pt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf7f2;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" style="background:#fbf7f2;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 24px">${site ? `<a href="${escapeHtml(safeUrl(site))}" style="text-decoration:none">${storeName}</a>` : storeName}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:${PLUM}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.6;color:#6b5b66">${footerLines().map(escapeHtml).join('<br>')}</p>
</td></tr></table>
</body></html>`;
  const text = [
    STORE_PROFILE.name,
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    '--',
    ...footerLines(),
    ...(site ? [site] : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}
