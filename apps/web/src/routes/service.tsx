import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function ServicePage() {
  return <ComingSoon title="Serviço" />;
}
