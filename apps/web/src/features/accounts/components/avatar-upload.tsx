import { useRef, useState } from 'react';
import type { Profile } from '@shop/contract/accounts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUserImage } from '../api/update-user-image.ts';
import { Avatar } from './avatar.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];

/** Photo upload with a progress bar; the server checks the content and crops it to a square. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useUpdateUserImage();

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    if (file.size > MAX_BYTES) return setLocalError('O ficheiro deve ter no máximo 5MB');
    if (file.type && !ACCEPT.includes(file.type)) return setLocalError('Escolha uma fotografia PNG, JPG ou WebP.');
    setLocalError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success('Fotografia de perfil atualizada.'),
        onSettled: () => {
          setProgress(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <section aria-labelledby="avatar-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
      <h2 id="avatar-heading" className="mb-4 text-lg font-semibold text-plum-900">Fotografia de perfil</h2>
      <div className="flex flex-wrap items-center gap-6">
        <Avatar user={profile} size={80} />
        <div className="flex-1 space-y-3">
          <label className={buttonClass({ variant: 'secondary', className: 'cursor-pointer' })}>
            {profile.image ? 'Mudar fotografia' : 'Carregar fotografia'}
            <input
              ref={input}
              type="file"
              accept={ACCEPT.join(',')}
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
          <p className="text-xs text-ink/70">PNG, JPG ou WebP, até 5 MB.</p>
          {progress !== null && (
            <div>
              <progress value={Math.round(progress * 100)} max={100} aria-label="Progresso do envio" className="h-2 w-full overflow-hidden rounded accent-plum-700" />
              <p className="text-xs text-ink/70">{progress < 1 ? `A enviar... ${Math.round(progress * 100)}%` : 'A processar a imagem...'}</p>
            </div>
          )}
          <FormError error={localError ?? upload.error} />
        </div>
      </div>
    </section>
  );
}
