import type { Db } from '../../db/open';
import { LISTINGS, TENANT_B_LISTINGS, type Listing } from './goods';
import { BUYERS, TENANT_B_PARTIES, type Party } from './parties';
import { daysAgo, idSequence, insertRows, round2, type Row } from './support';

/** Buyers' carts (tp_cart) and favourites (tp_collection) over listings that are on sale, each tenant's over its own. */
export function seedCustomerData(db: Db): Record<string, number> {
  const cartId = idSequence(77);
  const collectionId = idSequence(77, 500);
  const carts: Row[] = [];
  const collections: Row[] = [];
  const markets: [Party[], Listing[]][] = [
    [BUYERS, LISTINGS],
    [TENANT_B_PARTIES.filter((party) => party.role === 1), TENANT_B_LISTINGS],
  ];
  for (const [buyers, listings] of markets) {
    const onSale = listings.filter((listing) => listing.goodsStatus === 2);
    carts.push(
      ...buyers.flatMap((buyer, buyerIndex) =>
        [0, 1, 2].slice(0, Math.min(buyerIndex % 2 === 0 ? 3 : 2, onSale.length)).map((offset) => {
          const listing = onSale[(buyerIndex * 5 + offset * 3) % onSale.length];
          const quantity = listing.minOrder * (offset + 1) * 2;
          return {
            id: cartId(),
            tenant_id: buyer.tenantId,
            consumer_id: buyer.id,
            company_name: buyer.companyName,
            goods_id: listing.id,
            goods_name: listing.name,
            unit_price: listing.unitPrice,
            quantity,
            amount: round2(listing.unitPrice * quantity),
            is_checked: offset === 0 ? 1 : 0,
            create_time: daysAgo(20 - buyerIndex * 3 - offset, 15 * 60),
          };
        }),
      ),
    );
    // Each listing once at most: a small market has fewer listings than a large one's four favourites.
    const step = onSale.length > 4 ? 4 : 1;
    collections.push(
      ...buyers.flatMap((buyer, buyerIndex) =>
        [0, 1, 2, 3].slice(0, onSale.length).map((offset) => {
          const listing = onSale[(buyerIndex * 3 + offset * step + 1) % onSale.length];
          return {
            id: collectionId(),
            tenant_id: buyer.tenantId,
            consumer_id: buyer.id,
            company_name: buyer.companyName,
            goods_id: listing.id,
            goods_name: listing.name,
            unit_price: listing.unitPrice,
            create_time: daysAgo(60 - buyerIndex * 7 - offset * 2, 11 * 60),
          };
        }),
      ),
    );
  }
  return { tp_cart: insertRows(db, 'tp_cart', carts), tp_collection: insertRows(db, 'tp_collection', collections) };
}
