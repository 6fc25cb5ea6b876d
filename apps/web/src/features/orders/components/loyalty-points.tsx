import { Link } from 'react-router';
import { formatMoney, wireToCents } from '@shop/contract/money';
import { paths } from '../../../lib/paths.ts';
import { FormError } from '../../../components/ui/field.tsx';
import { useLoyaltyReward } from '../api/order-stats.ts';
import { useOrderList } from '../api/order-list.ts';
import { formatDay } from '../../../lib/maputo-date.ts';
import { formatNumber } from '../../../lib/format-number.ts';

const HISTORY_SIZE = 20;

const pointsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'ponto' : 'pontos'}`;

/**
 * The points tab of the account (decision 058): the balance, how points are earned, that they
 * cannot be spent yet, and the delivered orders that earned them.
 */
export function LoyaltyPoints() {
  const reward = useLoyaltyReward();
  const delivered = useOrderList({ page: 1, perPage: HISTORY_SIZE, status: 'delivered' });
  const pointsPer = reward.data ? formatMoney(wireToCents(reward.data.points_per)) : null;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-plum-700">Os meus pontos</h1>

      <section aria-labelledby="points-balance" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
        <h2 id="points-balance" className="text-sm text-ink/70">Saldo</h2>
        {reward.isError ? (
          <FormError error={reward.error} />
        ) : !reward.data ? (
          <p role="status" className="mt-1 text-ink/70">A carregar os seus pontos...</p>
        ) : (
          <>
            <p className="mt-1 text-3xl font-semibold text-plum-700 tabular-nums">{pointsText(reward.data.points)}</p>
            <p className="mt-2 text-sm text-ink/80">
              Contam <span className="whitespace-nowrap">{formatMoney(wireToCents(reward.data.eligible_total))}</span> em produtos de encomendas
              entregues.
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="points-earn" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
        <h2 id="points-earn" className="text-lg font-semibold text-plum-900">Como se ganham</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink/80">
          <li>1 ponto por cada {pointsPer ?? 'MT 100'} em produtos, quando a encomenda é entregue.</li>
          <li>Conta o valor dos produtos depois do desconto do cupão; os portes de envio não contam.</li>
          <li>Os produtos devolvidos deixam de contar quando a devolução é aceite.</li>
          <li>Encomendas pendentes, a caminho ou canceladas ainda não dão pontos.</li>
        </ul>
      </section>

      <section aria-labelledby="points-spend" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
        <h2 id="points-spend" className="text-lg font-semibold text-plum-900">Como se usam</h2>
        <p className="mt-3 text-sm text-ink/80">
          Por agora os pontos não se trocam por descontos nem por produtos: mostram o que já comprou connosco. Quando puderem ser usados,
          a regra aparece nesta página.
        </p>
      </section>

      <section aria-labelledby="points-history" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
        <h2 id="points-history" className="text-lg font-semibold text-plum-900">Histórico</h2>
        {delivered.isError ? (
          <FormError error={delivered.error} />
        ) : !delivered.data ? (
          <p role="status" className="mt-3 text-sm text-ink/70">A carregar o histórico...</p>
        ) : delivered.data.data.length === 0 ? (
          <p className="mt-3 text-sm text-ink/80">
            Ainda não tem encomendas entregues. Os pontos aparecem aqui quando a primeira for entregue.{' '}
            <Link to={paths.products()} className="font-medium text-plum-700 underline">
              Ver produtos
            </Link>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-plum-100" aria-label="Pontos por encomenda entregue">
            {delivered.data.data.map((o) => (
              <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <span className="min-w-0">
                  <Link to={paths.order(o.id)} className="font-medium text-plum-700 underline">
                    Encomenda {o.order_id_string}
                  </Link>
                  <span className="block text-ink/70">{o.order_status_label} · {formatDay(o.delivery_date ?? o.order_date)}</span>
                </span>
                <span className="whitespace-nowrap font-semibold tabular-nums text-plum-900">+{pointsText(o.reward_points)}</span>
              </li>
            ))}
          </ul>
        )}
        {delivered.data && delivered.data.total > HISTORY_SIZE && (
          <p className="mt-3 text-sm text-ink/70">
            Mostramos as {HISTORY_SIZE} entregas mais recentes; o saldo conta todas.
          </p>
        )}
      </section>
    </div>
  );
}
