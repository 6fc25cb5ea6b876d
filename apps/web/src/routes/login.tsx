import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function LoginPage() {
  return <ComingSoon title="Entrar" />;
}
