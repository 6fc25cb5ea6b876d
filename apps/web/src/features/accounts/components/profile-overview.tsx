import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@shop/contract/accounts';
import { moneyText, statText, type ProfileStats, type ProfileTab } from './profile-view.tsx';

interface Props {
  profile: Profile;
  stats?: ProfileStats;
  /** The 3 most recent orders (from the orders feature). */
  recentOrders?: ReactNode;
  /** The customer's clinic bookings (from the bookings feature). */
  bookingsSection?: ReactNode;
  onTabChange: (tab: ProfileTab) => void;
  links: { products: string; services: string; orders: string };
}

export function ProfileOverview({ profile, stats = {}, recentOrders, bookingsSection, onTabChange, links }: Props) {
  const cards = [
    { label: 'Encomendas', value: statText(stats.orders) },
    { label: 'Total gasto', value: moneyText(stats.totalSpentCents) },
    { label: 'Favoritos', value: statText(stats.favourites) },
    { label: 'Pontos', value: statText(stats.points) },
  ];
  const needsName = !profile.first_name || !profile.last_name;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold text-plum-700">Olá{profile.first_name ? `, ${profile.first_name}` : ''}!</h1>
      {needsName && (
        <p className="rounded-xl bg-gold/15 px-4 py-3 text-sm text-ink">
          Complete o seu nome para as suas encomendas e faturas.{' '}
          <button type="button" className="font-medium text-plum-700 underline" onClick={() => onTabChange('settings')}>
            Completar perfil
          </button>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-plum-100 sm:p-5">
            <dt className="text-sm text-ink/70">{c.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-plum-700 tabular-nums sm:text-2xl">{c.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="recent-orders" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
        <h2 id="recent-orders" className="mb-4 text-lg font-semibold text-plum-900">Encomendas recentes</h2>
        {recentOrders ?? (
          <p className="text-sm text-ink/70">
            Veja o estado de todas as suas encomendas em{' '}
            <Link to={links.orders} className="font-medium text-plum-700 underline">
              Os meus pedidos
            </Link>
            .
          </p>
        )}
      </section>
      {bookingsSection}
      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts" className="sr-only">Atalhos</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Link to={links.products} className="rounded-2xl bg-plum-700 p-5 text-white hover:bg-plum-900">
            <span className="font-semibold">Ver produtos</span>
            <span className="mt-1 block text-sm text-plum-100">Cuidados para o seu cabelo</span>
          </Link>
          <Link to={links.services} className="rounded-2xl bg-white p-5 ring-1 ring-plum-100 hover:bg-plum-50">
            <span className="font-semibold text-plum-900">Serviços da clínica</span>
            <span className="mt-1 block text-sm text-ink/70">Consultas e tratamentos</span>
          </Link>
          <button type="button" onClick={() => onTabChange('wishlist')} className="rounded-2xl bg-white p-5 text-left ring-1 ring-plum-100 hover:bg-plum-50">
            <span className="font-semibold text-plum-900">Lista de desejos</span>
            <span className="mt-1 block text-sm text-ink/70">Os produtos que guardou</span>
          </button>
        </div>
      </section>
    </div>
  );
}
