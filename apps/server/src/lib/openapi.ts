import { addressSchema, codeSentResponse, profileSchema } from '@shop/contract/accounts';
import { auditEntrySchema, staffSchema } from '@shop/contract/admin';
import { adminCategorySchema, adminCouponSchema, adminProductListItem, adminProductSchema } from '@shop/contract/admin-catalogue';
import { adminCalls, functionsCalls, shopCalls, type AnswerSpec, type FunctionsCallSpec } from '@shop/contract/api';
import { bookingCreatedSchema, bookingViewSchema } from '@shop/contract/bookings';
import { cartSchema, shippingMethodSchema } from '@shop/contract/cart';
import { categorySchema, productDetailResponse, productListItemSchema, productPageSchema } from '@shop/contract/catalogue';
import { blogPostSchema, blogPostsPage, blogPostSummarySchema, clinicServiceSchema } from '@shop/contract/content';
import { pageLinkSchema } from '@shop/contract/envelope';
import { ERROR_HTTP_STATUS } from '@shop/contract/errors';
import { locationSchema } from '@shop/contract/locations';
import { orderDetailSchema, orderListItemSchema, placeOrderRequest } from '@shop/contract/orders';
import { wishlistIdsResponse, wishlistResponse } from '@shop/contract/wishlist';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 description of the shop, functions and admin APIs, built from the contract's
 * call map and its zod schemas (decision 084). `npm run openapi` writes it to docs/openapi.json;
 * a test fails when that file is not what this builds; development serves it at /api/docs.
 */

type JsonSchema = Record<string, unknown>;

/**
 * Answers that several calls share, described once under components/schemas. Every schema is
 * read as input (what may be sent or received): answers then allow fields added later, and a
 * client generated from this file does not break on them.
 */
const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  Cart: cartSchema,
  ProductListItem: productListItemSchema,
  ProductPage: productPageSchema,
  OrderDetail: orderDetailSchema,
  PlaceOrderRequest: placeOrderRequest,
  ProductDetail: productDetailResponse,
  AuditEntry: auditEntrySchema,
  AdminProductListItem: adminProductListItem,
  OrderListItem: orderListItemSchema,
  Location: locationSchema,
  Address: addressSchema,
  Profile: profileSchema,
  Wishlist: wishlistResponse,
  WishlistIds: wishlistIdsResponse,
  ShippingMethod: shippingMethodSchema,
  CodeSent: codeSentResponse,
  Category: categorySchema,
  BookingView: bookingViewSchema,
  BookingCreated: bookingCreatedSchema,
  BlogPostSummary: blogPostSummarySchema,
  BlogPost: blogPostSchema,
  BlogPostsPage: blogPostsPage,
  ClinicService: clinicServiceSchema,
  Staff: staffSchema,
  AdminProduct: adminProductSchema,
  AdminCategory: adminCategorySchema,
  AdminCoupon: adminCouponSchema,
  PageLink: pageLinkSchema,
})) {
  named.add(schema, { id });
}

/** Named schemas met while converting, for components/schemas. */
const components = new Map<string, JsonSchema>();

function jsonSchema(schema: z.ZodType): JsonSchema {
  const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', metadata: named }) as JsonSchema;
  const { $schema: _ignored, $defs, ...rest } = JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [id, def] of Object.entries(($defs as Record<string, JsonSchema> | undefined) ?? {})) components.set(id, def);
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function answerSchema(answer: AnswerSpec): JsonSchema {
  if ('typeName' in answer) return { description: `Described by the contract's TypeScript type ${answer.typeName} (no schema yet).` };
  if ('download' in answer) return {};
  return jsonSchema(answer as z.ZodType);
}

/** A JSON body, or multipart/form-data when the call carries a file. */
function requestBody(request: z.ZodType, file: { field: string; required: boolean } | undefined) {
  const schema = jsonSchema(request);
  if (!file) return { required: true, content: { 'application/json': { schema } } };
  const properties = { ...((schema.properties as JsonSchema | undefined) ?? {}), [file.field]: { type: 'string', format: 'binary' } };
  const required = [...((schema.required as string[] | undefined) ?? []), ...(file.required ? [file.field] : [])];
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, type: 'object', properties, ...(required.length ? { required } : {}) } } } };
}

function envelopeResponses(kind: 'shop' | 'functions', answer: AnswerSpec, created: boolean | undefined) {
  const success =
    answer !== null && typeof answer === 'object' && 'download' in answer
      ? { description: 'The file.', content: { [answer.download]: { schema: { type: 'string' } } } }
      : {
          description: 'Done.',
          content: {
            'application/json': {
              schema:
                kind === 'shop'
                  ? { type: 'object', required: ['status', 'message', 'data'], properties: { status: { const: 1 }, message: { type: 'string' }, data: answerSchema(answer) } }
                  : { type: 'object', required: ['success', 'data', 'error'], properties: { success: { const: true }, data: answerSchema(answer), error: { type: 'null' } } },
            },
          },
        };
  const error = { $ref: `#/components/responses/${kind === 'shop' ? 'ShopError' : 'FunctionsError'}` };
  return { [created ? '201' : '200']: success, '4XX': error, '5XX': error };
}

const shopSecurity = { none: [], optional: [{}, { customerToken: [] }], required: [{ customerToken: [] }] } as const;
const adminSecurity = { public: [], staff: [{ staffToken: [] }], owner: [{ staffToken: [] }] } as const;

/** `/blog-api/posts/:id` → `/blog-api/posts/{id}` and its path parameters. */
function pathParameters(path: string) {
  const names = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  return { path: path.replace(/:([A-Za-z_]+)/g, '{$1}'), parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) };
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = jsonSchema(query);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

export function openApiDocument() {
  components.clear();
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, operation: unknown) => {
    paths[path] = { ...paths[path], [method]: operation };
  };

  for (const [call, spec] of Object.entries(shopCalls)) {
    add(`/api/{slug}${call === '/' ? '' : call}`, 'post', {
      tags: [spec.tag],
      operationId: `shop${call === '/' ? '/store' : call}`,
      ...(spec.auth === 'optional' ? { description: 'A customer token, when sent, adds what that customer has (cart, wishlist).' } : {}),
      parameters: [{ $ref: '#/components/parameters/slug' }],
      security: shopSecurity[spec.auth],
      requestBody: requestBody(spec.request, 'file' in spec ? spec.file : undefined),
      responses: envelopeResponses('shop', spec.answer, 'created' in spec ? spec.created : undefined),
    });
  }

  for (const [call, spec] of Object.entries(adminCalls)) {
    add(`/admin-api${call}`, 'post', {
      tags: [spec.tag],
      operationId: `admin${call}`,
      ...(spec.access === 'owner' ? { description: 'Owners only (403 for other staff).' } : {}),
      security: adminSecurity[spec.access],
      requestBody: requestBody(spec.request, 'file' in spec ? spec.file : undefined),
      responses: envelopeResponses('shop', spec.answer, 'created' in spec ? spec.created : undefined),
    });
  }

  for (const [call, spec] of Object.entries(functionsCalls) as [string, FunctionsCallSpec][]) {
    const [method, rawPath] = call.split(' ') as [string, string];
    const { path, parameters } = pathParameters(rawPath);
    add(`/functions/v1${path}`, method.toLowerCase(), {
      tags: [spec.tag],
      operationId: `functions${rawPath}`.replace(/\/:/g, '/by-'),
      security: [{ anonKey: [] }, { anonApiKey: [] }],
      ...(parameters.length || spec.query ? { parameters: [...parameters, ...queryParameters(spec.query)] } : {}),
      ...(method === 'POST' ? { requestBody: requestBody(spec.request, spec.file) } : {}),
      responses: envelopeResponses('functions', spec.answer, spec.created),
    });
  }

  const codes = Object.keys(ERROR_HTTP_STATUS);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cabelo & Clínica Maputo API',
      version: '1',
      description: [
        'The shop API (`POST /api/{slug}/…`, answers `{ status, message, data }`), the functions API (`/functions/v1/…`: blog, clinic services, bookings, contact; answers `{ success, data, error }`) and the back office API (`POST /admin-api/…`, the shop envelope).',
        'Money is a decimal string with two places (`"1500.00"`, meticais). Messages are Portuguese, for the person using the shop.',
        `A refusal carries a code; its HTTP status follows the code: ${codes.map((c) => `${c} ${ERROR_HTTP_STATUS[c as keyof typeof ERROR_HTTP_STATUS]}`).join(', ')}. A server failure (5xx) also carries \`request_id\` (and every answer the \`X-Request-Id\` header) for the logs.`,
        'Generated from the contract (`packages/contract/src/api.ts`) by `npm run openapi`.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: [...new Set([...Object.values(shopCalls), ...Object.values(adminCalls), ...Object.values(functionsCalls)].map((s) => s.tag))].map((name) => ({ name })),
    paths,
    components: {
      parameters: {
        slug: { name: 'slug', in: 'path', required: true, description: "The store's slug (STORE_SLUG).", schema: { type: 'string', examples: ['loja'] } },
      },
      securitySchemes: {
        customerToken: { type: 'http', scheme: 'bearer', description: 'The token /login, /register or /verify-otp answers.' },
        staffToken: { type: 'http', scheme: 'bearer', description: 'The token /admin-api/auth/login answers.' },
        anonKey: { type: 'http', scheme: 'bearer', description: "The store's anonymous key (ANON_KEY)." },
        anonApiKey: { type: 'apiKey', in: 'header', name: 'apikey', description: "The store's anonymous key (ANON_KEY)." },
      },
      schemas: {
        ...Object.fromEntries([...components.entries()].sort(([a], [b]) => a.localeCompare(b))),
        ErrorCode: { type: 'string', enum: codes },
        ShopError: {
          type: 'object',
          required: ['status', 'message', 'data', 'code'],
          properties: {
            status: { const: 0 },
            message: { type: 'string' },
            data: {},
            code: ref('ErrorCode'),
            errors: { type: 'object', description: 'Field → messages, for VALIDATION_FAILED.', additionalProperties: { type: 'array', items: { type: 'string' } } },
            request_id: { type: 'string', description: 'Server failures (5xx) only.' },
          },
        },
        FunctionsError: {
          type: 'object',
          required: ['success', 'data', 'error', 'code'],
          properties: {
            success: { const: false },
            data: { type: 'null' },
            error: { type: 'string' },
            code: ref('ErrorCode'),
            request_id: { type: 'string', description: 'Server failures (5xx) only.' },
          },
        },
      },
      responses: {
        ShopError: { description: 'Refused or failed: the shop envelope with `status: 0` and a code.', content: { 'application/json': { schema: ref('ShopError') } } },
        FunctionsError: { description: 'Refused or failed: `success: false` and a code.', content: { 'application/json': { schema: ref('FunctionsError') } } },
      },
    },
  };
}

/** The committed file's text: stable, two-space JSON with a final newline. */
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
