import '../features/admin/admin.css';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { Toaster } from '../components/ui/toaster.tsx';
import { useMe } from '../features/admin/api/me.ts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { ClientDetailPage, ClientsPage } from '../features/admin/components/clients-page.tsx';
import { CategoriesPage } from '../features/admin/components/categories-page.tsx';
import { ChangePasswordForm } from '../features/admin/components/change-password-form.tsx';
import { ComingSoonSection } from '../features/admin/components/coming-soon-section.tsx';
import { CouponsPage } from '../features/admin/components/coupons-page.tsx';
import { AppointmentsPage } from '../features/admin/components/appointments-page.tsx';
import { ContentPage } from '../features/admin/components/content-page.tsx';
import { DashboardPage } from '../features/admin/components/dashboard-page.tsx';
import { MessagesPage, SubscribersPage } from '../features/admin/components/messages-page.tsx';
import { OrderDetailPage, OrdersPage } from '../features/admin/components/orders-page.tsx';
import { PaymentsPage } from '../features/admin/components/payments-page.tsx';
import { PageHeader, Panel } from '../features/admin/components/page-parts.tsx';
import { ProductEditPage } from '../features/admin/components/product-edit-page.tsx';
import { ProductsPage } from '../features/admin/components/products-page.tsx';
import { StockSheetPage } from '../features/admin/components/stock-sheet-page.tsx';
import { SignInPage } from '../features/admin/components/sign-in-page.tsx';
import { TeamPage } from '../features/admin/components/team-page.tsx';
import { ReportsPage } from '../features/admin/components/reports-page.tsx';
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
        <Route path="catalogo/stock-e-precos" element={<StockSheetPage />} />
        <Route path="catalogo/novo" element={<ProductEditPage />} />
        <Route path="catalogo/:id" element={<ProductEditPage />} />
        <Route path="cupoes" element={<CouponsPage />} />
        <Route path="relatorios" element={staff.role === 'owner' ? <ReportsPage /> : <ComingSoonSection title="Relatórios" description="Só o(a) proprietário(a) vê os relatórios." />} />
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
        <Route path="pagamentos" element={<PaymentsPage />} />
        <Route path="encomendas" element={<OrdersPage />} />
        <Route path="encomendas/:id" element={<OrderDetailPage />} />
        <Route path="marcacoes" element={<AppointmentsPage />} />
        <Route path="clientes" element={<ClientsPage />} />
        <Route path="clientes/:key" element={<ClientDetailPage />} />
        <Route path="conteudo" element={<ContentPage />} />
        <Route path="mensagens" element={<MessagesPage />} />
        <Route path="subscritores" element={<SubscribersPage />} />
        <Route path="*" element={<ComingSoonSection title="Página não encontrada" description="Esta página da gestão não existe. Use o menu para continuar." />} />
      </Routes>
      <Toaster />
    </AdminLayout>
  );
}
