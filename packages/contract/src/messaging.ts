/** The channels a client can choose for the messages about their orders and bookings (decision 163). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** A message sent (or being sent) to a client about an order or a booking, as staff see it (decision 164). */
export interface ClientMessageView {
  id: number;
  subject: string;
  /** the channel the client chose */
  channel: MessageChannel;
  /** the channel that delivered it, after any fallback; null while it is not sent */
  sent_via: MessageChannel | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  /** the e-mail address and the phone it went to */
  email: string | null;
  phone: string | null;
  /** the provider reported later that it could not be delivered */
  delivery_failed: boolean;
  /** what went wrong on the way (a channel passed, a provider's report) */
  problem: string | null;
  /** the outbox row this one re-sends by e-mail after a reported delivery failure */
  fallback_of: number | null;
  created_at: string;
  sent_at: string | null;
}

/** "WhatsApp", "E-mail (em vez de SMS)": how a client was told. */
export function messageChannelText(message: Pick<ClientMessageView, 'channel' | 'sent_via' | 'fallback_of'>): string {
  const via = message.sent_via ?? message.channel;
  const label = MESSAGE_CHANNEL_LABELS[via];
  if (message.fallback_of !== null) return `${label} (a mensagem anterior não foi entregue)`;
  return message.sent_via && message.sent_via !== message.channel ? `${label} (em vez de ${MESSAGE_CHANNEL_LABELS[message.channel]})` : label;
}
