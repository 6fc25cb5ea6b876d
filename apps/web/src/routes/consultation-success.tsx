import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function ConsultationSuccessPage() {
  return <ComingSoon title="Consulta agendada" />;
}
