import type { Db } from '../../db/open';
import { LISTINGS } from './goods';
import { BUYERS } from './parties';
import { daysAgo, idSequence, insertRows, round2 } from './support';

/** Buyers' carts (tp_cart) and favourites (tp_collection) over listings that are on sale. */
export function seedCustomerData(db: Db): Record<string, number> {
  const onSale = LISTINGS.filter((listing) => listing.goodsStatus === 2);
  const cartId = idSequence(77);
  const collectionId = idSequence(77, 500);
  const carts = BUYERS.flatMap((buyer, buyerIndex) => [0, 1, 2].slice(0, buyerIndex % 2 === 0 ? 3 : 2).map((offset) => {
    const listing = onSale[(buyerIndex * 5 + offset * 3) % onSale.length];
    const quantity = listing.minOrder * (offset + 1) * 2;
    return {
      id: cartId(), consumer_id: buyer.id, company_name: buyer.companyName, goods_id: listing.id, goods_name: listing.name,
      unit_price: listing.unitPrice, quantity, amount: round2(listing.unitPrice * quantity), is_checked: offset === 0 ? 1 : 0,
      create_time: daysAgo(20 - buyerIndex * 3 - offset, 15 * 60),
    };
  }));
  const collections = BUYERS.flatMap((buyer, buyerIndex) => [0, 1, 2, 3].map((offset) => {
    const listing = onSale[(buyerIndex * 3 + offset * 4 + 1) % onSale.length];
    return {
      id: collectionId(), consumer_id: buyer.id, company_name: buyer.companyName, goods_id: listing.id, goods_name: listing.name,
      unit_price: listing.unitPrice, create_time: daysAgo(60 - buyerIndex * 7 - offset * 2, 11 * 60),
    };
  }));
  return { tp_cart: insertRows(db, 'tp_cart', carts), tp_collection: insertRows(db, 'tp_collection', collections) };
}
