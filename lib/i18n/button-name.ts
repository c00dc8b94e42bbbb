/** zh.json's or en.json's `menuButtons`: the seeded buttons' names by key. */
export type ButtonNames = Readonly<Record<string, string>>;

/**
 * A menu button's name (Blade's category-2 menus: 新增, 审核通过…) in the screen's language. Blade stores one name
 * and grant trees carry no codes, so a button is known by its stored name: on English screens, a name that is still
 * the seeded Chinese one (`seeded`, zh.json) reads as its English message (`translated`); any other name, an
 * administrator's own, is shown as stored. Chinese screens show the stored name.
 */
export function buttonName(stored: string, seeded: ButtonNames | null, translated: ButtonNames | undefined): string {
  if (!seeded || !translated) return stored;
  const key = keysByName(seeded).get(stored);
  return (key && translated[key]) || stored;
}

/** The seeded names' keys by name, built once per catalogue (a grant tree asks for every node). */
const keyIndexes = new WeakMap<ButtonNames, Map<string, string>>();
function keysByName(seeded: ButtonNames): Map<string, string> {
  let index = keyIndexes.get(seeded);
  if (!index) {
    // No two seeded buttons share a name (button-name.test.ts).
    index = new Map(Object.entries(seeded).map(([key, name]) => [name, key]));
    keyIndexes.set(seeded, index);
  }
  return index;
}
