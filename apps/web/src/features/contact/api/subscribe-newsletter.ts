import { useMutation } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';

export const subscribeNewsletter = (email: string) => shopCall('/subscribe', { email, privacy_accepted: true });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
