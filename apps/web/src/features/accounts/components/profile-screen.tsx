import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useUser } from '../../../lib/session.ts';
import { useSignOut } from '../api/sign-out.ts';
import { useProfile } from '../api/user-detail.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { AddressBook } from './address-book.tsx';
import { AvatarUpload } from './avatar-upload.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { PasswordChange } from './password-change.tsx';
import { Preferences } from './preferences.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileOverview } from './profile-overview.tsx';
import { PROFILE_TABS, ProfileView, type ProfileStats, type ProfileTab } from './profile-view.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/** What other features plug into the profile; the route composes them. */
export interface ProfileSlots {
  /** Body of the Minhas Encomendas tab. */
  ordersTab?: ReactNode;
  /** Body of the Pontos tab. */
  pointsTab?: ReactNode;
  /** Body of the Lista de Desejos tab. */
  wishlistTab?: ReactNode;
  /** Overview: the 3 most recent orders. */
  recentOrders?: ReactNode;
  /** Overview: the customer's clinic bookings. */
  bookingsSection?: ReactNode;
  /** Overview and side panel numbers: orders, total spent, favourites, points. */
  stats?: ProfileStats;
}

const isTab = (t: string | null): t is ProfileTab => PROFILE_TABS.some((x) => x.id === t);

export function ProfileScreen({ ordersTab, pointsTab, wishlistTab, recentOrders, bookingsSection, stats }: ProfileSlots) {
  const user = useUser();
  const profile = useProfile();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'overview';
  // Signing out or deleting the account here goes home, not to the sign-in page.
  const [leaving, setLeaving] = useState(false);

  usePageMeta('A minha conta', undefined, { noindex: true });

  if (!user && leaving) return null;
  if (!user) return <Navigate to={paths.login()} state={{ from: `${paths.profile()}${params.size ? `?${params}` : ''}` }} replace />;

  if (!profile.data) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-16">
        {profile.error ? (
          <div className="space-y-4">
            <FormError error={profile.error} />
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => profile.refetch()}>
              Tentar novamente
            </button>
          </div>
        ) : (
          <p className="text-ink/70" role="status">
            A carregar o seu perfil...
          </p>
        )}
      </section>
    );
  }

  const data = profile.data;
  const setTab = (next: ProfileTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  const leave = () => {
    setLeaving(true);
    void signOut();
  };

  return (
    <ProfileView
      profile={data}
      tab={tab}
      onTabChange={setTab}
      onSignOut={leave}
      stats={stats}
      panels={{
        overview: (
          <ProfileOverview
            profile={data}
            stats={stats}
            recentOrders={recentOrders}
            bookingsSection={bookingsSection}
            onTabChange={setTab}
            links={{ products: paths.products(), services: paths.services(), orders: paths.orders() }}
          />
        ),
        orders: ordersTab,
        points: pointsTab,
        wishlist: wishlistTab,
        addresses: <AddressBook />,
        settings: (
          <div className="space-y-6">
            <h1 className="text-2xl font-semibold text-plum-700">Configurações</h1>
            <ProfileDetails key={data.id} profile={data} startEditing={!data.first_name} />
            <AvatarUpload profile={data} />
            <Preferences profile={data} />
            <PasswordChange profile={data} onChanged={() => profile.refetch()} />
            <DeleteAccount
              profile={data}
              onConfirm={() => setLeaving(true)}
              onDeleted={() => navigate(paths.home(), { replace: true })}
            />
          </div>
        ),
      }}
    />
  );
}
