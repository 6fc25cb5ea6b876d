import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function PrivacyPage() {
  return <ComingSoon title="Política de Privacidade" />;
}
