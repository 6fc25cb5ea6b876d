import { Link } from 'react-router';
import type { BlogPostSummary } from '@shop/contract/content';
import { paths } from '../../../lib/paths.ts';
import { PostImage } from './post-image.tsx';
import { formatDay } from '../../../lib/maputo-date.ts';

export function PostCard({ post, large = false }: { post: BlogPostSummary; large?: boolean }) {
  return (
    <article className={`group relative overflow-hidden rounded-2xl border border-plum-100 bg-white shadow-sm ${large ? 'md:grid md:grid-cols-2' : 'flex flex-col'}`}>
      <PostImage src={post.main_image} alt="" label={post.category} priority={large} className={large ? 'h-56 w-full md:h-full' : 'h-44 w-full'} />
      <div className={`flex flex-1 flex-col ${large ? 'p-6 md:p-8' : 'p-5'}`}>
        <p className="text-xs font-medium uppercase tracking-wide text-gold-700">
          {large && <span className="mr-2 rounded-full bg-plum-700 px-2 py-0.5 text-white">Destaque</span>}
          {post.category}
        </p>
        <h3 className={`mt-2 font-semibold text-ink group-hover:text-plum-700 ${large ? 'text-2xl' : 'text-lg'}`}>
          <Link to={paths.blogPost(post.id)} className="after:absolute after:inset-0 focus:outline-none">
            <span className="relative">{post.title}</span>
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-ink/70">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-xs text-ink/70">
          {post.author} · <time dateTime={post.date}>{formatDay(post.date)}</time> · {post.read_time} de leitura
        </p>
      </div>
    </article>
  );
}
