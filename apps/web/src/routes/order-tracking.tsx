import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function OrderTrackingPage() {
  return <ComingSoon title="Seguir pedido" />;
}
