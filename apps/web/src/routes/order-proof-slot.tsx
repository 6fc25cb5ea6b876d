import { ProofUpload } from '../features/checkout/components/proof-upload.tsx';
import { useUploadOrderProof } from '../features/orders/api/order-proof.ts';
import { toast } from '../lib/toast.ts';

/** The checkout's proof upload, wired to an existing order (composed here: features stay apart). */
export function OrderProofSlot({ orderId }: { orderId: number }) {
  const upload = useUploadOrderProof(orderId);
  return (
    <ProofUpload
      label="Carregar comprovativo de pagamento"
      value={null}
      onChange={(proof) => proof && toast.success('Comprovativo recebido. Vamos verificá-lo em breve.')}
      upload={upload}
    />
  );
}
