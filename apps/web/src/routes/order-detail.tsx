import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function OrderDetailPage() {
  return <ComingSoon title="Detalhe do pedido" />;
}
