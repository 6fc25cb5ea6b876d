import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function ContactPage() {
  return <ComingSoon title="Contacto" />;
}
