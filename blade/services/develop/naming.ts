/** Names derived from a table: `tp_order_pickup` with prefix `tp_` → OrderPickup / orderPickup / orderpickup. */
export const camel = (snake: string) => snake.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const pascal = (snake: string) => camel(snake).replace(/^./, (c) => c.toUpperCase());

export function modelNames(table: string, prefix: string) {
  const bare = prefix && table.startsWith(prefix) ? table.slice(prefix.length) : table;
  return {
    /** Java class stem: OrderPickup. */
    entity: pascal(bare),
    /** Variable / TS export: orderPickup. */
    variable: camel(bare),
    /** URL segment and Vue file: orderpickup. */
    path: bare.replace(/_/g, '').toLowerCase(),
  };
}
