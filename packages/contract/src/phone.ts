import { normalizeMobile } from './accounts-rules.ts';

/**
 * The one way a phone number is shown: Mozambican numbers as "+258 84 111 0000" (mobiles) or
 * "+258 21 49 0000" (landlines), whatever spelling they were stored or typed in ("841110000",
 * "+258841110000", "00258 84 111 0000"). A number that is not Mozambican is shown as given,
 * with a "+" put back in front of bare stored digits ("351912345678" → "+351912345678").
 */
export function formatPhone(value: string | null | undefined): string {
  const given = (value ?? '').trim();
  if (!given) return '';
  if (!/^[+\d\s().-]+$/.test(given)) return given;
  const digits = given.replace(/\D/g, '').replace(/^00/, '');
  const national = /^258(?:8\d{8}|2\d{7})$/.test(digits) ? digits.slice(3) : /^(?:8\d{8}|2\d{7})$/.test(digits) && !given.startsWith('+') ? digits : null;
  if (national?.startsWith('8')) return `+258 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
  if (national) return `+258 ${national.slice(0, 2)} ${national.slice(2, 4)} ${national.slice(4)}`;
  if (/^\d{10,15}$/.test(given)) return `+${given}`;
  return given;
}

/**
 * A WhatsApp chat with a client's mobile, with a text ready to send: the number in any spelling is
 * normalised to its country code ("84 111 0000" → wa.me/258841110000). Null when it is not a mobile.
 */
export function whatsappChatLink(phone: string | null | undefined, text?: string): string | null {
  const digits = phone ? normalizeMobile(phone) : null;
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
