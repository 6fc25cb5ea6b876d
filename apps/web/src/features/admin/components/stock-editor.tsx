import { useState, type FormEvent } from 'react';
import type { AdminProductListItem, ProductStock } from '@shop/contract/admin-catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useEditProductStock } from '../api/stock-edits.ts';

interface Line {
  variantId: number | null;
  label: string;
  /** what the list showed: the server refuses the save if the stock moved since (decision 146) */
  seen: number;
  value: string;
}

const linesOf = (product: Pick<AdminProductListItem, 'stock' | 'variants'>): Line[] =>
  product.variants.length
    ? product.variants.map((v) => ({ variantId: v.id, label: `${v.name} (${v.sku})`, seen: v.stock, value: String(v.stock) }))
    : [{ variantId: null, label: 'Stock', seen: product.stock, value: String(product.stock) }];

const STOCK_MAX = 1_000_000;
const parseStock = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) <= STOCK_MAX ? Number(text) : null);

/** "Stock" beside a product in the list: its stock, per variant or its own, changed without opening the product. */
export function StockEditor({ product }: { product: AdminProductListItem }) {
  const [lines, setLines] = useState<Line[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useEditProductStock();
  const close = () => {
    setLines(null);
    setProblem(null);
    save.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!lines) return;
    if (lines.some((l) => parseStock(l.value) === null)) return setProblem('Indique um número inteiro de 0 a 1 000 000.');
    setProblem(null);
    const changed = lines.filter((l) => parseStock(l.value) !== l.seen);
    if (changed.length === 0) return close();
    save.mutate(
      { product_id: product.id, lines: changed.map((l) => ({ variant_id: l.variantId, stock: parseStock(l.value)!, stock_seen: l.seen })) },
      {
        onSuccess: () => {
          toast.success(`Stock de «${product.name}» guardado.`);
          close();
        },
        onError: (err) => {
          // The stock moved since it was shown: show it as it is now and keep what was typed.
          const current = err instanceof ApiError && err.code === 'CONFLICT' ? (err.data as ProductStock | undefined) : undefined;
          if (current) {
            setLines((ls) =>
              ls?.map((l) => {
                const now = l.variantId === null ? current.stock : current.variants.find((v) => v.id === l.variantId)?.stock;
                return now === undefined ? l : { ...l, seen: now };
              }) ?? null,
            );
          }
        },
      },
    );
  };

  return (
    // The dialog is rendered in <body> but its events still bubble through the list row in React.
    <span onClick={(e) => e.stopPropagation()} className="inline-block">
      <Button variant="secondary" size="sm" aria-label={`Alterar stock de ${product.name}`} onClick={() => setLines(linesOf(product))}>
        Stock
      </Button>
      <Dialog open={lines !== null} onClose={() => !save.isPending && close()} title={`Stock · ${product.name}`} closeLabel="Fechar">
        <form onSubmit={submit} noValidate className="space-y-3">
          {lines?.map((l, i) => (
            <TextField
              key={l.variantId ?? 'own'}
              label={l.label}
              hint={`Agora: ${l.seen}`}
              inputMode="numeric"
              pattern="[0-9]*"
              value={l.value}
              onChange={(e) => setLines((ls) => ls?.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) ?? null)}
            />
          ))}
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <FormError error={save.error} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar stock
            </Button>
          </div>
        </form>
      </Dialog>
    </span>
  );
}
