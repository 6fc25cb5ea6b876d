import { useEffect, useState } from 'react';
import { fetchStaffFile } from '../lib/staff-file.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';

/** Shows a proof or receipt inline (image or PDF) from a blob URL fetched with the staff token. */
export function ProofFile({ fileId, mime, name }: { fileId: string; mime: string; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    let revoked = false;
    let created: string | null = null;
    fetchStaffFile(fileId, mime)
      .then((u) => {
        created = u;
        if (revoked) URL.revokeObjectURL(u);
        else setUrl(u);
      })
      .catch((err: Error) => setError(err.message));
    return () => {
      revoked = true;
      if (created) URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [open, fileId, mime]);

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Ver comprovativo
      </Button>
    );
  }
  return (
    <div className="space-y-2">
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
      {!url && !error && <p className="text-sm text-ink/60">A abrir o ficheiro…</p>}
      {url && mime.startsWith('image/') && <img src={url} alt={`Comprovativo: ${name}`} className="max-h-[28rem] w-full rounded-lg border border-plum-100 object-contain" />}
      {url && mime === 'application/pdf' && <iframe src={url} title={`Comprovativo: ${name}`} className="h-[28rem] w-full rounded-lg border border-plum-100" />}
      <div className="flex gap-2">
        {url && (
          <a href={url} download={name} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Descarregar {name}
          </a>
        )}
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Fechar
        </Button>
      </div>
    </div>
  );
}
