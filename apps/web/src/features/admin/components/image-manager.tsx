import { useId, useState, type ChangeEvent } from 'react';
import { useUploadImage } from '../api/upload-image.ts';
import { thumbnailUrl } from '../lib/format.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';

export interface ImageDraft {
  url: string;
  alt: string;
}

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** The product's gallery: upload (resized on the server), describe, reorder, remove; the first is the cover. */
export function ImageManager({ images, onChange, error }: { images: ImageDraft[]; onChange: (images: ImageDraft[]) => void; error?: string[] }) {
  const inputId = useId();
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setUploadError(null);
    let next = images;
    for (const file of files) {
      if (!ACCEPTED.includes(file.type)) {
        setUploadError(`${file.name}: apenas imagens PNG, JPG ou WebP são permitidas.`);
        continue;
      }
      if (file.size > MAX_BYTES) {
        setUploadError(`${file.name}: o ficheiro deve ter no máximo 5MB`);
        continue;
      }
      try {
        setProgress(0);
        const media = await upload.mutateAsync({ file, onProgress: setProgress });
        next = [...next, { url: media.url, alt: '' }];
        onChange(next);
      } catch (err) {
        setUploadError(`${file.name}: ${(err as Error).message}`);
      } finally {
        setProgress(null);
      }
    }
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <div>
      {images.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Imagens do produto">
          {images.map((img, i) => (
            <li key={img.url} className="rounded-lg border border-plum-100 p-2">
              <div className="relative">
                <img src={thumbnailUrl(img.url)} alt={img.alt || `Imagem ${i + 1}`} className="aspect-square w-full rounded object-cover" loading="lazy" />
                {i === 0 && <span className="absolute left-1 top-1 rounded bg-plum-700 px-2 py-0.5 text-xs text-white">Capa</span>}
              </div>
              <TextField
                label={`Descrição da imagem ${i + 1}`}
                className="mt-2"
                value={img.alt}
                onChange={(e) => onChange(images.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))}
                placeholder="Ex.: frasco de 250 ml"
              />
              <div className="mt-2 flex flex-wrap gap-1">
                <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Mover imagem ${i + 1} para trás`}>
                  ← Antes
                </Button>
                <Button variant="ghost" size="sm" disabled={i === images.length - 1} onClick={() => move(i, i + 1)} aria-label={`Mover imagem ${i + 1} para a frente`}>
                  Depois →
                </Button>
                <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onChange(images.filter((_, j) => j !== i))} aria-label={`Remover imagem ${i + 1}`}>
                  Remover
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'cursor-pointer' })}>
          Carregar imagens
        </label>
        <input id={inputId} type="file" accept={ACCEPTED.join(',')} multiple onChange={onFiles} className="sr-only" disabled={progress !== null} />
        <span className="text-xs text-ink/60">PNG, JPG ou WebP até 5 MB. A primeira imagem é a capa.</span>
      </div>
      {progress !== null && (
        <div className="mt-2" role="status">
          <progress max={1} value={progress} className="h-2 w-48 accent-plum-700" aria-label="A carregar imagem" /> <span className="text-xs">A carregar… {Math.round(progress * 100)}%</span>
        </div>
      )}
      {(uploadError || error?.length) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {uploadError ?? error?.join(' ')}
        </p>
      )}
    </div>
  );
}
