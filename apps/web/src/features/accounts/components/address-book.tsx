import { useState, type FormEvent } from 'react';
import type { Address } from '@shop/contract/accounts';
import { addressLine, MAX_ADDRESSES } from '@shop/contract/accounts-rules';
import { MOZAMBIQUE_COUNTRY_ID, stateLabel } from '@shop/contract/location-rules';
import { EMPTY_LOCATION, LocationPicker, type LocationValue } from '../../../components/ui/location-picker.tsx';
import { hasErrors, onlyFieldErrors, serverFieldErrors, useFirstErrorFocus, type FieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useAddresses } from '../api/address-list.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { addressErrors } from '../lib/address-rules.ts';

const ADDRESS_FORM_FIELDS = ['title', 'country_id', 'state_id', 'city_id', 'bairro', 'address', 'landmark', 'postcode'];
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Checkbox, FormError, TextField } from '../../../components/ui/field.tsx';

interface Draft {
  title: string;
  location: LocationValue;
  bairro: string;
  address: string;
  landmark: string;
  postcode: string;
  default_address: boolean;
}

const NEW_DRAFT: Draft = {
  title: '',
  location: { ...EMPTY_LOCATION, countryId: MOZAMBIQUE_COUNTRY_ID },
  bairro: '',
  address: '',
  landmark: '',
  postcode: '',
  default_address: false,
};

const draftOf = (a: Address): Draft => ({
  title: a.title,
  location: { countryId: a.country_id, stateId: a.state_id, cityId: a.city_id, countryName: a.country_name, stateName: a.state_name, cityName: a.city_name },
  bairro: a.bairro,
  address: a.address,
  landmark: a.landmark,
  postcode: a.postcode,
  default_address: a.default_address,
});

function AddressForm({ initial, addressId, onDone }: { initial: Draft; addressId: number | null; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const mutation = addressId === null ? add : update;
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors: FieldErrors = { ...serverFieldErrors(mutation.error), ...checked };
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const set = (key: 'title' | 'bairro' | 'address' | 'landmark' | 'postcode') => (e: React.ChangeEvent<HTMLInputElement>) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setChecked(({ [key]: _, ...rest }) => rest);
  };
  const { countryId, stateId, cityId } = draft.location;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = addressErrors({ countryId, stateId, cityId, bairro: draft.bairro, address: draft.address });
    setChecked(found);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    const body = {
      title: draft.title.trim(),
      country_id: countryId!,
      state_id: stateId!,
      city_id: cityId!,
      bairro: draft.bairro.trim(),
      address: draft.address.trim(),
      landmark: draft.landmark.trim(),
      postcode: draft.postcode.trim(),
      default_address: draft.default_address,
    };
    const done = {
      onSuccess: () => {
        toast.success(addressId === null ? 'Morada adicionada com sucesso.' : 'Morada atualizada com sucesso.');
        onDone();
      },
      onError: (error: unknown) => {
        if (hasErrors(serverFieldErrors(error))) focusFirstError();
      },
    };
    if (addressId === null) add.mutate(body, done);
    else update.mutate({ ...body, address_id: addressId }, done);
  };

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100" noValidate aria-label={addressId === null ? 'Nova morada' : 'Editar morada'}>
      <h3 className="text-lg font-semibold text-plum-900">{addressId === null ? 'Nova morada' : 'Editar morada'}</h3>
      <FormError error={onlyFieldErrors(mutation.error, ADDRESS_FORM_FIELDS) ? null : mutation.error} />
      <TextField label="Nome da morada (opcional)" placeholder="Casa, Trabalho..." value={draft.title} onChange={set('title')} maxLength={40} />
      <LocationPicker
        value={draft.location}
        onChange={(location) => {
          setDraft((d) => ({ ...d, location }));
          setChecked(({ country_id: _c, state_id: _s, city_id: _ci, ...rest }) => rest);
        }}
        required
        errors={{ country: errors.country_id, state: errors.state_id, city: errors.city_id }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Bairro" value={draft.bairro} onChange={set('bairro')} required error={errors.bairro} maxLength={120} />
        <TextField label="Rua e número" autoComplete="address-line1" value={draft.address} onChange={set('address')} required error={errors.address} maxLength={200} />
        <TextField
          label="Ponto de referência (opcional)"
          placeholder="Ex.: perto da escola primária"
          value={draft.landmark}
          onChange={set('landmark')}
          error={errors.landmark}
          maxLength={200}
        />
        <TextField label="Código postal (opcional)" autoComplete="postal-code" value={draft.postcode} onChange={set('postcode')} error={errors.postcode} maxLength={12} />
      </div>
      <Checkbox label="Usar como morada principal" checked={draft.default_address} onChange={(e) => setDraft((d) => ({ ...d, default_address: e.target.checked }))} />
      <div className="flex gap-3">
        <Button type="submit" loading={mutation.isPending} loadingText="A guardar...">
          Guardar morada
        </Button>
        <button type="button" onClick={onDone} className={buttonClass({ variant: 'secondary' })}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** The customer's address book: list, add, edit, remove, choose the main address. */
export function AddressBook() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useUpdateAddress();
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const list = addresses.data ?? [];
  const { confirm, dialog } = useConfirm();

  const confirmRemove = async (a: Address) => {
    const ok = await confirm({ title: `Remover a morada «${a.title || addressLine(a)}»?`, confirmLabel: 'Remover', tone: 'danger' });
    if (!ok) return;
    remove.mutate(a.id, { onSuccess: () => toast.success('Morada removida com sucesso.'), onError: (err) => toast.error(err.message) });
  };

  const setDefault = (a: Address) => {
    const d = draftOf(a);
    makeDefault.mutate(
      {
        address_id: a.id, title: d.title, country_id: a.country_id, state_id: a.state_id, city_id: a.city_id,
        bairro: a.bairro, address: a.address, landmark: a.landmark, postcode: a.postcode, default_address: true,
      },
      { onSuccess: () => toast.success('Morada principal atualizada.'), onError: (err) => toast.error(err.message) },
    );
  };

  return (
    <div className="space-y-6">
      {dialog}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-plum-700">As minhas moradas</h1>
        {!editing && list.length < MAX_ADDRESSES && (
          <button type="button" className={buttonClass()} onClick={() => setEditing({ id: null, draft: { ...NEW_DRAFT, default_address: list.length === 0 } })}>
            Adicionar morada
          </button>
        )}
      </div>
      {editing && <AddressForm key={editing.id ?? 'new'} initial={editing.draft} addressId={editing.id} onDone={() => setEditing(null)} />}
      {addresses.isLoading && <p className="text-sm text-ink/70">A carregar moradas...</p>}
      {addresses.error && <FormError error={addresses.error} />}
      {addresses.isSuccess && list.length === 0 && !editing && (
        <p className="rounded-2xl bg-white p-6 text-sm text-ink/70 ring-1 ring-plum-100">Ainda não guardou nenhuma morada. Guarde uma para finalizar as compras mais depressa.</p>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {list.map((a) => (
          <li key={a.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-plum-100" aria-label={a.title || addressLine(a)}>
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-plum-900">{a.title || 'Morada'}</p>
              {a.default_address && <span className="rounded-full bg-plum-100 px-2 py-0.5 text-xs font-medium text-plum-700">Principal</span>}
            </div>
            <address className="mt-2 text-sm not-italic leading-relaxed text-ink/80">
              {a.address}
              <br />
              {a.bairro}, {a.city_name}
              <br />
              {stateLabel(a.country_id)}: {a.state_name}, {a.country_name}
              {a.postcode && <> · {a.postcode}</>}
              {a.landmark && (
                <>
                  <br />
                  Referência: {a.landmark}
                </>
              )}
            </address>
            <div className="mt-4 flex flex-wrap gap-4">
              <button type="button" className={buttonClass({ variant: 'link' })} onClick={() => setEditing({ id: a.id, draft: draftOf(a) })}>
                Editar
              </button>
              <button type="button" className={buttonClass({ variant: 'link', className: 'text-red-700' })} onClick={() => confirmRemove(a)} disabled={remove.isPending}>
                Remover
              </button>
              {!a.default_address && (
                <button type="button" className={buttonClass({ variant: 'link' })} onClick={() => setDefault(a)} disabled={makeDefault.isPending}>
                  Tornar principal
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
