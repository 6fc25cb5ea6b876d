import { STORE_PROFILE } from '@shop/contract/store';

/** Where to transfer: the clinic's bank and mobile-wallet accounts. */
export function PayeeAccounts({ amount }: { amount: string }) {
  return (
    <div className="rounded-xl bg-cream p-4 text-sm">
      <p className="font-medium">Transfira {amount} para uma destas contas e guarde o comprovativo:</p>
      <ul className="mt-2 space-y-1">
        {STORE_PROFILE.payees.map((p) => (
          <li key={`${p.provider}-${p.account}`}>
            <span className="font-medium">{p.provider}</span>: {p.account}
            {p.nib && <span className="text-ink/70"> · NIB {p.nib}</span>}
            <span className="text-ink/70"> · {p.holder}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
