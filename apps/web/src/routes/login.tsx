import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../features/accounts/components/login-form.tsx';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? new URLSearchParams(location.search).get('from') ?? '/';
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-6 text-2xl font-semibold text-plum-700">Entrar</h1>
      <LoginForm onSuccess={() => navigate(from.startsWith('/') ? from : '/', { replace: true })} />
    </section>
  );
}
