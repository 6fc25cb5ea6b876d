/* How a customer pays, drawn one way wherever a form or page asks for it: the store's accounts and the M-Pesa number. */
import { MESSAGE_MPESA_NUMBER, mpesaMsisdn } from '@shop/contract/mpesa';
import { formatPhone } from '@shop/contract/phone';
import { TextField } from './ui/field.tsx';
import { STORE_PROFILE, type PayeeAccount } from '@shop/contract/store';

export interface PayeeAccountsProps {
  /** which of the store's accounts: its banks, its mobile wallets, or all of them */
  kind?: PayeeAccount['kind'] | 'all';
  /** the amount to send, already formatted ("MT 1 500,00"): says "Transfira … para uma destas contas" above them */
  amount?: string;
  /** the reference the customer quotes in the payment's description */
  reference?: string;
}

/**
 * The store's accounts a customer pays into (public by nature: customers transfer to them), the one way they are
 * drawn: checkout, an order to pay, a booking's advance. With an amount, the sentence that says what to send;
 * with a reference, what to quote.
 */
export function PayeeAccounts({ kind = 'all', amount, reference }: PayeeAccountsProps) {
  const payees = STORE_PROFILE.payees.filter((p) => kind === 'all' || p.kind === kind);
  const quote = reference && (
    <>
      indique a referência <strong className="font-mono">{reference}</strong>
    </>
  );
  return (
    <div className="space-y-2 text-sm">
      {amount && (
        <p>
          {kind === 'wallet' ? 'Envie' : 'Transfira'} <strong className="tabular-nums">{amount}</strong> para {payees.length === 1 ? 'esta conta' : 'uma destas contas'}
          {quote ? <> e {quote}:</> : ' e guarde o comprovativo:'}
        </p>
      )}
      <ul className="space-y-2" aria-label={kind === 'wallet' ? 'Carteiras móveis da loja' : 'Contas da loja'}>
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
      </ul>
      {quote && !amount && <p>Na descrição do pagamento, {quote}.</p>}
    </div>
  );
}

/**
 * The rule of an M-Pesa number, for every form that asks for one: a Vodacom mobile (84 or 85) in any
 * spelling the shop's phone parser takes (`mpesaMsisdn`), or the one message that says so.
 */
export const mpesaNumberError = (value: string): string | null => (mpesaMsisdn(value) ? null : MESSAGE_MPESA_NUMBER);

export interface MpesaNumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A fixed id, when the form focuses its first error by id (the checkout). */
  id?: string;
  name?: string;
  disabled?: boolean;
}

/**
 * "Número M-Pesa (Vodacom)": the one field that asks for the number M-Pesa charges (checkout, consultation
 * advance, the pay panel of an order or booking). A number M-Pesa can charge is shown in the shop's one phone
 * form once the customer leaves the field ("84 123 4567" → "+258 84 123 4567", decision 102).
 */
export function MpesaNumberField({ value, onChange, error, id, name, disabled }: MpesaNumberFieldProps) {
  return (
    <TextField
      id={id}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      label="Número M-Pesa (Vodacom)"
      hint="84 ou 85, por exemplo 84 123 4567"
      required
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        const shown = mpesaMsisdn(value) ? formatPhone(value) : value;
        if (shown !== value) onChange(shown);
      }}
      error={error}
    />
  );
}
