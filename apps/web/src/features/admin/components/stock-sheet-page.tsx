import { useState } from 'react';
import type { StockSheetChange, StockSheetPreview } from '@shop/contract/admin-catalogue';
import { STOCK_SHEET_MAX_BYTES } from '@shop/contract/catalogue-rules';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { FileInput, type FileRule } from '../../../components/ui/file-input.tsx';
import { toast } from '../../../lib/toast.ts';
import { downloadStockSheet, stalePreviewOf, useApplyStockSheet, usePreviewStockSheet } from '../api/stock-edits.ts';
import { useStaff } from '../lib/admin-session.ts';
import { formatWire } from '../lib/format.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { Badge, PageHeader, Panel } from './page-parts.tsx';

/** The browser's first look at the file; the server reads its content and decides (decision 146). */
const STOCK_SHEET_FILE: FileRule = {
  accept: '.csv,text/csv',
  mimeTypes: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
  extensions: /\.csv$/i,
  maxBytes: STOCK_SHEET_MAX_BYTES,
  tooLarge: 'O ficheiro deve ter no máximo 1 MB. Divida-o em partes.',
  wrongType: 'Escolha um ficheiro CSV (no Excel: «Guardar como» › «CSV UTF-8»).',
  describe: 'CSV exportado acima, até 1 MB; separado por «;» ou «,».',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ChangeItem({ change, stale }: { change: StockSheetChange; stale: boolean }) {
  const priceChanges = change.price_from !== change.price_to;
  const stockChanges = change.stock_from !== change.stock_to;
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xs text-ink/60">Linha {change.line}</span>
        <span className="min-w-0 break-words font-medium text-plum-900">
          {change.product_name}
          {change.variant_name ? ` — ${change.variant_name}` : ''}
        </span>
        {change.sku && <span className="break-all text-xs text-ink/60">{change.sku}</span>}
        {stale && <Badge tone="amber">Mudou entretanto</Badge>}
      </div>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 tabular-nums">
        {priceChanges && (
          <>
            <dt className="text-ink/60">Preço</dt>
            <dd>
              {formatWire(change.price_from)} → <strong>{formatWire(change.price_to)}</strong>
            </dd>
          </>
        )}
        {stockChanges && (
          <>
            <dt className="text-ink/60">Stock</dt>
            <dd>
              {change.stock_from} → <strong>{change.stock_to}</strong>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

function PreviewPanel({ preview, staleLines }: { preview: StockSheetPreview; staleLines: number[] }) {
  return (
    <div className="mt-4 space-y-4" aria-label="Pré-visualização" role="region">
      <p className="text-sm" aria-live="polite">
        {plural(preview.lines, 'linha lida', 'linhas lidas')}: <strong>{plural(preview.changes.length, 'alteração', 'alterações')}</strong>, {plural(preview.unchanged, 'linha sem alterações', 'linhas sem alterações')}
        {preview.errors.length > 0 && (
          <>
            , <strong className="text-red-800">{plural(preview.errors.length, 'erro', 'erros')}</strong>
          </>
        )}
        .
      </p>
      {preview.errors.length > 0 && (
        <div className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">Corrija estas linhas no ficheiro e carregue-o de novo; nada será alterado enquanto houver erros.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Erros do ficheiro">
            {preview.errors.map((e) => (
              <li key={`${e.line}-${e.message}`} className="break-words">
                {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.changes.length > 0 && (
        <ul className="divide-y divide-plum-100" aria-label="Alterações">
          {preview.changes.map((c) => (
            <ChangeItem key={c.line} change={c} stale={staleLines.includes(c.line)} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function StockSheetPage() {
  const staff = useStaff();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StockSheetPreview | null>(null);
  const [staleLines, setStaleLines] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const check = usePreviewStockSheet();
  const apply = useApplyStockSheet();

  const reset = () => {
    setFile(null);
    setPreview(null);
    setStaleLines([]);
    check.reset();
    apply.reset();
  };

  const choose = (chosen: File) => {
    reset();
    setFile(chosen);
    check.mutate(chosen, { onSuccess: setPreview });
  };

  const confirm = () => {
    if (!file || !preview) return;
    apply.mutate(
      { file, expected: preview.expected },
      {
        onSuccess: (applied) => {
          toast.success(
            applied.changed === 0
              ? 'Nada a alterar: o ficheiro já corresponde ao catálogo.'
              : `Importação aplicada: ${plural(applied.changed, 'linha alterada', 'linhas alteradas')} em ${plural(applied.products, 'produto', 'produtos')}.`,
          );
          reset();
        },
        onError: (err) => {
          const stale = stalePreviewOf(err);
          if (stale) {
            setPreview(stale.preview);
            setStaleLines(stale.stale_lines);
          }
        },
      },
    );
  };

  const exportSheet = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadStockSheet();
    } catch (err) {
      setExportError(err);
    } finally {
      setExporting(false);
    }
  };

  const canApply = preview !== null && preview.errors.length === 0 && preview.changes.length > 0;
  return (
    <>
      <PageHeader title="Catálogo" description="Produtos, preços, stock e imagens." />
      <CatalogueTabs />
      <div className="grid grid-cols-1 gap-6">
        <Panel title="Exportar">
          <p className="text-sm text-ink/70">
            Uma folha CSV com uma linha por variante (ou por produto sem variantes): IDs, SKU, nome, preço em meticais com vírgula (1250,00) e stock. Abre no Excel.
          </p>
          <FormError error={exportError} className="mt-3" />
          <Button variant="secondary" className="mt-3" loading={exporting} onClick={() => void exportSheet()}>
            Exportar stock e preços (CSV)
          </Button>
        </Panel>
        <Panel title="Importar">
          {staff?.role !== 'owner' ? (
            <p className="text-sm text-ink/70">Só o(a) proprietário(a) importa preços e stock por folha CSV. Pode alterar o stock de cada produto na lista de produtos.</p>
          ) : (
            <>
              <p className="text-sm text-ink/70">
                Altere o preço e o stock no ficheiro exportado e carregue-o aqui. Primeiro vê o que muda; nada é alterado até confirmar, e aplica-se tudo ou nada. Uma célula vazia não altera esse valor: para mudar só os preços, apague a coluna «Stock».
              </p>
              <FileInput
                className="mt-3"
                label="Folha CSV"
                rule={STOCK_SHEET_FILE}
                compressPhotos={false}
                value={file ? { name: file.name, size: file.size } : null}
                onChoose={choose}
                onRemove={reset}
                disabled={check.isPending || apply.isPending}
              />
              {check.isPending && <p className="mt-3 text-sm text-ink/70">A verificar o ficheiro…</p>}
              <FormError error={check.error} className="mt-3" />
              <FormError error={apply.error} className="mt-3" />
              {preview && <PreviewPanel preview={preview} staleLines={staleLines} />}
              {preview && (
                <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={reset} disabled={apply.isPending}>
                    Cancelar
                  </Button>
                  <Button onClick={confirm} disabled={!canApply} loading={apply.isPending}>
                    {preview.changes.length ? `Aplicar ${plural(preview.changes.length, 'alteração', 'alterações')}` : 'Nada a aplicar'}
                  </Button>
                </div>
              )}
            </>
          )}
        </Panel>
      </div>
    </>
  );
}
