export * from './auth.ts';
export * from './companies.ts';
export * from './listings.ts';
export * from './mail.ts';
export * from './places.ts';
export * from './renter.ts';
export * from './site.ts';
export * from './users.ts';
