import { useRef, useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@shop/contract/accounts-rules';
import { COMPLAINTS, CONSULTATION_OFFER, depositCents, type AppointmentType, type BookingPrices, type ConsultationPaymentMethod } from '@shop/contract/bookings-offer';
import type { BookingCreated } from '@shop/contract/bookings';
import { formatMoney } from '@shop/contract/money';
import { mpesaMsisdn } from '@shop/contract/mpesa';
import { formatPhone } from '@shop/contract/phone';
import { webConfig } from '../../../lib/config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { MpesaNumberField, PayeeAccounts, mpesaNumberError } from '../../../components/payment.tsx';
import { CheckboxGroup, Field, FormError, RadioGroup, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { hasErrors, serverFieldErrors, useFirstErrorFocus, type FieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateConsultation, type ConsultationInput } from '../api/create-consultation.ts';
import { newIdempotencyKey } from '../api/booking-request.ts';
import { DayPicker } from './day-picker.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { maputoToday } from '../../../lib/maputo-date.ts';


export type ConsultationField = 'full_name' | 'age' | 'whatsapp' | 'email' | 'complaints' | 'appointment_date' | 'appointment_time' | 'receipt' | 'mpesa_msisdn';

/**
 * With M-Pesa configured, the 50 % advance is paid from the phone once booked (decision 166): the form asks for
 * the Vodacom number instead of a receipt. `mpesa` is that number, or null when M-Pesa is not offered.
 */
export function consultationErrors(input: ConsultationInput, today: string, mpesa: string | null = null): FieldErrors<ConsultationField> {
  const e: FieldErrors<ConsultationField> = {};
  if (!input.full_name.trim()) e.full_name = 'Indique o seu nome completo.';
  const age = Number(input.age);
  if (!input.age.trim()) e.age = 'Indique a sua idade.';
  else if (!Number.isInteger(age) || age < 1 || age > 120) e.age = 'A idade deve estar entre 1 e 120 anos.';
  if (!input.whatsapp.trim()) e.whatsapp = 'Indique o número de WhatsApp.';
  if (!input.email.trim()) e.email = 'Indique o seu e-mail.';
  else if (!looksLikeEmail(input.email)) e.email = 'Indique um e-mail válido.';
  if (input.complaints.length === 0) e.complaints = 'Por favor, selecione pelo menos uma queixa';
  if (!input.appointment_date) e.appointment_date = 'Escolha o dia.';
  else if (input.appointment_date < today) e.appointment_date = 'A data não pode ser anterior a hoje.';
  else if (!input.appointment_time) e.appointment_time = 'Escolha o horário.';
  if (input.payment_method === 'advance_50') {
    if (mpesa !== null) {
      const problem = mpesaNumberError(mpesa);
      if (problem) e.mpesa_msisdn = problem;
    } else if (!input.receipt) e.receipt = 'Por favor, faça o upload do comprovativo de pagamento';
  }
  return e;
}

/** The spec's checks, in the spec's order; the first that fails is the summary above the form. */
export function consultationProblem(input: ConsultationInput, today: string, mpesa: string | null = null): string | null {
  if (!input.full_name.trim() || !input.age.trim() || !input.whatsapp.trim() || !input.email.trim()) return 'Por favor, preencha todos os campos obrigatórios';
  const age = Number(input.age);
  if (!Number.isInteger(age) || age < 1 || age > 120) return 'A idade deve estar entre 1 e 120 anos.';
  if (!looksLikeEmail(input.email.trim())) return 'Indique um e-mail válido.';
  if (input.complaints.length === 0) return 'Por favor, selecione pelo menos uma queixa';
  if (!input.appointment_date || !input.appointment_time) return 'Por favor, selecione data e horário';
  if (input.appointment_date < today) return 'A data não pode ser anterior a hoje.';
  if (input.payment_method === 'advance_50' && mpesa !== null) return mpesaNumberError(mpesa);
  if (input.payment_method === 'advance_50' && !input.receipt) return 'Por favor, faça o upload do comprovativo de pagamento';
  return null;
}

const EMPTY: ConsultationInput = {
  full_name: '', age: '', occupation: '', whatsapp: '', email: '', complaints: [], appointment_type: 'presencial',
  appointment_date: '', appointment_time: '', payment_method: 'establishment', notes: '', receipt: null,
};

/** The advance's two ways on screen; both are `advance_50` on the wire. */
const PAYMENT_CHOICES = ['establishment', 'advance_mpesa', 'advance_50'] as const;
type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

const SERVER_KEYS: Record<string, ConsultationField> = { appointment_type: 'appointment_date', payment_receipt: 'receipt' };

/**
 * `prices` come from the clinic's price list; a retired consultation type is not offered. `onBooked` gets the
 * M-Pesa number to charge the advance to, when it is paid from the phone.
 */
export function ConsultationForm({ prices, onBooked }: { prices: BookingPrices; onBooked: (booking: BookingCreated, mpesa: string | null) => void }) {
  const [today] = useState(() => maputoToday());
  const types = (Object.keys(CONSULTATION_OFFER) as AppointmentType[]).filter((type) => prices[type] !== undefined);
  const [form, setForm] = useState<ConsultationInput>(() => ({ ...EMPTY, appointment_type: types[0] ?? 'presencial' }));
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ConsultationField>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const attemptKey = useRef<string | null>(null);
  const mutation = useCreateConsultation();
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const advanceCents = depositCents(prices[form.appointment_type] ?? 0);
  // With M-Pesa configured the advance is paid from the phone by default; a transfer with a receipt stays offered.
  const [advanceByMpesa, setAdvanceByMpesa] = useState(webConfig.mpesa);
  const byMpesa = webConfig.mpesa && advanceByMpesa;
  const [mpesaNumber, setMpesaNumber] = useState('');
  const mpesa = byMpesa ? mpesaNumber : null;
  const paymentChoice: PaymentChoice = form.payment_method === 'establishment' ? 'establishment' : byMpesa ? 'advance_mpesa' : 'advance_50';

  const set = <K extends keyof ConsultationInput>(key: K, value: ConsultationInput[K]) => {
    // A changed request is a new attempt: a retry of the old one must not carry its key.
    attemptKey.current = null;
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key as ConsultationField]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = consultationErrors(form, today, mpesa);
    setErrors(found);
    if (hasErrors(found)) {
      setProblem(consultationProblem(form, today, mpesa) ?? 'Corrija os campos assinalados.');
      focusFirstError();
      return;
    }
    setProblem(null);
    attemptKey.current ??= newIdempotencyKey();
    const hasUpload = form.payment_method === 'advance_50' && !byMpesa && form.receipt;
    setProgress(hasUpload ? 0 : null);
    mutation.mutate(
      {
        input: { ...form, full_name: form.full_name.trim(), email: form.email.trim(), receipt: byMpesa ? null : form.receipt },
        idempotencyKey: attemptKey.current,
        onUploadProgress: hasUpload ? setProgress : undefined,
      },
      {
        onSuccess: (booking) => {
          attemptKey.current = null;
          onBooked(booking, form.payment_method === 'advance_50' && mpesa !== null ? mpesaNumber.trim() : null);
        },
        onError: (error) => {
          const answered = error instanceof ApiError && error.code !== 'NETWORK';
          if (answered) attemptKey.current = null;
          const onFields: FieldErrors<ConsultationField> = {};
          for (const [key, message] of Object.entries(serverFieldErrors(error))) onFields[SERVER_KEYS[key] ?? (key as ConsultationField)] = message;
          if (error instanceof ApiError && error.code === 'SLOT_TAKEN') {
            setForm((f) => ({ ...f, appointment_time: '' }));
            onFields.appointment_time = error.message;
          }
          setErrors(onFields);
          setProblem(error.message);
          if (hasErrors(onFields)) focusFirstError();
          toast.error('Erro ao agendar consulta. Tente novamente.');
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="form-consulta" className="space-y-8 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm sm:p-6 md:p-8">
      <h2 id="form-consulta" className="text-2xl font-semibold text-plum-700">
        Marque a sua consulta
      </h2>
      <FormError error={problem} />

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-medium">Dados pessoais</legend>
        <TextField label="Nome completo" required className="md:col-span-2" autoComplete="name" value={form.full_name} onChange={(e) => set('full_name', e.target.value)} maxLength={120} error={errors.full_name} />
        <TextField label="Idade" required type="number" inputMode="numeric" min={1} max={120} value={form.age} onChange={(e) => set('age', e.target.value)} error={errors.age} />
        <TextField label="Profissão" autoComplete="organization-title" value={form.occupation} onChange={(e) => set('occupation', e.target.value)} maxLength={120} />
        <TextField label="WhatsApp" required type="tel" autoComplete="tel" placeholder="84 123 4567" value={form.whatsapp} onChange={(e) => set('whatsapp', e.target.value)} error={errors.whatsapp} />
        <TextField label="E-mail" required type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
      </fieldset>

      <CheckboxGroup
        label={<span className="text-lg">Queixas</span>}
        required
        hint="Selecione tudo o que se aplica."
        options={COMPLAINTS.map((c) => ({ value: c, label: c }))}
        groupClassName="grid gap-2 sm:grid-cols-2"
        value={form.complaints}
        onChange={(complaints) => set('complaints', complaints)}
        error={errors.complaints}
      />

      <RadioGroup
        label={<span className="text-lg">Tipo de consulta</span>}
        options={types.map((type) => ({ value: type, label: `${CONSULTATION_OFFER[type].label} (${formatMoney(prices[type]!)})` }))}
        groupClassName="grid gap-2 sm:grid-cols-2"
        value={form.appointment_type}
        onChange={(type) => {
          set('appointment_type', type);
          setForm((f) => ({ ...f, appointment_date: '', appointment_time: '' }));
        }}
      />

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-medium">Data e horário *</legend>
        <DayPicker
          className="max-w-sm"
          service={form.appointment_type}
          value={form.appointment_date}
          onChange={(date) => {
            set('appointment_date', date);
            setForm((f) => ({ ...f, appointment_time: '' }));
          }}
          error={errors.appointment_date}
        />
        <Field label="Horário" error={errors.appointment_time} labelHidden>
          {(c) => (
            <div id={c.id} tabIndex={-1} aria-invalid={c['aria-invalid']} aria-describedby={c['aria-describedby']}>
              <SlotPicker date={form.appointment_date} service={form.appointment_type} value={form.appointment_time} onChange={(time) => set('appointment_time', time)} />
            </div>
          )}
        </Field>
        <p className="text-xs text-ink/70">Horário de Maputo. Marcações com pelo menos 24 horas de antecedência.</p>
      </fieldset>

      <div className="space-y-3">
        <RadioGroup
          label={<span className="text-lg">Pagamento</span>}
          options={(webConfig.mpesa ? PAYMENT_CHOICES : PAYMENT_CHOICES.filter((c) => c !== 'advance_mpesa')).map((choice) => ({
            value: choice,
            label: choice === 'establishment' ? 'Pagar no estabelecimento' : `Adiantamento de 50% ${choice === 'advance_mpesa' ? 'com M-Pesa' : 'por transferência'} (${formatMoney(advanceCents)})`,
          }))}
          value={paymentChoice}
          onChange={(choice) => {
            const method: ConsultationPaymentMethod = choice === 'establishment' ? 'establishment' : 'advance_50';
            set('payment_method', method);
            if (choice !== 'establishment') setAdvanceByMpesa(choice === 'advance_mpesa');
            setErrors(({ receipt: _r, mpesa_msisdn: _m, ...rest }) => rest);
            // The WhatsApp number is the first guess when it is a Vodacom one.
            if (choice === 'advance_mpesa' && !mpesaNumber) {
              const guess = mpesaMsisdn(form.whatsapp);
              if (guess) setMpesaNumber(formatPhone(guess));
            }
          }}
        />
        {form.payment_method === 'advance_50' && byMpesa && (
          <div className="space-y-3">
            <p className="text-sm">
              Depois de agendar, recebe no telemóvel o pedido de pagamento de {formatMoney(advanceCents)}: introduza o PIN M-Pesa. O horário fica garantido na hora, sem comprovativo.
            </p>
            <MpesaNumberField
              id="mpesa_msisdn"
              value={mpesaNumber}
              onChange={(value) => {
                attemptKey.current = null;
                setMpesaNumber(value);
                setErrors(({ mpesa_msisdn: _, ...rest }) => rest);
              }}
              error={errors.mpesa_msisdn}
            />
          </div>
        )}
        {form.payment_method === 'advance_50' && !byMpesa && (
          <div className="space-y-3">
            <PayeeAccounts amount={formatMoney(advanceCents)} />
            <FileInput
              label="Comprovativo de pagamento"
              required
              value={form.receipt}
              onChoose={(file) => set('receipt', file)}
              onRemove={() => set('receipt', null)}
              progress={progress}
              error={errors.receipt}
            />
          </div>
        )}
      </div>

      <TextAreaField label="Observações" rows={3} maxLength={1000} value={form.notes} onChange={(e) => set('notes', e.target.value)} />

      <Button type="submit" className="w-full sm:w-auto" loading={mutation.isPending} loadingText="Agendando...">
        Agendar consulta
      </Button>
    </form>
  );
}
