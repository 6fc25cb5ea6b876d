import { describe, expect, it } from 'vitest';
import { session } from '../lib/session.ts';
import { queryClient } from './query-client.ts';

describe('the app query cache', () => {
  it('drops every cached answer when the customer signs out, and keeps them when a session merely changes', () => {
    queryClient.setQueryData(['orders', 'list'], { orders: [1] });
    session.updateUser({ id: '7' } as never);
    expect(queryClient.getQueryData(['orders', 'list'])).toEqual({ orders: [1] });
    session.signedOut();
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
  });
});
