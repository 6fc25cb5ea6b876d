import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function ConsultationPage() {
  return <ComingSoon title="Consulta Capilar" />;
}
