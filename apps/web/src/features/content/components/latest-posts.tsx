import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useRecentPosts } from '../api/get-recent-posts.ts';
import { PostCard } from './post-card.tsx';

/** The home page's "latest from the blog": the 3 newest posts. */
export function LatestPosts({ limit = 3 }: { limit?: number }) {
  const posts = useRecentPosts(limit);
  return (
    <section aria-labelledby="ultimos-artigos" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="ultimos-artigos" className="text-2xl font-semibold text-plum-700">
          Do nosso blog
        </h2>
        <Link to={paths.blog()} className="text-sm font-medium text-plum-700 hover:underline">
          Ver todos os artigos →
        </Link>
      </div>
      {posts.isPending ? (
        <div aria-busy="true" className="mt-6 grid gap-6 md:grid-cols-3">
          {Array.from({ length: limit }, (_, i) => (
            <div key={i} className="h-80 animate-pulse rounded-2xl bg-plum-50" />
          ))}
        </div>
      ) : posts.isError || posts.data.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-plum-200 p-10 text-center">
          <p className="font-semibold">Nenhum artigo disponível</p>
          <p className="mt-1 text-sm text-ink/70">Novos artigos serão publicados em breve</p>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {posts.data.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </section>
  );
}
