import type { User } from '@shop/contract/accounts';

const initialOf = (user: Pick<User, 'first_name' | 'name' | 'email' | 'mobile'>) =>
  (user.first_name || user.name || user.email || '?').trim().charAt(0).toUpperCase() || '?';

/** The customer's photo, or the initial of their name on plum. */
export function Avatar({ user, size = 40 }: { user: Pick<User, 'first_name' | 'name' | 'email' | 'mobile' | 'image'>; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (user.image) {
    return <img src={user.image} alt="" width={size} height={size} style={style} className="shrink-0 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden="true" style={style} className="inline-flex shrink-0 items-center justify-center rounded-full bg-plum-700 font-semibold text-white">
      {initialOf(user)}
    </span>
  );
}
