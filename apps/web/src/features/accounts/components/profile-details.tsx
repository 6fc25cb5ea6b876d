import { useState, type FormEvent } from 'react';
import type { Profile } from '@shop/contract/accounts';
import { formatMobile, normalizeMobile } from '@shop/contract/accounts-rules';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/profile-update.ts';
import { ErrorBox, Field, primaryButton, secondaryButton } from './fields.tsx';

const formOf = (p: Profile) => ({ first_name: p.first_name, last_name: p.last_name, email: p.email ?? '', telephone: formatMobile(p.mobile), current_password: '' });

/** First name, last name, e-mail and phone, with Editar, Guardar and Cancelar (spec 2 §2). */
export function ProfileDetails({ profile, startEditing = false }: { profile: Profile; startEditing?: boolean }) {
  const [editing, setEditing] = useState(startEditing);
  const [form, setForm] = useState(() => formOf(profile));
  const update = useUpdateProfile();
  const set = (key: keyof ReturnType<typeof formOf>) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const emailChanged = form.email.trim().toLowerCase() !== (profile.email ?? '');
  const mobileChanged = normalizeMobile(form.telephone) !== profile.mobile && form.telephone.trim() !== '';
  const needsPassword = profile.has_password && (emailChanged || mobileChanged);
  const fieldErrors = (update.error as { details?: Record<string, string[]> } | null)?.details ?? {};
  const canSave =
    form.first_name.trim() !== '' && form.last_name.trim() !== '' && (!needsPassword || form.current_password !== '') && !update.isPending;

  const cancel = () => {
    setForm(formOf(profile));
    update.reset();
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
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
      },
    );
  };

  return (
    <section aria-labelledby="details-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="details-heading" className="text-lg font-semibold text-plum-900">Dados pessoais</h2>
        {!editing && (
          <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
            Editar
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={save} className="space-y-4" noValidate>
          <ErrorBox error={update.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nome" autoComplete="given-name" value={form.first_name} onChange={set('first_name')} error={fieldErrors.first_name?.[0]} />
            <Field label="Apelido" autoComplete="family-name" value={form.last_name} onChange={set('last_name')} error={fieldErrors.last_name?.[0]} />
            <Field label="E-mail" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={fieldErrors.email?.[0]} />
            <Field label="Telemóvel" type="tel" autoComplete="tel" value={form.telephone} onChange={set('telephone')} error={fieldErrors.telephone?.[0]} />
          </div>
          {needsPassword && (
            <Field
              label="Palavra-passe atual"
              type="password"
              autoComplete="current-password"
              value={form.current_password}
              onChange={set('current_password')}
              hint="Para alterar o e-mail ou o telemóvel, confirme a sua palavra-passe."
              error={fieldErrors.current_password?.[0]}
            />
          )}
          <div className="flex gap-3">
            <button type="submit" disabled={!canSave} className={primaryButton}>
              {update.isPending ? 'A guardar...' : 'Guardar'}
            </button>
            <button type="button" onClick={cancel} className={secondaryButton}>
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
            ['Telemóvel', formatMobile(profile.mobile)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink/60">{label}</dt>
              <dd className="mt-0.5 font-medium text-ink">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
