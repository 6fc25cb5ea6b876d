import { formatPhone } from '@shop/contract/phone';
import { STORE_PROFILE } from '@shop/contract/store';
import { codeBlock, notice, paragraph, button, renderMail, type RenderedMail } from '../../lib/mail/templates.ts';
import { CODE_TTL_SECONDS } from './codes.ts';

const greeting = (firstName: string | null | undefined) => (firstName?.trim() ? `Olá, ${firstName.trim()}.` : 'Olá.');
const contactLine = `Se não fez esta alteração, contacte-nos já: ${STORE_PROFILE.phones[0]} ou ${STORE_PROFILE.emails.commercial}.`;
const minutes = CODE_TTL_SECONDS / 60;

export const passwordResetCodeMail = (publicUrl: string, code: string): RenderedMail =>
  renderMail({
    publicUrl,
    subject: 'Código para recuperar a palavra-passe',
    preheader: `O seu código é ${code}. É válido durante ${minutes} minutos.`,
    heading: 'Recuperar a palavra-passe',
    blocks: [
      paragraph('Recebemos um pedido para recuperar a palavra-passe da sua conta. Use este código:'),
      codeBlock(code, `Válido durante ${minutes} minutos e uma só vez.`),
      notice('Nunca partilhe este código. A nossa equipa nunca o pede.'),
      paragraph('Se não pediu a recuperação, ignore este e-mail: a sua palavra-passe continua a mesma.'),
    ],
  });

export const phoneCodeText = (code: string) =>
  `${code} é o seu código de acesso a ${STORE_PROFILE.name}. Válido ${minutes} minutos. Não o partilhe com ninguém.`;

export const welcomeMail = (publicUrl: string, firstName: string): RenderedMail =>
  renderMail({
    publicUrl,
    subject: `Bem-vindo(a) a ${STORE_PROFILE.name}`,
    preheader: 'A sua conta está pronta.',
    heading: 'A sua conta está pronta',
    blocks: [
      paragraph(`${greeting(firstName)} Obrigado por criar conta na ${STORE_PROFILE.name}.`),
      paragraph('Agora pode acompanhar as suas encomendas, guardar moradas e favoritos e marcar a sua consulta capilar.'),
      button('Ver produtos', `${publicUrl.replace(/\/$/, '')}/products`),
      paragraph(`Alguma dúvida? Fale connosco pelo WhatsApp ${formatPhone(STORE_PROFILE.whatsapp)} ou responda a este e-mail.`),
    ],
  });

export const passwordChangedMail = (publicUrl: string, firstName: string): RenderedMail =>
  renderMail({
    publicUrl,
    subject: 'A sua palavra-passe foi alterada',
    heading: 'Palavra-passe alterada',
    blocks: [
      paragraph(`${greeting(firstName)} A palavra-passe da sua conta acabou de ser alterada e as outras sessões foram terminadas.`),
      notice(contactLine),
      button('Recuperar a conta', `${publicUrl.replace(/\/$/, '')}/login?mode=forgot-password`),
    ],
  });

export const emailChangedMail = (publicUrl: string, firstName: string, newEmail: string): RenderedMail =>
  renderMail({
    publicUrl,
    subject: 'O e-mail da sua conta foi alterado',
    heading: 'E-mail alterado',
    blocks: [
      paragraph(`${greeting(firstName)} O e-mail da sua conta passou a ser ${newEmail}. Deixará de receber mensagens neste endereço.`),
      notice(contactLine),
    ],
  });

export const accountDeletedMail = (publicUrl: string, firstName: string): RenderedMail =>
  renderMail({
    publicUrl,
    subject: 'A sua conta foi eliminada',
    heading: 'Conta eliminada',
    blocks: [
      paragraph(`${greeting(firstName)} A sua conta foi eliminada, tal como pediu. Apagámos os seus dados pessoais, moradas e fotografia.`),
      paragraph('Os registos das encomendas já feitas são guardados apenas pelo tempo que a lei fiscal exige.'),
      paragraph('Será sempre bem-vindo(a) de volta.'),
    ],
  });
