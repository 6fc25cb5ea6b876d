import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function WishlistPage() {
  return <ComingSoon title="Lista de Desejos" />;
}
