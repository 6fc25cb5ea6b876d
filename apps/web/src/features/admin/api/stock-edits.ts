import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductStockRequest, StockSheetPreview } from '@shop/contract/admin-catalogue';
import { ApiError } from '../../../lib/api-client.ts';
import { adminCall } from '../lib/admin-call.ts';
import { downloadFile } from '../lib/staff-file.ts';

/** Stock and prices outside the product form (decision 146): the list's stock editor and the CSV sheet. */

function useCatalogueRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['admin', 'products'] });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
}

export function useEditProductStock() {
  const refresh = useCatalogueRefresh();
  return useMutation({ mutationFn: (input: ProductStockRequest) => adminCall('/products/stock', input), onSuccess: refresh });
}

export const downloadStockSheet = () =>
  downloadFile('/products/stock-sheet', {}, `stock-e-precos-${new Date().toISOString().slice(0, 10)}.csv`, 'Não foi possível exportar o stock e os preços.');

const sheetForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  return form;
};

export const usePreviewStockSheet = () => useMutation({ mutationFn: (file: File) => adminCall('/products/stock-sheet/preview', {}, { form: sheetForm(file) }) });

export function useApplyStockSheet() {
  const refresh = useCatalogueRefresh();
  return useMutation({
    mutationFn: ({ file, expected }: { file: File; expected: string }) => adminCall('/products/stock-sheet/apply', { expected }, { form: sheetForm(file, { expected }) }),
    onSuccess: refresh,
  });
}

/** A refused apply whose preview went stale carries the fresh one and the lines that moved. */
export function stalePreviewOf(error: unknown): { preview: StockSheetPreview; stale_lines: number[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return null;
  const data = error.data as { preview?: StockSheetPreview; stale_lines?: number[] } | undefined;
  return data?.preview ? { preview: data.preview, stale_lines: data.stale_lines ?? [] } : null;
}
