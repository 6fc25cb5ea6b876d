import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useServices } from '../features/content/api/get-services.ts';
import { BookingPricesGate } from '../features/bookings/components/booking-prices-gate.tsx';
import { MicroneedlingWizard } from '../features/bookings/components/microneedling-wizard.tsx';
import { microneedlingPackages } from '@shop/contract/bookings-offer';
import { CheckIcon } from '../components/ui/icons.tsx';

const BENEFITS = [
  'Estimula os folículos e a produção de colagénio',
  'Melhora a absorção dos ativos do tratamento',
  'Indicado para couro cabeludo, barba e sobrancelhas',
  'Sessões de cerca de 60 minutos, feitas por profissionais',
];

const successUrl = (reference: string, token: string) =>
  `${paths.consultationSuccess()}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;

export default function MicroneedlingPage() {
  const navigate = useNavigate();
  // The price list is read fresh on every visit: a price changed in "Serviços" shows at once.
  const services = useServices({ fresh: true });
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <header className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-wide text-gold-700">Tratamentos</p>
        <h1 className="mt-1 text-3xl font-semibold text-plum-700 md:text-4xl">Microagulhamento</h1>
        <p className="mt-3 text-lg text-ink/75">
          Um tratamento que estimula o crescimento e a densidade dos fios. Escolha a zona e o pacote, marque a data e garanta o horário com um sinal
          de 50%.
        </p>
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-2">
              <CheckIcon width={18} height={18} className="mt-0.5 shrink-0 text-plum-700" />
              {b}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink/70">
          Ainda não sabe se é o tratamento certo? Comece por uma{' '}
          <Link to={paths.consultation()} className="text-plum-700 underline">
            consulta de diagnóstico capilar
          </Link>
          .
        </p>
      </header>
      <BookingPricesGate services={services}>
        {(prices) =>
          microneedlingPackages(prices).length === 0 ? (
            <p role="status" className="rounded-2xl bg-plum-50 p-6 text-ink/80">
              De momento não há sessões para marcar online. Fale connosco por WhatsApp para marcar.
            </p>
          ) : (
            <MicroneedlingWizard prices={prices} onBooked={(b) => navigate(successUrl(b.reference, b.access_token))} />
          )
        }
      </BookingPricesGate>
      <p className="text-sm text-ink/70">
        Pacotes válidos por 6 meses. Cancelamentos até 12 horas antes; faltas sem aviso podem perder o sinal.
      </p>
    </div>
  );
}
