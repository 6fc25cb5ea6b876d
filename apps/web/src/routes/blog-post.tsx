import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function BlogPostPage() {
  return <ComingSoon title="Artigo" />;
}
