import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function AboutPage() {
  return <ComingSoon title="Sobre nós" />;
}
