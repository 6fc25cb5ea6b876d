import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function ProductPage() {
  return <ComingSoon title="Produto" />;
}
