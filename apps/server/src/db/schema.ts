export * from './schema/accounts.ts';
export * from './schema/catalogue.ts';
export * from './schema/commerce.ts';
export * from './schema/content.ts';
export * from './schema/files.ts';
export * from './schema/locations.ts';
export * from './schema/mail.ts';
export * from './schema/rate-limits.ts';
