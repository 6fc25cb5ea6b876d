import { useState, type FormEvent } from 'react';
import type { Profile } from '@shop/contract/accounts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/user-delete.ts';
import { FormError, TextField } from '../../../components/ui/field.tsx';

/** Deletion asks for confirmation (and the password, when the account has one). */
export function DeleteAccount({ profile, onConfirm, onDeleted }: { profile: Profile; onConfirm?: () => void; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((profile.has_password && !password) || remove.isPending) return;
    onConfirm?.();
    try {
      // mutateAsync: this form unmounts as soon as the session is gone, and the promise still settles.
      await remove.mutateAsync(profile.has_password ? { password } : {});
    } catch {
      return; // shown in the red box
    }
    toast.success('A sua conta foi eliminada.');
    onDeleted();
  };

  return (
    <section aria-labelledby="delete-heading" className="rounded-2xl border border-red-200 bg-white p-6">
      <h2 id="delete-heading" className="mb-1 text-lg font-semibold text-red-800">Eliminar conta</h2>
      <p className="text-sm text-ink/70">
        Apagamos os seus dados pessoais, moradas e fotografia e terminamos todas as sessões. Os registos das encomendas já feitas são
        guardados apenas pelo tempo que a lei exige. Esta ação não pode ser desfeita.
      </p>
      {!confirming ? (
        <button type="button" onClick={() => setConfirming(true)} className="mt-4 rounded-full border border-red-700 px-5 py-2.5 text-sm font-medium text-red-700 hover:bg-red-50">
          Eliminar conta
        </button>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate aria-label="Confirmar eliminação da conta">
          <FormError error={remove.error} />
          <p className="font-medium text-red-800">Tem a certeza de que quer eliminar a sua conta?</p>
          {profile.has_password && (
            <TextField label="Palavra-passe para confirmar" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={(profile.has_password && !password) || remove.isPending}
              className="rounded-full bg-red-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50"
            >
              {remove.isPending ? 'A eliminar...' : 'Sim, eliminar definitivamente'}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                setPassword('');
                remove.reset();
              }}
              className="rounded-full border border-plum-700 px-5 py-2.5 text-sm font-medium text-plum-700"
            >
              Cancelar
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
