import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function ServicesPage() {
  return <ComingSoon title="Serviços da Clínica" />;
}
