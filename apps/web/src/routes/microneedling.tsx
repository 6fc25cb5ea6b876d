import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function MicroneedlingPage() {
  return <ComingSoon title="Microagulhamento" />;
}
