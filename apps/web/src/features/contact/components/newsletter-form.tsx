import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@shop/contract/accounts-rules';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';


/** The footer's newsletter sign-up: a valid trimmed e-mail and the privacy box ticked. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  // The footer's code arrives after the page has turned live (decision 074), so the server's form stays
  // inert until it is taken over: an e-mail typed into it before then would be dropped by the first render.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.removeAttribute('inert'), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!looksLikeEmail(trimmed)) return setProblem('Indique um e-mail válido.');
    if (!accepted) return setProblem('Por favor, aceite a política de privacidade.');
    setProblem(null);
    subscribe.mutate(trimmed, {
      onSuccess: () => {
        toast.success('Inscrição na newsletter realizada com sucesso!');
        setEmail('');
        setAccepted(false);
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.code !== 'NETWORK' && error.code !== 'INTERNAL' ? error.message : 'Falha ao inscrever na newsletter. Tente novamente.';
        setProblem(message);
        toast.error(message);
      },
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate inert aria-labelledby={`${id}-title`} className="space-y-3">
      <p id={`${id}-title`} className="font-semibold text-white">
        Newsletter
      </p>
      <p className="text-sm">Dicas de cuidados capilares, novidades da clínica e promoções.</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          E-mail para a newsletter
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="O seu e-mail"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-w-0 flex-1 rounded-full border border-plum-500 bg-plum-900 px-4 py-2 text-sm text-white placeholder:text-plum-200"
        />
        <button type="submit" disabled={subscribe.isPending} className="rounded-full bg-gold px-4 py-2 text-sm font-semibold text-plum-900 disabled:opacity-60">
          {subscribe.isPending ? 'A enviar...' : 'Subscrever'}
        </button>
      </div>
      <label className="flex items-start gap-2 text-xs">
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} className="mt-0.5 accent-gold" />
        <span>
          Li e aceito a{' '}
          <Link to={paths.privacy()} className="underline">
            política de privacidade
          </Link>
        </span>
      </label>
      {problem && (
        <p role="alert" className="text-xs text-red-200">
          {problem}
        </p>
      )}
    </form>
  );
}
