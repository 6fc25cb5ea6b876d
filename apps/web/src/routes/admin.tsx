import '../features/admin/admin.css';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { Toaster } from '../components/ui/toaster.tsx';
import { useMe } from '../features/admin/api/me.ts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { CategoriesPage } from '../features/admin/components/categories-page.tsx';
import { ChangePasswordForm } from '../features/admin/components/change-password-form.tsx';
import { ComingSoonSection } from '../features/admin/components/coming-soon-section.tsx';
import { CouponsPage } from '../features/admin/components/coupons-page.tsx';
import { DashboardPage } from '../features/admin/components/dashboard-page.tsx';
import { PageHeader, Panel } from '../features/admin/components/form-controls.tsx';
import { ProductEditPage } from '../features/admin/components/product-edit-page.tsx';
import { ProductsPage } from '../features/admin/components/products-page.tsx';
import { SignInPage } from '../features/admin/components/sign-in-page.tsx';
import { TeamPage } from '../features/admin/components/team-page.tsx';
import { useStaff } from '../features/admin/lib/admin-session.ts';

/** Search engines must not index the back office. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    const title = document.title;
    document.title = `Gestão · ${STORE_PROFILE.name}`;
    return () => {
      meta.remove();
      document.title = title;
    };
  }, []);
}

function ForcedPasswordChange() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-plum-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-plum-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-plum-900">Escolha a sua palavra-passe</h1>
        <p className="mt-2 mb-6 text-sm text-ink/70">A palavra-passe com que entrou é temporária. Escolha uma só sua para continuar.</p>
        <ChangePasswordForm />
      </div>
    </main>
  );
}

const SOON = {
  payments: 'Aqui vai verificar os comprovativos de pagamento de encomendas e de sinais de marcação, e aprová-los ou rejeitá-los com um motivo.',
  orders: 'Aqui vai ver e filtrar as encomendas, mudar o seu estado, decidir devoluções e deixar notas internas.',
  appointments: 'Aqui vai ver a agenda do dia e da semana, confirmar, cancelar e bloquear dias ou horas.',
  content: 'Aqui vai escrever os artigos do blog e manter a tabela de preços dos serviços.',
  messages: 'Aqui vai ler e responder às mensagens do formulário de contacto.',
  subscribers: 'Aqui vai ver os subscritores da newsletter e exportá-los em CSV.',
};

export default function AdminApp() {
  useNoIndex();
  const staff = useStaff();
  // Confirms the stored session with the server (deactivation, role, temporary password).
  useMe(staff !== null);

  if (!staff) {
    return (
      <>
        <SignInPage />
        <Toaster />
      </>
    );
  }
  if (staff.must_change_password) {
    return (
      <>
        <ForcedPasswordChange />
        <Toaster />
      </>
    );
  }
  return (
    <AdminLayout staff={staff}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="catalogo" element={<ProductsPage />} />
        <Route path="catalogo/categorias" element={<CategoriesPage />} />
        <Route path="catalogo/novo" element={<ProductEditPage />} />
        <Route path="catalogo/:id" element={<ProductEditPage />} />
        <Route path="cupoes" element={<CouponsPage />} />
        <Route path="equipa" element={staff.role === 'owner' ? <TeamPage self={staff} /> : <ComingSoonSection title="Equipa" description="Só o(a) proprietário(a) gere a equipa." />} />
        <Route
          path="conta"
          element={
            <>
              <PageHeader title="A minha conta" description={`${staff.name} · ${staff.email}`} />
              <div className="max-w-md">
                <Panel title="Alterar palavra-passe">
                  <ChangePasswordForm />
                </Panel>
              </div>
            </>
          }
        />
        <Route path="pagamentos" element={<ComingSoonSection title="Pagamentos" description={SOON.payments} />} />
        <Route path="encomendas" element={<ComingSoonSection title="Encomendas" description={SOON.orders} />} />
        <Route path="marcacoes" element={<ComingSoonSection title="Marcações" description={SOON.appointments} />} />
        <Route path="conteudo" element={<ComingSoonSection title="Conteúdo" description={SOON.content} />} />
        <Route path="mensagens" element={<ComingSoonSection title="Mensagens" description={SOON.messages} />} />
        <Route path="subscritores" element={<ComingSoonSection title="Subscritores" description={SOON.subscribers} />} />
        <Route path="*" element={<ComingSoonSection title="Página não encontrada" description="Esta página da gestão não existe. Use o menu para continuar." />} />
      </Routes>
      <Toaster />
    </AdminLayout>
  );
}
