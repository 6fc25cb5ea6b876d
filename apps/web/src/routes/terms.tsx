import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function TermsPage() {
  return <ComingSoon title="Termos e Condições" />;
}
