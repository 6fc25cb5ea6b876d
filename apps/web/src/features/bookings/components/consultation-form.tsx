import { useRef, useState, type FormEvent } from 'react';
import { COMPLAINTS, CONSULTATION_OFFER, depositCents, type AppointmentType, type BookingPrices, type ConsultationPaymentMethod } from '@shop/contract/bookings-offer';
import { looksLikeEmail } from '@shop/contract/accounts-rules';
import type { BookingCreated } from '@shop/contract/bookings';
import { formatMoney } from '@shop/contract/money';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateConsultation, type ConsultationInput } from '../api/create-consultation.ts';
import { newIdempotencyKey } from '../api/booking-request.ts';
import { maputoToday } from './dates.ts';
import { PayeeAccounts } from './payee-accounts.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { inputClass, labelClass, primaryButton } from './ui.ts';


/** The spec's checks, in the spec's order; the first that fails is the message shown. */
export function consultationProblem(input: ConsultationInput, today: string): string | null {
  if (!input.full_name.trim() || !input.age.trim() || !input.whatsapp.trim() || !input.email.trim()) return 'Por favor, preencha todos os campos obrigatórios';
  const age = Number(input.age);
  if (!Number.isInteger(age) || age < 1 || age > 120) return 'A idade deve estar entre 1 e 120 anos.';
  if (!looksLikeEmail(input.email.trim())) return 'Indique um e-mail válido.';
  if (input.complaints.length === 0) return 'Por favor, selecione pelo menos uma queixa';
  if (!input.appointment_date || !input.appointment_time) return 'Por favor, selecione data e horário';
  if (input.appointment_date < today) return 'A data não pode ser anterior a hoje.';
  if (input.payment_method === 'advance_50' && !input.receipt) return 'Por favor, faça o upload do comprovativo de pagamento';
  return null;
}

const EMPTY: ConsultationInput = {
  full_name: '', age: '', occupation: '', whatsapp: '', email: '', complaints: [], appointment_type: 'presencial',
  appointment_date: '', appointment_time: '', payment_method: 'establishment', notes: '', receipt: null,
};

/** `prices` come from the clinic's price list; a retired consultation type is not offered. */
export function ConsultationForm({ prices, onBooked }: { prices: BookingPrices; onBooked: (booking: BookingCreated) => void }) {
  const [today] = useState(() => maputoToday());
  const types = (Object.keys(CONSULTATION_OFFER) as AppointmentType[]).filter((type) => prices[type] !== undefined);
  const [form, setForm] = useState<ConsultationInput>(() => ({ ...EMPTY, appointment_type: types[0] ?? 'presencial' }));
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const attemptKey = useRef<string | null>(null);
  const mutation = useCreateConsultation();
  const advanceCents = depositCents(prices[form.appointment_type] ?? 0);

  const set = <K extends keyof ConsultationInput>(key: K, value: ConsultationInput[K]) => {
    // A changed request is a new attempt: a retry of the old one must not carry its key.
    attemptKey.current = null;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const invalid = consultationProblem(form, today);
    if (invalid) return fail(invalid);
    setProblem(null);
    attemptKey.current ??= newIdempotencyKey();
    const hasUpload = form.payment_method === 'advance_50' && form.receipt;
    setProgress(hasUpload ? 0 : null);
    mutation.mutate(
      { input: { ...form, full_name: form.full_name.trim(), email: form.email.trim() }, idempotencyKey: attemptKey.current, onUploadProgress: hasUpload ? setProgress : undefined },
      {
        onSuccess: (booking) => {
          attemptKey.current = null;
          onBooked(booking);
        },
        onError: (error) => {
          const answered = error instanceof ApiError && error.code !== 'NETWORK';
          if (answered) attemptKey.current = null;
          if (error instanceof ApiError && error.code === 'SLOT_TAKEN') setForm((f) => ({ ...f, appointment_time: '' }));
          setProblem(error.message);
          toast.error('Erro ao agendar consulta. Tente novamente.');
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="form-consulta" className="space-y-8 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm md:p-8">
      <h2 id="form-consulta" className="text-2xl font-semibold text-plum-700">
        Marque a sua consulta
      </h2>
      {problem && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </div>
      )}

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-medium">Dados pessoais</legend>
        <label className={`${labelClass} md:col-span-2`}>
          Nome completo *
          <input className={inputClass} autoComplete="name" value={form.full_name} onChange={(e) => set('full_name', e.target.value)} maxLength={120} />
        </label>
        <label className={labelClass}>
          Idade *
          <input className={inputClass} type="number" inputMode="numeric" min={1} max={120} value={form.age} onChange={(e) => set('age', e.target.value)} />
        </label>
        <label className={labelClass}>
          Profissão
          <input className={inputClass} autoComplete="organization-title" value={form.occupation} onChange={(e) => set('occupation', e.target.value)} maxLength={120} />
        </label>
        <label className={labelClass}>
          WhatsApp *
          <input className={inputClass} type="tel" autoComplete="tel" placeholder="84 123 4567" value={form.whatsapp} onChange={(e) => set('whatsapp', e.target.value)} />
        </label>
        <label className={labelClass}>
          E-mail *
          <input className={inputClass} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />
        </label>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-lg font-medium">Queixas *</legend>
        <p className="mb-3 text-sm text-ink/60">Selecione tudo o que se aplica.</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {COMPLAINTS.map((c) => (
            <label key={c} className="flex items-center gap-2 rounded-lg border border-plum-100 px-3 py-2 text-sm">
              <input
                type="checkbox"
                className="accent-plum-700"
                checked={form.complaints.includes(c)}
                onChange={(e) => set('complaints', e.target.checked ? [...form.complaints, c] : form.complaints.filter((x) => x !== c))}
              />
              {c}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-lg font-medium">Tipo de consulta</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {types.map((type) => (
            <label key={type} className="flex items-center gap-2 rounded-lg border border-plum-100 px-3 py-2 text-sm">
              <input
                type="radio"
                name="appointment_type"
                className="accent-plum-700"
                checked={form.appointment_type === type}
                onChange={() => setForm((f) => ({ ...f, appointment_type: type, appointment_time: '' }))}
              />
              {CONSULTATION_OFFER[type].label} ({formatMoney(prices[type]!)})
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-medium">Data e horário *</legend>
        <label className={`${labelClass} max-w-xs`}>
          Data
          <input
            className={inputClass}
            type="date"
            min={today}
            value={form.appointment_date}
            onChange={(e) => setForm((f) => ({ ...f, appointment_date: e.target.value, appointment_time: '' }))}
          />
        </label>
        <SlotPicker date={form.appointment_date} service={form.appointment_type} value={form.appointment_time} onChange={(time) => set('appointment_time', time)} />
        <p className="text-xs text-ink/60">Horário de Maputo. Marcações com pelo menos 24 horas de antecedência.</p>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-medium">Pagamento</legend>
        {(['establishment', 'advance_50'] as ConsultationPaymentMethod[]).map((method) => (
          <label key={method} className="flex items-center gap-2 rounded-lg border border-plum-100 px-3 py-2 text-sm">
            <input type="radio" name="payment_method" className="accent-plum-700" checked={form.payment_method === method} onChange={() => set('payment_method', method)} />
            {method === 'establishment' ? 'Pagar no estabelecimento' : `Adiantamento de 50% por transferência (${formatMoney(advanceCents)})`}
          </label>
        ))}
        {form.payment_method === 'advance_50' && (
          <div className="space-y-3">
            <PayeeAccounts amount={formatMoney(advanceCents)} />
            <ReceiptUpload required file={form.receipt} onChange={(file) => set('receipt', file)} onProblem={fail} progress={progress} />
          </div>
        )}
      </fieldset>

      <label className={labelClass}>
        Observações
        <textarea className={inputClass} rows={3} maxLength={1000} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
      </label>

      <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? 'Agendando...' : 'Agendar consulta'}
      </button>
    </form>
  );
}
