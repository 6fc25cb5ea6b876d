import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function HomePage() {
  return <ComingSoon title="Cabelo & Clínica Maputo" />;
}
