import { useState, type FormEvent } from 'react';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {loginMutation.error && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {loginMutation.error.message}
        </div>
      )}
      <label className="block">
        <span className="text-sm font-medium">E-mail</span>
        <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className="mt-1 w-full rounded-lg border border-plum-200 px-3 py-2" />
      </label>
      <label className="block">
        <span className="text-sm font-medium">Palavra-passe</span>
        <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className="mt-1 w-full rounded-lg border border-plum-200 px-3 py-2" />
      </label>
      <button type="submit" disabled={!email || !password || loginMutation.isPending} className="w-full rounded-full bg-plum-700 py-2.5 font-medium text-white disabled:opacity-50">
        {loginMutation.isPending ? 'A entrar...' : 'Entrar'}
      </button>
    </form>
  );
}
