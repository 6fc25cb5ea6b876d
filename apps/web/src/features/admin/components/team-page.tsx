import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useState, type FormEvent } from 'react';
import type { Staff, StaffRole } from '@shop/contract/admin';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useStaffList } from '../api/staff-list.ts';
import { useUpdateStaff } from '../api/update-staff.ts';
import { ROLE_LABEL } from '../lib/format.ts';
import { ActivityLog } from './activity-log.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes.ts';
import { Badge, PageHeader, Panel } from './page-parts.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { staffMatching } from '../lib/list-filters.ts';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

function NewMemberForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [password, setPassword] = useState('');
  const create = useCreateStaff();
  const errors = create.error instanceof ApiError ? (create.error.details ?? {}) : {};
  const { confirm, dialog } = useConfirm();
  useUnsavedChanges(email !== '' || name !== '' || password !== '' || role !== 'staff', confirm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { email, name, role, password },
      {
        onSuccess: (staff) => {
          toast.success(`${staff.name} foi adicionado(a). Partilhe a palavra-passe temporária em privado.`, 5000);
          setEmail('');
          setName('');
          setPassword('');
          setRole('staff');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Novo membro da equipa">
      <FormError error={create.error} />
      <TextField label="Nome" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} required />
      <TextField label="E-mail" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
      <SelectField label="Papel" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
        <option value="staff">Equipa: catálogo, encomendas, marcações</option>
        <option value="owner">Proprietário(a): tudo, incluindo a equipa</option>
      </SelectField>
      <TextField label="Palavra-passe temporária" type="text" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint="Pelo menos 10 caracteres. A pessoa terá de a trocar na primeira entrada." required />
      <div className="sticky bottom-0 -mx-1 bg-white px-1 py-2">
        <Button type="submit" size="sm" loading={create.isPending} loadingText="A criar…">
          Adicionar à equipa
        </Button>
      </div>
      {dialog}
    </form>
  );
}

function MemberRow({ member, self }: { member: Staff; self: boolean }) {
  const update = useUpdateStaff();
  const reset = useResetStaffPassword();
  const onError = (err: Error) => toast.error(err.message);
  const { confirm, prompt, dialog } = useConfirm();

  const toggleActive = async () => {
    if (
      member.active &&
      !(await confirm({ title: `Desativar ${member.name}?`, message: 'Deixa de conseguir entrar na gestão e as sessões abertas terminam de imediato. Pode reativar a conta depois.', confirmLabel: 'Desativar', tone: 'danger' }))
    )
      return;
    update.mutate({ id: member.id, active: !member.active }, { onSuccess: () => toast.success(member.active ? 'Conta desativada.' : 'Conta reativada.'), onError });
  };
  const toggleRole = () => {
    const role: StaffRole = member.role === 'owner' ? 'staff' : 'owner';
    update.mutate({ id: member.id, role }, { onSuccess: () => toast.success(`Papel alterado para ${ROLE_LABEL[role]}.`), onError });
  };
  const resetPassword = async () => {
    const password = await prompt({
      title: `Repor a palavra-passe de ${member.name}?`,
      message: 'As sessões dessa pessoa terminam e ela escolhe uma palavra-passe sua na próxima entrada.',
      confirmLabel: 'Definir palavra-passe',
      input: { label: 'Palavra-passe temporária', type: 'password', required: true, minLength: 10, maxLength: 200 },
    });
    if (password === null) return;
    reset.mutate({ id: member.id, password }, { onSuccess: () => toast.success('Palavra-passe temporária definida; as sessões dessa pessoa terminaram.', 5000), onError });
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-plum-900">
          {member.name} {self && <span className="text-xs font-normal text-ink/60">(a sua conta)</span>}
        </span>
        <span className="block text-xs text-ink/60">
          {member.email} · última entrada: {formatCompactDateTime(member.last_sign_in_at)}
        </span>
      </span>
      <Badge tone={member.role === 'owner' ? 'plum' : 'grey'}>{ROLE_LABEL[member.role]}</Badge>
      {!member.active && <Badge tone="red">Desativada</Badge>}
      {member.must_change_password && member.active && <Badge tone="amber">Palavra-passe temporária</Badge>}
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={toggleRole} disabled={update.isPending}>
          {member.role === 'owner' ? 'Tornar equipa' : 'Tornar proprietário(a)'}
        </Button>
        {!self && (
          <Button variant="ghost" size="sm" onClick={resetPassword} disabled={reset.isPending}>
            Repor palavra-passe
          </Button>
        )}
        <Button variant="ghost" size="sm" className={member.active ? 'text-red-700' : undefined} onClick={toggleActive} disabled={update.isPending}>
          {member.active ? 'Desativar' : 'Reativar'}
        </Button>
      </div>
      {dialog}
    </li>
  );
}

export function TeamPage({ self }: { self: Staff }) {
  const staff = useStaffList();
  const search = useListSearch();
  const shown = staffMatching(staff.data ?? [], search.search);
  return (
    <>
      <PageHeader title="Equipa" description="Quem tem acesso à gestão, com que papel, e o que foi feito." />
      <div className="grid gap-4 xl:grid-cols-3">
        <div className="space-y-4 xl:col-span-2">
          <Panel title="Membros">
            <ListSearchField state={search} placeholder="Nome ou e-mail" />
            <FormError error={staff.error} />
            {search.search && shown.length === 0 && <p className="py-6 text-sm text-ink/70">Ninguém da equipa com esta pesquisa.</p>}
            <ul className="divide-y divide-plum-100" aria-label="Membros da equipa" aria-busy={search.typing}>
              {shown.map((m) => <MemberRow key={m.id} member={m} self={m.id === self.id} />)}
            </ul>
          </Panel>
          <ActivityLog staff={staff.data ?? []} />
        </div>
        <Panel title="Adicionar membro">
          <NewMemberForm />
        </Panel>
      </div>
    </>
  );
}
