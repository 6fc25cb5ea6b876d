import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function CheckoutPage() {
  return <ComingSoon title="Finalizar Compra" />;
}
