import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shop/contract/accounts-rules';
import { useRegister } from '../api/register.ts';
import { ErrorBox, Field, primaryButton } from './fields.tsx';

const EMPTY = { first_name: '', last_name: '', email: '', mobile: '', password: '', password_confirmation: '' };

/** Every field is required and the password must equal its confirmation; otherwise nothing is sent (spec 1 §5). */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [marketing, setMarketing] = useState(true);
  const registerMutation = useRegister();
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const allFilled = Object.values(form).every((v) => v.trim() !== '');
  const mismatch = form.password_confirmation !== '' && form.password !== form.password_confirmation;
  const tooShort = form.password !== '' && form.password.length < PASSWORD_MIN_LENGTH;
  const canSubmit = allFilled && !mismatch && !tooShort && !registerMutation.isPending;
  const fieldErrors = (registerMutation.error as { details?: Record<string, string[]> } | null)?.details ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    registerMutation.mutate({ ...form, email: form.email.trim(), marketing_opt_in: marketing }, { onSuccess });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ErrorBox error={registerMutation.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" autoComplete="given-name" value={form.first_name} onChange={set('first_name')} error={fieldErrors.first_name?.[0]} />
        <Field label="Apelido" autoComplete="family-name" value={form.last_name} onChange={set('last_name')} error={fieldErrors.last_name?.[0]} />
      </div>
      <Field label="E-mail" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={fieldErrors.email?.[0]} />
      <Field label="Telemóvel" type="tel" autoComplete="tel" inputMode="tel" placeholder="84 123 4567" value={form.mobile} onChange={set('mobile')} error={fieldErrors.mobile?.[0]} />
      <Field
        label="Palavra-passe"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        error={tooShort ? `A palavra-passe deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.` : fieldErrors.password?.[0]}
      />
      <Field
        label="Confirmar palavra-passe"
        type="password"
        autoComplete="new-password"
        value={form.password_confirmation}
        onChange={set('password_confirmation')}
        error={mismatch ? 'As palavras-passe não coincidem.' : null}
      />
      <label className="flex items-start gap-2 text-sm text-ink/80">
        <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} className="mt-1" />
        Quero receber novidades e promoções na minha caixa de correio.
      </label>
      <button type="submit" disabled={!canSubmit} className={`${primaryButton} w-full`}>
        {registerMutation.isPending ? 'A criar conta...' : 'Criar conta'}
      </button>
    </form>
  );
}
