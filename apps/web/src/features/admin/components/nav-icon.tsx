const ICONS = {
  dashboard: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h4',
  orders: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  appointments: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4',
  clients: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21v-1a7 7 0 0114 0v1',
  catalogue: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  coupons: 'M19 5L5 19M6.5 9a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM17.5 20a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  content: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7',
  messages: 'M4 5h16v11H8l-4 4z',
  subscribers: 'M3 6h18v12H3zM3 6l9 7 9-7',
  reports: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8',
  team: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7M22 21v-1a6 6 0 00-4-5.6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
} as const;

export type IconName = keyof typeof ICONS;

export function NavIcon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d={ICONS[name]} />
    </svg>
  );
}
