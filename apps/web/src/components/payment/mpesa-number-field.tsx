import { MESSAGE_MPESA_NUMBER, mpesaMsisdn } from '@shop/contract/mpesa';
import { formatPhone } from '@shop/contract/phone';
import { TextField } from '../ui/field.tsx';

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
