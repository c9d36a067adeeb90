// The API's TypeBox schemas, the single source of its contract: Fastify validates requests and serialises answers with
// them, the OpenAPI document is made from them, and the front end's types are their Static<> (../types.ts).
export * from './errors';
export * from './catalog';
export * from './accounts';
export * from './sessions';
export * from './bookings';
export * from './tickets';
export * from './forms';
export * from './money';
export * from './partners';
export * from './listings';
export * from './partnerSessions';
export * from './partnerSales';
export * from './wishlists';
export * from './search';
export * from './reviews';
