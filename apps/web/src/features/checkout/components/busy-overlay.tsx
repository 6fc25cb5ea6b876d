/** Blocks the page while the order is placed, so nothing is changed or clicked twice. */
export function BusyOverlay() {
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-white/80 backdrop-blur-sm" role="status" aria-live="assertive">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 shadow-xl">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-plum-100 border-t-plum-700" aria-hidden="true" />
        <p className="font-medium text-plum-700">Processando seu pedido...</p>
      </div>
    </div>
  );
}
