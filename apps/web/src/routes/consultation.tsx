import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useServices } from '../features/content/api/get-services.ts';
import { BookingPricesGate } from '../features/bookings/components/booking-prices-gate.tsx';
import { ConsultationForm } from '../features/bookings/components/consultation-form.tsx';
import { ConsultationOffer } from '../features/bookings/components/consultation-offer.tsx';

const successUrl = (reference: string, token: string) =>
  `${paths.consultationSuccess()}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;

export default function ConsultationPage() {
  const navigate = useNavigate();
  // The price list is read fresh on every visit: a price changed in "Serviços" shows at once.
  const services = useServices({ fresh: true });
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <header className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-wide text-gold-700">Clínica capilar</p>
        <h1 className="mt-1 text-3xl font-semibold text-plum-700 md:text-4xl">Consulta Capilar</h1>
        <p className="mt-3 text-lg text-ink/75">
          Uma consulta de diagnóstico com a nossa especialista: avaliamos o seu cabelo e couro cabeludo e saímos com um plano de tratamento feito
          para si. Presencial em Maputo ou online.
        </p>
      </header>
      <BookingPricesGate services={services}>
        {(prices) =>
          prices.presencial === undefined && prices.online === undefined ? (
            <p role="status" className="max-w-3xl rounded-2xl bg-plum-50 p-6 text-ink/80">
              De momento não há consultas para marcar online. Fale connosco por WhatsApp para marcar.
            </p>
          ) : (
            <>
              <ConsultationOffer prices={prices} />
              <div className="max-w-3xl">
                <ConsultationForm prices={prices} onBooked={(b, mpesa) => navigate(successUrl(b.reference, b.access_token), { state: { mpesa } })} />
              </div>
            </>
          )
        }
      </BookingPricesGate>
    </div>
  );
}
