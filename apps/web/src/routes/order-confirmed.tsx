import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function OrderConfirmedPage() {
  return <ComingSoon title="Encomenda confirmada" />;
}
