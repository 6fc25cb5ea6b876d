import { useState } from 'react';
import type { AdminPath } from '@shop/contract/api';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { downloadFile } from '../lib/staff-file.ts';

/** A button that fetches one of the back office's PDFs (packing slip, invoice, receipt) and saves it. */
export function DocumentButton({ path, id, filename, children }: { path: AdminPath; id: number; filename: string; children: string }) {
  const [busy, setBusy] = useState(false);
  const fetchIt = async () => {
    setBusy(true);
    try {
      await downloadFile(path, { id }, filename, `Não foi possível preparar o documento (${children.toLowerCase()}). Tente novamente.`);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} loadingText="A preparar o PDF…" onClick={() => void fetchIt()}>
      {children}
    </Button>
  );
}
