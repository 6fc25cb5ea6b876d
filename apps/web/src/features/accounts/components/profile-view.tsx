import type { ReactNode } from 'react';
import type { Profile } from '@shop/contract/accounts';
import { formatMoney } from '@shop/contract/money';
import { Avatar } from './avatar.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

export type ProfileTab = 'overview' | 'orders' | 'points' | 'wishlist' | 'addresses' | 'settings';

export const PROFILE_TABS: { id: ProfileTab; label: string }[] = [
  { id: 'overview', label: 'Visão Geral' },
  { id: 'orders', label: 'Minhas Encomendas' },
  { id: 'points', label: 'Pontos' },
  { id: 'wishlist', label: 'Lista de Desejos' },
  { id: 'addresses', label: 'Moradas' },
  { id: 'settings', label: 'Configurações' },
];

/** Numbers owned by other features (orders, wishlist, loyalty); unknown ones show a dash. */
export interface ProfileStats {
  orders?: number;
  totalSpentCents?: number;
  favourites?: number;
  points?: number;
}

export interface ProfileViewProps {
  profile: Profile;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  onSignOut: () => void;
  stats?: ProfileStats;
  /** Tab bodies composed by the route from other features. */
  panels: Record<ProfileTab, ReactNode>;
}

export const statText = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
export const moneyText = (cents: number | undefined) => (cents === undefined ? '—' : formatMoney(cents));

/** Spec 2 §2: the initial-letter avatar, a side panel with name, e-mail, orders and points, the tabs and Sair. */
export function ProfileView({ profile, tab, onTabChange, onSignOut, stats = {}, panels }: ProfileViewProps) {
  const displayName = profile.name || 'Cliente';
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside className="h-fit min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
        <div className="flex items-center gap-4">
          <Avatar user={profile} size={64} />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-plum-900">{displayName}</p>
            {profile.email && <p className="truncate text-sm text-ink/70">{profile.email}</p>}
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-3 text-center">
          <div className="rounded-xl bg-plum-50 p-3">
            <dt className="text-xs text-ink/70">Encomendas</dt>
            <dd className="text-lg font-semibold text-plum-700">{statText(stats.orders)}</dd>
          </div>
          <div className="rounded-xl bg-plum-50 p-3">
            <dt className="text-xs text-ink/70">Pontos</dt>
            <dd className="text-lg font-semibold text-plum-700">{statText(stats.points)}</dd>
          </div>
        </dl>
        <nav aria-label="Conta" className="mt-6">
          <div role="tablist" className="-mx-2 flex gap-1 overflow-x-auto px-2 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
            {PROFILE_TABS.map((t) => (
              <button
                key={t.id}
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                type="button"
                onClick={() => onTabChange(t.id)}
                className={`shrink-0 whitespace-nowrap rounded-lg px-3 py-2 text-left text-sm ${tab === t.id ? 'bg-plum-700 font-medium text-white' : 'text-ink hover:bg-plum-50'}`}
              >
                {t.label}
              </button>
            ))}
          </div>
          <button type="button" onClick={onSignOut} className="mt-4 w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50">
            Sair
          </button>
        </nav>
      </aside>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="min-w-0">
        {panels[tab]}
      </section>
    </div>
  );
}
