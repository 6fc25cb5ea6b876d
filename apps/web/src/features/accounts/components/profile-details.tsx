import { useState, type FormEvent } from 'react';
import type { Profile } from '@shop/contract/accounts';
import { normalizeMobile } from '@shop/contract/accounts-rules';
import { formatPhone } from '@shop/contract/phone';
import { hasErrors, onlyFieldErrors, serverFieldErrors, useFirstErrorFocus, type FieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/profile-update.ts';
import { PROFILE_FIELDS, profileErrors, type ProfileDraft } from '../lib/profile-rules.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';

const formOf = (p: Profile): ProfileDraft => ({ first_name: p.first_name, last_name: p.last_name, email: p.email ?? '', telephone: formatPhone(p.mobile), current_password: '' });

/** First name, last name, e-mail and phone, with Editar, Guardar and Cancelar (spec 2 §2). */
export function ProfileDetails({ profile, startEditing = false }: { profile: Profile; startEditing?: boolean }) {
  const [editing, setEditing] = useState(startEditing);
  const [form, setForm] = useState(() => formOf(profile));
  const update = useUpdateProfile();
  const set = (key: keyof ProfileDraft) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setChecked(({ [key]: _, ...rest }) => rest);
  };

  const emailChanged = form.email.trim().toLowerCase() !== (profile.email ?? '');
  const mobileChanged = normalizeMobile(form.telephone) !== profile.mobile && form.telephone.trim() !== '';
  const needsPassword = profile.has_password && (emailChanged || mobileChanged);
  const [checked, setChecked] = useState<FieldErrors>({});
  const fieldErrors: FieldErrors = { ...serverFieldErrors(update.error), ...checked };
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const cancel = () => {
    setForm(formOf(profile));
    setChecked({});
    update.reset();
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = profileErrors(form, needsPassword);
    setChecked(found);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    update.mutate(
      {
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        ...(emailChanged && form.email.trim() ? { email: form.email.trim() } : {}),
        ...(mobileChanged ? { telephone: form.telephone } : {}),
        ...(needsPassword ? { current_password: form.current_password } : {}),
      },
      {
        onSuccess: (saved) => {
          toast.success('Perfil atualizado com sucesso.');
          setForm(formOf(saved));
          setEditing(false);
        },
        onError: (error) => {
          if (hasErrors(serverFieldErrors(error))) focusFirstError();
        },
      },
    );
  };

  return (
    <section aria-labelledby="details-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="details-heading" className="text-lg font-semibold text-plum-900">Dados pessoais</h2>
        {!editing && (
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setEditing(true)}>
            Editar
          </button>
        )}
      </div>
      {editing ? (
        <form ref={formRef} onSubmit={save} className="space-y-4" noValidate aria-label="Dados pessoais">
          <FormError error={onlyFieldErrors(update.error, PROFILE_FIELDS) ? null : update.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Nome" autoComplete="given-name" value={form.first_name} onChange={set('first_name')} error={fieldErrors.first_name} />
            <TextField label="Apelido" autoComplete="family-name" value={form.last_name} onChange={set('last_name')} error={fieldErrors.last_name} />
            <TextField label="E-mail" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={fieldErrors.email} />
            <TextField label="Telemóvel" type="tel" autoComplete="tel" value={form.telephone} onChange={set('telephone')} error={fieldErrors.telephone} />
          </div>
          {needsPassword && (
            <TextField
              label="Palavra-passe atual"
              type="password"
              autoComplete="current-password"
              value={form.current_password}
              onChange={set('current_password')}
              hint="Para alterar o e-mail ou o telemóvel, confirme a sua palavra-passe."
              error={fieldErrors.current_password}
            />
          )}
          <div className="flex gap-3">
            <Button type="submit" loading={update.isPending} loadingText="A guardar...">
              Guardar
            </Button>
            <button type="button" onClick={cancel} className={buttonClass({ variant: 'secondary' })}>
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {[
            ['Nome', profile.first_name],
            ['Apelido', profile.last_name],
            ['E-mail', profile.email],
            ['Telemóvel', formatPhone(profile.mobile)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink/70">{label}</dt>
              <dd className="mt-0.5 font-medium text-ink">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
