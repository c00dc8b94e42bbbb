/**
 * The parties of a signing task are named by the e-sign provider's actorId, which for this platform's contracts is
 * the party's Chinese role (甲方 the seller, 乙方 the buyer, 丙方 a third party). Screens show the role from the
 * messages (`esign.actorRole.<key>`, zh the actorId itself); any other actorId is shown as it is.
 */
export const ACTOR_ROLE_KEYS: Readonly<Record<string, 'partyA' | 'partyB' | 'partyC'>> = { 甲方: 'partyA', 乙方: 'partyB', 丙方: 'partyC' };

export function actorRoleKey(actorId: string): 'partyA' | 'partyB' | 'partyC' | null {
  return Object.hasOwn(ACTOR_ROLE_KEYS, actorId) ? ACTOR_ROLE_KEYS[actorId] : null;
}
