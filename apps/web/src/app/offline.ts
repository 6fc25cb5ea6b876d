import { mergeGuestCartNow } from '../features/cart/api/merge-guest-cart.ts';
import { ORDER_SENT_EVENT, sendQueuedOrder, type QueuedOrderOutcome } from '../features/checkout/api/order-outbox.ts';
import { formatAgo, maputoClock } from '../lib/maputo-date.ts';
import { toast } from '../lib/toast.ts';
import { queryClient } from './query-client.ts';

/**
 * What makes the shop usable on a flaky connection (decision 162), loaded after the page's `load`
 * so the first paint carries none of it: the service worker, the "saved copy" notice, and what
 * waited for the network (cart lines, an order) sent when it returns.
 */
export function startOffline() {
  if ('serviceWorker' in navigator) void registerWorker();
  showSavedCopy();
  window.addEventListener('online', () => void syncWaiting());
  window.addEventListener(ORDER_SENT_EVENT, (event) => {
    const outcome = (event as CustomEvent<QueuedOrderOutcome>).detail;
    // The checkout page shows its own answer; elsewhere a toast says it.
    if (window.location.pathname === '/checkout') return;
    if ('order' in outcome) toast.success('O pedido guardado sem ligação foi enviado: encomenda efetuada com sucesso! Veja-a em «Os meus pedidos».', 8000);
    else toast.error(outcome.refused);
  });
  void syncWaiting();
}

/**
 * A worker that activates while a navigation is under way cannot claim the page that navigation makes
 * (clients.claim() takes only pages already running): such a page asks to be claimed, so its chunks
 * and images go through the worker from now on rather than from the next navigation.
 */
async function registerWorker() {
  try {
    await navigator.serviceWorker.register('/sw.js');
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'claim' });
  } catch {
    // No worker (private mode, an old browser): the shop works online as before.
  }
}

async function syncWaiting() {
  if (!navigator.onLine) return;
  await mergeGuestCartNow(queryClient);
  await sendQueuedOrder();
}

/** A page the service worker served from its copy says so, with the copy's age, until it is reloaded. */
function showSavedCopy() {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="cm-saved-copy"]');
  const savedAt = Number(meta?.content);
  if (!meta || !savedAt) return;
  const { date, time } = maputoClock(new Date(savedAt).toISOString());
  const bar = document.createElement('div');
  bar.setAttribute('role', 'status');
  bar.className = 'border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900';
  const text = document.createElement('span');
  text.textContent = meta.hasAttribute('data-shell')
    ? 'Sem ligação: esta página ainda não foi guardada neste telemóvel. Mostramos o que está guardado.'
    : `Sem ligação: cópia guardada ${formatAgo(savedAt)} (${date.slice(8, 10)}/${date.slice(5, 7)} às ${time}). Preços e stock podem ter mudado.`;
  bar.append(text);
  document.body.prepend(bar);
  window.addEventListener(
    'online',
    () => {
      text.textContent = 'A ligação voltou. ';
      const reload = document.createElement('button');
      reload.type = 'button';
      reload.className = 'font-semibold underline';
      reload.textContent = 'Atualizar a página';
      reload.addEventListener('click', () => window.location.reload());
      bar.append(reload);
    },
    { once: true },
  );
}
