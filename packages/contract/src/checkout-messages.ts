/** Spec 2 §5, quoted as written. Pure data, so the browser shows the same sentences the server answers with. */
export const CHECKOUT_MESSAGES = {
  login: 'Por favor, faça login para continuar',
  locationIncomplete: 'Por favor, preencha o endereço de cobrança completamente',
  addressMissing: 'Por favor, preencha o endereço de cobrança',
  proofMissing: 'Por favor, faça o upload do comprovativo de transferência',
  cancelConfirm: 'Tem certeza que deseja cancelar este pedido?',
  returnConfirm: 'Tem certeza que deseja solicitar devolução deste produto?',
} as const;
