import { useState, type FormEvent } from 'react';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contract/accounts-rules';
import { toast } from '../../../lib/toast.ts';
import { useForgotPasswordSave } from '../api/forgot-password-save.ts';
import { useForgotPasswordSendOtp } from '../api/forgot-password-send-otp.ts';
import { useForgotPasswordVerifyOtp } from '../api/forgot-password-verify-otp.ts';
import { CodeField } from './code-field.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { useCountdown } from './use-countdown.ts';

export function ForgotPasswordForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string, resendAfter: number) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const send = useForgotPasswordSendOtp();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || send.isPending) return;
    send.mutate(value, { onSuccess: (data) => onSent(value, data.resend_after) });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-ink/80">Indique o e-mail da sua conta. Enviamos-lhe um código de {OTP_LENGTH} dígitos para escolher uma nova palavra-passe.</p>
      <FormError error={send.error} />
      <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" disabled={!email.trim() || send.isPending} className={buttonClass({ block: true })}>
        {send.isPending ? 'A enviar...' : 'Enviar código'}
      </button>
    </form>
  );
}

export function RecoveryCodeForm({ email, resendAfter, onVerified }: { email: string; resendAfter: number; onVerified: (resetToken: string) => void }) {
  const [code, setCode] = useState('');
  const verify = useForgotPasswordVerifyOtp();
  const resend = useForgotPasswordSendOtp();
  const countdown = useCountdown(resendAfter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || verify.isPending) return;
    verify.mutate({ email, otp: code }, { onSuccess: (data) => onVerified(data.reset_token) });
  };
  const again = () =>
    resend.mutate(email, {
      onSuccess: (data) => {
        setCode('');
        verify.reset();
        countdown.start(data.resend_after);
        toast.info('Enviámos um novo código.');
      },
    });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="rounded-lg bg-plum-50 px-4 py-3 text-sm text-plum-900">
        Se existir uma conta com <strong>{email}</strong>, enviámos um código de {OTP_LENGTH} dígitos. Verifique a caixa de correio (e a pasta de spam). O código
        é válido durante 10 minutos.
      </p>
      <FormError error={verify.error ?? resend.error} />
      <CodeField value={code} onChange={setCode} />
      <button type="submit" disabled={!code || verify.isPending} className={buttonClass({ block: true })}>
        {verify.isPending ? 'A confirmar...' : 'Confirmar código'}
      </button>
      <button type="button" onClick={again} disabled={countdown.left > 0 || resend.isPending} className={buttonClass({ variant: 'link', className: 'disabled:text-ink/50 disabled:no-underline' })}>
        {countdown.left > 0 ? `Reenviar código (${countdown.left} s)` : 'Reenviar código'}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ email, resetToken, onSaved }: { email: string; resetToken: string; onSaved: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const save = useForgotPasswordSave();
  const mismatch = confirmation !== '' && password !== confirmation;
  const tooShort = password !== '' && password.length < PASSWORD_MIN_LENGTH;
  const canSubmit = !!password && !!confirmation && !mismatch && !tooShort && !save.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    save.mutate(
      { email, reset_token: resetToken, password, password_confirmation: confirmation },
      {
        onSuccess: () => {
          toast.success('Palavra-passe alterada com sucesso.');
          onSaved();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormError error={save.error} />
      <TextField
        label="Nova palavra-passe"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        error={tooShort ? `A palavra-passe deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.` : null}
      />
      <TextField
        label="Confirmar nova palavra-passe"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={mismatch ? 'As palavras-passe não coincidem.' : null}
      />
      <button type="submit" disabled={!canSubmit} className={buttonClass({ block: true })}>
        {save.isPending ? 'A guardar...' : 'Guardar palavra-passe'}
      </button>
    </form>
  );
}
