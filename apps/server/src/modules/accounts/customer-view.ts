import type { User } from '@shop/contract/accounts';
import type { customers } from '../../db/schema.ts';

type CustomerRow = typeof customers.$inferSelect;

/** The customer as the storefront sees it. */
export function toUser(c: CustomerRow): User {
  return {
    id: String(c.id),
    first_name: c.firstName,
    last_name: c.lastName,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    mobile: c.mobile,
    image: c.imageFileId ? `/files/avatar/${c.imageFileId}` : null,
  };
}
