import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@shop/contract/accounts-rules';
import { Link } from 'react-router';
import { CONTACT_SUBJECTS, type ContactSubject } from '@shop/contract/contact-subjects';
import { paths } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendContactMessage, type ContactInput } from '../api/send-contact-message.ts';

const EMPTY: ContactInput = { full_name: '', email: '', phone: '', subject: 'other', message: '', privacy_accepted: false };
const input = 'mt-1 w-full rounded-lg border border-plum-200 bg-white px-3 py-2 focus:border-plum-500';

export function contactProblem(f: ContactInput): string | null {
  if (!f.full_name.trim() || !f.email.trim() || !f.message.trim()) return 'Preencha o nome, o e-mail e a mensagem.';
  if (!looksLikeEmail(f.email.trim())) return 'Indique um e-mail válido.';
  if (!f.privacy_accepted) return 'Por favor, aceite a Política de Privacidade';
  return null;
}

export function ContactForm() {
  const [form, setForm] = useState<ContactInput>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendContactMessage();
  const set = <K extends keyof ContactInput>(key: K, value: ContactInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = contactProblem(form);
    if (invalid) {
      setProblem(invalid);
      toast.error(invalid);
      return;
    }
    setProblem(null);
    send.mutate(
      { ...form, full_name: form.full_name.trim(), email: form.email.trim() },
      {
        onSuccess: () => {
          toast.success('Mensagem enviada com sucesso! Responderemos em breve.');
          setForm(EMPTY);
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'NETWORK' ? error.message : 'Erro ao enviar mensagem. Tente novamente.';
          setProblem(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="form-contacto" className="space-y-4 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm">
      <h2 id="form-contacto" className="text-xl font-semibold text-plum-700">
        Envie-nos uma mensagem
      </h2>
      {problem && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </div>
      )}
      <label className="block text-sm font-medium">
        Nome completo *
        <input className={input} autoComplete="name" maxLength={120} value={form.full_name} onChange={(e) => set('full_name', e.target.value)} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          E-mail *
          <input className={input} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />
        </label>
        <label className="block text-sm font-medium">
          Telefone (opcional)
          <input className={input} type="tel" autoComplete="tel" maxLength={30} value={form.phone} onChange={(e) => set('phone', e.target.value)} />
        </label>
      </div>
      <label className="block text-sm font-medium">
        Assunto *
        <select className={input} value={form.subject} onChange={(e) => set('subject', e.target.value as ContactSubject)}>
          {(Object.keys(CONTACT_SUBJECTS) as ContactSubject[]).map((s) => (
            <option key={s} value={s}>
              {CONTACT_SUBJECTS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        Mensagem *
        <textarea className={input} rows={5} maxLength={5000} value={form.message} onChange={(e) => set('message', e.target.value)} />
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 accent-plum-700" checked={form.privacy_accepted} onChange={(e) => set('privacy_accepted', e.target.checked)} />
        <span>
          Li e aceito a{' '}
          <Link to={paths.privacy()} className="text-plum-700 underline">
            Política de Privacidade
          </Link>{' '}
          *
        </span>
      </label>
      <button type="submit" disabled={send.isPending} className="w-full rounded-full bg-plum-700 px-6 py-2.5 font-medium text-white disabled:opacity-50 sm:w-auto">
        {send.isPending ? 'A enviar...' : 'Enviar mensagem'}
      </button>
    </form>
  );
}
