import SearchOverlay, { type PostSuggestion } from '../../features/catalogue/components/search-overlay.tsx';
import { SUGGESTION_LIMIT } from '../../features/catalogue/lib/search-suggestions.ts';
import { useBlogPosts } from '../../features/content/api/get-blog-posts.ts';

/** The blog's own search, for the posts the search overlay suggests beside the products. */
function usePostSuggestions(query: string, enabled: boolean): PostSuggestion[] {
  const posts = useBlogPosts({ search: query, limit: SUGGESTION_LIMIT }, enabled);
  return enabled && !posts.isPlaceholderData ? (posts.data?.data ?? []) : [];
}

/** The header's search: the catalogue's overlay with the blog's posts suggested too (loaded on first use). */
export default function SiteSearch({ onClose }: { onClose: () => void }) {
  return <SearchOverlay onClose={onClose} usePostSuggestions={usePostSuggestions} />;
}
