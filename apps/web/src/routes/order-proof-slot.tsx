import { FileInput } from '../components/ui/file-input.tsx';
import { useUploadOrderProof } from '../features/orders/api/order-proof.ts';
import { toast } from '../lib/toast.ts';

/** A proof sent for an existing order: the order's upload, in the UI kit's file field (composed here: features stay apart). */
export function OrderProofSlot({ orderId }: { orderId: number }) {
  const upload = useUploadOrderProof(orderId);
  return (
    <FileInput
      label="Carregar comprovativo de pagamento"
      value={null}
      send={upload}
      onChoose={() => toast.success('Comprovativo recebido. Vamos verificá-lo em breve.')}
      onRemove={() => {}}
    />
  );
}
