import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shop/contract/accounts-rules';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, FormError, TextField } from '../../../components/ui/field.tsx';
import { hasErrors, onlyFieldErrors, serverFieldErrors, useFirstErrorFocus, type FieldErrors } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { REGISTER_FIELDS, registerErrors, type RegisterDraft, type RegisterField } from '../lib/register-rules.ts';
import { TermsLinks } from './terms-links.tsx';

const EMPTY: RegisterDraft = { first_name: '', last_name: '', email: '', mobile: '', password: '', password_confirmation: '', accept_terms: false };

/**
 * Every field is required, the password equals its confirmation and the terms are accepted; a
 * refused submit shows every error beside its field and moves focus to the first. Marketing mail
 * is off unless the customer ticks it.
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [form, setForm] = useState<RegisterDraft>(EMPTY);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const registerMutation = useRegister();
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const set = (key: Exclude<RegisterField, 'accept_terms'>) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registerMutation.isPending) return;
    const found = registerErrors(form);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    registerMutation.mutate(
      { ...form, email: form.email.trim(), accept_terms: true, marketing_opt_in: marketing },
      {
        onSuccess,
        onError: (error) => {
          const fromServer = serverFieldErrors(error);
          if (hasErrors(fromServer)) {
            setErrors(fromServer as FieldErrors<RegisterField>);
            focusFirstError();
          }
        },
      },
    );
  };

  const boxError = registerMutation.error && !onlyFieldErrors(registerMutation.error, REGISTER_FIELDS) ? registerMutation.error : null;

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate aria-label="Criar conta">
      <FormError error={boxError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="given-name" value={form.first_name} onChange={set('first_name')} error={errors.first_name} />
        <TextField label="Apelido" autoComplete="family-name" value={form.last_name} onChange={set('last_name')} error={errors.last_name} />
      </div>
      <TextField label="E-mail" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
      <TextField
        label="Telemóvel"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="84 123 4567"
        value={form.mobile}
        onChange={set('mobile')}
        error={errors.mobile}
      />
      <TextField
        label="Palavra-passe"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        error={errors.password}
      />
      <TextField
        label="Confirmar palavra-passe"
        type="password"
        autoComplete="new-password"
        value={form.password_confirmation}
        onChange={set('password_confirmation')}
        error={errors.password_confirmation}
      />
      <Checkbox
        checked={form.accept_terms}
        onChange={(e) => {
          const accept_terms = e.target.checked;
          setForm((f) => ({ ...f, accept_terms }));
          if (accept_terms) setErrors(({ accept_terms: _, ...rest }) => rest);
        }}
        error={errors.accept_terms}
        label={
          <>
            Li e aceito <TermsLinks />.
          </>
        }
      />
      <Checkbox checked={marketing} onChange={(e) => setMarketing(e.target.checked)} label="Quero receber novidades e promoções por e-mail (opcional)." />
      <Button type="submit" block loading={registerMutation.isPending} loadingText="A criar conta...">
        Criar conta
      </Button>
    </form>
  );
}
