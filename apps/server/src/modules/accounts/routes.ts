import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  updateUserImageRequest,
} from '@shop/contract/accounts';
import { MAX_ADDRESSES } from '@shop/contract/accounts-rules';
import { paginate } from '../../lib/pagination.ts';
import { clientSource } from '../../lib/sign-in-guard.ts';
import { revokeSession } from '../../lib/sessions.ts';
import { resolveCityId } from '../locations/service.ts';
import { shopResult, shopRoute } from '../../lib/shop-route.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress, userDetail } from './addresses.ts';
import { updateAvatar } from './avatar.ts';
import { RECOVERY_SENT, saveRecoveredPassword, sendRecoveryCode, verifyRecoveryCode } from './password-recovery.ts';
import { changePassword, deleteAccount, loadCustomer, updateProfile } from './profile.ts';
import { register, sendPhoneCode, signInWithPassword, verifyPhoneCode } from './sign-in.ts';
import { readMultipart, uploadRoutes } from '../../lib/uploads.ts';

export async function accountShopRoutes(app: FastifyInstance) {
  const config = app.config;
  const sourceOf = (request: FastifyRequest, reply: FastifyReply) => clientSource(request, reply, config.publicUrl.startsWith('https:'));
  const callUrl = (request: FastifyRequest) => new URL(request.url.split('?')[0] ?? '/', config.publicUrl).toString();

  shopRoute(app, '/login', { message: 'Bem-vindo(a) de volta!' }, ({ db, body, request, reply }) =>
    signInWithPassword(db, body.email, body.password, sourceOf(request, reply)),
  );

  shopRoute(app, '/register', {}, async ({ db, body, request, reply }) =>
    shopResult(await register(db, config, body, sourceOf(request, reply)), 'Conta criada com sucesso! Bem-vindo(a)!', 201),
  );

  shopRoute(app, '/logOut', { message: 'Sessão terminada.' }, async ({ db, customer }) => {
    await revokeSession(db, customer.sessionId);
    return null;
  });

  shopRoute(app, '/send-otp', { message: 'Enviámos um código de 6 dígitos para o seu telemóvel.' }, ({ db, body, request, reply }) =>
    sendPhoneCode(db, config, body.mobile, body.channel, sourceOf(request, reply)),
  );

  shopRoute(app, '/verify-otp', { message: 'Bem-vindo(a)!' }, async ({ db, body, request, reply }) => {
    const result = await verifyPhoneCode(db, body.mobile, body.otp, sourceOf(request, reply));
    return shopResult(result, result.is_new ? 'Conta criada com sucesso! Bem-vindo(a)!' : 'Bem-vindo(a) de volta!');
  });

  shopRoute(app, '/forgot-password-send-otp', { message: RECOVERY_SENT }, ({ db, body, request, reply }) =>
    sendRecoveryCode(db, config, body.email, sourceOf(request, reply)),
  );

  shopRoute(app, '/forgot-password-verify-otp', { message: 'Código confirmado. Escolha a nova palavra-passe.' }, ({ db, body, request, reply }) =>
    verifyRecoveryCode(db, body.email, body.otp, sourceOf(request, reply)),
  );

  shopRoute(app, '/forgot-password-save', { message: 'Palavra-passe alterada com sucesso. Inicie sessão com a nova palavra-passe.' }, ({ db, body }) =>
    saveRecoveredPassword(db, config, body.email, body.reset_token, body.password),
  );

  shopRoute(app, '/user-detail', { message: 'Dados do cliente.' }, async ({ db, customer }) =>
    userDetail(db, await loadCustomer(db, customer.customerId)),
  );

  shopRoute(app, '/profile-update', { message: 'Perfil atualizado com sucesso.' }, ({ db, customer, body, request }) =>
    updateProfile(db, config, customer.customerId, body, request.ip),
  );

  shopRoute(app, '/change-password', { message: 'Palavra-passe alterada com sucesso.' }, ({ db, customer, body, request }) =>
    changePassword(db, config, customer, body.current_password, (body.new_password ?? body.password)!, request.ip),
  );

  shopRoute(app, '/user-delete', { message: 'Conta eliminada.' }, ({ db, customer, body, request }) =>
    deleteAccount(db, config, customer.customerId, body.password, request.ip),
  );

  await uploadRoutes(app, (scope) =>
    shopRoute(
      scope,
      '/update-user-image',
      { form: updateUserImageRequest, message: 'Fotografia de perfil atualizada.', parse: (request) => readMultipart(request, 'image') },
      ({ db, customer, body }) => updateAvatar(db, customer.customerId, body.image),
    ),
  );

  shopRoute(app, '/address-list', { message: 'Moradas.' }, async ({ db, customer, request }) => {
    const all = await listAddresses(db, customer.customerId);
    return paginate(all, all.length, 1, MAX_ADDRESSES, callUrl(request));
  });

  // The original's forms sent the city by name: it is looked up within the state.
  const readAddressBody = async (request: FastifyRequest) => {
    const raw = { ...(request.query as object), ...(request.body as object) } as Record<string, unknown>;
    const city = raw.city_id ?? raw.city;
    return city === undefined ? raw : { ...raw, city_id: await resolveCityId(app.db, raw.state_id ?? raw.state, city) };
  };

  shopRoute(app, '/add-address', { message: 'Morada adicionada com sucesso.', parse: readAddressBody }, async ({ db, customer, body }) =>
    shopResult(await addAddress(db, customer.customerId, body), 'Morada adicionada com sucesso.', 201),
  );

  shopRoute(app, '/update-address', { message: 'Morada atualizada com sucesso.', parse: readAddressBody }, ({ db, customer, body }) =>
    updateAddress(db, customer.customerId, body.address_id, body),
  );

  shopRoute(app, '/delete-address', { message: 'Morada removida com sucesso.' }, ({ db, customer, body }) =>
    deleteAddress(db, customer.customerId, body.address_id),
  );
}
