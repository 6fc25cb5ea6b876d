import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function ProfilePage() {
  return <ComingSoon title="Perfil" />;
}
