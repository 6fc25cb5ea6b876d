import { STORE_PROFILE, type PayeeAccount } from '@shop/contract/store';

/** The store's accounts to pay into (public by nature: customers transfer to them). */
export function PayeeAccounts({ kind, reference }: { kind: PayeeAccount['kind'] | 'all'; reference?: string }) {
  const payees = STORE_PROFILE.payees.filter((p) => kind === 'all' || p.kind === kind);
  return (
    <ul className="space-y-2 text-sm" aria-label={kind === 'wallet' ? 'Carteiras móveis da loja' : 'Contas da loja'}>
      {payees.map((p) => (
        <li key={`${p.provider}-${p.account}`} className="rounded-xl border border-plum-100 bg-plum-50/60 p-3">
          <p className="font-medium">{p.provider}</p>
          <p>
            {p.kind === 'wallet' ? 'Número' : 'Conta'}: <span className="font-mono">{p.account}</span>
          </p>
          {p.nib && (
            <p>
              NIB: <span className="font-mono">{p.nib}</span>
            </p>
          )}
          <p className="text-ink/70">Titular: {p.holder}</p>
        </li>
      ))}
      {reference && (
        <li className="text-sm">
          Indique a referência <strong className="font-mono">{reference}</strong> na descrição do pagamento.
        </li>
      )}
    </ul>
  );
}
