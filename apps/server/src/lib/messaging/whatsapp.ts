import type { Config } from '../../config/env.ts';
import { DeliveryError, transientStatus } from './delivery-error.ts';

export interface WhatsAppProvider {
  /** Sends an approved template; resolves to the message id WhatsApp gives ("wamid…"). */
  /** `copyCode`: an AUTHENTICATION template's copy-code button, given the code. */
  send(message: { to: string; template: string; params: string[]; copyCode?: string }): Promise<string>;
}

/**
 * Graph API error codes that say "later", whatever the HTTP status: rate limits (4, 80007, 130429,
 * 131056), the service being down or overloaded (1, 2, 131000, 131016).
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

/**
 * The WhatsApp Business Cloud API (decision 163): `POST {base}/{version}/{phone-number-id}/messages`
 * with the system user's bearer token and a `type: template` message whose body parameters are
 * the event's values. A 2xx carries `messages[0].id`; an error carries `error.code`.
 */
export function whatsAppCloudProvider(
  options: { baseUrl: string; version: string; phoneNumberId: string; token: string; language: string },
  timeoutMs = 10_000,
): WhatsAppProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${options.version}/${options.phoneNumberId}/messages`;
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: message.template,
              language: { code: options.language },
              components: [
                ...(message.params.length ? [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }] : []),
                ...(message.copyCode ? [{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.copyCode }] }] : []),
              ],
            },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new DeliveryError(`WhatsApp unreachable: ${err instanceof Error ? err.message : String(err)}`, false);
      }
      const body = (await res.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { code?: number; message?: string } } | null;
      if (res.ok && body?.messages?.[0]?.id) return body.messages[0].id;
      const code = body?.error?.code;
      const permanent = res.ok ? false : !transientStatus(res.status) && !(code !== undefined && TRANSIENT_CODES.has(code));
      throw new DeliveryError(`WhatsApp answered HTTP ${res.status}${code !== undefined ? ` (#${code} ${body?.error?.message ?? ''})` : ''}`.trim(), permanent);
    },
  };
}

type WhatsAppConfig = Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_URL' | 'WHATSAPP_API_VERSION' | 'WHATSAPP_TEMPLATE_LANGUAGE'>;

/** The configured WhatsApp sender, or null: the channel is off and its messages fall back. */
export function whatsAppProviderFor(config: WhatsAppConfig): WhatsAppProvider | null {
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID) return null;
  return whatsAppCloudProvider({
    baseUrl: config.WHATSAPP_API_URL,
    version: config.WHATSAPP_API_VERSION,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    token: config.WHATSAPP_TOKEN,
    language: config.WHATSAPP_TEMPLATE_LANGUAGE,
  });
}
