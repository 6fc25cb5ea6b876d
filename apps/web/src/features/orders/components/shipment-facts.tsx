import type { Tracking } from '@shop/contract/orders';

/** Where to collect a pick-up order, or who carries a sent one and its tracking number. */
export function ShipmentFacts({ tracking }: { tracking: Pick<Tracking, 'fulfilment' | 'pickup_place' | 'shipment'> }) {
  if (tracking.fulfilment === 'pickup' && tracking.pickup_place) {
    return (
      <dl className="rounded-xl border border-plum-100 bg-white p-4 text-sm" data-testid="pickup-place">
        <dt className="text-ink/70">Levantamento na clínica</dt>
        <dd className="font-medium">{tracking.pickup_place}</dd>
      </dl>
    );
  }
  if (!tracking.shipment) return null;
  return (
    <dl className="grid gap-3 rounded-xl border border-plum-100 bg-white p-4 text-sm sm:grid-cols-2" data-testid="shipment">
      <div>
        <dt className="text-ink/70">Transportadora</dt>
        <dd className="font-medium break-words">{tracking.shipment.courier}</dd>
      </div>
      {tracking.shipment.tracking_number && (
        <div>
          <dt className="text-ink/70">Número de seguimento</dt>
          <dd className="font-medium break-all tabular-nums">{tracking.shipment.tracking_number}</dd>
        </div>
      )}
    </dl>
  );
}
