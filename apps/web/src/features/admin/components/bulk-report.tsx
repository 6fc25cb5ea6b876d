import type { BulkResult } from '@shop/contract/admin-ops';
import { Button } from '../../../components/ui/button.tsx';

/** What a bulk action did: the one-line summary, then each refused item with its reason. */
export function BulkReport({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  const refused = result.outcomes.filter((o) => !o.ok);
  return (
    <div role="status" data-testid="bulk-report" className={`mt-4 rounded-xl border p-4 text-sm ${refused.length ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-green-200 bg-green-50 text-green-900'}`}>
      <p className="font-medium">{result.headline}{refused.length ? ':' : '.'}</p>
      {refused.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {refused.map((o) => <li key={`${o.kind}-${o.id}`} className="break-words"><span className="font-medium">{o.reference}</span>: {o.message}</li>)}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="mt-2" onClick={onClose}>Fechar</Button>
    </div>
  );
}
