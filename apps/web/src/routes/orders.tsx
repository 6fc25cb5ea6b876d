import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function OrdersPage() {
  return <ComingSoon title="Os meus pedidos" />;
}
