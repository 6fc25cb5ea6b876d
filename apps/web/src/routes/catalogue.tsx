import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function CataloguePage() {
  return <ComingSoon title="Produtos" />;
}
