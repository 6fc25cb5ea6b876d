/**
 * Type test, checked by `tsc -p apps/web` (never run): the back office's calls are typed by the contract's
 * call map like the shop's (lib/api-client.test-d.ts). Each `@ts-expect-error` fails the typecheck the day
 * the client stops refusing what it marks.
 */
import { adminCall } from './admin-call.ts';

export async function adminCallTypeTest() {
  const nothing: null = await adminCall('/appointments/unblock', { id: 1 });
  // @ts-expect-error `/appointments/unblock` answers nothing: there is no removed block to read
  const removed: number = (await adminCall('/appointments/unblock', { id: 1 })).id;
  // @ts-expect-error `/appointments/reminders` takes `enabled`, not `on`
  await adminCall('/appointments/reminders', { id: 1, on: true });
  return { nothing, removed };
}
