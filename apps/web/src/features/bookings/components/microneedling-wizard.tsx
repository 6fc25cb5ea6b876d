import { useEffect, useRef, useState } from 'react';
import { looksLikeEmail } from '@shop/contract/accounts-rules';
import {
  depositCents, MICRONEEDLING_AREAS, microneedlingDueNowCents, microneedlingPackages, packageBadgePercent,
  type BookingPrices, type MicroneedlingArea, type MicroneedlingPaymentOption,
} from '@shop/contract/bookings-offer';
import type { BookingCreated } from '@shop/contract/bookings';
import { formatMoney } from '@shop/contract/money';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { newIdempotencyKey } from '../api/booking-request.ts';
import { useCreateMicroneedling, type MicroneedlingInput } from '../api/create-microneedling.ts';
import { DayPicker } from './day-picker.tsx';
import { PayeeAccounts } from '../../../components/payment.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { formatPhone } from '@shop/contract/phone';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { formatDate, maputoToday } from '../../../lib/maputo-date.ts';

const STEPS = ['Serviço e pacote', 'Data e horário', 'Dados pessoais', 'Confirmação e pagamento'] as const;

type Draft = Omit<MicroneedlingInput, 'package'> & { package: number | null };

/** Which steps are complete: Next stays disabled until the current one is. */
export function stepValid(step: number, d: Draft, today: string): boolean {
  if (step === 0) return d.package !== null;
  if (step === 1) return Boolean(d.appointment_date && d.appointment_time) && d.appointment_date >= today;
  if (step === 2) return d.full_name.trim().length > 0 && looksLikeEmail(d.email.trim()) && d.phone.replace(/\D/g, '').length >= 9;
  return true;
}

/** `prices` come from the clinic's price list; a retired package is not offered. */
export function MicroneedlingWizard({ prices, onBooked }: { prices: BookingPrices; onBooked: (booking: BookingCreated) => void }) {
  const packages = microneedlingPackages(prices);
  const [today] = useState(() => maputoToday());
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>({
    service_area: 'scalp', package: null, appointment_date: '', appointment_time: '', full_name: '', email: '', phone: '', notes: '',
    payment_option: 'deposit', receipt: null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const attemptKey = useRef<string | null>(null);
  const stepBody = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const mutation = useCreateMicroneedling();

  // Moving between steps takes keyboard and screen-reader focus to the new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepBody.current?.focus();
  }, [step]);
  const chosen = packages.find((p) => p.sessions === draft.package) ?? null;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    attemptKey.current = null;
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const submit = () => {
    if (!chosen || mutation.isPending) return;
    setProblem(null);
    attemptKey.current ??= newIdempotencyKey();
    setProgress(draft.receipt ? 0 : null);
    mutation.mutate(
      { input: { ...draft, package: chosen.sessions, full_name: draft.full_name.trim(), email: draft.email.trim() }, idempotencyKey: attemptKey.current, onUploadProgress: draft.receipt ? setProgress : undefined },
      {
        onSuccess: (booking) => {
          attemptKey.current = null;
          toast.success('Agendamento enviado com sucesso! Entraremos em contacto em breve.');
          onBooked(booking);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code !== 'NETWORK') attemptKey.current = null;
          if (error instanceof ApiError && error.code === 'SLOT_TAKEN') {
            setDraft((d) => ({ ...d, appointment_time: '' }));
            setStep(1);
          }
          setProblem(error.message);
          toast.error('Erro ao agendar. Tente novamente.');
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const valid = stepValid(step, draft, today);
  return (
    <section aria-labelledby="wizard-title" className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm md:p-8">
      <h2 id="wizard-title" className="text-2xl font-semibold text-plum-700">
        Marcar microagulhamento
      </h2>
      <ol className="mt-4 grid grid-cols-4 gap-2 text-xs sm:text-sm">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i === step ? 'step' : undefined} className={`border-t-4 pt-2 ${i <= step ? 'border-plum-700 font-medium text-plum-700' : 'border-plum-100 text-ink/70'}`}>
            <span className="sr-only">Passo {i + 1}: </span>
            {label}
          </li>
        ))}
      </ol>

      {problem && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </div>
      )}

      <div ref={stepBody} tabIndex={-1} role="group" aria-label={`Passo ${step + 1} de 4: ${STEPS[step]}`} className="mt-6 focus:outline-none">
        {step === 0 && (
          <div className="space-y-6">
            <fieldset>
              <legend className="mb-2 font-medium">Zona a tratar</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {(Object.keys(MICRONEEDLING_AREAS) as MicroneedlingArea[]).map((area) => (
                  <label key={area} className="flex items-center gap-2 rounded-lg border border-plum-100 px-3 py-2 text-sm">
                    <input type="radio" name="area" className="accent-plum-700" checked={draft.service_area === area} onChange={() => set('service_area', area)} />
                    {MICRONEEDLING_AREAS[area]}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 font-medium">Pacote</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {packages.map((p) => {
                  const badge = packageBadgePercent(p);
                  return (
                    <label key={p.sessions} className={`relative cursor-pointer rounded-xl border-2 p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-500 ${draft.package === p.sessions ? 'border-plum-700 bg-plum-50' : 'border-plum-100'}`}>
                      <input type="radio" name="package" className="sr-only" checked={draft.package === p.sessions} onChange={() => set('package', p.sessions)} />
                      {badge > 0 && <span className="absolute right-3 top-3 rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-ink">-{badge}%</span>}
                      <span className="block text-lg font-semibold">{p.label}</span>
                      <span className="block text-xl font-bold text-plum-700">{formatMoney(p.priceCents)}</span>
                      {p.discountCents > 0 && (
                        <span className="block text-sm text-ink/70">
                          <s>{formatMoney(p.priceCents + p.discountCents)}</s> · poupa {formatMoney(p.discountCents)}
                        </span>
                      )}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </div>
        )}

        {step === 1 && (
          <div className="space-y-3">
            <DayPicker
              className="max-w-sm"
              service="microneedling"
              value={draft.appointment_date}
              onChange={(date) => setDraft((d) => ({ ...d, appointment_date: date, appointment_time: '' }))}
            />
            <SlotPicker date={draft.appointment_date >= today ? draft.appointment_date : ''} service="microneedling" value={draft.appointment_time} onChange={(t) => set('appointment_time', t)} />
            <p className="text-xs text-ink/70">Sessões de cerca de 60 minutos, das 09:00 às 12:00 e das 14:00 às 17:00 (hora de Maputo).</p>
          </div>
        )}

        {step === 2 && (
          <div className="grid gap-4 md:grid-cols-2">
            <TextField className="md:col-span-2" label="Nome completo" required autoComplete="name" value={draft.full_name} onChange={(e) => set('full_name', e.target.value)} maxLength={120} />
            <TextField label="E-mail" required type="email" autoComplete="email" value={draft.email} onChange={(e) => set('email', e.target.value)} />
            <TextField label="Telefone" required type="tel" inputMode="tel" autoComplete="tel" placeholder="84 123 4567" value={draft.phone} onChange={(e) => set('phone', e.target.value)} />
            <TextAreaField className="md:col-span-2" label="Notas (opcional)" rows={3} maxLength={1000} value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
          </div>
        )}

        {step === 3 && chosen && (
          <div className="space-y-5">
            <dl className="grid gap-2 rounded-xl bg-cream p-4 text-sm sm:grid-cols-2">
              <div><dt className="text-ink/70">Tratamento</dt><dd className="font-medium">Microagulhamento: {MICRONEEDLING_AREAS[draft.service_area].toLowerCase()}</dd></div>
              <div><dt className="text-ink/70">Pacote</dt><dd className="font-medium">{chosen.label} · {formatMoney(chosen.priceCents)}</dd></div>
              <div><dt className="text-ink/70">Data e hora</dt><dd className="font-medium">{formatDate(draft.appointment_date)} às {draft.appointment_time}</dd></div>
              <div><dt className="text-ink/70">Contacto</dt><dd className="font-medium">{draft.full_name} · {draft.email} · {formatPhone(draft.phone)}</dd></div>
            </dl>
            <fieldset className="space-y-2">
              <legend className="mb-2 font-medium">Pagamento</legend>
              {(['deposit', 'full'] as MicroneedlingPaymentOption[]).map((option) => (
                <label key={option} className="flex items-center gap-2 rounded-lg border border-plum-100 px-3 py-2 text-sm">
                  <input type="radio" name="payment_option" className="accent-plum-700" checked={draft.payment_option === option} onChange={() => set('payment_option', option)} />
                  {option === 'deposit' ? `Sinal de 50% (${formatMoney(depositCents(chosen.priceCents))})` : `Pagamento total (${formatMoney(chosen.priceCents)})`}
                </label>
              ))}
            </fieldset>
            <PayeeAccounts amount={formatMoney(microneedlingDueNowCents(chosen.priceCents, draft.payment_option))} />
            <FileInput
              label="Comprovativo de pagamento (pode enviar agora ou depois por WhatsApp)"
              value={draft.receipt}
              onChoose={(file) => set('receipt', file)}
              onRemove={() => set('receipt', null)}
              progress={progress}
            />
          </div>
        )}
      </div>

      <div className="mt-8 flex justify-between gap-3">
        <Button variant="secondary" disabled={step === 0 || mutation.isPending} onClick={() => setStep((s) => Math.max(0, s - 1))}>
          Voltar
        </Button>
        {step < 3 ? (
          <Button disabled={!valid} onClick={() => setStep((s) => s + 1)}>
            Seguinte
          </Button>
        ) : (
          <Button disabled={mutation.isPending} onClick={submit}>
            {mutation.isPending ? 'Agendando...' : 'Confirmar agendamento'}
          </Button>
        )}
      </div>
    </section>
  );
}
