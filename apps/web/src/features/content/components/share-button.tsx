import { toast } from '../../../lib/toast.ts';

/** Native share where the device has it; otherwise copies the link. A share the person cancels is only logged. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (err) {
        console.info('partilha cancelada ou falhou', err);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado para a área de transferência!');
    } catch (err) {
      console.error('não foi possível copiar a ligação', err);
      toast.error('Não foi possível copiar a ligação.');
    }
  };
  return (
    <button type="button" onClick={() => void share()} className="inline-flex items-center gap-2 rounded-full border border-plum-200 px-4 py-2 text-sm hover:border-plum-500">
      <span aria-hidden="true">↗</span> Partilhar
    </button>
  );
}
