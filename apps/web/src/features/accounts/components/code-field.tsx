import { OTP_LENGTH } from '@shop/contract/accounts-rules';
import { TextField } from '../../../components/ui/field.tsx';

/** The 6-digit code input: digits only, at most six (spec 1 §5). */
export function CodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <TextField
      label="Código"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="Código de 6 dígitos"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
    />
  );
}
