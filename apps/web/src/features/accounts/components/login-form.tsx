import { useState, type FormEvent } from 'react';
import { useLogin } from '../api/login.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';

/** E-mail and password sign-in. The button stays disabled while either is empty or while signing in (spec 1 §5). */
export function LoginForm({ onSuccess, initialEmail = '' }: { onSuccess: () => void; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || loginMutation.isPending) return;
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormError error={loginMutation.error} />
      <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label="Palavra-passe" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" disabled={!email.trim() || !password || loginMutation.isPending} className={buttonClass({ block: true })}>
        {loginMutation.isPending ? 'A entrar...' : 'Entrar'}
      </button>
    </form>
  );
}
