import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useUser } from '../../../lib/session.ts';

/** Finalizar Compra: the checkout when signed in, else sign-in first and back to the checkout. */
export function CheckoutButton({ disabled, onNavigate, className = '' }: { disabled?: boolean; onNavigate?: () => void; className?: string }) {
  const user = useUser();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        onNavigate?.();
        if (user) navigate(paths.checkout());
        else navigate(paths.login(), { state: { from: paths.checkout() } });
      }}
      className={`w-full rounded-full bg-plum-700 py-3 font-medium text-white hover:bg-plum-900 disabled:opacity-50 ${className}`}
    >
      Finalizar Compra
    </button>
  );
}
