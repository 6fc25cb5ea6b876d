import type { User } from '@shop/contract/accounts';

/** The part of an answer the storefront keeps as its User (no token, no profile extras). */
export const userOf = (data: User): User => ({
  id: String(data.id),
  first_name: data.first_name,
  last_name: data.last_name,
  name: data.name,
  email: data.email,
  mobile: data.mobile,
  image: data.image,
});
