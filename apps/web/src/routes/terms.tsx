import { Link } from 'react-router';
import { TERMS_VERSION } from '@shop/contract/accounts-rules';
import { STORE_PROFILE } from '@shop/contract/store';
import { formatMonth } from '../lib/maputo-date.ts';
import { paths } from '../lib/paths.ts';
import { StaticPage } from '../app/layout/static-page.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

/** "2025-01" → "janeiro de 2025": the page dates itself by the version new accounts accept. */
const TERMS_UPDATED = formatMonth(TERMS_VERSION);

export default function TermsPage() {
  usePageMeta(
    'Termos e Condições',
    'Condições de compra na loja online e de marcação na clínica: pagamentos, entregas, devoluções, cancelamentos e responsabilidades.',
  );
  const { emails, legalName, address, phones } = STORE_PROFILE;
  return (
    <StaticPage
      eyebrow="Institucional"
      title="Termos e Condições"
      updated={TERMS_UPDATED}
      lead={
        <p>As regras que se aplicam às compras na nossa loja online e às marcações na clínica. Leia-as antes de encomendar ou marcar.</p>
      }
    >
      <h2>1. Quem vende</h2>
      <p>
        A loja online e a clínica são geridas pela {legalName}, {address.street}, {address.bairro}, {address.city}, {address.country}.
        Contactos: {phones.join(' · ')} · <a href={`mailto:${emails.commercial}`}>{emails.commercial}</a>.
      </p>

      <h2>2. Conta e idade mínima</h2>
      <p>
        Para comprar tem de ter pelo menos 18 anos. Ao criar uma conta compromete-se a dar informações verdadeiras e a manter a
        palavra-passe em segredo; é responsável pelo que for feito com a sua conta até nos avisar de um uso indevido.
      </p>

      <h2>3. Produtos e preços</h2>
      <p>
        Os preços são apresentados em meticais (MT) e são os que estão no site no momento da encomenda. Fazemos tudo para que descrições,
        imagens e preços estejam corretos; se houver um erro evidente, contactamo-lo antes de processar a encomenda e pode cancelá-la sem
        custos. As promoções são válidas enquanto durar o stock ou até à data indicada.
      </p>

      <h2>4. Encomendas e pagamento</h2>
      <ul>
        <li>A encomenda é feita com sessão iniciada e fica registada na sua área «Pedidos».</li>
        <li>
          O pagamento é feito por transferência bancária ou M-Pesa para as contas indicadas no checkout, com o envio do comprovativo. A
          encomenda é preparada depois de confirmarmos o pagamento.
        </li>
        <li>
          Pode cancelar a encomenda enquanto estiver pendente, na página do pedido. Se já tiver pago, devolvemos o valor por transferência.
        </li>
        <li>Os cupões de desconto têm as condições indicadas em cada um e não são acumuláveis, salvo indicação em contrário.</li>
      </ul>

      <h2>5. Entregas</h2>
      <ul>
        <li>Cidade de Maputo: 1 a 2 dias úteis após a confirmação do pagamento.</li>
        <li>Restantes cidades e províncias: 3 a 5 dias úteis, através de transportadora.</li>
        <li>Também pode levantar a encomenda na clínica, sem custos, no horário de atendimento.</li>
        <li>O custo de envio depende da zona de entrega e é calculado e mostrado no checkout antes de confirmar.</li>
      </ul>
      <p>
        Os prazos são indicativos e podem ser afetados por feriados, condições climatéricas ou outros motivos alheios à nossa vontade; nesse
        caso avisamo-lo. Verifique a embalagem na entrega e comunique-nos qualquer dano no prazo de 48 horas.
      </p>

      <h2>6. Devoluções e trocas</h2>
      <ul>
        <li>Pode pedir a devolução de um produto até 30 dias depois de o receber, na página do pedido ou pelo nosso contacto.</li>
        <li>
          Por razões de higiene e segurança, só aceitamos produtos de cuidado capilar por abrir, com o selo intacto. Acessórios devem estar
          sem uso e na embalagem original.
        </li>
        <li>Produtos com defeito ou enviados por engano são trocados ou reembolsados por nossa conta, mesmo que já abertos.</li>
        <li>
          O pedido de devolução é analisado pela nossa equipa; depois de recebermos o produto, reembolsamos por transferência em até 14
          dias.
        </li>
      </ul>

      <h2>7. Marcações na clínica</h2>
      <ul>
        <li>As consultas e tratamentos devem ser marcados com pelo menos 24 horas de antecedência.</li>
        <li>Pode cancelar ou reagendar sem custos até 12 horas antes da hora marcada.</li>
        <li>Se faltar sem aviso, ou cancelar com menos de 12 horas, o sinal pago pode não ser devolvido.</li>
        <li>Chegue 10 minutos antes. A confirmação da marcação é enviada por WhatsApp em até 24 horas.</li>
        <li>
          Os pacotes de sessões (por exemplo, de microagulhamento) são válidos durante 6 meses a contar da primeira sessão e são pessoais.
        </li>
      </ul>

      <h2>8. Responsabilidade</h2>
      <p>
        Os resultados dos produtos e tratamentos variam de pessoa para pessoa e não podem ser garantidos. Siga sempre as instruções de
        utilização e faça um teste de sensibilidade antes de usar um produto novo. Não somos responsáveis por danos causados por utilização
        contrária às instruções, nem por atrasos ou falhas devidos a causas de força maior. Nada nestes termos limita os direitos que a lei
        lhe garante como consumidor.
      </p>

      <h2>9. Conteúdos do site</h2>
      <p>
        Os textos, imagens e artigos do blog são nossos ou usados com autorização e destinam-se a informação geral: não substituem uma
        consulta. Não podem ser copiados para fins comerciais sem autorização.
      </p>

      <h2>10. Dados pessoais</h2>
      <p>
        O modo como tratamos os seus dados está descrito na <Link to={paths.privacyPolicy()}>Política de Privacidade</Link>.
      </p>

      <h2>11. Lei aplicável e reclamações</h2>
      <p>
        Estes termos regem-se pela lei da República de Moçambique. Se tiver uma reclamação, fale connosco primeiro: respondemos em até 5
        dias úteis. Não sendo possível um acordo, é competente o foro da cidade de Maputo.
      </p>
    </StaticPage>
  );
}
