// The one place drizzle-kit and the client read the whole schema from.
export * from './analytics.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './booking.ts';
export * from './content.ts';
export * from './email.ts';
export * from './history.ts';
export * from './leads.ts';
export * from './media.ts';
export * from './settings.ts';
