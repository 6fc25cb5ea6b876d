import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingView } from '@shop/contract/bookings';
import { formatWireMoney } from '@shop/contract/money';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import { useBooking } from '../api/get-booking.ts';
import { PayeeAccounts } from '../../../components/payment.tsx';
import { cardClass } from './ui.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { formatPhone } from '@shop/contract/phone';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/maputo-date.ts';

interface Links {
  home: string;
  services: string;
  consultation: string;
  microneedling: string;
}

function Unavailable({ links }: { links: Links }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold text-plum-700">Informação não disponível</h1>
      <p className="mt-3 text-ink/70">Não encontrámos esta marcação. Se acabou de marcar, verifique o seu e-mail; a mensagem tem a ligação para a ver.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={links.consultation} className={buttonClass()}>
          Agendar consulta
        </Link>
        <Link to={links.microneedling} className={buttonClass({ variant: 'secondary' })}>
          Marcar microagulhamento
        </Link>
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-48 shrink-0 text-sm text-ink/70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function nextSteps(b: BookingView): string[] {
  const steps = ['Vai receber a confirmação por WhatsApp num prazo de até 24 horas.', 'A nossa equipa pode contactá-lo(a) para preparar a consulta.'];
  if (b.payment_status === 'under_review') steps.push('Vamos verificar o comprovativo de pagamento e confirmar a marcação.');
  if (b.payment_status === 'awaiting_payment') steps.push(`Transfira ${formatWireMoney(b.amount_due_now)} e envie o comprovativo por WhatsApp para garantirmos o seu horário.`);
  steps.push(b.service === 'online' ? 'Enviamos a ligação da videochamada antes da hora marcada.' : 'Chegue 10 minutos antes da hora marcada.');
  steps.push('Pode cancelar ou remarcar até 12 horas antes.');
  return steps;
}

/** The confirmation screen, read from the server with the booking's reference and access token. */
/** `paySlot`: "Pagar com M-Pesa" for the deposit, composed by the route (it hides itself when M-Pesa is not offered). */
export function BookingConfirmation({ reference, token, links, paySlot }: { reference: string; token: string; links: Links; paySlot?: ReactNode }) {
  const booking = useBooking(reference, token);
  if (!reference || !token) return <Unavailable links={links} />;
  if (booking.isPending) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl px-4 py-16">
        <div className="h-8 w-2/3 animate-pulse rounded bg-plum-100" />
        <div className="mt-6 h-64 animate-pulse rounded-2xl bg-plum-50" />
      </section>
    );
  }
  if (booking.isError) return <Unavailable links={links} />;
  const b = booking.data;
  const when = `${formatDate(b.appointment_date)} às ${b.appointment_time}`;
  const wa = whatsappLink(`Olá! Acabei de fazer a marcação ${b.reference} (${b.service_label}, ${when}).`);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <div className="text-center">
        <CheckIcon width={56} height={56} className="mx-auto text-plum-700" />
        <h1 className="mt-2 text-3xl font-semibold text-plum-700">Marcação recebida!</h1>
        <p className="mt-2 text-ink/70">
          Referência <strong className="text-ink">{b.reference}</strong> · {b.status_label}
        </p>
      </div>

      <div className={`${cardClass} mt-8`}>
        <h2 className="text-lg font-semibold">Detalhes da marcação</h2>
        <dl className="mt-2 divide-y divide-plum-100">
          <Row label="Nome">{b.full_name}</Row>
          {b.age !== null && <Row label="Idade">{b.age} anos</Row>}
          {b.occupation && <Row label="Profissão">{b.occupation}</Row>}
          <Row label="WhatsApp / telefone">{formatPhone(b.phone)}</Row>
          <Row label="E-mail">{b.email}</Row>
          <Row label="Serviço">{b.service_label}</Row>
          {b.microneedling && <Row label="Pacote">{b.microneedling.package_label}</Row>}
          <Row label="Data">{formatDate(b.appointment_date)}</Row>
          <Row label="Hora">{b.appointment_time} (hora de Maputo)</Row>
          {b.complaints.length > 0 && <Row label="Queixas">{b.complaints.join(', ')}</Row>}
          {b.notes && <Row label="Observações">{b.notes}</Row>}
          <Row label="Pagamento">{b.payment_method_label}</Row>
          <Row label="Valor">{formatWireMoney(b.price)}</Row>
          {b.amount_due_now !== '0.00' && b.amount_due_now !== b.price && <Row label="A pagar agora">{formatWireMoney(b.amount_due_now)}</Row>}
          <Row label="Estado do pagamento">{b.payment_status_label}</Row>
          {b.receipt && <Row label="Comprovativo">{b.receipt.name}</Row>}
        </dl>
      </div>

      <div className={`${cardClass} mt-6`}>
        <h2 className="text-lg font-semibold">Próximos passos</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
          {nextSteps(b).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        {(b.payment_status === 'awaiting_payment' || b.payment_status === 'rejected') && paySlot && <div className="mt-4">{paySlot}</div>}
        {b.payment_status === 'awaiting_payment' && (
          <div className="mt-4">
            <PayeeAccounts amount={formatWireMoney(b.amount_due_now)} />
          </div>
        )}
        <p className="mt-3 text-sm text-ink/70">Enviámos os detalhes e um convite de calendário para {b.email}.</p>
      </div>

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={wa} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
          Confirmar por WhatsApp
        </a>
        <Link to={links.home} className={buttonClass({ variant: 'secondary' })}>
          Voltar ao início
        </Link>
        <Link to={links.services} className={buttonClass({ variant: 'secondary' })}>
          Ver serviços
        </Link>
      </div>

      <p className="mt-8 text-center text-sm text-ink/70">
        Precisa de ajuda? Ligue <a className="underline" href={`tel:${STORE_PROFILE.phones[0]!.replace(/\s/g, '')}`}>{STORE_PROFILE.phones[0]}</a> ou escreva para{' '}
        <a className="underline" href={`mailto:${STORE_PROFILE.emails.clinic}`}>{STORE_PROFILE.emails.clinic}</a>.
      </p>
    </section>
  );
}
