import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function AdminPage() {
  return <ComingSoon title="Área de gestão" />;
}
