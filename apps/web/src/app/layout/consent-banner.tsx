import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { readConsent, storeConsent, type ConsentChoice } from '../../lib/consent.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';

/** The consent banner itself; `ConsentGate` decides when it shows and loads it then. */
export default function ConsentBanner({ onDone }: { onDone: () => void }) {
  const [details, setDetails] = useState(false);
  const [current] = useState(() => readConsent()?.choice ?? null);
  const detailsId = useId();
  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    onDone();
  };
  return (
    <section
      role="region"
      aria-label="Privacidade e cookies"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-plum-100 bg-white p-4 text-sm text-ink shadow-2xl sm:p-5 motion-safe:animate-rise-in"
    >
      <button
        type="button"
        onClick={onDone}
        aria-label="Fechar sem escolher"
        className="absolute right-2 top-2 inline-flex h-9 w-9 items-center justify-center rounded-full text-ink/70 hover:bg-plum-50 hover:text-plum-700"
      >
        <CloseIcon width={20} height={20} />
      </button>
      <h2 className="pr-10 text-base font-semibold text-plum-700">A sua privacidade</h2>
      <p className="mt-1.5 text-ink/80">
        Guardamos neste dispositivo o que a loja precisa para funcionar (sessão, carrinho, favoritos). Com a sua autorização, usamos também
        cookies de medição para perceber como a loja é usada e melhorá-la.
      </p>
      {current && (
        <p className="mt-2 font-medium text-ink">A sua escolha atual: {current === 'accepted' ? 'cookies de medição aceites' : 'cookies de medição recusados'}.</p>
      )}
      <div id={detailsId} hidden={!details} className="mt-3 space-y-2 rounded-xl bg-plum-50 p-3 text-ink/80">
        <p>
          <strong className="text-ink">Essenciais (sempre ativos):</strong> mantêm a sessão iniciada, o carrinho e os favoritos de
          visitante, e esta escolha. Sem eles a loja não funciona.
        </p>
        <p>
          <strong className="text-ink">Medição (opcional):</strong> estatísticas agregadas de visitas e páginas vistas, sem publicidade e
          sem partilha com terceiros para fins comerciais.
        </p>
        <p>
          Pode mudar de ideias a qualquer momento em «Preferências de cookies», no fundo de cada página. Saiba mais na{' '}
          <Link to={paths.privacyPolicy()} className="font-medium text-plum-700 underline">
            Política de Privacidade
          </Link>
          .
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => choose('accepted')}
          className="rounded-full bg-plum-700 px-5 py-2 font-medium text-white hover:bg-plum-900"
        >
          Aceitar
        </button>
        <button
          type="button"
          onClick={() => choose('declined')}
          className="rounded-full border border-plum-700 px-5 py-2 font-medium text-plum-700 hover:bg-plum-50"
        >
          Recusar
        </button>
        <button
          type="button"
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={() => setDetails((d) => !d)}
          className="px-2 py-2 font-medium text-plum-700 underline-offset-2 hover:underline"
        >
          {details ? 'Ocultar detalhes' : 'Ver detalhes'}
        </button>
      </div>
    </section>
  );
}
