import { useParams } from 'react-router';
import { BlogArticle } from '../features/content/components/blog-article.tsx';

export default function BlogPostPage() {
  const { id = '' } = useParams();
  return <BlogArticle key={id} idOrSlug={id} />;
}
