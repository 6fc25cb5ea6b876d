import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function OrderFailedPage() {
  return <ComingSoon title="Erro no pedido" />;
}
