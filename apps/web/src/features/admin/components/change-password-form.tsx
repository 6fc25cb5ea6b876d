import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';

const MIN = 10;

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const change = useChangePassword();
  const fieldErrors = change.error instanceof ApiError ? change.error.details : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN) return setLocalError(`A nova palavra-passe deve ter pelo menos ${MIN} caracteres.`);
    if (next !== again) return setLocalError('As palavras-passe novas não coincidem.');
    setLocalError(null);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          toast.success('Palavra-passe alterada. As suas outras sessões foram terminadas.');
          setCurrent('');
          setNext('');
          setAgain('');
          onDone?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormError error={localError ?? change.error} />
      <TextField label="Palavra-passe atual" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={fieldErrors?.current_password} />
      <TextField label="Nova palavra-passe" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} hint={`Pelo menos ${MIN} caracteres.`} error={fieldErrors?.new_password} />
      <TextField label="Repita a nova palavra-passe" type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} />
      <Button type="submit" size="sm" disabled={!current || !next || !again || change.isPending}>
        {change.isPending ? 'A guardar…' : 'Alterar palavra-passe'}
      </Button>
    </form>
  );
}
