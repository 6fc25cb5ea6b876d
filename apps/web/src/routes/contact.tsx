import { ClinicMap } from '../features/contact/components/clinic-map.tsx';
import { ContactDetails } from '../features/contact/components/contact-details.tsx';
import { ContactForm } from '../features/contact/components/contact-form.tsx';

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold text-plum-700 md:text-4xl">Contacto</h1>
        <p className="mt-2 text-lg text-ink/75">Fale connosco por telefone, WhatsApp ou e-mail, ou visite-nos na clínica.</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <ContactDetails />
          <ClinicMap />
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
