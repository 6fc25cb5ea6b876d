import { Link } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { paths } from '../lib/paths.ts';
import { StaticPage } from '../app/layout/static-page.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

/** Serves /privacy and /privacy-policy. */
export default function PrivacyPage() {
  usePageMeta(
    'Política de Privacidade',
    'Que dados pessoais recolhemos na loja e na clínica, para quê, como os protegemos e quais são os seus direitos.',
  );
  const { emails, legalName, address } = STORE_PROFILE;
  return (
    <StaticPage
      eyebrow="Institucional"
      title="Política de Privacidade"
      updated="janeiro de 2025"
      lead={
        <p>
          Cuidamos do seu cabelo e também dos seus dados. Esta política explica, em linguagem simples, o que recolhemos, para quê e como
          pode decidir sobre eles.
        </p>
      }
    >
      <h2>1. Quem somos</h2>
      <p>
        O responsável pelo tratamento dos seus dados é a {legalName}, com sede na {address.street}, {address.bairro}, {address.city},{' '}
        {address.country}. Para qualquer questão sobre privacidade escreva para <a href={`mailto:${emails.clinic}`}>{emails.clinic}</a>.
      </p>

      <h2>2. Que dados recolhemos</h2>
      <ul>
        <li>
          <strong>Conta de cliente:</strong> nome, apelido, e-mail, telemóvel e, se os indicar, data de nascimento, género e fotografia de
          perfil. A palavra-passe nunca é guardada em texto: guardamos apenas uma versão cifrada que não permite recuperá-la.
        </li>
        <li>
          <strong>Encomendas:</strong> moradas de entrega e de faturação, produtos comprados, valores pagos e o comprovativo de
          transferência que carrega no checkout.
        </li>
        <li>
          <strong>Marcações na clínica:</strong> nome, idade, profissão, WhatsApp, e-mail, as queixas que assinala (por exemplo queda ou
          caspa), a data escolhida e, quando paga um sinal, o comprovativo. As queixas são dados de saúde: só a equipa clínica as consulta.
        </li>
        <li>
          <strong>Mensagens e newsletter:</strong> o que nos escreve pelo formulário de contacto e o e-mail com que subscreve a newsletter.
        </li>
        <li>
          <strong>Dados técnicos:</strong> o endereço IP, usado apenas de forma temporária para proteger a loja contra abusos (limite de
          pedidos), e a informação guardada no seu navegador descrita na secção 8. Os registos do servidor não guardam nomes, e-mails,
          palavras-passe nem o conteúdo dos formulários.
        </li>
      </ul>

      <h2>3. Para que usamos os dados</h2>
      <ul>
        <li>Processar, entregar e acompanhar as suas encomendas, incluindo confirmar pagamentos e tratar devoluções.</li>
        <li>Gerir as suas marcações, confirmá-las por WhatsApp e preparar o diagnóstico e o plano de tratamento.</li>
        <li>Responder às suas mensagens e pedidos de apoio.</li>
        <li>Enviar a newsletter, apenas se a subscreveu; pode cancelar a qualquer momento pelo link em cada e-mail.</li>
        <li>Cumprir obrigações legais, fiscais e contabilísticas, e garantir a segurança da loja.</li>
      </ul>
      <p>
        Tratamos os dados porque são necessários para o contrato que celebra connosco (uma compra ou uma marcação), porque a lei o exige, ou
        porque nos deu o seu consentimento (newsletter, cookies de medição, dados de saúde na consulta). Não vendemos nem alugamos dados
        pessoais a ninguém.
      </p>

      <h2>4. Com quem partilhamos</h2>
      <p>
        Apenas com quem precisa deles para o servir: a transportadora ou o estafeta recebem o nome, o telefone e a morada de entrega; o
        fornecedor de correio eletrónico envia as nossas mensagens. Todos estão obrigados a usar os dados apenas para esse fim. Podemos
        ainda comunicar dados às autoridades quando a lei o exija.
      </p>

      <h2>5. Como protegemos os dados</h2>
      <ul>
        <li>Ligações cifradas (HTTPS) em todo o site.</li>
        <li>Palavras-passe guardadas com cifra irreversível; sessões que expiram e que pode terminar em qualquer altura com «Sair».</li>
        <li>Os comprovativos e ficheiros que envia são verificados e guardados com acesso restrito; só a equipa autorizada os abre.</li>
        <li>Cada cliente só vê os seus próprios pedidos, moradas e marcações.</li>
      </ul>

      <h2>6. Durante quanto tempo guardamos</h2>
      <p>
        Os dados da conta ficam enquanto a conta estiver ativa. Os dados de encomendas e faturação são guardados pelo prazo exigido pela lei
        fiscal. Os registos clínicos seguem as regras aplicáveis aos cuidados de saúde. As mensagens de contacto são apagadas ao fim de dois
        anos e o e-mail da newsletter quando cancela a subscrição.
      </p>

      <h2>7. Os seus direitos</h2>
      <p>Em qualquer momento pode pedir-nos para:</p>
      <ul>
        <li>aceder aos dados que temos sobre si e receber uma cópia;</li>
        <li>corrigir dados incorretos ou incompletos (a maioria pode alterar diretamente no seu perfil);</li>
        <li>apagar a sua conta e os dados que não sejamos obrigados a manter;</li>
        <li>opor-se ao envio de comunicações de marketing e retirar um consentimento que tenha dado.</li>
      </ul>
      <p>
        Envie o pedido para <a href={`mailto:${emails.clinic}`}>{emails.clinic}</a>. Respondemos no prazo de 30 dias. Se considerar que não
        tratámos bem os seus dados, pode também apresentar queixa às autoridades competentes.
      </p>

      <h2>8. Cookies e armazenamento no navegador</h2>
      <p>
        Guardamos no seu navegador (armazenamento local) o que a loja precisa para funcionar: a sessão iniciada, o carrinho e os favoritos
        de visitante, e a sua resposta ao aviso de privacidade com a respetiva data. Sem estes elementos essenciais não conseguimos manter o
        carrinho nem a sessão.
      </p>
      <p>
        Com a sua autorização, podemos usar cookies de medição para estatísticas agregadas de visitas, sem publicidade. Pode aceitar ou
        recusar no aviso que aparece na primeira visita e mudar de ideias limpando os dados do site nas definições do navegador: o aviso
        volta a aparecer.
      </p>

      <h2>9. Menores</h2>
      <p>
        A loja destina-se a maiores de 18 anos. Marcações para menores devem ser feitas pelos pais ou representantes legais, que acompanham
        a consulta.
      </p>

      <h2>10. Alterações a esta política</h2>
      <p>
        Se alterarmos esta política, publicamos aqui a nova versão com a data de atualização. Alterações importantes serão também
        comunicadas por e-mail aos clientes com conta. Consulte ainda os nossos <Link to={paths.terms()}>Termos e Condições</Link>.
      </p>
    </StaticPage>
  );
}
