import type { Profile } from '@shop/contract/accounts';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_CHANNELS, type MessageChannel } from '@shop/contract/messaging';
import { formatPhone } from '@shop/contract/phone';
import { RadioGroup } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/profile-update.ts';

const CHANNEL_DONE: Record<MessageChannel, string> = {
  email: 'As mensagens sobre encomendas e marcações vão chegar por e-mail.',
  sms: 'As mensagens sobre encomendas e marcações vão chegar por SMS.',
  whatsapp: 'As mensagens sobre encomendas e marcações vão chegar por WhatsApp.',
};

/**
 * Where messages about the customer's orders and bookings go (decision 163). SMS and WhatsApp need the
 * mobile on the account; whatever is chosen, e-mail is the fallback when that channel cannot deliver.
 */
function MessageChannelChoice({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const value = update.isPending && update.variables?.message_channel ? update.variables.message_channel : profile.message_channel;
  const mobile = profile.telephone ?? profile.mobile;
  const options = MESSAGE_CHANNELS.map((channel) => ({
    value: channel,
    label: MESSAGE_CHANNEL_LABELS[channel],
    hint: channel === 'email' ? (profile.email ?? undefined) : mobile ? formatPhone(mobile) : 'Indique o telemóvel nos seus dados',
    disabled: channel !== 'email' && !mobile,
  }));
  return (
    <RadioGroup
      className="mt-6 border-t border-plum-100 pt-4"
      label="Mensagens sobre encomendas e marcações"
      hint="Confirmações, pagamentos, envios e lembretes. Se o canal escolhido falhar, enviamos por e-mail."
      layout="pills"
      options={options}
      value={value}
      disabled={update.isPending}
      onChange={(channel) =>
        update.mutate({ message_channel: channel }, { onSuccess: (p) => toast.success(CHANNEL_DONE[p.message_channel]), onError: (err) => toast.error(err.message) })
      }
    />
  );
}

/**
 * The e-mail notifications toggle is the marketing consent (`marketing_opt_in`): news and offers.
 * Mail about the customer's own orders, bookings and security is always sent.
 */
export function Preferences({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const on = update.isPending && update.variables?.marketing_opt_in !== undefined ? update.variables.marketing_opt_in : profile.marketing_opt_in;
  const toggle = () =>
    update.mutate(
      { marketing_opt_in: !on },
      {
        onSuccess: (p) => toast.success(p.marketing_opt_in ? 'Vai receber as nossas novidades por e-mail.' : 'Deixará de receber novidades por e-mail.'),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <section aria-labelledby="prefs-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
      <h2 id="prefs-heading" className="mb-4 text-lg font-semibold text-plum-900">Preferências</h2>
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id="marketing-label" className="font-medium text-ink">Notificações por e-mail</p>
          <p id="marketing-hint" className="text-sm text-ink/70">Novidades, promoções e conselhos. Os e-mails sobre as suas encomendas e marcações chegam sempre.</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="marketing-label"
          aria-describedby="marketing-hint"
          disabled={update.isPending}
          onClick={toggle}
          className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${on ? 'bg-plum-700' : 'bg-plum-200'}`}
        >
          <span className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? 'left-6' : 'left-1'}`} />
        </button>
      </div>
      <MessageChannelChoice profile={profile} />
    </section>
  );
}
