import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function OrderSuccessPage() {
  return <ComingSoon title="Encomenda efetuada" />;
}
