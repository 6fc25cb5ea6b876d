import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** "os Termos e Condições e a Política de Privacidade", each opening in a new tab: what an account is opened under. */
export function TermsLinks() {
  return (
    <>
      os{' '}
      <Link to={paths.terms()} target="_blank" className="text-plum-700 underline">
        Termos e Condições
      </Link>{' '}
      e a{' '}
      <Link to={paths.privacy()} target="_blank" className="text-plum-700 underline">
        Política de Privacidade
      </Link>
    </>
  );
}
