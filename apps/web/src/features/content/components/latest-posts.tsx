import type { ReactNode } from 'react';
import { useRecentPosts } from '../api/get-recent-posts.ts';
import { PostCard } from './post-card.tsx';

/**
 * The newest posts, for home's `LatestPostsSection`; `pending` holds their place meanwhile (the section's
 * placeholder, which this chunk does not import: home draws it before this chunk is asked for).
 */
export function LatestPosts({ limit = 3, pending }: { limit?: number; pending: ReactNode }) {
  const posts = useRecentPosts(limit);
  if (posts.isPending) return pending;
  if (posts.isError || posts.data.length === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-plum-200 p-10 text-center">
        <p className="font-semibold">Nenhum artigo disponível</p>
        <p className="mt-1 text-sm text-ink/70">Novos artigos serão publicados em breve</p>
      </div>
    );
  }
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-3">
      {posts.data.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );
}
