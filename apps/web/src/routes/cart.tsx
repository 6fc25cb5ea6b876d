import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function CartPage() {
  return <ComingSoon title="Carrinho" />;
}
