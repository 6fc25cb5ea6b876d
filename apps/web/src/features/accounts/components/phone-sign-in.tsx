import { useState, type FormEvent } from 'react';
import type { VerifyOtpResponse } from '@shop/contract/accounts';
import { normalizeMozMobile, OTP_LENGTH } from '@shop/contract/accounts-rules';
import { formatPhone } from '@shop/contract/phone';
import { toast } from '../../../lib/toast.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { CodeField } from './code-field.tsx';
import { TermsLinks } from './terms-links.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormError, RadioGroup, TextField, type ChoiceOption } from '../../../components/ui/field.tsx';
import { useCountdown } from './use-countdown.ts';

/** Sign-in with a code sent to a Mozambican mobile, by SMS or WhatsApp. A phone without an account gets one. */
const CHANNELS: readonly ChoiceOption<'sms' | 'whatsapp'>[] = [
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

export function PhoneSignIn({ onSuccess }: { onSuccess: (result: VerifyOtpResponse) => void }) {
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const countdown = useCountdown();
  const normalized = normalizeMozMobile(phone);

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (!normalized || send.isPending) return;
    send.mutate(
      { mobile: normalized, channel },
      {
        onSuccess: (data) => {
          setSentTo(normalized);
          setCode('');
          verify.reset();
          countdown.start(data.resend_after);
        },
      },
    );
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || code.length !== OTP_LENGTH || verify.isPending) return;
    verify.mutate(
      { mobile: sentTo, otp: code },
      {
        onSuccess: (result) => {
          toast.success(result.is_new ? 'Conta criada com sucesso! Bem-vindo(a)!' : 'Bem-vindo(a) de volta!');
          onSuccess(result);
        },
      },
    );
  };

  if (!sentTo) {
    return (
      <form onSubmit={sendCode} className="space-y-4" noValidate>
        <FormError error={send.error} />
        <TextField
          label="Número de telemóvel"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="84 123 4567"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          hint="Número moçambicano (+258)."
          error={phone.trim().length >= 9 && !normalized ? 'Indique um número de telemóvel moçambicano válido (+258 8X XXX XXXX).' : null}
        />
        <RadioGroup
          label="Receber o código por"
          layout="pills"
          options={CHANNELS}
          value={channel}
          onChange={setChannel}
        />
        <button type="submit" disabled={!normalized || send.isPending} className={buttonClass({ block: true })}>
          {send.isPending ? 'A enviar...' : 'Enviar código'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={confirm} className="space-y-4" noValidate>
      <p className="rounded-lg bg-plum-50 px-4 py-3 text-sm text-plum-900">
        Enviámos um código de {OTP_LENGTH} dígitos por {channel === 'sms' ? 'SMS' : 'WhatsApp'} para <strong>{formatPhone(sentTo)}</strong>. É válido durante 10
        minutos.
      </p>
      <FormError error={verify.error ?? send.error} />
      <CodeField value={code} onChange={setCode} />
      <button type="submit" disabled={code.length !== OTP_LENGTH || verify.isPending} className={buttonClass({ block: true })}>
        {verify.isPending ? 'A confirmar...' : 'Confirmar código'}
      </button>
      <p className="text-xs text-ink/70">
        Se este número ainda não tem conta, confirmar o código abre uma e significa que aceita <TermsLinks />.
      </p>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" onClick={() => sendCode()} disabled={countdown.left > 0 || send.isPending} className={buttonClass({ variant: 'link', className: 'disabled:text-ink/50 disabled:no-underline' })}>
          {countdown.left > 0 ? `Reenviar código (${countdown.left} s)` : 'Reenviar código'}
        </button>
        <button type="button" onClick={() => setSentTo(null)} className={buttonClass({ variant: 'link' })}>
          Mudar de número
        </button>
      </div>
    </form>
  );
}
