import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { Review } from '@shop/contract/catalogue';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@shop/contract/catalogue-rules';
import { paths } from '../../../lib/paths.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddReview } from '../api/add-review.ts';
import { Stars } from './stars.tsx';
import { formatDay } from '../../../lib/maputo-date.ts';
import { formatNumber } from '../../../lib/format-number.ts';


export interface ProductReviewsProps {
  productId: number;
  reviews: Review[];
  average: number;
  count: number;
  reviewedByMe?: boolean;
}

/** Reviews (rating, name, title, text: shown as text, never as HTML) and the form for signed-in customers. */
export function ProductReviews({ productId, reviews, average, count, reviewedByMe }: ProductReviewsProps) {
  const user = useUser();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  return (
    <section aria-labelledby="avaliacoes" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="avaliacoes" className="text-lg font-semibold">
            Avaliações
          </h2>
          {count > 0 ? (
            <div className="mt-1 flex items-center gap-2">
              <Stars rating={average} size="lg" />
              <span className="text-sm text-ink/70">
                {formatNumber(average, { max: 1 })} de 5 · {count} {count === 1 ? 'avaliação' : 'avaliações'}
              </span>
            </div>
          ) : (
            <p className="mt-1 text-sm text-ink/70">Ainda não há avaliações. Seja o primeiro a avaliar.</p>
          )}
        </div>
        {reviewedByMe ? (
          <p className="text-sm text-ink/70">Já avaliou este produto. Obrigado!</p>
        ) : (
          !open && (
            <button type="button" onClick={() => setOpen(true)} className="rounded-full border border-plum-700 px-5 py-2 text-sm font-medium text-plum-700 hover:bg-plum-50">
              Escrever Avaliação
            </button>
          )
        )}
      </div>

      {open && !user && (
        <div role="alert" className="rounded-xl border border-plum-200 bg-plum-50 p-4">
          <p>Inicie sessão para avaliar um produto.</p>
          <Link to={paths.login()} state={{ from: location.pathname }} className="mt-2 inline-block font-medium text-plum-700 underline">
            Entrar
          </Link>
        </div>
      )}
      {open && user && !reviewedByMe && <ReviewForm productId={productId} onDone={() => setOpen(false)} />}

      {reviews.length > 0 && (
        <ul className="divide-y divide-plum-100">
          {reviews.map((r) => (
            <li key={r.id} className="py-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={r.rating} />
                <p className="font-medium">{r.title}</p>
              </div>
              <p className="mt-2 whitespace-pre-line text-ink/90">{r.review}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-ink/70">
                <span>
                  {r.user_name} · <time dateTime={r.created_at}>{formatDay(r.created_at)}</time>
                </span>
                {r.verified_purchase && (
                  <span className="inline-flex items-center gap-1 font-medium text-green-800">
                    <CheckIcon width={14} height={14} strokeWidth={2.5} />
                    Compra verificada
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const [rating, setRating] = useState(5);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ title?: string; text?: string; form?: string }>({});
  const review = useAddReview();
  const ids = { rating: useId(), title: useId(), text: useId(), titleError: useId(), textError: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = 'Indique um título.';
    if (!text.trim()) next.text = 'Escreva o seu comentário.';
    setErrors(next);
    if (next.title || next.text) return;
    review.mutate(
      { productId, rating, title: title.trim(), description: text.trim() },
      {
        onSuccess: () => {
          toast.success('Avaliação adicionada com sucesso!');
          onDone();
        },
        onError: (err) => {
          const message =
            err instanceof ApiError && err.code !== 'NETWORK' ? `Erro ao adicionar avaliação: ${err.message}` : 'Erro ao adicionar avaliação. Tente novamente.';
          setErrors({ form: message });
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-plum-100 bg-white p-4 sm:p-6" aria-label="Escrever avaliação">
      {errors.form && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Classificação</legend>
        <div className="flex gap-1" id={ids.rating}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded p-1 text-gold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-plum-500">
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
              <span className="sr-only">{n} {n === 1 ? 'estrela' : 'estrelas'}</span>
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-7 w-7" fill={n <= rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
                <path strokeLinejoin="round" d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8Z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={ids.title} className="mb-1 block text-sm font-medium">
          Título
        </label>
        <input
          id={ids.title}
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? ids.titleError : undefined}
          className="w-full rounded-lg border border-plum-200 px-3 py-2"
        />
        {errors.title && (
          <p id={ids.titleError} className="mt-1 text-sm text-red-700">
            {errors.title}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.text} className="mb-1 block text-sm font-medium">
          Comentário
        </label>
        <textarea
          id={ids.text}
          value={text}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? ids.textError : undefined}
          className="w-full rounded-lg border border-plum-200 px-3 py-2"
        />
        {errors.text && (
          <p id={ids.textError} className="mt-1 text-sm text-red-700">
            {errors.text}
          </p>
        )}
      </div>
      <div className="flex gap-3">
        <button type="submit" disabled={review.isPending} className="rounded-full bg-plum-700 px-5 py-2 font-medium text-white hover:bg-plum-900 disabled:opacity-50">
          {review.isPending ? 'A enviar...' : 'Publicar avaliação'}
        </button>
        <button type="button" onClick={onDone} className="rounded-full px-5 py-2 font-medium text-plum-700 hover:bg-plum-50">
          Cancelar
        </button>
      </div>
    </form>
  );
}
