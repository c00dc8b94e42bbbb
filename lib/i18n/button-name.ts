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
  const key = Object.keys(seeded).find((candidate) => seeded[candidate] === stored);
  return (key && translated[key]) || stored;
}
