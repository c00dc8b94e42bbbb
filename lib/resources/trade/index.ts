import type { ResourceDef } from '../define-resource';

/** The grain desk: goods and prices, orders and pick-ups, logistics, contracts and invoices, customer data. */
export const tradeResources: ResourceDef[] = [];
