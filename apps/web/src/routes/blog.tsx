import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function BlogPage() {
  return <ComingSoon title="Blog" />;
}
