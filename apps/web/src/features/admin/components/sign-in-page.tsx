import { useState, type FormEvent } from 'react';
import { STORE_PROFILE } from '@shop/contract/store';
import { useSignIn } from '../api/sign-in.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';

export function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-plum-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-plum-100 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-medium text-plum-500">{STORE_PROFILE.name}</p>
        <h1 className="mt-1 text-2xl font-semibold text-plum-900">Área de gestão</h1>
        <p className="mt-2 text-sm text-ink/70">Acesso reservado à equipa da loja e da clínica.</p>
        <form onSubmit={submit} className="mt-6 space-y-4" noValidate>
          <FormError error={signIn.error} />
          <TextField label="E-mail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Palavra-passe" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" block disabled={!email || !password || signIn.isPending}>
            {signIn.isPending ? 'A entrar…' : 'Entrar'}
          </Button>
        </form>
        <p className="mt-6 text-xs text-ink/60">Esqueceu-se da palavra-passe? Peça ao(à) proprietário(a) que defina uma nova.</p>
      </div>
    </main>
  );
}
