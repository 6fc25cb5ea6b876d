import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogSaveRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchPosts = () => adminCall('/blog/list');
export const postsQuery = () => queryOptions({ queryKey: ['admin', 'blog'], queryFn: fetchPosts, staleTime: 10_000 });
export const usePosts = () => useQuery(postsQuery());

export const savePost = (input: BlogSaveRequest) => adminCall('/blog/save', input);
export const setPostFlags = (input: { id: number; published?: boolean; featured?: boolean }) => adminCall('/blog/flags', input);

export function usePostActions() {
  const client = useQueryClient();
  const onSuccess = () => void client.invalidateQueries({ queryKey: ['admin', 'blog'] });
  return { save: useMutation({ mutationFn: savePost, onSuccess }), flags: useMutation({ mutationFn: setPostFlags, onSuccess }) };
}
