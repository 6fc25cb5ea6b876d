import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useBlogPost } from '../api/get-blog-post.ts';
import { PostImage } from './post-image.tsx';
import { SavePostButton } from './save-post-button.tsx';
import { ShareButton } from './share-button.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/maputo-date.ts';

function NotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold text-plum-700">Artigo não encontrado</h1>
      <p className="mt-3 text-ink/70">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Voltar
        </Button>
        <Link to={paths.blog()} className={buttonClass()}>
          Ver todos os artigos
        </Link>
      </div>
    </section>
  );
}

/** One article: text blocks only (never HTML from the database), share, save, and the way to a consultation. */
export function BlogArticle({ idOrSlug }: { idOrSlug: string }) {
  const navigate = useNavigate();
  const post = useBlogPost(idOrSlug);
  if (post.isPending) {
    return (
      <div aria-busy="true" className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <div className="h-72 animate-pulse rounded-2xl bg-plum-50" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-plum-100" />
        <div className="h-4 w-full animate-pulse rounded bg-plum-50" />
      </div>
    );
  }
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.httpStatus === 404;
    return <NotFound message={missing ? 'O artigo que procura não existe ou foi removido.' : post.error.message} />;
  }
  const p = post.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <button type="button" onClick={() => navigate(-1)} className="text-sm text-plum-700 hover:underline">
        ← Voltar
      </button>
      <PostImage src={p.main_image} alt={p.title} label={p.category} priority className="mt-4 h-64 w-full rounded-2xl md:h-96" />
      <p className="mt-6 text-sm font-medium uppercase tracking-wide text-gold-700">{p.category}</p>
      <h1 className="mt-2 text-3xl font-semibold text-ink md:text-4xl">{p.title}</h1>
      <p className="mt-3 text-lg text-ink/75">{p.excerpt}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-y border-plum-100 py-3">
        <p className="text-sm text-ink/70">
          Por <strong className="text-ink">{p.author}</strong> · <time dateTime={p.date}>{formatDay(p.date)}</time> · {p.read_time} de leitura
        </p>
        <div className="flex gap-2">
          <ShareButton title={p.title} text={p.excerpt} />
          <SavePostButton postId={p.id} />
        </div>
      </div>

      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink/90">
        {p.content.map((block, i) =>
          block.type === 'heading' ? (
            <h2 key={i} className="pt-2 text-2xl font-semibold text-plum-700">
              {block.text}
            </h2>
          ) : (
            <p key={i}>{block.text}</p>
          ),
        )}
      </div>

      {p.images.length > 0 && (
        <div className="mt-8 grid gap-3 sm:grid-cols-2" aria-label="Galeria">
          {p.images.map((src) => (
            <PostImage key={src} src={src} alt={`${p.title}: imagem`} className="h-56 w-full rounded-xl" />
          ))}
        </div>
      )}

      <aside className="mt-12 rounded-2xl bg-plum-700 p-6 text-plum-50 md:p-8">
        <h2 className="text-xl font-semibold text-white">Quer um diagnóstico para o seu cabelo?</h2>
        <p className="mt-2">Marque uma consulta capilar, presencial ou online, e leve para casa um plano feito para si.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={paths.consultation()} className="rounded-full bg-white px-5 py-2.5 font-medium text-plum-700">
            Agendar consulta
          </Link>
          <Link to={paths.blog()} className="rounded-full border border-white px-5 py-2.5 font-medium text-white">
            Mais artigos
          </Link>
        </div>
      </aside>
    </article>
  );
}
