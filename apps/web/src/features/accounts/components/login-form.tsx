import { useState, type FormEvent } from 'react';
import { useLogin } from '../api/login.ts';
import { ErrorBox, Field, primaryButton } from './fields.tsx';

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
      <ErrorBox error={loginMutation.error} />
      <Field label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label="Palavra-passe" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" disabled={!email.trim() || !password || loginMutation.isPending} className={`${primaryButton} w-full`}>
        {loginMutation.isPending ? 'A entrar...' : 'Entrar'}
      </button>
    </form>
  );
}
