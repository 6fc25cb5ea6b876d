/**
 * Type test, checked by `tsc -p apps/web` (never run): the web's calls are typed by the contract's
 * call map, the same map the server's route helpers answer to (apps/server/src/lib/typed-calls.test-d.ts).
 * Each `@ts-expect-error` fails the typecheck the day the client stops refusing what it marks.
 */
import { functionsCall, shopCall } from './api-client.ts';

export async function apiClientTypeTest() {
  const ids: number[] = (await shopCall('/wishlist-merge', { product_ids: [1, 2] })).product_ids;
  const slots: boolean[] = (await functionsCall('GET /appointments-api/available-slots', { query: { date: '2026-12-01' } })).map((s) => s.available);

  // @ts-expect-error '/wishlist-merges' is not a shop call
  await shopCall('/wishlist-merges', { product_ids: [1] });
  // @ts-expect-error the request's field is `product_ids`
  await shopCall('/wishlist-merge', { productIds: [1] });
  // @ts-expect-error the answer has `product_ids`, not `ids`
  const renamed: number[] = (await shopCall('/wishlist-merge', { product_ids: [1] })).ids;
  // @ts-expect-error available-slots is a GET
  await functionsCall('POST /appointments-api/available-slots');
  return { ids, slots, renamed };
}
