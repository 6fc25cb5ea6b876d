import { useState, type FormEvent } from 'react';
import type { Profile } from '@shop/contract/accounts';
import { PASSWORD_MIN_LENGTH } from '@shop/contract/accounts-rules';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';

const EMPTY = { current: '', next: '', confirmation: '' };

/** Changing the password ends every other session; an account opened by phone sets its first one here. */
export function PasswordChange({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const change = useChangePassword();
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const mismatch = form.confirmation !== '' && form.next !== form.confirmation;
  const tooShort = form.next !== '' && form.next.length < PASSWORD_MIN_LENGTH;
  const canSubmit = (!profile.has_password || form.current !== '') && form.next !== '' && !mismatch && !tooShort && form.confirmation !== '' && !change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    change.mutate(
      { ...(profile.has_password ? { current_password: form.current } : {}), new_password: form.next },
      {
        onSuccess: () => {
          toast.success('Palavra-passe alterada com sucesso.');
          setForm(EMPTY);
          onChanged();
        },
      },
    );
  };

  return (
    <section aria-labelledby="password-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
      <h2 id="password-heading" className="mb-1 text-lg font-semibold text-plum-900">{profile.has_password ? 'Alterar palavra-passe' : 'Definir palavra-passe'}</h2>
      <p className="mb-4 text-sm text-ink/70">
        {profile.has_password ? 'As sessões abertas noutros dispositivos serão terminadas.' : 'Defina uma palavra-passe para também poder entrar com o e-mail.'}
      </p>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3" noValidate>
        <div className="sm:col-span-3">
          <FormError error={change.error} />
        </div>
        {profile.has_password && <TextField label="Palavra-passe atual" type="password" autoComplete="current-password" value={form.current} onChange={set('current')} />}
        <TextField
          label="Nova palavra-passe"
          type="password"
          autoComplete="new-password"
          value={form.next}
          onChange={set('next')}
          error={tooShort ? `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.` : null}
        />
        <TextField
          label="Confirmar nova palavra-passe"
          type="password"
          autoComplete="new-password"
          value={form.confirmation}
          onChange={set('confirmation')}
          error={mismatch ? 'As palavras-passe não coincidem.' : null}
        />
        <div className="sm:col-span-3">
          <button type="submit" disabled={!canSubmit} className={buttonClass()}>
            {change.isPending ? 'A alterar...' : 'Alterar palavra-passe'}
          </button>
        </div>
      </form>
    </section>
  );
}
