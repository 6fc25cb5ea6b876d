import type { Profile, User } from '@shop/contract/accounts';
import type { customers } from '../../db/schema.ts';

export type CustomerRow = typeof customers.$inferSelect;

export const avatarUrl = (fileId: string) => `/files/avatar/${fileId}`;

/** The customer as the storefront sees it. */
export function toUser(c: CustomerRow): User {
  return {
    id: String(c.id),
    first_name: c.firstName,
    last_name: c.lastName,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    mobile: c.mobile,
    image: c.imageFileId ? avatarUrl(c.imageFileId) : null,
  };
}

export function toProfile(c: CustomerRow): Profile {
  return {
    ...toUser(c),
    telephone: c.mobile,
    date_of_birth: c.dateOfBirth,
    gender: c.gender,
    marketing_opt_in: c.marketingOptIn,
    message_channel: c.messageChannel,
    has_password: !!c.passwordHash,
    created_at: c.createdAt.toISOString(),
  };
}
